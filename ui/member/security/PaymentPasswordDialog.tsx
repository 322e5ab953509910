import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { problemMessage } from '../../forms/account-schemas.ts';
import { checkField, type FieldRule } from '../../forms/field-rules.ts';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

export type PaymentPasswordValues = { currentPassword: string; paymentPassword: string; confirmPassword: string };
export type PaymentPasswordField = 'currentPassword' | 'paymentPassword';
export type PaymentPasswordDialogProps = BindingDialogProps<PaymentPasswordValues> & {
  /** set: none yet, the login password checks it; change: the old payment password checks it. */
  mode: 'set' | 'change';
  /** The payment password's rule as the registration rules send it; worded by the same sentences. */
  rule: FieldRule;
};

/** Set or change the payment (withdraw) password. */
export function PaymentPasswordDialog({ open, onOpenChange, mode, ...form }: PaymentPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="payment-password-dialog"
      title={mode === 'set' ? t('security.dialogs.paymentPassword.setTitle') : t('security.dialogs.paymentPassword.changeTitle')}
      description={t('security.dialogs.paymentPassword.description')}
    >
      <PaymentPasswordForm mode={mode} {...form} />
    </BindingDialogFrame>
  );
}

function PaymentPasswordForm({
  mode,
  rule,
  onSubmit,
  pending = false,
  refusal,
}: Omit<PaymentPasswordDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schema = useMemo(() => {
    const tt = i18n.getFixedT(language);
    return z
      .object({
        currentPassword: z.string().check(z.minLength(1, tt('security.dialogs.paymentPassword.currentRequired'))),
        paymentPassword: z.string().check(
          z.superRefine((value, ctx) => {
            // Always asked for here, whatever the registration form makes of it.
            const problem = checkField({ ...rule, enabled: true, required: true }, value);
            if (problem) ctx.addIssue({ code: 'custom', message: problemMessage(tt, problem, 'paymentPassword') });
          }),
        ),
        confirmPassword: z.string(),
      })
      .check(
        z.refine((v) => v.confirmPassword === v.paymentPassword, {
          message: tt('security.dialogs.paymentPassword.mismatch'),
          path: ['confirmPassword'],
        }),
      );
  }, [i18n, language, rule]);
  const { register, handleSubmit, formState } = useForm<PaymentPasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', paymentPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  return (
    <BindingForm
      fields={['currentPassword', 'paymentPassword']}
      submitLabel={t('security.dialogs.save')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((values) => allow() && onSubmit(values))()}
    >
      <PasswordField
        label={mode === 'set' ? t('security.loginPassword') : t('security.dialogs.paymentPassword.old')}
        required
        autoComplete="current-password"
        error={fieldError(errors.currentPassword?.message, refusal, 'currentPassword')}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('security.dialogs.paymentPassword.new')}
        required
        autoComplete="new-password"
        error={fieldError(errors.paymentPassword?.message, refusal, 'paymentPassword')}
        {...register('paymentPassword')}
      />
      <PasswordField
        label={t('security.dialogs.paymentPassword.confirm')}
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </BindingForm>
  );
}
