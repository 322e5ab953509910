import { Timer } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { clockTime, formatElapsed, gmtOffset, isoDuration } from './safer-play-time.ts';

export type HeaderClockProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The current moment; the parent ticks it (once a second). */
  now: Date;
  /** When this session began (login); without it, only the clock shows (a guest). */
  sessionStartedAt?: Date;
  /** An IANA zone; defaults to the player's own. */
  timeZone?: string;
  /** The responsible-gaming page: an "18+" link beside the clock, so every page with a header has one. */
  responsibleGamingHref?: string;
  /** A plain click on that link (the app navigates with its router; modified clicks stay with the browser). */
  onResponsibleGaming?: () => void;
};

/**
 * The header's clock (UKGC RTS 13): local time with the GMT offset, "14:05:09 GMT+7", and for a
 * logged-in player the time since the session began, "Session 01:23:45". On a phone the clock drops
 * its seconds and the session its word (an icon stands in). Nothing here is a live region: a screen
 * reader reads the values when it reaches them, and is not interrupted every second.
 */
export function HeaderClock({
  now,
  sessionStartedAt,
  timeZone,
  responsibleGamingHref,
  onResponsibleGaming,
  className,
  ...props
}: HeaderClockProps) {
  const { t } = useTranslation();
  const { hoursMinutes, seconds } = clockTime(now, timeZone);
  const elapsed = sessionStartedAt ? now.getTime() - sessionStartedAt.getTime() : null;
  return (
    <div
      role="group"
      aria-label={t('header.clock.label')}
      data-slot="header-clock"
      data-session={elapsed !== null || undefined}
      className={cn('inline-flex shrink-0 items-center gap-x-space-sm text-xs leading-tight text-muted tabular-nums', className)}
      {...props}
    >
      <time data-slot="header-clock-time" dateTime={now.toISOString()} className="whitespace-nowrap">
        <span className="text-text">
          {hoursMinutes}
          <span data-slot="header-clock-seconds" className="max-sm:hidden">
            :{seconds}
          </span>
        </span>{' '}
        <span data-slot="header-clock-offset">{gmtOffset(now, timeZone)}</span>
      </time>
      {elapsed !== null && (
        <span data-slot="header-clock-session" className="inline-flex items-center gap-1 whitespace-nowrap">
          <Timer aria-hidden className="size-3.5 sm:hidden" />
          <span className="max-sm:sr-only">{t('header.clock.session')}</span>{' '}
          <time role="timer" dateTime={isoDuration(elapsed)} className="text-text">
            {formatElapsed(elapsed)}
          </time>
        </span>
      )}
      {responsibleGamingHref && (
        <a
          href={responsibleGamingHref}
          data-slot="header-clock-adults"
          aria-label={t('header.clock.adults')}
          className="rounded-sm border border-current px-1 font-semibold text-text no-underline hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          onClick={(event) => {
            if (!onResponsibleGaming || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onResponsibleGaming();
          }}
        >
          18+
        </a>
      )}
    </div>
  );
}
