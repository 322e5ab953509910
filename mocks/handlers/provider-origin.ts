/**
 * Where the fake platform's stand-in pages for third parties (mocks/provider/: games, the lotto app,
 * the chat and the customer-service page) are served: the app's own server under its other loopback
 * name, so they are cross-origin as the real providers' pages are (the app refuses a game on its own
 * origin). vite.config.ts serves them (dev server) or emits them (demo build).
 */
import type { CallContext } from './platform.ts';

/** The other name of a loopback host: the same server, another origin (and another site). */
const LOOPBACK_TWIN = new Map([
  ['localhost', '127.0.0.1'],
  ['127.0.0.1', 'localhost'],
  ['[::1]', 'localhost'],
]);

/** The origin of the fake provider pages for this call. Off loopback there is no second name: the app's own origin comes back. */
export function providerOrigin(ctx: Pick<CallContext, 'url'>): string {
  const url = new URL(ctx.url.origin);
  const twin = LOOPBACK_TWIN.get(url.hostname);
  if (twin) url.hostname = twin;
  return url.origin;
}
