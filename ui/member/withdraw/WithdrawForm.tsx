import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '../../auth/SmsCodeField.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { AmountField } from '../../records/AmountField.tsx';
import { TurnoverRequirement, type TurnoverView } from './TurnoverRequirement.tsx';

export type WithdrawCardType = 'BANK' | 'EWALLET' | 'USDT';

/** A bound account to withdraw to, with what its kind allows today. */
export interface WithdrawCard {
  id: string;
  type: WithdrawCardType;
  bankName: string;
  accountName: string;
  /** As the platform masks it. */
  accountNumber: string;
  /** The kind's range; a null end is not checked here (the platform still checks it). */
  min: number | null;
  max: number | null;
  /** Today, for this kind: withdrawals left and the daily number, the amount left; null when the platform does not say. */
  countLeft: number | null;
  countLimit: number | null;
  amountLeft: number | null;
  /** One-tap amounts the merchant offers for this kind. */
  fixedAmounts?: readonly number[];
  /** The merchant's words on the fee. */
  feeNote?: string | null;
  /** False while the bank does not pay out; `maintenance` says when, if known. */
  active?: boolean;
  maintenance?: { start: number; end: number } | null;
}

export interface WithdrawValues {
  cardId: string;
  amount: number;
  paymentPassword: string;
  /** Sent when the SMS step was asked for. */
  verificationCode?: string;
}

/** The fee of the amount typed, to the account chosen: asked for as the member types (the container debounces it). */
export interface WithdrawFee {
  state: 'idle' | 'loading' | 'ready' | 'error';
  fee: number | null;
}

/** A refusal from the platform, in words, and the field it is about (so the message sits under it). */
export interface WithdrawRefusal {
  message: string;
  field?: 'amount' | 'password' | 'code';
  /** Shown beside the message: a way out (set the payment password...). */
  action?: ReactNode;
}

export interface WithdrawFormProps {
  /** loading: skeletons; error: ErrorPanel with onRetry; ready: the form. */
  state?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  retrying?: boolean;
  cards: readonly WithdrawCard[];
  /** The main wallet (what a withdrawal draws on). */
  mainWallet: number;
  /** Why the merchant does not take withdrawals now; null or absent when it does. */
  closedMessage?: string | null;
  /** False when the member has no payment password yet (they must set one first). */
  hasPaymentPassword?: boolean;
  /** The SMS step: on every withdrawal, or above an amount; absent: never. */
  smsCode?: { always: boolean; above: number | null };
  /** Sends the code to the bound mobile; resolves to the seconds before another send, rejects with the reason in words. */
  onSendCode?: () => Promise<number>;
  fee: WithdrawFee;
  onRetryFee?: () => void;
  /** Every change of the account or the amount (the container previews the fee). */
  onAmountChange?: (change: { cardId: string; amount: number | null }) => void;
  /** The turnover still required: a BLOCKED one hides the form. */
  turnover?: TurnoverView | null;
  turnoverLoading?: boolean;
  turnoverError?: boolean;
  onRetryTurnover?: () => void;
  /** The merchant's note on withdrawals (plain text). */
  note?: string | null;
  /** The daily window (its ends' time of day, in the brand's zone) and the merchant's words for outside it; absent: all day. */
  hours?: { from: number; to: number; message: string | null } | null;
  /** The clock the window is read against (the container's now). */
  now?: number;
  /** The brand's zone for a maintenance window. */
  timeZone?: string;
  /** The request is in flight: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  refusal?: WithdrawRefusal | null;
  /** A short confirmation of the last request; a new one clears the form. */
  success?: string | null;
  /** Where to bind an account when there is none (the container's action). */
  bindAction?: ReactNode;
  /** Opens the set-payment-password dialog when the missing password blocks the withdrawal. */
  onSetPaymentPassword?: () => void;
  onSubmit: (values: WithdrawValues) => void;
}

type Issues = Partial<Record<'amount' | 'password' | 'code', string>>;

