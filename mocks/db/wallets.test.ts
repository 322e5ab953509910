import { afterEach, describe, expect, test, vi } from 'vitest';
import { accounts, findAccount, type Account } from './accounts.ts';
import { brandDayStart, DEPOSIT_CHANNELS, HOUR, isWithinServiceHours, MINUTE, payeeName } from './funds.ts';
import {
  balanceOf,
  bankCardsOf,
  betsOf,
  betTotals,
  confirmReceipt,
  depositsOf,
  fakeNow,
  FundsError,
  ledgerOf,
  parseAmount,
  post,
  recallAllToMain,
  settle,
  submitDeposit,
  submitWithdrawal,
  sumBalance,
  transferBetweenWallets,
  turnoverOf,
  walletsOf,
  withdrawalsLeftToday,
  withdrawalsOf,
} from './wallets.ts';
import { applyScenario } from '../scenarios.ts';

const member = () => findAccount('member01')!;
/** The name on the paying account the bank-transfer channels ask for. */
const payer = { depositorName: 'Nguyen Van An' };

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof FundsError) return error.errorCode;
    throw error;
  }
  return undefined;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('seeded history', () => {
  test('every wallet of every account is the sum of its ledger in whole dong, never negative along the way', () => {
    const problems: string[] = [];
    let entries = 0;
    for (const account of accounts().byAccount.values()) {
      const running = new Map<number, number>();
      for (const entry of [...ledgerOf(account)].reverse()) {
        entries++;
        if (!Number.isSafeInteger(entry.amount)) problems.push(`${entry.id}: ${entry.amount} is not a whole number of dong`);
        const after = (running.get(entry.accountTypeId) ?? 0) + entry.amount;
        running.set(entry.accountTypeId, after);
        if (after !== entry.balanceAfter) problems.push(`${entry.id}: balanceAfter ${entry.balanceAfter}, ledger says ${after}`);
        if (after < 0) problems.push(`${entry.id}: ${account.account} wallet ${entry.accountTypeId} below zero (${entry.remark})`);
      }
      for (const wallet of walletsOf(account)) {
        if (wallet.availBalance !== (running.get(wallet.accountTypeId) ?? 0))
          problems.push(`${account.account} wallet ${wallet.accountTypeId} is not its ledger's sum`);
      }
    }
    expect(entries).toBeGreaterThan(10_000);
    expect(problems).toEqual([]);
  });

  test('is the same for the same seed', () => {
    const first = { ledger: ledgerOf(member()).slice(0, 50), bets: betsOf(member()).slice(0, 20), balance: sumBalance(member()) };
    applyScenario('visitor');
    expect({ ledger: ledgerOf(member()).slice(0, 50), bets: betsOf(member()).slice(0, 20), balance: sumBalance(member()) }).toEqual(first);
  });

  test('gives each member every state the screens show', () => {
    const account = member();
    expect(betsOf(account).length).toBeGreaterThan(60);
    expect(new Set(betsOf(account).map((b) => b.status))).toContain('SETTLED');
    expect(betsOf(account).filter((b) => b.status === 'UNSETTLED')).toHaveLength(1);
    expect(withdrawalsOf(account).map((w) => w.status)).toContain('PROCESSING');
    expect(withdrawalsOf(account).filter((w) => w.receiptStatus === 'AWAITING')).toHaveLength(1);
    expect(depositsOf(account).every((d) => d.status !== 'PENDING')).toBe(true);
    expect(bankCardsOf(account).filter((c) => c.isDefault)).toHaveLength(1);
    expect(bankCardsOf(account)[0]!.accountName).toBe(payeeName(account.fullName));
    expect(ledgerOf(account).every((e) => e.time < fakeNow())).toBe(true);
  });

  test('high ranks owe bonus turnover; bets posted later count towards it', () => {
    const vip = findAccount('vip01')!;
    const owed = turnoverOf(vip);
    expect(owed.remaining).toBeGreaterThan(0);
    expect(turnoverOf(member()).remaining).toBe(0);
    post(vip, { amount: -100_000, kind: 'bet', remark: 'Game bet', accountTypeId: 6 });
    expect(turnoverOf(vip).remaining).toBe(owed.remaining - 100_000);
  });

  test('bet totals leave cancelled bets out and count open bets as stake only', () => {
    const [settled, open, cancelled] = ['SETTLED', 'UNSETTLED', 'CANCELLED'].map((status) => ({
      ...betsOf(member())[0]!,
      status: status as 'SETTLED',
      stake: 10_000,
      validBet: 10_000,
      payout: 25_000,
    }));
    expect(betTotals([settled!, { ...open!, payout: 0 }, { ...cancelled!, validBet: 0 }])).toEqual({
      betCount: 2,
      stake: 20_000,
      validBet: 20_000,
      payout: 25_000,
      winLoss: 15_000,
    });
  });
});

