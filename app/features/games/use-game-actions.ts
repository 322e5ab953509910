/**
 * What a game tile or a vendor entry does, everywhere: start (the matrix of game-start.ts: login
 * first, then a page, a lobby or one of the start dialogs), demo (free play where the game allows it)
 * and the favourite toggle (members only, not trial accounts).
 */
import { toast } from '@ui/primitives/toast-queue.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type GameRef } from '../../api/games.contract.ts';
import { useFavouriteIds, useToggleFavourite } from '../../api/games.ts';
import { gamePath } from '../../paths.ts';
import { notifyFailure } from '../errors/notify-failure.ts';
import { requestLogin } from '../session/auth-prompt.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';
import { decideGameStart, type StartEntry, type StartTarget } from './game-start.ts';
import { closeStartDialog, openStartDialog } from './start-dialogs.ts';

export function useGameActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const canFavourite = session.isLogin && !session.isTrial;
  const favourites = useFavouriteIds({ enabled: canFavourite });
  const toggle = useToggleFavourite();

  const start = (target: StartTarget, entry: StartEntry) => {
    const outcome = decideGameStart(target, entry, session);
    switch (outcome.kind) {
      case 'login':
        closeStartDialog();
        requestLogin('login-required');
        return;
      case 'navigate':
      case 'lobby':
        closeStartDialog();
        navigate(outcome.to);
        return;
      case 'vendor-games':
        openStartDialog({ kind: 'vendor-games', vendor: outcome.vendor });
        return;
      case 'sea-lottery':
        openStartDialog({ kind: 'sea-lottery', target: outcome.target });
        return;
      case 'pvp-rooms':
        openStartDialog({ kind: 'pvp-rooms', game: outcome.game });
        return;
      case 'unavailable':
        toast({ title: t('lobby.start.unavailable'), tone: 'warning' });
    }
  };

  return {
    canFavourite,
    favouriteIds: canFavourite ? (favourites.data ?? []).map(String) : undefined,
    /** A game tile (any list: lobby, hot, favourites, recent, a vendor's popup). */
    play: (game: StartTarget) => start(game, 'game'),
    /** A vendor entry: a side-menu child, a vendor card, a category tile that stands for one vendor. */
    startVendor: (vendor: StartTarget) => start(vendor, 'vendor'),
    demo: (game: GameRef) => navigate(gamePath(game, 'fun')),
    toggleFavourite: (game: GameRef) => {
      if (requireMember(session))
        toggle.mutate(
          { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
          { onError: (error) => notifyFailure(t, error) },
        );
    },
  };
}
