import { numberFormat } from '../i18n/format.ts';
/**
 * The image picker's checks, pure: which chosen files may be added (type, size, how many in all),
 * and the words the messages need (the allowed types as extensions, a size in MB).
 */

/** Spec section 5 (activity applications, withdrawal receipts): PNG or JPG, 5 MB each, at most 3. */
export const DEFAULT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const DEFAULT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_IMAGE_MAX_COUNT = 3;

/** What the checks read of a File (a plain object in tests). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type ImageIssue = 'type' | 'size' | 'count';

export interface ImageRules {
  /** As the `accept` attribute: MIME types (`image/png`), `image/*` for any image, or extensions (`.png`). */
  accept: readonly string[];
  maxBytes: number;
  maxCount: number;
  /** How many images are already chosen. */
  existing?: number;
}

export interface ImageCheck<F extends FileLike> {
  accepted: F[];
  rejected: { file: F; issue: ImageIssue }[];
}

const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  bmp: 'image/bmp',
};

/** The file's type, from its name when the browser sent none (some Android pickers do). */
function typeOf(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

const extensionOf = (file: FileLike) => (file.name.includes('.') ? `.${file.name.split('.').pop()!.toLowerCase()}` : '');

/** The `accept` attribute's rules: a MIME type, a family (`image/*`) or an extension (`.png`). */
function accepts(accept: readonly string[], file: FileLike): boolean {
  const type = typeOf(file);
  return accept.some((allowed) => {
    const rule = allowed.trim().toLowerCase();
    if (rule.startsWith('.')) return extensionOf(file) === rule || EXTENSION_TYPES[rule.slice(1)] === type;
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : rule === type;
  });
}

/**
 * Sorts chosen files into those that may be added and those that may not, in the order chosen: the
 * wrong type first, then too big, then any past the count (a good file is not refused because a bad
 * one came before it).
 */
export function checkImageFiles<F extends FileLike>(
  files: readonly F[],
  { accept, maxBytes, maxCount, existing = 0 }: ImageRules,
): ImageCheck<F> {
  const result: ImageCheck<F> = { accepted: [], rejected: [] };
  for (const file of files) {
    if (!accepts(accept, file)) result.rejected.push({ file, issue: 'type' });
    else if (file.size > maxBytes) result.rejected.push({ file, issue: 'size' });
    else if (existing + result.accepted.length >= maxCount) result.rejected.push({ file, issue: 'count' });
    else result.accepted.push(file);
  }
  return result;
}

/** The allowed types as the member knows them: `PNG, JPG`. */
export function typeNames(accept: readonly string[]): string {
  const names = accept.map((type) => {
    const lower = type.toLowerCase();
    if (lower === 'image/*') return '*';
    if (lower === 'image/jpeg') return 'JPG';
    return (lower.split('/').pop() ?? lower).replace(/^\./, '').toUpperCase();
  });
  return [...new Set(names)].join(', ');
}

/** A size as a member reads it: `5 MB`, `850 KB`, `1.5 MB` (binary units, as the limit is set). */
export function formatBytes(bytes: number, locale = 'en'): string {
  const format = (value: number, unit: string) =>
    `${numberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'KB');
  return `${numberFormat(locale).format(bytes)} B`;
}
