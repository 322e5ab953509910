import { CountdownButton } from '../primitives/CountdownButton.tsx';
import { TextField, type TextFieldProps } from '../primitives/TextField.tsx';

export type SmsCodeFieldProps = Omit<TextFieldProps, 'endAdornment' | 'type'> & {
  /** Sends the code; resolves to the seconds before another send (60 per minute of validity). */
  onSend: () => Promise<number>;
  /** Seconds left from an earlier send (the countdown survives switching tabs). */
  secondsLeft?: number;
  onSecondsLeftChange?: (seconds: number) => void;
};

/** The SMS code input with its "get code" button (throttled, counting down after a send). */
export function SmsCodeField({ onSend, secondsLeft, onSecondsLeftChange, disabled, ...props }: SmsCodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      disabled={disabled}
      {...props}
      endAdornment={
        <CountdownButton
          size="sm"
          variant="secondary"
          className="-me-2"
          disabled={disabled}
          onSend={onSend}
          secondsLeft={secondsLeft}
          onSecondsLeftChange={onSecondsLeftChange}
        />
      }
    />
  );
}
