import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { HOSTILE_MESSAGE_TITLE } from '../../mocks/db/messages.ts';
import { decideOrder, depositsOf, submitDeposit, withdrawalsOf } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { NOTICE_KINDS } from './inbox.contract.ts';
import {
  getInbox,
  markNoticeRead,
  readMessage,
  useDeleteMessages,
  useInbox,
  useMarkNoticeRead,
  useNotices,
  useReadMessage,
} from './inbox.ts';
import { useUnreadCount } from './messages.ts';

describe('inbox (CSP_getInbox, designed)', () => {
  test('pages of messages, newest first, with rich-text bodies', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useInbox({ pageNo: 1, pageSize: 5 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = result.current.data!;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 5, totalCount: 9, totalPages: 2 });
    expect(page.list).toHaveLength(5);
    const times = page.list.map((message) => message.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const message of page.list) {
      expect(['WELCOME', 'PROMOTION', 'SECURITY', 'SYSTEM']).toContain(message.type);
      expect(message.content).toMatch(/^<(p|h3)>/);
    }

    const { result: second } = renderQueryHook(() => useInbox({ pageNo: 2, pageSize: 5 }));
    await waitFor(() => expect(second.current.isSuccess).toBe(true));
    expect(second.current.data!.list).toHaveLength(4);
    const all = [...page.list, ...second.current.data!.list];
    expect(new Set(all.map((message) => message.id)).size).toBe(9);
    expect(all.map((message) => message.title)).toContain('Welcome to Viva123!');
    // Links, images and one hostile body the screens must sanitise.
    expect(all.some((message) => message.content.includes('<a href="/promotions">'))).toBe(true);
    expect(all.some((message) => message.content.includes('<img src="data:image/svg+xml,'))).toBe(true);
    const hostile = all.find((message) => message.title === HOSTILE_MESSAGE_TITLE)!;
    expect(hostile.content).toContain('onerror=');
    expect(hostile.content).toContain('<script>');
  });

  test('an agent also gets the dividend message; a trial account only the welcome', async () => {
    setScenario('agent');
    expect((await getInbox({ pageSize: 50 })).list.map((message) => message.title)).toContain('Dividend settled for last period');
    setScenario('trial');
    const trial = await getInbox();
    expect(trial.list.map((message) => message.title)).toEqual(['Welcome to Viva123!']);
    expect(trial.unreadCount).toBe(1);
  });

  test('in Vietnamese the messages are in Vietnamese', async () => {
    setScenario('member');
    setApiLanguage('VI');
    const inbox = await getInbox({ pageSize: 50 });
    expect(inbox.list.map((message) => message.title)).toContain('Chào mừng bạn đến với Viva123!');
  });

  test('a page size above 50 is refused; without a session 401', async () => {
    setScenario('member');
    await expect(getInbox({ pageSize: 500 })).rejects.toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    setScenario('visitor');
    const { result } = renderQueryHook(() => useInbox());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('read a message (CSP_readMessage, designed)', () => {
  test('reading an unread message marks it read and the unread count drops', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ count: useUnreadCount(), inbox: useInbox({ pageSize: 50 }), read: useReadMessage() }));
    await waitFor(() => expect(result.current.count.isSuccess && result.current.inbox.isSuccess).toBe(true));
    const before = result.current.count.data!;
    const unread = result.current.inbox.data!.list.find((message) => !message.read)!;

    let answer: Awaited<ReturnType<typeof readMessage>> | undefined;
    await act(async () => {
      answer = await result.current.read.mutateAsync({ id: unread.id });
    });
    expect(answer).toMatchObject({ id: unread.id, title: unread.title, read: true });
    await waitFor(() => expect(result.current.count.data).toBe(before - 1));
    await waitFor(() => expect(result.current.inbox.data!.list.find((message) => message.id === unread.id)!.read).toBe(true));

    // Reading it again changes nothing.
    await act(async () => {
      await result.current.read.mutateAsync({ id: unread.id });
    });
    await waitFor(() => expect(result.current.count.isFetching).toBe(false));
    expect(result.current.count.data).toBe(before - 1);
  });

  test('an unknown id is a business failure', async () => {
    setScenario('member');
    await expect(readMessage({ id: '1' })).rejects.toMatchObject({ kind: 'business', errorCode: 'message.not.found' });
  });
});

