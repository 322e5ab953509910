/**
 * What a game tile does, everywhere: start (login required; spec section 2, "Game start"), demo
 * (free play where the game allows it) and the favourite toggle (members only, not trial accounts).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFavouriteIds, useToggleFavourite, type GameRef } from '../../api/games.ts';
import { notifyFailure } from '../errors/notify-failure.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';

const gamePath = (game: GameRef, mode: 'real' | 'fun') =>
  `/game?${new URLSearchParams({ vassalage: game.vassalage, gameType: game.gameType, gameId: game.gameId, nodeId: String(game.nodeId), mode }).toString()}`;

export function useGameActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canFavourite = session.isLogin && !session.isTrial;
  const favourites = useFavouriteIds({ enabled: canFavourite });
  const toggle = useToggleFavourite();

  return {
    canFavourite,
    favouriteIds: canFavourite ? (favourites.data ?? []).map(String) : undefined,
    play: (game: GameRef) => {
      if (requireMember(session, { allowTrial: true })) navigate(gamePath(game, 'real'));
    },
    demo: (game: GameRef) => navigate(gamePath(game, 'fun')),
    toggleFavourite: (game: GameRef) => {
      if (requireMember(session)) toggle.mutate({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, { onError: (error) => notifyFailure(t, error) });
    },
  };
}
