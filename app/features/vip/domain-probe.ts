/**
 * The speed test's timer (spec section 3, "Domain list entries: speed, reset to 0 for the speed test"):
 * one no-cors request to the domain's root with a cache-buster, timed; no answer within the timeout
 * (or a refused address) is null. The clock and fetch are injectable for tests.
 */
import type { DomainProbe } from '@ui/speedtest/DomainSpeedTest.tsx';
import { safeHttpUrl } from '@ui/lib/url.ts';

export const PROBE_TIMEOUT_MS = 5_000;

export function createDomainProbe({
  timeoutMs = PROBE_TIMEOUT_MS,
  now = () => performance.now(),
  fetchImpl = (input: string, init: RequestInit) => fetch(input, init),
}: {
  timeoutMs?: number;
  now?: () => number;
  fetchImpl?: (input: string, init: RequestInit) => Promise<unknown>;
} = {}): DomainProbe {
  return async (domain, signal) => {
    const base = safeHttpUrl(domain);
    if (!base) return null;
    const url = new URL('/', base);
    url.searchParams.set('speedTest', String(Date.now()));
    const timeout = AbortSignal.timeout(timeoutMs);
    const start = now();
    try {
      await fetchImpl(url.href, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.any([signal, timeout]) });
      return Math.max(0, now() - start);
    } catch {
      return null;
    }
  };
}

/** Some builds list bare host names: they are reached over https. */
const withScheme = (domain: string) => (/^[a-z][a-z0-9+.-]*:/i.test(domain) ? domain : `https://${domain}`);

/**
 * The domains to time, from the domain route call: the platform's last speeds are dropped (every run
 * starts at 0), bare hosts get https, each address once, and only http(s) addresses are kept.
 */
export function speedTestDomains(routes: readonly { domain: string }[]): string[] {
  return [...new Set(routes.map((route) => withScheme(route.domain.trim())).filter((domain) => safeHttpUrl(domain)))];
}
