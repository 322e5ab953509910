import { CircleCheck, UserX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { AmountField } from '../../records/AmountField.tsx';

export interface TransferUplineValues {
  amount: number;
  paymentPassword: string;
}

/** What the platform said of the transfer: its number and the upline when sent (null when not). */
export interface TransferUplineResult {
  transactionId: string | null;
  amount: number;
  upline: string | null;
}

export interface TransferUplineFormProps {
  /** loading: skeletons; error: ErrorPanel with onRetry; notAllowed: the account may not transfer; ready: the form. */
  state?: 'loading' | 'error' | 'notAllowed' | 'ready';
  onRetry?: () => void;
  /** The main wallet's balance. */
  available: number;
  /** The upline's account, when known. */
  upline?: string | null;
  submitting?: boolean;
  /** A refusal in words, and the field it is about. */
  refusal?: { message: string; field?: 'amount' | 'password' } | null;
  /** The transfer just made: shown in place of the form. */
  result?: TransferUplineResult | null;
  onSubmit: (values: TransferUplineValues) => void;
  /** Back to the form after a result. */
  onAnother?: () => void;
}

/** Transfer to the upline (member centre, transferUpline): the balance, an amount, the payment password, one submit, the result. */
export function TransferUplineForm({
  state = 'ready',
  onRetry,
  available,
  upline,
  submitting = false,
  refusal,
  result,
  onSubmit,
  onAnother,
}: TransferUplineFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<{ amount?: string; password?: string }>({});

  if (state === 'loading') {
    return (
      <div data-slot="transfer-upline" data-state="loading" aria-busy="true" className="flex flex-col gap-space-md">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-32" />
      </div>
    );
  }
  if (state === 'error') return <ErrorPanel onRetry={onRetry} />;
  if (state === 'notAllowed') {
    return (
      <EmptyState
        data-slot="transfer-upline"
        data-state="not-allowed"
        icon={<UserX aria-hidden />}
        title={t('upline.notAllowedTitle')}
        hint={t('upline.notAllowedHint')}
      />
    );
  }
  if (result) {
    return (
      <div
        data-slot="transfer-upline"
        data-state="done"
        role="status"
        className="flex flex-col items-start gap-space-sm rounded-lg border border-border p-space-lg"
      >
        <p className="flex items-center gap-space-sm text-lg font-semibold text-success">
          <CircleCheck aria-hidden className="size-5" />
          {t('upline.result.title')}
        </p>
        <p className="text-text">
          {result.upline
            ? t('upline.result.summary', { amount: formatMoney(result.amount), upline: result.upline })
            : t('upline.result.summaryNoName', { amount: formatMoney(result.amount) })}
        </p>
        {result.transactionId && <p className="text-sm text-muted tabular-nums">{t('upline.result.id', { id: result.transactionId })}</p>}
        {onAnother && (
          <Button variant="secondary" onClick={onAnother}>
            {t('upline.result.again')}
          </Button>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: typeof issues = {};
    if (amount === null || amount <= 0) found.amount = t('records.amount.errors.required');
    else if (amount > available) found.amount = t('upline.amountOverBalance', { amount: formatMoney(available) });
    if (password === '') found.password = t('upline.passwordRequired');
    setIssues(found);
    if (found.amount || found.password || amount === null) return;
    onSubmit({ amount, paymentPassword: password });
  };

  return (
    <form data-slot="transfer-upline" data-state="ready" noValidate onSubmit={submit} className="flex flex-col gap-space-lg">
      <p className="text-sm text-muted">{upline ? t('upline.intro', { upline }) : t('upline.introNoName')}</p>
      <dl className="flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-space-md">
        <dt className="text-sm text-muted">{t('upline.available')}</dt>
        <dd data-slot="upline-available" className="text-lg font-semibold text-text tabular-nums">
          {formatMoney(available)}
        </dd>
      </dl>
      <AmountField
        label={t('upline.amount')}
        name="amount"
        required
        min={1}
        max={available > 0 ? available : undefined}
        value={amount}
        disabled={submitting}
        error={issues.amount ?? (refusal?.field === 'amount' ? refusal.message : undefined)}
        onChange={(next) => {
          setAmount(next);
          setIssues(({ amount: _dropped, ...rest }) => rest);
        }}
      />
      <PasswordField
        label={t('upline.password')}
        name="paymentPassword"
        autoComplete="off"
        required
        value={password}
        disabled={submitting}
        error={issues.password ?? (refusal?.field === 'password' ? refusal.message : undefined)}
        onChange={(event) => {
          setPassword(event.target.value);
          setIssues(({ password: _dropped, ...rest }) => rest);
        }}
      />
      {refusal && !refusal.field && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {refusal.message}
        </p>
      )}
      <Button type="submit" className="self-start" loading={submitting} disabled={submitting}>
        {t('upline.submit')}
      </Button>
    </form>
  );
}
