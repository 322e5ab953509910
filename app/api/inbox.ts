/**
 * The inbox (CSP relays, module INBOX3): the list, read and delete, and the header's money notices.
 * Designed (scripts/api-calls.ts). Apart from messages.ts (the unread counts and the chat, on every
 * page) so the first screen does not carry them. Schemas and constants: inbox.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  deleteMessagesResultSchema,
  type Inbox,
  INBOX_PAGE_SIZE,
  type InboxMessage,
  inboxMessageSchema,
  type InboxParams,
  inboxSchema,
  type MarkNoticeReadInput,
  markNoticesResultSchema,
  type Notices,
  noticesSchema,
} from './inbox.contract.ts';

// ---------------------------------------------------------------------------------------------
// Inbox list, read, delete (designed)

const inboxPage = (params: InboxParams) => ({ pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? INBOX_PAGE_SIZE });

export function getInbox(params: InboxParams & InLanguage = {}, signal?: AbortSignal): Promise<Inbox> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    query: inboxPage(params),
    moduleId: 'INBOX3',
    schema: inboxSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const inboxQuery = (params: InboxParams & { language: string }) =>
  queryOptions({
    queryKey: keys.messages.inbox({ ...inboxPage(params), language: params.language }),
    queryFn: ({ signal }) => getInbox(params, signal),
    staleTime: 30_000,
  });

/** The member centre's inbox (messageV2); needs a session. */
export function useInbox(params: InboxParams = {}, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...inboxQuery({ ...params, language }), enabled: options.enabled ?? true });
}

/** Opening a message marks it read; the answer is the message. */
export function readMessage(input: { id: string }): Promise<InboxMessage> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    json: { id: input.id },
    moduleId: 'INBOX3',
    schema: inboxMessageSchema,
  });
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.messages.inboxAll() }),
        queryClient.invalidateQueries({ queryKey: keys.messages.unreadCount() }),
      ]),
  });
}

export function deleteMessages(input: { ids: readonly string[] }): Promise<z.infer<typeof deleteMessagesResultSchema>> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessages',
    json: { ids: input.ids },
    moduleId: 'INBOX3',
    schema: deleteMessagesResultSchema,
  });
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.messages.inboxAll() }),
        queryClient.invalidateQueries({ queryKey: keys.messages.unreadCount() }),
      ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Notices: the header's popup of money events (spec section 4, designed)

export function getNotices(signal?: AbortSignal): Promise<Notices> {
  return api.request({ method: 'GET', path: '/wps/relay/CSP_getNotices', moduleId: 'INBOX3', schema: noticesSchema, signal });
}

export const noticesQuery = () =>
  queryOptions({
    queryKey: keys.messages.notices(),
    queryFn: ({ signal }) => getNotices(signal),
    staleTime: 30_000,
  });

/**
 * Needs a session: pass `enabled: isLogin`. `pollMs` reads again at that interval, always fresh
 * (TanStack Query pauses the interval while the tab is hidden and reads on return).
 */
export function useNotices(options: { enabled?: boolean; pollMs?: number } = {}) {
  const polling = options.pollMs === undefined ? {} : { staleTime: 0, refetchInterval: options.pollMs };
  return useQuery({ ...noticesQuery(), ...polling, enabled: options.enabled ?? true });
}

export function markNoticeRead(input: MarkNoticeReadInput): Promise<z.infer<typeof markNoticesResultSchema>> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/CSP_markNoticesRead',
    json: input,
    moduleId: 'INBOX3',
    schema: markNoticesResultSchema,
  });
}

export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.messages.notices() }),
  });
}
