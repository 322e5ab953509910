// The lobby page's strings (its vendor tabs, filters and game grid; the favourites list and the vendor
// game list share the grid's). They load with the chunks that show them (useAreas): English with the
// chunk, Vietnamese on demand.
import { areaBundle } from '../../areas.ts';
import lobbyPage from '../en/lobbyPage.json';

export const lobbyPageAreas = areaBundle(
  { lobbyPage },
  {
    lobbyPage: () => import('../vi/lobbyPage.json'),
  },
);
