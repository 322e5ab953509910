import { cva } from 'class-variance-authority';
import { CalendarDays, Car, CircleDot, Clover, Dices, Ticket, Timer, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

/** The lottery groups with an icon of their own (spec section 3, plus K3); anything else gets the ticket. */
export const LOTTERY_TYPES = ['SSC', '11X5', 'LF', 'LHC', 'PK10', 'K3'] as const;
export type LotteryType = (typeof LOTTERY_TYPES)[number];

export const isLotteryType = (value: string | null | undefined): value is LotteryType =>
  (LOTTERY_TYPES as readonly string[]).includes(value ?? '');

// Literal keys so the catalogue check sees each one used.
const TYPE_LABEL = {
  SSC: 'lottery.type.SSC',
  '11X5': 'lottery.type.11X5',
  LF: 'lottery.type.LF',
  LHC: 'lottery.type.LHC',
  PK10: 'lottery.type.PK10',
  K3: 'lottery.type.K3',
} as const satisfies Record<LotteryType, string>;

const TYPE_GLYPH: Record<LotteryType, LucideIcon> = { SSC: Timer, '11X5': CircleDot, LF: CalendarDays, LHC: Clover, PK10: Car, K3: Dices };

const iconVariants = cva('inline-flex shrink-0 items-center justify-center rounded-md shadow-sm', {
  variants: {
    tone: {
      SSC: 'bg-brand text-brand-fg',
      '11X5': 'bg-success text-success-fg',
      LF: 'bg-warning text-warning-fg',
      LHC: 'bg-danger text-danger-fg',
      PK10: 'bg-accent text-accent-fg',
      K3: 'bg-text text-surface',
      other: 'bg-muted text-surface',
    },
    size: { sm: 'size-6 [&>svg]:size-4', md: 'size-8 [&>svg]:size-5', lg: 'size-12 [&>svg]:size-7' },
  },
  defaultVariants: { tone: 'other', size: 'md' },
});

export type LotteryTypeIconProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The group code from the menus (SSC, 11X5, LF, LHC, PK10, K3); unknown codes get the generic ticket. */
  type: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Next to the group's written name the icon adds nothing for a screen reader: hide it. */
  decorative?: boolean;
};

/** The lottery type icon: a coloured tile with the type's glyph, named after the type (or "Lottery"). */
export function LotteryTypeIcon({ type, size = 'md', decorative = false, className, ...props }: LotteryTypeIconProps) {
  const { t } = useTranslation();
  const known = isLotteryType(type) ? type : undefined;
  const Glyph = known ? TYPE_GLYPH[known] : Ticket;
  const label = known ? t(TYPE_LABEL[known]) : t('lottery.type.other');
  return (
    <span
      data-slot="lottery-type-icon"
      data-type={known ?? 'other'}
      className={cn(iconVariants({ tone: known ?? 'other', size }), className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label, title: label })}
      {...props}
    >
      <Glyph aria-hidden />
    </span>
  );
}
