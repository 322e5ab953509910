import { cva } from 'class-variance-authority';
import { ArrowLeft, CalendarDays, CircleAlert, CircleCheck, Clock, Gift, SearchX } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Image } from '../primitives/Image.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { SafeHtml } from '../primitives/SafeHtml.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { richTextClass } from './content-parts.tsx';

/** The platform's activity statuses (spec section 4), as the caller sees a promotion. */
export const ACTIVITY_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'SIGNED',
  'COMING_SOON',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** What the action button does: join directly, open the activity application, or claim the reward. */
export type PromotionAction = 'join' | 'apply' | 'claim';

/** The promotion-detail answer, field for field; `content` is untrusted HTML. */
export interface PromotionDetailView {
  id: number;
  /** A slug: new_player, deposit, rebate, vip, sports, slots, or one the platform adds later. */
  category: string;
  title: string;
  summary?: string | null;
  /** The wide header image (8:3). */
  imageUrl?: string | null;
  /** Epoch milliseconds. */
  startDate: number;
  endDate?: number | null;
  noExpiry?: boolean;
  status: ActivityStatus;
  /** Joining goes through the activity application (comment and images). */
  needsApplication: boolean;
  /** Why the caller's last application was rejected. */
  rejectReason?: string | null;
  content: string;
}

/** The action a status offers, or undefined when the button only reports the state (Applied, Closed...). */
export function promotionActionFor(status: ActivityStatus, needsApplication: boolean): PromotionAction | undefined {
  switch (status) {
    case 'JOIN':
      return needsApplication ? 'apply' : 'join';
    case 'REJECTED':
      return 'apply';
    case 'CLAIM':
      return 'claim';
    default:
      return undefined;
  }
}

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const TONE: Record<ActivityStatus, Tone> = {
  JOIN: 'brand',
  CLAIM: 'brand',
  APPLYING: 'warning',
  CLOSE: 'neutral',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'success',
  PROCESS: 'brand',
  JOINED: 'success',
  SIGNED: 'success',
  COMING_SOON: 'neutral',
};

// Category slugs with a translation; others are shown as sent.
const CATEGORY_KEYS = {
  new_player: 'content.promotion.category.new_player',
  deposit: 'content.promotion.category.deposit',
  rebate: 'content.promotion.category.rebate',
  vip: 'content.promotion.category.vip',
  sports: 'content.promotion.category.sports',
  slots: 'content.promotion.category.slots',
} as const;

const isKnownCategory = (category: string): category is keyof typeof CATEGORY_KEYS => Object.hasOwn(CATEGORY_KEYS, category);

export type PromotionDetailProps = Omit<ComponentProps<'article'>, 'children'> & {
  promotion?: PromotionDetailView;
  loading?: boolean;
  error?: boolean;
  /** The promotion does not exist (or no longer): a message and the way back. */
  notFound?: boolean;
  onRetry?: () => void;
  onAction?: (action: PromotionAction, promotion: PromotionDetailView) => void;
  /** The action's request is under way: the button spins and ignores clicks. */
  actionPending?: boolean;
  onBack?: () => void;
  /** IANA zone for the period dates; the browser's when omitted. */
  timeZone?: string;
};

const rootVariants = cva('@container mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-space-md');
const heroVariants = cva('block w-full rounded-xl bg-surface-sunken object-cover');
const actionCardVariants = cva(
  'flex flex-col gap-space-md rounded-lg border border-border bg-surface-raised p-space-md @lg:flex-row @lg:items-center',
);
const noteVariants = cva('flex min-w-0 flex-1 items-start gap-space-sm text-sm text-text [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    tone: {
      neutral: '[&>svg]:text-muted',
      brand: '[&>svg]:text-brand',
      success: '[&>svg]:text-success',
      warning: '[&>svg]:text-warning',
      danger: '[&>svg]:text-danger',
    },
  },
});

