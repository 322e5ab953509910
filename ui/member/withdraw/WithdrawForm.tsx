import { CreditCard } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { AmountField } from '../../records/AmountField.tsx';
import { ProgressMeter } from '../../records/ProgressMeter.tsx';

export type WithdrawCardType = 'BANK' | 'EWALLET' | 'USDT';

/** A bound account to withdraw to, with the limits of its kind. */
export interface WithdrawCard {
  id: string;
  type: WithdrawCardType;
  bankName: string;
  accountName: string;
  /** Masked ("**** 1234"). */
  accountNumber: string;
  min: number;
  max: number;
}

export interface WithdrawValues {
  cardId: string;
  amount: number;
  paymentPassword: string;
}

/** A refusal from the platform, in words, and the field it is about (so the message sits under it). */
export interface WithdrawRefusal {
  message: string;
  field?: 'amount' | 'password';
}

export interface WithdrawFormProps {
  /** loading: skeletons; error: ErrorPanel with onRetry; ready: the form. */
  state?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  retrying?: boolean;
  cards: readonly WithdrawCard[];
  /** What may be withdrawn now (the main wallet). */
  available: number;
  /** Betting still owed before a withdrawal; required 0 means none. */
  turnover: { required: number; completed: number };
  /** Withdrawals left today and the daily number; null when the platform does not say. */
  dailyCountLeft: number | null;
  dailyCountLimit: number | null;
  needPaymentPassword?: boolean;
  /** False when the member has no payment password yet (they must set one first). */
  hasPaymentPassword?: boolean;
  /** The request is in flight: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  refusal?: WithdrawRefusal | null;
  /** A short confirmation of the last request. */
  success?: string | null;
  /** Where to bind an account when there is none (the container's action). */
  bindAction?: ReactNode;
  /** Opens the set-payment-password dialog when the missing password blocks the withdrawal. */
  onSetPaymentPassword?: () => void;
  onSubmit: (values: WithdrawValues) => void;
}

type Issues = Partial<Record<'amount' | 'password', string>>;

/**
 * The withdrawal form (spec sections 2 and 4): the available amount, the daily count left, the
 * turnover still required, the account to withdraw to, the amount within that account's limits and
 * the payment password. Blocked with the reason when turnover is owed or today's count is used up.
 * A platform refusal shows under its field; nothing typed is cleared.
 */
