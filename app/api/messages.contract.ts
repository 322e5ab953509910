/**
 * The messages contract: the unread counts and the chat URL, which the shell reads on every page (the
 * inbox and the money notices: inbox.contract.ts). Schemas, types and constants only: no React, no
 * network.
 */
import * as z from 'zod/mini';

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
// Customer-service chat (CBS3)

/**
 * Spec section 9's chat header colour, sent with every chat URL request. Its other two (#262743, the chat
 * page's own default when none is sent; #ff947a, a side-menu chat the menu does not have) are not ours
 * to send (decision 025).
 */
export const CHAT_HEADER_COLOR = '#6142bf';

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