export function PromotionDetail({
  className,
  promotion,
  loading = false,
  error = false,
  notFound = false,
  onRetry,
  onAction,
  actionPending = false,
  onBack,
  timeZone,
  ...props
}: PromotionDetailProps) {
  const { t } = useTranslation();
  const state = error ? 'error' : notFound ? 'not-found' : promotion ? 'ready' : loading ? 'loading' : 'not-found';

  const back = onBack && (
    <Button variant="ghost" className="self-start px-space-sm" icon={<ArrowLeft aria-hidden className="size-4" />} onClick={onBack}>
      {t('content.promotion.back')}
    </Button>
  );

  if (state !== 'ready' || !promotion) {
    return (
      <article data-slot="promotion-detail" data-state={state} className={cn(rootVariants(), className)} {...props}>
        {back}
        {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
        {state === 'loading' && <PromotionSkeleton />}
        {state === 'not-found' && (
          <EmptyState icon={<SearchX aria-hidden />} title={t('content.promotion.notFoundTitle')} hint={t('content.promotion.notFound')} />
        )}
      </article>
    );
  }

  const date = (ms: number) => formatDateTime(ms, { pattern: 'yyyy-MM-dd', timeZone });
  const open = promotion.noExpiry || promotion.endDate == null;
  const period = t('content.promotion.periodRange', {
    start: date(promotion.startDate),
    end: open ? t('content.promotion.noExpiry') : date(promotion.endDate!),
  });
  const action = promotionActionFor(promotion.status, promotion.needsApplication);
  const tone = TONE[promotion.status];
  const label = actionLabel(t, promotion.status, promotion.needsApplication);
  const note = statusNote(t, promotion, date);

  return (
    <article
      data-slot="promotion-detail"
      data-state={state}
      data-status={promotion.status}
      className={cn(rootVariants(), className)}
      {...props}
    >
      {back}
      <Image
        src={promotion.imageUrl ?? undefined}
        alt=""
        aspectRatio="8 / 3"
        // The header is the first thing on the page: no point deferring it.
        loading="eager"
        className={heroVariants()}
      />
      <header className="flex flex-col gap-space-sm">
        <div className="flex flex-wrap items-center gap-space-xs">
          <Badge tone="brand" data-slot="promotion-category">
            {isKnownCategory(promotion.category) ? t(CATEGORY_KEYS[promotion.category]) : promotion.category}
          </Badge>
        </div>
        <h1 className="text-xl font-semibold text-text @lg:text-2xl">{promotion.title}</h1>
        {promotion.summary && <p className="text-muted">{promotion.summary}</p>}
        <p data-slot="promotion-period" className="flex items-center gap-space-xs text-sm text-muted">
          <CalendarDays aria-hidden className="size-4 shrink-0" />
          <span>
            <span className="sr-only">{t('content.promotion.period')} </span>
            {period}
          </span>
        </p>
      </header>

      <div data-slot="promotion-action" className={actionCardVariants()}>
        <div className={noteVariants({ tone })}>
          {note.icon}
          <div className="flex min-w-0 flex-col gap-space-2xs">
            <p>{note.text}</p>
            {promotion.status === 'REJECTED' && promotion.rejectReason && (
              <p data-slot="promotion-reject-reason" className="text-muted">
                {t('content.promotion.rejectReason', { reason: promotion.rejectReason })}
              </p>
            )}
          </div>
        </div>
        <Button
          size="lg"
          variant={action ? 'primary' : 'secondary'}
          className="w-full @lg:ms-auto @lg:w-auto @lg:min-w-40"
          disabled={!action}
          loading={actionPending}
          onClick={() => action && onAction?.(action, promotion)}
        >
          {label}
        </Button>
      </div>

      <div data-slot="promotion-body" className="flex flex-col gap-space-sm">
        <h2 className="text-lg font-semibold text-text">{t('content.promotion.details')}</h2>
        <SafeHtml html={promotion.content} className={richTextClass} />
      </div>
    </article>
  );
}

type T = TFunction;

/** The button's text: the action when there is one, otherwise where the player stands. */
function actionLabel(t: T, status: ActivityStatus, needsApplication: boolean): string {
  switch (status) {
    case 'JOIN':
      return needsApplication ? t('content.promotion.apply') : t('content.promotion.join');
    case 'CLAIM':
      return t('content.promotion.claim');
    case 'APPLYING':
      return t('content.promotion.applied');
    case 'CLOSE':
      return t('content.promotion.closed');
    case 'REJECTED':
      return t('content.promotion.applyAgain');
    case 'ISSUED':
      return t('content.promotion.issued');
    case 'CLAIMED':
      return t('content.promotion.claimed');
    case 'PROCESS':
      return t('content.promotion.inProgress');
    case 'JOINED':
      return t('content.promotion.joined');
    case 'SIGNED':
      return t('content.promotion.signed');
    case 'COMING_SOON':
      return t('content.promotion.comingSoon');
  }
}

/** The line beside the button: what the status means for the player. */
function statusNote(t: T, promotion: PromotionDetailView, date: (ms: number) => string): { icon: ReactNode; text: string } {
  switch (promotion.status) {
    case 'JOIN':
      return {
        icon: <Gift aria-hidden />,
        text: promotion.needsApplication ? t('content.promotion.applyNote') : t('content.promotion.joinNote'),
      };
    case 'CLAIM':
      return { icon: <Gift aria-hidden />, text: t('content.promotion.claimNote') };
    case 'APPLYING':
      return { icon: <Clock aria-hidden />, text: t('content.promotion.applyingNote') };
    case 'REJECTED':
      return { icon: <CircleAlert aria-hidden />, text: t('content.promotion.rejectedNote') };
    case 'CLOSE':
      return { icon: <CircleAlert aria-hidden />, text: t('content.promotion.closedNote') };
    case 'COMING_SOON':
      return { icon: <CalendarDays aria-hidden />, text: t('content.promotion.comingSoonNote', { date: date(promotion.startDate) }) };
    case 'PROCESS':
      return { icon: <Clock aria-hidden />, text: t('content.promotion.processNote') };
    case 'ISSUED':
    case 'CLAIMED':
      return { icon: <CircleCheck aria-hidden />, text: t('content.promotion.rewardNote') };
    case 'JOINED':
    case 'SIGNED':
      return { icon: <CircleCheck aria-hidden />, text: t('content.promotion.joinedNote') };
  }
}

function PromotionSkeleton() {
  return (
    <LoadingRegion className="flex flex-col gap-space-md">
      <Skeleton className="aspect-[8/3] rounded-xl" />
      <Skeleton className="h-6 w-24 rounded-pill" />
      <Skeleton shape="text" className="h-7 w-3/4" />
      <Skeleton shape="text" className="w-1/2" />
      <Skeleton className="h-20 rounded-lg" />
      <div className="flex flex-col gap-space-xs">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-2/3" />
      </div>
    </LoadingRegion>
  );
}
