/**
 * The messageV2 panel: the inbox paged ten at a time, a message marked read when opened, deletion of
 * one or several behind a confirmation. Reading and deleting name each message's store (its
 * recordSource), and refresh the list and the header's unread count (useMarkMessagesRead /
 * useDeleteMessages invalidate both).
 */
import { InboxPanel } from '@ui/member/inbox/InboxPanel.tsx';
import { toast } from '@ui/primitives/toast-queue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_PAGE_SIZE } from '../../../api/inbox.contract.ts';
import { useDeleteMessages, useInbox, useMarkMessagesRead } from '../../../api/inbox.ts';

export function InboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox({ page, size: INBOX_PAGE_SIZE });
  const read = useMarkMessagesRead();
  const remove = useDeleteMessages();
  const data = inbox.data;
  // The platform's page after a deletion may be past the end: show the last one instead.
  const lastPage = data ? Math.max(1, data.totalPages) : page;
  if (data && page > lastPage) setPage(lastPage);

  const open = (id: string) => {
    setOpenId(id);
    const message = data?.list.find((m) => m.id === id);
    if (message && !message.read)
      read.mutate({ messages: [message] }, { onError: () => toast({ tone: 'danger', title: t('inbox.readFailed'), duration: 6000 }) });
  };

  return (
    <InboxPanel
      messages={data?.list}
      pageCount={data?.totalPages}
      page={page}
      pageSize={INBOX_PAGE_SIZE}
      onPageChange={(next) => {
        setPage(next);
        setOpenId(null);
      }}
      loading={inbox.isFetching}
      error={inbox.isError}
      onRetry={() => void inbox.refetch()}
      openId={openId}
      onOpen={open}
      onClose={() => setOpenId(null)}
      onDelete={(ids) =>
        remove.mutateAsync({ messages: (data?.list ?? []).filter((message) => ids.includes(message.id)) }).then(
          () => {
            if (openId && ids.includes(openId)) setOpenId(null);
            toast({ tone: 'success', title: t('inbox.deleted', { count: ids.length }), duration: 4000 });
          },
          (error: unknown) => {
            toast({ tone: 'danger', title: t('inbox.deleteFailed'), duration: 6000 });
            throw error;
          },
        )
      }
    />
  );
}
