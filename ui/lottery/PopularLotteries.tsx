import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { LotteryPanel, PanelNote, useRemainingText } from './lottery-parts.tsx';
import { LotteryTypeIcon } from './LotteryTypeIcon.tsx';

/** One popular lottery (/lgw/games/popular): the numero on sale and when its betting closes. */
export interface PopularLotteryItem {
  gameCode: string;
  name: string;
  /** The lottery type for the icon (SSC, 11X5...). */
  groupCode?: string | null;
  numero: string;
  /** When betting on `numero` closes, epoch ms. */
  drawAt: number;
  isSale: boolean;
}

export interface PopularLotteriesProps {
  items?: readonly PopularLotteryItem[];
  /** The current time, epoch ms (the container ticks it; stories fix it). */
  now: number;
  selectedCode?: string;
  onSelect: (gameCode: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Defaults to "Popular lotteries". */
  title?: string;
  className?: string;
}

/** The most played lotteries (the platform sends 20) with the time left on each; choosing one shows it. */
export function PopularLotteries({
  items,
  now,
  selectedCode,
  onSelect,
  loading = false,
  error = false,
  onRetry,
  title,
  className,
}: PopularLotteriesProps) {
  const { t } = useTranslation();
  const remainingText = useRemainingText();
  const shown = items ?? [];
  const state = error ? 'error' : loading ? 'loading' : shown.length === 0 ? 'empty' : 'ready';
  return (
    <LotteryPanel
      slot="popular-lotteries"
      state={state}
      title={title ?? t('lottery.popular.title')}
      icon={<Flame aria-hidden />}
      className={className}
    >
      {state === 'error' && <ErrorPanel message={t('lottery.popular.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="grid gap-space-sm @md:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </LoadingRegion>
      )}
      {state === 'empty' && <PanelNote>{t('lottery.popular.empty')}</PanelNote>}
      {state === 'ready' && (
        <ul className="grid gap-space-sm @md:grid-cols-2 @3xl:grid-cols-3 @6xl:grid-cols-4">
          {shown.map((item) => {
            const selected = item.gameCode === selectedCode;
            return (
              <li key={item.gameCode} data-game={item.gameCode}>
                <button
                  type="button"
                  data-slot="popular-lottery"
                  data-state={item.isSale ? 'on-sale' : 'closed'}
                  aria-current={selected || undefined}
                  className={cn(
                    'flex h-full w-full items-center gap-space-sm rounded-lg border p-space-sm text-left transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    selected ? 'border-brand bg-brand-soft hover:bg-brand-soft' : 'border-border bg-surface',
                  )}
                  onClick={() => onSelect(item.gameCode)}
                >
                  <LotteryTypeIcon type={item.groupCode} decorative />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-semibold text-text">{item.name}</span>
                    <span className="truncate text-xs text-muted tabular-nums">
                      {t('lottery.countdown.numero', { numero: item.numero })}
                    </span>
                  </span>
                  {item.isSale ? (
                    <span data-slot="popular-lottery-time" className="shrink-0 text-sm font-semibold text-text tabular-nums">
                      <span className="sr-only">{t('lottery.countdown.closesIn')} </span>
                      {item.drawAt > now ? remainingText(item.drawAt - now) : t('lottery.countdown.drawing')}
                    </span>
                  ) : (
                    <Badge tone="warning" size="sm">
                      {t('lottery.countdown.closed')}
                    </Badge>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </LotteryPanel>
  );
}