describe('transfers', () => {
  test('between main and a sub-wallet, and all back to main', () => {
    const account = member();
    const total = sumBalance(account);
    const main = balanceOf(account);
    transferBetweenWallets(account, 2, 5, 12_340);
    expect(balanceOf(account)).toBe(main - 12_340);
    expect(sumBalance(account)).toBe(total);
    const recalled = recallAllToMain(account);
    expect(recalled.amount).toBeGreaterThanOrEqual(12_340);
    expect(balanceOf(account)).toBe(total);
    expect(
      walletsOf(account)
        .filter((w) => w.accountTypeId !== 2)
        .every((w) => w.availBalance === 0),
    ).toBe(true);
  });

  test('refuse bad wallets, bad amounts and overdrafts', () => {
    const account = member();
    expect(codeOf(() => transferBetweenWallets(account, 2, 2, 1_000))).toBe('request_param_err');
    expect(codeOf(() => transferBetweenWallets(account, 5, 6, 1_000))).toBe('transfer.wallet.invalid');
    expect(codeOf(() => transferBetweenWallets(account, 2, 99, 1_000))).toBe('request_param_err');
    expect(codeOf(() => transferBetweenWallets(account, 2, 5, balanceOf(account) + 10))).toBe('insufficient.balance');
    // Dong has no minor unit: any decimals are refused, as three decimals were when amounts were kept to the cent.
    expect(() => parseAmount(1_000.5)).toThrow(FundsError);
    expect(codeOf(() => transferBetweenWallets(account, 2, 5, 12_340.5))).toBe('request_param_err');
    expect(() => parseAmount('25.5')).toThrow(FundsError);
    expect(() => parseAmount(-1_000)).toThrow(FundsError);
    expect(parseAmount('25500')).toBe(25_500);
  });
});

