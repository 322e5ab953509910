import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { fieldControlVariants, FieldLabel, type FieldSize } from '../primitives/field-parts.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_FOR_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

export type CopyFieldProps = Omit<ComponentProps<'div'>, 'onCopy' | 'children'> & {
  /** What the value is (an account number, a referral link); also names the Copy button. */
  label: string;
  /** The text shown and copied. */
  value: string;
  /** The value is not known yet: a skeleton, and no Copy button. */
  loading?: boolean;
  /** Hears each copy: true when it reached the clipboard, false when the member must copy by hand. */
  onCopy?: (copied: boolean) => void;
  size?: FieldSize;
};

/** Writes to the clipboard: the async API where the page may use it, else the older copy command. */
async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no async clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (an http page, an old WebView) or permission refused: select the text and ask
    // the browser to copy the selection, as pages did before the API.
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * A read-only value with a Copy button (bank account, transfer reference, referral link). Copying
 * uses the clipboard API, falls back to the copy command, and when both fail leaves the text selected
 * with a hint to copy it by hand; the result is announced politely.
 */
export function CopyField({ label, value, loading = false, onCopy, size = 'md', className, ...props }: CopyFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const copy = async () => {
    clearTimeout(timerRef.current);
    const copied = await writeClipboard(value, inputRef.current);
    setState(copied ? 'copied' : 'failed');
    onCopy?.(copied);
    if (copied) timerRef.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
  };

  return (
    <div
      data-slot="copy-field"
      data-state={loading ? 'loading' : state}
      className={cn('flex w-full min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="flex min-w-0 items-stretch gap-space-sm">
        {loading ? (
          <div aria-busy="true" className={cn(fieldControlVariants({ size }), 'flex items-center px-3')}>
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton shape="text" className="w-2/3" />
          </div>
        ) : (
          <input
            ref={inputRef}
            id={inputId}
            data-slot="copy-field-value"
            readOnly
            value={value}
            className={cn(
              fieldControlVariants({ size }),
              'min-w-0 flex-1 px-3 font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
            // A click in the box selects the whole value, ready for a manual copy.
            onFocus={(event) => event.target.select()}
          />
        )}
        {!loading && (
          <Button
            data-slot="copy-field-button"
            variant="secondary"
            size={size}
            icon={state === 'copied' ? <Check aria-hidden className="size-4 text-success" /> : <Copy aria-hidden className="size-4" />}
            onClick={() => void copy()}
          >
            {state === 'copied' ? (
              t('records.copy.copied')
            ) : (
              <>
                {t('records.copy.copy')}
                {/* "Copy account number" to a screen reader; the visible word stays first in the name. */}
                <span className="sr-only"> {label}</span>
              </>
            )}
          </Button>
        )}
      </div>
      {/* Always present, so the result is announced when it appears. */}
      <p
        role="status"
        aria-live="polite"
        data-slot="copy-field-status"
        className={cn('min-h-5 text-sm', state === 'failed' ? 'text-danger' : 'text-muted')}
      >
        {state === 'copied' ? t('records.copy.copiedStatus', { label }) : state === 'failed' ? t('records.copy.failed') : null}
      </p>
    </div>
  );
}
