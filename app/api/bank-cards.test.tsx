/**
 * The bank-card calls: the contracts read wire bodies built from the platform client's field names and
 * build the add body as the client does; the hooks on the fake platform bind and delete cards, and the
 * withdraw account info (the card list) follows.
 */
import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { bankCardsOf } from '../../mocks/db/wallets.ts';
import { FAKE_SMS_CODE } from '../../mocks/db/verification.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { addBankCardBody, banksSchema, bindConfigSchema, walletTypesSchema } from './bank-cards.contract.ts';
import { useAddBankCard, useBanks, useBindConfig, useDeleteBankCard, useWalletTypes } from './bank-cards.ts';
import { sendVerifiedSms } from './verification.ts';
import { useWithdrawAccountInfo } from './withdraw.ts';

async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  await act(async () => {
    error = await run().then(
      () => new Error('expected a failure'),
      (thrown: unknown) => thrown,
    );
  });
  return error;
}

describe('the contract reads the wire as the platform client names it', () => {
  test("banks: the locale's name, else the English one; a bank without a code is dropped", () => {
    const banks = banksSchema.parse([
      {
        bankCode: 'VCB',
        bankLocaleName: 'Ngân hàng Vietcombank',
        bankChName: '越南外贸银行',
        bankEngName: 'Vietcombank',
        isBranchRequired: 'Y',
      },
      { bankCode: 2332, bankLocaleName: null, bankChName: '', bankEngName: 'MoMo', isProvinceRequired: 'D' },
      { bankCode: 'TCB', bankChName: '', bankEngName: '', bankName: 'Techcombank' },
      { bankEngName: 'No code' },
    ]);
    expect(banks).toEqual([
      { bankCode: 'VCB', name: 'Ngân hàng Vietcombank', branchRequired: true, provinceRequired: false },
      { bankCode: '2332', name: 'MoMo', branchRequired: false, provinceRequired: false },
      { bankCode: 'TCB', name: 'Techcombank', branchRequired: false, provinceRequired: false },
    ]);
    expect(
      walletTypesSchema.parse([{ walletType: 'USDT_TRC20', walletEngName: 'USDT (TRC20)', walletChName: '泰达币', walletLocaleName: '' }]),
    ).toEqual([{ walletType: 'USDT_TRC20', name: 'USDT (TRC20)' }]);
  });

  test('bind config: what binding asks for; nothing sent asks for nothing', () => {
    expect(
      bindConfigSchema.parse({
        shouldBindGA: false,
        validate: { authCode: false, paymentPassword: true, validatePaymentPassword: true, mobileNum: 'Y' },
      }),
    ).toEqual({ shouldBindGA: false, asks: { paymentPassword: true, newPaymentPassword: true, mobile: true, authCode: false } });
    expect(bindConfigSchema.parse(null)).toEqual({
      shouldBindGA: false,
      asks: { paymentPassword: false, newPaymentPassword: false, mobile: false, authCode: false },
    });
  });

  test("the add body as the client builds it: cardType B or V, the number's spaces stripped, only the proofs asked for", () => {
    expect(
      addBankCardBody({
        kind: 'BANK',
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        payeeName: ' NGUYEN VAN A ',
        cardNumber: '0123 4567-89',
        paymentPassword: '123456',
      }),
    ).toEqual({
      cardType: 'B',
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      payeeName: 'NGUYEN VAN A',
      cardNumber: '0123456789',
      paymentPassword: '123456',
    });
    expect(
      addBankCardBody({
        kind: 'VIRTUAL',
        walletType: 'USDT_TRC20',
        walletName: 'USDT (TRC20)',
        walletAddress: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
        paymentPassword: 'Pay13579',
        validatePaymentPassword: 'Pay13579',
        mobile: { countryDialingCode: '+84', mobileNum: '0912000666', verificationCode: '246810' },
      }),
    ).toEqual({
      cardType: 'V',
      walletType: 'USDT_TRC20',
      walletName: 'USDT (TRC20)',
      walletAddress: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
      paymentPassword: 'Pay13579',
      validatePaymentPassword: 'Pay13579',
      countryDialingCode: '84',
      mobileNum: '0912000666',
      verificationCode: '246810',
    });
  });
});

