import { CalendarX, Coffee, LockKeyhole } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms/FormError.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Checkbox } from '../primitives/Checkbox.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { formatMoment } from './safer-play-time.ts';

export const TIMEOUT_DURATIONS = ['24h', '1w', '2w', '4w', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '5y'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export type BreakDuration = TimeoutDuration | ExclusionDuration;
export type BreakKind = 'timeout' | 'exclusion';

const DURATION_KEYS = {
  '24h': 'saferPlay.break.duration.24h',
  '1w': 'saferPlay.break.duration.1w',
  '2w': 'saferPlay.break.duration.2w',
  '4w': 'saferPlay.break.duration.4w',
  '6w': 'saferPlay.break.duration.6w',
  '6m': 'saferPlay.break.duration.6m',
  '1y': 'saferPlay.break.duration.1y',
  '5y': 'saferPlay.break.duration.5y',
} as const satisfies Record<BreakDuration, string>;

/** A break in force and when it ends (epoch milliseconds). */
export interface ActiveBreak {
  kind: BreakKind;
  until: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a break taken at `from` ends: hours and weeks exactly, months and years by the calendar. */
export function breakEndsAt(from: Date, duration: BreakDuration): Date {
  const end = new Date(from.getTime());
  switch (duration) {
    case '24h':
      return new Date(from.getTime() + DAY_MS);
    case '1w':
    case '2w':
    case '4w':
    case '6w':
      return new Date(from.getTime() + Number(duration[0]) * 7 * DAY_MS);
    case '6m':
      end.setMonth(end.getMonth() + 6);
      return end;
    case '1y':
    case '5y':
      end.setFullYear(end.getFullYear() + Number(duration[0]));
      return end;
  }
}

export type TakeABreakPanelProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The moment the confirmation counts from (the end date it shows). */
  now: Date;
  /** The player confirmed: lock the account for this long (the parent logs them out). */
  onConfirm: (kind: BreakKind, duration: BreakDuration) => void;
  /** The request is in flight: the confirmation's button is busy and it cannot be dismissed. */
  pending?: boolean;
  /** Why the platform refused, translated; shown in the confirmation. */
  error?: string;
  /** A break already in force: until when; the choices are off meanwhile. */
  active?: ActiveBreak | null;
  /** An IANA zone for the dates; defaults to the player's own. */
  timeZone?: string;
};

type Choice = { kind: BreakKind; duration: BreakDuration };

/**
 * Take a break: a time-out (24 hours to 6 weeks) or self-exclusion (6 months to 5 years). Each choice
 * opens a confirmation that says what it means (logged out at once, no login until the end date, no
 * undoing it early) and asks for a ticked box before it goes.
 */
export function TakeABreakPanel({ now, onConfirm, pending = false, error, active, timeZone, className, ...props }: TakeABreakPanelProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice | null>(null);
  // A request that ends without a refusal closes the confirmation (adjusted while rendering).
  const [wasPending, setWasPending] = useState(pending);
  if (pending !== wasPending) {
    setWasPending(pending);
    if (!pending && !error) setChoice(null);
  }
  const locked = Boolean(active);
  return (
    <div
      data-slot="take-a-break-panel"
      data-state={active ? 'active' : 'ready'}
      className={cn('flex flex-col gap-space-lg', className)}
      {...props}
    >
      {active && (
        <p
          data-slot="take-a-break-active"
          className="flex items-start gap-space-sm rounded-lg border border-warning bg-surface p-space-md text-sm font-semibold text-text"
        >
          <LockKeyhole aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {active.kind === 'timeout'
            ? t('saferPlay.break.activeTimeout', { time: formatMoment(active.until, timeZone) })
            : t('saferPlay.break.activeExclusion', { time: formatMoment(active.until, timeZone) })}
        </p>
      )}
      <BreakSection
        icon={<Coffee aria-hidden />}
        title={t('saferPlay.break.timeoutTitle')}
        hint={t('saferPlay.break.timeoutHint')}
        durations={TIMEOUT_DURATIONS}
        disabled={locked}
        onChoose={(duration) => setChoice({ kind: 'timeout', duration })}
      />
      <BreakSection
        icon={<CalendarX aria-hidden />}
        title={t('saferPlay.break.exclusionTitle')}
        hint={t('saferPlay.break.exclusionHint')}
        durations={EXCLUSION_DURATIONS}
        disabled={locked}
        onChoose={(duration) => setChoice({ kind: 'exclusion', duration })}
      />
      <BreakConfirmDialog
        choice={choice}
        now={now}
        timeZone={timeZone}
        pending={pending}
        error={error}
        onCancel={() => setChoice(null)}
        onConfirm={onConfirm}
      />
    </div>
  );
}

function BreakSection({
  icon,
  title,
  hint,
  durations,
  disabled,
  onChoose,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  durations: readonly BreakDuration[];
  disabled: boolean;
  onChoose: (duration: BreakDuration) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-space-sm rounded-xl border border-border bg-surface-raised p-space-md">
      <h3 id={titleId} className="flex items-center gap-space-sm text-lg font-semibold text-text [&>svg]:size-5 [&>svg]:text-brand">
        {icon}
        {title}
      </h3>
      <p className="text-sm text-muted">{hint}</p>
      <ul className="flex flex-wrap gap-space-sm">
        {durations.map((duration) => (
          <li key={duration}>
            <Button variant="secondary" disabled={disabled} aria-describedby={titleId} onClick={() => onChoose(duration)}>
              {t(DURATION_KEYS[duration])}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BreakConfirmDialog({
  choice,
  now,
  timeZone,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  choice: Choice | null;
  now: Date;
  timeZone: string | undefined;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (kind: BreakKind, duration: BreakDuration) => void;
}) {
  // The last choice stays while the dialog animates out.
  const [last, setLast] = useState(choice);
  if (choice && choice !== last) setLast(choice);
  const current = choice ?? last;
  return (
    <Dialog
      open={choice !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      {current && (
        <DialogContent
          size="sm"
          data-slot="break-confirm-dialog"
          showCloseButton={false}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          <BreakConfirmForm
            key={`${current.kind}-${current.duration}`}
            choice={current}
            until={formatMoment(breakEndsAt(now, current.duration).getTime(), timeZone)}
            pending={pending}
            error={error}
            onCancel={onCancel}
            onConfirm={onConfirm}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BreakConfirmForm({
  choice,
  until,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  choice: Choice;
  until: string;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (kind: BreakKind, duration: BreakDuration) => void;
}) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const duration = t(DURATION_KEYS[choice.duration]);
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col gap-space-md"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        if (!agreed) {
          setMissing(true);
          checkboxRef.current?.focus();
          return;
        }
        onConfirm(choice.kind, choice.duration);
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {choice.kind === 'timeout'
            ? t('saferPlay.break.confirmTimeoutTitle', { duration })
            : t('saferPlay.break.confirmExclusionTitle', { duration })}
        </DialogTitle>
        <DialogDescription>{t('saferPlay.break.meansIntro')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-space-md">
        <ul data-slot="break-means" className="flex list-disc flex-col gap-space-xs ps-5 text-sm text-text">
          <li>{t('saferPlay.break.meansLogout')}</li>
          <li>{t('saferPlay.break.meansUntil', { time: until })}</li>
          <li className="font-semibold">{t('saferPlay.break.meansFinal')}</li>
        </ul>
        <Checkbox
          ref={checkboxRef}
          checked={agreed}
          disabled={pending}
          error={missing && !agreed ? t('saferPlay.break.agreeRequired') : undefined}
          onCheckedChange={(checked) => {
            setAgreed(checked);
            if (checked) setMissing(false);
          }}
        >
          {t('saferPlay.break.agree')}
        </Checkbox>
        <FormError message={error} />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('overlay.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={pending}>
          {t('saferPlay.break.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
