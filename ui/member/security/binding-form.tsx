import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmitGuard } from '../../forms/use-submit-guard.ts';
import { Button } from '../../primitives/Button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog.tsx';

/** A refusal of the platform, already translated; under its field when it names one, else under the form. */
export interface BindingRefusal<Field extends string = string> {
  message: string;
  field?: Field;
}

export interface BindingDialogProps<Values> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: Values) => void;
  /** The request is in flight: the submit button is busy and a second submit is ignored. */
  pending?: boolean;
  refusal?: BindingRefusal;
}

/** The message of a field: the form's own check first, then the platform's refusal when it names this field. */
export function fieldError<Field extends string>(own: string | undefined, refusal: BindingRefusal | undefined, field: Field) {
  return own ?? (refusal?.field === field ? refusal.message : undefined);
}

/** The dialog frame the binding dialogs share; the form inside mounts on open, so it starts empty each time. */
export function BindingDialogFrame({
  open,
  onOpenChange,
  slot,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slot: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" data-slot={slot}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form of a binding dialog: its fields, a form-level refusal, Cancel and a single-submit button.
 * `submit` runs the form's validation and gets the guard: it sends only when `allow()` says so.
 */
export function BindingForm({
  fields,
  submitLabel,
  pending,
  refusal,
  submit,
  children,
}: {
  /** The fields shown: a refusal naming one of them shows under it, any other under the form. */
  fields: readonly string[];
  submitLabel: string;
  pending: boolean;
  refusal: BindingRefusal | undefined;
  submit: (allow: () => boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowSubmit = useSubmitGuard(pending, refusal?.message);
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col gap-space-md"
      onSubmit={(event) => {
        event.preventDefault();
        submit(allowSubmit);
      }}
    >
      <DialogBody className="flex flex-col gap-space-md">
        {children}
        <FormError message={refusal && !(refusal.field && fields.includes(refusal.field)) ? refusal.message : undefined} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t('overlay.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
