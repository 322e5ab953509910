import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { HOSTILE_MESSAGE_TITLE } from '../../mocks/db/messages.ts';
import { decideOrder, depositsOf, submitDeposit, withdrawalsOf } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { server } from '../../mocks/node.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { inboxSchema, NOTICE_KINDS } from './inbox.contract.ts';
import {
  deleteMessages,
  getInbox,
  markMessagesRead,
  markNoticeRead,
  useDeleteMessages,
  useInbox,
  useMarkMessagesRead,
  useMarkNoticeRead,
  useNotices,
} from './inbox.ts';
import { useUnreadCount } from './messages.ts';

describe('inbox list (CSP_getInbox, read as the client reads an inbox)', () => {
  test('pages of messages, newest first, with their store, sender and rich-text bodies; the page count only', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useInbox({ page: 1, size: 5 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = result.current.data!;
    expect(page).toMatchObject({ page: 1, totalPages: 2, total: null });
    expect(page.list).toHaveLength(5);
    const times = page.list.map((message) => message.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const message of page.list) {
      expect(['SYSTEM', 'MERCHANT']).toContain(message.recordSource);
      expect(message.sender).not.toBe('');
      expect(message.content).toMatch(/^<(p|h3)>/);
    }

    const { result: second } = renderQueryHook(() => useInbox({ page: 2, size: 5 }));
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

  test('the query is {page, size, sort}; the rows are read from the client fields', async () => {
    setScenario('member');
    const sent = await captureQuery('/wps/relay/CSP_getInbox', () => getInbox({ page: 2, size: 5 }));
    expect(Object.fromEntries(sent.query)).toEqual({ page: '2', size: '5', sort: 'sendTime:desc' });
    expect(
      inboxSchema.parse({
        content: [
          {
            inboxId: 12,
            read: 1,
            readCount: 1,
            recordSource: 'SYSTEM',
            senderName: 'Viva123',
            subject: 'Hello',
            content: '<p>Hi</p>',
            sendTime: 5,
            canReply: 'N',
            metadata: { promotionClaimId: 1 },
          },
        ],
        totalPages: 3,
      }),
    ).toMatchObject({
      list: [
        { id: '12', read: true, recordSource: 'SYSTEM', sender: 'Viva123', title: 'Hello', content: '<p>Hi</p>', time: 5, canReply: false },
      ],
      totalPages: 3,
    });
  });

  test('an agent also gets the dividend message; a trial account only the welcome', async () => {
    setScenario('agent');
    expect((await getInbox({ size: 50 })).list.map((message) => message.title)).toContain('Dividend settled for last period');
    setScenario('trial');
    const trial = await getInbox();
    expect(trial.list.map((message) => [message.title, message.read])).toEqual([['Welcome to Viva123!', false]]);
  });

  test('in Vietnamese the messages and their senders are in Vietnamese', async () => {
    setScenario('member');
    setApiLanguage('VI');
    const inbox = await getInbox({ size: 50 });
    expect(inbox.list.map((message) => message.title)).toContain('Chào mừng bạn đến với Viva123!');
    expect(inbox.list.map((message) => message.sender)).toContain('Bảo mật tài khoản');
  });

  test('a page size above 50 is refused; without a session 401', async () => {
    setScenario('member');
    await expect(getInbox({ size: 500 })).rejects.toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    setScenario('visitor');
    const { result } = renderQueryHook(() => useInbox());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('read a message (PUT EMFE_updateInboxRead?recordSource=)', () => {
  test('opening an unread message marks it read with {id} and its store; the unread count drops', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ count: useUnreadCount(), inbox: useInbox({ size: 50 }), read: useMarkMessagesRead() }));
    await waitFor(() => expect(result.current.count.isSuccess && result.current.inbox.isSuccess).toBe(true));
    const before = result.current.count.data!;
    const unread = result.current.inbox.data!.list.find((message) => !message.read)!;

    const sent = await captureQuery('/wps/relay/EMFE_updateInboxRead', () =>
      act(() => result.current.read.mutateAsync({ messages: [unread] })),
    );
    expect(Object.fromEntries(sent.query)).toEqual({ recordSource: unread.recordSource });
    expect(JSON.parse(sent.body)).toEqual({ id: unread.id });
    await waitFor(() => expect(result.current.count.data).toBe(before - 1));
    await waitFor(() => expect(result.current.inbox.data!.list.find((message) => message.id === unread.id)!.read).toBe(true));

    // Reading it again changes nothing.
    await act(() => result.current.read.mutateAsync({ messages: [unread] }));
    await waitFor(() => expect(result.current.count.isFetching).toBe(false));
    expect(result.current.count.data).toBe(before - 1);
  });

  test('several of one store go as {ids} in one request; an unknown id, or the wrong store, is a business failure', async () => {
    setScenario('member');
    const inbox = await getInbox({ size: 50 });
    const merchant = inbox.list.filter((message) => message.recordSource === 'MERCHANT' && !message.read);
    expect(merchant.length).toBeGreaterThan(1);
    const sent = await captureQuery('/wps/relay/EMFE_updateInboxRead', () => markMessagesRead({ messages: merchant }));
    expect(JSON.parse(sent.body)).toEqual({ ids: merchant.map((message) => message.id) });
    expect(
      (await getInbox({ size: 50 })).list.filter((message) => message.recordSource === 'MERCHANT').every((message) => message.read),
    ).toBe(true);

    await expect(markMessagesRead({ messages: [{ id: '1', recordSource: 'SYSTEM' }] })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'message.not.found',
    });
    await expect(markMessagesRead({ messages: [{ id: merchant[0]!.id, recordSource: 'SYSTEM' }] })).rejects.toMatchObject({
      errorCode: 'message.not.found',
    });
  });
});

describe('delete messages (DELETE EMFE_deleteInbox?inboxIds=&recordSource=)', () => {
  test('one request per store, the ids as repeated query keys and no body; an unread one takes its count with it', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ count: useUnreadCount(), inbox: useInbox({ size: 50 }), remove: useDeleteMessages() }));
    await waitFor(() => expect(result.current.count.isSuccess && result.current.inbox.isSuccess).toBe(true));
    const list = result.current.inbox.data!.list;
    const system = list.filter((message) => message.recordSource === 'SYSTEM').slice(0, 2);
    const merchant = list.find((message) => message.recordSource === 'MERCHANT')!;
    const chosen = [...system, merchant];
    const unreadChosen = chosen.filter((message) => !message.read).length;
    const before = result.current.count.data!;

    const requests: Promise<{ query: URLSearchParams; body: string }>[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/relay/EMFE_deleteInbox')
        requests.push(
          request
            .clone()
            .text()
            .then((body) => ({ query: url.searchParams, body })),
        );
    };
    server.events.on('request:start', listener);
    try {
      await act(async () => {
        expect(await result.current.remove.mutateAsync({ messages: chosen })).toEqual({ deleted: 3 });
      });
    } finally {
      server.events.removeListener('request:start', listener);
    }
    const sent = await Promise.all(requests);
    expect(sent.map((request) => [request.query.get('recordSource'), request.query.getAll('inboxIds'), request.body]).sort()).toEqual(
      [
        ['MERCHANT', [merchant.id], ''],
        ['SYSTEM', system.map((message) => message.id), ''],
      ].sort(),
    );
    await waitFor(() => expect(result.current.inbox.data!.list).toHaveLength(list.length - 3));
    expect(result.current.inbox.data!.list.map((message) => message.id)).not.toContain(merchant.id);
    await waitFor(() => expect(result.current.count.data).toBe(before - unreadChosen));
  });

  test('no ids, or ids of another store, are refused', async () => {
    setScenario('member');
    const inbox = await getInbox({ size: 50 });
    const system = inbox.list.find((message) => message.recordSource === 'SYSTEM')!;
    await expect(deleteMessages({ messages: [{ id: system.id, recordSource: 'MERCHANT' }] })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'message.not.found',
    });
    expect((await getInbox({ size: 50 })).list).toHaveLength(inbox.list.length);
  });
});

describe('notices (CSP_getNotices, CSP_markNoticesRead: designed, no source shows them)', () => {
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
