import { CircleCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { FieldError, FieldHint, FieldLabel, FieldRoot, fieldControlVariants } from '../primitives/field-parts.tsx';
import { ImagePicker } from '../records/ImagePicker.tsx';

/** Characters as a reader counts them (an emoji is one), as the contract counts them. */
const countChars = (text: string) => [...text].length;

export interface ApplicationValues {
  comment: string;
  images: File[];
}

export interface ApplicationDialogProps {
  /** The promotion applied for; null: closed. */
  promotion: { id: number; title: string } | null;
  onOpenChange: (open: boolean) => void;
  /** The request is in flight: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  /** Why the platform refused, in words; the form keeps what was typed and chosen. */
  refusal?: string | null;
  /** The application was received: the dialog says so, and offers the activity centre. */
  sent?: boolean;
  onSubmit: (values: ApplicationValues) => void;
  /** Opens the activity centre, where the application shows with its status. */
  onOpenActivities?: () => void;
  /** Spec section 5: the comment's most characters, and the images' types, size and count (the picker's defaults are the spec's). */
  limits?: { commentMaxChars: number; imageTypes?: readonly string[]; maxImageBytes?: number; maxImages?: number };
}

const SPEC_LIMITS = { commentMaxChars: 140 };

/**
 * The activity application (spec section 5): a comment of at most 140 characters with a counter, and up
 * to 3 PNG or JPG images of at most 5 MB each, previewed with a remove button (the shared ImagePicker).
 * A refusal shows above the buttons with everything kept; once sent, the dialog says so.
 */
export function ApplicationDialog({ promotion, onOpenChange, ...props }: ApplicationDialogProps) {
  return (
    <Dialog open={promotion !== null} onOpenChange={onOpenChange}>
      {/* Keyed by the promotion, so each one starts with an empty form. */}
      {promotion && <ApplicationForm key={promotion.id} promotion={promotion} onClose={() => onOpenChange(false)} {...props} />}
    </Dialog>
  );
}

function ApplicationForm({
  promotion,
  submitting = false,
  refusal,
  sent = false,
  onSubmit,
  onOpenActivities,
  limits = SPEC_LIMITS,
  onClose,
}: Omit<ApplicationDialogProps, 'promotion' | 'onOpenChange'> & { promotion: { id: number; title: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const commentId = useId();
  const counterId = useId();
  const errorId = useId();
  const length = countChars(comment);
  const max = limits.commentMaxChars;
  const over = length > max;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (over) return;
    onSubmit({ comment: comment.trim(), images });
  };

  if (sent) {
    return (
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('activity.application.sentTitle')}</DialogTitle>
          <DialogDescription>{promotion.title}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <p role="status" data-slot="application-sent" className="flex items-start gap-space-sm text-sm text-text">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            {t('activity.application.sent')}
          </p>
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('activity.application.close')}
          </Button>
          {onOpenActivities && (
            <Button type="button" onClick={onOpenActivities}>
              {t('activity.application.openActivities')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    );
  }

  const commentError = over ? t('activity.application.commentTooLong', { count: max }) : undefined;
  return (
    <DialogContent size="md">
      <form noValidate onSubmit={submit} data-slot="application-form" className="flex min-h-0 flex-col gap-space-md">
        <DialogHeader>
          <DialogTitle>{t('activity.application.title')}</DialogTitle>
          <DialogDescription>{promotion.title}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          <FieldRoot>
            <FieldLabel htmlFor={commentId}>{t('activity.application.comment')}</FieldLabel>
            <textarea
              id={commentId}
              name="comment"
              rows={3}
              value={comment}
              disabled={submitting}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={[counterId, commentError && errorId].filter(Boolean).join(' ')}
              placeholder={t('activity.application.commentPlaceholder')}
              className={cn(
                fieldControlVariants({ invalid: Boolean(commentError), disabled: submitting }),
                'h-auto min-h-24 resize-y px-3 py-2',
              )}
              onChange={(event) => setComment(event.target.value)}
            />
            <FieldHint id={counterId} data-slot="application-counter" className={cn('tabular-nums', over && 'text-danger')}>
              {t('activity.application.counter', { count: length, max })}
            </FieldHint>
            {commentError && <FieldError id={errorId}>{commentError}</FieldError>}
          </FieldRoot>
          <ImagePicker
            label={t('activity.application.images')}
            hint={t('activity.application.imagesHint')}
            value={images}
            onValueChange={setImages}
            accept={limits.imageTypes}
            maxBytes={limits.maxImageBytes}
            maxCount={limits.maxImages}
            disabled={submitting}
          />
          {refusal && (
            <p role="alert" data-slot="application-refusal" className="text-sm text-danger">
              {refusal}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
            {t('activity.application.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('activity.application.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
