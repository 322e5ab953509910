import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { brandDayStart, HOUR } from '../../mocks/db/funds.ts';
import { balanceOf, sumBalance, withdrawalsLeftToday, withdrawalsOf } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import {
  balanceSchema,
  depositHistorySchema,
  depositSettingsSchema,
  mainBalance,
  transactionHistorySchema,
  withdrawSettingsSchema,
} from './wallet.contract.ts';
import {
  useAddBankCard,
  useBankList,
  useBalance,
  useBettingRecords,
  useConfirmWithdrawalReceipt,
  useConsolidatedFunds,
  useDepositChannels,
  useDepositHistory,
  useDepositSettings,
  useMerchantWallet,
  usePaymentConfirmations,
  useProfitLoss,
  useRebates,
  useRebateSettings,
  useSubmitDeposit,
  useSubmitWithdrawal,
  useTransactionHistory,
  useTransferToUpline,
  useWalletTransfer,
  useWithdrawalHistory,
  useWithdrawSettings,
} from './wallet.ts';

const DAY = 86_400_000;
/** Records are seeded back from the pinned epoch (tests/setup/unit.ts), so reports ask for a window around it. */
const WINDOW = { startTime: PINNED_EPOCH - 30 * DAY, endTime: PINNED_EPOCH + DAY };
const member = () => findAccount('member01')!;
/** A 1x1 png, as the receipt form uploads it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function signInAs(name: string): void {
  setToken(issueToken(findAccount(name)!));
}

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

/** Runs a mutation inside act and answers its result. */
async function resolved<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** Moves the fake platform's clock ahead (only Date is faked, and it keeps ticking: timers, fetch and React stay real). */
function travel(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('every money read needs a session', () => {
  test.each([
    ['useConsolidatedFunds', () => useConsolidatedFunds()],
    ['useDepositSettings', () => useDepositSettings()],
    ['useDepositHistory', () => useDepositHistory()],
    ['useWithdrawSettings', () => useWithdrawSettings()],
    ['usePaymentConfirmations', () => usePaymentConfirmations()],
    ['useTransactionHistory', () => useTransactionHistory()],
    ['useProfitLoss', () => useProfitLoss(WINDOW)],
    ['useRebateSettings', () => useRebateSettings()],
  ] as [string, () => { isError: boolean; error: unknown }][])('%s answers 401 login.not.session to a visitor', async (_, hook) => {
    const { result } = renderQueryHook(hook);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });
});

describe('balance, merchant wallet, consolidated funds', () => {
  test('the balance lists every wallet with the brand currency', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useBalance());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const balance = result.current.data!;
    expect(balance).toMatchObject({ currency: 'VND', currencySymbol: '₫', sumBalance: sumBalance(member()) });
    // member01's seeded money, in whole dong (375.36 in the dollar-sized world; payouts, fees and rebates are now rounded to the dong).
    expect(balance.sumBalance).toBe(375_458);
    expect(balance.balance.map((w) => w.accountTypeId)).toEqual([2, 3, 5, 6, 7, 8]);
    expect(mainBalance(balance)).toBe(balanceOf(member()));
    expect(balance.balance[0]).toMatchObject({ accountName: 'MAIN', displayName: 'Main wallet' });
  });

  test('the balance needs a session', async () => {
    const { result } = renderQueryHook(() => useBalance());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });

  test('the merchant runs separate game wallets; visitors are refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useMerchantWallet());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ isSingle: false });
    setScenario('visitor');
    const anonymous = renderQueryHook(() => useMerchantWallet());
    await waitFor(() => expect(anonymous.result.current.isError).toBe(true));
    expect(anonymous.result.current.error).toMatchObject({ kind: 'session-expired' });
  });

  test('agents get the contract flags on, plain members off', async () => {
    setScenario('agent');
    const agent = renderQueryHook(() => useConsolidatedFunds());
    await waitFor(() => expect(agent.result.current.isSuccess).toBe(true));
    expect(agent.result.current.data).toMatchObject({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
      divtypeinfo: true,
    });
    expect(agent.result.current.data!.sumBalance).toBe(sumBalance(findAccount('agent01')!));

    setScenario('member');
    const plain = renderQueryHook(() => useConsolidatedFunds());
    await waitFor(() => expect(plain.result.current.isSuccess).toBe(true));
    const flags = plain.result.current.data!;
    expect([
      flags.dailysalreqtype,
      flags.divtypereq,
      flags.contracthoursalreq,
      flags.realtimesalreqtype,
      flags.contractmrdailysalinfotype,
      flags.contracthoursalinfo,
      flags.dailysalinfotype,
      flags.divtypeinfo,
    ]).toEqual(Array(8).fill(false));
    expect(flags.availBalance).toBe(balanceOf(member()));
  });
});

