import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { teamOf } from '../../mocks/db/agent.ts';
import { betsOf, ledgerOf } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import {
  accountCodeTypes,
  accountRecordQuery,
  accountRecordSchema,
  BET_PRODUCTS,
  BET_RECORD_PATHS,
  betRecordsRequest,
  betStatusFilter,
  lotteryOrdersSchema,
  productCategories,
  profitLossSchema,
  rebateSettingsSchema,
  rebatesQuery,
  rebatesSchema,
  thirdPartyOrdersSchema,
} from './records.contract.ts';
import {
  getAccountRecord,
  getBetRecords,
  useAccountRecord,
  useBetRecords,
  useProfitLoss,
  useRebates,
  useRebateSettings,
} from './records.ts';
import { useWalletTransfer } from './wallet.ts';

const DAY = 86_400_000;
/** Records are seeded back from the pinned epoch (tests/setup/unit.ts), so reports ask for a window around it. */
const WINDOW = { startTime: PINNED_EPOCH - 30 * DAY, endTime: PINNED_EPOCH + DAY };
const DATES = { startDate: WINDOW.startTime, endDate: WINDOW.endTime };
const member = () => findAccount('member01')!;

describe('the requests the platform client sends', () => {
  test('the account record: one code type, the period, the page, the language and the exclude list as one string', () => {
    expect(accountRecordQuery({ startTime: 1, endTime: 2, language: 'EN', subordinateName: 'member01' })).toEqual({
      codeTypes: '',
      subordinateName: 'member01',
      startTime: 1,
      endTime: 2,
      page: 1,
      size: 10,
      language: 'EN',
      excludeTxTypeIds: '6231,4203,4223,6156,4253',
    });
    // The agent centre's team ledger: a downline's, with the agent exclude list.
    expect(
      accountRecordQuery({
        codeType: 'betting',
        startTime: 1,
        endTime: 2,
        language: 'VI',
        subordinateName: 'm2',
        agentView: true,
        page: 3,
        size: 20,
      }),
    ).toMatchObject({
      codeTypes: 'betting',
      subordinateName: 'm2',
      page: 3,
      size: 20,
      excludeTxTypeIds: '6231,2004,4203,4223,6156,4253,6103,6202,6203',
    });
  });

  test("a member is offered the client's code types less the agents' income; an agent all twelve", () => {
    expect(accountCodeTypes(0)).toEqual([
      'deposit',
      'withdraw',
      'betting',
      'winning',
      'dividend',
      'betting_rebate',
      'referral_rebate',
      'other',
    ]);
    expect(accountCodeTypes(1)).toHaveLength(12);
    expect(accountCodeTypes(undefined)).not.toContain('hour_wage');
  });

  test.each([
    ['RNG', true, '/wps/relay/ODSFE2_RNGOrders'],
    ['RNG', false, '/wps/relay/ODSFE2_RNGOrders'],
    ['FISH', true, '/wps/relay/ODSFE2_FishOrders'],
    ['LIVE', false, '/wps/relay/ODSFE2_LiveOrders'],
    ['PVP', true, '/wps/relay/ODSFE2_PvPOrders'],
    ['SPORTS', true, '/wps/relay/ODSFE2_SportsSettOrders'],
    ['SPORTS', false, '/wps/relay/ODSFE2_SportsUnsettOrders'],
    ['ELOTT', true, '/wps/relay/ODSFE2_ElottSettledOrders'],
    ['ELOTT', false, '/wps/relay/ODSFE2_ElottUnsettledOrders'],
    ['LOTT', false, '/wps/relay/ODSFE2_lottMemBet'],
  ] as const)('%s (settled %s) asks %s', (product, settled, path) => {
    expect(betRecordsRequest({ product, settled, ...DATES, language: 'EN' }).path).toBe(path);
    expect(BET_RECORD_PATHS).toContain(path);
  });

  test('a third-party relay takes the period, the vendor ("" for all), the page and the language; the lottery its own query', () => {
    expect(betRecordsRequest({ product: 'LIVE', startDate: 5, endDate: 9, vendor: 'EG4', page: 2, language: 'VI' })).toEqual({
      path: '/wps/relay/ODSFE2_LiveOrders',
      lottery: false,
      settled: true,
      query: { startDate: 5, endDate: 9, accountType: 'EG4', page: 2, size: 10, language: 'VI', orderNoSearch: undefined },
    });
    expect(betRecordsRequest({ product: 'RNG', startDate: 5, endDate: 9, orderNo: ' B12 ', language: 'EN' }).query).toMatchObject({
      accountType: '',
      orderNoSearch: 'B12',
    });
    expect(betRecordsRequest({ product: 'LOTT', startDate: 5, endDate: 9, lotteryStatus: 'WON', language: 'EN' }).query).toEqual({
      startDate: 5,
      endDate: 9,
      status: '1',
      page: 1,
      size: 10,
      prizeModeId: '1',
      orderNoSearch: undefined,
    });
  });

  test('which status filter each product offers, and the sports lane holds the e-sports and cock-fight vendors', () => {
    expect(BET_PRODUCTS.map((product) => [product, betStatusFilter(product)])).toEqual([
      ['RNG', 'none'],
      ['LIVE', 'none'],
      ['FISH', 'none'],
      ['LOTT', 'lottery'],
      ['ELOTT', 'settlement'],
      ['SPORTS', 'settlement'],
      ['PVP', 'none'],
    ]);
    expect(productCategories('SPORTS')).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(productCategories('LIVE')).toEqual(['LIVE']);
  });

  test('the rebates sort newest day first, as the client store adds it', () => {
    expect(rebatesQuery({ startDate: 1, endDate: 2 })).toEqual({
      sortColumn: 'balanceDate:desc',
      page: 1,
      size: 10,
      startDate: 1,
      endDate: 2,
    });
  });
});

