/**
 * The inbox contract: the inbox list, read and delete, and the money notices (designed). Apart from
 * messages.contract.ts (the unread counts and the chat, on every page) so the first screen does not
 * carry them. Message bodies are rich text from the back office: screens must sanitise before
 * rendering. Schemas, types and constants only: no React, no network.
 */
import * as z from 'zod/mini';
import { pageOf } from './common.contract.ts';

const idSchema = z.pipe(z.union([z.number(), z.string()]), z.transform(String));

// ---------------------------------------------------------------------------------------------
// Inbox list, read, delete (designed)

export const MESSAGE_TYPES = ['WELCOME', 'PROMOTION', 'SECURITY', 'SYSTEM'] as const;

export const inboxMessageSchema = z.object({
  id: idSchema,
  /** One of MESSAGE_TYPES; kept open so a new back-office type does not break the inbox. */
  type: z._default(z.string(), 'SYSTEM'),
  title: z._default(z.string(), ''),
  /** HTML from the back office's editor: sanitise before rendering. */
  content: z._default(z.string(), ''),
  /** Epoch ms. */
  time: z.number(),
  read: z._default(z.boolean(), false),
});

export const inboxSchema = pageOf(inboxMessageSchema, { unreadCount: z.nullish(z.number().check(z.int())) });

export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export type Inbox = z.infer<typeof inboxSchema>;

export const INBOX_PAGE_SIZE = 10;

export interface InboxParams {
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

/** How many went; null when not sent (the caller knows what it asked for). */
export const deleteMessagesResultSchema = z.object({ deleted: z.nullish(z.number().check(z.int())) });

// ---------------------------------------------------------------------------------------------
// Notices: the header's popup of money events (spec section 4, designed)

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
