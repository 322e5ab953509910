/**
 * The fake platform as one stateful world, through the hooks the screens use: a new player registers,
 * logs in, sees the registration bonus, moves money to a game wallet (a retried request does not move
 * it twice), logs out, and the next member call is a 401.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useMemberInfo, useRegister } from '../../app/api/member.ts';
import { useLogin, useLogout } from '../../app/api/session.ts';
import { mainBalance } from '../../app/api/wallet.contract.ts';
import { useBalance, useWalletTransfer } from '../../app/api/wallet.ts';
import { renderQueryHook } from '../support/query.tsx';
import { setToken } from '../support/scenario.ts';

const SLOTS_WALLET = 6;

test('register → login → balance → transfer → balance → retried transfer → logout → 401', async () => {
  const register = renderQueryHook(() => useRegister());
  await act(() => register.result.current.mutateAsync({ username: 'journey01', password: 'Abc12345', confirmPassword: 'Abc12345' }));

  const login = renderQueryHook(() => useLogin());
  const session = await act(() => login.result.current.mutateAsync({ username: 'journey01', password: 'Abc12345', type: 'username' }));
  expect(session.token).toBeTruthy();
  setToken(session.token);

  const member = renderQueryHook(() => useMemberInfo());
  await waitFor(() => expect(member.result.current.data?.account).toBe('journey01'));

  const { result: balance, client } = renderQueryHook(() => ({ balance: useBalance(), transfer: useWalletTransfer() }));
  await waitFor(() => expect(balance.current.balance.data).toBeDefined());
  expect(mainBalance(balance.current.balance.data!)).toBe(1000); // the registration bonus, and nothing else
  expect(balance.current.balance.data!.sumBalance).toBe(1000);

  const customerId = member.result.current.data!.id!;
  const move = { customerId, fromAccountTypeId: 2, toAccountTypeId: SLOTS_WALLET, amount: 250, idempotencyKey: 'journey-transfer-1' };
  await act(() => balance.current.transfer.mutateAsync(move));
  await waitFor(() => expect(mainBalance(balance.current.balance.data!)).toBe(750));
  const slots = () => balance.current.balance.data!.balance.find((w) => w.accountTypeId === SLOTS_WALLET)?.availBalance;
  expect(slots()).toBe(250);
  expect(balance.current.balance.data!.sumBalance).toBe(1000);

  // The same user action retried (a lost answer): the platform replays it instead of moving money again.
  await act(() => balance.current.transfer.mutateAsync(move));
  await act(() => client.refetchQueries());
  expect(mainBalance(balance.current.balance.data!)).toBe(750);
  expect(slots()).toBe(250);

  const logout = renderQueryHook(() => useLogout());
  await act(() => logout.result.current.mutateAsync());
  const after = renderQueryHook(() => useMemberInfo());
  await waitFor(() => expect(after.result.current.isError).toBe(true));
  expect(after.result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
});
