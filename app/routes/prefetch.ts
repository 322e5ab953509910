/**
 * The first screen's platform calls, started at boot beside the route's chunk instead of after it: the
 * status gate, the shell (vendor lanes, the top reward strip) and, where the route's layout has banners,
 * the notice whose first banner is the page's largest paint (and, on the home page, the hot games, its
 * largest paint on a wide screen). The same query options, hence the same keys, as the components that
 * read them, so each is one request already in flight when they mount.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { apiLanguage } from '../api/client.ts';
import { noticeQuery } from '../api/content.ts';
import { gameVendorsQuery, hotGamesQuery, winnerBoardQuery } from '../api/games.ts';
import { systemStatusQuery } from '../api/system.ts';
import { brand } from '../brand.ts';
import { readSession } from '../features/session/session-store.ts';
import { handleAt, isPublicLayout, LAYOUTS, layoutAt } from './layout.ts';

/**
 * Starts the calls the first screen at `location` makes. The promise settles once the shell's own calls
 * have (status, lanes, winners, notice: not the page's); it never rejects (a failure is the components' to show).
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname'>, routes: RouteObject[]): Promise<void> {
  const layout = layoutAt(routes, location.pathname);
  const session = readSession();
  const shell = [queryClient.prefetchQuery(systemStatusQuery())];
  // A visitor sent to the login page (loginedToHomePage) sees neither this route's shell nor its banners.
  if (brand.loginedToHomePage && !session && !isPublicLayout(layout)) return settled(shell);
  const language = apiLanguage();
  shell.push(queryClient.prefetchQuery(gameVendorsQuery()));
  if (layout.header && !layout.hideBars) shell.push(queryClient.prefetchQuery(winnerBoardQuery({ language })));
  if (layout.bannerGroup !== undefined) {
    shell.push(queryClient.prefetchQuery(noticeQuery({ execution: session ? 'A' : 'B', language })));
  }
  // The home page's hot games: their first tiles are the largest paint on a wide screen.
  if (layout === LAYOUTS.home) void queryClient.prefetchQuery(hotGamesQuery({ language }));
  return settled(shell);
}

// prefetchQuery never rejects.
const settled = (calls: Promise<void>[]) => Promise.all(calls).then(() => undefined);

/**
 * Starts loading the page chunk at `pathname` as soon as the entry runs (the data router loaded its lazy
 * route at start-up), not once the status gate opens and renders the page. A failure is the page's to show.
 */
export function preloadPage(routes: RouteObject[], pathname: string): void {
  handleAt(routes, pathname)
    ?.preload?.()
    .catch(() => undefined);
}
