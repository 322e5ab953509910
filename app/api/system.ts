import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client.ts';
import { keys } from './keys.ts';

/** A whitelabel module switch node (`enabled` "1"/"0"), possibly with children. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

const moduleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.union([z.literal('1'), z.literal('0'), z.boolean()]).transform((v) => v === true || v === '1'),
    childrenNodes: z.array(moduleNode).default([]),
  }),
) as z.ZodType<ModuleNode>;

const registerRule = z.object({
  enabled: z.boolean().default(false),
  required: z.boolean().default(false),
  acceptedPattern: z.string().nullish(),
  patternId: z.number().int().nullish(),
  minLength: z.number().int().nullish(),
  maxLength: z.number().int().nullish(),
});

export const systemStatusSchema = z.object({
  maintenance: z.boolean().default(false),
  regionRestriction: z.boolean().default(false),
  location: z.object({ ip: z.string().default(''), country: z.string().default('') }).default({ ip: '', country: '' }),
  info: z
    .object({
      customerService: z.array(z.object({ csType: z.union([z.number(), z.string()]).transform(Number), path: z.string() })).default([]),
      domainRoute: z.array(z.unknown()).default([]),
      resources: z.array(z.object({ resourceType: z.string(), url: z.string().nullish(), qrCodeUrl: z.string().nullish(), labelNameEn: z.string().nullish() })).default([]),
      whitelabel: z.array(moduleNode).default([]),
      register: z.record(z.string(), registerRule).default({}),
      mainDomain: z.string().nullish(),
      analytics: z.object({ gtagId: z.string().nullish() }).nullish(),
      imageCDNs: z.array(z.string()).default([]),
      launchGameCDNs: z.array(z.string()).default([]),
    })
    .default({ customerService: [], domainRoute: [], resources: [], whitelabel: [], register: {}, imageCDNs: [], launchGameCDNs: [] }),
});

export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type RegisterRule = z.infer<typeof registerRule>;

/** 0 the app, 1 the maintenance screen, 2 the region screen (spec section 2). */
export type SystemStatusCode = 0 | 1 | 2;

export function systemStatusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

/** The permission call: it adds the current host as `url`. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  const url = typeof location === 'undefined' ? undefined : location.host;
  return api.request({ method: 'GET', path: '/wps/system/status', query: { url }, schema: systemStatusSchema, signal });
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
