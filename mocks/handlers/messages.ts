/**
 * Inbox, notices (INBOX3) and the customer-service chat (CBS relays, CBS3). The inbox list on the
 * desktop's CSP_getInbox, read and delete on the client's EMFE_ relays (reference/platform-client.md
 * #23-#25), answering in the request's language. The notices are designed (no source shows them):
 * the wallet's credited/failed deposits and approved/rejected withdrawals (mocks/db/messages.ts).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import type { inboxSchema } from '../../app/api/inbox.contract.ts';
import { hashSeed } from '../db/rng.ts';
import {
  chatUnreadOf,
  deleteMessages,
  mailboxOf,
  markNoticesRead,
  messageView,
  noticesOf,
  noticeView,
  readMessages,
  unreadMessages,
  unreadNotices,
  type Language,
} from '../db/messages.ts';
import { failure, int, listAnswer, str, wps, type CallContext } from './platform.ts';
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

  // The inbox as the platform's client reads one: {page, size, sort} in, {content, totalPages} out.
  ...wps('get', '/wps/relay/CSP_getInbox', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const size = int(ctx.query, 'size', 10);
    if (size > MAX_PAGE_SIZE) return badParam(`size must be at most ${MAX_PAGE_SIZE}`);
    const sort = str(ctx.query, 'sort') || 'sendTime:desc';
    if (sort !== 'sendTime:desc' && sort !== 'sendTime:asc') return badParam('sort must be sendTime:desc or sendTime:asc');
    const lang = language(ctx);
    const messages = mailboxOf(ctx.account!).messages;
    return listAnswer(sort === 'sendTime:asc' ? [...messages].reverse() : messages, ctx.query, (message) => messageView(message, lang), {
      key: 'content',
    }) satisfies z.input<typeof inboxSchema>;
  }),

  // {id} or {ids} in the body, the store in the query; answers success only.
  ...wps('put', '/wps/relay/EMFE_updateInboxRead', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const recordSource = str(ctx.query, 'recordSource');
    if (!recordSource) return badParam('recordSource is required');
    const ids = ctx.body.ids === undefined ? (str(ctx.body, 'id') ? [str(ctx.body, 'id')] : undefined) : idsOf(ctx.body.ids);
    if (!ids || ids.length === 0) return badParam('id or ids is required');
    return readMessages(ctx.account!, ids, recordSource) > 0 ? null : failure('Message not found', 'message.not.found');
  }),

  // The ids as repeated query keys, no body; one store per request.
  ...wps('delete', '/wps/relay/EMFE_deleteInbox', { auth: 'required', module: 'INBOX3' }, (ctx) => {
    const recordSource = str(ctx.query, 'recordSource');
    const ids = ctx.query.getAll('inboxIds').filter(Boolean);
    if (!recordSource || ids.length === 0) return badParam('inboxIds and recordSource are required');
    return deleteMessages(ctx.account!, ids, recordSource) > 0 ? null : failure('Message not found', 'message.not.found');
  }),

  // Designed: no source shows it (app/api/inbox.contract.ts, Notices). The platform's client only polls
  // WPSCORE_getDepositArrivalSummary, whose answer was not seen; these two stay the team's paths.
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
