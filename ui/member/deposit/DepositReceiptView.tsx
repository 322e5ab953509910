import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { CopyField } from '../../records/CopyField.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';
import { DEPOSIT_STATUS_KEYS, type DepositReceipt } from './deposit-types.ts';

export type DepositReceiptViewProps = {
  receipt: DepositReceipt;
  /** The brand's zone for the expiry time. */
  timeZone?: string;
  /** Back to the form for another deposit. */
  onDone: () => void;
  className?: string;
};

/**
 * What to do after a deposit request: pay the amount into the account shown (or scan the QR code),
 * with the reference on the transfer; every value has a Copy button. The payee details stop being
 * valid at the expiry time.
 */
export function DepositReceiptView({ receipt, timeZone, onDone, className }: DepositReceiptViewProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const { payTo } = receipt;
  return (
    <section
      data-slot="deposit-receipt"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-space-md rounded-lg border border-border bg-surface-raised p-space-md', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-space-sm">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-text">
          <CircleCheck aria-hidden className="size-5 text-success" />
          {t('deposit.receipt.title')}
        </h3>
        <StatusChip tone={receipt.status === 'SUCCESS' ? 'success' : receipt.status === 'FAILED' ? 'danger' : 'warning'}>
          {t(DEPOSIT_STATUS_KEYS[receipt.status])}
        </StatusChip>
      </div>
      <p className="text-sm text-text">{t('deposit.receipt.instructions', { amount: formatMoney(receipt.amount) })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-space-md gap-y-1.5 text-sm text-text">
        <dt className="text-muted">{t('deposit.receipt.orderNo')}</dt>
        <dd className="tabular-nums">{receipt.depositId}</dd>
        <dt className="text-muted">{t('deposit.receipt.amount')}</dt>
        <dd className="tabular-nums">{formatMoney(receipt.amount)}</dd>
        {receipt.fee > 0 && (
          <>
            <dt className="text-muted">{t('deposit.receipt.fee')}</dt>
            <dd className="tabular-nums">{formatMoney(receipt.fee)}</dd>
          </>
        )}
        <dt className="text-muted">{t('deposit.receipt.credited')}</dt>
        <dd className="tabular-nums">{formatMoney(receipt.actualAmount ?? receipt.amount)}</dd>
        {payTo.bankName && (
          <>
            <dt className="text-muted">{t('deposit.receipt.bank')}</dt>
            <dd>
              {payTo.bankName}
              {payTo.branch ? ` · ${payTo.branch}` : ''}
            </dd>
          </>
        )}
        {typeof receipt.expireTime === 'number' && (
          <>
            <dt className="text-muted">{t('deposit.receipt.expires')}</dt>
            <dd className="tabular-nums">{formatDateTime(receipt.expireTime, { timeZone })}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-col gap-space-sm">
        {receipt.reference !== '' && <CopyField label={t('deposit.receipt.reference')} value={receipt.reference} />}
        {payTo.accountNumber && <CopyField label={t('deposit.receipt.accountNumber')} value={payTo.accountNumber} />}
        {payTo.accountName && <CopyField label={t('deposit.receipt.accountName')} value={payTo.accountName} />}
        <CopyField label={t('deposit.receipt.amountToPay')} value={String(receipt.amount)} />
      </div>
      {receipt.qrImageUrl && (
        <figure className="flex flex-col items-center gap-space-xs">
          <img
            src={receipt.qrImageUrl}
            alt={t('deposit.receipt.qrAlt', { amount: formatMoney(receipt.amount) })}
            width={160}
            height={160}
            className="size-40 rounded-md bg-white p-1"
          />
          <figcaption className="text-sm text-muted">{t('deposit.receipt.qrHint')}</figcaption>
        </figure>
      )}
      <Button variant="secondary" onClick={onDone} className="self-start">
        {t('deposit.receipt.another')}
      </Button>
    </section>
  );
}
