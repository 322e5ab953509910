import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { LotteryPanel, MemberGate, PanelNote } from './lottery-parts.tsx';

/** A Vietnam game the member played lately (/lgw/vn/games/game_menu/recent). */
export interface RecentLotteryItem {
  gameCode: string;
  name: string;
  /** A short line under the name (draw time, region). */
  note?: string | null;
}

export interface RecentLotteriesProps {
  items?: readonly RecentLotteryItem[];
  selectedCode?: string;
  onSelect: (gameCode: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Recent games are for members: a visitor is asked to log in, a trial account to register for real. */
  restricted?: 'visitor' | 'trial';
  /** The way in for a restricted viewer (log in, or the trial warning). */
  onUnlock?: () => void;
  /** Defaults to "Recently played". */
  title?: string;
  className?: string;
}

/** The member's recently played Vietnam games, one click from their results and countdown. */
export function RecentLotteries({
  items,
  selectedCode,
  onSelect,
  loading = false,
  error = false,
  onRetry,
  restricted,
  onUnlock,
  title,
  className,
}: RecentLotteriesProps) {
  const { t } = useTranslation();
  const shown = items ?? [];
  const state = restricted ?? (error ? 'error' : loading ? 'loading' : shown.length === 0 ? 'empty' : 'ready');
  return (
    <LotteryPanel
      slot="recent-lotteries"
      state={state}
      title={title ?? t('lottery.recent.title')}
      icon={<History aria-hidden />}
      className={className}
    >
      {state === 'visitor' && <MemberGate message={t('lottery.recent.loginToSee')} actionLabel={t('lottery.logIn')} onAction={onUnlock} />}
      {state === 'trial' && (
        <MemberGate message={t('lottery.recent.trial')} actionLabel={t('lottery.registerRealAccount')} onAction={onUnlock} />
      )}
      {state === 'error' && <ErrorPanel message={t('lottery.recent.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-sm">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} shape="text" className="h-8" />
          ))}
        </LoadingRegion>
      )}
      {state === 'empty' && <PanelNote>{t('lottery.recent.empty')}</PanelNote>}
      {state === 'ready' && (
        <ul className="flex flex-col">
          {shown.map((item) => {
            const selected = item.gameCode === selectedCode;
            return (
              <li key={item.gameCode} data-game={item.gameCode}>
                <button
                  type="button"
                  data-slot="recent-lottery"
                  aria-current={selected || undefined}
                  className={cn(
                    'flex w-full flex-col items-start rounded-md px-space-sm py-space-xs text-left transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                    selected && 'bg-brand-soft hover:bg-brand-soft',
                  )}
                  onClick={() => onSelect(item.gameCode)}
                >
                  <span className={cn('w-full truncate text-sm font-semibold', selected ? 'text-brand' : 'text-text')}>{item.name}</span>
                  {item.note && <span className="w-full truncate text-xs text-muted">{item.note}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </LotteryPanel>
  );
}