describe('wallet transfer', () => {
  test('both wallets show the move, and a retry with the same key does not move money twice', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ balance: useBalance(), transfer: useWalletTransfer() }));
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    const before = result.current.balance.data!;
    const live = (b: typeof before) => b.balance.find((w) => w.accountTypeId === 5)!.availBalance;

    const input = { fromAccountTypeId: 2, toAccountTypeId: 5, amount: 25_500, idempotencyKey: 'transfer-1' };
    const first = await resolved(() => result.current.transfer.mutateAsync(input));
    expect(first.amount).toBe(25_500);
    // The mutation invalidated the balance: the mounted query refetches by itself.
    await waitFor(() => expect(mainBalance(result.current.balance.data!)).toBe(mainBalance(before) - 25_500));
    expect(live(result.current.balance.data!)).toBe(live(before) + 25_500);
    expect(result.current.balance.data!.sumBalance).toBe(before.sumBalance);

    const retry = await resolved(() => result.current.transfer.mutateAsync(input));
    expect(retry.transactionId).toBe(first.transactionId);
    expect(balanceOf(member())).toBe(mainBalance(before) - 25_500);
    expect(balanceOf(member(), 5)).toBe(live(before) + 25_500);
  });

  test('all back to main empties every game wallet', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useWalletTransfer());
    await resolved(() => result.current.mutateAsync({ fromAccountTypeId: 2, toAccountTypeId: 7, amount: 10_000, idempotencyKey: 'in' }));
    const total = sumBalance(member());
    const back = await resolved(() => result.current.mutateAsync({ allToMain: true, idempotencyKey: 'back' }));
    expect(back.amount).toBeGreaterThanOrEqual(10_000);
    expect(back.balance.filter((w) => w.accountTypeId !== 2).every((w) => w.availBalance === 0)).toBe(true);
    expect(balanceOf(member())).toBe(total);
  });

  test('more than the wallet holds is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useWalletTransfer());
    const error = await rejection(() =>
      result.current.mutateAsync({
        fromAccountTypeId: 2,
        toAccountTypeId: 5,
        amount: balanceOf(member()) + 1_000,
        idempotencyKey: 'too-much',
      }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'insufficient.balance' });
  });

  test('an amount with decimals is refused: dong has no minor unit', async () => {
    setScenario('member');
    const before = balanceOf(member());
    const { result } = renderQueryHook(() => useWalletTransfer());
    const error = await rejection(() =>
      result.current.mutateAsync({ fromAccountTypeId: 2, toAccountTypeId: 5, amount: 25_500.5, idempotencyKey: 'decimals' }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    expect(balanceOf(member())).toBe(before);
  });

  test('answers #543 when fund transfer is switched off', async () => {
    setScenario('member', { modulesOff: ['FUNDTRANS3'] });
    const { result } = renderQueryHook(() => useWalletTransfer());
    const error = await rejection(() => result.current.mutateAsync({ allToMain: true, idempotencyKey: 'off' }));
    expect(error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('deposit', () => {
  test('settings: open with a success count; the deposit-closed world says so', async () => {
    setScenario('member');
    const open = renderQueryHook(() => useDepositSettings());
    await waitFor(() => expect(open.result.current.isSuccess).toBe(true));
    expect(open.result.current.data).toMatchObject({
      allowDeposit: true,
      depositOpen: true,
      depositInfo: '24/24',
      pendingCount: 0,
      maxPendingCount: 3,
    });
    expect(open.result.current.data!.totalDepositSuccessCount).toBeGreaterThan(3);

    setScenario('deposit-closed');
    const closed = renderQueryHook(() => useDepositSettings());
    await waitFor(() => expect(closed.result.current.isSuccess).toBe(true));
    expect(closed.result.current.data).toMatchObject({
      depositOpen: false,
      closedMessage: expect.stringContaining('outside service hours'),
    });
  });

  test('channels: bank transfer, e-wallets and USDT with limits, fees, hours and where to pay', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositChannels());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const groups = result.current.data!;
    expect(groups.map((g) => [g.code, g.name])).toEqual([
      ['MT', 'Bank transfer'],
      ['MWQR', 'E-wallet QR'],
      ['CRYPTO', 'USDT'],
    ]);
    const momo = groups[1]!.channels.find((c) => c.vendorName === 'MoMo')!;
    expect(momo).toMatchObject({
      vendorId: 29089,
      minAmount: 5_000,
      maxAmount: 2_000_000,
      feeRate: 1,
      serviceHours: { start: '00:00', end: '24:00', timezone: 'GMT+7' },
      available: true,
    });
    expect(momo.banks[0]).toMatchObject({ bankCode: 'MOMO', accountNumber: '0909123456' });
    expect(groups[2]!.channels.map((c) => c.network)).toEqual(['TRC20', 'ERC20']);
    expect(groups[0]!.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  test('channels answer #543 when deposits are switched off', async () => {
    setScenario('member', { modulesOff: ['DPSTBAS3'] });
    const { result } = renderQueryHook(() => useDepositChannels());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('a deposit is pending, then credited by the first read three seconds later', async () => {
    setScenario('member');
    const before = balanceOf(member());
    const { result } = renderQueryHook(() => ({
      submit: useSubmitDeposit(),
      history: useDepositHistory({ pageSize: 5 }),
      balance: useBalance(),
    }));
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));

    const deposit = await resolved(() =>
      result.current.submit.mutateAsync({
        vendorId: 29090,
        bankCode: 'ZALOPAY',
        amount: 200_000,
        fields: { senderAccount: '0901234567' },
        idempotencyKey: 'dep-1',
      }),
    );
    expect(deposit).toMatchObject({
      status: 'PENDING',
      amount: 200_000,
      fee: 1_600,
      actualAmount: 198_400,
      payTo: { bankName: 'ZaloPay', accountNumber: '0938765432' },
    });
    expect(deposit.reference).toMatch(/^VV/);
    expect(deposit.qrImageUrl).toMatch(/^data:image\/svg\+xml,/);
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({
        depositId: deposit.depositId,
        status: 'PENDING',
        channelName: 'ZaloPay',
      }),
    );
    expect(mainBalance(result.current.balance.data!)).toBe(before);

    travel(3_000);
    await act(() => result.current.history.refetch());
    await waitFor(() => expect(result.current.history.data!.list[0]).toMatchObject({ depositId: deposit.depositId, status: 'SUCCESS' }));
    await act(() => result.current.balance.refetch());
    await waitFor(() => expect(mainBalance(result.current.balance.data!)).toBe(before + 198_400));
  });

  test('a deposit whose answer is lost reads the record again (the outcome is unknown); a refusal does not', async () => {
    setScenario('member');
    let reads = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/MCSFE_getDepositTransactionReport')) reads += 1;
    };
    server.events.on('request:start', count);
    try {
      const { result } = renderQueryHook(() => ({ submit: useSubmitDeposit(), history: useDepositHistory({ pageSize: 5 }) }));
      await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
      expect(reads).toBe(1);
      const request = { vendorId: 29001, bankCode: 'VCB', amount: 100_000 };

      const gateway = () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 });
      server.use(http.post('*/wps/relay/MCSFE_depositByQRImageUrl', gateway, { once: true }));
      const lost = await rejection(() => result.current.submit.mutateAsync({ ...request, idempotencyKey: 'lost' }));
      expect(lost).toMatchObject({ kind: 'http', status: 502 });
      expect(reads).toBe(2);

      const busy = () => HttpResponse.json({ success: false, errorCode: 'system_busy', message: 'Busy' });
      server.use(http.post('*/wps/relay/MCSFE_depositByQRImageUrl', busy, { once: true }));
      const refused = await rejection(() => result.current.submit.mutateAsync({ ...request, idempotencyKey: 'refused' }));
      expect(refused).toMatchObject({ kind: 'business' });
      expect(reads).toBe(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  test('deposits are refused while deposits are closed, with a clear message', async () => {
    setScenario('deposit-closed');
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const error = await rejection(() =>
      result.current.mutateAsync({ vendorId: 29001, bankCode: 'VCB', amount: 100_000, idempotencyKey: 'closed' }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'deposit.outside.service.hours',
      message: expect.stringContaining('outside service hours'),
    });
  });

  test("a channel outside its own hours refuses, naming them; amounts outside the channel's range too", async () => {
    setScenario('member');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(brandDayStart(Date.now()) + DAY + 23 * HOUR);
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const late = await rejection(() =>
      result.current.mutateAsync({ vendorId: 29002, bankCode: 'BIDV', amount: 100_000, idempotencyKey: 'late' }),
    );
    expect(late).toMatchObject({ errorCode: 'deposit.outside.service.hours', message: expect.stringContaining('08:00–22:00') });
    const small = await rejection(() =>
      result.current.mutateAsync({ vendorId: 29001, bankCode: 'VCB', amount: 1_000, idempotencyKey: 'small' }),
    );
    expect(small).toMatchObject({ errorCode: 'deposit.amount.out.of.range' });
  });

  test('history pages and filters by status and date', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositHistory({ pageNo: 2, pageSize: 3, status: 'SUCCESS', ...WINDOW }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = result.current.data!;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 3 });
    expect(page.list).toHaveLength(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 3));
    expect(page.list.every((d) => d.status === 'SUCCESS' && d.requestTime >= WINDOW.startTime && d.requestTime <= WINDOW.endTime)).toBe(
      true,
    );
    expect(page.list[0]!.requestTime).toBeGreaterThanOrEqual(page.list[2]!.requestTime);
  });

  test('history refuses a range that ends before it starts', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositHistory({ startTime: PINNED_EPOCH, endTime: PINNED_EPOCH - DAY }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });
});

describe('withdrawal', () => {
  test('settings: masked bound cards, limits, daily count, no turnover owed', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useWithdrawSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const settings = result.current.data!;
    expect(settings).toMatchObject({
      minimumAmount: 20_000,
      maximumAmount: 50_000_000,
      eWalletMinimumAmount: 10_000,
      dailyCountLimit: 5,
      dailyCountLeft: withdrawalsLeftToday(member()),
      needPaymentPassword: true,
      autoConfirmMinutes: 30,
    });
    expect(settings.turnover.remaining).toBe(0);
    expect(settings.availableBalance).toBe(balanceOf(member()));
    expect(settings.bankCards[0]).toMatchObject({ type: 'BANK', isDefault: true, accountNumber: expect.stringMatching(/^\*{4} \d{4}$/) });
  });

  test('a VIP with a fresh upgrade bonus still owes turnover, and cannot withdraw yet', async () => {
    setScenario('vip');
    const { result } = renderQueryHook(() => ({ settings: useWithdrawSettings(), submit: useSubmitWithdrawal() }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    const { turnover, bankCards } = result.current.settings.data!;
    expect(turnover.remaining).toBeGreaterThan(0);
    const error = await rejection(() =>
      result.current.submit.mutateAsync({ amount: 50_000, bankCardId: bankCards[0]!.id, paymentPassword: '123456', idempotencyKey: 'vip' }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'withdraw.turnover.required' });
  });

  test('a withdrawal lowers the available balance at once and is paid out ten seconds later', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      settings: useWithdrawSettings(),
      submit: useSubmitWithdrawal(),
      history: useWithdrawalHistory(),
      awaiting: usePaymentConfirmations(),
    }));
    await waitFor(() =>
      expect(result.current.settings.isSuccess && result.current.history.isSuccess && result.current.awaiting.isSuccess).toBe(true),
    );
    // Reading data now also subscribes the render to it (React Query re-renders only for the props read).
    expect(result.current.awaiting.data).toHaveLength(1);
    const before = result.current.settings.data!;
    const card = before.bankCards[0]!;

    const withdrawal = await resolved(() =>
      result.current.submit.mutateAsync({ amount: 40_000, bankCardId: card.id, paymentPassword: '123456', idempotencyKey: 'wd-1' }),
    );
    expect(withdrawal).toMatchObject({
      status: 'PROCESSING',
      amount: 40_000,
      bankName: card.bankName,
      accountNumber: card.accountNumber,
      receiptStatus: null,
    });
    await waitFor(() => expect(result.current.settings.data!.availableBalance).toBe(before.availableBalance! - 40_000));
    expect(result.current.settings.data!.dailyCountLeft).toBe(before.dailyCountLeft! - 1);
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({ withdrawalId: withdrawal.withdrawalId, status: 'PROCESSING' }),
    );

    travel(10_000);
    await act(() => result.current.history.refetch());
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({
        withdrawalId: withdrawal.withdrawalId,
        status: 'COMPLETED',
        receiptStatus: 'AWAITING',
      }),
    );
    await act(() => result.current.awaiting.refetch());
    await waitFor(() => expect(result.current.awaiting.data!.map((w) => w.withdrawalId)).toContain(withdrawal.withdrawalId));
  });

  test('a wrong payment password or more than the balance is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ settings: useWithdrawSettings(), submit: useSubmitWithdrawal() }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    const bankCardId = result.current.settings.data!.bankCards[0]!.id;
    const wrong = await rejection(() =>
      result.current.submit.mutateAsync({ amount: 40_000, bankCardId, paymentPassword: '654321', idempotencyKey: 'wrong' }),
    );
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'payment.password.incorrect' });
    const amount = Math.min(50_000_000, balanceOf(member()) + 1_000);
    const broke = await rejection(() =>
      result.current.submit.mutateAsync({ amount, bankCardId, paymentPassword: '123456', idempotencyKey: 'broke' }),
    );
    expect(broke).toMatchObject({ kind: 'business', errorCode: 'insufficient.balance' });
  });

  test('history shows processing, completed (and rejected) withdrawals, filterable by status', async () => {
    setScenario('member');
    const all = renderQueryHook(() => useWithdrawalHistory({ pageSize: 100 }));
    await waitFor(() => expect(all.result.current.isSuccess).toBe(true));
    const statuses = new Set(all.result.current.data!.list.map((w) => w.status));
    expect(statuses).toContain('PROCESSING');
    expect(statuses).toContain('COMPLETED');
    expect(all.result.current.data!.totalCount).toBe(withdrawalsOf(member()).length);

    const done = renderQueryHook(() => useWithdrawalHistory({ status: 'COMPLETED', pageSize: 100 }));
    await waitFor(() => expect(done.result.current.isSuccess).toBe(true));
    expect(
      done.result.current.data!.list.every((w) => w.status === 'COMPLETED' && w.receiptStatus !== null && w.completeTime !== null),
    ).toBe(true);
  });

  test('the history needs a session', async () => {
    const { result } = renderQueryHook(() => useWithdrawalHistory());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('withdrawal receipt confirmation', () => {
  async function awaitingWithdrawal() {
    setScenario('member');
    const view = renderQueryHook(() => ({ awaiting: usePaymentConfirmations(), confirm: useConfirmWithdrawalReceipt() }));
    await waitFor(() => expect(view.result.current.awaiting.isSuccess).toBe(true));
    expect(view.result.current.awaiting.data).toHaveLength(1);
    return { ...view, withdrawal: view.result.current.awaiting.data![0]! };
  }

  test('received in full: it leaves the list', async () => {
    const { result, withdrawal } = await awaitingWithdrawal();
    expect(withdrawal).toMatchObject({ status: 'COMPLETED', receiptStatus: 'AWAITING', confirmDeadline: expect.any(Number) });
    const confirmed = await resolved(() =>
      result.current.confirm.mutateAsync({ withdrawalId: withdrawal.withdrawalId, result: 'RECEIVED', idempotencyKey: 'rc-1' }),
    );
    expect(confirmed).toMatchObject({ receiptStatus: 'RECEIVED', receivedAmount: withdrawal.actualAmount });
    await waitFor(() => expect(result.current.awaiting.data).toEqual([]));
  });

  test('partly received: the rest goes back to the main wallet', async () => {
    const { result, withdrawal } = await awaitingWithdrawal();
    const before = balanceOf(member());
    const received = withdrawal.actualAmount! - 15_000;
    const confirmed = await resolved(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'PARTIAL',
        receivedAmount: received,
        idempotencyKey: 'rc-2',
      }),
    );
    expect(confirmed).toMatchObject({ receiptStatus: 'PARTIAL', receivedAmount: received, remainingAmount: 15_000 });
    expect(balanceOf(member())).toBe(before + 15_000);
  });

  test('not received needs a proof image', async () => {
    const { result, withdrawal } = await awaitingWithdrawal();
    const missing = await rejection(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'NOT_RECEIVED',
        proofImage: '',
        idempotencyKey: 'rc-3',
      }),
    );
    expect(missing).toMatchObject({ kind: 'business', errorCode: 'withdraw.receipt.proof.required' });
    const confirmed = await resolved(() =>
      result.current.confirm.mutateAsync({
        withdrawalId: withdrawal.withdrawalId,
        result: 'NOT_RECEIVED',
        proofImage: PNG,
        idempotencyKey: 'rc-4',
      }),
    );
    expect(confirmed).toMatchObject({ receiptStatus: 'NOT_RECEIVED', hasProofImage: true });
  });

  test('unless confirmed in time it counts as received', async () => {
    const { result, withdrawal } = await awaitingWithdrawal();
    travel(withdrawal.confirmDeadline! - Date.now() + 1);
    await act(() => result.current.awaiting.refetch());
    await waitFor(() => expect(result.current.awaiting.data).toEqual([]));
    const late = await rejection(() =>
      result.current.confirm.mutateAsync({ withdrawalId: withdrawal.withdrawalId, result: 'RECEIVED', idempotencyKey: 'rc-5' }),
    );
    expect(late).toMatchObject({ errorCode: 'withdraw.receipt.not.awaiting' });
  });
});

