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

/** A count the services send under one of several names; a missing or garbled one reads as unknown. */
const count = z.catch(z.nullish(z.number().check(z.int(), z.nonnegative())), null);

/**
 * A page of a list call as the platform's services answer it (reference/platform-client.md): the rows
 * under `list` (reports, ledgers), `records` (the withdrawal report) or `content` (the inbox), the
 * page count `totalPages`, sometimes the page (`page`, older builds `pageNo`) and a record count
 * (`totalCount`, `totalElements` or `total`), and a `footer` of totals over the whole filter, sent as
 * an object or as an array whose first item holds them. Read as one shape: `list`, `page`,
 * `totalPages`, `total` (null when not sent: the pager then shows "page 2 of 5"), `footer` (its
 * schema's defaults when not sent) and the `extra` fields beside them. A page without counters reads
 * as the only page (none when empty), so a caller never asks for a page that is not there.
 */
export function listOf<
  T extends z.ZodMiniType,
  F extends z.core.$ZodShape = Record<never, never>,
  E extends z.core.$ZodShape = Record<never, never>,
>(item: T, options: { footer?: F; extra?: E } = {}) {
  // A footer not sent reads as its fields' defaults (every total a service may leave out has one).
  const footerSchema = z.prefault(z.object((options.footer ?? {}) as F), {} as never);
  return z.pipe(
    z.object({
      ...(options.extra as E),
      list: z.optional(z.array(item)),
      records: z.optional(z.array(item)),
      content: z.optional(z.array(item)),
      page: count,
      pageNo: count,
      totalPages: count,
      totalCount: count,
      totalElements: count,
      total: count,
      footer: z.optional(z.unknown()),
    }),
    z.transform((raw, context) => {
      const { list, records, content, page, pageNo, totalPages, totalCount, totalElements, total, footer, ...extra } = raw as RawList<
        z.output<T>
      >;
      const rows = list ?? records ?? content ?? [];
      const footerValue = Array.isArray(footer) ? (footer as unknown[])[0] : footer;
      const totals = footerSchema.safeParse(footerValue ?? undefined);
      if (!totals.success) {
        for (const issue of totals.error.issues) context.issues.push({ ...issue, path: ['footer', ...issue.path] } as never);
        return z.NEVER;
      }
      return {
        ...extra,
        list: rows,
        page: page ?? pageNo ?? 1,
        totalPages: totalPages ?? (rows.length > 0 ? 1 : 0),
        total: totalCount ?? totalElements ?? total ?? null,
        footer: totals.data,
      } as unknown as ListPage<z.output<T>, z.output<z.ZodMiniObject<F>>, z.output<z.ZodMiniObject<E>>>;
    }),
  );
}

interface RawList<Item> {
  list?: Item[];
  records?: Item[];
  content?: Item[];
  page?: number | null;
  pageNo?: number | null;
  totalPages?: number | null;
  totalCount?: number | null;
  totalElements?: number | null;
  total?: number | null;
  footer?: unknown;
}

/** What listOf reads: the rows, the 1-based page, the page count, the record count if sent, the footer's totals and the extra fields. */
export type ListPage<Item, Footer = Record<never, never>, Extra = unknown> = Extra & {
  list: Item[];
  page: number;
  totalPages: number;
  total: number | null;
  footer: Footer;
};

/** Which page of a list to ask for: the platform's list calls take a 1-based `page` and its `size`. */
export interface ListParams {
  page?: number;
  size?: number;
}

/** A date range in epoch ms, both ends inclusive (the agent reports default to the last 30 days). */
export interface RangeParams {
  startTime?: number;
  endTime?: number;
}
