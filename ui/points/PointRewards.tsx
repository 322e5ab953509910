import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { AccessNotice } from '../roles/AccessNotice.tsx';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Image } from '../primitives/Image.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { useFormatCount } from './use-format-points.ts';

export type RewardKind = 'PHYSICAL' | 'CASH' | 'BONUS';

/** One reward of the mall as its card shows it. */
export interface RewardCard {
  id: string;
  name: string;
  image: string;
  type: RewardKind;
  pointsRequired: number;
  amountRequired: number;
  /** Units left; null when the platform does not say. */
  quantity: number | null;
  maxPerRedeem: number;
}

/** Who looks at the mall: a member sees their points, a visitor a log-in button, a trial account the trial warning. */
export type PointsViewer = 'member' | 'visitor' | 'trial';

export interface PointRewardsProps {
  viewer: PointsViewer;
  /** The member's points; null while loading. */
  balance: number | null;
  balanceError?: boolean;
  onBalanceRetry?: () => void;
  rewards: readonly RewardCard[];
  loading?: boolean;
  error?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
  onLogin?: () => void;
  onRegister?: () => void;
  onRedeem: (reward: RewardCard) => void;
  /** A short confirmation of the last redemption. */
  success?: string | null;
  className?: string;
}

export const REWARD_TYPE_KEYS = {
  PHYSICAL: 'points.rewards.type.PHYSICAL',
  CASH: 'points.rewards.type.CASH',
  BONUS: 'points.rewards.type.BONUS',
} as const satisfies Record<RewardKind, string>;

/**
 * The mall's front: the member's current points (a visitor: a log-in prompt; a trial account: the trial
 * warning) over the rewards grid, each card with its name, picture, points and amount required and the
 * units left. Redeem is offered to members only, and never for a sold-out reward.
 */
export function PointRewards({
  viewer,
  balance,
  balanceError,
  onBalanceRetry,
  rewards,
  loading,
  error,
  retrying,
  onRetry,
  onLogin,
  onRegister,
  onRedeem,
  success,
  className,
}: PointRewardsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatNumber = useFormatCount();

  let summary;
  if (viewer === 'visitor') {
    summary = (
      <div className="flex flex-wrap items-center justify-between gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md">
        <p className="text-sm text-text">{t('points.balance.loginHint')}</p>
        <Button onClick={onLogin}>{t('points.balance.logIn')}</Button>
      </div>
    );
  } else if (viewer === 'trial') {
    summary = <AccessNotice kind="trial" onRegister={onRegister} />;
  } else if (balanceError) {
    summary = <ErrorPanel message={t('points.balance.error')} onRetry={onBalanceRetry} />;
  } else {
    summary = (
      <dl className="flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-space-md">
        <dt className="text-sm text-muted">{t('points.balance.label')}</dt>
        <dd data-slot="points-balance" className="text-2xl font-semibold text-text tabular-nums">
          {balance === null ? <Skeleton className="h-8 w-32" /> : t('points.balance.value', { points: formatNumber(balance) })}
        </dd>
      </dl>
    );
  }

  let body;
  if (loading) {
    body = (
      <div aria-busy="true" className="grid grid-cols-2 gap-space-md @lg:grid-cols-3 @3xl:grid-cols-4">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-64 w-full" />
        ))}
      </div>
    );
  } else if (error) {
    body = <ErrorPanel message={t('points.rewards.error')} onRetry={onRetry} retrying={retrying} />;
  } else if (rewards.length === 0) {
    body = <EmptyState icon={<Gift aria-hidden />} title={t('points.rewards.empty')} hint={t('points.rewards.emptyHint')} />;
  } else {
    body = (
      <ul
        aria-label={t('points.rewards.listLabel')}
        className="grid grid-cols-1 gap-space-md @sm:grid-cols-2 @2xl:grid-cols-3 @4xl:grid-cols-4"
      >
        {rewards.map((reward) => {
          const soldOut = reward.quantity !== null && reward.quantity <= 0;
          return (
            <li
              key={reward.id}
              data-slot="reward-card"
              className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface-raised"
            >
              <Image src={reward.image || undefined} alt="" className="aspect-square w-full object-cover" />
              <div className="flex flex-1 flex-col gap-space-xs p-space-md">
                <span className="text-xs text-muted">{t(REWARD_TYPE_KEYS[reward.type])}</span>
                <h3 className="text-sm font-semibold text-text">{reward.name}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-space-sm gap-y-0.5 text-xs">
                  <dt className="text-muted">{t('points.rewards.points')}</dt>
                  <dd className="text-end font-semibold text-text tabular-nums">{formatNumber(reward.pointsRequired)}</dd>
                  {reward.amountRequired > 0 && (
                    <>
                      <dt className="text-muted">{t('points.rewards.amount')}</dt>
                      <dd className="text-end text-text tabular-nums">{formatMoney(reward.amountRequired)}</dd>
                    </>
                  )}
                  <dt className="text-muted">{t('points.rewards.left')}</dt>
                  <dd className={cn('text-end tabular-nums', soldOut ? 'font-semibold text-danger' : 'text-text')}>
                    {soldOut ? t('points.rewards.soldOut') : reward.quantity === null ? '—' : formatNumber(reward.quantity)}
                  </dd>
                </dl>
                {viewer === 'member' && (
                  <Button
                    size="sm"
                    className="mt-auto"
                    disabled={soldOut}
                    aria-label={`${t('points.rewards.redeem')}: ${reward.name}`}
                    onClick={() => onRedeem(reward)}
                  >
                    {t('points.rewards.redeem')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div data-slot="point-rewards" className={cn('@container flex flex-col gap-space-lg', className)}>
      {summary}
      {success && (
        <p
          role="status"
          data-slot="redeem-success"
          className="rounded-md border border-success bg-surface-raised p-space-md text-sm text-text"
        >
          {success}
        </p>
      )}
      {body}
    </div>
  );
}
