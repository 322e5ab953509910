import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { AmountField } from '../../records/AmountField.tsx';
import { ImagePicker } from '../../records/ImagePicker.tsx';

/** A paid-out withdrawal awaiting the member's word. */
export interface AwaitingReceipt {
  id: string;
  /** What was paid out. */
  amount: number;
  bankName: string;
  accountNumber: string;
  /** When it counts as received (epoch ms); null when the platform does not say. */
  confirmDeadline: number | null;
}

export type ReceiptAnswer = { id: string } & (
  { result: 'RECEIVED' } | { result: 'PARTIAL'; receivedAmount: number } | { result: 'NOT_RECEIVED'; proofImage: File }
);

export interface ReceiptConfirmationsProps {
  items: readonly AwaitingReceipt[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The clock the minutes left are counted from (the container ticks it). */
  now: number;
  /** The withdrawal whose answer is being sent. */
  pendingId?: string | null;
  /** A refusal of an answer, by withdrawal id. */
  errors?: Readonly<Record<string, string>>;
  /** Withdrawals answered in this visit (a thank-you stands in their place). */
  doneIds?: readonly string[];
  onConfirm: (answer: ReceiptAnswer) => void;
}

type Choice = 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED';

const CHOICE_KEYS = {
  RECEIVED: 'withdraw.receipt.received',
  PARTIAL: 'withdraw.receipt.partial',
  NOT_RECEIVED: 'withdraw.receipt.notReceived',
} as const satisfies Record<Choice, string>;

/**
 * The withdrawal receipt (spec section 4): each paid-out withdrawal asks whether the money arrived:
 * received in full, partly (the amount received, the rest shown as going back), or not received (a
 * proof image is required). It says how many minutes are left and that an unconfirmed one counts as
 * received with no refund.
 */
export function ReceiptConfirmations({
  items,
  loading,
  error,
  onRetry,
  now,
  pendingId,
  errors,
  doneIds,
  onConfirm,
}: ReceiptConfirmationsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div data-slot="receipt-confirmations" data-state="loading" aria-busy="true" className="flex flex-col gap-space-sm">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (error) return <ErrorPanel message={t('withdraw.receipt.error')} onRetry={onRetry} />;
  if (items.length === 0) {
    return (
      <p data-slot="receipt-confirmations" data-state="empty" className="text-sm text-muted">
        {t('withdraw.receipt.empty')}
      </p>
    );
  }
  return (
    <div data-slot="receipt-confirmations" data-state="ready" className="flex flex-col gap-space-md">
      <p className="text-sm text-muted">{t('withdraw.receipt.intro')}</p>
      <ul className="flex flex-col gap-space-md">
        {items.map((item) => (
          <li key={item.id}>
            {doneIds?.includes(item.id) ? (
              <p role="status" className="flex items-center gap-space-sm rounded-lg border border-border p-space-md text-sm text-success">
                <CircleCheck aria-hidden className="size-4 shrink-0" />
                {t('withdraw.receipt.done')}
              </p>
            ) : (
              <ReceiptItem
                item={item}
                now={now}
                pending={pendingId === item.id}
                busy={pendingId !== null && pendingId !== undefined}
                refusal={errors?.[item.id]}
                onConfirm={onConfirm}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReceiptItem({
  item,
  now,
  pending,
  busy,
  refusal,
  onConfirm,
}: {
  item: AwaitingReceipt;
  now: number;
  pending: boolean;
  busy: boolean;
  refusal?: string;
  onConfirm: (answer: ReceiptAnswer) => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const [choice, setChoice] = useState<Choice>('RECEIVED');
  const [received, setReceived] = useState<number | null>(null);
  const [proof, setProof] = useState<File[]>([]);
  const [issue, setIssue] = useState<string | null>(null);

  const minutesLeft = item.confirmDeadline === null ? null : Math.max(0, Math.ceil((item.confirmDeadline - now) / 60_000));
  const remaining = received !== null && received < item.amount ? item.amount - received : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (choice === 'PARTIAL') {
      if (received === null || received <= 0) return setIssue(t('records.amount.errors.required'));
      if (received >= item.amount) return setIssue(t('withdraw.receipt.amountTooHigh'));
      setIssue(null);
      return onConfirm({ id: item.id, result: 'PARTIAL', receivedAmount: received });
    }
    if (choice === 'NOT_RECEIVED') {
      const [image] = proof;
      if (!image) return setIssue(t('withdraw.receipt.proofRequired'));
      setIssue(null);
      return onConfirm({ id: item.id, result: 'NOT_RECEIVED', proofImage: image });
    }
    setIssue(null);
    onConfirm({ id: item.id, result: 'RECEIVED' });
  };

  return (
    <form
      data-slot="receipt-item"
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-space-md rounded-lg border border-border bg-surface p-space-md"
    >
      <p id={titleId} className="font-semibold text-text">
        {t('withdraw.receipt.item', { id: item.id, amount: formatMoney(item.amount), account: `${item.bankName} ${item.accountNumber}` })}
      </p>
      {minutesLeft !== null && (
        <p data-slot="receipt-minutes-left" className="text-sm text-text">
          {minutesLeft > 0 ? t('withdraw.receipt.minutesLeft', { count: minutesLeft }) : t('withdraw.receipt.expired')}
        </p>
      )}
      <p data-slot="receipt-warning" className="flex items-start gap-space-sm text-sm text-text">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        {t('withdraw.receipt.forcedWarning')}
      </p>
      <fieldset className="flex flex-col gap-space-sm">
        <legend className="mb-space-sm text-sm font-semibold text-text">{t('withdraw.receipt.choice')}</legend>
        <div className="flex flex-wrap gap-space-sm">
          {(['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-space-sm rounded-pill border px-space-md py-2 text-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
                choice === option ? 'border-brand bg-surface-raised font-semibold text-text' : 'border-border-strong text-text',
              )}
            >
              <input
                type="radio"
                name={`receipt-${item.id}`}
                value={option}
                checked={choice === option}
                disabled={pending}
                onChange={() => {
                  setChoice(option);
                  setIssue(null);
                }}
                className="size-4 accent-brand"
              />
              {t(CHOICE_KEYS[option])}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === 'PARTIAL' && (
        <div className="flex flex-col gap-space-sm">
          <AmountField
            label={t('withdraw.receipt.receivedAmount')}
            required
            max={item.amount}
            value={received}
            disabled={pending}
            error={issue ?? undefined}
            onChange={(next) => {
              setReceived(next);
              setIssue(null);
            }}
          />
          <p data-slot="receipt-remaining" aria-live="polite" className="text-sm text-text">
            {remaining !== null && (
              <>
                <span className="font-semibold tabular-nums">{t('withdraw.receipt.remaining', { amount: formatMoney(remaining) })}</span>{' '}
                <span className="text-muted">{t('withdraw.receipt.remainingHint')}</span>
              </>
            )}
          </p>
        </div>
      )}
      {choice === 'NOT_RECEIVED' && (
        <ImagePicker
          label={t('withdraw.receipt.proof')}
          hint={t('withdraw.receipt.proofHint')}
          required
          maxCount={1}
          value={proof}
          disabled={pending}
          error={issue ?? undefined}
          onValueChange={(files) => {
            setProof(files);
            setIssue(null);
          }}
        />
      )}
      {refusal && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {refusal}
        </p>
      )}
      <Button type="submit" className="self-start" loading={pending} disabled={busy}>
        {t('withdraw.receipt.submit')}
      </Button>
    </form>
  );
}
