import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node.ts';
import { setScenario } from '../../tests/support/scenario.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { inboxSchema, markNoticesResultSchema } from './inbox.contract.ts';
import { getInbox } from './inbox.ts';
import { CHAT_HEADER_COLOR, unreadCountSchema } from './messages.contract.ts';
import { getChatUrl, useChatUnreadCount, useChatUrl, useUnreadCount } from './messages.ts';

describe('inbox unread count (CSP_unreadCount, INBOX3)', () => {
  test('a member gets the number of unread messages of the inbox', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useUnreadCount());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const inbox = await getInbox({ size: 50 });
    expect(result.current.data).toBe(inbox.list.filter((message) => !message.read).length);
    expect(result.current.data).toBeGreaterThan(0);
  });

  test('the value is a bare number; null counts as none', () => {
    expect(unreadCountSchema.parse(3)).toBe(3);
    expect(unreadCountSchema.parse('4')).toBe(4);
    expect(unreadCountSchema.parse(null)).toBe(0);
    expect(() => unreadCountSchema.parse(-1)).toThrow();
  });

  test('without a session: 401 login.not.session', async () => {
    const { result } = renderQueryHook(() => useUnreadCount());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });

  test('with INBOX3 off: #543', async () => {
    setScenario('member', { modulesOff: ['INBOX3'] });
    const { result } = renderQueryHook(() => useUnreadCount());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543', message: 'function.not.available' });
  });
});

describe('chat unread count (CBS_unreadCount, CBS3)', () => {
  test('a member reads unReadCount', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useChatUnreadCount());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ unReadCount: 2 });
  });

  test('with CBS3 off: #543', async () => {
    setScenario('member', { modulesOff: ['CBS3'] });
    const { result } = renderQueryHook(() => useChatUnreadCount());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('without a session: 401', async () => {
    const { result } = renderQueryHook(() => useChatUnreadCount());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('chat URL (CBS_launchChat, CBS3)', () => {
  test('b2c=1, the title, language and header colour go out; the chat URL comes back', async () => {
    setScenario('member');
    let query: URLSearchParams | undefined;
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/relay/CBS_launchChat') query = url.searchParams;
    };
    server.events.on('request:start', listener);
    const { result } = renderQueryHook(() => useChatUrl({ title: 'Customer Service', language: 'EN' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeListener('request:start', listener);
    expect(Object.fromEntries(query!)).toEqual({
      b2c: '1',
      title: 'Customer Service',
      language: 'EN',
      headerColor: CHAT_HEADER_COLOR,
    });
    const chat = new URL(result.current.data!.chatUrl);
    // The fake chat page, on the app server's other loopback name (jsdom's page is on localhost).
    expect(location.hostname).toBe('localhost');
    expect(chat.origin).toBe(`${location.protocol}//127.0.0.1:${location.port}`);
    expect(chat.pathname).toBe('/fake-chat.html');
    expect(Object.fromEntries(chat.searchParams)).toEqual({
      b2c: '1',
      ticket: expect.stringMatching(/^cbs-[0-9a-z]+$/),
      title: 'Customer Service',
      language: 'EN',
      headerColor: '#6142bf',
    });
  });

  test('another #rrggbb colour is passed through; anything else is refused', async () => {
    setScenario('member');
    const { chatUrl } = await getChatUrl({ title: 'Hỗ trợ', language: 'VI', headerColor: '#ff947a' });
    expect(new URL(chatUrl).searchParams.get('headerColor')).toBe('#ff947a');
    await expect(getChatUrl({ title: 'x', language: 'EN', headerColor: 'purple' })).rejects.toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
  });

  test('a trial account is refused the chat', async () => {
    setScenario('trial');
    const { result } = renderQueryHook(() => useChatUrl({ title: 'Customer Service', language: 'EN' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'trial.account.not.allowed' });
  });

  test('with CBS3 off: #543; without a session: 401', async () => {
    setScenario('member', { modulesOff: ['CBS3'] });
    await expect(getChatUrl({ title: 'Customer Service', language: 'EN' })).rejects.toMatchObject({ kind: 'business', errorCode: '543' });
    setScenario('visitor');
    const { result } = renderQueryHook(() => useChatUrl({ title: 'Customer Service', language: 'EN' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('the unread count as captured live; an inbox page with messages that carry only an id and a time', () => {
    expect(unreadCountSchema.parse(1)).toBe(1);
    expect(inboxSchema.parse({ content: [{ inboxId: 7, sendTime: 1 }] })).toEqual({
      list: [{ id: '7', recordSource: '', sender: '', title: '', content: '', time: 1, read: false, canReply: false }],
      page: 1,
      totalPages: 1,
      total: null,
      footer: {},
    });
  });

  test('the notices mark answer without its count', () => {
    expect(markNoticesResultSchema.parse({})).toEqual({});
  });
});
