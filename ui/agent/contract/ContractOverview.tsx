import { FileSignature } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { DATE_TIME_PATTERN } from '../../member/history/history-parts.tsx';
import { Card } from '../../primitives/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { contractSummary, percent } from './contract-summary.ts';

export type ContractStatusCode = 'offered' | 'active' | 'rejected' | 'terminationRequested' | 'terminated';

/** A contract as the platform sends it, terms per kind (ui/ cannot import app/, so the shape is named here). */
export type ContractView = {
  contractId: string;
  upline: string;
  uplineNickname: string;
  downline: string;
  downlineNickname: string;
  status: ContractStatusCode;
  /** Which side asked to end it, while its status is terminationRequested. */
  terminationRequestedBy?: 'upline' | 'downline' | null;
  /** Epoch ms. */
  createdAt: number;
} & (
  | {
      kind: 'dividend';
      terms: {
        period: 'D' | 'W' | 'H' | 'M';
        tiers: readonly { periodValidBet: number; periodProfitLoss: number; activeMembers: number; rate: number }[];
      };
    }
  | { kind: 'dailySalary'; terms: { tiers: readonly { dailyBetAmount: number; activeMembers: number; rate: number }[] } }
  | { kind: 'hourlySalary'; terms: { tiers: readonly { hourlyBetAmount: number; rate: number }[] } }
  | { kind: 'realTimeSalary'; terms: { profitRate: number; lossRate: number; singleBetAmount: number } }
);

export type ContractOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The agent's own contract (from its upline); null when it has none. */
  current: ContractView | null;
  /** The contracts it offered its direct downline agents, newest first. */
  issued: readonly ContractView[];
  /** Real-time salary: minutes between settlements. */
  settlementIntervalMinutes?: number | null;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  timeZone?: string;
  /** Under the agent's own contract: what it may do with it (accept, reject, end). */
  currentActions?: ReactNode;
  /** Above the downline contracts: the offer button, or why the agent cannot offer. */
  issuedActions?: ReactNode;
  /** A column of what the agent may do with each downline contract. */
  rowActions?: (row: ContractView) => ReactNode;
};

const STATUS_KEYS = {
  offered: 'agent.contract.status.offered',
  active: 'agent.contract.status.active',
  rejected: 'agent.contract.status.rejected',
  terminationRequested: 'agent.contract.status.terminationRequested',
  terminated: 'agent.contract.status.terminated',
} as const satisfies Record<ContractStatusCode, string>;

const STATUS_TONES: Record<ContractStatusCode, StatusTone> = {
  offered: 'info',
  active: 'success',
  rejected: 'danger',
  terminationRequested: 'warning',
  terminated: 'neutral',
};

const PERIOD_KEYS = {
  D: 'agent.contract.period.D',
  W: 'agent.contract.period.W',
  H: 'agent.contract.period.H',
  M: 'agent.contract.period.M',
} as const;

/**
 * A contract kind's page (dividend, daily, hourly or real-time salary): the agent's own contract with
 * its terms (each tier, or the real-time rates and the settlement interval), and the contracts it
 * has offered its downlines with their statuses. The actions come in through slots (ContractPanel).
 */