describe('delete messages (CSP_deleteMessages, designed)', () => {
  test('deleted messages leave the inbox; an unread one takes its count with it', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ count: useUnreadCount(), inbox: useInbox({ pageSize: 50 }), remove: useDeleteMessages() }));
    await waitFor(() => expect(result.current.count.isSuccess && result.current.inbox.isSuccess).toBe(true));
    const list = result.current.inbox.data!.list;
    const unread = list.find((message) => !message.read)!;
    const read = list.find((message) => message.read)!;
    const before = result.current.count.data!;

    await act(async () => {
      expect(await result.current.remove.mutateAsync({ ids: [unread.id, read.id] })).toEqual({ deleted: 2 });
    });
    await waitFor(() => expect(result.current.inbox.data!.totalCount).toBe(list.length - 2));
    expect(result.current.inbox.data!.list.map((message) => message.id)).not.toContain(unread.id);
    await waitFor(() => expect(result.current.count.data).toBe(before - 1));
  });

  test('no ids is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDeleteMessages());
    await act(async () => {
      await result.current.mutateAsync({ ids: [] }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });
});

describe('notices (CSP_getNotices, CSP_markNoticesRead, designed)', () => {
  test("the feed is the wallet's credited/failed deposits and approved/rejected withdrawals, newest first", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useNotices());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { list, unreadCount } = result.current.data!;

    const account = findAccount('member01')!;
    const expected = [
      ...depositsOf(account)
        .filter((deposit) => deposit.status !== 'PENDING')
        .map((deposit) => ({
          id: deposit.depositId,
          kind: deposit.status === 'SUCCESS' ? 'DEPOSIT_CREDITED' : 'DEPOSIT_FAILED',
          amount: deposit.status === 'SUCCESS' ? deposit.actualAmount : deposit.amount,
        })),
      ...withdrawalsOf(account)
        .filter((withdrawal) => withdrawal.status !== 'PROCESSING')
        .map((withdrawal) => ({
          id: withdrawal.withdrawalId,
          kind: withdrawal.status === 'COMPLETED' ? 'WITHDRAWAL_APPROVED' : 'WITHDRAWAL_REJECTED',
          amount: withdrawal.amount,
        })),
    ];
    expect(list).toHaveLength(Math.min(20, expected.length));
    for (const notice of list) {
      expect(NOTICE_KINDS).toContain(notice.kind);
      expect(expected).toContainEqual({ id: notice.id, kind: notice.kind, amount: notice.amount });
      expect(notice.orderNo).toBe(notice.id);
    }
    const times = list.map((notice) => notice.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The last three days are unread; older ones have been seen.
    expect(unreadCount).toBe(list.filter((notice) => notice.time >= PINNED_EPOCH - 3 * 86_400_000).length);
    expect(unreadCount).toBeGreaterThan(0);
    expect(list.every((notice) => notice.read === notice.time < PINNED_EPOCH - 3 * 86_400_000)).toBe(true);
  });

  test('polling: a deposit decided after the first read reaches the feed by itself', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useNotices({ pollMs: 100 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const account = findAccount('member01')!;
    const deposit = submitDeposit(account, { vendorId: 29001, bankCode: 'VCB', amount: 100_000, fields: { depositorName: 'An Le' } });
    expect(decideOrder(account, deposit.depositId, true)).toBe(true);
    await waitFor(() => expect(result.current.data?.list.some((notice) => notice.id === deposit.depositId)).toBe(true));
  });

  test('marking one read lowers the count; marking all clears it', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ notices: useNotices(), mark: useMarkNoticeRead() }));
    await waitFor(() => expect(result.current.notices.isSuccess).toBe(true));
    const before = result.current.notices.data!.unreadCount;
    const unread = result.current.notices.data!.list.find((notice) => !notice.read)!;
    await act(async () => {
      expect(await result.current.mark.mutateAsync({ ids: [unread.id] })).toEqual({ unreadCount: before - 1 });
    });
    await waitFor(() => expect(result.current.notices.data!.unreadCount).toBe(before - 1));
    expect(result.current.notices.data!.list.find((notice) => notice.id === unread.id)!.read).toBe(true);

    await act(async () => {
      await result.current.mark.mutateAsync({ all: true });
    });
    await waitFor(() => expect(result.current.notices.data!.unreadCount).toBe(0));
    expect(result.current.notices.data!.list.every((notice) => notice.read)).toBe(true);
  });

  test('a body with neither ids nor all is refused; without a session 401', async () => {
    setScenario('member');
    await expect(markNoticeRead({ ids: [] })).rejects.toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    setScenario('visitor');
    const { result } = renderQueryHook(() => useNotices());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});
