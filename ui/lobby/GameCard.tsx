import { cva, type VariantProps } from 'class-variance-authority';
import { Flame, Gamepad2, Play, Star, Wrench } from 'lucide-react';
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Image, type ImageSources } from '../primitives/Image.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** A game as tiles show it: the platform's Game, with the name and icon already normalised. */
export interface GameCardGame {
  /** The favourite key; the platform sends numbers or strings, compared as strings. */
  nodeId: string;
  gameId: string;
  /** gameName (or nodeName/displayName when a build leaves it empty). */
  name: string;
  /** showIcon/iconUrl/defaultIcon; a missing or failing icon shows the default game icon. */
  icon?: ImageSources | null;
  vendorName?: string | null;
  vassalage: string;
  gameType: string;
  isHot?: boolean;
  /** Free play (a demo launch) is allowed for this game. */
  trialSupported?: boolean;
  /** Its vendor is under maintenance: marked before the click (the launch would be refused). */
  maintenance?: boolean;
}

const cardVariants = cva(
  'group relative flex min-w-0 flex-col rounded-lg border border-border bg-surface-raised shadow-sm transition-shadow hover:shadow-md has-[[data-slot=game-card-play]:focus-visible]:shadow-md',
  {
    variants: { size: { sm: 'gap-1.5 p-1.5', md: 'gap-2 p-2' } },
    defaultVariants: { size: 'md' },
  },
);

const mediaVariants = cva('relative overflow-hidden rounded-md bg-surface-sunken');

const imageVariants = cva(
  'block aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:group-hover:scale-100',
);

const fallbackVariants = cva('flex aspect-square w-full flex-col items-center justify-center gap-1 bg-brand-soft text-brand', {
  variants: { size: { sm: '[&_svg]:size-8', md: '[&_svg]:size-10' } },
  defaultVariants: { size: 'md' },
});

const hotVariants = cva(
  'pointer-events-none absolute top-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-pill bg-accent font-semibold text-accent-fg shadow-sm',
  {
    variants: { size: { sm: 'h-5 px-1.5 text-[0.625rem] [&_svg]:size-3', md: 'h-6 px-2 text-xs [&_svg]:size-3.5' } },
    defaultVariants: { size: 'md' },
  },
);

/** A strip across the foot of the picture: wide enough for the word in both languages beside the star. */
const maintenanceVariants = cva(
  'pointer-events-none absolute inset-x-0 bottom-0 inline-flex items-center justify-center gap-1 bg-warning font-semibold text-warning-fg',
  {
    variants: { size: { sm: 'h-5 text-[0.625rem] [&_svg]:size-3', md: 'h-6 text-xs [&_svg]:size-3.5' } },
    defaultVariants: { size: 'md' },
  },
);

const hoverPlayVariants = cva(
  'pointer-events-none absolute inset-0 flex items-center justify-center bg-overlay opacity-0 transition-opacity group-hover:opacity-100 group-has-[[data-slot=game-card-play]:focus-visible]:opacity-100',
);

const starVariants = cva(
  'absolute top-0 right-0 z-20 inline-flex size-10 items-center justify-center rounded-pill focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-focus',
  {
    variants: { size: { sm: '', md: 'top-1 right-1' } },
    defaultVariants: { size: 'md' },
  },
);

const starDiscVariants = cva('inline-flex items-center justify-center rounded-pill bg-surface/85 shadow-sm transition-colors', {
  variants: {
    size: { sm: 'size-7 [&_svg]:size-3.5', md: 'size-8 [&_svg]:size-4' },
    pressed: { true: 'text-accent', false: 'text-text hover:text-accent' },
  },
  defaultVariants: { size: 'md', pressed: false },
});

const nameVariants = cva('line-clamp-2 min-h-[2lh] font-semibold break-words text-text', {
  variants: { size: { sm: 'text-xs leading-4', md: 'text-sm leading-5' } },
  defaultVariants: { size: 'md' },
});

