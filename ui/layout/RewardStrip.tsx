import { cva } from 'class-variance-authority';
import { Pause, Play, Trophy } from 'lucide-react';
import { useState, type ComponentProps, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPlayerName, type WinnerItem } from '../home/winner.ts';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { IconButton } from '../primitives/Button.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** Seconds each win stays in view as the strip moves: slow enough to read a name and an amount. */
const SECONDS_PER_WIN = 4;

const stripVariants = cva('flex h-9 items-center gap-space-sm border-b border-border bg-surface-sunken px-space-md text-sm text-text');
const labelVariants = cva('flex shrink-0 items-center gap-space-xs font-semibold');
const itemVariants = cva('flex shrink-0 items-center gap-space-xs pe-space-xl whitespace-nowrap');
// Both copies of the list side by side; moving the track by half loops seamlessly. The direction
// follows the reading direction; hovering or focusing the strip holds it still.
const trackVariants = cva(
  'flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-safe:animate-reward-strip motion-reduce:animate-none rtl:[--reward-strip-way:1]',
  { variants: { paused: { true: '[animation-play-state:paused]', false: '' } } },
);

export type RewardStripProps = Omit<ComponentProps<'section'>, 'children'> & {
  winners?: readonly WinnerItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** How many of the latest wins to run, in the platform's order. */
  limit?: number;
};

/**
 * The top reward strip: the latest wins across the site, running slowly along the top of the page.
 * Always one line high, whatever its state, so nothing below it moves when the wins arrive. Moving
 * text can be paused (WCAG 2.2.2) by a button, by hovering or by focus; with reduced motion the list
 * stands still and scrolls sideways instead.
 */
export function RewardStrip({ className, winners, loading = false, error = false, onRetry, limit = 12, ...props }: RewardStripProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [paused, setPaused] = useState(false);
  const shown = (winners ?? []).slice(0, limit);
  const state = error ? 'error' : loading ? 'loading' : shown.length > 0 ? 'ready' : 'empty';

  const list = (copy: 'main' | 'loop') => (
    <ul
      data-slot={copy === 'main' ? 'reward-strip-list' : undefined}
      aria-hidden={copy === 'loop' || undefined}
      className={cn('flex', copy === 'loop' && 'motion-reduce:hidden')}
    >
      {shown.map((winner) => (
        <li
          key={`${winner.customerName}-${winner.winAmount}-${winner.gameId ?? ''}-${winner.winTime ?? ''}`}
          data-slot="reward-strip-item"
          className={itemVariants()}
        >
          {t('header.rewardStrip.win', {
            name: maskPlayerName(winner.customerName),
            amount: formatMoney(winner.winAmount),
          })}
          {winner.gameName && <span className="text-muted">· {winner.gameName}</span>}
        </li>
      ))}
    </ul>
  );

  return (
    <section
      data-slot="reward-strip"
      data-state={state}
      aria-label={t('header.rewardStrip.label')}
      className={cn(stripVariants(), 'group', className)}
      {...props}
    >
      <span className={labelVariants()}>
        <Trophy aria-hidden className="size-4 text-accent" />
        <span className="max-sm:sr-only">{t('header.rewardStrip.label')}</span>
      </span>
      <div className="min-w-0 flex-1 overflow-hidden motion-reduce:overflow-x-auto">
        {state === 'loading' && (
          <LoadingRegion className="flex items-center gap-space-xl">
            <Skeleton shape="text" className="h-3.5 w-48" />
            <Skeleton shape="text" className="h-3.5 w-40 max-sm:hidden" />
          </LoadingRegion>
        )}
        {state === 'empty' && <p className="truncate text-muted">{t('header.rewardStrip.empty')}</p>}
        {state === 'error' && (
          <p role="alert" className="flex items-center gap-space-sm text-muted">
            <span className="truncate">{t('header.rewardStrip.error')}</span>
            {onRetry && (
              <button type="button" className="shrink-0 font-semibold text-brand underline-offset-2 hover:underline" onClick={onRetry}>
                {t('common.retry')}
              </button>
            )}
          </p>
        )}
        {state === 'ready' && (
          <div
            data-slot="reward-strip-track"
            data-paused={paused || undefined}
            className={trackVariants({ paused })}
            style={{ animationDuration: `${shown.length * SECONDS_PER_WIN}s` } as CSSProperties}
          >
            {list('main')}
            {list('loop')}
          </div>
        )}
      </div>
      {state === 'ready' && (
        <IconButton
          size="sm"
          className="size-7 motion-reduce:hidden"
          data-slot="reward-strip-pause"
          label={paused ? t('header.rewardStrip.play') : t('header.rewardStrip.pause')}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
        </IconButton>
      )}
    </section>
  );
}
