import { Star } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { LotteryPanel, PanelNote } from './lottery-parts.tsx';
import { LotteryTypeIcon } from './LotteryTypeIcon.tsx';

export interface LotteryMenuGame {
  /** The platform's gameId: the favourite key. */
  id: number;
  /** The game code the page address and the launch use. */
  code: string;
  name: string;
  /** A short line under the name (draw frequency, draw time). */
  note?: string | null;
}

export interface LotteryMenuGroup {
  code: string;
  name: string;
  /** A lottery type code for the group's icon (SSC, 11X5...); no icon when absent. */
  icon?: string;
  games: readonly LotteryMenuGame[];
}

export interface LotteryMenuProps {
  groups?: readonly LotteryMenuGroup[];
  /** The code of the game shown beside the menu. */
  selectedCode?: string;
  onSelect: (game: LotteryMenuGame) => void;
  /** The member's favourite game ids; they are also listed first, under "Favourites". */
  favouriteIds?: readonly number[];
  /** Shows a star per game; the container decides what a visitor's or a trial account's click does. */
  onToggleFavourite?: (game: LotteryMenuGame, favourite: boolean) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The panel's title; defaults to "Games". */
  title?: string;
  className?: string;
}

const GAME_SELECTOR = 'button[data-slot="lottery-menu-game"]';

/** Up and down (Home, End) move between the games, so a long menu is not a long run of tabs. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys: Record<string, (index: number, last: number) => number> = {
    ArrowDown: (index, last) => Math.min(index + 1, last),
    ArrowUp: (index) => Math.max(index - 1, 0),
    Home: () => 0,
    End: (_, last) => last,
  };
  const step = keys[event.key];
  const current = (event.target as HTMLElement).closest(GAME_SELECTOR);
  if (!step || !current) return;
  const games = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(GAME_SELECTOR)];
  event.preventDefault();
  games[step(games.indexOf(current as HTMLButtonElement), games.length - 1)]?.focus();
}

function GameRow({
  game,
  selected,
  favourite,
  onSelect,
  onToggleFavourite,
}: { game: LotteryMenuGame; selected: boolean; favourite: boolean } & Pick<LotteryMenuProps, 'onSelect' | 'onToggleFavourite'>) {
  const { t } = useTranslation();
  return (
    <li data-game={game.code} className="flex items-stretch gap-space-2xs">
      <button
        type="button"
        data-slot="lottery-menu-game"
        aria-current={selected || undefined}
        className={cn(
          'flex min-w-0 flex-1 flex-col items-start rounded-md px-space-sm py-space-xs text-left transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
          selected && 'bg-brand-soft hover:bg-brand-soft',
        )}
        onClick={() => onSelect(game)}
      >
        <span className={cn('w-full truncate text-sm font-semibold', selected ? 'text-brand' : 'text-text')}>{game.name}</span>
        {game.note && <span className="w-full truncate text-xs text-muted">{game.note}</span>}
      </button>
      {onToggleFavourite && (
        <button
          type="button"
          data-slot="lottery-menu-favourite"
          data-state={favourite ? 'on' : 'off'}
          aria-pressed={favourite}
          aria-label={t('lottery.menu.favourite', { name: game.name })}
          title={t('lottery.menu.favourite', { name: game.name })}
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center self-center rounded-pill transition-colors focus-visible:outline-2 focus-visible:outline-focus [&>svg]:size-4',
            favourite ? 'text-accent' : 'text-muted hover:text-accent',
          )}
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          <Star aria-hidden className={cn(favourite && 'fill-current')} />
        </button>
      )}
    </li>
  );
}

function Group({ name, icon, children }: { name: string; icon?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div data-slot="lottery-menu-group" className="flex flex-col gap-space-2xs">
      <h3 id={headingId} className="flex items-center gap-space-sm px-space-xs text-xs font-semibold tracking-wide text-muted uppercase">
        {icon !== undefined && <LotteryTypeIcon type={icon} size="sm" decorative />}
        {name}
      </h3>
      <ul aria-labelledby={headingId} className="flex flex-col">
        {children}
      </ul>
    </div>
  );
}

/**
 * The lottery games by group (or the Vietnam games by region): choosing one shows it beside the menu.
 * Members' favourites get a star and a group of their own at the top.
 */
export function LotteryMenu({
  groups,
  selectedCode,
  onSelect,
  favouriteIds,
  onToggleFavourite,
  loading = false,
  error = false,
  onRetry,
  title,
  className,
}: LotteryMenuProps) {
  const { t } = useTranslation();
  const shown = (groups ?? []).filter((group) => group.games.length > 0);
  const favourites = new Set(favouriteIds ?? []);
  const favouriteGames = shown
    .flatMap((group) => group.games)
    .filter((game, index, all) => favourites.has(game.id) && all.findIndex((other) => other.id === game.id) === index);
  const state = error ? 'error' : loading ? 'loading' : shown.length === 0 ? 'empty' : 'ready';
  const row = (game: LotteryMenuGame) => (
    <GameRow
      key={game.code}
      game={game}
      selected={game.code === selectedCode}
      favourite={favourites.has(game.id)}
      onSelect={onSelect}
      onToggleFavourite={onToggleFavourite}
    />
  );

  return (
    <LotteryPanel slot="lottery-menu" state={state} title={title ?? t('lottery.menu.title')} className={className}>
      {state === 'error' && <ErrorPanel message={t('lottery.menu.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-sm">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} shape="text" className="h-8" />
          ))}
        </LoadingRegion>
      )}
      {state === 'empty' && <PanelNote>{t('lottery.menu.empty')}</PanelNote>}
      {state === 'ready' && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys only move focus between the buttons inside
        <div className="flex flex-col gap-space-md" onKeyDown={moveFocus}>
          {favouriteGames.length > 0 && <Group name={t('lottery.menu.favourites')}>{favouriteGames.map(row)}</Group>}
          {shown.map((group) => (
            <Group key={group.code} name={group.name} icon={group.icon}>
              {group.games.map(row)}
            </Group>
          ))}
        </div>
      )}
    </LotteryPanel>
  );
}
