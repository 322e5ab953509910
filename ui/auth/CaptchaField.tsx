import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { TextField, type TextFieldProps } from '../primitives/TextField.tsx';

/** Spec: a click refreshes the picture at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;

/** Only the platform's base64 PNG is shown: anything else (a URL, SVG, script) is treated as missing. */
export const isCaptchaImage = (src: string | undefined): src is string =>
  typeof src === 'string' && /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/.test(src);

export type CaptchaFieldProps = Omit<TextFieldProps, 'endAdornment' | 'type'> & {
  /** `data:image/png;base64,...`; undefined while it loads. */
  imageSrc?: string;
  /** Asks for a new picture; called at most once per second. */
  onRefresh: () => void;
};

/** The captcha code input with its picture: the picture is a button that loads a new one. */
export function CaptchaField({ imageSrc, onRefresh, ...props }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const lastRefreshRef = useRef(Number.NEGATIVE_INFINITY);
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefreshRef.current < CAPTCHA_REFRESH_THROTTLE_MS) return;
    lastRefreshRef.current = now;
    onRefresh();
  };
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      inputMode="numeric"
      {...props}
      endAdornment={
        <button
          type="button"
          data-slot="captcha-refresh"
          className="-me-2 flex h-8 items-center gap-1 rounded-sm text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          onClick={refresh}
        >
          {isCaptchaImage(imageSrc) ? (
            <img
              src={imageSrc}
              alt={t('account.captchaImage')}
              width={80}
              height={32}
              className="h-8 w-20 rounded-sm bg-white object-contain"
            />
          ) : (
            <Skeleton className="h-8 w-20" />
          )}
          <RefreshCw aria-hidden className="size-4" />
          <span className="sr-only">{t('account.refreshCaptcha')}</span>
        </button>
      }
    />
  );
}
