/**
 * The inbox: the list on the desktop registry's CSP_getInbox (module INBOX3), read as the platform's
 * client reads an inbox ({page, size} in, {content, totalPages} out), and read and delete on the
 * client's EMFE_ relays, one request per recordSource (reference/platform-client.md #23-#25). The
 * header's money notices stay designed (below). Apart from messages.ts (the unread counts and the
 * chat, on every page) so the first screen does not carry them. Schemas and constants:
 * inbox.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  byRecordSource,
  type Inbox,
  inboxActionSchema,
  type InboxMessageRef,
  INBOX_PAGE_SIZE,
  INBOX_SORT,
  type InboxParams,
  inboxSchema,
  type MarkNoticeReadInput,
  markNoticesResultSchema,
  type Notices,
  noticesSchema,
} from './inbox.contract.ts';

// ---------------------------------------------------------------------------------------------
// Inbox list, read, delete

const inboxPage = (params: InboxParams) => ({ page: params.page ?? 1, size: params.size ?? INBOX_PAGE_SIZE });

/** GET /wps/relay/CSP_getInbox: newest first, a page of `size`. */
export function getInbox(params: InboxParams & InLanguage = {}, signal?: AbortSignal): Promise<Inbox> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    query: { ...inboxPage(params), sort: INBOX_SORT },
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

const refreshInbox = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: keys.messages.inboxAll() }),
    queryClient.invalidateQueries({ queryKey: keys.messages.unreadCount() }),
  ]);

/**
 * PUT /wps/relay/EMFE_updateInboxRead?recordSource=: `{id}` for one message, `{ids}` for several of
 * the same store (the client groups them per recordSource, as this does).
 */
export async function markMessagesRead(input: { messages: readonly InboxMessageRef[] }): Promise<void> {
  await Promise.all(
    byRecordSource(input.messages).map(({ recordSource, ids }) =>
      api.request({
        method: 'PUT',
        path: '/wps/relay/EMFE_updateInboxRead',
        query: { recordSource },
        json: ids.length === 1 ? { id: ids[0] } : { ids },
        moduleId: 'INBOX3',
        schema: inboxActionSchema,
      }),
    ),
  );
}

/** Opening a message marks it read. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markMessagesRead, onSuccess: () => refreshInbox(queryClient) });
}

/**
 * DELETE /wps/relay/EMFE_deleteInbox?inboxIds=a&inboxIds=b&recordSource=: the ids as repeated query
 * keys, no body, one request per recordSource. Answers how many were asked to go.
 */
export async function deleteMessages(input: { messages: readonly InboxMessageRef[] }): Promise<{ deleted: number }> {
  const groups = byRecordSource(input.messages);
  await Promise.all(
    groups.map(({ recordSource, ids }) =>
      api.request({
        method: 'DELETE',
        path: '/wps/relay/EMFE_deleteInbox',
        query: { inboxIds: ids, recordSource },
        moduleId: 'INBOX3',
        schema: inboxActionSchema,
      }),
    ),
  );
  return { deleted: groups.reduce((sum, group) => sum + group.ids.length, 0) };
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  // A partial failure (one store refused) still changed the others: the list is read again either way.
  return useMutation({ mutationFn: deleteMessages, onSettled: () => refreshInbox(queryClient) });
}

// ---------------------------------------------------------------------------------------------
// Notices: the header's popup of money events (spec section 4).
// DESIGNED: no source shows it (inbox.contract.ts says why); CSP_getNotices and CSP_markNoticesRead
// are the team's paths, kept to this section.

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
