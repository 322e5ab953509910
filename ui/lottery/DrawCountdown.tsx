import { Clock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../primitives/Badge.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { LotteryPanel, PanelNote, useRemainingText } from './lottery-parts.tsx';

/** Screen readers hear the time left at most this often (a ticking live region would never stop talking). */
export const ANNOUNCE_EVERY_MS = 60_000;

export interface DrawCountdownProps {
  /** The game, named in the announcement. */
  gameName?: string;
  /** The draw on sale. */
  numero?: string | null;
  /** When betting on `numero` closes and the draw starts, epoch ms; unknown when absent. */
  drawAt?: number | null;
  /** The current time, epoch ms: the container ticks it, stories fix it. */
  now: number;
  /** Sales are suspended for this game. */
  closed?: boolean;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Buttons under the countdown (play, open the lobby). */
  actions?: ReactNode;
  /** Defaults to "Next draw". */
  title?: string;
  className?: string;
}

type CountdownState = 'loading' | 'error' | 'closed' | 'unknown' | 'counting' | 'drawing';

/**
 * Time left to bet on the next draw, and "drawing" once it is up. The visible clock ticks with `now`;
 * a polite live region speaks the minutes left, changing at most once a minute.
 */
export function DrawCountdown({
  gameName,
  numero,
  drawAt,
  now,
  closed = false,
  loading = false,
  error = false,
  onRetry,
  actions,
  title,
  className,
}: DrawCountdownProps) {
  const { t } = useTranslation();
  const remainingText = useRemainingText();
  const left = drawAt === null || drawAt === undefined ? undefined : drawAt - now;
  const state: CountdownState = error
    ? 'error'
    : loading
      ? 'loading'
      : closed
        ? 'closed'
        : left === undefined
          ? 'unknown'
          : left > 0
            ? 'counting'
            : 'drawing';
  const name = gameName ?? '';

  const announcement =
    state === 'drawing'
      ? t('lottery.countdown.drawingAnnounce', { name })
      : state === 'counting'
        ? t('lottery.countdown.minutesLeft', { count: Math.ceil((left ?? 0) / 60_000), name })
        : '';
  // The spoken text follows the visible one, but never sooner than a minute after the last change
  // (a clock set back, as in stories, starts over).
  const [spoken, setSpoken] = useState({ text: announcement, at: now });
  if (announcement !== spoken.text && (now - spoken.at >= ANNOUNCE_EVERY_MS || now < spoken.at)) setSpoken({ text: announcement, at: now });

  return (
    <LotteryPanel
      slot="draw-countdown"
      state={state}
      title={title ?? t('lottery.countdown.title')}
      icon={<Clock aria-hidden />}
      className={className}
    >
      {state === 'error' && <ErrorPanel message={t('lottery.countdown.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-sm">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton className="h-10 w-40" />
        </LoadingRegion>
      )}
      {state === 'unknown' && <PanelNote>{t('lottery.countdown.unknown')}</PanelNote>}
      {state === 'closed' && (
        <Badge tone="warning" className="self-start">
          {t('lottery.countdown.closed')}
        </Badge>
      )}
      {(state === 'counting' || state === 'drawing') && (
        <div className="flex flex-col gap-space-xs">
          {numero && <p className="text-sm text-muted tabular-nums">{t('lottery.countdown.numero', { numero })}</p>}
          {state === 'counting' ? (
            <p data-slot="draw-countdown-clock" className="flex flex-wrap items-baseline gap-x-space-sm">
              <span className="text-sm text-muted">{t('lottery.countdown.closesIn')}</span>
              <span role="timer" className="text-3xl font-semibold text-text tabular-nums">
                {remainingText(left ?? 0)}
              </span>
            </p>
          ) : (
            <p data-slot="draw-countdown-clock" className="text-3xl font-semibold text-brand">
              {t('lottery.countdown.drawing')}
            </p>
          )}
        </div>
      )}
      <p aria-live="polite" aria-atomic="true" data-slot="draw-countdown-announcement" className="sr-only">
        {spoken.text}
      </p>
      {actions && <div className="flex flex-wrap gap-space-sm">{actions}</div>}
    </LotteryPanel>
  );
}
