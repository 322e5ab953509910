import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Button, type ButtonProps } from './Button.tsx';

/** A second click within this window does nothing, even when the first send failed. */
export const COUNTDOWN_CLICK_THROTTLE_MS = 1000;

export type CountdownButtonProps = Omit<ButtonProps, 'onClick' | 'loading' | 'children'> & {
  /** Sends the code; resolves to the seconds to wait before the next send. A rejection re-enables the button (show the error yourself). */
  onSend: () => Promise<number>;
  /** Idle label; defaults to "Get code". */
  children?: ReactNode;
  /** Seconds left in the countdown (controlled). */
  secondsLeft?: number;
  /** Seconds left at first render (uncontrolled), e.g. when a code was sent before a reload. */
  defaultSecondsLeft?: number;
  onSecondsLeftChange?: (seconds: number) => void;
};

/** The SMS "get code" button: sends once, then counts down before it can send again. */
export function CountdownButton({
  className,
  onSend,
  children,
  secondsLeft,
  defaultSecondsLeft = 0,
  onSecondsLeftChange,
  ...props
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const lastClickAtRef = useRef(Number.NEGATIVE_INFINITY);
  const [rawSeconds, setSeconds] = useControllableState(secondsLeft, defaultSecondsLeft, onSecondsLeftChange);
  const seconds = Math.max(0, Math.ceil(rawSeconds));
  const counting = seconds > 0;

  // Reads the latest props when the timer fires, without restarting the timer on every render.
  const tick = useEffectEvent(setSeconds);

  // One tick per displayed value: a controlled parent that ignores the change is not ticked again.
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => tick(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);

  const send = async () => {
    const now = Date.now();
    if (sending || counting || now - lastClickAtRef.current < COUNTDOWN_CLICK_THROTTLE_MS) return;
    lastClickAtRef.current = now;
    setSending(true);
    try {
      const wait = await onSend();
      if (Number.isFinite(wait) && wait > 0) setSeconds(Math.ceil(wait));
    } catch {
      // The caller's onSend reports its own error; here it only means "may send again".
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      data-slot="countdown-button"
      data-state={sending ? 'sending' : counting ? 'counting' : 'idle'}
      loading={sending}
      // aria-disabled rather than `disabled`: focus stays on the button while it counts down.
      aria-disabled={counting || undefined}
      className={cn('tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className)}
      onClick={() => void send()}
      {...props}
    >
      {counting ? t('widgets.codeSent', { seconds }) : (children ?? t('widgets.getCode'))}
    </Button>
  );
}
