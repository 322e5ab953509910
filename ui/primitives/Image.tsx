import { ImageOff } from 'lucide-react';
import { useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type AttemptKind = 'first' | 'retry' | 'fallback';

/** One picture, or the same picture on several servers in the order to try them (the app picks the order). */
export type ImageSources = string | readonly string[];

export type ImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  src?: ImageSources;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** The one retry's URL of a lone `src`; defaults to `src` with a cache-busting `retry=1` query. */
  retrySrc?: string;
  /** Shown when the image still fails on every server, e.g. the default game icon (also one or several servers). */
  fallbackSrc?: ImageSources;
  /** Rendered instead of the neutral placeholder box when everything failed (Avatar shows initials). */
  fallback?: ReactNode;
  /** Reserves the box before the image arrives when width/height alone do not (e.g. `w-full`). */
  aspectRatio?: number | string;
};

/** Spec: a failed image is retried once. Data and blob URLs cannot be cache-busted, so they are just reloaded. */
export function withRetryParam(src: string): string {
  if (/^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const [path, hash] = hashAt === -1 ? [src, ''] : [src.slice(0, hashAt), src.slice(hashAt)];
  return `${path}${path.includes('?') ? '&' : '?'}retry=1${hash}`;
}

const urls = (sources: ImageSources | undefined): readonly string[] =>
  sources === undefined ? [] : typeof sources === 'string' ? [sources].filter(Boolean) : sources.filter(Boolean);

/**
 * Every URL to try, in order. A lone picture gets the spec's one retry; a picture on several servers
 * is tried once on each instead (the next server is the retry). Then the fallback, on each of its servers.
 */
export function imageAttempts(src: ImageSources | undefined, retrySrc?: string, fallbackSrc?: ImageSources) {
  const copies = urls(src);
  const attempts: { url: string; kind: AttemptKind }[] = copies.map((url, at) => ({ url, kind: at === 0 ? 'first' : 'retry' }));
  if (copies.length === 1) attempts.push({ url: retrySrc ?? withRetryParam(copies[0]!), kind: 'retry' });
  for (const url of urls(fallbackSrc)) attempts.push({ url, kind: 'fallback' });
  return attempts;
}

const cssSize = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * An <img> that never shifts layout (explicit size or aspect ratio), loads lazily, retries once (or on
 * its other servers) on error and then falls back to `fallbackSrc` or a neutral placeholder.
 */
export function Image({
  className,
  style,
  src,
  alt,
  retrySrc,
  fallbackSrc,
  fallback,
  aspectRatio,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  onLoad,
  onError,
  ...props
}: ImageProps) {
  const attempts = imageAttempts(src, retrySrc, fallbackSrc);
  // The state remembers which URLs it belongs to, so a new src starts over without an effect.
  const forUrls = attempts.map((a) => a.url).join('\n');
  const [state, setState] = useState({ for: forUrls, index: 0, loaded: false });
  const { index, loaded } = state.for === forUrls ? state : { index: 0, loaded: false };
  const attempt = attempts[index];
  const boxStyle: CSSProperties = { aspectRatio, ...style };

  if (attempt === undefined) {
    if (fallback !== undefined) return fallback;
    return (
      <span
        data-slot="image-placeholder"
        data-state="fallback"
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('inline-flex items-center justify-center overflow-hidden bg-surface-sunken text-muted', className)}
        style={{ width: cssSize(width), height: cssSize(height), ...boxStyle }}
      >
        <ImageOff aria-hidden className="size-1/3 max-h-8 min-h-4 max-w-8 min-w-4" />
      </span>
    );
  }

  const dataState = attempt.kind === 'fallback' ? 'fallback' : loaded ? 'loaded' : attempt.kind === 'retry' ? 'retrying' : 'loading';

  return (
    <img
      // A new element per attempt, so the browser really requests again even when the URL is unchanged.
      key={index}
      data-slot="image"
      data-state={dataState}
      src={attempt.url}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      className={cn('object-cover data-[state=loading]:bg-surface-sunken data-[state=retrying]:bg-surface-sunken', className)}
      style={boxStyle}
      onLoad={(event) => {
        setState({ for: forUrls, index, loaded: true });
        onLoad?.(event);
      }}
      onError={(event) => {
        setState({ for: forUrls, index: index + 1, loaded: false });
        onError?.(event);
      }}
      {...props}
    />
  );
}
