/**
 * The messageV2 panel: the inbox paged ten at a time, a message marked read when opened, deletion of
 * one or several behind a confirmation. Reading and deleting refresh the list and the header's unread
 * count (useReadMessage / useDeleteMessages invalidate both).
 */
import { InboxPanel } from '@ui/member/inbox/InboxPanel.tsx';
import { toast } from '@ui/primitives/toast-queue.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INBOX_PAGE_SIZE } from '../../../api/inbox.contract.ts';
import { useDeleteMessages, useInbox, useReadMessage } from '../../../api/inbox.ts';

export function InboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox({ pageNo: page, pageSize: INBOX_PAGE_SIZE });
  const read = useReadMessage();
  const remove = useDeleteMessages();
  const data = inbox.data;
  // The platform's page after a deletion may be past the end: show the last one instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.totalCount / INBOX_PAGE_SIZE)) : page;
  if (data && page > lastPage) setPage(lastPage);

  const open = (id: string) => {
    setOpenId(id);
    const message = data?.list.find((m) => m.id === id);
    if (message && !message.read)
      read.mutate({ id }, { onError: () => toast({ tone: 'danger', title: t('inbox.readFailed'), duration: 6000 }) });
  };

  return (
    <InboxPanel
      messages={data?.list}
      total={data?.totalCount}
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
        remove.mutateAsync({ ids }).then(
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
