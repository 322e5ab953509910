import { CircleCheck, Dices, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';

/** CLEAR: nothing stands in the way; WARNING: some is owed but withdrawals stay open; BLOCKED: withdrawals wait for it. */
export type TurnoverState = 'CLEAR' | 'WARNING' | 'BLOCKED';

/** The turnover still required before a withdrawal, per game type ('ALL' for every game). */
export interface TurnoverView {
  state: TurnoverState;
  items: readonly { gameType: string; required: number; actual: number; remaining: number }[];
}

export interface TurnoverRequirementProps {
  turnover?: TurnoverView | null;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** Game types the platform names in the turnover details; another one shows as sent. */
const GAME_TYPE_KEYS = {
  ALL: 'withdraw.turnover.gameTypes.ALL',
  RNG: 'withdraw.turnover.gameTypes.RNG',
  LIVE: 'withdraw.turnover.gameTypes.LIVE',
  SPORTS: 'withdraw.turnover.gameTypes.SPORTS',
  ESPORTS: 'withdraw.turnover.gameTypes.ESPORTS',
  FISH: 'withdraw.turnover.gameTypes.FISH',
  PVP: 'withdraw.turnover.gameTypes.PVP',
  LOTT: 'withdraw.turnover.gameTypes.LOTT',
  // The platform's client shows the e-lottery's turnover as the lottery's.
  ELOTT: 'withdraw.turnover.gameTypes.LOTT',
  COCKFIGHT: 'withdraw.turnover.gameTypes.COCKFIGHT',
} as const;

/**
 * The turnover still required (MCSFE_getTurnoverInfo): nothing when none is owed; with some owed, a
 * table of what is left per game type, and why: a warning when withdrawals stay open, the reason when
 * they wait for it. A failed read says so with Retry and does not hide the form.
 */
export function TurnoverRequirement({ turnover, loading = false, error = false, onRetry, retrying, className }: TurnoverRequirementProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  if (error) return <ErrorPanel className={className} message={t('withdraw.turnover.error')} onRetry={onRetry} retrying={retrying} />;
  if (loading) {
    return (
      <div data-slot="withdraw-turnover" data-state="loading" aria-busy="true" className={cn('flex flex-col gap-space-sm', className)}>
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (!turnover || turnover.state === 'CLEAR' || turnover.items.every((item) => item.remaining <= 0)) {
    return turnover && turnover.items.length > 0 ? (
      <p data-slot="withdraw-turnover" data-state="done" className={cn('flex items-center gap-space-xs text-sm text-success', className)}>
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('withdraw.turnover.done')}
      </p>
    ) : null;
  }
  const blocked = turnover.state === 'BLOCKED';
  const gameType = (code: string) => (Object.hasOwn(GAME_TYPE_KEYS, code) ? t(GAME_TYPE_KEYS[code as keyof typeof GAME_TYPE_KEYS]) : code);
  return (
    <section
      data-slot="withdraw-turnover"
      data-state={blocked ? 'blocked' : 'warning'}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-space-sm rounded-lg border border-warning bg-surface-raised p-space-md text-sm', className)}
    >
      <h4 id={titleId} className="flex items-center gap-space-xs font-semibold text-text">
        {blocked ? (
          <Dices aria-hidden className="size-4 shrink-0 text-warning" />
        ) : (
          <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning" />
        )}
        {t('withdraw.turnover.title')}
      </h4>
      <p role="status" className="text-text">
        {blocked ? t('withdraw.turnover.blocked') : t('withdraw.turnover.warning')}
      </p>
      <table className="w-full text-start">
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 text-start font-normal">
              {t('withdraw.turnover.gameType')}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {t('withdraw.turnover.remaining')}
            </th>
          </tr>
        </thead>
        <tbody>
          {turnover.items.map((item) => (
            <tr key={item.gameType} className="border-t border-border">
              <th scope="row" className="py-1 text-start font-normal text-text">
                {gameType(item.gameType)}
              </th>
              <td className={cn('py-1 text-end font-semibold tabular-nums', item.remaining > 0 ? 'text-danger' : 'text-success')}>
                {formatMoney(item.remaining)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
