/**
 * Inbox, notices (CSP relays, INBOX3) and the customer-service chat (CBS relays, CBS3). The inbox
 * list, read, delete and the notices are designed calls (scripts/api-calls.ts); the inbox answers in
 * the request's language. Notices are the wallet's credited/failed deposits and approved/rejected
 * withdrawals (mocks/db/messages.ts).
 */
import type { HttpHandler } from 'msw';
import { hashSeed } from '../db/rng.ts';
import {
  chatUnreadOf,
  deleteMessages,
  mailboxOf,
  markNoticesRead,
  messageView,
  noticesOf,
  noticeView,
  readMessage,
  unreadMessages,
  unreadNotices,
  type Language,
} from '../db/messages.ts';
import { failure, int, str, wps, type CallContext } from './platform.ts';
import { providerOrigin } from './provider-origin.ts';

const MAX_PAGE_SIZE = 50;
const NOTICES_SHOWN = 20;

const language = (ctx: CallContext): Language => (ctx.request.headers.get('Language')?.toUpperCase().startsWith('VI') ? 'VI' : 'EN');

const badParam = (message: string) => failure(message, 'request_param_err');

/** A list of ids from a JSON body: strings or numbers, compared as strings. */
function idsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number').map(String);
  return ids.length === value.length ? ids : undefined;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const messagesHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/CSP_unreadCount', { auth: 'required', module: 'INBOX3' }, (ctx) => unreadMessages(ctx.account!)),

  ...wps('get', '/wps/relay/CSP_getInbox', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const account = ctx.account!;
    const pageNo = int(ctx.query, 'pageNo', 1);
    const pageSize = int(ctx.query, 'pageSize', 10);
    if (pageSize > MAX_PAGE_SIZE) return badParam(`pageSize must be at most ${MAX_PAGE_SIZE}`);
    const messages = mailboxOf(account).messages;
    const lang = language(ctx);
    return {
      list: messages.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((message) => messageView(message, lang)),
      pageNo,
      pageSize,
      totalCount: messages.length,
      totalPages: Math.ceil(messages.length / pageSize),
      unreadCount: unreadMessages(account),
    };
  }),

  ...wps('post', '/wps/relay/CSP_readMessage', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const id = str(ctx.body, 'id');
    if (!id) return badParam('id is required');
    const message = readMessage(ctx.account!, id);
    return message ? messageView(message, language(ctx)) : failure('Message not found', 'message.not.found');
  }),

  ...wps('post', '/wps/relay/CSP_deleteMessages', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const ids = idsOf(ctx.body.ids);
    if (!ids || ids.length === 0) return badParam('ids is required');
    const deleted = deleteMessages(ctx.account!, ids);
    return deleted > 0 ? { deleted } : failure('Message not found', 'message.not.found');
  }),

  ...wps('get', '/wps/relay/CSP_getNotices', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const notices = noticesOf(ctx.account!);
    return { list: notices.slice(0, NOTICES_SHOWN).map(noticeView), unreadCount: notices.filter((notice) => !notice.read).length };
  }),

  ...wps('post', '/wps/relay/CSP_markNoticesRead', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const account = ctx.account!;
    if (ctx.body.all === true) markNoticesRead(account, 'all');
    else {
      const ids = idsOf(ctx.body.ids);
      if (!ids || ids.length === 0) return badParam('ids or all is required');
      markNoticesRead(account, ids);
    }
    return { unreadCount: unreadNotices(account) };
  }),

  ...wps('get', '/wps/relay/CBS_unreadCount', { auth: 'required', module: 'CBS3' }, (ctx) => ({ unReadCount: chatUnreadOf(ctx.account!) })),

  ...wps('get', '/wps/relay/CBS_launchChat', { auth: 'required', module: 'CBS3' }, (ctx) => {
    const account = ctx.account!;
    // Trial accounts are refused the chat (spec section 6); the message is the platform's, the UI shows its own.
    if (account.type === 4) return failure('Please register a real account to chat with customer service', 'trial.account.not.allowed');
    if (str(ctx.query, 'b2c') !== '1') return badParam('b2c must be 1');
    const title = str(ctx.query, 'title');
    const chatLanguage = str(ctx.query, 'language');
    const headerColor = str(ctx.query, 'headerColor');
    if (!title || !chatLanguage) return badParam('title and language are required');
    if (!HEX_COLOR.test(headerColor)) return badParam('headerColor must be a #rrggbb colour');
    // The fake chat page (mocks/provider/fake-chat.html) on the provider origin, as the platform's chat is on its own.
    const url = new URL('/fake-chat.html', providerOrigin(ctx));
    url.search = new URLSearchParams({
      b2c: '1',
      ticket: `cbs-${hashSeed(`chat:${account.account}`).toString(36)}`,
      title,
      language: chatLanguage,
      headerColor,
    }).toString();
    return { chatUrl: url.toString() };
  }),
];
