/**
 * The one check a provider's game address passes before it goes into the game iframe
 * (security-and-reliability.md section 2, T14 row, and section 3). The frame gets allow-scripts with
 * allow-same-origin, which is safe only while the game lives on another origin than the app: same
 * origin, or a scheme that is not a plain web page, is refused.
 */
import { DEFAULT_LAUNCH_CDN } from '../../api/games.contract.ts';

// Literal on purpose: dev and tests serve the app over http on these hosts, nothing else does.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** A scheme at the start of the address (`https:`, `javascript:`...); anything else is a relative reference. */
const HAS_SCHEME = /^[a-z][\d+.a-z-]*:/i;
/** Spaces and control characters: real addresses percent-encode them; `java\tscript:` tricks rely on them. */
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function isLoopbackHttp(origin: string): boolean {
  const url = parse(origin);
  return url !== null && url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * The address to load, or null when it must not be loaded. A relative address resolves against the
 * launch CDN (the visit's launch server, use-launch-address.ts, else the built-in default). Only https: is
 * accepted, and http: only while the app itself runs over http on a loopback host (dev and tests).
 */
export function safeGameUrl(raw: string, appOrigin: string, launchCdn: string = DEFAULT_LAUNCH_CDN): string | null {
  const value = raw.trim();
  if (value === '' || WHITESPACE_OR_CONTROL.test(value)) return null;
  const url = HAS_SCHEME.test(value) ? parse(value) : parse(value, launchCdn);
  if (url === null) return null;
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHttp(appOrigin));
  if (!allowed || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  if (url.origin === parse(appOrigin)?.origin) return null;
  return url.href;
}

/** A path the launch CDN completes (not an absolute or scheme-relative address): only then does the launch server matter. */
export function isLaunchPath(raw: string): boolean {
  const value = raw.trim();
  return !HAS_SCHEME.test(value) && !value.startsWith('//');
}
