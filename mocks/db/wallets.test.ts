import { afterEach, describe, expect, test, vi } from 'vitest';
import { accounts, findAccount } from './accounts.ts';
import { brandDayStart, channelById, DEPOSIT_CHANNELS, HOUR, invalidPayerField, isWithinServiceHours, MINUTE, payeeName } from './funds.ts';
import {
  balanceOf,
  bankCardsOf,
  betsOf,
  betTotals,
  cancelDeposit,
  depositsOf,
  fakeNow,
  FundsError,
  ledgerOf,
  parseAmount,
  post,
  recallAllToMain,
  settle,
  submitDeposit,
  sumBalance,
  transferBetweenWallets,
  turnoverOf,
  uploadDepositSlip,
  walletsOf,
  withdrawalsOf,
} from './wallets.ts';
import { applyScenario } from '../scenarios.ts';

const member = () => findAccount('member01')!;
/** The name on the paying account the bank-transfer channels ask for (the relay handler checks it). */
const payer = { payeeName: 'Nguyen Van An' };
/** A 1x1 JPEG as a data URL, as the slip form sends it. */
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z';

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
    // One deposit held in review without a slip (the record's actions have one to act on); failures expired.
    expect(depositsOf(account).filter((d) => d.status === 'PENDING')).toEqual([
      expect.objectContaining({ inReview: true, slip: null, dueAt: null, vendorId: 29001 }),
    ]);
    expect(
      depositsOf(account)
        .filter((d) => d.status === 'FAILED')
        .every((d) => d.failure === 'EXPIRED'),
    ).toBe(true);
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
    const deposit = submitDeposit(account, { vendorId: 29089, bankCode: 'MOMO', amount: 100_000 });
    expect(deposit).toMatchObject({ status: 'PENDING', fee: 1_000, actualAmount: 99_000 });
    settle(account);
    expect(deposit.status).toBe('PENDING');
    vi.setSystemTime(Date.now() + 3_000);
    settle(account);
    expect(deposit.status).toBe('SUCCESS');
    expect(balanceOf(account)).toBe(before + 99_000);
    expect(ledgerOf(account)[0]).toMatchObject({ kind: 'deposit', amount: 99_000, ref: deposit.depositId });
  });

  test("a channel's payer fields: the name on the account for a transfer by name, the names a payment page asks for", () => {
    const check = (vendorId: number, values: Record<string, unknown>) => invalidPayerField(channelById(vendorId)!, values);
    expect(check(29001, {})).toBe('payeeName');
    expect(check(29001, { payeeName: '<b>An</b>' })).toBe('payeeName');
    expect(check(29001, { payeeName: 42 })).toBe('payeeName');
    expect(check(29001, { payeeName: 'Nguyễn Văn An' })).toBeUndefined();
    expect(check(29050, { fullName: 'A' })).toBe('fullName');
    expect(check(29050, { fullName: 'Trần Bình' })).toBeUndefined();
    expect(check(29051, { firstName: 'An' })).toBe('lastName');
    expect(check(29051, { firstName: 'An', lastName: 'Lê' })).toBeUndefined();
    // A QR code, a transfer by reference and USDT ask nothing of the payer.
    for (const vendorId of [29003, 29089, 29100]) expect(check(vendorId, {})).toBeUndefined();
  });

  test('a first deposit is at least the minimum; a fixed-amounts channel takes only its amounts', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(brandDayStart(Date.now()) + 10 * HOUR + 2 * 86_400_000);
    const bare = findAccount('member04')!;
    expect(codeOf(() => submitDeposit(bare, { vendorId: 29001, bankCode: 'VCB', amount: 20_000 }))).toBe('deposit.first.amount.too.low');
    expect(codeOf(() => submitDeposit(bare, { vendorId: 29001, bankCode: 'VCB', amount: 50_000 }))).toBeUndefined();
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29001, bankCode: 'VCB', amount: 20_000 }))).toBeUndefined();
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29051, bankCode: null, amount: 300_000 }))).toBe('deposit.amount.not.offered');
    expect(submitDeposit(member(), { vendorId: 29051, bankCode: null, amount: 500_000 })).toMatchObject({ payTo: null, fee: 12_500 });
    expect(codeOf(() => submitDeposit(member(), { vendorId: 29001, bankCode: 'NOPE', amount: 100_000 }))).toBe('deposit.channel.invalid');
  });

  test('cancel: only an open deposit of the member, once; nothing is credited or moved', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = member();
    const before = balanceOf(account);
    const fresh = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 100_000 });
    cancelDeposit(account, fresh.depositId);
    expect(fresh).toMatchObject({ status: 'CANCELLED', dueAt: null });
    // Past its credit delay it stays cancelled.
    vi.setSystemTime(Date.now() + 10_000);
    settle(account);
    expect(fresh.status).toBe('CANCELLED');
    expect(balanceOf(account)).toBe(before);
    expect(codeOf(() => cancelDeposit(account, fresh.depositId))).toBe('deposit.cancel.not.allowed');
    const credited = depositsOf(account).find((d) => d.status === 'SUCCESS')!;
    expect(codeOf(() => cancelDeposit(account, credited.depositId))).toBe('deposit.cancel.not.allowed');
    const others = depositsOf(findAccount('member02')!)[0]!;
    expect(codeOf(() => cancelDeposit(account, others.depositId))).toBe('deposit.not.found');
    expect(codeOf(() => cancelDeposit(account, undefined))).toBe('request_param_err');
  });

  test('a payment slip: a JPEG data URL for an open deposit without one; the deposit goes to review', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = member();
    const fresh = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 100_000 });
    expect(fresh.inReview).toBe(false);
    const slip = (input: { depositId?: unknown; image?: unknown; remark?: unknown }) =>
      codeOf(() => uploadDepositSlip(account, { depositId: fresh.depositId, image: JPEG, remark: '', ...input }));
    expect(slip({ image: 'data:image/png;base64,iVBORw0KGgo=' })).toBe('deposit.slip.invalid');
    expect(slip({ image: 'https://example.com/slip.jpg' })).toBe('deposit.slip.invalid');
    expect(slip({ remark: 'x'.repeat(201) })).toBe('request_param_err');
    expect(slip({ remark: ' paid ' })).toBeUndefined();
    expect(fresh).toMatchObject({ inReview: true, slip: { image: JPEG, remark: 'paid' } });
    expect(slip({})).toBe('deposit.slip.not.allowed');
    const cancelled = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 100_000 });
    cancelDeposit(account, cancelled.depositId);
    expect(slip({ depositId: cancelled.depositId })).toBe('deposit.slip.not.allowed');
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
});
