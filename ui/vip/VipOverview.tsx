import { BadgePercent, Cake, Crown, Gift, Headset, TrendingUp, Wallet } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { VIP_RANK_LEVEL } from '../layout/AvatarMenu.tsx';
import { cn } from '../lib/cn.ts';
import { PlayerRankPanel, type PlayerRankView } from '../member/rank/PlayerRankPanel.tsx';
import { Button } from '../primitives/Button.tsx';
import { Card } from '../primitives/Card.tsx';
import { AccessNotice } from '../roles/AccessNotice.tsx';

/** Who looks at the VIP page: a member sees their rank, a visitor a log-in prompt, a trial account the trial warning. */
export type VipViewer = 'member' | 'visitor' | 'trial';

export type VipOverviewProps = Omit<ComponentProps<'div'>, 'children'> & {
  viewer: VipViewer;
  /** The member's rank with the rank table (the member's rank call; a visitor has none). */
  rank?: PlayerRankView;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  onLogin?: () => void;
  onRegister?: () => void;
  /** Opens the VIP customer-service channel (offered above rank level 4). */
  onVipService?: () => void;
};

const PERKS = [
  { id: 'upgrade', icon: TrendingUp, title: 'vip.perk.upgrade.title', text: 'vip.perk.upgrade.text' },
  { id: 'monthly', icon: Gift, title: 'vip.perk.monthly.title', text: 'vip.perk.monthly.text' },
  { id: 'birthday', icon: Cake, title: 'vip.perk.birthday.title', text: 'vip.perk.birthday.text' },
  { id: 'rebate', icon: BadgePercent, title: 'vip.perk.rebate.title', text: 'vip.perk.rebate.text' },
  { id: 'withdraw', icon: Wallet, title: 'vip.perk.withdraw.title', text: 'vip.perk.withdraw.text' },
  { id: 'service', icon: Headset, title: 'vip.perk.service.title', text: 'vip.perk.service.text' },
] as const;

/**
 * The VIP page (spec section 2, the side menu's VIP entry): what the ranks give, then the member's rank,
 * progress and the rank table (the member centre's rank panel), and the VIP service channel for ranks
 * above level 4 (spec section 6). A visitor gets a log-in prompt for their own rank.
 */
export function VipOverview({
  viewer,
  rank,
  loading = false,
  error = false,
  onRetry,
  retrying,
  onLogin,
  onRegister,
  onVipService,
  className,
  ...props
}: VipOverviewProps) {
  const { t } = useTranslation();
  const vip = rank !== undefined && rank.rankLevel > VIP_RANK_LEVEL;
  return (
    <div data-slot="vip-overview" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <section aria-labelledby="vip-perks" className="flex flex-col gap-space-md">
        <h2 id="vip-perks" className="text-lg font-semibold">
          {t('vip.perksTitle')}
        </h2>
        <ul className="grid grid-cols-1 gap-space-sm sm:grid-cols-2 lg:grid-cols-3">
          {PERKS.map(({ id, icon: Icon, title, text }) => (
            <li key={id} className="flex items-start gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
              <div className="flex flex-col gap-1">
                <span className="text-sm font-semibold text-text">{t(title)}</span>
                <span className="text-sm text-muted">{t(text)}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {viewer === 'visitor' && (
        <div
          data-slot="vip-login"
          className="flex flex-wrap items-center justify-between gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md"
        >
          <p className="text-sm text-text">{t('vip.loginHint')}</p>
          <div className="flex gap-space-sm">
            <Button variant="secondary" onClick={onRegister}>
              {t('vip.register')}
            </Button>
            <Button onClick={onLogin}>{t('vip.logIn')}</Button>
          </div>
        </div>
      )}
      {viewer === 'trial' && <AccessNotice kind="trial" onRegister={onRegister} />}

      {viewer === 'member' && (
        <>
          {rank && !error && (
            <Card padding="md" data-slot="vip-service" className="flex flex-wrap items-center justify-between gap-space-sm">
              <div className="flex items-start gap-space-sm">
                <Crown aria-hidden className={cn('mt-0.5 size-5 shrink-0', vip ? 'text-accent' : 'text-muted')} />
                <div className="flex flex-col gap-1">
                  <h2 className="text-base font-semibold">{t('vip.service.title')}</h2>
                  <p className="text-sm text-muted">{vip ? t('vip.service.ready') : t('vip.service.locked', { level: VIP_RANK_LEVEL })}</p>
                </div>
              </div>
              {vip && (
                <Button variant="accent" icon={<Headset aria-hidden className="size-4" />} onClick={onVipService}>
                  {t('vip.service.contact')}
                </Button>
              )}
            </Card>
          )}
          <PlayerRankPanel rank={rank} loading={loading} error={error} onRetry={onRetry} retrying={retrying} />
        </>
      )}
    </div>
  );
}
