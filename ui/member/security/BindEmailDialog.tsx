import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { TextField } from '../../primitives/TextField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

export type BindEmailValues = { email: string };
export type BindEmailDialogProps = BindingDialogProps<BindEmailValues>;

/** Bind an email address (security centre): checked here; the platform refuses one already used. */
export function BindEmailDialog({ open, onOpenChange, ...form }: BindEmailDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="bind-email-dialog"
      title={t('security.dialogs.email.title')}
      description={t('security.dialogs.email.description')}
    >
      <BindEmailForm {...form} />
    </BindingDialogFrame>
  );
}

function BindEmailForm({ onSubmit, pending = false, refusal }: Omit<BindEmailDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schema = useMemo(() => {
    const invalid = i18n.getFixedT(language)('security.dialogs.email.invalid');
    return z.object({ email: z.pipe(z.string().check(z.trim(), z.maxLength(100, invalid)), z.email(invalid)) });
  }, [i18n, language]);
  const { register, handleSubmit, formState } = useForm<BindEmailValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  return (
    <BindingForm
      fields={['email']}
      submitLabel={t('security.dialogs.bind')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((values) => allow() && onSubmit(values))()}
    >
      <TextField
        label={t('security.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError(formState.errors.email?.message, refusal, 'email')}
        {...register('email')}
      />
    </BindingForm>
  );
}
