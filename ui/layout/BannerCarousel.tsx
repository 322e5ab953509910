import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Carousel, type CarouselProps } from '../primitives/Carousel.tsx';
import { Image } from '../primitives/Image.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** Spec section 9: banners rotate every 5000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * One banner as the platform sends it (MCSFE_getListAnnouncements `banners[]`), so the app can pass
 * its parsed banners straight through and get the same object back in `onBannerClick`.
 */
export interface BannerItem {
  bannerId?: number | string | null;
  /** The artwork (1920×480 on the wide pages). */
  url: string;
  title?: string | null;
  /** w_home, w_rng...: admins prefix titles with it, which the alt text drops. */
  groupName?: string | null;
  /** P promotion, G game, E external link; none = a picture only. */
  linkageType?: string | null;
  /** PROMO, GAME or EXTERNAL. */
  redirect?: string | null;
  redirectPromotionId?: number | string | null;
  externalLink?: string | null;
  vendor?: string | null;
  gameType?: string | null;
  nodeId?: number | string | null;
}

/** A banner leads somewhere only when the platform gave it a linkage; the others are pictures. */
export function bannerHasLinkage(banner: BannerItem): boolean {
  return Boolean(banner.linkageType || banner.redirect || banner.externalLink);
}

/** The title without its `w_home_`-style group prefix, for the alt text. */
export function bannerAlt(banner: Pick<BannerItem, 'title' | 'groupName'>): string {
  const title = banner.title?.trim() ?? '';
  const prefix = banner.groupName ? `${banner.groupName}_` : '';
  return prefix && title.startsWith(prefix) ? title.slice(prefix.length).trim() : title;
}

/*
 * The box is fixed before any byte arrives: 1920×480 (4:1) from a 36rem-wide container up, a taller
 * 3:1 crop below that so the text in the art stays readable on phones. The platform's art keeps its
 * headline and call to action on the left, so the crop keeps the left and trims the decoration.
 * A container query (not the viewport) decides, because the banner column is narrower than the
 * window whenever the side menu is open.
 */
const ratioVariants = cva('[--banner-ratio:3/1] @xl:[--banner-ratio:4/1]');

// On phones the arrows would sit on the art's headline: swiping and the dots remain.
const arrowsVariants = cva('@max-xl:[&_[data-slot=carousel-next]]:hidden @max-xl:[&_[data-slot=carousel-previous]]:hidden');

// The 32px pause button overhangs the 24px dots row instead of growing it: the row keeps the
// skeleton's height whether or not the banners rotate, so the page below does not move when they arrive.
const rotationVariants = cva('[&_[data-slot=carousel-rotation]]:-my-1');

// An inset ring: the slide clips anything drawn outside it.
const linkVariants = cva(
  'block size-full cursor-pointer transition-[filter] hover:brightness-110 focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-focus',
);

const imageVariants = cva('block size-full object-cover object-left');

export type BannerCarouselProps<T extends BannerItem = BannerItem> = Omit<ComponentProps<'div'>, 'children'> &
  Pick<CarouselProps, 'index' | 'defaultIndex' | 'onIndexChange'> & {
    /** The page's banners, already filtered by groupName, in the platform's order. */
    banners?: readonly T[];
    /** Shows a skeleton of the same box while the notice loads. */
    loading?: boolean;
    /** A banner with a linkage was chosen (click, Enter or Space); the app follows it. */
    onBannerClick?: (banner: T) => void;
    /** Accessible name of the carousel region (defaults to "Featured promotions"). */
    label?: string;
    /** Rotates every `autoplayMs` when there is more than one banner, unless the user prefers reduced motion. */
    autoplay?: boolean;
    autoplayMs?: number;
    /** Shown when a banner image still fails after its one retry. */
    fallbackSrc?: string;
  };

/**
 * The page-top banner strip: the platform's banners in a fixed-ratio carousel (loops and rotates
 * only with more than one). Linked banners are buttons that hand the banner back to the app;
 * the others are plain pictures. Nothing at all is rendered when there are no banners.
 */
export function BannerCarousel<T extends BannerItem>({
  className,
  banners = [],
  loading = false,
  onBannerClick,
  label,
  autoplay = true,
  autoplayMs = BANNER_AUTOPLAY_MS,
  fallbackSrc,
  index,
  defaultIndex,
  onIndexChange,
  ...props
}: BannerCarouselProps<T>) {
  const { t } = useTranslation();

  if (loading) {
    return (
      <div data-slot="banner-carousel" data-state="loading" aria-busy="true" className={cn('@container', className)} {...props}>
        <div className={cn(ratioVariants(), 'flex flex-col gap-space-sm')}>
          <Skeleton data-slot="banner-skeleton" className="rounded-lg" style={{ aspectRatio: 'var(--banner-ratio)' }} />
          {/* The dots row of the loaded carousel, so the content below does not jump when banners arrive. */}
          <div className="flex h-6 items-center justify-center gap-space-sm">
            <Skeleton className="h-2 w-5 rounded-pill" />
            <Skeleton className="size-2 rounded-pill" />
            <Skeleton className="size-2 rounded-pill" />
          </div>
        </div>
        <span className="sr-only">{t('banner.loading')}</span>
      </div>
    );
  }

  if (banners.length === 0) return null;

  return (
    <div data-slot="banner-carousel" data-state="ready" className={cn('@container', className)} {...props}>
      <Carousel
        className={cn(ratioVariants(), arrowsVariants(), rotationVariants())}
        label={label ?? t('banner.label')}
        aspectRatio="var(--banner-ratio)"
        autoplay={autoplay}
        autoplayMs={autoplayMs}
        index={index}
        defaultIndex={defaultIndex}
        onIndexChange={onIndexChange}
        items={banners.map((banner, i) => {
          const alt = bannerAlt(banner) || t('banner.untitled', { n: i + 1 });
          // The first banner is the page's largest paint: fetched at once, first in line, and painted in the
          // same frame as the slide around it (no frame of an empty box); the others when scrolled near.
          // The slide's box (aspect ratio, image filling it) is fixed before any byte, so nothing shifts.
          const image = (
            <Image
              src={banner.url}
              alt={alt}
              fallbackSrc={fallbackSrc}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding={i === 0 ? 'sync' : 'async'}
              draggable={false}
              className={imageVariants()}
            />
          );
          return {
            id: String(banner.bannerId ?? i),
            content: bannerHasLinkage(banner) ? (
              <button type="button" data-slot="banner-link" className={linkVariants()} onClick={() => onBannerClick?.(banner)}>
                {image}
              </button>
            ) : (
              image
            ),
          };
        })}
      />
    </div>
  );
}