describe('deposits and withdrawals over time', () => {
  test('a deposit is credited by the first settle after its delay', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10:00 in Vietnam, inside every channel's hours.
    vi.setSystemTime(brandDayStart(Date.now()) + 10 * HOUR + 2 * 86_400_000);
    const account = member();
    const before = balanceOf(account);
    const deposit = submitDeposit(account, { vendorId: 29089, bankCode: 'MOMO', amount: 100_000, fields: { senderAccount: '0901234567' } });
    expect(deposit).toMatchObject({ status: 'PENDING', fee: 1_000, actualAmount: 99_000 });
    settle(account);
    expect(deposit.status).toBe('PENDING');
    vi.setSystemTime(Date.now() + 3_000);
    settle(account);
    expect(deposit.status).toBe('SUCCESS');
    expect(balanceOf(account)).toBe(before + 99_000);
    expect(ledgerOf(account)[0]).toMatchObject({ kind: 'deposit', amount: 99_000, ref: deposit.depositId });
  });

  test('each channel refuses a request without the paying account it asks for, in words, and takes it with one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(brandDayStart(Date.now()) + 10 * HOUR + 2 * 86_400_000);
    const refusal = (vendorId: number, fields: Record<string, unknown>) => {
      try {
        submitDeposit(member(), { vendorId, bankCode: '', amount: 100_000, fields });
        return undefined;
      } catch (error) {
        if (!(error instanceof FundsError)) throw error;
        return [error.errorCode, error.message];
      }
    };
    expect(refusal(29001, {})).toEqual(['deposit.depositorName.invalid', 'Please enter the name on the account you pay from']);
    expect(refusal(29001, { depositorName: '<b>An</b>' })?.[0]).toBe('deposit.depositorName.invalid');
    expect(refusal(29001, { depositorName: 42 })?.[0]).toBe('deposit.depositorName.invalid');
    expect(refusal(29089, { senderAccount: '0901 234' })?.[0]).toBe('deposit.senderAccount.invalid');
    expect(refusal(29100, { senderAddress: '0xabc' })?.[0]).toBe('deposit.senderAddress.invalid');
    // Nothing was recorded by the refusals; the optional address may be left out.
    const pending = depositsOf(member()).filter((d) => d.status === 'PENDING').length;
    expect(refusal(29100, {})).toBeUndefined();
    expect(refusal(29001, { depositorName: 'Nguyễn Văn An' })).toBeUndefined();
    expect(depositsOf(member()).filter((d) => d.status === 'PENDING').length).toBe(pending + 2);
  });

  test('channels keep their service hours, and the deposit-closed world closes them all', () => {
    const internetBanking = DEPOSIT_CHANNELS.find((c) => c.vendorId === 29002)!;
    const day = brandDayStart(Date.now()) + 2 * 86_400_000;
    expect(isWithinServiceHours(internetBanking.serviceHours, day + 7 * HOUR + 59 * MINUTE)).toBe(false);
    expect(isWithinServiceHours(internetBanking.serviceHours, day + 8 * HOUR)).toBe(true);
    expect(isWithinServiceHours({ start: '22:00', end: '02:00' }, day + HOUR)).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(day + 23 * HOUR);
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29002, bankCode: 'BIDV', amount: 100_000 }))).toBe(
      'deposit.outside.service.hours',
    );
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29001, bankCode: 'VCB', amount: 100_000, fields: payer }))).toBeUndefined();
    applyScenario('deposit-closed');
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29001, bankCode: 'VCB', amount: 100_000 }))).toBe(
      'deposit.outside.service.hours',
    );
  });

  test('a withdrawal debits at once, is paid out later and can be confirmed partly', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = member();
    const before = balanceOf(account);
    const card = bankCardsOf(account)[0]!;
    const left = withdrawalsLeftToday(account);
    const withdrawal = submitWithdrawal(account, { amount: 40_000, bankCardId: card.id, paymentPassword: account.paymentPassword });
    expect(balanceOf(account)).toBe(before - 40_000);
    expect(withdrawalsLeftToday(account)).toBe(left - 1);
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

  test('withdrawal refusals', () => {
    const account: Account = member();
    const card = bankCardsOf(account)[0]!;
    const ok = { amount: 40_000, bankCardId: card.id, paymentPassword: account.paymentPassword };
    expect(codeOf(() => submitWithdrawal(account, { ...ok, paymentPassword: '000000' }))).toBe('payment.password.incorrect');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, bankCardId: 'nope' }))).toBe('withdraw.bank.card.invalid');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: 5_000 }))).toBe('withdraw.amount.out.of.range');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: 40_000.5 }))).toBe('request_param_err');
    expect(codeOf(() => submitWithdrawal(account, { ...ok, amount: Math.min(50_000_000, balanceOf(account) + 1_000) }))).toBe(
      'insufficient.balance',
    );
    const vip = findAccount('vip01')!;
    expect(codeOf(() => submitWithdrawal(vip, { ...ok, bankCardId: bankCardsOf(vip)[0]!.id, paymentPassword: vip.paymentPassword }))).toBe(
      'withdraw.turnover.required',
    );
    for (let i = withdrawalsLeftToday(account); i > 0; i--) submitWithdrawal(account, { ...ok, amount: 20_000 });
    expect(codeOf(() => submitWithdrawal(account, ok))).toBe('withdraw.daily.limit');
  });
});
