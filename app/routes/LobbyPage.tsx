/**
 * A game-type lobby (/rng, /live...): the category's games, 42 a page (spec section 9), optionally one
 * vendor (?vassalage=). The full lobby (vendor tabs, filters, the 10,000-game scroll) builds on this.
 */
import { GameCard, GameCardSkeleton } from '@ui/lobby/GameCard.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import { Pagination } from '@ui/primitives/Pagination.tsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useGameList } from '../api/games.ts';
import { useGameActions } from '../features/games/use-game-actions.ts';

const GAME_TYPES = { elott: 'ELOTT', rng: 'RNG', pvp: 'PVP', live: 'LIVE', fish: 'FISH', sports: 'SPORTS', esports: 'ESPORTS', inhouse: 'INHOUSE' } as const;
type Lobby = keyof typeof GAME_TYPES;

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-space-md';

function LobbyTitle({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const titles: Record<Lobby, string> = {
    elott: t('pages.lobbyTitleElott'),
    rng: t('pages.lobbyTitleRng'),
    pvp: t('pages.lobbyTitlePvp'),
    live: t('pages.lobbyTitleLive'),
    fish: t('pages.lobbyTitleFish'),
    sports: t('pages.lobbyTitleSports'),
    esports: t('pages.lobbyTitleEsports'),
    inhouse: t('pages.lobbyTitleInhouse'),
  };
  return <PageHeading title={titles[lobby]} />;
}

function LobbyPage({ lobby }: { lobby: Lobby }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const vassalage = search.get('vassalage') ?? undefined;
  const list = useGameList({ gameType: GAME_TYPES[lobby], vassalage, language: i18n.language.toUpperCase(), pageNo: page });
  const actions = useGameActions();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-space-lg px-space-md py-space-lg">
      <LobbyTitle lobby={lobby} />
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className={GRID}>
          {Array.from({ length: 12 }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
      ) : list.data.games.length === 0 ? (
        <p className="text-muted">{t('pages.lobbyEmpty')}</p>
      ) : (
        <ul className={GRID}>
          {list.data.games.map((game) => (
            <li key={game.nodeId}>
              <GameCard
                game={game}
                onPlay={actions.play}
                onDemo={actions.demo}
                favourite={actions.favouriteIds?.includes(game.nodeId)}
                onToggleFavourite={actions.canFavourite ? actions.toggleFavourite : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          pageCount={list.data.totalPages}
          page={page}
          onPageChange={(next) => {
            const params = new URLSearchParams(search);
            params.set('page', String(next));
            setSearch(params);
          }}
        />
      )}
    </div>
  );
}

const pages = new Map<Lobby, () => React.JSX.Element>();

/** One component per lobby route, so React Router keeps each lobby's state apart. */
export function lobbyPage(lobby: Lobby) {
  let component = pages.get(lobby);
  if (!component) {
    component = () => <LobbyPage lobby={lobby} />;
    pages.set(lobby, component);
  }
  return component;
}
