import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';

// Parts shared by the lottery widgets: the titled panel, a ball, the member gate and the time-left
// format. The loading wrapper is the home sections' LoadingRegion.

/** Draw times are shown in Vietnam time, where the platform's draws are scheduled. */
export const DRAW_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Vietnamese prize tiers, highest first (the northern draw has no eighth prize). */
export const VN_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type VnPrizeTier = (typeof VN_TIERS)[number];
export type VnPrizes = Partial<Record<VnPrizeTier, readonly string[]>>;

/** One Vietnam draw (/lgw/vn/numeros/opened/game). */
export interface VnDrawItem {
  numero: string;
  /** Draw time, epoch ms. */
  openTime: number;
  prizes: VnPrizes;
}

const panelVariants = cva('@container flex min-w-0 flex-col gap-space-sm rounded-xl border border-border bg-surface-raised p-space-md');
const panelTitleVariants = cva(
  'flex min-w-0 flex-1 items-center gap-space-sm text-base font-semibold text-text [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-brand',
);

export type LotteryPanelProps = Omit<ComponentProps<'section'>, 'title'> & {
  slot: string;
  title: string;
  /** Decorative icon before the title. */
  icon?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** loading, error, empty, ready... for tests and styling. */
  state: string;
};

/** A titled region of a lottery page: an h2 naming the region, its actions and its content. */
export function LotteryPanel({ slot, title, icon, actions, state, className, children, ...props }: LotteryPanelProps) {
  const titleId = useId();
  return (
    <section data-slot={slot} data-state={state} aria-labelledby={titleId} className={cn(panelVariants(), className)} {...props}>
      <div className="flex min-h-8 items-center gap-space-sm">
        <h2 id={titleId} className={panelTitleVariants()}>
          {icon}
          <span className="truncate">{title}</span>
        </h2>
        {actions && <div className="flex shrink-0 items-center gap-space-xs">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A short muted line for empty states. */
export function PanelNote({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="panel-note" className={cn('py-space-sm text-sm text-muted', className)} {...props} />;
}

/** What a visitor or a trial account sees in place of a member-only widget: why, and the way in. */
export function MemberGate({ message, actionLabel, onAction }: { message: string; actionLabel: string; onAction?: () => void }) {
  return (
    <div data-slot="member-gate" className="flex flex-col items-start gap-space-sm py-space-xs">
      <p className="text-sm text-text">{message}</p>
      {onAction && (
        <Button size="sm" variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}

export const ballVariants = cva('inline-flex items-center justify-center rounded-pill font-semibold tabular-nums shadow-sm', {
  variants: {
    size: { sm: 'size-7 text-sm', md: 'size-9 text-base' },
    tone: { danger: 'bg-danger text-danger-fg', brand: 'bg-brand text-brand-fg', accent: 'bg-accent text-accent-fg' },
  },
  defaultVariants: { size: 'md', tone: 'danger' },
});

const pad = (value: number) => String(value).padStart(2, '0');

/** Time left split for display: whole days, and the rest as mm:ss (hh:mm:ss from an hour up). */
export function splitRemaining(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const hours = Math.floor(rest / 3600);
  const clock = `${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock: hours > 0 || days > 0 ? `${pad(hours)}:${clock}` : clock };
}

/** The time left as text: "04:59", "02:15:00", "2d 03:15:00" (translated day unit). */
export function useRemainingText(): (ms: number) => string {
  const { t } = useTranslation();
  return (ms) => {
    const { days, clock } = splitRemaining(ms);
    return days > 0 ? t('lottery.time.daysClock', { count: days, clock }) : clock;
  };
}
