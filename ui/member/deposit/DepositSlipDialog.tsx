import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../primitives/Dialog.tsx';
import { FieldError, FieldHint, FieldLabel, FieldRoot, fieldControlVariants } from '../../primitives/field-parts.tsx';
import { ImagePicker } from '../../records/ImagePicker.tsx';

/** Characters as a reader counts them (an emoji is one). */
const countChars = (text: string) => [...text].length;

export interface DepositSlipValues {
  image: File;
  /** Trimmed. */
  remark: string;
}

export interface DepositSlipDialogProps {
  /** The deposit the slip is for; null: closed. */
  deposit: { depositId: string; amount: number } | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DepositSlipValues) => void;
  /** The slip is on its way: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  /** Why it could not be sent, in words; the image and remark stay. */
  refusal?: string | null;
  /** The remark's most characters. */
  remarkMaxChars?: number;
}

/**
 * The payment slip of an open deposit: one image of the transfer (PNG or JPG, at most 5 MB; the
 * container sends it as the JPEG the platform takes) and an optional remark with a counter. Without
 * an image nothing is sent; a refusal shows above the buttons with everything kept.
 */
export function DepositSlipDialog({ deposit, onOpenChange, ...props }: DepositSlipDialogProps) {
  return (
    <Dialog open={deposit !== null} onOpenChange={onOpenChange}>
      {/* Keyed by the deposit, so each one starts with an empty form. */}
      {deposit && <SlipForm key={deposit.depositId} deposit={deposit} onClose={() => onOpenChange(false)} {...props} />}
    </Dialog>
  );
}

function SlipForm({
  deposit,
  onSubmit,
  submitting = false,
  refusal,
  remarkMaxChars = 200,
  onClose,
}: Omit<DepositSlipDialogProps, 'deposit' | 'onOpenChange'> & { deposit: { depositId: string; amount: number }; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [images, setImages] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const remarkId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = countChars(remark);
  const over = length > remarkMaxChars;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || over) return;
    const [image] = images;
    if (!image) {
      setMissing(true);
      return;
    }
    onSubmit({ image, remark: remark.trim() });
  };

  const remarkError = over ? t('deposit.slip.remarkTooLong', { count: remarkMaxChars }) : undefined;
  return (
    // The footer's Close is the way out (and Escape): no second "Close" in the corner.
    <DialogContent size="md" showCloseButton={false}>
      <form noValidate onSubmit={submit} data-slot="deposit-slip-form" className="flex min-h-0 flex-col gap-space-md">
        <DialogHeader>
          <DialogTitle>{t('deposit.slip.title')}</DialogTitle>
          <DialogDescription>
            {t('deposit.slip.description', { id: deposit.depositId, amount: formatMoney(deposit.amount) })}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          <ImagePicker
            label={t('deposit.slip.image')}
            hint={t('deposit.slip.imageHint')}
            required
            maxCount={1}
            value={images}
            disabled={submitting}
            error={missing && images.length === 0 ? t('deposit.slip.imageRequired') : undefined}
            onValueChange={(files) => {
              setImages(files);
              setMissing(false);
            }}
          />
          <FieldRoot>
            <FieldLabel htmlFor={remarkId}>{t('deposit.slip.remark')}</FieldLabel>
            <textarea
              id={remarkId}
              name="remark"
              rows={3}
              value={remark}
              disabled={submitting}
              aria-invalid={remarkError ? true : undefined}
              aria-describedby={[counterId, remarkError && errorId].filter(Boolean).join(' ')}
              placeholder={t('deposit.slip.remarkPlaceholder')}
              className={cn(
                fieldControlVariants({ invalid: Boolean(remarkError), disabled: submitting }),
                'h-auto min-h-20 resize-y px-3 py-2',
              )}
              onChange={(event) => setRemark(event.target.value)}
            />
            <FieldHint id={counterId} className={cn('tabular-nums', over && 'text-danger')}>
              {t('deposit.slip.counter', { count: length, max: remarkMaxChars })}
            </FieldHint>
            {remarkError && <FieldError id={errorId}>{remarkError}</FieldError>}
          </FieldRoot>
          {refusal && (
            <p role="alert" data-slot="deposit-slip-refusal" className="text-sm text-danger">
              {refusal}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
            {t('deposit.slip.close')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('deposit.slip.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
