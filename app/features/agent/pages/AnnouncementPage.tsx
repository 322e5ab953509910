/** Announcement (agentAnnouncement): the agent announcements, pinned first, 9 a page (spec section 9). */
import { AgentAnnouncements } from '@ui/agent/announcements/AgentAnnouncements.tsx';
import { useState } from 'react';
import { AGENT_ANNOUNCEMENTS_PAGE_SIZE } from '../../../api/agent.contract.ts';
import { useAgentAnnouncements } from '../../../api/agent.ts';
import { listState } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function AnnouncementPage() {
  const [page, setPage] = useState(1);
  const query = useAgentAnnouncements({ page, size: AGENT_ANNOUNCEMENTS_PAGE_SIZE });
  const data = query.data;
  return (
    <AgentAnnouncements
      announcements={data?.list ?? []}
      timeZone={BRAND_TIME_ZONE}
      paging={
        data && {
          page: data.page,
          pageSize: AGENT_ANNOUNCEMENTS_PAGE_SIZE,
          pageCount: data.totalPages,
          total: data.total,
          onPageChange: setPage,
        }
      }
      {...listState(query)}
    />
  );
}
