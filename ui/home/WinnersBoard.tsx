import { cva } from 'class-variance-authority';
import { Gamepad2, Trophy } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Image, type ImageSources } from '../primitives/Image.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { HomeSection } from './home-section.tsx';
import { maskPlayerName, type WinnerItem } from './winner.ts';

export { maskPlayerName, type WinnerItem } from './winner.ts';

const listVariants = cva('flex flex-col divide-y divide-border rounded-xl border border-border bg-surface-raised px-space-sm shadow-sm');
const rowVariants = cva('grid min-h-14 grid-cols-[1.75rem_2.5rem_minmax(0,1fr)_auto] items-center gap-space-sm py-space-xs', {
  variants: { playable: { true: 'relative -mx-space-xs rounded-md px-space-xs hover:bg-surface-sunken', false: '' } },
  defaultVariants: { playable: false },
});
// Stretched over the row, like GameCard's play button: the row reads as text, and one Tab stop plays its game.
const playVariants = cva(
  'absolute inset-0 cursor-pointer rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
);
const rankVariants = cva('inline-flex size-7 items-center justify-center rounded-pill text-xs font-semibold tabular-nums', {
  variants: { podium: { true: 'bg-accent text-accent-fg', false: 'bg-surface-sunken text-muted' } },
  defaultVariants: { podium: false },
});
const thumbVariants = cva('size-10 rounded-md object-cover');

export type WinnersBoardProps = Omit<ComponentProps<'section'>, 'title' | 'children' | 'onPlay'> & {
  winners?: readonly WinnerItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** How many wins to list, biggest first. */
  limit?: number;
  /** The platform's default game icon, for thumbnails that fail to load. */
  defaultIconSrc?: ImageSources;
  /** Defaults to "Big wins". */
  title?: string;
  /** Starts the game of a win; rows missing what a start needs (gameId, nodeId, vendor, game type) stay plain text. */
  onPlay?: (winner: WinnerItem) => void;
};

const launchable = (winner: WinnerItem) =>
  Boolean(winner.gameId && winner.gameName && winner.vassalage && winner.gameType && winner.nodeId != null && winner.nodeId !== '');

/**
 * Recent big wins, biggest first; with onPlay, a row starts its game. A static list: it never moves by
 * itself, so it is calm to read and needs no reduced-motion handling; fresh data simply re-renders it.
 */
export function WinnersBoard({
  className,
  winners,
  loading = false,
  error = false,
  onRetry,
  limit = 10,
  defaultIconSrc,
  title,
  onPlay,
  ...props
}: WinnersBoardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const state = error ? 'error' : loading ? 'loading' : (winners?.length ?? 0) > 0 ? 'ready' : 'empty';
  const sorted = [...(winners ?? [])].sort((a, b) => b.winAmount - a.winAmount).slice(0, limit);

  return (
    <HomeSection
      slot="winners-board"
      data-state={state}
      title={title ?? t('home.winners')}
      icon={<Trophy aria-hidden />}
      className={className}
      {...props}
    >
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'empty' && (
        <EmptyState
          size="compact"
          icon={<Trophy aria-hidden />}
          title={t('homeSections.empty.winners')}
          hint={t('homeSections.empty.winnersHint')}
        />
      )}
      {state === 'loading' && (
        <LoadingRegion className={listVariants()}>
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={rowVariants()}>
              <Skeleton shape="circle" className="size-7" />
              <Skeleton className="size-10" />
              <span className="flex flex-col gap-1">
                <Skeleton shape="text" className="h-3.5 w-24" />
                <Skeleton shape="text" className="h-3 w-32 max-w-full" />
              </span>
              <Skeleton shape="text" className="h-4 w-20" />
            </div>
          ))}
        </LoadingRegion>
      )}
      {state === 'ready' && (
        <ol data-slot="winners-board-list" className={listVariants()}>
          {sorted.map((winner, index) => (
            <li
              key={`${winner.customerName}-${winner.winAmount}-${winner.gameId ?? ''}-${winner.winTime ?? ''}`}
              data-slot="winner"
              className={rowVariants({ playable: Boolean(onPlay) && launchable(winner) })}
            >
              <span className={rankVariants({ podium: index < 3 })}>{index + 1}</span>
              <Image
                src={winner.showIcon ?? undefined}
                fallbackSrc={defaultIconSrc}
                fallback={
                  <span
                    aria-hidden="true"
                    className={cn(thumbVariants(), 'inline-flex items-center justify-center bg-brand-soft text-brand')}
                  >
                    <Gamepad2 className="size-5" />
                  </span>
                }
                alt=""
                width={40}
                height={40}
                className={thumbVariants()}
              />
              <span className="flex min-w-0 flex-col">
                <span data-slot="winner-name" className="truncate text-sm font-semibold text-text">
                  {maskPlayerName(winner.customerName)}
                </span>
                {winner.gameName && <span className="truncate text-xs text-muted">{winner.gameName}</span>}
              </span>
              <span data-slot="winner-amount" className="text-sm font-semibold text-success tabular-nums">
                {formatMoney(winner.winAmount)}
              </span>
              {onPlay && launchable(winner) && (
                <button
                  type="button"
                  data-slot="winner-play"
                  aria-label={t('lobby.playGame', { name: winner.gameName })}
                  className={playVariants()}
                  onClick={() => onPlay(winner)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
