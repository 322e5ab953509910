/**
 * Where a launched game loads (spec section 9: the launch CDN base is chosen at random from the
 * permission call's launchGameCDNs). An absolute address from the platform loads as it is; a path loads
 * on the visit's first launch server, and on the next when that one does not answer. The frame cannot
 * tell: a cross-origin iframe fires `load` on Chromium's error page too, and the app may not look
 * inside. So with more than one server the app asks the server in use whether it answers (a no-cors
 * HEAD of its origin: any HTTP answer counts; a network error or no answer in PROBE_TIMEOUT_MS does
 * not) while the frame already loads there, so a working first server changes nothing on screen.
 */
import { useEffect, useState } from 'react';
import type { LaunchedGame } from '../../api/lobby.contract.ts';
import { useLaunchCdns } from '../../api/system.ts';
import { isLaunchPath, safeGameUrl } from './game-url.ts';

export const PROBE_TIMEOUT_MS = 8000;

type Launched = Pick<LaunchedGame, 'url' | 'url2'>;

export interface LaunchAddress {
  /** The address to frame; null when it must not be loaded (game-url.ts). */
  src: string | null | undefined;
  /** Line 2 (game_url2), on the same server. */
  altSrc: string | undefined;
  /** No launch server answered: the caller shows its translated error, Retry calls `retry`. */
  unreachable: boolean;
  /** Tries the servers again from the visit's first. */
  retry: () => void;
}

async function answers(server: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(`${new URL(server).origin}/`, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]),
    });
    return true;
  } catch {
    return false;
  }
}

export function useLaunchAddress(launched: Launched | undefined): LaunchAddress {
  const cdns = useLaunchCdns();
  // Which server of the list this launch is on; a new launch starts at the visit's first again.
  const [tried, setTried] = useState<{ for: Launched | undefined; index: number }>({ for: undefined, index: 0 });
  const index = tried.for === launched ? tried.index : 0;
  const cdn = cdns[index];
  const probe = launched !== undefined && cdn !== undefined && cdns.length > 1 && isLaunchPath(launched.url);

  useEffect(() => {
    if (!probe) return;
    const controller = new AbortController();
    void answers(cdn, controller.signal).then((ok) => {
      if (!ok && !controller.signal.aborted) setTried({ for: launched, index: index + 1 });
    });
    return () => controller.abort();
  }, [probe, launched, cdn, index]);

  const retry = () => setTried({ for: launched, index: 0 });
  if (launched === undefined) return { src: undefined, altSrc: undefined, unreachable: false, retry };
  if (cdn === undefined) return { src: undefined, altSrc: undefined, unreachable: true, retry };
  const origin = window.location.origin;
  const { url, url2 } = launched;
  return {
    src: safeGameUrl(url, origin, cdn),
    altSrc: url2 && url2 !== url ? (safeGameUrl(url2, origin, cdn) ?? undefined) : undefined,
    unreachable: false,
    retry,
  };
}
