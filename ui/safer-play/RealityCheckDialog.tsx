import { Hourglass, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms/FormError.tsx';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';

export interface RealityCheckDialogProps {
  open: boolean;
  /** Whole minutes since the session began. */
  minutesPlayed: number;
  /** Balance now minus balance at login, deposits and withdrawals aside: positive up, negative down. */
  netResult: number;
  /** Continue playing (also Escape); the parent closes the dialog and restarts the interval. */
  onContinue: () => void;
  /** The betting history (the profit and loss pages). */
  onHistory: () => void;
  onLogout: () => void;
  /** The logout is in flight: its button is busy and the dialog cannot be dismissed. */
  loggingOut?: boolean;
  /** Why the logout failed, translated. */
  error?: string;
  /** A game frame is behind the dialog: it says the game waits for the answer. */
  gamePaused?: boolean;
}

/** "1 hour 5 minutes", "45 minutes", in the language's words. */
export function usePlayedTime(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) => {
    const whole = Math.max(0, Math.floor(minutes));
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    const minutesText = t('saferPlay.duration.minutes', { count: rest });
    if (hours === 0) return minutesText;
    const hoursText = t('saferPlay.duration.hours', { count: hours });
    return rest === 0 ? hoursText : `${hoursText} ${minutesText}`;
  };
}

/** The signed amount: "+₫250,000", "−₫80,000" (a true minus sign), "₫0". */
export function useSignedMoney(): (amount: number) => string {
  const formatMoney = useFormatMoney();
  return (amount) => {
    const magnitude = formatMoney(Math.abs(amount));
    return amount > 0 ? `+${magnitude}` : amount < 0 ? `\u2212${magnitude}` : magnitude;
  };
}

/**
 * The reality check (UKGC RTS 13): at the interval the player chose, how long this session has lasted
 * and its net result, signed and coloured (never colour alone), with Continue, See my history and Log
 * out. An alert dialog: it needs an answer, so the backdrop does not close it; Escape continues.
 */
export function RealityCheckDialog({
  open,
  minutesPlayed,
  netResult,
  onContinue,
  onHistory,
  onLogout,
  loggingOut = false,
  error,
  gamePaused = false,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const playedTime = usePlayedTime();
  const signedMoney = useSignedMoney();
  const continueRef = useRef<HTMLButtonElement>(null);
  const trend = netResult > 0 ? 'up' : netResult < 0 ? 'down' : 'even';
  const TrendIcon = trend === 'up' ? TrendingUp : trend === 'down' ? TrendingDown : Minus;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !loggingOut) onContinue();
      }}
    >
      <DialogContent
        role="alertdialog"
        size="sm"
        showCloseButton={false}
        data-slot="reality-check-dialog"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          continueRef.current?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (loggingOut) event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-space-sm max-sm:justify-center">
            <Hourglass aria-hidden className="size-5 text-brand" />
            {t('saferPlay.realityCheck.title')}
          </DialogTitle>
          <DialogDescription>{t('saferPlay.realityCheck.intro')}</DialogDescription>
          {gamePaused && (
            <p data-slot="reality-check-paused" className="text-sm font-semibold text-text">
              {t('saferPlay.realityCheck.gamePaused')}
            </p>
          )}
        </DialogHeader>
        <DialogBody>
          <dl className="grid gap-space-md">
            <div data-slot="reality-check-played" className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface p-space-md">
              <dt className="text-sm text-muted">{t('saferPlay.realityCheck.played')}</dt>
              <dd className="text-xl font-semibold text-text tabular-nums">{playedTime(minutesPlayed)}</dd>
            </div>
            <div
              data-slot="reality-check-net"
              data-trend={trend}
              className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface p-space-md"
            >
              <dt className="text-sm text-muted">{t('saferPlay.realityCheck.net')}</dt>
              <dd
                className={cn(
                  'inline-flex items-center gap-space-xs text-xl font-semibold tabular-nums',
                  trend === 'up' ? 'text-success' : trend === 'down' ? 'text-danger' : 'text-text',
                )}
              >
                <TrendIcon aria-hidden className="size-5 shrink-0" />
                {signedMoney(netResult)}
              </dd>
              <dd className="text-xs text-muted">{t('saferPlay.realityCheck.netHint')}</dd>
            </div>
          </dl>
        </DialogBody>
        <FormError message={error} />
        <DialogFooter>
          <Button variant="secondary" disabled={loggingOut} onClick={onHistory}>
            {t('saferPlay.realityCheck.history')}
          </Button>
          <Button variant="secondary" loading={loggingOut} onClick={onLogout}>
            {t('saferPlay.realityCheck.logout')}
          </Button>
          <Button ref={continueRef} disabled={loggingOut} onClick={onContinue}>
            {t('saferPlay.realityCheck.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