const CARD_TYPE_KEYS = {
  BANK: 'withdraw.cards.types.BANK',
  EWALLET: 'withdraw.cards.types.EWALLET',
  USDT: 'withdraw.cards.types.USDT',
} as const satisfies Record<WithdrawCardType, string>;

/**
 * The withdrawal form (spec sections 2 and 4, as the platform's client has it): the main wallet and
 * what may be withdrawn, today's withdrawals and amount left for the account's kind, the turnover
 * still required, the account, the amount within its limits (with the merchant's one-tap amounts and
 * the fee as it is typed) and the payment password. "Withdraw" opens a confirmation of the amount,
 * the fee and what arrives below the fields (kept, locked), with the SMS code when the merchant asks
 * for one; "Confirm withdrawal" sends it, "Back" unlocks the fields.
 * Blocked, with the reason, when withdrawals are closed, turnover is owed, no payment password is set
 * or today's withdrawals are used up. A platform refusal shows under its field; nothing typed is cleared.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { t } = useTranslation();
  const { state = 'ready', onRetry, retrying, cards, bindAction } = props;

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
  return <ReadyForm {...props} />;
}

function ReadyForm({
  cards,
  mainWallet,
  closedMessage,
  hasPaymentPassword = true,
  smsCode,
  onSendCode,
  fee,
  onRetryFee,
  onAmountChange,
  turnover,
  turnoverLoading,
  turnoverError,
  onRetryTurnover,
  note,
  hours,
  now,
  timeZone,
  submitting = false,
  refusal,
  success,
  onSetPaymentPassword,
  onSubmit,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [cardId, setCardId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [issues, setIssues] = useState<Issues>({});
  // A new answer: a refusal of the amount or the password goes back to the form; a success starts afresh.
  const [seenRefusal, setSeenRefusal] = useState(refusal);
  const [seenSuccess, setSeenSuccess] = useState(success);
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal);
    // The amount or the password to change: back to the form; anything else stays here, to confirm again (the same request).
    if (refusal?.field === 'amount' || refusal?.field === 'password') setStep('form');
    if (refusal?.field === 'password') setPassword('');
  }
  if (success !== seenSuccess) {
    setSeenSuccess(success);
    if (success) {
      setStep('form');
      setAmount(null);
      setPassword('');
      setCode('');
      setIssues({});
    }
  }

  const usable = cards.filter((candidate) => candidate.active !== false);
  const card = cards.find((candidate) => candidate.id === cardId && candidate.active !== false) ?? usable[0] ?? cards[0]!;
  const available = card.amountLeft === null ? mainWallet : Math.max(0, Math.min(mainWallet, card.amountLeft));
  const needsCode = amount !== null && smsCode !== undefined && (smsCode.always || (smsCode.above !== null && amount > smsCode.above));
  const countUsed = card.countLeft !== null && card.countLeft <= 0;

  // The first reason that stops a withdrawal is the one shown.
  const blockedBy = closedMessage
    ? 'closed'
    : turnover?.state === 'BLOCKED'
      ? 'turnover'
      : !hasPaymentPassword
        ? 'password'
        : usable.length === 0
          ? 'maintenance'
          : countUsed
            ? 'count'
            : null;
  const blocked =
    blockedBy === 'closed'
      ? closedMessage
      : blockedBy === 'password'
        ? t('withdraw.form.noPaymentPassword')
        : blockedBy === 'maintenance'
          ? t('withdraw.form.blockedMaintenance')
          : blockedBy === 'count'
            ? t('withdraw.form.blockedCount')
            : null;

  // The window by its time of day, as the platform's client reads it; one that ends before it starts wraps past midnight.
  const clock = (ms: number) => formatDateTime(ms, { pattern: 'hh:mm', timeZone });
  const openHours = hours ? { from: clock(hours.from), to: clock(hours.to) } : null;
  const nowTime = openHours && now !== undefined ? clock(now) : null;
  const outsideHours =
    openHours !== null &&
    nowTime !== null &&
    openHours.from !== openHours.to &&
    (openHours.from < openHours.to
      ? nowTime < openHours.from || nowTime >= openHours.to
      : nowTime < openHours.from && nowTime >= openHours.to);

  const changeAmount = (next: number | null, forCard = card) => {
    setAmount(next);
    setIssues(({ amount: _dropped, ...rest }) => rest);
    onAmountChange?.({ cardId: forCard.id, amount: next });
  };

  const validate = (): Issues => {
    const found: Issues = {};
    if (amount === null) found.amount = t('records.amount.errors.required');
    else if (card.min !== null && amount < card.min) found.amount = t('records.amount.errors.min', { min: formatMoney(card.min) });
    else if (card.max !== null && amount > card.max) found.amount = t('records.amount.errors.max', { max: formatMoney(card.max) });
    else if (amount > available) found.amount = t('withdraw.form.amountOverBalance', { amount: formatMoney(available) });
    if (password === '') found.password = t('withdraw.form.passwordRequired');
    return found;
  };

  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || blockedBy) return;
    const found = validate();
    setIssues(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || amount === null || fee.state !== 'ready') return;
    if (needsCode && code.trim() === '') {
      setIssues({ code: t('withdraw.confirm.codeRequired') });
      return;
    }
    onSubmit({ cardId: card.id, amount, paymentPassword: password, ...(needsCode ? { verificationCode: code.trim() } : {}) });
  };

  const amountError = issues.amount ?? (refusal?.field === 'amount' ? refusal.message : undefined);
  const passwordError = issues.password ?? (refusal?.field === 'password' ? refusal.message : undefined);
  const codeError = issues.code ?? (refusal?.field === 'code' ? refusal.message : undefined);
  const generalRefusal = refusal && !refusal.field ? refusal : null;
  const feeValue = fee.state === 'ready' ? (fee.fee ?? 0) : null;

  const refusalLine = generalRefusal && (
    <div role="alert" data-slot="withdraw-refusal" className="flex flex-col items-start gap-space-sm text-sm font-semibold text-danger">
      <p>{generalRefusal.message}</p>
      {generalRefusal.action}
    </div>
  );

  const reviewing = step === 'confirm' && amount !== null;
  const locked = submitting || reviewing;

  return (
    <form
      data-slot="withdraw-form"
      data-state={reviewing ? 'confirm' : 'ready'}
      noValidate
      onSubmit={reviewing ? confirm : review}
      className="flex flex-col gap-space-lg"
    >
      <dl className="grid grid-cols-1 gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md @md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-muted">{t('withdraw.form.available')}</dt>
          <dd data-slot="withdraw-available" className="text-lg font-semibold text-text tabular-nums">
            {formatMoney(available)}
          </dd>
          {available < mainWallet && (
            <dd className="text-xs text-muted tabular-nums">{t('withdraw.form.mainWallet', { amount: formatMoney(mainWallet) })}</dd>
          )}
        </div>
        {(card.countLeft !== null || card.amountLeft !== null) && (
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted">{t('withdraw.form.dailyCount')}</dt>
            {card.countLeft !== null && (
              <dd data-slot="withdraw-daily-count" className="text-lg font-semibold text-text tabular-nums">
                {card.countLimit !== null
                  ? t('withdraw.form.dailyCountValue', { left: card.countLeft, limit: card.countLimit })
                  : card.countLeft}
              </dd>
            )}
            {card.amountLeft !== null && (
              <dd data-slot="withdraw-daily-amount" className="text-xs text-muted tabular-nums">
                {t('withdraw.form.dailyAmount', { amount: formatMoney(card.amountLeft) })}
              </dd>
            )}
          </div>
        )}
      </dl>

      {openHours && openHours.from !== openHours.to && (
        <p data-slot="withdraw-hours" className={cn('text-sm', outsideHours ? 'text-warning' : 'text-muted')}>
          {t('withdraw.form.hours', { from: openHours.from, to: openHours.to })}
          {outsideHours && ` ${hours?.message ?? t('withdraw.form.outsideHours')}`}
        </p>
      )}

      <TurnoverRequirement turnover={turnover} loading={turnoverLoading} error={turnoverError} onRetry={onRetryTurnover} />

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

      {blockedBy !== 'turnover' && blockedBy !== 'closed' && (
        <>
          <fieldset className="flex flex-col gap-space-sm">
            <legend className="mb-space-sm text-sm font-semibold text-text">{t('withdraw.form.cards')}</legend>
            {cards.map((candidate) => {
              const checked = candidate.id === card.id;
              const off = candidate.active === false;
              return (
                <label
                  key={candidate.id}
                  className={cn(
                    'flex items-center gap-space-md rounded-lg border p-space-md text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
                    checked ? 'border-brand bg-surface-raised' : 'border-border bg-surface',
                    off ? 'cursor-not-allowed opacity-70' : 'cursor-pointer',
                  )}
                >
                  <input
                    type="radio"
                    name="withdraw-card"
                    value={candidate.id}
                    checked={checked}
                    disabled={locked || off}
                    onChange={() => {
                      setCardId(candidate.id);
                      if (amount !== null) onAmountChange?.({ cardId: candidate.id, amount });
                    }}
                    className="size-4 accent-brand"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold text-text">
                      {candidate.bankName} <span className="tabular-nums">{candidate.accountNumber}</span>
                    </span>
                    <span className="text-muted">
                      {t(CARD_TYPE_KEYS[candidate.type])}
                      {candidate.accountName && ` · ${candidate.accountName}`}
                    </span>
                    {off && (
                      <span data-slot="withdraw-card-maintenance" className="text-xs text-warning">
                        {candidate.maintenance
                          ? t('withdraw.cards.maintenanceUntil', {
                              from: formatDateTime(candidate.maintenance.start, { pattern: 'yyyy-MM-dd hh:mm', timeZone }),
                              to: formatDateTime(candidate.maintenance.end, { pattern: 'yyyy-MM-dd hh:mm', timeZone }),
                            })
                          : t('withdraw.cards.maintenance')}
                      </span>
                    )}
                  </span>
                  {candidate.min !== null && candidate.max !== null && (
                    <span className="text-end text-xs whitespace-nowrap text-muted tabular-nums">
                      {t('withdraw.form.cardLimits', { min: formatMoney(candidate.min), max: formatMoney(candidate.max) })}
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>

          <div className="flex flex-col gap-space-sm">
            <AmountField
              label={t('withdraw.form.amount')}
              name="amount"
              required
              min={card.min ?? undefined}
              max={card.max ?? undefined}
              quickAmounts={reviewing ? undefined : card.fixedAmounts}
              value={amount}
              disabled={locked}
              error={amountError}
              onChange={(next) => changeAmount(next)}
            />
            {!reviewing && available > 0 && (card.min === null || available >= card.min) && (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="self-start"
                disabled={submitting}
                onClick={() => changeAmount(card.max === null ? available : Math.min(available, card.max))}
              >
                {t('withdraw.form.all')}
              </Button>
            )}
            {!reviewing && <FeeLine amount={amount} fee={fee} note={card.feeNote ?? null} onRetry={onRetryFee} />}
          </div>

          <PasswordField
            label={t('withdraw.form.password')}
            name="paymentPassword"
            autoComplete="off"
            required
            value={password}
            disabled={locked}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
              setIssues(({ password: _dropped, ...rest }) => rest);
            }}
          />

          {reviewing ? (
            <section
              data-slot="withdraw-confirm"
              aria-labelledby="withdraw-confirm-title"
              className="flex flex-col gap-space-md rounded-lg border border-brand bg-surface-raised p-space-md"
            >
              <h4 id="withdraw-confirm-title" className="text-sm font-semibold text-text">
                {t('withdraw.confirm.title')}
              </h4>
              <dl data-slot="withdraw-summary" className="grid grid-cols-[auto_1fr] gap-x-space-lg gap-y-space-sm text-sm">
                <dt className="text-muted">{t('withdraw.confirm.to')}</dt>
                <dd className="text-end font-semibold text-text">
                  {card.bankName} <span className="tabular-nums">{card.accountNumber}</span>
                </dd>
                <dt className="text-muted">{t('withdraw.confirm.amount')}</dt>
                <dd className="text-end font-semibold text-text tabular-nums">{formatMoney(amount)}</dd>
                <dt className="text-muted">{t('withdraw.confirm.fee')}</dt>
                <dd data-slot="withdraw-confirm-fee" className="text-end text-text tabular-nums">
                  {feeValue !== null
                    ? formatMoney(feeValue)
                    : fee.state === 'error'
                      ? t('withdraw.fee.unknown')
                      : t('withdraw.fee.loading')}
                </dd>
                <dt className="text-muted">{t('withdraw.confirm.arrives')}</dt>
                <dd data-slot="withdraw-confirm-arrives" className="text-end text-base font-semibold text-text tabular-nums">
                  {feeValue !== null ? formatMoney(Math.max(0, amount - feeValue)) : '—'}
                </dd>
              </dl>
              {card.feeNote && <p className="text-xs text-muted">{card.feeNote}</p>}
              {fee.state === 'error' && <ErrorPanel message={t('withdraw.fee.error')} onRetry={onRetryFee} />}
              {needsCode && (
                <SmsCodeField
                  label={t('withdraw.confirm.code')}
                  hint={t('withdraw.confirm.codeHint')}
                  name="verificationCode"
                  required
                  value={code}
                  disabled={submitting}
                  error={codeError}
                  onSend={() => {
                    if (!onSendCode) return Promise.reject(new Error('no sender'));
                    return onSendCode().catch((error: unknown) => {
                      setIssues({ code: error instanceof Error ? error.message : String(error) });
                      throw error;
                    });
                  }}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setIssues(({ code: _dropped, ...rest }) => rest);
                  }}
                />
              )}
              {refusalLine}
              <div className="flex flex-wrap gap-space-sm">
                <Button
                  type="button"
                  variant="secondary"
                  icon={<ArrowLeft aria-hidden className="size-4" />}
                  disabled={submitting}
                  onClick={() => setStep('form')}
                >
                  {t('withdraw.confirm.back')}
                </Button>
                <Button type="submit" loading={submitting} disabled={submitting || fee.state !== 'ready'}>
                  {t('withdraw.confirm.submit')}
                </Button>
              </div>
            </section>
          ) : (
            <>
              {needsCode && <p className="text-xs text-muted">{t('withdraw.form.codeAhead')}</p>}
              {note && <p className="text-xs text-muted">{note}</p>}
              {refusalLine}
              {success && !refusal && (
                <p role="status" data-slot="withdraw-success" className="text-sm font-semibold text-success">
                  {success}
                </p>
              )}
              <Button type="submit" className="self-start" loading={submitting} disabled={submitting || blocked !== null}>
                {t('withdraw.form.submit')}
              </Button>
            </>
          )}
        </>
      )}
    </form>
  );
}

/** The fee of the amount typed and what arrives, as the platform works it out. */
function FeeLine({ amount, fee, note, onRetry }: { amount: number | null; fee: WithdrawFee; note: string | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (amount === null || fee.state === 'idle') return null;
  return (
    <div data-slot="withdraw-fee" data-state={fee.state} aria-live="polite" className="flex flex-col gap-0.5 text-sm">
      {fee.state === 'loading' && <span className="text-muted">{t('withdraw.fee.loading')}</span>}
      {fee.state === 'error' && (
        <span className="flex flex-wrap items-center gap-space-sm text-danger">
          {t('withdraw.fee.error')}
          {onRetry && (
            <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </span>
      )}
      {fee.state === 'ready' && (
        <>
          <span className="text-text tabular-nums">
            {t('withdraw.fee.line', { fee: formatMoney(fee.fee ?? 0), arrives: formatMoney(Math.max(0, amount - (fee.fee ?? 0))) })}
          </span>
          {note && (fee.fee ?? 0) > 0 && <span className="text-xs text-muted">{note}</span>}
        </>
      )}
    </div>
  );
}
