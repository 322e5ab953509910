/**
 * Safer-play calls: the player's deposit and loss limits with their usage, changing a limit, and
 * taking a break (time-out or self-exclusion). The platform offers no such calls: all three are
 * designed (docs/decisions/018-safer-play-calls.md) and exist only where the platform announces the
 * RESPONSIBLE_GAMING_MODULE switch (system.contract.ts); elsewhere they answer #543 and the app hides
 * the tools. Both writes carry an Idempotency-Key, as money calls do, so a retried raise does not
 * restart its wait and a retried break does not move its end.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import {
  type BreakInput,
  type BreakResult,
  breakResultSchema,
  type SaferPlaySettings,
  saferPlaySettingsSchema,
  type SetLimitInput,
  type SetLimitResult,
  setLimitResultSchema,
} from './safer-play.contract.ts';
import { RESPONSIBLE_GAMING_MODULE } from './system.contract.ts';

type Enabled = { enabled?: boolean };

export function getSaferPlaySettings(signal?: AbortSignal): Promise<SaferPlaySettings> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getResponsibleGaming',
    moduleId: RESPONSIBLE_GAMING_MODULE,
    schema: saferPlaySettingsSchema,
    signal,
  });
}

/** Usage moves with every deposit and bet: kept briefly, refetched on return to the page. */
export const saferPlaySettingsQuery = () =>
  queryOptions({
    queryKey: keys.saferPlay.settings(),
    queryFn: ({ signal }) => getSaferPlaySettings(signal),
    staleTime: 10_000,
  });

/** Needs a token and the capability: pass `enabled: false` while signed out or when the switch is off. */
export function useSaferPlaySettings(options: Enabled = {}) {
  return useQuery({ ...saferPlaySettingsQuery(), enabled: options.enabled ?? true });
}

/** Sets (amount), or removes (amount null), one limit; the answer says whether it applies now or when. */
export function setPlayLimit({ idempotencyKey, limitType, period, amount }: SetLimitInput): Promise<SetLimitResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_setResponsibleGamingLimit',
    moduleId: RESPONSIBLE_GAMING_MODULE,
    json: { limitType, period, amount },
    idempotencyKey,
    schema: setLimitResultSchema,
  });
}

/** The answer carries the settings after the change: the cache takes them as they are. */
export function useSetPlayLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPlayLimit,
    onSuccess: (result) => client.setQueryData(keys.saferPlay.settings(), result.settings),
  });
}

/**
 * Starts a time-out (days 1..42) or a self-exclusion (6, 12 or 60 months). The platform ends every
 * session of the account with it: the caller clears the stored session at once (without calling
 * logout, which would only answer 401) and shows when the break ends.
 */
export function takeBreak({ idempotencyKey, ...request }: BreakInput): Promise<BreakResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_startResponsibleGamingBreak',
    moduleId: RESPONSIBLE_GAMING_MODULE,
    json: request,
    idempotencyKey,
    schema: breakResultSchema,
  });
}

/** No cache work: the session has ended, and the caller's logout drops the member's queries. */
export function useTakeBreak() {
  return useMutation({ mutationFn: takeBreak });
}
