/**
 * The withdrawal calls: the contracts read wire bodies built from the platform client's field names,
 * and the hooks against the fake platform (settings, account info, fee, turnover, submit with its
 * refusals and SMS step, the record, the receipt confirmation).
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { WITHDRAW_DAILY_AMOUNT, WITHDRAW_DAILY_COUNT, WITHDRAW_SMS_ABOVE } from '../../mocks/db/funds.ts';
import { balanceOf, bankCardsOf, post, turnoverOf, withdrawalsOf } from '../../mocks/db/wallets.ts';
import { FAKE_SMS_CODE } from '../../mocks/db/verification.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { sendVerifiedSms } from './verification.ts';
import {
  missingInformation,
  smsCodeRequired,
  todayAllowance,
  turnoverSchema,
  turnoverShortfall,
  withdrawableNow,
  withdrawAccountInfoSchema,
  withdrawalHistorySchema,
  withdrawChargesSchema,
  withdrawLimits,
  withdrawSettingsSchema,
} from './withdraw.contract.ts';
import {
  useConfirmWithdrawalReceipt,
  usePaymentConfirmations,
  useSubmitWithdrawal,
  useTurnover,
  useWithdrawAccountInfo,
  useWithdrawalHistory,
  useWithdrawCharges,
  useWithdrawSettings,
} from './withdraw.ts';

const DAY = 86_400_000;
const WINDOW = { startTime: PINNED_EPOCH - 60 * DAY, endTime: PINNED_EPOCH + DAY };
const member = () => findAccount('member01')!;
/** A 1x1 png, as the receipt form uploads it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

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

async function resolved<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** Moves the fake platform's clock ahead (only Date is faked, and it keeps ticking). */
function travel(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the contract reads the wire as the platform client names it', () => {
  test('settings: the switches, the ranges per kind, the window, the SMS step, fixed amounts', () => {
    const settings = withdrawSettingsSchema.parse({
      allowWithdraw: 'Y',
      minimumAmount: 100,
      maximumAmount: '50000',
      eWalletMinAmount: 100,
      eWalletMaxAmount: 25_000,
      virtualMinAmount: null,
      virtualMaxAmount: 1_000_000,
      withdrawDateFrom: 1_700_000_000_000,
      withdrawDateTo: 1_700_030_000_000,
      withdrawTimeMsg: 'Withdrawals open 09:00-17:00',
      mobileVerificationType: 'WITHDRAW_AMOUNT',
      mobileVerificationWithdrawAmount: 5_000,
      c2cEnabled: 'N',
      withdrawPenaltyCharge: 2,
      fixedAmountFlag: 'Y',
      fixedWithdrawAmounts: '500,100,abc,100',
      amountLimitFlag: 'Y',
      virtualAmountLimitFlag: 'N',
      withdrawExceedChargeMsg: 'null',
      eWalletWithdrawExceedChargeMsg: '1% after 3 a day',
      normalBankWithdrawalSwitch: 'Y',
      virtualWalletWithdrawalSwitch: 'N',
      eWalletDailyWithdrawMaxCount: 3,
      precautionNote: 'Own name only',
    });
    expect(settings).toMatchObject({
      allowed: true,
      window: { from: 1_700_000_000_000, to: 1_700_030_000_000, message: 'Withdrawals open 09:00-17:00' },
      mobileVerification: { type: 'WITHDRAW_AMOUNT', above: 5_000 },
      penaltyRate: 2,
      dailyMaxCount: { EWALLET: 3, USDT: null },
      note: 'Own name only',
    });
    expect(settings.kinds.BANK).toEqual({
      enabled: true,
      min: 100,
      max: 50_000,
      limited: true,
      fixedAmounts: [100, 500],
      chargeMessage: null,
    });
    expect(settings.kinds.EWALLET).toMatchObject({ min: 100, max: 25_000, chargeMessage: '1% after 3 a day', fixedAmounts: [] });
    expect(settings.kinds.USDT).toMatchObject({ enabled: false, limited: false, max: 1_000_000 });
    expect(smsCodeRequired(settings, 5_000)).toBe(false);
    expect(smsCodeRequired(settings, 5_001)).toBe(true);
    expect(smsCodeRequired({ mobileVerification: { type: 'EVERY_WITHDRAWAL', above: null } }, 1)).toBe(true);
    expect(smsCodeRequired({ mobileVerification: { type: 'REQUIRED', above: null } }, 1_000_000)).toBe(false);
  });

  test('settings as captured live (limits only): open, no SMS step, no window', () => {
    const settings = withdrawSettingsSchema.parse({ minimumAmount: 100, maximumAmount: 50_000 });
    expect(settings).toMatchObject({ allowed: true, window: null, mobileVerification: { type: null, above: null }, penaltyRate: 0 });
    expect(settings.kinds.BANK).toMatchObject({ enabled: true, min: 100, max: 50_000, limited: true });
  });

  test('account info: bank cards, the e-wallet groups and virtual wallets in one list, with today per kind', () => {
    const info = withdrawAccountInfoSchema.parse({
      bankCards: [
        {
          bankCardId: 1201,
          bankCode: 'VCB',
          bankName: 'Vietcombank',
          bankIconUrl: 'https://cdn/vcb.png',
          cardNumber: '**** **** **** 6789',
          cardHolder: 'NGUYEN VAN A',
          cardType: 'BC',
          isWithdrawActive: 'N',
          maintenanceStartTime: 1_700_000_000_000,
          maintenanceEndTime: 1_700_003_600_000,
          createdAt: 1_690_000_000_000,
        },
        { bankCode: 'TCB' },
      ],
      eWallets: [
        { groupId: 7, eWallets: [{ bankCardId: '88', bankCode: 910_287, bankName: 'Maya', cardNumber: '0917****123', cardType: 'EW' }] },
      ],
      virtualWallets: [
        {
          accountId: 55,
          walletAddress: 'T****tA1',
          walletName: 'USDT (TRC20)',
          walletType: '2332',
          currency: 'USDT',
          isWithdrawActive: 'Y',
        },
      ],
      maxCardCount: 5,
      maxVirtualWalletCount: 2,
      normalDeleteBankCard: 'Y',
      minWithdrawal: 200,
      maxWithdrawal: 40_000,
      maxTransactionTimes: 5,
      remainingTransactionTimes: 4,
      remainingWithdrawAmount: 90_000,
      remainingEwalletWithdrawCounts: 2,
      remainingEWalletWithdrawAmount: '1000',
      remainingVirtualTransactionTimes: 1,
      remainingVirtualWithdrawAmount: 0,
    });
    // The card without an id is dropped; the others keep theirs as sent.
    expect(info.accounts.map((account) => [account.id, account.kind, account.bankCardId, account.groupId])).toEqual([
      ['BANK:1201', 'BANK', 1201, null],
      ['EWALLET:88', 'EWALLET', '88', 7],
      ['USDT:55', 'USDT', 55, null],
    ]);
    expect(info.accounts[0]).toMatchObject({
      bankName: 'Vietcombank',
      number: '**** **** **** 6789',
      holder: 'NGUYEN VAN A',
      active: false,
      maintenance: { start: 1_700_000_000_000, end: 1_700_003_600_000 },
    });
    expect(info.accounts[1]).toMatchObject({ bankCode: '910287', number: '0917****123' });
    expect(info.canDelete).toEqual({ BANK: true, EWALLET: false, USDT: false });
    expect(info.today).toEqual({
      BANK: { count: 4, maxCount: 5, amount: 90_000 },
      EWALLET: { count: 2, maxCount: null, amount: 1_000 },
      USDT: { count: 1, maxCount: null, amount: 0 },
    });
    const settings = withdrawSettingsSchema.parse({
      minimumAmount: 100,
      maximumAmount: 50_000,
      eWalletMinAmount: 50,
      eWalletDailyWithdrawMaxCount: 3,
    });
    // The bank's range is the account info's; the e-wallet's the settings'; the daily count from either.
    expect(withdrawLimits(settings, info, 'BANK')).toEqual({ min: 200, max: 40_000 });
    expect(withdrawLimits(settings, info, 'EWALLET')).toEqual({ min: 50, max: null });
    expect(todayAllowance(settings, info, 'EWALLET')).toEqual({ count: 2, maxCount: 3, amount: 1_000 });
    expect(withdrawableNow(5_000, info.today.BANK)).toBe(5_000);
    expect(withdrawableNow(5_000, info.today.EWALLET)).toBe(1_000);
    expect(withdrawableNow(5_000, { amount: null })).toBe(5_000);
  });

  test('the fee is the value itself; turnover by status, listing what is still required', () => {
    expect(withdrawChargesSchema.parse(12.5)).toBe(12.5);
    expect(withdrawChargesSchema.parse('3')).toBe(3);
    expect(withdrawChargesSchema.parse(null)).toBe(0);
    const blocked = turnoverSchema.parse({
      status: 'N',
      details: [
        { gameType: 'ALL', requiredTurnover: 3_000, actualTurnover: 1_000 },
        { gameType: 'ELOTT', requiredTurnover: 0, actualTurnover: 0 },
      ],
      totalRequiredTurnover: 3_000,
      totalActualTurnover: 1_000,
    });
    expect(blocked).toEqual({
      state: 'BLOCKED',
      items: [{ gameType: 'ALL', required: 3_000, actual: 1_000, remaining: 2_000 }],
      required: 3_000,
      actual: 1_000,
      remaining: 2_000,
    });
    expect(turnoverSchema.parse({ status: 'I', totalRequiredTurnover: 500, totalActualTurnover: 100 })).toMatchObject({
      state: 'WARNING',
      items: [{ gameType: 'ALL', remaining: 400 }],
    });
    expect(turnoverSchema.parse({ status: 'D' }).state).toBe('CLEAR');
    expect(turnoverSchema.parse({}).state).toBe('CLEAR');
  });

  test('the refusals with data: the turnover short, the profile fields missing', () => {
    expect(turnoverShortfall({ data: { requiredTurnover: 3_000, actualTurnover: 1_200 } })).toEqual({
      required: 3_000,
      actual: 1_200,
      remaining: 1_800,
    });
    expect(turnoverShortfall(null)).toBeNull();
    expect(missingInformation({ data: ['required_email_add', 'something_new', 'required_mobile_no'] })).toEqual([
      'required_email_add',
      'required_mobile_no',
    ]);
  });

  test('the record: records and footer[0].amount, states in words (7 partly paid), an unknown state read as null', () => {
    const history = withdrawalHistorySchema.parse({
      records: [
        { withdrawId: 'WD1', withdrawDate: 1, amount: 100, withdrawCharge: 5, state: '7', remark: null },
        { withdrawId: 42, withdrawDate: 2, amount: 50, state: 2, actualWithdrawDate: 3 },
        { withdrawId: 'WD3', withdrawDate: 4, amount: 10, state: '9' },
      ],
      footer: [{ amount: 160 }],
      totalPages: 3,
    });
    expect(history).toMatchObject({ page: 1, totalPages: 3, total: null, footer: { amount: 160 } });
    expect(history.list.map((w) => [w.withdrawalId, w.status, w.fee, w.actualAmount])).toEqual([
      ['WD1', 'PARTIAL_PAID', 5, 95],
      ['42', 'COMPLETED', 0, 50],
      ['WD3', null, 0, 10],
    ]);
    expect(withdrawalHistorySchema.parse({}).footer).toEqual({ amount: null });
  });
});