describe('reading the answers as the client reads them (lenient)', () => {
  test('a ledger page: the client-read fields, ids and amounts; a row with only its id, amount and time', () => {
    const page = accountRecordSchema.parse({
      list: [
        {
          txId: 9001,
          txTypeId: '1001',
          txTypeName: 'Deposit',
          nameCn: '存款',
          orderNo: 'D1',
          remark: 'Bank transfer',
          amount: 100_000,
          currentAvailBalance: 150_000,
          txTimeInTimestamp: 1_700_000_000_000,
          customerName: 'member01',
        },
        { txId: 'T2', amount: -5, txTimeInTimestamp: 1 },
      ],
      page: 1,
      totalPages: 4,
    });
    expect(page).toMatchObject({ page: 1, totalPages: 4, total: null });
    expect(page.list).toEqual([
      {
        id: '9001',
        time: 1_700_000_000_000,
        typeId: 1001,
        typeName: 'Deposit',
        orderNo: 'D1',
        amount: 100_000,
        balanceAfter: 150_000,
        remark: 'Bank transfer',
        customerName: 'member01',
      },
      { id: 'T2', time: 1, typeId: null, typeName: '', orderNo: '', amount: -5, balanceAfter: null, remark: '', customerName: '' },
    ]);
  });

  test("a third-party relay: its footer, the sports detail's win/lose words, an open bet", () => {
    const body = {
      list: [
        {
          orderNo: 'S1',
          eventName: 'Arsenal vs City',
          betTimeInTimestamp: 10,
          accountType: 'SB',
          betAmount: 100,
          validBetAmount: 100,
          winAmount: 190,
          profitAndLoss: 90,
          status: 'win',
        },
        { orderNo: 'S2', gameName: 'Super Ace', betTimeInTimestamp: 9, betAmount: 50, status: 'cancel' },
      ],
      footer: { betAmount: 150, validBetAmount: 100, winAmount: 190, validBetting: 100, profitAndLoss: 90, totalHands: 2 },
      total: 2,
      totalPages: 1,
    };
    const settled = thirdPartyOrdersSchema(true).parse(body);
    expect(settled.list.map((bet) => [bet.orderNo, bet.gameName, bet.vendor, bet.status, bet.profitAndLoss])).toEqual([
      ['S1', 'Arsenal vs City', 'SB', 'WON', 90],
      ['S2', 'Super Ace', '', 'CANCELLED', 0],
    ]);
    expect(settled).toMatchObject({ total: 2, footer: { betAmount: 150, validBetAmount: 100, winAmount: 190, profitAndLoss: 90 } });
    expect(
      thirdPartyOrdersSchema(false)
        .parse(body)
        .list.map((bet) => [bet.status, bet.winAmount]),
    ).toEqual([
      ['UNSETTLED', 0],
      ['UNSETTLED', 0],
    ]);
  });

  test('the lottery: status codes, the abbreviated order number, a footer of stake and wins only', () => {
    const page = lotteryOrdersSchema.parse({
      list: [
        { orderDetailId: 77, abbrOrderNo: 'AB12CD', gameName: 'SSC', status: '1', betAmount: 10, winAmount: 19, betTimeInTimestamp: 1 },
        { orderDetailId: 78, gameCode: '5910', status: 0, betAmount: 10, betTimeInTimestamp: 2 },
      ],
      number: 0,
      totalPages: 1,
      footer: { betAmount: 20, winAmount: 19 },
    });
    expect(page.list.map((bet) => [bet.orderNo, bet.gameName, bet.status, bet.profitAndLoss])).toEqual([
      ['AB12CD', 'SSC', 'WON', 9],
      ['78', '5910', 'UNSETTLED', 0],
    ]);
    expect(page.footer).toEqual({ betAmount: 20, validBetAmount: null, winAmount: 19, profitAndLoss: null });
  });

  test('the rebate rates: product type ids read as their codes; an unknown id shows as itself', () => {
    expect(
      rebateSettingsSchema.parse([
        { productType: 3, type: 1, rebateValue: 0.8 },
        { productType: '41', rebateValue: 0.4 },
        { productType: 6, rebateValue: 0.1 },
      ]),
    ).toEqual([
      { productType: 'RNG', type: '1', rate: 0.8 },
      { productType: 'VIETNAM_LOTTO', type: null, rate: 0.4 },
      { productType: '6', type: null, rate: 0.1 },
    ]);
  });

  test('profit and loss and rebates without footers read as zero totals', () => {
    expect(profitLossSchema.parse({ list: [{ gameCategory: 'RNG', betAmount: 5 }] })).toEqual({
      categories: [{ gameType: 'RNG', betCount: 0, stake: 5, validBet: 0, payout: 0, winLoss: 0 }],
      total: { betCount: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
      deposit: 0,
      withdrawal: 0,
      bonus: 0,
      rebate: 0,
      netProfit: 0,
    });
    expect(rebatesSchema.parse({ list: [{ balanceDate: 1, gameCategory: 'LIVE', rebateAmount: 3 }] }).list[0]).toEqual({
      id: '1:LIVE',
      periodStart: 1,
      gameType: 'LIVE',
      validBet: 0,
      rate: null,
      amount: 3,
      payTime: null,
    });
  });
});

describe('the account record on the fake platform', () => {
  test('one code type over the period, newest first, with the type names in the language asked', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useAccountRecord({ codeType: 'deposit', ...WINDOW, subordinateName: 'member01', size: 50 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const list = result.current.data!.list;
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((entry) => entry.typeName))).toEqual(new Set(['Deposit']));
    expect(list.every((entry) => entry.amount > 0 && entry.time >= WINDOW.startTime && entry.time <= WINDOW.endTime)).toBe(true);
    expect(list.map((entry) => entry.time)).toEqual([...list.map((entry) => entry.time)].sort((a, b) => b - a));
    expect(list.every((entry) => entry.customerName === 'member01' && entry.orderNo.startsWith('D'))).toBe(true);

    setApiLanguage('VI');
    try {
      const vi = await getAccountRecord({ codeType: 'betting_rebate', ...WINDOW, language: 'VI', size: 5 });
      expect(vi.list[0]!.typeName).toBe('Hoàn trả cược');
    } finally {
      setApiLanguage('EN');
    }
  });

  test('the page count without a record count; a wallet transfer just made shows at once', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      record: useAccountRecord({ ...WINDOW, endTime: PINNED_EPOCH + 365 * DAY, size: 2 }),
      transfer: useWalletTransfer(),
    }));
    await waitFor(() => expect(result.current.record.isSuccess).toBe(true));
    expect(result.current.record.data).toMatchObject({ page: 1, total: null });
    expect(result.current.record.data!.totalPages).toBe(Math.ceil(ledgerOf(member()).filter((e) => e.time >= WINDOW.startTime).length / 2));
    await act(() =>
      result.current.transfer.mutateAsync({
        customerId: member().id,
        fromAccountTypeId: 2,
        toAccountTypeId: 8,
        amount: 5_000,
        idempotencyKey: 'tx',
      }),
    );
    await waitFor(() =>
      expect(result.current.record.data!.list.map((entry) => [entry.typeName, entry.amount, entry.remark])).toEqual([
        ['Wallet transfer', 5_000, 'Transfer from Main wallet'],
        ['Wallet transfer', -5_000, 'Transfer to Card games'],
      ]),
    );
  });

  test('sends the real query; answers #543 when member transactions are off, 401 to a visitor', async () => {
    setScenario('member');
    const sent = await captureQuery('/wps/relay/ODSFE2_MemTransDet', () =>
      getAccountRecord({ ...WINDOW, language: 'EN', subordinateName: 'member01' }),
    );
    expect([...new Set(sent.query.keys())].sort()).toEqual(
      ['codeTypes', 'endTime', 'excludeTxTypeIds', 'language', 'page', 'size', 'startTime', 'subordinateName'].sort(),
    );
    expect(sent.query.get('codeTypes')).toBe('');

    setScenario('member', { modulesOff: ['MEMTRANS3'] });
    await expect(getAccountRecord({ ...WINDOW, language: 'EN' })).rejects.toMatchObject({ errorCode: '543' });
    setScenario('visitor');
    await expect(getAccountRecord({ ...WINDOW, language: 'EN' })).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
  });

  test("an agent reads a downline's ledger with the agent exclude list; nobody else's", async () => {
    setScenario('agent');
    const downline = teamOf(findAccount('agent01')!)[0]!.account;
    const page = await getAccountRecord({ ...WINDOW, language: 'EN', subordinateName: downline.account, agentView: true, size: 100 });
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((entry) => entry.customerName === downline.account)).toBe(true);
    expect(page.list.map((entry) => entry.id)).toEqual(
      ledgerOf(downline)
        .filter((e) => e.time >= WINDOW.startTime && e.time <= WINDOW.endTime)
        .slice(0, 100)
        .map((e) => e.id),
    );
    await expect(getAccountRecord({ ...WINDOW, language: 'EN', subordinateName: 'vip01' })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
  });

  test('a period that ends before it starts, or an unknown code type, is refused', async () => {
    setScenario('member');
    await expect(getAccountRecord({ startTime: PINNED_EPOCH, endTime: PINNED_EPOCH - DAY, language: 'EN' })).rejects.toMatchObject({
      errorCode: 'request_param_err',
    });
    await expect(getAccountRecord({ codeType: 'bonus' as never, ...WINDOW, language: 'EN' })).rejects.toMatchObject({
      errorCode: 'request_param_err',
    });
  });
});

