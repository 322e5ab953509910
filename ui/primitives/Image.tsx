import { ImageOff } from 'lucide-react';
import { useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

type Attempt = 'first' | 'retry' | 'fallback' | 'placeholder';

export type ImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt'> & {
  src?: string;
  /** Required; pass "" for a purely decorative image. */
  alt: string;
  /** The one retry's URL; defaults to `src` with a cache-busting `retry=1` query. */
  retrySrc?: string;
  /** Shown when the image still fails after its retry, e.g. the default game icon. */
  fallbackSrc?: string;
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

const firstAttempt = (src: string | undefined, fallbackSrc: string | undefined): Attempt =>
  src ? 'first' : fallbackSrc ? 'fallback' : 'placeholder';

const cssSize = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * An <img> that never shifts layout (explicit size or aspect ratio), loads lazily, retries once on
 * error and then falls back to `fallbackSrc` or a neutral placeholder.
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
  // The state remembers which src it belongs to, so a new src starts over without an effect.
  const [state, setState] = useState(() => ({ for: src, attempt: firstAttempt(src, fallbackSrc), loaded: false }));
  const { attempt, loaded } = state.for === src ? state : { attempt: firstAttempt(src, fallbackSrc), loaded: false };
  const boxStyle: CSSProperties = { aspectRatio, ...style };

  if (attempt === 'placeholder') {
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

  const currentSrc = attempt === 'first' ? src : attempt === 'retry' ? (retrySrc ?? withRetryParam(src ?? '')) : fallbackSrc;
  const dataState = attempt === 'fallback' ? 'fallback' : loaded ? 'loaded' : attempt === 'retry' ? 'retrying' : 'loading';

  return (
    <img
      // A new element per attempt, so the browser really requests again even when the URL is unchanged.
      key={attempt}
      data-slot="image"
      data-state={dataState}
      src={currentSrc}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      className={cn('object-cover data-[state=loading]:bg-surface-sunken data-[state=retrying]:bg-surface-sunken', className)}
      style={boxStyle}
      onLoad={(event) => {
        setState({ for: src, attempt, loaded: true });
        onLoad?.(event);
      }}
      onError={(event) => {
        const next: Attempt = attempt === 'first' ? 'retry' : attempt === 'retry' && fallbackSrc ? 'fallback' : 'placeholder';
        setState({ for: src, attempt: next, loaded: false });
        onError?.(event);
      }}
      {...props}
    />
  );
}