export function ContractOverview({
  current,
  issued,
  settlementIntervalMinutes,
  loading = false,
  error = false,
  onRetry,
  retrying,
  timeZone,
  currentActions,
  issuedActions,
  rowActions,
  className,
  ...props
}: ContractOverviewProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const when = (time: number) => formatDateTime(time, { pattern: DATE_TIME_PATTERN, timeZone });

  if (error) return <ErrorPanel message={t('agent.contract.error')} onRetry={onRetry} retrying={retrying} className={className} />;
  if (loading) {
    return (
      <LoadingRegion data-slot="contract-loading" className={cn('flex flex-col gap-space-md', className)}>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </LoadingRegion>
    );
  }

  const summary = (contract: ContractView) => contractSummary(t, contract);

  const columns: RecordColumn<ContractView>[] = [
    { id: 'party', header: t('agent.contract.downline'), card: 'title', cell: (row) => row.downlineNickname || row.downline },
    { id: 'terms', header: t('agent.contract.terms'), cell: summary },
    {
      id: 'created',
      header: t('agent.contract.created'),
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{when(row.createdAt)}</span>,
    },
    {
      id: 'status',
      header: t('agent.contract.statusTitle'),
      card: 'title',
      cell: (row) => <StatusChip tone={STATUS_TONES[row.status]}>{t(STATUS_KEYS[row.status])}</StatusChip>,
    },
    ...(rowActions
      ? [{ id: 'actions', header: t('agent.contract.actionsTitle'), cell: rowActions } satisfies RecordColumn<ContractView>]
      : []),
  ];

  return (
    <div data-slot="contract-overview" className={cn('@container flex flex-col gap-space-lg', className)} {...props}>
      <section aria-labelledby="contract-current" className="flex flex-col gap-space-sm">
        <h3 id="contract-current" className="text-base font-semibold text-text">
          {t('agent.contract.current')}
        </h3>
        {current ? (
          <Card className="flex flex-col gap-space-sm p-space-md">
            <p className="flex flex-wrap items-center gap-space-sm text-sm text-text">
              <StatusChip tone={STATUS_TONES[current.status]}>{t(STATUS_KEYS[current.status])}</StatusChip>
              <span>{t('agent.contract.from', { upline: current.uplineNickname || current.upline, time: when(current.createdAt) })}</span>
            </p>
            <Terms contract={current} settlementIntervalMinutes={settlementIntervalMinutes} formatMoney={formatMoney} />
            {currentActions}
          </Card>
        ) : (
          <EmptyState icon={<FileSignature aria-hidden />} title={t('agent.contract.none')} hint={t('agent.contract.noneHint')} />
        )}
      </section>
      {issuedActions}
      <RecordsTable
        label={t('agent.contract.issued')}
        showLabel
        columns={columns}
        rows={issued}
        rowKey={(row) => row.contractId}
        emptyMessage={t('agent.contract.issuedEmpty')}
      />
    </div>
  );
}

function Terms({
  contract,
  settlementIntervalMinutes,
  formatMoney,
}: {
  contract: ContractView;
  settlementIntervalMinutes?: number | null;
  formatMoney: (value: number) => string;
}) {
  const { t } = useTranslation();
  if (contract.kind === 'realTimeSalary') {
    const terms = contract.terms;
    return (
      <dl className="grid grid-cols-2 gap-space-sm text-sm @xl:grid-cols-4">
        <Term label={t('agent.contract.profitRate')} value={percent(terms.profitRate)} />
        <Term label={t('agent.contract.lossRate')} value={percent(terms.lossRate)} />
        <Term label={t('agent.contract.singleBetAmount')} value={formatMoney(terms.singleBetAmount)} />
        <Term label={t('agent.contract.settlement')} value={t('agent.contract.everyMinutes', { count: settlementIntervalMinutes ?? 5 })} />
      </dl>
    );
  }
  const heads =
    contract.kind === 'dividend'
      ? [
          t('agent.contract.periodValidBet'),
          t('agent.contract.periodProfitLoss'),
          t('agent.contract.activeMembers'),
          t('agent.contract.rate'),
        ]
      : contract.kind === 'dailySalary'
        ? [t('agent.contract.dailyBetAmount'), t('agent.contract.activeMembers'), t('agent.contract.rate')]
        : [t('agent.contract.hourlyBetAmount'), t('agent.contract.rate')];
  const rows: string[][] =
    contract.kind === 'dividend'
      ? contract.terms.tiers.map((tier) => [
          formatMoney(tier.periodValidBet),
          formatMoney(tier.periodProfitLoss),
          String(tier.activeMembers),
          percent(tier.rate),
        ])
      : contract.kind === 'dailySalary'
        ? contract.terms.tiers.map((tier) => [formatMoney(tier.dailyBetAmount), String(tier.activeMembers), percent(tier.rate)])
        : contract.terms.tiers.map((tier) => [formatMoney(tier.hourlyBetAmount), percent(tier.rate)]);
  return (
    <div className="flex flex-col gap-space-xs">
      {contract.kind === 'dividend' && (
        <p className="text-sm text-muted">{t('agent.contract.settledPer', { period: t(PERIOD_KEYS[contract.terms.period]) })}</p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm text-text">
          <caption className="sr-only">{t('agent.contract.tiers')}</caption>
          <thead>
            <tr className="border-b border-border text-muted">
              {heads.map((head) => (
                <th key={head} scope="col" className="px-space-sm py-space-xs text-end font-medium first:text-start">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells) => (
              // Tiers rise with their threshold, so the first cell names the row.
              <tr key={cells[0]} className="border-b border-border last:border-0">
                {cells.map((cell, column) => (
                  <td key={heads[column]} className="px-space-sm py-space-xs text-end tabular-nums first:text-start">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border border-border p-space-sm">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
