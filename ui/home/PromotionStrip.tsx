import { cva } from 'class-variance-authority';
import { ChevronRight, Gift } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Image } from '../primitives/Image.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { HomeSection, ScrollerButtons, scrollerListVariants, SeeAllButton, useHorizontalScroller } from './home-section.tsx';

/** A promotion as the list shows it (the platform's promotion summary). */
export interface PromotionCardItem {
  id: number;
  title: string;
  summary?: string;
  /** The wide banner image. */
  imageUrl?: string | null;
  /** The square card image, used when there is no wide one. */
  thumbnailUrl?: string | null;
  /** new_player, deposit, rebate, vip, sports, slots; other categories print as sent. */
  category: string;
}

// Literal keys so the catalogue check can see each one is used.
const CATEGORY_LABEL = {
  new_player: 'homeSections.promoCategory.new_player',
  deposit: 'homeSections.promoCategory.deposit',
  rebate: 'homeSections.promoCategory.rebate',
  vip: 'homeSections.promoCategory.vip',
  sports: 'homeSections.promoCategory.sports',
  slots: 'homeSections.promoCategory.slots',
} as const;

const isKnownCategory = (category: string): category is keyof typeof CATEGORY_LABEL => Object.hasOwn(CATEGORY_LABEL, category);

// One and a bit cards at 360 px, two at tablet, three on desktop.
const itemVariants = cva('w-[85%] max-w-80 shrink-0 snap-start @xl:w-[calc((100%-0.5rem)/2)] @4xl:w-[calc((100%-1rem)/3)] @4xl:max-w-none');

const cardVariants = cva(
  'group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised shadow-sm transition-shadow hover:shadow-md has-[button:focus-visible]:shadow-md',
);

// The Details button's ::after covers the card, so the whole card opens the promotion through the one button.
const detailsVariants = cva(
  'inline-flex h-10 items-center gap-1 self-start rounded-md px-1 text-sm font-semibold text-brand underline-offset-4 group-hover:underline after:absolute after:inset-0 after:rounded-xl after:content-[""] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

export type PromotionStripProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  promotions?: readonly PromotionCardItem[];
  /** Opens the promotion's detail (/promoDetail). */
  onOpen?: (id: number) => void;
  /** Shows a "See all" link-button to /promotions. */
  onViewAll?: () => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Defaults to "Promotions". */
  title?: string;
  /** Where an empty strip points (the announcements, say). */
  emptyAction?: ReactNode;
};

function PromotionCard({ promotion, onOpen }: { promotion: PromotionCardItem; onOpen?: (id: number) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const labelId = useId();
  return (
    <article data-slot="promotion-card" aria-labelledby={titleId} className={cardVariants()}>
      <Image
        src={promotion.imageUrl ?? promotion.thumbnailUrl ?? undefined}
        // The title is printed right below: the banner art is decoration.
        alt=""
        aspectRatio="8 / 3"
        className="w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-space-xs p-space-md">
        <Badge tone="brand" size="sm" data-slot="promotion-category" className="self-start">
          {isKnownCategory(promotion.category) ? t(CATEGORY_LABEL[promotion.category]) : promotion.category}
        </Badge>
        <h3 id={titleId} className="line-clamp-2 text-base leading-6 font-semibold text-text" title={promotion.title}>
          {promotion.title}
        </h3>
        {promotion.summary && <p className="line-clamp-2 text-sm text-muted">{promotion.summary}</p>}
        <div className="mt-auto pt-space-xs">
          {/* Named "Details <title>": six "Details" buttons in a row must be told apart. */}
          <button
            type="button"
            data-slot="promotion-details"
            aria-labelledby={`${labelId} ${titleId}`}
            className={detailsVariants()}
            onClick={() => onOpen?.(promotion.id)}
          >
            <span id={labelId}>{t('homeSections.promoDetails')}</span>
            <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
          </button>
        </div>
      </div>
    </article>
  );
}

/** The home page's promotions: a swipeable row of cards with image, category, title, summary and Details. */
export function PromotionStrip({
  className,
  promotions,
  onOpen,
  onViewAll,
  loading = false,
  error = false,
  onRetry,
  title,
  emptyAction,
  ...props
}: PromotionStripProps) {
  const { t } = useTranslation();
  const { attach: attachList, ...scroller } = useHorizontalScroller();
  const state = error ? 'error' : loading ? 'loading' : (promotions?.length ?? 0) > 0 ? 'ready' : 'empty';

  return (
    <HomeSection
      slot="promotion-strip"
      data-state={state}
      title={title ?? t('home.promotions')}
      icon={<Gift aria-hidden />}
      actions={
        state === 'ready' && (
          <>
            {onViewAll && <SeeAllButton onClick={onViewAll} />}
            <ScrollerButtons scroller={scroller} />
          </>
        )
      }
      className={className}
      {...props}
    >
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'empty' && (
        <EmptyState
          size="compact"
          icon={<Gift aria-hidden />}
          title={t('homeSections.empty.promotions')}
          hint={t('homeSections.empty.promotionsHint')}
          action={emptyAction}
        />
      )}
      {state === 'loading' && (
        <LoadingRegion className={cn(scrollerListVariants(), 'overflow-hidden')}>
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className={cn(itemVariants(), cardVariants())}>
              <Skeleton className="aspect-[8/3] rounded-none" />
              <div className="flex flex-col gap-2 p-space-md">
                <Skeleton shape="text" className="h-5 w-20 rounded-pill" />
                <Skeleton shape="text" className="h-5" />
                <Skeleton shape="text" className="h-4 w-4/5" />
                <Skeleton className="mt-1 h-10 w-24" />
              </div>
            </div>
          ))}
        </LoadingRegion>
      )}
      {state === 'ready' && (
        <ul ref={attachList} data-slot="promotion-strip-list" className={scrollerListVariants()}>
          {promotions?.map((promotion) => (
            <li key={promotion.id} className={itemVariants()}>
              <PromotionCard promotion={promotion} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
