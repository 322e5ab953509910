import { Crown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { memberLabelStyle, VIP_RANK_LEVEL } from '../../layout/AvatarMenu.tsx';
import { cn } from '../../lib/cn.ts';
import { Card } from '../../primitives/Card.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { ProgressMeter } from '../../records/ProgressMeter.tsx';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';

/** One rank of the table, with what reaching it asks and gives (amounts in the brand currency). */
export interface RankRowView {
  rankLevel: number;
  rankName: string;
  color?: string | null;
  color2?: string | null;
  depositRequired?: number | null;
  turnoverRequired?: number | null;
  upgradeBonus: number;
  monthlyBonus: number;
  birthdayBonus: number;
  /** Percent of valid bets paid back. */
  rebateRate: number;
  dailyWithdrawCount?: number | null;
  dailyWithdrawLimit?: number | null;
  vipService: boolean;
}

/** How far toward the next rank; `target` is null or missing at the top rank. */
export interface RankProgressView {
  current: number;
  target?: number | null;
}

export interface PlayerRankView {
  rankName: string;
  rankLevel: number;
  color?: string | null;
  color2?: string | null;
  /** Null at the top rank. */
  nextRankName?: string | null;
  turnover: RankProgressView;
  /** Missing when the platform does not count deposits toward ranks. */
  deposit?: RankProgressView | null;
  /** Lowest first. */
  ranks: readonly RankRowView[];
}

export type PlayerRankPanelProps = Omit<ComponentProps<'div'>, 'children'> & {
  rank?: PlayerRankView;
  loading?: boolean;
  /** The rank could not be loaded: an error panel with Retry in place of the content. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
};

/** A rank's label in the platform's colours when they are readable, else the brand's. */
export function RankLabel({
  name,
  level,
  color,
  color2,
  className,
}: {
  name: string;
  level: number;
  color?: string | null;
  color2?: string | null;
  className?: string;
}) {
  const style = memberLabelStyle({ color, color2 });
  return (
    <span
      data-slot="rank-label"
      style={style}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-space-xs rounded-pill px-3 text-sm font-semibold',
        !style && 'bg-brand text-brand-fg',
        className,
      )}
    >
      {level > VIP_RANK_LEVEL && <Crown aria-hidden className="size-4" />}
      {name}
    </span>
  );
}

/** The player rank page (spec section 2, playerRank): the current rank, the progress to the next, the rank table. */
export function PlayerRankPanel({ rank, loading = false, error = false, onRetry, retrying, className, ...props }: PlayerRankPanelProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="player-rank-panel" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <div className="flex flex-col gap-space-md">
        <h3 className="text-lg font-semibold">{t('rank.current')}</h3>
        {error ? (
          <ErrorPanel message={t('rank.error')} onRetry={onRetry} retrying={retrying} />
        ) : (
          <CurrentRank rank={rank} loading={loading || !rank} />
        )}
      </div>
      <div className="flex flex-col gap-space-md">
        <h3 className="text-lg font-semibold">{t('rank.tableTitle')}</h3>
        {/* The table shares the call: a failure already says so above. */}
        {!error && <RankTable rank={rank} loading={loading || !rank} />}
      </div>
    </div>
  );
}

function CurrentRank({ rank, loading }: { rank: PlayerRankView | undefined; loading: boolean }) {
  const { t } = useTranslation();
  if (loading || !rank)
    return (
      <Card padding="md" aria-busy="true" className="flex flex-col gap-space-md">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton shape="text" className="w-24" />
        <ProgressMeter label={t('rank.turnover')} current={0} target={0} loading />
        <ProgressMeter label={t('rank.deposit')} current={0} target={0} loading />
      </Card>
    );
  const top = !rank.nextRankName;
  return (
    <Card padding="md" data-slot="player-rank-current" className="flex flex-col gap-space-md">
      <div className="flex flex-wrap items-center gap-space-sm">
        <span className="text-sm text-muted">{t('rank.yourRank')}</span>
        <RankLabel name={rank.rankName} level={rank.rankLevel} color={rank.color} color2={rank.color2} />
      </div>
      {top ? (
        <p className="text-sm font-semibold text-success">{t('rank.topRank')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('rank.nextHint', { next: rank.nextRankName })}</p>
          <ProgressMeter label={t('rank.turnover')} kind="money" current={rank.turnover.current} target={rank.turnover.target ?? 0} />
          {rank.deposit && rank.deposit.target !== null && rank.deposit.target !== undefined && (
            <ProgressMeter label={t('rank.deposit')} kind="money" current={rank.deposit.current} target={rank.deposit.target} />
          )}
        </>
      )}
    </Card>
  );
}

function RankTable({ rank, loading }: { rank: PlayerRankView | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const optionalMoney = (value: number | null | undefined) =>
    value === null || value === undefined ? t('rank.unknown') : formatMoney(value);
  const columns: RecordColumn<RankRowView>[] = [
    {
      id: 'rank',
      header: t('rank.column.rank'),
      card: 'title',
      cell: (row) => (
        <span className="inline-flex items-center gap-space-sm">
          <RankLabel name={row.rankName} level={row.rankLevel} color={row.color} color2={row.color2} className="h-6 text-xs" />
          {row.rankLevel === rank?.rankLevel && <span className="text-xs font-semibold text-brand">{t('rank.yours')}</span>}
        </span>
      ),
    },
    { id: 'deposit', header: t('rank.column.deposit'), align: 'end', cell: (row) => optionalMoney(row.depositRequired) },
    { id: 'turnover', header: t('rank.column.turnover'), align: 'end', cell: (row) => optionalMoney(row.turnoverRequired) },
    { id: 'upgradeBonus', header: t('rank.column.upgradeBonus'), align: 'end', money: (row) => row.upgradeBonus },
    { id: 'monthlyBonus', header: t('rank.column.monthlyBonus'), align: 'end', money: (row) => row.monthlyBonus },
    { id: 'birthdayBonus', header: t('rank.column.birthdayBonus'), align: 'end', money: (row) => row.birthdayBonus },
    { id: 'rebate', header: t('rank.column.rebate'), align: 'end', cell: (row) => t('rank.percent', { value: row.rebateRate }) },
    {
      id: 'withdraw',
      header: t('rank.column.withdraw'),
      align: 'end',
      cell: (row) =>
        row.dailyWithdrawCount === null || row.dailyWithdrawCount === undefined
          ? optionalMoney(row.dailyWithdrawLimit)
          : t('rank.withdrawLimit', { times: row.dailyWithdrawCount, amount: optionalMoney(row.dailyWithdrawLimit) }),
    },
    {
      id: 'vipService',
      header: t('rank.column.vipService'),
      align: 'center',
      cell: (row) => (row.vipService ? t('rank.yes') : t('rank.no')),
    },
  ];
  return (
    <RecordsTable
      label={t('rank.tableTitle')}
      columns={columns}
      rows={rank?.ranks ?? []}
      rowKey={(row) => String(row.rankLevel)}
      loading={loading}
      loadingRows={5}
      emptyMessage={t('rank.empty')}
      cardsBelow="lg"
    />
  );
}
