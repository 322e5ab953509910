/**
 * System calls: the status (permission) call, the registration rules, the whitelabel module tree,
 * domain routes, the help centre, countries, feedback and the captcha (platform-api.md section 2).
 * Schemas and helpers: system.contract.ts.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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
  whitelabelSchema,
} from './system.contract.ts';

/** The permission call: it adds the current host as `url`. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const host = typeof location === 'undefined' ? undefined : location.host;
  return api.request({ ...systemStatusRequest(host), schema: systemStatusSchema, signal });
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

/** Registration rules, also part of the status answer; the desktop caches them as `validate`. */
export function getRegisterRules(signal?: AbortSignal): Promise<RegisterRules> {
  return api.request({ method: 'GET', path: '/wps/system/setting/register', schema: registerRulesSchema, signal });
}

export const registerRulesQuery = () =>
  queryOptions({ queryKey: keys.system.registerRules(), queryFn: ({ signal }) => getRegisterRules(signal), staleTime: 30 * 60_000 });

export function useRegisterRules() {
  return useQuery(registerRulesQuery());
}

/** The module tree on its own (the status answer carries the same tree). */
export function getWhitelabel(signal?: AbortSignal): Promise<ModuleNode[]> {
  return api.request({ method: 'GET', path: '/wps/system/whitelabel', schema: whitelabelSchema, signal });
}

export const whitelabelQuery = () =>
  queryOptions({ queryKey: keys.system.whitelabel(), queryFn: ({ signal }) => getWhitelabel(signal), staleTime: 5 * 60_000 });

export function useWhitelabel() {
  return useQuery(whitelabelQuery());
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