const vendorVariants = cva('truncate text-muted', {
  variants: { size: { sm: 'text-[0.6875rem] leading-4', md: 'text-xs leading-4' } },
  defaultVariants: { size: 'md' },
});

// The play "button" is drawn here but the click lands on the card-wide play button underneath it.
// Next to Demo it shrinks to its icon: two labels do not fit a 136 px card in every language.
const actionVariants = cva('inline-flex min-w-0 items-center justify-center gap-1 rounded-md font-semibold whitespace-nowrap', {
  variants: {
    size: { sm: 'h-8 text-xs [&_svg]:size-3.5', md: 'h-10 text-sm [&_svg]:size-4' },
    kind: {
      play: 'pointer-events-none bg-brand text-brand-fg group-hover:bg-brand-hover',
      // Above the card-wide play button; a 40 px tall hit area even when the small card draws it 32 px tall.
      demo: 'relative z-20 flex-1 border border-border-strong bg-surface px-1 text-text after:absolute after:inset-x-0 after:top-1/2 after:h-10 after:-translate-y-1/2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    },
    compact: { true: 'shrink-0', false: '' },
  },
  compoundVariants: [
    { kind: 'play', compact: false, className: 'flex-1 px-2' },
    { kind: 'play', compact: true, size: 'sm', className: 'w-8' },
    { kind: 'play', compact: true, size: 'md', className: 'w-10' },
  ],
  defaultVariants: { size: 'md', kind: 'play', compact: false },
});

const actionsRowVariants = cva('flex', { variants: { size: { sm: 'gap-1', md: 'gap-1.5' } }, defaultVariants: { size: 'md' } });

const playButtonVariants = cva(
  'absolute inset-0 z-10 cursor-pointer rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

export type GameCardProps = Omit<ComponentProps<'div'>, 'children' | 'onPlay'> &
  VariantProps<typeof cardVariants> & {
    game: GameCardGame;
    /** Launches the game; the container asks a guest to log in first (spec: every game start needs a session). */
    onPlay?: (game: GameCardGame) => void;
    /** Free play; the Demo button shows only when this is given and the game supports trial. */
    onDemo?: (game: GameCardGame) => void;
    /** The star shows only when this is given; the app decides what a visitor's or a trial account's click does. */
    onToggleFavourite?: (game: GameCardGame, favourite: boolean) => void;
    /** Whether the game is a favourite (controlled). */
    favourite?: boolean;
    /** The first favourite state (uncontrolled). */
    defaultFavourite?: boolean;
    /** The platform's default game icon, shown when the game's own icon fails twice. */
    defaultIconSrc?: ImageSources;
  };

/** The drawn default game icon, for when even the platform's default icon cannot load. */
function DefaultGameIcon({ size }: VariantProps<typeof fallbackVariants>) {
  return (
    <span data-slot="game-card-fallback" aria-hidden="true" className={fallbackVariants({ size })}>
      <Gamepad2 />
    </span>
  );
}

/**
 * One game tile, for the home page and the lobbies. The whole card is its primary action (play) via a
 * button stretched over it; the star and Demo are separate buttons stacked above it, so no
 * interactive element is nested in another.
 */
export function GameCard({
  className,
  size = 'md',
  game,
  onPlay,
  onDemo,
  onToggleFavourite,
  favourite,
  defaultFavourite = false,
  defaultIconSrc,
  ...props
}: GameCardProps) {
  const { t } = useTranslation();
  const [isFavourite, setFavourite] = useControllableState(favourite, defaultFavourite, (next) => onToggleFavourite?.(game, next));
  const showDemo = Boolean(onDemo && game.trialSupported);

  return (
    <div data-slot="game-card" data-size={size} className={cn(cardVariants({ size }), className)} {...props}>
      {/* First in the DOM so the tab order is play, demo, star; it is stacked by z-index, not by position. */}
      <button
        type="button"
        data-slot="game-card-play"
        aria-label={game.maintenance ? t('lobby.playGameMaintenance', { name: game.name }) : t('lobby.playGame', { name: game.name })}
        title={game.name}
        className={playButtonVariants()}
        onClick={() => onPlay?.(game)}
      />
      <div data-slot="game-card-media" className={mediaVariants()}>
        <Image
          src={game.icon ?? undefined}
          fallbackSrc={defaultIconSrc}
          fallback={<DefaultGameIcon size={size} />}
          // The name is printed under the icon: the picture adds nothing for a screen reader.
          alt=""
          aspectRatio="1 / 1"
          className={cn(imageVariants(), game.maintenance && 'grayscale')}
        />
        <span aria-hidden="true" className={hoverPlayVariants()}>
          <span className="inline-flex size-11 items-center justify-center rounded-pill bg-brand text-brand-fg shadow-md">
            <Play className="size-5 translate-x-px fill-current" />
          </span>
        </span>
        {game.isHot && (
          <span data-slot="game-card-hot" className={hotVariants({ size })}>
            <Flame aria-hidden />
            {t('lobby.hot')}
          </span>
        )}
        {game.maintenance && (
          <span data-slot="game-card-maintenance" className={maintenanceVariants({ size })}>
            <Wrench aria-hidden />
            {t('lobby.maintenance')}
          </span>
        )}
      </div>
      <div data-slot="game-card-body" className="flex min-w-0 flex-col gap-0.5 px-0.5">
        <p data-slot="game-card-name" title={game.name} className={nameVariants({ size })}>
          {game.name}
        </p>
        <p data-slot="game-card-vendor" className={vendorVariants({ size })}>
          {/* A blank line keeps every card in a row the same height when a vendor name is missing. */}
          {game.vendorName || '\u00a0'}
        </p>
      </div>
      <div data-slot="game-card-actions" className={actionsRowVariants({ size })}>
        <span aria-hidden="true" className={actionVariants({ size, kind: 'play', compact: showDemo })}>
          <Play className="fill-current" />
          {!showDemo && t('lobby.play')}
        </span>
        {showDemo && (
          <button
            type="button"
            data-slot="game-card-demo"
            title={t('lobby.demoHint')}
            className={actionVariants({ size, kind: 'demo' })}
            onClick={() => onDemo?.(game)}
          >
            <span className="truncate">{t('lobby.demo')}</span>
            <span className="sr-only"> {game.name}</span>
          </button>
        )}
      </div>
      {onToggleFavourite && (
        <button
          type="button"
          data-slot="game-card-favourite"
          data-state={isFavourite ? 'on' : 'off'}
          aria-pressed={isFavourite}
          aria-label={t('lobby.favourite', { name: game.name })}
          title={t('lobby.favourite', { name: game.name })}
          className={starVariants({ size })}
          onClick={() => setFavourite(!isFavourite)}
        >
          <span className={starDiscVariants({ size, pressed: isFavourite })}>
            <Star aria-hidden className={cn(isFavourite && 'fill-current')} />
          </span>
        </button>
      )}
    </div>
  );
}

export type GameCardSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & VariantProps<typeof cardVariants>;

/** The card's frame while games load: same box, so nothing shifts when they arrive. */
export function GameCardSkeleton({ className, size = 'md', ...props }: GameCardSkeletonProps) {
  return (
    <div
      data-slot="game-card-skeleton"
      data-size={size}
      aria-hidden="true"
      className={cn(cardVariants({ size }), 'hover:shadow-sm', className)}
      {...props}
    >
      <Skeleton className="aspect-square w-full rounded-md" />
      <div className="flex flex-col gap-1 px-0.5">
        <Skeleton shape="text" className={size === 'sm' ? 'my-0.5 h-3' : 'my-0.5 h-4'} />
        <Skeleton shape="text" className={size === 'sm' ? 'my-0.5 h-3 w-2/3' : 'my-0.5 h-4 w-2/3'} />
        <Skeleton shape="text" className="h-3 w-1/2" />
      </div>
      <Skeleton className={size === 'sm' ? 'h-8' : 'h-10'} />
    </div>
  );
}
