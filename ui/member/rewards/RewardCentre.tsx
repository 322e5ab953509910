import { Gift, History } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';

/** available: claimable now; locked: its conditions are not met yet; claimed and expired: history. */
export type TicketState = 'available' | 'locked' | 'claimed' | 'expired';

/** A condition the ticket still waits for; a deposit one says how far it is. */
export interface TicketCondition {
  type: string;
  required?: number | null;
  current?: number | null;
}

export interface RewardTicketItem {
  id: string;
  name: string;
  /** CASH, BONUS, PRIZE_WHEEL, FREE_SPIN; another reads as a plain reward. */
  kind?: string | null;
  /** Money credited on claim; none (or 0) for rewards that are not money, such as free spins. */
  amount?: number | null;
  state: TicketState;
  expiryTime?: number | null;
  claimedTime?: number | null;
  conditions?: readonly TicketCondition[];
}

/** One list's data: the tickets, or that they are loading, or that the call failed. */
export interface TicketSection {
  tickets?: readonly RewardTicketItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

export type RewardCentreProps = Omit<ComponentProps<'div'>, 'children'> & {
  balance: { amount?: number; loading?: boolean; error?: boolean };
  available: TicketSection;
  history: TicketSection;
  /** The ticket whose claim is in flight: its button is busy, the others wait. */
  claimingId?: string;
  onClaim: (ticket: RewardTicketItem) => void;
  /** The last claim's outcome, said near the list (and announced). */
  notice?: { tone: 'success' | 'danger'; message: string };
  /** Dates in this zone; the browser's when not given. */
  timeZone?: string;
};

const KIND_LABEL = {
  CASH: 'rewards.tickets.kind.CASH',
  BONUS: 'rewards.tickets.kind.BONUS',
  PRIZE_WHEEL: 'rewards.tickets.kind.PRIZE_WHEEL',
  FREE_SPIN: 'rewards.tickets.kind.FREE_SPIN',
} as const;
const STATE_LABEL = {
  available: 'rewards.tickets.state.available',
  locked: 'rewards.tickets.state.locked',
  claimed: 'rewards.tickets.state.claimed',
  expired: 'rewards.tickets.state.expired',
} as const satisfies Record<TicketState, string>;
const STATE_TONE: Record<TicketState, StatusTone> = { available: 'success', locked: 'warning', claimed: 'info', expired: 'neutral' };
const DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

/**
 * The reward centre (spec section 2): the balance, the tickets the player can claim (or must first
 * meet the conditions of), and the claimed and expired ones. Each list loads and fails on its own;
 * a claim is one click: the ticket's button is busy until the platform answers.
 */
export function RewardCentre({
  balance,
  available,
  history,
  claimingId,
  onClaim,
  notice,
  timeZone,
  className,
  ...props
}: RewardCentreProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <div data-slot="reward-centre" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <p data-slot="reward-centre-balance" className="flex flex-wrap items-baseline gap-space-sm text-sm text-muted">
        {t('rewards.tickets.balance')}
        {balance.loading ? (
          <Skeleton shape="text" className="w-28" aria-hidden />
        ) : balance.error || balance.amount === undefined ? (
          <span className="text-danger">{t('rewards.tickets.balanceUnavailable')}</span>
        ) : (
          <strong className="text-lg font-semibold text-text tabular-nums">{formatMoney(balance.amount)}</strong>
        )}
      </p>
      <p
        role="status"
        data-slot="reward-centre-notice"
        className={cn('min-h-5 text-sm font-semibold', notice?.tone === 'danger' ? 'text-danger' : 'text-success')}
      >
        {notice?.message}
      </p>
      <TicketList
        title={t('rewards.tickets.available')}
        section={available}
        empty={
          <EmptyState
            size="compact"
            icon={<Gift aria-hidden />}
            title={t('rewards.tickets.emptyAvailable')}
            hint={t('rewards.tickets.emptyAvailableHint')}
          />
        }
        claimingId={claimingId}
        onClaim={onClaim}
        timeZone={timeZone}
      />
      <TicketList
        title={t('rewards.tickets.history')}
        section={history}
        empty={<EmptyState size="compact" icon={<History aria-hidden />} title={t('rewards.tickets.emptyHistory')} />}
        claimingId={claimingId}
        onClaim={onClaim}
        timeZone={timeZone}
      />
    </div>
  );
}

