/**
 * Team management (agentTeamManagement): the agent's team, searched by username and filtered by status,
 * paged; a downline agent's own team opens in place, with a breadcrumb back up. A new team, search or
 * status goes back to page 1.
 */
import { TeamMembers, type TeamMemberStatus } from '@ui/agent/team/TeamMembers.tsx';
import { useState } from 'react';
import { useTeamMembers } from '../../../api/agent.ts';
import { DEFAULT_PAGE_SIZE, listState } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function TeamManagementPage() {
  const [path, setPath] = useState<string[]>([]);
  const [account, setAccount] = useState('');
  const [status, setStatus] = useState<'' | TeamMemberStatus>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const upline = path.at(-1);
  const query = useTeamMembers({ upline, account: account || undefined, status: status || undefined, page, size: pageSize });
  const data = query.data;

  return (
    <TeamMembers
      path={path}
      onPathChange={(next) => {
        setPath(next);
        setAccount('');
        setPage(1);
      }}
      account={account}
      onAccountChange={(value) => {
        setAccount(value);
        setPage(1);
      }}
      status={status}
      onStatusChange={(value) => {
        setStatus(value);
        setPage(1);
      }}
      members={data?.list ?? []}
      timeZone={BRAND_TIME_ZONE}
      paging={
        data && {
          page: data.page,
          pageSize,
          pageCount: data.totalPages,
          total: data.total,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }
      }
      {...listState(query)}
    />
  );
}
