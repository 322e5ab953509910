/**
 * The header's favourites (spec section 2, "Header also shows ... favourites"; section 3, favourite
 * games, gameType RNG): the member's favourite games in a popup over the page, each playable, with the
 * heart to remove it. Its own chunk, loaded when opened.
 */
import { HotGames } from '@ui/home/HotGames.tsx';
import { useAreas } from '@ui/i18n/areas.ts';
import { lobbyPageAreas } from '@ui/i18n/locales/areas/lobby-page.ts';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '@ui/primitives/Dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../api/client.ts';
import { gameImages, onEachCdn } from '../../api/games.contract.ts';
import { useFavouriteGames } from '../../api/games.ts';
import { useImageCdns } from '../../api/system.ts';
import { favouritesPath } from '../../paths.ts';
import { markMaintenance, useMaintenanceVendors } from '../games/maintenance.ts';
import { useGameActions } from '../games/use-game-actions.ts';

interface FavouritesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBrowse: (path: string) => void;
}

/** The list's strings first (the lobby's): nothing shows until they are in, as while the chunk loads. */
export function FavouritesDialog(props: FavouritesDialogProps) {
  return useAreas(lobbyPageAreas) ? <Favourites {...props} /> : null;
}

function Favourites({ open, onOpenChange, onBrowse }: FavouritesDialogProps) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const favourites = useFavouriteGames({ language }, { enabled: open });
  const maintenance = useMaintenanceVendors();
  const actions = useGameActions();
  const cdns = useImageCdns();
  const games = favourites.data && markMaintenance(favourites.data.content, maintenance);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('header.favourites')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <HotGames
            data-slot="favourites-dialog-games"
            title={t('lobbyPage.page.favourites')}
            games={games}
            loading={favourites.isPending}
            error={favourites.isError}
            onRetry={() => void favourites.refetch()}
            favouriteIds={actions.favouriteIds}
            onPlay={(game) => {
              close();
              actions.play(game);
            }}
            onDemo={(game) => {
              close();
              actions.demo(game);
            }}
            onToggleFavourite={actions.toggleFavourite}
            onViewAll={() => {
              close();
              onBrowse(favouritesPath());
            }}
            defaultIconSrc={onEachCdn(cdns, gameImages.defaultGame)}
            emptyMessage={t('header.favouritesEmpty')}
            skeletonCount={4}
          />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
