import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { convert, pointsOf } from '../../mocks/db/points.ts';
import { balanceOf, ledgerOf } from '../../mocks/db/wallets.ts';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import {
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardsSchema,
  pointsForAmount,
  pointTransactionsSchema,
  redeemResultSchema,
  type PointType,
  type RedeemStatus,
} from './points.contract.ts';
import {
  getPointTransactions,
  getRedeemHistory,
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  usePointTransactions,
  useRedeemHistory,
  useRedeemPointReward,
} from './points.ts';

const PASSWORD = '123456';
/** The first call after a scenario change seeds the wallets and points stores, which takes a while under load. */
const SEEDING = { timeout: 5_000 };
const member01 = () => findAccount('member01')!;

/** Runs a mutation inside act and answers what it threw. */
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

describe('point balance', () => {
  test('a member gets their balance with the earned and redeemed totals behind it', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointBalance());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const seeded = pointsOf(member01());
    expect(result.current.data).toEqual({ pointBalance: seeded.balance, totalEarned: seeded.earned, totalRedeemed: seeded.redeemed });
    expect(seeded.balance).toBeGreaterThan(1_000);
    expect(seeded.earned - seeded.redeemed).toBe(seeded.balance);
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => usePointBalance());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });

  test('the hook waits while disabled', () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointBalance({ enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('point rewards (goods)', () => {
  test('the catalogue lists cash, bonus and physical goods with images, prices and stock', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointRewards());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const list = result.current.data!.list;
    expect(list).toHaveLength(13);
    expect(list[0]).toMatchObject({
      rewardId: 'R1001',
      name: 'Cash reward 10,000 VND',
      type: 'CASH',
      pointsRequired: 1_000,
      amountRequired: 0,
      rewardAmount: 10_000,
      maxPerRedeem: 5,
    });
    expect(list[0]!.image).toMatch(/^data:image\/svg\+xml,/);
    expect(new Set(list.map((goods) => goods.type))).toEqual(new Set(['CASH', 'BONUS', 'PHYSICAL']));
    expect(list.find((goods) => goods.rewardId === 'R3006')).toMatchObject({ name: 'iPhone 16 Pro 256 GB', amountRequired: 5_000_000 });
    expect(list.find((goods) => goods.rewardId === 'R3008')!.quantity).toBe(0);
    expect(list.filter((goods) => goods.rewardId !== 'R3008').every((goods) => goods.quantity! > 0)).toBe(true);
  });

  test('a visitor sees the catalogue too (the goods are shared; redeeming needs a session)', async () => {
    const { result } = renderQueryHook(() => usePointRewards());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    expect(result.current.data!.list).toHaveLength(13);
  });

  test('names come in the request language', async () => {
    setScenario('member');
    setApiLanguage('VI');
    const { result } = renderQueryHook(() => usePointRewards());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    expect(result.current.data!.list.find((goods) => goods.rewardId === 'R3001')!.name).toBe('Áo thun cotton Viva');
  });

  test('the empty-catalogues world has no goods', async () => {
    setScenario('member', { emptyCatalogues: true });
    const { result } = renderQueryHook(() => usePointRewards());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    expect(result.current.data!.list).toEqual([]);
  });

  test('with the points module off the mall answers #543', async () => {
    setScenario('member', { modulesOff: ['PTSYS3'] });
    const { result } = renderQueryHook(() => usePointRewards());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543', message: 'function.not.available' });
  });
});

describe('redeem history', () => {
  test('the seeded redemptions come newest first, paged, with the newest still in process', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useRedeemHistory({ page: 1, size: 2 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const seeded = pointsOf(member01()).redeems;
    const page = result.current.data!;
    expect(page).toMatchObject({ page: 1, total: null, totalPages: Math.ceil(seeded.length / 2) });
    expect(page.list).toHaveLength(2);
    const [newest, older] = page.list;
    expect(newest!.transactionNo).toBe(seeded.at(-1)!.transactionNo);
    expect(newest!.status).toBe('PROCESSING');
    expect(newest!.applyTime).toBeGreaterThan(older!.applyTime);
    expect(newest!.transactionNo).toMatch(/^PR\d{16}$/);
  });

  test('a status filter keeps only that status; an unknown status is refused', async () => {
    setScenario('vip');
    const approved = await getRedeemHistory({ status: 'APPROVED', size: 50 });
    expect(approved.list.length).toBeGreaterThan(0);
    expect(approved.list.every((record) => record.status === 'APPROVED')).toBe(true);
    const cash = approved.list.find((record) => record.type === 'CASH');
    if (cash) expect(cash).toMatchObject({ paidAccount: 'Main wallet', receivingAddress: null });
    await expect(getRedeemHistory({ status: 'LOST' as RedeemStatus })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => useRedeemHistory());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('point config', () => {
  test('rules in both languages, the exchange-rate table, the conversion ratio, and points never expire', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointConfig());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const config = result.current.data!;
    expect(config.neverExpire).toBe(true);
    expect(config.rates.map((rate) => rate.type)).toEqual(['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'DEPOSIT', 'REDEEM']);
    expect(config.rates.find((rate) => rate.type === 'DEPOSIT')).toEqual({
      type: 'DEPOSIT',
      units: 10_000,
      pointsRatio: 10,
      enabled: true,
    });
    expect(config.conversion).toEqual({ enabled: true, units: 1_000, pointsRatio: 20, minAmount: 10_000, maxAmount: 50_000_000 });
    expect(config.rules.EN).toContain('Points never expire.');
    expect(config.rules.VI).toContain('Điểm không bao giờ hết hạn.');
    expect(pointsForAmount(12_340, config.conversion)).toBe(246);
  });

  test('with the points module off it answers #543', async () => {
    setScenario('member', { modulesOff: ['PTSYS3'] });
    const { result } = renderQueryHook(() => usePointConfig());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('points transactions', () => {
  test('newest first, paged, the newest balance is the current balance', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointTransactions({ page: 1, size: 5 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const seeded = pointsOf(member01());
    const page = result.current.data!;
    // The account record's relay answers the page count, not a record count.
    expect(page).toMatchObject({ page: 1, total: null, totalPages: Math.ceil(seeded.transactions.length / 5) });
    expect(page.list).toHaveLength(5);
    expect(page.list[0]!.pointsBalance).toBe(seeded.balance);
    // Each row's balance is the next older row's balance plus its change.
    for (let i = 0; i < 4; i++) expect(page.list[i]!.pointsBalance).toBe(page.list[i + 1]!.pointsBalance + page.list[i]!.changedPoints);
  });

  test('a type filter keeps only that type; an unknown type is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePointTransactions({ type: 'DEPOSIT', size: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const deposits = result.current.data!.list;
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((row) => row.type === 'DEPOSIT' && row.changedPoints > 0)).toBe(true);
    expect(deposits.length).toBe(pointsOf(member01()).transactions.filter((row) => row.type === 'DEPOSIT').length);
    expect(deposits.length).toBeLessThan(pointsOf(member01()).transactions.length);
    await expect(getPointTransactions({ type: 'BONUS' as PointType })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
  });

  test('a period keeps the changes between its ends (inclusive); a malformed end is refused', async () => {
    setScenario('member');
    const all = [...pointsOf(member01()).transactions].reverse();
    const startTime = all[10]!.createTime;
    const endTime = all[3]!.createTime;
    const { result } = renderQueryHook(() => usePointTransactions({ startTime, endTime, size: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const expected = all.filter((row) => row.createTime >= startTime && row.createTime <= endTime);
    expect(result.current.data!.list.map((row) => row.transactionNo)).toEqual(expected.map((row) => row.transactionNo));
    await expect(getPointTransactions({ startTime: -5 })).rejects.toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test("the account record's relay with the points code type: the real query keys, the ledger rows read into the mall's shape", async () => {
    setScenario('member');
    const sent = await captureQuery('/wps/relay/ODSFE2_MemTransDet', () =>
      getPointTransactions({ type: 'RNG', page: 2, size: 5, language: 'EN' }),
    );
    expect(Object.fromEntries(sent.query)).toEqual({ codeTypes: 'points', pointType: 'RNG', page: '2', size: '5', language: 'EN' });
    expect(
      pointTransactionsSchema.parse({
        list: [
          { txId: 'P1', txTypeId: 9211, amount: 10, currentAvailBalance: 110, txTimeInTimestamp: 5, remark: 'Deposit 10,000' },
          { txId: 'P2', txTypeId: 1, amount: 3, currentAvailBalance: 100, txTimeInTimestamp: 4 },
        ],
        page: 1,
        totalPages: 1,
      }).list,
    ).toEqual([{ transactionNo: 'P1', createTime: 5, type: 'DEPOSIT', changedPoints: 10, pointsBalance: 110, remark: 'Deposit 10,000' }]);
  });

  test('with the transactions module off it answers #543', async () => {
    setScenario('member', { modulesOff: ['MEMTRANS3'] });
    const { result } = renderQueryHook(() => usePointTransactions());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('redeem a reward (password-checked, E)', () => {
  test('goes out encrypted with an Idempotency-Key; points and stock drop and the record shows in process', async () => {
    setScenario('member');
    const before = pointsOf(member01()).balance;
    expect(before).toBeGreaterThanOrEqual(1_000);
    const { result } = renderQueryHook(() => ({
      redeem: useRedeemPointReward(),
      balance: usePointBalance(),
      rewards: usePointRewards(),
      history: useRedeemHistory(),
      transactions: usePointTransactions(),
    }));
    await waitFor(
      () =>
        expect(result.current.rewards.isSuccess && result.current.history.isSuccess && result.current.transactions.isSuccess).toBe(true),
      SEEDING,
    );
    const stockBefore = result.current.rewards.data!.list.find((goods) => goods.rewardId === 'R1001')!.quantity;

    let answer: unknown;
    const request = await captureQuery('/wps/relay/passwordCheck/MCS2_redeemPointReward', () =>
      act(async () => {
        answer = await result.current.redeem.mutateAsync({
          rewardId: 'R1001',
          quantity: 1,
          paymentPassword: PASSWORD,
          idempotencyKey: 'redeem-1',
        });
      }),
    );
    expect(request.headers.get('Encryption')).toBeTruthy();
    expect(request.headers.get('X-Digest')).toBeTruthy();
    expect(request.headers.get('Idempotency-Key')).toBe('redeem-1');
    expect(request.headers.get('ModuleId')).toBe('PTSYS3');
    expect(Object.keys(JSON.parse(request.body) as object)).toEqual(['value']);
    expect(request.body).not.toContain(PASSWORD);
    expect(answer).toMatchObject({ status: 'PROCESSING', pointBalance: before - 1_000 });

    await waitFor(() => expect(result.current.balance.data?.pointBalance).toBe(before - 1_000), SEEDING);
    await waitFor(
      () => expect(result.current.rewards.data!.list.find((goods) => goods.rewardId === 'R1001')!.quantity).toBe(stockBefore! - 1),
      SEEDING,
    );
    await waitFor(
      () =>
        expect(result.current.history.data!.list[0]).toMatchObject({
          name: 'Cash reward 10,000 VND',
          quantity: 1,
          points: 1_000,
          status: 'PROCESSING',
          type: 'CASH',
        }),
      SEEDING,
    );
    await waitFor(
      () =>
        expect(result.current.transactions.data!.list[0]).toMatchObject({
          type: 'REDEEM',
          changedPoints: -1_000,
          pointsBalance: before - 1_000,
        }),
      SEEDING,
    );
  });

  test('physical goods need a receiving address and mobile, which the history then shows (masked)', async () => {
    setScenario('vip');
    // Enough points for the T-shirt whatever the seed left: convert some cash first.
    convert(findAccount('vip01')!, 200_000);
    const { result } = renderQueryHook(() => useRedeemPointReward());
    const input = { rewardId: 'R3001', quantity: 1, paymentPassword: PASSWORD, idempotencyKey: 'tee-1' };
    expect(await rejection(() => result.current.mutateAsync(input))).toMatchObject({
      kind: 'business',
      errorCode: 'receivingAddress.required',
    });
    const address = '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh';
    await act(() => result.current.mutateAsync({ ...input, idempotencyKey: 'tee-2', receivingAddress: address, mobile: '0912345678' }));
    const history = await getRedeemHistory();
    expect(history.list[0]).toMatchObject({
      rewardId: 'R3001',
      type: 'PHYSICAL',
      receivingAddress: address,
      mobile: '091234****',
      status: 'PROCESSING',
    });
  });

  test('a wrong withdraw password, too few points or no stock is refused and nothing changes', async () => {
    setScenario('member');
    const before = pointsOf(member01()).balance;
    expect(before).toBeLessThan(10_000);
    const { result } = renderQueryHook(() => useRedeemPointReward());
    expect(
      await rejection(() =>
        result.current.mutateAsync({ rewardId: 'R1001', quantity: 1, paymentPassword: '654321', idempotencyKey: 'k1' }),
      ),
    ).toMatchObject({
      kind: 'business',
      errorCode: 'invalid.payment.pw',
    });
    expect(
      await rejection(() =>
        result.current.mutateAsync({ rewardId: 'R1003', quantity: 1, paymentPassword: PASSWORD, idempotencyKey: 'k2' }),
      ),
    ).toMatchObject({ errorCode: 'points.insufficient' });
    expect(
      await rejection(() =>
        result.current.mutateAsync({
          rewardId: 'R3008',
          quantity: 1,
          paymentPassword: PASSWORD,
          idempotencyKey: 'k3',
          receivingAddress: '1 Lê Lợi, Quận 1, TP. HCM',
          mobile: '0912345678',
        }),
      ),
    ).toMatchObject({
      errorCode: 'reward.out.of.stock',
    });
    expect(pointsOf(member01()).balance).toBe(before);
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => useRedeemPointReward());
    expect(
      await rejection(() => result.current.mutateAsync({ rewardId: 'R1001', quantity: 1, paymentPassword: PASSWORD, idempotencyKey: 'k' })),
    ).toMatchObject({ kind: 'session-expired' });
  });
});

describe('convert cash to points (password-checked, E, money)', () => {
  test('moves money once for one idempotency key and credits points at the config ratio', async () => {
    setScenario('member');
    const cashBefore = balanceOf(member01());
    const pointsBefore = pointsOf(member01()).balance;
    const debitsBefore = ledgerOf(member01()).filter((entry) => entry.kind === 'points').length;
    const { result } = renderQueryHook(() => useConvertPoints());
    const input = { amount: 50_000, paymentPassword: PASSWORD, idempotencyKey: 'convert-1' };

    let first: unknown;
    const request = await captureQuery('/wps/relay/passwordCheck/MCS2_convertPoint', () =>
      act(async () => {
        first = await result.current.mutateAsync(input);
      }),
    );
    expect(request.headers.get('Encryption')).toBeTruthy();
    expect(request.headers.get('Idempotency-Key')).toBe('convert-1');
    expect(request.body).not.toContain('"amount"');
    expect(first).toEqual({ amount: 50_000, points: 1_000, pointBalance: pointsBefore + 1_000, balance: cashBefore - 50_000 });

    let second: unknown;
    await act(async () => {
      second = await result.current.mutateAsync(input);
    });
    expect(second).toEqual(first);
    expect(balanceOf(member01())).toBe(cashBefore - 50_000);
    expect(pointsOf(member01()).balance).toBe(pointsBefore + 1_000);
    expect(ledgerOf(member01()).filter((entry) => entry.kind === 'points')).toHaveLength(debitsBefore + 1);
    expect(pointsOf(member01()).transactions.at(-1)).toMatchObject({ type: 'CONVERT', changedPoints: 1_000 });
  });

  test('a wrong password, an amount out of range or more than the main wallet holds is refused', async () => {
    setScenario('trial');
    const trial = findAccount('trial0001')!;
    const cash = balanceOf(trial);
    const { result } = renderQueryHook(() => useConvertPoints());
    expect(
      await rejection(() => result.current.mutateAsync({ amount: 50_000, paymentPassword: 'nope', idempotencyKey: 'c1' })),
    ).toMatchObject({
      errorCode: 'invalid.payment.pw',
    });
    expect(
      await rejection(() => result.current.mutateAsync({ amount: 5_000, paymentPassword: PASSWORD, idempotencyKey: 'c2' })),
    ).toMatchObject({ errorCode: 'amount.out.of.range' });
    expect(
      await rejection(() => result.current.mutateAsync({ amount: cash + 1_000, paymentPassword: PASSWORD, idempotencyKey: 'c3' })),
    ).toMatchObject({ errorCode: 'balance.insufficient' });
    expect(balanceOf(trial)).toBe(cash);
  });

  test('with the points module off it answers #543', async () => {
    setScenario('member', { modulesOff: ['PTSYS3'] });
    const { result } = renderQueryHook(() => useConvertPoints());
    expect(
      await rejection(() => result.current.mutateAsync({ amount: 50_000, paymentPassword: PASSWORD, idempotencyKey: 'c' })),
    ).toMatchObject({ errorCode: '543' });
  });
});

describe('lenient reading: the required fields alone parse, the rest take their defaults', () => {
  test('a balance with pointBalance (what the mobile build reads); an empty config turns conversion off', () => {
    expect(pointBalanceSchema.parse({ pointBalance: 10 })).toEqual({ pointBalance: 10 });
    expect(pointConfigSchema.parse({})).toEqual({
      enabled: true,
      neverExpire: true,
      rules: {},
      rates: [],
      conversion: { enabled: false, units: 1, pointsRatio: 1, minAmount: 0, maxAmount: null },
    });
  });

  test('a reward with its id, type and price; a redemption answer without the balance after', () => {
    expect(pointRewardsSchema.parse({ list: [{ rewardId: 3001, type: 'CASH', pointsRequired: 500 }] }).list[0]).toEqual({
      rewardId: '3001',
      type: 'CASH',
      pointsRequired: 500,
      name: '',
      image: '',
      amountRequired: 0,
      maxPerRedeem: 1,
    });
    expect(pointRewardsSchema.parse({})).toEqual({ list: [] });
    expect(redeemResultSchema.parse({ transactionNo: 'P1', status: 'PROCESSING' })).toEqual({ transactionNo: 'P1', status: 'PROCESSING' });
  });
});
