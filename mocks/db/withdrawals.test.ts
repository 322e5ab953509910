/**
 * The fake platform's withdrawal and card rules (mocks/db/wallets.ts): the fee, the turnover block,
 * the SMS code above the merchant's amount, today's count and amount per kind of account, binding a
 * card as the bind rules ask and deleting one with the payment password or an SMS code.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findAccount, type Account } from './accounts.ts';
import { EWALLET_GROUP_ID, WITHDRAW_DAILY_AMOUNT, WITHDRAW_DAILY_COUNT, WITHDRAW_FREE_BANK_COUNT, WITHDRAW_SMS_ABOVE } from './funds.ts';
import { FAKE_SMS_CODE, issueSmsCode } from './verification.ts';
import {
  addBankCard,
  balanceOf,
  bankCardsOf,
  BIND_CARD_MOBILE_SWITCH,
  bindRules,
  confirmReceipt,
  deleteBankCard,
  FundsError,
  MAX_CARD_COUNT,
  post,
  settle,
  submitWithdrawal,
  turnoverOf,
  withdrawalsLeftToday,
  withdrawalsOf,
  withdrawAmountLeftToday,
  withdrawFeeFor,
} from './wallets.ts';
import { applyScenario } from '../scenarios.ts';

const member = () => findAccount('member01')!;
const bankOf = (account: Account) => bankCardsOf(account).find((card) => card.type === 'BANK')!;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof FundsError) return error.errorCode;
    throw error;
  }
  return undefined;
}

function refusalOf(fn: () => unknown): FundsError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FundsError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withdrawals', () => {
  test('a withdrawal debits at once, is paid out later and can be confirmed partly', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = member();
    const before = balanceOf(account);
    const card = bankOf(account);
    const left = withdrawalsLeftToday(account, 'BANK');
    const withdrawal = submitWithdrawal(account, { amount: 40_000, bankCardId: card.id, password: account.paymentPassword });
    expect(balanceOf(account)).toBe(before - 40_000);
    expect(withdrawalsLeftToday(account, 'BANK')).toBe(left - 1);
    vi.setSystemTime(Date.now() + 10_000);
    settle(account);
    expect(withdrawal).toMatchObject({ status: 'COMPLETED', receiptStatus: 'AWAITING' });
    confirmReceipt(account, { withdrawalId: withdrawal.withdrawalId, result: 'PARTIAL', receivedAmount: 30_000 });
    expect(withdrawal).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: 30_000, remainingAmount: 10_000 });
    expect(balanceOf(account)).toBe(before - 30_000);
    expect(codeOf(() => confirmReceipt(account, { withdrawalId: withdrawal.withdrawalId, result: 'RECEIVED' }))).toBe(
      'withdraw.receipt.not.awaiting',
    );
  });

  test('an unconfirmed receipt counts as received after the deadline', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = member();
    const awaiting = withdrawalsOf(account).find((w) => w.receiptStatus === 'AWAITING')!;
    vi.setSystemTime(awaiting.confirmDeadline! + 1);
    settle(account);
    expect(awaiting).toMatchObject({ receiptStatus: 'AUTO_CONFIRMED', receivedAmount: awaiting.actualAmount });
  });

  test("refusals carry the platform client's codes", () => {
    const account: Account = member();
    const card = bankOf(account);
    const ok = { amount: 40_000, bankCardId: card.id, password: account.paymentPassword };
    expect(codeOf(() => submitWithdrawal(account, { ...ok, password: '000000' }))).toBe('invalid.payment.pw');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, password: undefined }))).toBe('invalid.payment.pw');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, bankCardId: 'nope' }))).toBe('withdraw.bank.card.invalid');
    // The client sends the id back as it was given, or as its digits.
    expect(codeOf(() => submitWithdrawal(account, { ...ok, bankCardId: String(card.id) }))).toBeUndefined();
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: 5_000 }))).toBe('withdraw.amount.out.of.range');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: 40_000.5 }))).toBe('request_param_err');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: Math.min(WITHDRAW_SMS_ABOVE, balanceOf(account) + 1_000) }))).toBe(
      'insufficient.balance',
    );
    const bare = findAccount('member04')!;
    expect(codeOf(() => submitWithdrawal(bare, { ...ok, password: '' }))).toBe('not.exists.payment.password');
  });

  test('an e-wallet is withdrawn to with its group', () => {
    const account = member();
    const eWallet = bankCardsOf(account).find((card) => card.type === 'EWALLET')!;
    const ok = { amount: 40_000, bankCardId: eWallet.id, password: account.paymentPassword };
    expect(codeOf(() => submitWithdrawal(account, ok))).toBe('withdraw.bank.card.invalid');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, groupId: EWALLET_GROUP_ID }))).toBeUndefined();
  });

  test('turnover still owed blocks, with what is required and what was played', () => {
    const vip = findAccount('vip01')!;
    const owed = turnoverOf(vip);
    expect(owed.remaining).toBeGreaterThan(0);
    const refusal = refusalOf(() => submitWithdrawal(vip, { amount: 50_000, bankCardId: bankOf(vip).id, password: vip.paymentPassword }));
    expect(refusal.errorCode).toBe('withdraw_turnover_not_enough');
    expect(refusal.value).toEqual({ data: { requiredTurnover: owed.required, actualTurnover: owed.completed } });
  });

  test('the fee: the first bank withdrawals of the day free, then 1% with a minimum; e-wallets and USDT always', () => {
    const account = member();
    const card = bankOf(account);
    // Today's bank withdrawals so far (the seeded ones may fall on the pinned day).
    const made = WITHDRAW_DAILY_COUNT - withdrawalsLeftToday(account, 'BANK');
    for (let i = made; i < WITHDRAW_FREE_BANK_COUNT; i++) {
      expect(withdrawFeeFor(account, 'BANK', 30_000)).toBe(0);
      const free = submitWithdrawal(account, { amount: 30_000, bankCardId: card.id, password: account.paymentPassword });
      expect(free).toMatchObject({ fee: 0, actualAmount: 30_000 });
    }
    expect(withdrawFeeFor(account, 'BANK', 30_000)).toBe(5_000);
    expect(withdrawFeeFor(account, 'BANK', 2_000_000)).toBe(20_000);
    const paid = submitWithdrawal(account, { amount: 30_000, bankCardId: card.id, password: account.paymentPassword });
    expect(paid).toMatchObject({ amount: 30_000, fee: 5_000, actualAmount: 25_000 });
    expect(withdrawFeeFor(account, 'EWALLET', 50_000)).toBe(2_000);
    expect(withdrawFeeFor(account, 'USDT', 5_000_000)).toBe(10_000);
  });

  test('today: the count and the amount left per kind of account, and the refusals once used up', () => {
    const account = member();
    post(account, { amount: 10_000_000, kind: 'deposit', remark: 'Test deposit' });
    const card = bankOf(account);
    const ok = { amount: 20_000, bankCardId: card.id, password: account.paymentPassword };
    const count = withdrawalsLeftToday(account, 'BANK');
    const amount = withdrawAmountLeftToday(account, 'BANK');
    submitWithdrawal(account, ok);
    expect(withdrawalsLeftToday(account, 'BANK')).toBe(count - 1);
    expect(withdrawAmountLeftToday(account, 'BANK')).toBe(amount - 20_000);
    // The e-wallet's are its own.
    expect(withdrawalsLeftToday(account, 'EWALLET')).toBe(WITHDRAW_DAILY_COUNT);
    expect(withdrawAmountLeftToday(account, 'EWALLET')).toBe(WITHDRAW_DAILY_AMOUNT.EWALLET);
    for (let i = withdrawalsLeftToday(account, 'BANK'); i > 0; i--) submitWithdrawal(account, ok);
    expect(codeOf(() => submitWithdrawal(account, ok))).toBe('withdraw.daily.limit');
  });

  test('above the merchant amount an SMS code to the bound mobile is required, and used up', () => {
    const account = member();
    post(account, { amount: 5_000_000, kind: 'deposit', remark: 'Test deposit' });
    const ok = { amount: WITHDRAW_SMS_ABOVE + 100_000, bankCardId: bankOf(account).id, password: account.paymentPassword };
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: WITHDRAW_SMS_ABOVE }))).toBeUndefined();
    expect(codeOf(() => submitWithdrawal(account, ok))).toBe('sms.code.invalid');
    expect(issueSmsCode('withdraw', account.countryDialingCode, account.mobile)).toMatchObject({ ok: true });
    expect(codeOf(() => submitWithdrawal(account, { ...ok, verificationCode: '000000' }))).toBe('sms.code.invalid');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, verificationCode: FAKE_SMS_CODE }))).toBeUndefined();
    expect(codeOf(() => submitWithdrawal(account, { ...ok, verificationCode: FAKE_SMS_CODE }))).toBe('sms.code.invalid');
  });
});

describe('binding and deleting cards', () => {
  const bank = { cardType: 'B', bankCode: 'VCB', bankName: 'Vietcombank', payeeName: 'Nguyen Van A', cardNumber: '0123456789' };

  test('the bind rules: a first payment password when none is set, the mobile when the merchant switches it on', () => {
    expect(bindRules(member())).toEqual({ paymentPassword: true, newPaymentPassword: false, mobile: false });
    expect(bindRules(findAccount('member04')!)).toEqual({ paymentPassword: true, newPaymentPassword: true, mobile: false });
    applyScenario('member', { modulesOn: [BIND_CARD_MOBILE_SWITCH] });
    expect(bindRules(member()).mobile).toBe(true);
  });

  test('a first card sets the payment password once everything checks, confirmed and to the rule', () => {
    const bare = findAccount('member04')!;
    expect(codeOf(() => addBankCard(bare, { ...bank, paymentPassword: '12', validatePaymentPassword: '12' }))).toBe(
      'paymentPassword.invalid',
    );
    expect(codeOf(() => addBankCard(bare, { ...bank, paymentPassword: 'Pay13579', validatePaymentPassword: 'Pay13570' }))).toBe(
      'validatePaymentPassword.mismatch',
    );
    expect(bare.paymentPassword).toBe('');
    const card = addBankCard(bare, { ...bank, paymentPassword: 'Pay13579', validatePaymentPassword: 'Pay13579' });
    expect(card).toMatchObject({ type: 'BANK', bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', isDefault: true });
    expect(bare.paymentPassword).toBe('Pay13579');
    // Now the one set is asked for.
    expect(codeOf(() => addBankCard(bare, { ...bank, cardNumber: '0123456780', paymentPassword: '123456' }))).toBe('invalid.payment.pw');
  });

  test('formats, duplicates and the limits per list', () => {
    const bare = findAccount('member04')!;
    bare.paymentPassword = '123456';
    const ok = { ...bank, paymentPassword: '123456' };
    expect(codeOf(() => addBankCard(bare, { ...ok, cardType: 'X' }))).toBe('request_param_err');
    expect(codeOf(() => addBankCard(bare, { ...ok, bankCode: 'NOPE' }))).toBe('bankCode.required');
    expect(codeOf(() => addBankCard(bare, { ...ok, payeeName: 'Nguyễn' }))).toBe('payeeName.invalid');
    expect(codeOf(() => addBankCard(bare, { ...ok, cardNumber: '12ab' }))).toBe('cardNumber.invalid');
    // An e-wallet provider's number is its phone number.
    expect(codeOf(() => addBankCard(bare, { ...ok, bankCode: 'MOMO', cardNumber: '123456789' }))).toBe('cardNumber.invalid');
    expect(addBankCard(bare, { ...ok, bankCode: 'MOMO', cardNumber: '0909123456' }).type).toBe('EWALLET');
    addBankCard(bare, ok);
    expect(codeOf(() => addBankCard(bare, ok))).toBe('bankCard.duplicate');
    for (let n = 1; bankCardsOf(bare).length < MAX_CARD_COUNT; n++) addBankCard(bare, { ...ok, cardNumber: `012345678${n}` });
    expect(codeOf(() => addBankCard(bare, { ...ok, cardNumber: '0999999999' }))).toBe('bankCard.limit');
    // Virtual wallets have a list of their own, and an address of their network.
    const usdt = { cardType: 'V', walletType: 'USDT_TRC20', walletName: 'USDT (TRC20)', paymentPassword: '123456' };
    expect(codeOf(() => addBankCard(bare, { ...usdt, walletAddress: '0xabc' }))).toBe('walletAddress.invalid');
    expect(addBankCard(bare, { ...usdt, walletAddress: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1' }).type).toBe('USDT');
  });

  test('with the mobile switched on, the SMS code of bindBankCard to the number typed', () => {
    applyScenario('member', { modulesOn: [BIND_CARD_MOBILE_SWITCH] });
    const account = member();
    const ok = {
      ...bank,
      cardNumber: '0555666777',
      paymentPassword: account.paymentPassword,
      mobileNum: '0912000666',
      countryDialingCode: '84',
    };
    expect(codeOf(() => addBankCard(account, { ...ok, verificationCode: FAKE_SMS_CODE }))).toBe('sms.code.invalid');
    issueSmsCode('bindBankCard', '84', '0912000666');
    expect(codeOf(() => addBankCard(account, { ...ok, verificationCode: FAKE_SMS_CODE }))).toBeUndefined();
  });

  test('deleting asks for the payment password, or the SMS code of deleteBankCard to the bound mobile', () => {
    const account = member();
    const [first, second] = bankCardsOf(account);
    expect(codeOf(() => deleteBankCard(account, { bankCardId: first!.id, method: 'P', password: '000000' }))).toBe('invalid.payment.pw');
    expect(codeOf(() => deleteBankCard(account, { bankCardId: 1, method: 'P', password: account.paymentPassword }))).toBe(
      'bankCard.not.found',
    );
    expect(codeOf(() => deleteBankCard(account, { bankCardId: first!.id, method: 'X' }))).toBe('request_param_err');
    deleteBankCard(account, { bankCardId: first!.id, method: 'P', password: account.paymentPassword });
    expect(bankCardsOf(account).map((card) => card.id)).not.toContain(first!.id);
    // The default moves to the next card.
    expect(bankCardsOf(account)[0]).toMatchObject({ id: second!.id, isDefault: true });

    expect(codeOf(() => deleteBankCard(account, { bankCardId: second!.id, method: 'S', verificationCode: FAKE_SMS_CODE }))).toBe(
      'sms.code.invalid',
    );
    issueSmsCode('deleteBankCard', account.countryDialingCode, account.mobile);
    deleteBankCard(account, { bankCardId: second!.id, method: 'S', verificationCode: FAKE_SMS_CODE });
    expect(bankCardsOf(account).map((card) => card.id)).not.toContain(second!.id);
    // Past withdrawals keep the card they went to.
    expect(withdrawalsOf(account).some((w) => w.card.id === first!.id)).toBe(true);
  });
});
