import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { IconButton } from './Button.tsx';
import { TextField, type TextFieldProps } from './TextField.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** `current-password` (log-in, the default) or `new-password` (registration), so the browser's password manager offers to fill or to save. */
  autoComplete?: 'current-password' | 'new-password' | 'one-time-code' | 'off';
};

/** A TextField of type password with a show/hide toggle. The value lives in the same <input>, so toggling never loses it. */
export function PasswordField({ autoComplete = 'current-password', disabled, inputClassName, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // A visible password must not be auto-capitalised, auto-corrected or sent to a spell checker.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      // Edge draws its own reveal button; ours replaces it.
      inputClassName={cn('[&::-ms-reveal]:hidden', inputClassName)}
      endAdornment={
        <IconButton
          data-slot="password-field-toggle"
          data-state={visible ? 'visible' : 'hidden'}
          size="sm"
          className="-me-2"
          // The name says what pressing does; a changing name plus aria-pressed would read as "Hide password, pressed".
          label={visible ? t('form.hidePassword') : t('form.showPassword')}
          disabled={disabled}
          // type="button" (IconButton's default) so toggling never submits; keeping focus in the input keeps the caret.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </IconButton>
      }
      {...props}
    />
  );
}
