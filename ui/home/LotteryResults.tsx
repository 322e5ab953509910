import { cva } from 'class-variance-authority';
import { Clock, Ticket } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { HomeSection, ScrollerButtons, scrollerListVariants, useHorizontalScroller } from './home-section.tsx';

/** Vietnamese prize tiers, highest first (the northern draw has no eighth prize). */
export type VnPrizeTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';

export interface VnDrawItem {
  numero: string;
  /** Draw time, epoch ms. */
  openTime: number;
  prizes: Partial<Record<VnPrizeTier, readonly string[]>>;
}

/** One game of the Vietnam opened numbers (/lgw/vn/numeros/opened/game); draws newest first. */
export interface VnResultItem {
  gameId: number;
  gameCode: string;
  displayName?: string | null;
  /** NORTH, CENTRAL, SOUTH, EXPRESS. */
  region?: string | null;
  draws: readonly VnDrawItem[];
}

/** One popular lottery (/lgw/games/popular): the numero on sale and the time left to bet on it. */
export interface PopularLotteryItem {
  gameCode: string;
  gameId: number;
  numero: string;
  /** Time left to bet on `numero`, in ms (the app passes fresh data; the card does not tick). */
  remainTime: number;
  isSale: boolean;
  displayName?: string | null;
}

// Literal keys so the catalogue check can see each one is used.
const TIER_LABEL = {
  special: 'homeSections.prize.special',
  first: 'homeSections.prize.first',
  second: 'homeSections.prize.second',
  third: 'homeSections.prize.third',
  fourth: 'homeSections.prize.fourth',
  fifth: 'homeSections.prize.fifth',
  sixth: 'homeSections.prize.sixth',
  seventh: 'homeSections.prize.seventh',
  eighth: 'homeSections.prize.eighth',
} as const satisfies Record<VnPrizeTier, string>;

const REGION_LABEL = {
  NORTH: 'homeSections.region.NORTH',
  CENTRAL: 'homeSections.region.CENTRAL',
  SOUTH: 'homeSections.region.SOUTH',
  EXPRESS: 'homeSections.region.EXPRESS',
} as const;