describe('the hooks on the fake platform', () => {
  test('banks (banks and e-wallet providers), wallet types, bind rules; each needs a session', async () => {
    const visitor = renderQueryHook(() => useBindConfig());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired' });

    setScenario('member');
    const { result } = renderQueryHook(() => ({ banks: useBanks(), types: useWalletTypes(), rules: useBindConfig() }));
    await waitFor(() =>
      expect(result.current.banks.isSuccess && result.current.types.isSuccess && result.current.rules.isSuccess).toBe(true),
    );
    expect(result.current.banks.data!.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Vietcombank', 'MoMo']));
    expect(result.current.types.data!.map((type) => type.walletType)).toEqual(['USDT_TRC20', 'USDT_ERC20']);
    expect(result.current.rules.data!.asks).toEqual({ paymentPassword: true, newPaymentPassword: false, mobile: false, authCode: false });
  });

  test('member04 binds a first card with a first payment password; the card list and the rules follow', async () => {
    setScenario('member');
    setToken(issueToken(findAccount('member04')!));
    const { result } = renderQueryHook(() => ({ info: useWithdrawAccountInfo(), rules: useBindConfig(), add: useAddBankCard() }));
    await waitFor(() => expect(result.current.info.isSuccess && result.current.rules.isSuccess).toBe(true));
    expect(result.current.info.data!.accounts).toEqual([]);
    expect(result.current.rules.data!.asks.newPaymentPassword).toBe(true);
    const card = { kind: 'BANK', bankCode: 'VCB', bankName: 'Vietcombank', payeeName: 'Nguyen Van A', cardNumber: '0123456789' } as const;
    const mismatch = await rejection(() =>
      result.current.add.mutateAsync({ ...card, paymentPassword: 'Pay13579', validatePaymentPassword: 'Pay1357' }),
    );
    expect(mismatch).toMatchObject({ kind: 'business', errorCode: 'validatePaymentPassword.mismatch' });
    await act(() => result.current.add.mutateAsync({ ...card, paymentPassword: 'Pay13579', validatePaymentPassword: 'Pay13579' }));
    await waitFor(() => expect(result.current.info.data!.accounts).toHaveLength(1));
    expect(result.current.info.data!.accounts[0]).toMatchObject({
      kind: 'BANK',
      bankName: 'Vietcombank',
      holder: 'NGUYEN VAN A',
      number: '**** 6789',
    });
    await waitFor(() => expect(result.current.rules.data!.asks.newPaymentPassword).toBe(false));
    expect(findAccount('member04')!.paymentPassword).toBe('Pay13579');
    const duplicate = await rejection(() => result.current.add.mutateAsync({ ...card, paymentPassword: 'Pay13579' }));
    expect(duplicate).toMatchObject({ errorCode: 'bankCard.duplicate' });
  });

  test('a USDT wallet is listed with the virtual wallets', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ info: useWithdrawAccountInfo(), add: useAddBankCard() }));
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    const before = result.current.info.data!.accounts.filter((account) => account.kind === 'USDT').length;
    await act(() =>
      result.current.add.mutateAsync({
        kind: 'VIRTUAL',
        walletType: 'USDT_ERC20',
        walletName: 'USDT (ERC20)',
        walletAddress: '0x7f3a9C21e4B8d05A6c1E92b3F4d8a7C6e5B2910d',
        paymentPassword: '123456',
      }),
    );
    await waitFor(() => expect(result.current.info.data!.accounts.filter((account) => account.kind === 'USDT')).toHaveLength(before + 1));
    expect(result.current.info.data!.accounts.at(-1)).toMatchObject({ bankName: 'USDT (ERC20)', bankCode: 'USDT_ERC20' });
  });

  test('deleting checks the payment password (method P) or the SMS code to the bound mobile (method S)', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ info: useWithdrawAccountInfo(), remove: useDeleteBankCard() }));
    await waitFor(() => expect(result.current.info.isSuccess).toBe(true));
    const [first, second] = result.current.info.data!.accounts;
    const wrong = await rejection(() =>
      result.current.remove.mutateAsync({ bankCardId: first!.bankCardId, method: 'P', password: '000000' }),
    );
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'invalid.payment.pw' });
    await act(() => result.current.remove.mutateAsync({ bankCardId: first!.bankCardId, method: 'P', password: '123456' }));
    await waitFor(() => expect(result.current.info.data!.accounts.map((account) => account.id)).not.toContain(first!.id));

    const noCode = await rejection(() =>
      result.current.remove.mutateAsync({ bankCardId: second!.bankCardId, method: 'S', verificationCode: FAKE_SMS_CODE }),
    );
    expect(noCode).toMatchObject({ errorCode: 'sms.code.invalid' });
    await act(() => sendVerifiedSms({ operation: 'deleteBankCard' }));
    await act(() => result.current.remove.mutateAsync({ bankCardId: second!.bankCardId, method: 'S', verificationCode: FAKE_SMS_CODE }));
    await waitFor(() => expect(result.current.info.data!.accounts.map((account) => account.id)).not.toContain(second!.id));
    expect(bankCardsOf(findAccount('member01')!).map((card) => String(card.id))).not.toContain(String(second!.bankCardId));
  });
});