describe('the hooks on the fake platform', () => {
  test('every read needs a session', async () => {
    const hooks: (() => { isError: boolean; error: unknown })[] = [
      () => useWithdrawSettings(),
      () => useWithdrawAccountInfo(),
      () => useTurnover(),
      () => usePaymentConfirmations(),
      () => useWithdrawalHistory(),
    ];
    for (const hook of hooks) {
      const { result } = renderQueryHook(hook);
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
    }
  });

  test("settings and account info: member01's three accounts, their ranges, today's count and amount", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ settings: useWithdrawSettings(), info: useWithdrawAccountInfo() }));
    await waitFor(() => expect(result.current.settings.isSuccess && result.current.info.isSuccess).toBe(true));
    const settings = result.current.settings.data!;
    const info = result.current.info.data!;
    expect(settings).toMatchObject({
      allowed: true,
      window: null,
      mobileVerification: { type: 'WITHDRAW_AMOUNT', above: WITHDRAW_SMS_ABOVE },
    });
    expect(settings.kinds.BANK.fixedAmounts.length).toBeGreaterThan(0);
    expect(info.accounts.map((account) => account.kind)).toEqual(bankCardsOf(member()).map((card) => card.type));
    expect(info.accounts[0]!.number).toMatch(/^\*{4} \d{4}$/);
    expect(info.today.BANK).toMatchObject({ maxCount: WITHDRAW_DAILY_COUNT, amount: expect.any(Number) });
    expect(info.today.BANK.amount).toBeLessThanOrEqual(WITHDRAW_DAILY_AMOUNT.BANK);
    expect(info.canDelete).toEqual({ BANK: true, EWALLET: true, USDT: true });
  });

  test('a trial account may not withdraw: the settings say why', async () => {
    setScenario('trial');
    const { result } = renderQueryHook(() => useWithdrawSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ allowed: false, closedMessage: expect.stringMatching(/real account/) });
  });

  test('the fee preview follows the rule per kind; no amount asks nothing', async () => {
    setScenario('member');
    const eWallet = renderQueryHook(() => useWithdrawCharges({ withdrawAmount: 50_000, kind: 'EWALLET' }));
    await waitFor(() => expect(eWallet.result.current.isSuccess).toBe(true));
    expect(eWallet.result.current.data).toBe(2_000);
    const usdt = renderQueryHook(() => useWithdrawCharges({ withdrawAmount: 500_000, kind: 'USDT' }));
    await waitFor(() => expect(usdt.result.current.isSuccess).toBe(true));
    expect(usdt.result.current.data).toBe(10_000);
    const none = renderQueryHook(() => useWithdrawCharges(null));
    expect(none.result.current.fetchStatus).toBe('idle');
    expect(none.result.current.data).toBeUndefined();
  });

  test('turnover: none owed for member01; vip01 is blocked, and its withdrawal refused with what is short', async () => {
    setScenario('member');
    const clear = renderQueryHook(() => useTurnover());
    await waitFor(() => expect(clear.result.current.isSuccess).toBe(true));
    expect(clear.result.current.data).toMatchObject({ state: 'CLEAR', remaining: 0 });

    setScenario('vip');
    const vip = findAccount('vip01')!;
    const { result } = renderQueryHook(() => ({ turnover: useTurnover(), submit: useSubmitWithdrawal() }));
    await waitFor(() => expect(result.current.turnover.isSuccess).toBe(true));
    expect(result.current.turnover.data).toMatchObject({ state: 'BLOCKED', remaining: turnoverOf(vip).remaining });
    const error = await rejection(() =>
      result.current.submit.mutateAsync({ amount: 50_000, bankCardId: bankCardsOf(vip)[0]!.id, password: '123456', idempotencyKey: 'vip' }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'withdraw_turnover_not_enough' });
    expect(turnoverShortfall((error as { value: unknown }).value)).toMatchObject({ remaining: turnoverOf(vip).remaining });
  });

  test('a withdrawal: the balance and today drop at once, it shows processing, and is paid out ten seconds later', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      info: useWithdrawAccountInfo(),
      submit: useSubmitWithdrawal(),
      // No period: the fake platform's session runs on the real clock, after the seeded history.
      history: useWithdrawalHistory({ size: 5 }),
      awaiting: usePaymentConfirmations(),
    }));
    await waitFor(() =>
      expect(result.current.info.isSuccess && result.current.history.isSuccess && result.current.awaiting.isSuccess).toBe(true),
    );
    expect(result.current.awaiting.data).toHaveLength(1);
    const before = { balance: balanceOf(member()), today: result.current.info.data!.today.BANK };
    const card = result.current.info.data!.accounts[0]!;

    const done = await resolved(() =>
      result.current.submit.mutateAsync({ amount: 40_000, bankCardId: card.bankCardId, password: '123456', idempotencyKey: 'wd-1' }),
    );
    expect(done).toEqual({ redirectUrl: null });
    expect(balanceOf(member())).toBe(before.balance - 40_000);
    await waitFor(() => expect(result.current.info.data!.today.BANK.count).toBe(before.today.count! - 1));
    expect(result.current.info.data!.today.BANK.amount).toBe(before.today.amount! - 40_000);
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({ amount: 40_000, status: 'PROCESSING', bankName: card.bankName }),
    );
    const id = result.current.history.data!.list[0]!.withdrawalId;

    travel(10_000);
    await act(() => result.current.history.refetch());
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({ withdrawalId: id, status: 'COMPLETED', receiptStatus: 'AWAITING' }),
    );
    await act(() => result.current.awaiting.refetch());
    await waitFor(() => expect(result.current.awaiting.data!.map((w) => w.withdrawalId)).toContain(id));
  });

  test("a wrong payment password and more than the balance are refused with the client's codes; a retry with the same key is not paid twice", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useSubmitWithdrawal());
    const bankCardId = bankCardsOf(member())[0]!.id;
    const wrong = await rejection(() =>
      result.current.mutateAsync({ amount: 40_000, bankCardId, password: '654321', idempotencyKey: 'wrong' }),
    );
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'invalid.payment.pw' });
    const broke = await rejection(() =>
      result.current.mutateAsync({ amount: balanceOf(member()) + 1_000, bankCardId, password: '123456', idempotencyKey: 'broke' }),
    );
    expect(broke).toMatchObject({ kind: 'business', errorCode: 'insufficient.balance' });
    const count = withdrawalsOf(member()).length;
    const input = { amount: 30_000, bankCardId, password: '123456', idempotencyKey: 'once' };
    await resolved(() => result.current.mutateAsync(input));
    await resolved(() => result.current.mutateAsync(input));
    expect(withdrawalsOf(member())).toHaveLength(count + 1);
  });

  test('no payment password: not.exists.payment.password', async () => {
    setScenario('member');
    const bare = findAccount('member04')!;
    setToken(issueToken(bare));
    const { result } = renderQueryHook(() => useSubmitWithdrawal());
    const error = await rejection(() =>
      result.current.mutateAsync({ amount: 40_000, bankCardId: 1, password: '', idempotencyKey: 'none' }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'not.exists.payment.password' });
  });

  test('above the amount the settings name, the SMS code sent to the bound mobile (operation withdraw) goes with it', async () => {
    setScenario('member');
    post(member(), { amount: 3_000_000, kind: 'deposit', remark: 'Test deposit' });
    const { result } = renderQueryHook(() => useSubmitWithdrawal());
    const input = { amount: WITHDRAW_SMS_ABOVE + 500_000, bankCardId: bankCardsOf(member())[0]!.id, password: '123456' };
    const missing = await rejection(() => result.current.mutateAsync({ ...input, idempotencyKey: 'no-code' }));
    expect(missing).toMatchObject({ kind: 'business', errorCode: 'sms.code.invalid' });
    await act(() => sendVerifiedSms({ operation: 'withdraw' }));
    const before = balanceOf(member());
    await resolved(() => result.current.mutateAsync({ ...input, verificationCode: FAKE_SMS_CODE, idempotencyKey: 'code' }));
    expect(balanceOf(member())).toBe(before - input.amount);
  });

  test('the record pages by page and size, filters by state, and totals the filter in its footer', async () => {
    setScenario('member');
    const all = withdrawalsOf(member());
    const first = renderQueryHook(() => useWithdrawalHistory({ ...WINDOW, page: 1, size: 3 }));
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const page = first.result.current.data!;
    const inWindow = all.filter((w) => w.requestTime >= WINDOW.startTime && w.requestTime <= WINDOW.endTime);
    expect(page.list).toHaveLength(3);
    expect(page.totalPages).toBe(Math.ceil(inWindow.length / 3));
    expect(page.footer.amount).toBe(inWindow.reduce((sum, w) => sum + w.amount, 0));
    const done = renderQueryHook(() => useWithdrawalHistory({ ...WINDOW, status: 'COMPLETED', size: 100 }));
    await waitFor(() => expect(done.result.current.isSuccess).toBe(true));
    expect(done.result.current.data!.list.length).toBeGreaterThan(0);
    expect(done.result.current.data!.list.every((w) => w.status === 'COMPLETED' && w.receiptStatus !== null)).toBe(true);
  });

  test('receipts: not received needs a proof image, and takes one', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ awaiting: usePaymentConfirmations(), confirm: useConfirmWithdrawalReceipt() }));
    await waitFor(() => expect(result.current.awaiting.isSuccess).toBe(true));
    const withdrawal = result.current.awaiting.data![0]!;
    const missing = await rejection(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'NOT_RECEIVED',
        proofImage: '',
        idempotencyKey: 'rc-1',
      }),
    );
    expect(missing).toMatchObject({ kind: 'business', errorCode: 'withdraw.receipt.proof.required' });
    const confirmed = await resolved(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'NOT_RECEIVED',
        proofImage: PNG,
        idempotencyKey: 'rc-2',
      }),
    );
    expect(confirmed).toMatchObject({ receiptStatus: 'NOT_RECEIVED', hasProofImage: true });
  });

  test('receipts: partly received returns the rest to the main wallet; once answered it no longer awaits an answer', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ awaiting: usePaymentConfirmations(), confirm: useConfirmWithdrawalReceipt() }));
    await waitFor(() => expect(result.current.awaiting.isSuccess).toBe(true));
    const withdrawal = result.current.awaiting.data![0]!;
    expect(withdrawal).toMatchObject({ status: 'COMPLETED', receiptStatus: 'AWAITING', confirmDeadline: expect.any(Number) });
    const before = balanceOf(member());
    const confirmed = await resolved(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'PARTIAL',
        receivedAmount: withdrawal.actualAmount - 15_000,
        idempotencyKey: 'rc-3',
      }),
    );
    expect(confirmed).toMatchObject({ receiptStatus: 'PARTIAL', remainingAmount: 15_000 });
    expect(balanceOf(member())).toBe(before + 15_000);
    await waitFor(() => expect(result.current.awaiting.data).toEqual([]));
    const late = await rejection(() =>
      result.current.confirm.mutateAsync({ withdrawalId: withdrawal.withdrawalId, result: 'RECEIVED', idempotencyKey: 'rc-4' }),
    );
    expect(late).toMatchObject({ errorCode: 'withdraw.receipt.not.awaiting' });
  });
});
