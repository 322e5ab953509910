import { ChevronRight, Snowflake, UsersRound } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { cn } from '../../lib/cn.ts';
import { HISTORY_PAGE_SIZES, TimeCell, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Select } from '../../primitives/Select.tsx';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';
import { AccountSearch } from '../agent-parts.tsx';

export type TeamMemberStatus = 'normal' | 'frozen';

/** One person in the team, as team management lists them. */
export interface TeamMemberRow {
  account: string;
  nickname?: string;
  isAgent: boolean;
  /** Levels below the agent: 1 = direct. */
  level?: number | null;
  balance?: number | null;
  /** People below this member (agents only). */
  teamSize: number;
  regDate?: number | null;
  lastLoginDate?: number | null;
  status: TeamMemberStatus;
}

export type TeamMembersProps = Omit<ComponentProps<'div'>, 'children'> &
  HistoryListState & {
    /** Whose team is listed: [] the agent's own, then each downline agent drilled into, in order. */
    path: readonly string[];
    onPathChange: (path: string[]) => void;
    /** The username searched for ('' for everyone). */
    account: string;
    onAccountChange: (account: string) => void;
    /** '' for every status. */
    status: '' | TeamMemberStatus;
    onStatusChange: (status: '' | TeamMemberStatus) => void;
    members: readonly TeamMemberRow[];
    paging?: HistoryPaging;
    timeZone?: string;
  };

/**
 * Team management (agentTeamManagement): the team with its type, level, balance, team size, dates and
 * status, frozen accounts marked in words and an icon; search by username, a status filter, paging,
 * and a downline agent's own team one click away, with a breadcrumb back up.
 */
export function TeamMembers({
  path,
  onPathChange,
  account,
  onAccountChange,
  status,
  onStatusChange,
  members,
  paging,
  timeZone,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
  className,
  ...props
}: TeamMembersProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const crumbsId = useId();
  const whose = path.at(-1);

  const columns: RecordColumn<TeamMemberRow>[] = [
    {
      id: 'account',
      header: t('agent.team.columns.account'),
      card: 'title',
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-text">{row.account}</span>
          {row.nickname && row.nickname !== row.account && <span className="text-xs text-muted">{row.nickname}</span>}
        </span>
      ),
    },
    {
      id: 'type',
      header: t('agent.team.columns.type'),
      cell: (row) => (row.isAgent ? t('agent.types.agent') : t('agent.types.member')),
    },
    {
      id: 'level',
      header: t('agent.team.columns.level'),
      align: 'end',
      cell: (row) => (row.level == null ? '—' : <span className="tabular-nums">{formatNumber(row.level, language)}</span>),
    },
    { id: 'balance', header: t('agent.team.columns.balance'), money: (row) => row.balance },
    {
      id: 'teamSize',
      header: t('agent.team.columns.teamSize'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{formatNumber(row.teamSize, language)}</span>,
    },
    { id: 'regDate', header: t('agent.team.columns.regDate'), cell: (row) => <TimeCell time={row.regDate} timeZone={timeZone} /> },
    {
      id: 'lastLogin',
      header: t('agent.team.columns.lastLogin'),
      cell: (row) => <TimeCell time={row.lastLoginDate} timeZone={timeZone} />,
    },
    {
      id: 'status',
      header: t('agent.team.columns.status'),
      cell: (row) =>
        row.status === 'frozen' ? (
          <StatusChip data-slot="team-frozen" tone="danger">
            <Snowflake aria-hidden className="size-3" />
            {t('agent.team.frozen')}
          </StatusChip>
        ) : (
          <StatusChip tone="success">{t('agent.team.normal')}</StatusChip>
        ),
    },
    {
      id: 'actions',
      header: t('agent.team.columns.actions'),
      cell: (row) =>
        row.isAgent && row.teamSize > 0 ? (
          <Button
            data-slot="team-drill"
            size="sm"
            variant="secondary"
            icon={<UsersRound aria-hidden className="size-4" />}
            onClick={() => onPathChange([...path, row.account])}
          >
            {t('agent.team.viewTeam', { account: row.account })}
          </Button>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];

  return (
    <div data-slot="team-members" className={cn('@container flex min-w-0 flex-col gap-space-lg', className)} {...props}>
      <nav aria-labelledby={crumbsId} data-slot="team-breadcrumb">
        <h3 id={crumbsId} className="sr-only">
          {t('agent.team.breadcrumb')}
        </h3>
        <ol className="flex flex-wrap items-center gap-space-2xs text-sm">
          {[undefined, ...path].map((owner, index) => {
            const last = index === path.length;
            const label = owner === undefined ? t('agent.team.myTeam') : t('agent.team.teamOf', { account: owner });
            return (
              <li key={owner ?? ''} className="flex items-center gap-space-2xs">
                {index > 0 && <ChevronRight aria-hidden className="size-4 text-muted rtl:rotate-180" />}
                {last ? (
                  <span aria-current="page" className="font-semibold text-text">
                    {label}
                  </span>
                ) : (
                  <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onPathChange(path.slice(0, index))}>
                    {label}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <div data-slot="team-filters" className="flex flex-col gap-space-md @2xl:flex-row @2xl:items-end">
        {/* A new team starts with an empty search: the key resets the field with it. */}
        <AccountSearch key={whose ?? ''} className="min-w-0 grow" value={account} onSearch={onAccountChange} />
        <Select
          className="@2xl:w-48"
          label={t('agent.team.status')}
          value={status}
          onValueChange={(value) => onStatusChange(value === 'normal' || value === 'frozen' ? value : '')}
          options={[
            { value: '', label: t('agent.team.allStatuses') },
            { value: 'normal', label: t('agent.team.normal') },
            { value: 'frozen', label: t('agent.team.frozen') },
          ]}
        />
      </div>

      <RecordsTable
        label={whose === undefined ? t('agent.team.label') : t('agent.team.teamOf', { account: whose })}
        columns={columns}
        rows={members}
        rowKey={(row) => row.account}
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorMessage={t('agent.team.error')}
        onRetry={onRetry}
        retrying={retrying}
        emptyMessage={t('agent.team.empty')}
        emptyHint={t('agent.team.emptyHint')}
        pagination={paging && { pageSizeOptions: HISTORY_PAGE_SIZES, ...paging }}
        cardsBelow="lg"
      />
    </div>
  );
}