function TicketList({
  title,
  section,
  empty,
  claimingId,
  onClaim,
  timeZone,
}: {
  title: string;
  section: TicketSection;
  empty: ReactNode;
  claimingId?: string;
  onClaim: (ticket: RewardTicketItem) => void;
  timeZone?: string;
}) {
  let body: ReactNode;
  if (section.loading) {
    body = (
      <LoadingRegion className="flex flex-col gap-space-sm">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-24 w-full rounded-lg" />
        ))}
      </LoadingRegion>
    );
  } else if (section.error) {
    body = <ErrorPanel onRetry={section.onRetry} retrying={section.retrying} />;
  } else if (!section.tickets?.length) {
    body = empty;
  } else {
    body = (
      <ul className="grid gap-space-sm @xl:grid-cols-2">
        {section.tickets.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            claiming={claimingId === ticket.id}
            // One claim at a time: the others wait for the answer.
            waiting={claimingId !== undefined && claimingId !== ticket.id}
            onClaim={onClaim}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }
  return (
    <section aria-label={title} data-slot="reward-ticket-list" className="@container flex flex-col gap-space-sm">
      <h3 className="text-base font-semibold text-text">{title}</h3>
      {body}
    </section>
  );
}

function TicketCard({
  ticket,
  claiming,
  waiting,
  onClaim,
  timeZone,
}: {
  ticket: RewardTicketItem;
  claiming: boolean;
  waiting: boolean;
  onClaim: (ticket: RewardTicketItem) => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const time = (ms: number) => formatDateTime(ms, { pattern: DATE_PATTERN, timeZone });
  const kind = ticket.kind && Object.hasOwn(KIND_LABEL, ticket.kind) ? KIND_LABEL[ticket.kind as keyof typeof KIND_LABEL] : undefined;
  const hasAmount = typeof ticket.amount === 'number' && ticket.amount > 0;

  let when: string | undefined;
  if (ticket.state === 'claimed' && ticket.claimedTime) when = t('rewards.tickets.claimedAt', { time: time(ticket.claimedTime) });
  else if (ticket.state === 'expired' && ticket.expiryTime) when = t('rewards.tickets.expiredAt', { time: time(ticket.expiryTime) });
  else if (ticket.expiryTime) when = t('rewards.tickets.expires', { time: time(ticket.expiryTime) });

  return (
    <li
      data-slot="reward-ticket"
      data-state={ticket.state}
      aria-label={ticket.name}
      className={cn(
        'flex flex-col gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md',
        (ticket.state === 'expired' || ticket.state === 'claimed') && 'bg-surface',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-space-sm">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold break-words text-text">{ticket.name}</p>
          <p className="text-sm text-muted">{kind ? t(kind) : t('rewards.tickets.kind.other')}</p>
        </div>
        <StatusChip tone={STATE_TONE[ticket.state]}>{t(STATE_LABEL[ticket.state])}</StatusChip>
      </div>
      {hasAmount && (
        <p className="flex items-baseline gap-space-xs text-sm text-muted">
          <span className="sr-only">{t('rewards.tickets.amount')}</span>
          <span className="text-xl font-bold text-text tabular-nums">{formatMoney(ticket.amount!)}</span>
        </p>
      )}
      {ticket.state === 'locked' &&
        (ticket.conditions?.length ? ticket.conditions : [{ type: '' }]).map((condition) => (
          <p key={condition.type} className="text-sm text-text">
            {condition.type === 'DEPOSIT_AMOUNT' && typeof condition.required === 'number'
              ? t('rewards.tickets.deposit', { required: formatMoney(condition.required), current: formatMoney(condition.current ?? 0) })
              : t('rewards.tickets.condition')}
          </p>
        ))}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-space-sm">
        {when && <p className="text-xs text-muted tabular-nums">{when}</p>}
        {(ticket.state === 'available' || ticket.state === 'locked') && (
          <Button
            size="sm"
            className="ms-auto"
            loading={claiming}
            disabled={ticket.state === 'locked' || waiting}
            onClick={() => onClaim(ticket)}
          >
            {t('rewards.tickets.claim')}
            <span className="sr-only"> {ticket.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
