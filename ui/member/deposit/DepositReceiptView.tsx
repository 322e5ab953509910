import { CircleCheck, ExternalLink, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button, buttonVariants } from '../../primitives/Button.tsx';
import { QrCode } from '../../primitives/QrCode.tsx';
import { CopyField } from '../../records/CopyField.tsx';
import type { DepositKind, DepositReceipt } from './deposit-types.ts';

export type DepositReceiptViewProps = {
  receipt: DepositReceipt;
  /** The channel the deposit went through ("MoMo"), for the instructions. */
  methodName?: string;
  /** The currency a crypto deposit is sent in (USDT). */
  cryptoCurrency?: string;
  /** The brand's zone for the expiry time. */
  timeZone?: string;
  /** Back to the form for another deposit. */
  onDone: () => void;
  className?: string;
};

const INSTRUCTIONS = {
  manual: 'deposit.receipt.instructions.manual',
  qr: 'deposit.receipt.instructions.qr',
  launch: 'deposit.receipt.instructions.launch',
  crypto: 'deposit.receipt.instructions.crypto',
} as const satisfies Record<DepositKind, string>;

/**
 * What to do after a deposit request, by the kind of payment the platform answered: transfer the
 * amount to the account shown with the reference on it (or scan its QR code); scan the QR code in the
 * e-wallet app; continue on the payment page, which opens in a new tab (a link the member follows, so
 * no pop-up is blocked and the page cannot reach back into this one); or send the crypto amount to the
 * address. Every value to type elsewhere has a Copy button; the details stop being valid at the expiry.
 */
export function DepositReceiptView({ receipt, methodName, cryptoCurrency = 'USDT', timeZone, onDone, className }: DepositReceiptViewProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const { payee, kind } = receipt;
  const amount = formatMoney(receipt.amount);
  const crypto = typeof receipt.cryptoAmount === 'number' ? `${formatNumber(receipt.cryptoAmount, language)} ${cryptoCurrency}` : null;
  const qrLabel = t('deposit.receipt.qrAlt', { amount });

  return (
    <section
      data-slot="deposit-receipt"
      data-kind={kind}
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-space-md rounded-lg border border-border bg-surface-raised p-space-md', className)}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-text">
        <CircleCheck aria-hidden className="size-5 text-success" />
        {t('deposit.receipt.title')}
      </h3>
      <p className="text-sm text-text">{t(INSTRUCTIONS[kind], { amount, crypto: crypto ?? amount, method: methodName ?? '' })}</p>

      {kind === 'launch' &&
        (receipt.redirectUrl ? (
          <a
            data-slot="deposit-payment-page"
            href={receipt.redirectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'primary' }), 'self-start')}
          >
            {t('deposit.receipt.openPaymentPage')}
            <ExternalLink aria-hidden className="size-4" /> <span className="sr-only">{t('deposit.receipt.newTab')}</span>
          </a>
        ) : (
          <p role="alert" className="flex items-start gap-2 text-sm text-danger">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('deposit.receipt.noPaymentPage')}
          </p>
        ))}

      <dl className="grid grid-cols-[auto_1fr] gap-x-space-md gap-y-1.5 text-sm text-text">
        {receipt.depositId && (
          <>
            <dt className="text-muted">{t('deposit.receipt.orderNo')}</dt>
            <dd className="tabular-nums">{receipt.depositId}</dd>
          </>
        )}
        <dt className="text-muted">{t('deposit.receipt.amount')}</dt>
        <dd className="tabular-nums">{amount}</dd>
        {crypto && (
          <>
            <dt className="text-muted">{t('deposit.receipt.cryptoAmount', { currency: cryptoCurrency })}</dt>
            <dd className="tabular-nums">{crypto}</dd>
          </>
        )}
        {receipt.fee > 0 && (
          <>
            <dt className="text-muted">{t('deposit.receipt.fee')}</dt>
            <dd className="tabular-nums">{formatMoney(receipt.fee)}</dd>
            <dt className="text-muted">{t('deposit.receipt.credited')}</dt>
            <dd className="tabular-nums">{formatMoney(Math.max(0, receipt.amount - receipt.fee))}</dd>
          </>
        )}
        {payee.bankName && kind === 'manual' && (
          <>
            <dt className="text-muted">{t('deposit.receipt.bank')}</dt>
            <dd>
              {payee.bankName}
              {payee.branch ? ` · ${payee.branch}` : ''}
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
        {kind === 'crypto' && receipt.walletAddress && (
          <CopyField label={t('deposit.receipt.walletAddress')} value={receipt.walletAddress} />
        )}
        {kind === 'manual' && payee.accountNumber && <CopyField label={t('deposit.receipt.accountNumber')} value={payee.accountNumber} />}
        {kind === 'manual' && payee.accountName && <CopyField label={t('deposit.receipt.accountName')} value={payee.accountName} />}
        {receipt.reference !== '' && <CopyField label={t('deposit.receipt.reference')} value={receipt.reference} />}
        {kind === 'manual' && <CopyField label={t('deposit.receipt.amountToPay')} value={String(receipt.amount)} />}
      </div>

      {kind !== 'launch' &&
        (receipt.qrImageUrl ? (
          <figure className="flex flex-col items-center gap-space-xs">
            <img src={receipt.qrImageUrl} alt={qrLabel} width={160} height={160} className="size-40 rounded-md bg-white p-1" />
            <figcaption className="text-sm text-muted">
              {t(kind === 'crypto' ? 'deposit.receipt.qrHintCrypto' : 'deposit.receipt.qrHint')}
            </figcaption>
          </figure>
        ) : receipt.qrCode ? (
          <figure className="flex flex-col items-center gap-space-xs">
            <QrCode value={receipt.qrCode} size={152} label={qrLabel} />
            <figcaption className="text-sm text-muted">{t('deposit.receipt.qrHint')}</figcaption>
          </figure>
        ) : null)}

      <Button variant="secondary" onClick={onDone} className="self-start">
        {t('deposit.receipt.another')}
      </Button>
    </section>
  );
}
