/**
 * The messages contract: the unread counts, the inbox, the money notices and the chat URL. Message
 * bodies are rich text from the back office: screens must sanitise before rendering. Schemas, types
 * and constants only: no React, no network.
 */
import * as z from 'zod/mini';
import { pageOf } from './common.contract.ts';

const idSchema = z.pipe(z.union([z.number(), z.string()]), z.transform(String));

// ---------------------------------------------------------------------------------------------
// Inbox unread count

/** The platform answers a bare number in `value` (the mobile equivalent answers `{"value":1}`). */
export const unreadCountSchema = z.pipe(
  z.pipe(
    z.union([z.number(), z.string(), z.null()]),
    z.transform((value) => (value === null ? 0 : Number(value))),
  ),
  z.number().check(z.int(), z.nonnegative()),
);

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

// ---------------------------------------------------------------------------------------------
// Customer-service chat (CBS3)

/** Spec section 9: the chat header, the iframe default and the side-menu chat. */
export const CHAT_HEADER_COLORS = { header: '#6142bf', iframe: '#262743', sideMenu: '#ff947a' } as const;

export const chatUnreadCountSchema = z.object({ unReadCount: z._default(z.number().check(z.int(), z.nonnegative()), 0) });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

export const chatUrlSchema = z.object({ chatUrl: z.string().check(z.minLength(1)) });
export type ChatUrl = z.infer<typeof chatUrlSchema>;

export interface ChatUrlParams {
  /** The chat window's title. */
  title: string;
  /** Platform language code (EN, VI...). */
  language: string;
  headerColor?: string;
}