describe('the betting records on the fake platform', () => {
  test("each product's relay answers its bets, with the footer over the whole filter", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useBetRecords({ product: 'LIVE', ...DATES, size: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = result.current.data!;
    const live = betsOf(member()).filter(
      (bet) => bet.game.gameType === 'LIVE' && bet.betTime >= DATES.startDate && bet.betTime <= DATES.endDate,
    );
    expect(page.list.map((bet) => bet.orderNo)).toEqual(live.map((bet) => bet.betId));
    expect(page.total).toBe(live.length);
    const settled = page.list.filter((bet) => bet.status !== 'CANCELLED');
    expect(page.footer.betAmount).toBe(settled.reduce((sum, bet) => sum + bet.betAmount, 0));
    expect(page.footer.profitAndLoss).toBe(settled.reduce((sum, bet) => sum + bet.profitAndLoss, 0));
    expect(page.list.every((bet) => ['WON', 'LOST', 'TIE', 'CANCELLED'].includes(bet.status))).toBe(true);
  });

  test('sports keeps its open bet on the unsettled relay; the sports relays answer the e-sports vendors too', async () => {
    setScenario('member');
    const open = await getBetRecords({ product: 'SPORTS', settled: false, ...DATES, language: 'EN' });
    expect(open.list).toHaveLength(1);
    expect(open.list[0]).toMatchObject({ vendor: 'SB', status: 'UNSETTLED', profitAndLoss: 0, settleTime: null });
    const settled = await getBetRecords({ product: 'SPORTS', ...DATES, size: 100, language: 'EN' });
    expect(settled.list.some((bet) => bet.status === 'UNSETTLED')).toBe(false);
    const vendors = new Set(settled.list.map((bet) => bet.vendor));
    expect([...vendors].some((vendor) => ['IA', 'TF', 'SV3'].includes(vendor))).toBe(true);
    const ia = await getBetRecords({ product: 'SPORTS', ...DATES, vendor: 'IA', size: 100, language: 'EN' });
    expect(ia.list.length).toBeGreaterThan(0);
    expect(ia.list.every((bet) => bet.vendor === 'IA')).toBe(true);
  });

  test("the lottery's bets by status, a footer of stake and wins; the query is the lottery's", async () => {
    setScenario('member');
    const sent = await captureQuery('/wps/relay/ODSFE2_lottMemBet', () => getBetRecords({ product: 'LOTT', ...DATES, language: 'EN' }));
    expect([...new Set(sent.query.keys())].sort()).toEqual(['endDate', 'page', 'prizeModeId', 'size', 'startDate', 'status']);
    const all = await getBetRecords({ product: 'LOTT', ...DATES, size: 100, language: 'EN' });
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.footer).toMatchObject({ validBetAmount: null, profitAndLoss: null });
    const lost = await getBetRecords({ product: 'LOTT', lotteryStatus: 'LOST', ...DATES, size: 100, language: 'EN' });
    expect(lost.list.every((bet) => bet.status === 'LOST')).toBe(true);
    expect(lost.list.length).toBe(all.list.filter((bet) => bet.status === 'LOST').length);
  });

  test('bets need a session', async () => {
    setScenario('visitor');
    const { result } = renderQueryHook(() => useBetRecords({ product: 'RNG', ...DATES }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('profit and loss, rebates and rebate rates on the fake platform', () => {
  test('profit and loss adds up per category over the period', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useProfitLoss(DATES));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const pl = result.current.data!;
    expect(pl.categories.length).toBeGreaterThan(3);
    expect(pl.total.stake).toBe(pl.categories.reduce((sum, c) => sum + c.stake, 0));
    expect(pl.total.winLoss).toBe(pl.categories.reduce((sum, c) => sum + c.winLoss, 0));
    expect(pl.netProfit).toBe(pl.total.winLoss + pl.bonus + pl.rebate);
    expect(pl.deposit).toBeGreaterThan(0);
    expect(pl.rebate).toBeGreaterThan(0);
  });

  test('profit and loss refuses a period that ends before it starts', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useProfitLoss({ startDate: PINNED_EPOCH, endDate: PINNED_EPOCH - DAY }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('rebates: the daily rebate per category, newest day first, the footer their sum', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useRebates({ ...DATES, size: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const rebates = result.current.data!;
    expect(rebates.list.length).toBeGreaterThan(0);
    expect(rebates.list.map((r) => r.periodStart)).toEqual([...rebates.list.map((r) => r.periodStart)].sort((a, b) => b - a));
    const slots = rebates.list.find((r) => r.gameType === 'RNG')!;
    expect(slots.rate).toBe(0.85);
    // Whole dong: the rate applied to the valid bet, rounded to the dong.
    expect(slots.amount).toBe(Math.round((slots.validBet * 0.85) / 100));
    expect(rebates.footer.rebateAmount).toBe(rebates.list.reduce((sum, r) => sum + r.amount, 0));
  });

  test('rebate rates per product type rise with the VIP rank; visitors are refused', async () => {
    setScenario('vip');
    const { result } = renderQueryHook(() => useRebateSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.map((r) => r.productType)).toEqual(['PVP', 'LIVE', 'RNG', 'LOTT', 'SPORTS', 'FISH', 'ELOTT']);
    expect(result.current.data!.find((r) => r.productType === 'RNG')).toEqual({ productType: 'RNG', type: null, rate: 1.1 });
    setScenario('visitor');
    const anonymous = renderQueryHook(() => useRebates(DATES));
    await waitFor(() => expect(anonymous.result.current.isError).toBe(true));
    expect(anonymous.result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});
