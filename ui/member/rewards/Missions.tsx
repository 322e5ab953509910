import { Flag, Trophy } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { ProgressMeter } from '../../records/ProgressMeter.tsx';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';

export interface MissionCardItem {
  id: number;
  title: string;
  description?: string;
  /** D, W, H or M; another (or none) shows no period. */
  period?: string;
  /** money: amounts in the brand currency (bets, deposits); count: bets, wins, days, friends. */
  unit: 'money' | 'count';
  /** null when the platform sends none: no bar. */
  target: number | null;
  progress: number;
  reward: number;
  endTime?: number | null;
  /** Target reached and the reward waits. */
  claimable: boolean;
  claimed: boolean;
}

export interface MissionSection {
  missions?: readonly MissionCardItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

export interface BoardRowItem {
  rank: number;
  /** Masked by the platform. */
  player: string;
  reached: number;
  prize: number | null;
}

export interface MissionBoard {
  /** The missions whose board may be shown. */
  options: readonly { id: number; title: string }[];
  missionId?: number;
  onMissionChange: (missionId: number) => void;
  rows?: readonly BoardRowItem[];
  /** The player's own line; rank null while they have no progress. */
  me?: { rank: number | null; reached: number } | null;
  unit: 'money' | 'count';
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

export type MissionsProps = Omit<ComponentProps<'div'>, 'children'> & {
  open: MissionSection;
  completed: MissionSection;
  board: MissionBoard;
  /** The mission whose claim is in flight. */
  claimingId?: number;
  onClaim: (mission: MissionCardItem) => void;
  notice?: { tone: 'success' | 'danger'; message: string };
  timeZone?: string;
};

const PERIOD_LABEL = {
  D: 'rewards.missions.period.D',
  W: 'rewards.missions.period.W',
  H: 'rewards.missions.period.H',
  M: 'rewards.missions.period.M',
} as const;

/**
 * The missions page (spec section 2, missionLeaderboard): the open missions with their progress and,
 * once a target is reached, the claim of the reward; the completed ones; a mission's leaderboard.
 * Each part loads and fails on its own.
 */
export function Missions({ open, completed, board, claimingId, onClaim, notice, timeZone, className, ...props }: MissionsProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="missions" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <p
        role="status"
        data-slot="missions-notice"
        className={cn('min-h-5 text-sm font-semibold', notice?.tone === 'danger' ? 'text-danger' : 'text-success')}
      >
        {notice?.message}
      </p>
      <MissionList
        title={t('rewards.missions.open')}
        section={open}
        empty={
          <EmptyState
            size="compact"
            icon={<Flag aria-hidden />}
            title={t('rewards.missions.empty')}
            hint={t('rewards.missions.emptyHint')}
          />
        }
        claimingId={claimingId}
        onClaim={onClaim}
        onShowBoard={board.onMissionChange}
        timeZone={timeZone}
      />
      <MissionList
        title={t('rewards.missions.completed')}
        section={completed}
        empty={<EmptyState size="compact" icon={<Flag aria-hidden />} title={t('rewards.missions.emptyCompleted')} />}
        claimingId={claimingId}
        onClaim={onClaim}
        timeZone={timeZone}
      />
      <Leaderboard board={board} />
    </div>
  );
}

function MissionList({
  title,
  section,
  empty,
  claimingId,
  onClaim,
  onShowBoard,
  timeZone,
}: {
  title: string;
  section: MissionSection;
  empty: ReactNode;
  claimingId?: number;
  onClaim: (mission: MissionCardItem) => void;
  onShowBoard?: (missionId: number) => void;
  timeZone?: string;
}) {
  let body: ReactNode;
  if (section.loading) {
    body = (
      <LoadingRegion className="flex flex-col gap-space-sm">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-28 w-full rounded-lg" />
        ))}
      </LoadingRegion>
    );
  } else if (section.error) {
    body = <ErrorPanel onRetry={section.onRetry} retrying={section.retrying} />;
  } else if (!section.missions?.length) {
    body = empty;
  } else {
    body = (
      <ul className="grid gap-space-sm @xl:grid-cols-2">
        {section.missions.map((mission) => (
          <MissionCard
            key={mission.id}
            mission={mission}
            claiming={claimingId === mission.id}
            waiting={claimingId !== undefined && claimingId !== mission.id}
            onClaim={onClaim}
            onShowBoard={onShowBoard}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={title} data-slot="mission-list" className="@container flex flex-col gap-space-sm">
      <h3 className="text-base font-semibold text-text">{title}</h3>
      {body}
    </section>
  );
}

function MissionCard({
  mission,
  claiming,
  waiting,
  onClaim,
  onShowBoard,
  timeZone,
}: {
  mission: MissionCardItem;
  claiming: boolean;
  waiting: boolean;
  onClaim: (mission: MissionCardItem) => void;
  onShowBoard?: (missionId: number) => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const period =
    mission.period && Object.hasOwn(PERIOD_LABEL, mission.period) ? PERIOD_LABEL[mission.period as keyof typeof PERIOD_LABEL] : undefined;
  return (
    <li
      data-slot="mission-card"
      aria-label={mission.title}
      className="flex flex-col gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md"
    >
      <div className="flex flex-wrap items-start justify-between gap-space-sm">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words text-text">{mission.title}</p>
          {mission.description && <p className="text-sm text-muted">{mission.description}</p>}
        </div>
        {period && <StatusChip tone="info">{t(period)}</StatusChip>}
      </div>
      {mission.target !== null && (
        <ProgressMeter
          label={t('rewards.missions.progress')}
          current={mission.progress}
          target={mission.target}
          kind={mission.unit}
          size="sm"
        />
      )}
      <p className="text-sm font-semibold text-text">{t('rewards.missions.reward', { amount: formatMoney(mission.reward) })}</p>
      <div className="mt-auto flex flex-wrap items-center gap-space-sm">
        {mission.endTime && !mission.claimed && (
          <p className="text-xs text-muted tabular-nums">
            {t('rewards.missions.ends', { time: formatDateTime(mission.endTime, { pattern: 'yyyy-MM-dd hh:mm:ss', timeZone }) })}
          </p>
        )}
        <div className="ms-auto flex flex-wrap gap-space-sm">
          {onShowBoard && (
            <Button size="sm" variant="secondary" icon={<Trophy aria-hidden className="size-4" />} onClick={() => onShowBoard(mission.id)}>
              {t('rewards.missions.showBoard')}
              <span className="sr-only"> {mission.title}</span>
            </Button>
          )}
          {mission.claimed ? (
            <StatusChip tone="success">{t('rewards.missions.claimed')}</StatusChip>
          ) : (
            mission.claimable && (
              <Button size="sm" loading={claiming} disabled={waiting} onClick={() => onClaim(mission)}>
                {t('rewards.missions.claim')}
                <span className="sr-only"> {mission.title}</span>
              </Button>
            )
          )}
        </div>
      </div>
    </li>
  );
}

function Leaderboard({ board }: { board: MissionBoard }) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const formatMoney = useFormatMoney();
  const reached = (value: number) => (board.unit === 'money' ? formatMoney(value) : formatNumber(value, language));
  const title = board.options.find((option) => option.id === board.missionId)?.title;
  const columns: RecordColumn<BoardRowItem>[] = [
    {
      id: 'rank',
      header: t('rewards.board.rank'),
      cell: (row) => <span className="font-semibold tabular-nums">{row.rank}</span>,
      card: 'title',
    },
    { id: 'player', header: t('rewards.board.player'), cell: (row) => row.player, card: 'title' },
    {
      id: 'reached',
      header: t('rewards.board.reached'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{reached(row.reached)}</span>,
    },
    { id: 'prize', header: t('rewards.board.prize'), money: (row) => row.prize },
  ];
  return (
    <section aria-label={t('rewards.board.title')} data-slot="mission-board" className="flex flex-col gap-space-sm">
      <h3 className="text-base font-semibold text-text">{t('rewards.board.title')}</h3>
      {board.options.length > 0 && (
        <Select
          className="max-w-sm"
          label={t('rewards.board.mission')}
          options={board.options.map((option) => ({ value: String(option.id), label: option.title }))}
          placeholder={board.missionId === undefined ? t('rewards.board.pick') : undefined}
          value={board.missionId === undefined ? '' : String(board.missionId)}
          onValueChange={(value) => value !== '' && board.onMissionChange(Number(value))}
        />
      )}
      {board.missionId === undefined ? (
        <EmptyState size="compact" icon={<Trophy aria-hidden />} title={t('rewards.board.pick')} />
      ) : (
        <>
          {!board.loading && !board.error && board.me && (
            <p data-slot="mission-board-me" className="text-sm font-semibold text-text">
              {board.me.rank === null
                ? t('rewards.board.youUnranked')
                : t('rewards.board.you', { rank: board.me.rank, reached: reached(board.me.reached) })}
            </p>
          )}
          <RecordsTable
            label={t('rewards.board.label', { title: title ?? '' })}
            columns={columns}
            rows={board.rows ?? []}
            rowKey={(row) => String(row.rank)}
            loading={board.loading}
            error={board.error}
            onRetry={board.onRetry}
            retrying={board.retrying}
            emptyMessage={t('rewards.board.empty')}
            cardsBelow="sm"
          />
        </>
      )}
    </section>
  );
}