export function WithdrawForm({
  state = 'ready',
  onRetry,
  retrying,
  cards,
  available,
  turnover,
  dailyCountLeft,
  dailyCountLimit,
  needPaymentPassword = true,
  hasPaymentPassword = true,
  submitting = false,
  refusal,
  success,
  bindAction,
  onSetPaymentPassword,
  onSubmit,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [cardId, setCardId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Issues>({});

  if (state === 'loading') {
    return (
      <div data-slot="withdraw-form" data-state="loading" aria-busy="true" className="flex flex-col gap-space-md">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-10 w-32" />
      </div>
    );
  }
  if (state === 'error') return <ErrorPanel onRetry={onRetry} retrying={retrying} />;

  if (cards.length === 0) {
    return (
      <EmptyState
        data-slot="withdraw-form"
        data-state="empty"
        icon={<CreditCard aria-hidden />}
        title={t('withdraw.cards.emptyTitle')}
        hint={t('withdraw.cards.emptyHint')}
        action={bindAction}
      />
    );
  }

  const card = cards.find((candidate) => candidate.id === cardId) ?? cards[0]!;
  const turnoverOwed = turnover.required > 0 && turnover.completed < turnover.required;
  const countUsed = dailyCountLeft !== null && dailyCountLeft <= 0;
  const passwordMissing = needPaymentPassword && !hasPaymentPassword;
  // The first reason that stops a withdrawal is the one shown.
  const blockedBy = turnoverOwed ? 'turnover' : countUsed ? 'count' : passwordMissing ? 'password' : null;
  const blocked =
    blockedBy === 'turnover'
      ? t('withdraw.form.blockedTurnover')
      : blockedBy === 'count'
        ? t('withdraw.form.blockedCount')
        : blockedBy === 'password'
          ? t('withdraw.form.noPaymentPassword')
          : null;

  const validate = (): Issues => {
    const found: Issues = {};
    if (amount === null) found.amount = t('records.amount.errors.required');
    else if (amount < card.min || amount > card.max)
      found.amount =
        amount < card.min
          ? t('records.amount.errors.min', { min: formatMoney(card.min) })
          : t('records.amount.errors.max', { max: formatMoney(card.max) });
    else if (amount > available) found.amount = t('withdraw.form.amountOverBalance', { amount: formatMoney(available) });
    if (needPaymentPassword && password === '') found.password = t('withdraw.form.passwordRequired');
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blocked) return;
    const found = validate();
    setIssues(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    onSubmit({ cardId: card.id, amount, paymentPassword: password });
  };

  const amountError = issues.amount ?? (refusal?.field === 'amount' ? refusal.message : undefined);
  const passwordError = issues.password ?? (refusal?.field === 'password' ? refusal.message : undefined);
  const generalRefusal = refusal && !refusal.field ? refusal.message : null;

  return (
    <form data-slot="withdraw-form" data-state="ready" noValidate onSubmit={submit} className="flex flex-col gap-space-lg">
      <dl className="grid grid-cols-1 gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md @md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{t('withdraw.form.available')}</dt>
          <dd data-slot="withdraw-available" className="text-lg font-semibold text-text tabular-nums">
            {formatMoney(available)}
          </dd>
        </div>
        {dailyCountLeft !== null && (
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted">{t('withdraw.form.dailyCount')}</dt>
            <dd data-slot="withdraw-daily-count" className="text-lg font-semibold text-text tabular-nums">
              {dailyCountLimit !== null
                ? t('withdraw.form.dailyCountValue', { left: dailyCountLeft, limit: dailyCountLimit })
                : dailyCountLeft}
            </dd>
          </div>
        )}
      </dl>

      {turnover.required > 0 && (
        <ProgressMeter
          label={t('withdraw.form.turnover')}
          kind="money"
          current={turnover.completed}
          target={turnover.required}
          hint={turnoverOwed ? t('withdraw.form.turnoverHint') : undefined}
        />
      )}

      {blocked && (
        <div
          data-slot="withdraw-blocked"
          className="flex flex-col items-start gap-space-sm rounded-md border border-warning bg-surface-raised p-space-md text-sm text-text"
        >
          <p role="status">{blocked}</p>
          {blockedBy === 'password' && onSetPaymentPassword && (
            <Button size="sm" variant="secondary" onClick={onSetPaymentPassword}>
              {t('withdraw.form.setPaymentPassword')}
            </Button>
          )}
        </div>
      )}

      <fieldset className="flex flex-col gap-space-sm">
        <legend className="mb-space-sm text-sm font-semibold text-text">{t('withdraw.form.cards')}</legend>
        {cards.map((candidate) => {
          const checked = candidate.id === card.id;
          return (
            <label
              key={candidate.id}
              className={cn(
                'flex cursor-pointer items-center gap-space-md rounded-lg border p-space-md text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
                checked ? 'border-brand bg-surface-raised' : 'border-border bg-surface',
              )}
            >
              <input
                type="radio"
                name="withdraw-card"
                value={candidate.id}
                checked={checked}
                disabled={submitting}
                onChange={() => setCardId(candidate.id)}
                className="size-4 accent-brand"
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-text">
                  {candidate.bankName} <span className="tabular-nums">{candidate.accountNumber}</span>
                </span>
                <span className="text-muted">
                  {t(CARD_TYPE_KEYS[candidate.type])} · {candidate.accountName}
                </span>
              </span>
              <span className="text-end text-xs whitespace-nowrap text-muted tabular-nums">
                {t('withdraw.form.cardLimits', { min: formatMoney(candidate.min), max: formatMoney(candidate.max) })}
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="flex flex-col gap-space-sm">
        <AmountField
          label={t('withdraw.form.amount')}
          name="amount"
          required
          min={card.min}
          max={card.max}
          value={amount}
          disabled={submitting}
          error={amountError}
          onChange={(next) => {
            setAmount(next);
            setIssues(({ amount: _dropped, ...rest }) => rest);
          }}
        />
        {available >= card.min && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={submitting}
            onClick={() => {
              setAmount(Math.min(available, card.max));
              setIssues(({ amount: _dropped, ...rest }) => rest);
            }}
          >
            {t('withdraw.form.all')}
          </Button>
        )}
      </div>

      {needPaymentPassword && (
        <PasswordField
          label={t('withdraw.form.password')}
          name="paymentPassword"
          autoComplete="off"
          required
          value={password}
          disabled={submitting}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setIssues(({ password: _dropped, ...rest }) => rest);
          }}
        />
      )}

      {generalRefusal && (
        <p role="alert" data-slot="withdraw-refusal" className="text-sm font-semibold text-danger">
          {generalRefusal}
        </p>
      )}
      {success && !refusal && (
        <p role="status" data-slot="withdraw-success" className="text-sm font-semibold text-success">
          {success}
        </p>
      )}

      <Button type="submit" className="self-start" loading={submitting} disabled={submitting || blocked !== null}>
        {t('withdraw.form.submit')}
      </Button>
    </form>
  );
}

const CARD_TYPE_KEYS = {
  BANK: 'withdraw.cards.types.BANK',
  EWALLET: 'withdraw.cards.types.EWALLET',
  USDT: 'withdraw.cards.types.USDT',
} as const satisfies Record<WithdrawCardType, string>;
