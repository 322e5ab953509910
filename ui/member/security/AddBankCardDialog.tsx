import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '../../primitives/Button.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

export type CardKind = 'BANK' | 'EWALLET' | 'USDT';
export const CARD_KINDS: readonly CardKind[] = ['BANK', 'EWALLET', 'USDT'];

export interface BankChoice {
  bankCode: string;
  bankName: string;
  type: CardKind;
}

export type AddBankCardValues = { type: CardKind; bankCode: string; accountName: string; accountNumber: string; paymentPassword: string };
export type AddBankCardField = 'bankCode' | 'accountName' | 'accountNumber' | 'paymentPassword';
export type AddBankCardDialogProps = BindingDialogProps<AddBankCardValues> & {
  banks?: readonly BankChoice[];
  banksLoading?: boolean;
  banksError?: boolean;
  onRetryBanks?: () => void;
  /** No payment password yet: the card cannot be added; the dialog offers to set one first. */
  paymentPasswordSet: boolean;
  onSetPaymentPassword: () => void;
};

/** Account number formats per type (the contract's ACCOUNT_NUMBER_PATTERNS). */
const NUMBER_PATTERNS: Record<CardKind, RegExp> = {
  BANK: /^\d{6,19}$/,
  EWALLET: /^0\d{9}$/,
  USDT: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** Add a bank card, an e-wallet or a USDT address (at most 5; the platform refuses duplicates). */
export function AddBankCardDialog({ open, onOpenChange, ...form }: AddBankCardDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="add-bank-card-dialog"
      title={t('security.dialogs.card.title')}
      description={t('security.dialogs.card.description')}
    >
      {!form.paymentPasswordSet ? (
        <div className="flex flex-col gap-space-md" data-slot="card-needs-payment-password">
          <p className="text-sm">{t('security.dialogs.card.needPaymentPassword')}</p>
          <Button onClick={form.onSetPaymentPassword}>{t('security.setPaymentPassword')}</Button>
        </div>
      ) : form.banksError ? (
        <ErrorPanel message={t('security.dialogs.card.banksError')} onRetry={form.onRetryBanks} />
      ) : form.banksLoading || !form.banks ? (
        <LoadingRegion className="flex flex-col gap-space-sm">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </LoadingRegion>
      ) : (
        <AddBankCardForm {...form} banks={form.banks} />
      )}
    </BindingDialogFrame>
  );
}

function AddBankCardForm({
  banks,
  onSubmit,
  pending = false,
  refusal,
}: Omit<AddBankCardDialogProps, 'open' | 'onOpenChange' | 'banks'> & { banks: readonly BankChoice[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schema = useMemo(() => {
    const tt = i18n.getFixedT(language);
    return z
      .object({
        type: z.enum(CARD_KINDS),
        bankCode: z.string().check(z.minLength(1, tt('security.dialogs.card.bankRequired'))),
        accountName: z
          .string()
          .check(
            z.trim(),
            z.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, tt('security.dialogs.card.nameInvalid')),
            z.maxLength(50, tt('security.dialogs.card.nameInvalid')),
          ),
        accountNumber: z.string().check(z.trim()),
        paymentPassword: z.string().check(z.minLength(1, tt('security.dialogs.card.passwordRequired'))),
      })
      .check(
        z.refine((v) => NUMBER_PATTERNS[v.type].test(v.accountNumber), {
          message: tt('security.dialogs.card.numberInvalid'),
          path: ['accountNumber'],
        }),
      );
  }, [i18n, language]);
  const { register, handleSubmit, formState, control, setValue } = useForm<AddBankCardValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { type: 'BANK', bankCode: '', accountName: '', accountNumber: '', paymentPassword: '' },
  });
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const typeLabels: Record<CardKind, string> = {
    BANK: t('security.dialogs.card.types.BANK'),
    EWALLET: t('security.dialogs.card.types.EWALLET'),
    USDT: t('security.dialogs.card.types.USDT'),
  };
  const numberHints: Record<CardKind, string> = {
    BANK: t('security.dialogs.card.numberHints.BANK'),
    EWALLET: t('security.dialogs.card.numberHints.EWALLET'),
    USDT: t('security.dialogs.card.numberHints.USDT'),
  };
  return (
    <BindingForm
      fields={['bankCode', 'accountName', 'accountNumber', 'paymentPassword']}
      submitLabel={t('security.addBankCard')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((values) => allow() && onSubmit({ ...values, accountNumber: values.accountNumber.trim() }))()}
    >
      <Select
        label={t('security.dialogs.card.type')}
        required
        options={CARD_KINDS.map((kind) => ({ value: kind, label: typeLabels[kind] }))}
        {...register('type', { onChange: () => setValue('bankCode', '') })}
      />
      <Select
        label={t('security.dialogs.card.bank')}
        required
        placeholder={t('security.dialogs.card.pickBank')}
        options={banks.filter((bank) => bank.type === type).map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        error={fieldError(errors.bankCode?.message, refusal, 'bankCode')}
        {...register('bankCode')}
      />
      <TextField
        label={t('security.dialogs.card.accountName')}
        required
        autoComplete="name"
        error={fieldError(errors.accountName?.message, refusal, 'accountName')}
        {...register('accountName')}
      />
      <TextField
        label={t('security.dialogs.card.accountNumber')}
        required
        inputMode={type === 'USDT' ? 'text' : 'numeric'}
        autoComplete="off"
        hint={numberHints[type]}
        error={fieldError(errors.accountNumber?.message, refusal, 'accountNumber')}
        {...register('accountNumber')}
      />
      <PasswordField
        label={t('security.paymentPassword')}
        required
        autoComplete="off"
        error={fieldError(errors.paymentPassword?.message, refusal, 'paymentPassword')}
        {...register('paymentPassword')}
      />
    </BindingForm>
  );
}
