import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { balanceOf, sumBalance } from '../../mocks/db/wallets.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { balanceSchema, consolidatedFundsSchema, mainBalance, walletTransferResultSchema } from './wallet.contract.ts';
import { useBalance, useConsolidatedFunds, useMerchantWallet, useTransferToUpline, useWalletReturn, useWalletTransfer } from './wallet.ts';

const member = () => findAccount('member01')!;

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

describe('every money read needs a session', () => {
  test.each([['useConsolidatedFunds', () => useConsolidatedFunds()]] as [string, () => { isError: boolean; error: unknown }][])(
    '%s answers 401 login.not.session to a visitor',
    async (_, hook) => {
      const { result } = renderQueryHook(hook);
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
    },
  );
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
      contracthoursalreqtype: true,
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
      flags.contracthoursalreqtype,
      flags.realtimesalreqtype,
      flags.contractmrdailysalinfotype,
      flags.contracthoursalinfo,
      flags.dailysalinfotype,
      flags.divtypeinfo,
    ]).toEqual(Array(8).fill(false));
    expect(flags.availBalance).toBe(balanceOf(member()));
  });
});

test("the hourly-salary flag reads the spec's contracthoursalreqtype, else the desktop sources' contracthoursalreq", () => {
  expect(consolidatedFundsSchema.parse({ contracthoursalreqtype: 1 }).contracthoursalreqtype).toBe(true);
  expect(consolidatedFundsSchema.parse({ contracthoursalreq: '1' }).contracthoursalreqtype).toBe(true);
  expect(consolidatedFundsSchema.parse({ contracthoursalreqtype: 0, contracthoursalreq: 1 }).contracthoursalreqtype).toBe(false);
  expect(consolidatedFundsSchema.parse({}).contracthoursalreqtype).toBe(false);
});

describe('wallet transfer and return', () => {
  /** The customerId the client sends: the member info's id. */
  const customerId = () => member().id;

  test('the transfer body and answer as the platform client has them', () => {
    expect(walletTransferResultSchema.parse({ successAmount: 25_500 })).toEqual({ amount: 25_500 });
  });

  test('both wallets show the move, and a retry with the same key does not move money twice', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ balance: useBalance(), transfer: useWalletTransfer() }));
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    const before = result.current.balance.data!;
    const live = (b: typeof before) => b.balance.find((w) => w.accountTypeId === 5)!.availBalance;

    const input = { customerId: customerId(), fromAccountTypeId: 2, toAccountTypeId: 5, amount: 25_500, idempotencyKey: 'transfer-1' };
    const first = await resolved(() => result.current.transfer.mutateAsync(input));
    expect(first.amount).toBe(25_500);
    // The mutation invalidated the balance: the mounted query refetches by itself.
    await waitFor(() => expect(mainBalance(result.current.balance.data!)).toBe(mainBalance(before) - 25_500));
    expect(live(result.current.balance.data!)).toBe(live(before) + 25_500);
    expect(result.current.balance.data!.sumBalance).toBe(before.sumBalance);

    const retry = await resolved(() => result.current.transfer.mutateAsync(input));
    expect(retry.amount).toBe(25_500);
    expect(balanceOf(member())).toBe(mainBalance(before) - 25_500);
    expect(balanceOf(member(), 5)).toBe(live(before) + 25_500);
  });

  test("the platform refuses another member's customerId", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useWalletTransfer());
    const error = await rejection(() =>
      result.current.mutateAsync({
        customerId: customerId() + 1,
        fromAccountTypeId: 2,
        toAccountTypeId: 5,
        amount: 1_000,
        idempotencyKey: 'other',
      }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('the wallet return brings every game wallet back to main, and the balance reads it', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ balance: useBalance(), transfer: useWalletTransfer(), back: useWalletReturn() }));
    await waitFor(() => expect(result.current.balance.isSuccess).toBe(true));
    await resolved(() =>
      result.current.transfer.mutateAsync({
        customerId: customerId(),
        fromAccountTypeId: 2,
        toAccountTypeId: 7,
        amount: 10_000,
        idempotencyKey: 'in',
      }),
    );
    const total = sumBalance(member());
    expect(await resolved(() => result.current.back.mutateAsync({ customerId: customerId(), idempotencyKey: 'back' }))).toBe(true);
    await waitFor(() => expect(mainBalance(result.current.balance.data!)).toBe(total));
    expect(result.current.balance.data!.balance.filter((w) => w.accountTypeId !== 2).every((w) => w.availBalance === 0)).toBe(true);
    // Nothing left to return: done again, nothing moves.
    expect(await resolved(() => result.current.back.mutateAsync({ customerId: customerId(), idempotencyKey: 'again' }))).toBe(true);
    expect(balanceOf(member())).toBe(total);
  });

  test('more than the wallet holds is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useWalletTransfer());
    const error = await rejection(() =>
      result.current.mutateAsync({
        customerId: customerId(),
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
      result.current.mutateAsync({
        customerId: customerId(),
        fromAccountTypeId: 2,
        toAccountTypeId: 5,
        amount: 25_500.5,
        idempotencyKey: 'decimals',
      }),
    );
    expect(error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    expect(balanceOf(member())).toBe(before);
  });

  test('answers #543 when fund transfer is switched off', async () => {
    setScenario('member', { modulesOff: ['FUNDTRANS3'] });
    const { result } = renderQueryHook(() => useWalletReturn());
    const error = await rejection(() => result.current.mutateAsync({ customerId: customerId(), idempotencyKey: 'off' }));
    expect(error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('transfer to upline', () => {
  test('an account with toUpline moves money into its upline main wallet', async () => {
    signInAs('agent02');
    const upline = findAccount('agent01')!;
    const before = { own: balanceOf(findAccount('agent02')!), upline: balanceOf(upline) };
    const { result } = renderQueryHook(() => useTransferToUpline());
    const done = await resolved(() => result.current.mutateAsync({ amount: 30_000, password: '123456', idempotencyKey: 'up-1' }));
    expect(done).toMatchObject({ amount: 30_000, upline: 'agent01' });
    expect(balanceOf(findAccount('agent02')!)).toBe(before.own - 30_000);
    expect(balanceOf(upline)).toBe(before.upline + 30_000);
  });

  test('others are refused; a wrong payment password too', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useTransferToUpline());
    const error = await rejection(() => result.current.mutateAsync({ amount: 30_000, password: '123456', idempotencyKey: 'up-2' }));
    expect(error).toMatchObject({ kind: 'business', errorCode: 'transfer.upline.not.allowed' });
    signInAs('agent02');
    const wrong = await rejection(() => result.current.mutateAsync({ amount: 30_000, password: '000000', idempotencyKey: 'up-3' }));
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'invalid.payment.pw' });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('the balance as captured live', () => {
    expect(
      balanceSchema.parse({ sumBalance: 0.25, balance: [{ accountTypeId: 2, availBalance: 0.25 }], currency: 'BDT', currencySymbol: '৳' }),
    ).toEqual({
      sumBalance: 0.25,
      balance: [{ accountTypeId: 2, availBalance: 0.25 }],
      currency: 'BDT',
      currencySymbol: '৳',
    });
  });
});