describe('transfer to upline', () => {
  test('an account with toUpline moves money into its upline main wallet', async () => {
    signInAs('agent02');
    const upline = findAccount('agent01')!;
    const before = { own: balanceOf(findAccount('agent02')!), upline: balanceOf(upline) };
    const { result } = renderQueryHook(() => useTransferToUpline());
    const done = await resolved(() => result.current.mutateAsync({ amount: 30_000, paymentPassword: '123456', idempotencyKey: 'up-1' }));
    expect(done).toMatchObject({ amount: 30_000, upline: 'agent01' });
    expect(balanceOf(findAccount('agent02')!)).toBe(before.own - 30_000);
    expect(balanceOf(upline)).toBe(before.upline + 30_000);
  });

  test('others are refused; a wrong payment password too', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useTransferToUpline());
    const error = await rejection(() => result.current.mutateAsync({ amount: 30_000, paymentPassword: '123456', idempotencyKey: 'up-2' }));
    expect(error).toMatchObject({ kind: 'business', errorCode: 'transfer.upline.not.allowed' });
    signInAs('agent02');
    const wrong = await rejection(() => result.current.mutateAsync({ amount: 30_000, paymentPassword: '000000', idempotencyKey: 'up-3' }));
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'payment.password.incorrect' });
  });
});

