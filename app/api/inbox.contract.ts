/**
 * The inbox contract: the inbox list, read and delete as the platform's client reads an inbox
 * (reference/platform-client.md #23-#25), and the money notices (designed: no source shows them).
 * Apart from messages.contract.ts (the unread counts and the chat, on every page) so the first screen
 * does not carry them. Message bodies are rich text from the back office: screens must sanitise
 * before rendering. Schemas, types and constants only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, flag, listOf, type ListParams } from './common.contract.ts';

const idSchema = z.pipe(z.union([z.number(), z.string()]), z.transform(String));
const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

// ---------------------------------------------------------------------------------------------
// Inbox list (the desktop's CSP_getInbox), read and delete (the client's EMFE_ relays)

/**
 * A message as the client's inbox reads it: `inboxId`, `read`, `recordSource` (which store it is in:
 * read and delete name it), `senderName`, `subject`, `content` (HTML), `sendTime`, `canReply` and
 * `metadata` (a reward to claim; not read here).
 */
export const inboxMessageSchema = z.pipe(
  z.object({
    inboxId: idSchema,
    read: z._default(flag, false),
    recordSource: text,
    senderName: text,
    subject: text,
    /** HTML from the back office's editor: sanitise before rendering. */
    content: text,
    /** Epoch ms. */
    sendTime: epochMs,
    canReply: z._default(flag, false),
    metadata: z.optional(z.unknown()),
  }),
  z.transform((wire) => ({
    id: wire.inboxId,
    recordSource: wire.recordSource,
    sender: wire.senderName,
    title: wire.subject,
    content: wire.content,
    time: wire.sendTime,
    read: wire.read,
    canReply: wire.canReply,
  })),
);

/** `value {content[], totalPages}`. */
export const inboxSchema = listOf(inboxMessageSchema);

export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export type Inbox = z.infer<typeof inboxSchema>;

export const INBOX_PAGE_SIZE = 10;
/** The client's inbox asks newest first. */
export const INBOX_SORT = 'sendTime:desc';

export type InboxParams = ListParams;

/** A message to mark read or delete: its id and the store it is in. */
export interface InboxMessageRef {
  id: string;
  recordSource: string;
}

/** Messages grouped by their store: the client sends one read or delete per recordSource. */
export function byRecordSource(messages: readonly InboxMessageRef[]): { recordSource: string; ids: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const message of messages) groups.set(message.recordSource, [...(groups.get(message.recordSource) ?? []), message.id]);
  return [...groups].map(([recordSource, ids]) => ({ recordSource, ids }));
}

/** Read and delete answer only `success`. */
export const inboxActionSchema = z.unknown();

// ---------------------------------------------------------------------------------------------
// Notices: the header's popup of money events (spec section 4).
//
// DESIGNED: no source shows it. The platform's client has no notices call: after login it polls
// GET /wps/relay/WPSCORE_getDepositArrivalSummary?_=<ms>, whose answer was not found and which could
// only ever cover deposits, with no way to mark one read. So CSP_getNotices and CSP_markNoticesRead
// stay designed here, in this one place (and in mocks/handlers/messages.ts), until a source shows
// the real call.

export const NOTICE_KINDS = ['DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTICE_KINDS),
  amount: z.number(),
  /** The deposit or withdrawal order it is about. */
  orderNo: z.nullish(z.string()),
  /** Why a deposit failed or a withdrawal was rejected, in the request's language. */
  reason: z.nullish(z.string()),
  /** Epoch ms. */
  time: z.number(),
  read: z._default(z.boolean(), false),
});

export const noticesSchema = z.object({
  list: z._default(z.array(noticeSchema), []),
  unreadCount: z._default(z.number().check(z.int()), 0),
});

export type Notice = z.infer<typeof noticeSchema>;
export type Notices = z.infer<typeof noticesSchema>;

export type MarkNoticeReadInput = { ids: readonly string[] } | { all: true };

/** The unread count after marking; null when not sent (the notices list refetches). */
export const markNoticesResultSchema = z.object({ unreadCount: z.nullish(z.number().check(z.int())) });
