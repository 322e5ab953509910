/**
 * The wire pieces every area shares: the platform's flags, epoch-ms times, paged lists and the page
 * and date-range parameters of the list calls. Zod schemas, types and pure helpers only (no React, no
 * network), so the fake platform reads the same contract as the app.
 */
import * as z from 'zod/mini';

const FLAG_WORDS_ON = new Set(['y', 'yes', 'true', 't', 'on']);

/**
 * Whether a platform flag is on. The services send flags as booleans, 1/0, "Y"/"N", "1"/"0" or
 * "true"/"false" depending on the service and the build: any non-zero number (or numeric string), and
 * y/yes/true/t/on in any case, is on; zero, the matching "off" words, an empty string, null, a missing
 * flag and anything unrecognised are off.
 */
export function isFlagOn(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value !== 'string') return false;
  const text = value.trim().toLowerCase();
  if (text === '') return false;
  const number = Number(text);
  if (!Number.isNaN(number)) return number !== 0;
  return FLAG_WORDS_ON.has(text);
}

/** A flag in any of the platform's spellings, read as a boolean (see isFlagOn); null reads as off. Wrap it in `z._default(flag, x)` for a missing one. */
export const flag = z.pipe(
  z.nullish(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((value: boolean | number | string | null | undefined) => isFlagOn(value)),
);

/** A time in epoch ms (the platform's times are numbers: regDate, startDate, utcStartDateTime). */
export const epochMs = z.number();

/**
 * A page of a list call: `list` plus 1-based `pageNo`, `pageSize`, `totalCount` and `totalPages`, with
 * `extra` fields beside them (a summary of the whole filter...). No source shows these counters, so
 * each may be missing: a page without them reads as the only page (pageNo 1, its own length as size
 * and count, one page, none when empty), so a caller never asks for a page that is not there.
 */
export function pageOf<T extends z.ZodMiniType, E extends z.core.$ZodShape = Record<never, never>>(item: T, extra?: E) {
  return z.pipe(
    z.object({
      ...(extra as E),
      list: z._default(z.array(item), []),
      pageNo: z.optional(z.number().check(z.int())),
      pageSize: z.optional(z.number().check(z.int())),
      totalCount: z.optional(z.number().check(z.int())),
      totalPages: z.optional(z.number().check(z.int())),
    }),
    z.transform((page) => {
      const { list, pageNo, pageSize, totalCount, totalPages } = page as { list: z.output<T>[] } & Partial<PageCounters>;
      const counters: PageCounters = {
        pageNo: pageNo ?? 1,
        pageSize: pageSize ?? list.length,
        totalCount: totalCount ?? list.length,
        totalPages: totalPages ?? (list.length > 0 ? 1 : 0),
      };
      return { ...page, ...counters } as unknown as Page<z.output<T>, z.output<z.ZodMiniObject<E>>>;
    }),
  );
}

interface PageCounters {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** What pageOf reads: the items, the counters (filled in when missing) and the extra fields. */
export type Page<Item, Extra = unknown> = Extra & PageCounters & { list: Item[] };

/** Which page of a list to ask for. */
export interface PageParams {
  /** 1-based. */
  pageNo?: number;
  pageSize?: number;
}

/** A date range in epoch ms, both ends inclusive (the agent reports default to the last 30 days). */
export interface RangeParams {
  startTime?: number;
  endTime?: number;
}
