/**
 * System calls: the status (permission) call, the registration rules, the whitelabel module tree,
 * domain routes, the help centre, countries, feedback and the captcha (platform-api.md section 2).
 * Schemas and helpers: system.contract.ts.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { api } from './client.ts';
import { systemStatusRequest } from './first-screen.contract.ts';
import { keys } from './keys.ts';
import {
  captchaSchema,
  countriesSchema,
  type Country,
  type DomainRoute,
  domainRoutesSchema,
  type FeedbackInput,
  feedbackResultSchema,
  type HelpCategory,
  helpCenterSchema,
  type ModuleNode,
  type RegisterRules,
  registerRulesSchema,
  type SystemStatus,
  systemStatusSchema,
  visitOrder,
  whitelabelSchema,
} from './system.contract.ts';
import { DEFAULT_IMAGE_CDN, DEFAULT_LAUNCH_CDN } from './games.contract.ts';

/**
 * The permission call: it adds the current host as `url`. Its answer carries the module tree; one
 * without it (a platform build that leaves it out) gets the tree from the whitelabel call, as the
 * platform's desktop client reads it, rather than every switch reading off.
 */
export async function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const host = typeof location === 'undefined' ? undefined : location.host;
  const status = await api.request({ ...systemStatusRequest(host), schema: systemStatusSchema, signal });
  if (status.info.whitelabel.length > 0) return status;
  return { ...status, info: { ...status.info, whitelabel: await getWhitelabel(signal) } };
}

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: keys.system.status(),
    queryFn: ({ signal }) => getSystemStatus(signal),
    staleTime: 5 * 60_000,
  });

export function useSystemStatus() {
  return useQuery(systemStatusQuery());
}

/** This page load's draw: every list of servers starts at the same random place until the next load. */
const VISIT_DRAW = Math.random();

function useServers(pick: (status: SystemStatus) => readonly string[], fallback: string): readonly string[] {
  const servers = useSystemStatus().data;
  const list = servers ? pick(servers) : undefined;
  return useMemo(() => (list && list.length > 0 ? visitOrder(list, VISIT_DRAW) : [fallback]), [list, fallback]);
}

const imageServers = (status: SystemStatus) => status.info.imageCDNs;
const launchServers = (status: SystemStatus) => status.info.launchGameCDNs;

/** The image CDN bases in this visit's order: the first for every picture, the next when one fails. */
export function useImageCdns(): readonly string[] {
  return useServers(imageServers, DEFAULT_IMAGE_CDN);
}

/** The game-launch CDN bases in this visit's order: a relative launch address goes to the first that answers. */
export function useLaunchCdns(): readonly string[] {
  return useServers(launchServers, DEFAULT_LAUNCH_CDN);
}

/** Registration rules, also part of the status answer; the desktop caches them as `validate`. */
export function getRegisterRules(signal?: AbortSignal): Promise<RegisterRules> {
  return api.request({ method: 'GET', path: '/wps/system/setting/register', schema: registerRulesSchema, signal });
}

export const registerRulesQuery = () =>
  queryOptions({ queryKey: keys.system.registerRules(), queryFn: ({ signal }) => getRegisterRules(signal), staleTime: 30 * 60_000 });

export function useRegisterRules() {
  return useQuery(registerRulesQuery());
}

/** The module tree on its own: asked for only when the status answer comes without it. */
function getWhitelabel(signal?: AbortSignal): Promise<ModuleNode[]> {
  return api.request({ method: 'GET', path: '/wps/system/whitelabel', schema: whitelabelSchema, signal });
}

/** The brand's domains for the speed test; the screen resets `speed` and measures each itself. */
export function getDomainRoutes(signal?: AbortSignal): Promise<DomainRoute[]> {
  return api.request({ method: 'GET', path: '/wps/system/domainRoute', schema: domainRoutesSchema, signal });
}

export const domainRoutesQuery = () =>
  queryOptions({ queryKey: keys.system.domainRoutes(), queryFn: ({ signal }) => getDomainRoutes(signal), staleTime: 5 * 60_000 });

export function useDomainRoutes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...domainRoutesQuery(), enabled: options.enabled ?? true });
}

export function getHelpCenter(params: { lang: string }, signal?: AbortSignal): Promise<HelpCategory[]> {
  return api.request({
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: { lang: params.lang, device: 'WEB' },
    schema: helpCenterSchema,
    signal,
  });
}

export const helpCenterQuery = ({ lang }: { lang: string }) =>
  queryOptions({
    queryKey: keys.system.helpCenter({ language: lang }),
    queryFn: ({ signal }) => getHelpCenter({ lang }, signal),
    staleTime: 30 * 60_000,
  });

export function useHelpCenter(params: { lang: string }) {
  return useQuery(helpCenterQuery(params));
}

export function getCountries(signal?: AbortSignal): Promise<Country[]> {
  return api.request({ method: 'GET', path: '/wps/system/country', schema: countriesSchema, signal });
}

export const countriesQuery = () =>
  queryOptions({ queryKey: keys.system.countries(), queryFn: ({ signal }) => getCountries(signal), staleTime: 60 * 60_000 });

export function useCountries() {
  return useQuery(countriesQuery());
}

export function submitFeedback(input: FeedbackInput): Promise<z.infer<typeof feedbackResultSchema>> {
  return api.request({ method: 'PUT', path: '/wps/feedback', json: input, moduleId: 'FEEDBACK3', schema: feedbackResultSchema });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}

/** A fresh captcha: `t` busts caches, since the picture is bound to a single-use code on the server. */
export function getCaptcha(signal?: AbortSignal): Promise<string> {
  return api.request({
    method: 'GET',
    path: '/wps/captcha',
    query: { t: Date.now() },
    moduleId: 'CAPTCHA3',
    schema: captchaSchema,
    signal,
  });
}

/**
 * Never stale and never kept: every mount loads a new picture, and `refetch()` is the refresh (the
 * screen throttles it to once a second). Background refetches are off because each one replaces the
 * code on the server while the user may be typing the old one.
 */
export const captchaQuery = () =>
  queryOptions({
    queryKey: keys.system.captcha(),
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha(options: { enabled?: boolean } = {}) {
  return useQuery({ ...captchaQuery(), enabled: options.enabled ?? true });
}
