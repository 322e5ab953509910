/**
 * Messages: the inbox unread count (CSP relays, module INBOX3) and the customer-service chat (CBS
 * relays, module CBS3), which the shell reads on every page; all three are in the sources. The inbox
 * list, read, delete and the money notices: inbox.ts. Schemas and constants: messages.contract.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import {
  CHAT_HEADER_COLOR,
  type ChatUnreadCount,
  chatUnreadCountSchema,
  type ChatUrl,
  type ChatUrlParams,
  chatUrlSchema,
  unreadCountSchema,
} from './messages.contract.ts';

// ---------------------------------------------------------------------------------------------
// Inbox unread count

export function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return api.request({ method: 'GET', path: '/wps/relay/CSP_unreadCount', moduleId: 'INBOX3', schema: unreadCountSchema, signal });
}

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: keys.messages.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 30_000,
  });

/** The header's unread badge; needs a session (pass `enabled: isLogin`). */
export function useUnreadCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...unreadCountQuery(), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Customer-service chat (CBS3)

export function getChatUnreadCount(signal?: AbortSignal): Promise<ChatUnreadCount> {
  return api.request({ method: 'GET', path: '/wps/relay/CBS_unreadCount', moduleId: 'CBS3', schema: chatUnreadCountSchema, signal });
}

export const chatUnreadCountQuery = () =>
  queryOptions({
    queryKey: keys.messages.chatUnreadCount(),
    queryFn: ({ signal }) => getChatUnreadCount(signal),
    staleTime: 30_000,
  });

/** Needs a session and CBS3: pass `enabled: isLogin && chatOn`. */
export function useChatUnreadCount(options: { enabled?: boolean } = {}) {
  return useQuery({ ...chatUnreadCountQuery(), enabled: options.enabled ?? true });
}

const chatParams = (params: ChatUrlParams) => ({
  title: params.title,
  language: params.language,
  headerColor: params.headerColor ?? CHAT_HEADER_COLOR,
});

export function getChatUrl(params: ChatUrlParams, signal?: AbortSignal): Promise<ChatUrl> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/CBS_launchChat',
    query: { b2c: 1, ...chatParams(params) },
    moduleId: 'CBS3',
    schema: chatUrlSchema,
    signal,
  });
}

export const chatUrlQuery = (params: ChatUrlParams) =>
  queryOptions({
    queryKey: keys.messages.chatUrl(chatParams(params)),
    queryFn: ({ signal }) => getChatUrl(params, signal),
    // The open chat window holds this URL: a refetch would reload the conversation.
    staleTime: Infinity,
  });

/**
 * The chat window's URL. Trial accounts (type 4) are refused by the platform; the container shows
 * in_please_information before calling. Pass `enabled` when the chat opens.
 */
export function useChatUrl(params: ChatUrlParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...chatUrlQuery(params), enabled: options.enabled ?? true });
}