describe('records', () => {
  test('transaction history filters by kind and date, newest first, and shows a transfer just made', async () => {
    setScenario('member');
    const deposits = renderQueryHook(() => useTransactionHistory({ kinds: ['deposit', 'rebate'], ...WINDOW, pageSize: 50 }));
    await waitFor(() => expect(deposits.result.current.isSuccess).toBe(true));
    const list = deposits.result.current.data!.list;
    expect(new Set(list.map((t) => t.kind))).toEqual(new Set(['deposit', 'rebate']));
    expect(list.every((t) => t.time >= WINDOW.startTime && t.time <= WINDOW.endTime && t.amount > 0)).toBe(true);
    expect(list.map((t) => t.time)).toEqual([...list.map((t) => t.time)].sort((a, b) => b - a));

    const { result } = renderQueryHook(() => ({ history: useTransactionHistory({ pageSize: 2 }), transfer: useWalletTransfer() }));
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    await resolved(() =>
      result.current.transfer.mutateAsync({ fromAccountTypeId: 2, toAccountTypeId: 8, amount: 5_000, idempotencyKey: 'tx' }),
    );
    await waitFor(() =>
      expect(result.current.history.data!.list.map((t) => [t.kind, t.amount, t.walletName])).toEqual([
        ['transfer', 5_000, 'Card games'],
        ['transfer', -5_000, 'Main wallet'],
      ]),
    );
  });

  test('transaction history answers #543 when member transactions are off', async () => {
    setScenario('member', { modulesOff: ['MEMTRANS3'] });
    const { result } = renderQueryHook(() => useTransactionHistory());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ errorCode: '543' });
  });

  test('betting records filter by category and status, with totals of the whole filter', async () => {
    setScenario('member');
    const live = renderQueryHook(() => useBettingRecords({ gameType: 'LIVE', pageSize: 100, ...WINDOW }));
    await waitFor(() => expect(live.result.current.isSuccess).toBe(true));
    const page = live.result.current.data!;
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((b) => b.gameType === 'LIVE')).toBe(true);
    const settled = page.list.filter((b) => b.status === 'SETTLED');
    expect(page.summary.payout).toBeCloseTo(
      settled.reduce((s, b) => s + b.payout, 0),
      2,
    );
    expect(page.summary.winLoss).toBeCloseTo(
      settled.reduce((s, b) => s + b.winLoss, 0),
      2,
    );

    const open = renderQueryHook(() => useBettingRecords({ status: 'UNSETTLED' }));
    await waitFor(() => expect(open.result.current.isSuccess).toBe(true));
    expect(open.result.current.data!.list).toHaveLength(1);
    expect(open.result.current.data!.list[0]).toMatchObject({ gameType: 'SPORTS', vendor: 'SB', settleTime: null, payout: 0 });
  });

  test('betting records need a session', async () => {
    const { result } = renderQueryHook(() => useBettingRecords());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });

  test('profit and loss adds up per category over the period', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useProfitLoss(WINDOW));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const pl = result.current.data!;
    expect(pl.categories.length).toBeGreaterThan(3);
    expect(pl.total.stake).toBeCloseTo(
      pl.categories.reduce((s, c) => s + c.stake, 0),
      2,
    );
    expect(pl.total.winLoss).toBeCloseTo(
      pl.categories.reduce((s, c) => s + c.winLoss, 0),
      2,
    );
    expect(pl.netProfit).toBeCloseTo(pl.total.winLoss + pl.bonus + pl.rebate, 2);
    expect(pl.deposit).toBeGreaterThan(0);
    expect(pl.rebate).toBeGreaterThan(0);
  });

  test('profit and loss refuses a period that ends before it starts', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useProfitLoss({ startTime: PINNED_EPOCH, endTime: PINNED_EPOCH - DAY }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('rebates list the daily rebate per category with its total', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useRebates({ gameType: 'RNG', pageSize: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const rebates = result.current.data!;
    expect(rebates.list.length).toBeGreaterThan(0);
    expect(rebates.list.every((r) => r.gameType === 'RNG' && r.rate === 0.85 && r.status === 'PAID')).toBe(true);
    // Whole dong: the rate applied to the valid bet, rounded to the dong.
    expect(rebates.list[0]!.amount).toBe(Math.round((rebates.list[0]!.validBet * 0.85) / 100));
    expect(rebates.totalAmount).toBeCloseTo(
      rebates.list.reduce((s, r) => s + r.amount, 0),
      2,
    );
  });

  test('rebate rates rise with the VIP rank; visitors are refused', async () => {
    setScenario('vip');
    const { result } = renderQueryHook(() => useRebateSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.find((r) => r.productType === 'RNG')).toEqual({ productType: 'RNG', rate: 1.1, rankLevel: 6 });
    setScenario('visitor');
    const anonymous = renderQueryHook(() => useRebates());
    await waitFor(() => expect(anonymous.result.current.isError).toBe(true));
    expect(anonymous.result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('withdraw settings as captured live (limits only): no daily count, no turnover owed, no available balance', () => {
    expect(withdrawSettingsSchema.parse({ minimumAmount: 100, maximumAmount: 50_000 })).toEqual({
      minimumAmount: 100,
      maximumAmount: 50_000,
      needPaymentPassword: true,
      hasPaymentPassword: true,
      turnover: { required: 0, completed: 0, remaining: 0 },
      feeRate: 0,
      bankCards: [],
    });
  });

  test('deposit settings and balance as captured live', () => {
    expect(depositSettingsSchema.parse({ allowDeposit: 'Y', totalDepositSuccessCount: 1, depositInfo: '24/24' })).toEqual({
      allowDeposit: true,
      totalDepositSuccessCount: 1,
      depositInfo: '24/24',
      depositOpen: true,
      pendingCount: 0,
      maxPendingCount: 3,
    });
    expect(
      balanceSchema.parse({ sumBalance: 0.25, balance: [{ accountTypeId: 2, availBalance: 0.25 }], currency: 'BDT', currencySymbol: '৳' }),
    ).toEqual({
      sumBalance: 0.25,
      balance: [{ accountTypeId: 2, availBalance: 0.25 }],
      currency: 'BDT',
      currencySymbol: '৳',
    });
  });

  test('a record with its id, time, amount and status only; a page without counters', () => {
    const history = depositHistorySchema.parse({ list: [{ depositId: 'D1', requestTime: 1, amount: 100, status: 'PENDING' }] });
    expect(history).toMatchObject({ pageNo: 1, pageSize: 1, totalCount: 1, totalPages: 1 });
    expect(history.list[0]).toEqual({
      depositId: 'D1',
      requestTime: 1,
      amount: 100,
      status: 'PENDING',
      fee: 0,
      channelGroup: '',
      channelName: '',
    });
    expect(transactionHistorySchema.parse({ list: [{ id: 'T1', time: 1, kind: 'bet', amount: -5 }] }).list[0]).toEqual({
      id: 'T1',
      time: 1,
      kind: 'bet',
      amount: -5,
    });
  });
});

describe('binding a card (designed)', () => {
  test('the bank list offers banks, e-wallets and USDT', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useBankList());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(new Set(result.current.data!.map((b) => b.type))).toEqual(new Set(['BANK', 'EWALLET', 'USDT']));
    expect(result.current.data!.find((b) => b.bankCode === 'VCB')).toMatchObject({ bankName: 'Vietcombank', type: 'BANK' });
  });

  test('refused without a payment password, with a wrong one, a bad number, a duplicate; the fifth card is the last', async () => {
    setScenario('member');
    signInAs('member04');
    const { result } = renderQueryHook(() => ({ settings: useWithdrawSettings(), add: useAddBankCard() }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    expect(result.current.settings.data).toMatchObject({ hasPaymentPassword: false, bankCards: [] });
    const card = {
      type: 'BANK',
      bankCode: 'VCB',
      accountName: 'Nguyen Van A',
      accountNumber: '0123456789',
      paymentPassword: '123456',
    } as const;
    expect(await rejection(() => result.current.add.mutateAsync(card))).toMatchObject({ errorCode: 'payment.password.not.set' });
    findAccount('member04')!.paymentPassword = '123456';
    expect(await rejection(() => result.current.add.mutateAsync({ ...card, paymentPassword: '999999' }))).toMatchObject({
      errorCode: 'payment.password.incorrect',
    });
    expect(await rejection(() => result.current.add.mutateAsync({ ...card, accountNumber: '12ab' }))).toMatchObject({
      errorCode: 'accountNumber.invalid',
    });
    const added = await act(() => result.current.add.mutateAsync(card));
    expect(added).toMatchObject({
      type: 'BANK',
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN A',
      accountNumber: '**** 6789',
      isDefault: true,
    });
    await waitFor(() => expect(result.current.settings.data!.bankCards).toHaveLength(1));
    expect(await rejection(() => result.current.add.mutateAsync(card))).toMatchObject({ errorCode: 'bankCard.duplicate' });
    for (const n of ['0123456780', '0123456781', '0123456782', '0123456783'])
      await act(() => result.current.add.mutateAsync({ ...card, accountNumber: n }));
    expect(await rejection(() => result.current.add.mutateAsync({ ...card, accountNumber: '0123456784' }))).toMatchObject({
      errorCode: 'bankCard.limit',
    });
    expect(
      await rejection(() => result.current.add.mutateAsync({ ...card, type: 'USDT', bankCode: 'USDT_TRC20', accountNumber: 'T123' })),
    ).toMatchObject({
      errorCode: 'accountNumber.invalid',
    });
  });
});
