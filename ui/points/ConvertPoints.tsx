import { Coins } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { PasswordField } from '../primitives/PasswordField.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { AmountField } from '../records/AmountField.tsx';
import { pointsFor } from './points-input.ts';
import { useFormatCount } from './use-format-points.ts';

export interface ConversionRatio {
  units: number;
  pointsRatio: number;
  minAmount: number;
  maxAmount: number | null;
}

export interface ConvertValues {
  amount: number;
  paymentPassword: string;
}

export interface ConvertRefusal {
  message: string;
  field?: 'amount' | 'password';
}

export interface ConvertPointsProps {
  /** null: conversion is off (the form says so). */
  conversion: ConversionRatio | null;
  loading?: boolean;
  error?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
  submitting?: boolean;
  refusal?: ConvertRefusal | null;
  success?: string | null;
  onSubmit: (values: ConvertValues) => void;
  className?: string;
}

/**
 * Cash from the main wallet to points: the ratio, the amount within its limits with the points it buys,
 * and the withdraw password. A refusal shows under its field; nothing typed is cleared.
 */
export function ConvertPoints({
  conversion,
  loading,
  error,
  retrying,
  onRetry,
  submitting = false,
  refusal,
  success,
  onSubmit,
  className,
}: ConvertPointsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Partial<Record<'amount' | 'password', string>>>({});

  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-space-md">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (error) return <ErrorPanel message={t('points.convert.error')} onRetry={onRetry} retrying={retrying} />;
  if (!conversion) return <EmptyState icon={<Coins aria-hidden />} title={t('points.convert.off')} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: typeof issues = {};
    if (amount === null) found.amount = t('records.amount.errors.required');
    else if (amount < conversion.minAmount) found.amount = t('records.amount.errors.min', { min: formatMoney(conversion.minAmount) });
    else if (conversion.maxAmount !== null && amount > conversion.maxAmount)
      found.amount = t('records.amount.errors.max', { max: formatMoney(conversion.maxAmount) });
    if (password === '') found.password = t('points.convert.errors.passwordRequired');
    setIssues(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    onSubmit({ amount, paymentPassword: password });
  };

  const amountError = issues.amount ?? (refusal?.field === 'amount' ? refusal.message : undefined);
  const passwordError = issues.password ?? (refusal?.field === 'password' ? refusal.message : undefined);
  const general = refusal && !refusal.field ? refusal.message : null;

  return (
    <form data-slot="convert-points" noValidate onSubmit={submit} className={cn('flex max-w-md flex-col gap-space-md', className)}>
      <p data-slot="convert-ratio" className="rounded-md border border-border bg-surface-raised p-space-md text-sm text-text">
        {t('points.convert.ratio', { amount: formatMoney(conversion.units), points: formatCount(conversion.pointsRatio) })}
      </p>
      <AmountField
        label={t('points.convert.amount')}
        name="amount"
        required
        min={conversion.minAmount}
        max={conversion.maxAmount ?? undefined}
        value={amount}
        disabled={submitting}
        error={amountError}
        onChange={(next) => {
          setAmount(next);
          setIssues(({ amount: _dropped, ...rest }) => rest);
        }}
      />
      <p className="text-sm text-muted">
        {t('points.convert.youGet')}:{' '}
        <span data-slot="convert-points-value" className="font-semibold text-text tabular-nums">
          {t('points.convert.youGetValue', { points: formatCount(amount === null ? 0 : pointsFor(amount, conversion)) })}
        </span>
      </p>
      <PasswordField
        label={t('points.convert.password')}
        name="paymentPassword"
        autoComplete="off"
        inputMode="numeric"
        required
        value={password}
        disabled={submitting}
        error={passwordError}
        onChange={(event) => {
          setPassword(event.target.value);
          setIssues(({ password: _dropped, ...rest }) => rest);
        }}
      />
      {general && (
        <p role="alert" className="text-sm text-danger">
          {general}
        </p>
      )}
      {success && (
        <p role="status" data-slot="convert-success" className="text-sm text-success">
          {success}
        </p>
      )}
      <Button type="submit" className="self-start" loading={submitting}>
        {t('points.convert.submit')}
      </Button>
    </form>
  );
}