const isKnownRegion = (region: string | null | undefined): region is keyof typeof REGION_LABEL =>
  Boolean(region) && Object.hasOwn(REGION_LABEL, region!);

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left as mm:ss, or hh:mm:ss from an hour up (daily draws close hours ahead). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const clock = `${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return hours > 0 ? `${pad(hours)}:${clock}` : clock;
}

const subTitleVariants = cva('text-sm font-semibold text-muted');
const resultsGridVariants = cva('grid gap-space-sm @xl:grid-cols-2 @5xl:grid-cols-4');
const resultCardVariants = cva('flex min-w-0 flex-col gap-space-sm rounded-xl border border-border bg-surface-raised p-space-md shadow-sm');
const ballVariants = cva(
  'inline-flex size-8 items-center justify-center rounded-pill bg-danger text-base font-semibold text-danger-fg tabular-nums shadow-sm @xl:size-9',
);
const popularItemVariants = cva('w-44 shrink-0 snap-start');
const popularCardVariants = cva(
  'flex h-full flex-col gap-space-xs rounded-xl border border-border bg-surface-raised p-space-sm shadow-sm',
  {
    variants: { sale: { true: '', false: 'bg-surface-sunken' } },
    defaultVariants: { sale: true },
  },
);

export type LotteryResultsProps = Omit<ComponentProps<'section'>, 'title' | 'children' | 'results'> & {
  /** Latest Vietnam results; each card shows the newest draw. */
  results?: readonly VnResultItem[];
  /** Popular lotteries with their countdown (the platform sends 20). */
  popular?: readonly PopularLotteryItem[];
  /** Opens the lottery on that game's betting view. */
  onBet?: (gameCode: string) => void;
  loading?: boolean;
  /** Both calls failed: the section is a message with Retry. */
  error?: boolean;
  /** One of the two calls failed: what the other brought shows, then a message with Retry. */
  partError?: boolean;
  onRetry?: () => void;
  /** The tiers listed under the special prize. */
  tiers?: readonly Exclude<VnPrizeTier, 'special'>[];
  /** Draw times are shown in this zone: Vietnam time, where the draws happen. */
  timeZone?: string;
  /** Defaults to "Lottery". */
  title?: string;
};

function ResultCard({ result, tiers, timeZone }: { result: VnResultItem; tiers: readonly VnPrizeTier[]; timeZone: string }) {
  const { t } = useTranslation();
  const nameId = useId();
  const draw = result.draws[0];
  if (!draw) return null;
  const name = result.displayName ?? result.gameCode;
  const special = draw.prizes.special?.[0];
  return (
    <article data-slot="lottery-result" data-game={result.gameCode} aria-labelledby={nameId} className={resultCardVariants()}>
      <header className="flex flex-col gap-0.5">
        <div className="flex items-start justify-between gap-space-sm">
          <h4 id={nameId} className="min-w-0 text-sm leading-5 font-semibold text-text">
            {name}
          </h4>
          {isKnownRegion(result.region) && (
            <Badge size="sm" className="shrink-0">
              {t(REGION_LABEL[result.region])}
            </Badge>
          )}
        </div>
        <p className="text-xs text-muted tabular-nums">
          {t('homeSections.drawNo', { numero: draw.numero })} ·{' '}
          <time dateTime={new Date(draw.openTime).toISOString()}>
            {formatDateTime(draw.openTime, { pattern: 'yyyy-MM-dd hh:mm', timeZone })}
          </time>
        </p>
      </header>
      {special && (
        <div data-slot="lottery-special" className="flex flex-col gap-1">
          <span className="text-xs font-semibold text-muted">{t(TIER_LABEL.special)}</span>
          <span className="sr-only">{special}</span>
          <span aria-hidden="true" className="flex flex-wrap gap-1">
            {[...special].map((digit, index) => (
              // eslint-disable-next-line @eslint-react/no-array-index-key -- a digit's place is its identity; digits repeat
              <span key={index} className={ballVariants()}>
                {digit}
              </span>
            ))}
          </span>
        </div>
      )}
      <dl className="flex flex-col divide-y divide-border text-sm">
        {tiers.map((tier) => {
          const numbers = draw.prizes[tier];
          if (!numbers || numbers.length === 0) return null;
          return (
            <div
              key={tier}
              data-slot="lottery-tier"
              data-tier={tier}
              className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-baseline gap-space-sm py-1"
            >
              <dt className="text-xs text-muted">{t(TIER_LABEL[tier])}</dt>
              <dd className="flex flex-wrap gap-x-space-sm font-semibold tracking-wide text-text tabular-nums">
                {numbers.map((number, index) => (
                  // eslint-disable-next-line @eslint-react/no-array-index-key -- a tier may draw the same number twice; its place is its identity
                  <span key={index}>{number}</span>
                ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </article>
  );
}

function PopularCard({ item, onBet }: { item: PopularLotteryItem; onBet?: (gameCode: string) => void }) {
  const { t } = useTranslation();
  const name = item.displayName ?? item.gameCode;
  return (
    <div
      data-slot="popular-lottery"
      data-game={item.gameCode}
      data-state={item.isSale ? 'on-sale' : 'closed'}
      className={popularCardVariants({ sale: item.isSale })}
    >
      <p className="truncate text-sm font-semibold text-text" title={name}>
        {name}
      </p>
      <p className="truncate text-xs text-muted tabular-nums">{t('homeSections.drawNo', { numero: item.numero })}</p>
      {item.isSale ? (
        <p data-slot="popular-lottery-countdown" className="flex items-center gap-1 text-sm text-text">
          <Clock aria-hidden className="size-4 shrink-0 text-brand" />
          {t('homeSections.closesIn', { time: formatRemaining(item.remainTime) })}
        </p>
      ) : (
        <Badge tone="warning" size="sm" className="self-start">
          {t('homeSections.notOnSale')}
        </Badge>
      )}
      <Button size="md" block disabled={!item.isSale} className="mt-auto" onClick={() => onBet?.(item.gameCode)}>
        {t('homeSections.bet')}
        <span className="sr-only"> {name}</span>
      </Button>
    </div>
  );
}

/**
 * Lottery on the home page: the latest Vietnam results (special prize first, then a few tiers) and
 * the popular lotteries with the time left to bet. Results are public: guests can read them.
 */
export function LotteryResults({
  className,
  results,
  popular,
  onBet,
  loading = false,
  error = false,
  partError = false,
  onRetry,
  tiers = ['first', 'second', 'third'],
  timeZone = 'Asia/Ho_Chi_Minh',
  title,
  ...props
}: LotteryResultsProps) {
  const { t } = useTranslation();
  const { attach: attachList, ...scroller } = useHorizontalScroller();
  const resultsId = useId();
  const popularId = useId();
  const shownResults = (results ?? []).filter((result) => result.draws.length > 0);
  const shownPopular = popular ?? [];
  const shownAny = shownResults.length > 0 || shownPopular.length > 0;
  // A failed half with nothing from the other is a failure, not "no results yet".
  const state = error || (partError && !loading && !shownAny) ? 'error' : loading ? 'loading' : shownAny ? 'ready' : 'empty';

  return (
    <HomeSection
      slot="lottery-results"
      data-state={state}
      title={title ?? t('home.lottery')}
      icon={<Ticket aria-hidden />}
      className={className}
      {...props}
    >
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'empty' && (
        <EmptyState
          size="compact"
          icon={<Ticket aria-hidden />}
          title={t('homeSections.empty.lottery')}
          hint={t('homeSections.empty.lotteryHint')}
        />
      )}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-md">
          <div className={resultsGridVariants()}>
            {Array.from({ length: 2 }, (_, index) => (
              <div key={index} className={resultCardVariants()}>
                <Skeleton shape="text" className="h-5 w-2/3" />
                <Skeleton shape="text" className="h-3 w-1/2" />
                <Skeleton className="h-9 w-48" />
                <Skeleton shape="text" />
                <Skeleton shape="text" />
              </div>
            ))}
          </div>
          <div className={cn(scrollerListVariants(), 'overflow-hidden')}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className={cn(popularItemVariants(), 'h-36 rounded-xl')} />
            ))}
          </div>
        </LoadingRegion>
      )}
      {state === 'ready' && (
        <div className="flex flex-col gap-space-md">
          {shownResults.length > 0 && (
            <section aria-labelledby={resultsId} className="flex flex-col gap-space-sm">
              <h3 id={resultsId} className={subTitleVariants()}>
                {t('homeSections.latestResults')}
              </h3>
              <div className={resultsGridVariants()}>
                {shownResults.map((result) => (
                  <ResultCard key={result.gameId} result={result} tiers={tiers} timeZone={timeZone} />
                ))}
              </div>
            </section>
          )}
          {shownPopular.length > 0 && (
            <section aria-labelledby={popularId} className="flex flex-col gap-space-xs">
              <div className="flex min-h-10 items-center justify-between gap-space-sm">
                <h3 id={popularId} className={subTitleVariants()}>
                  {t('homeSections.popularLotteries')}
                </h3>
                <ScrollerButtons scroller={scroller} />
              </div>
              <ul ref={attachList} data-slot="popular-lotteries-list" className={scrollerListVariants()}>
                {shownPopular.map((item) => (
                  <li key={item.gameCode} className={popularItemVariants()}>
                    <PopularCard item={item} onBet={onBet} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {partError && (
            <ErrorPanel message={t('homeSections.lotteryPartError')} onRetry={onRetry} retrying={loading} className="p-space-md" />
          )}
        </div>
      )}
    </HomeSection>
  );
}
