import { ArrowDownToLine, RefreshCw, TriangleAlert, Wallet as WalletIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { AmountField } from '../../records/AmountField.tsx';

export interface WalletView {
  accountTypeId: number;
  /** The wallet's name (the main wallet's is the container's translated word). */
  name: string;
  balance: number;
}

export interface WalletTransferRequest {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: number;
}

export type WalletTransferProps = {
  wallets: readonly WalletView[];
  /** The main wallet's id; every transfer goes to or from it. */
  mainId: number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Re-reads the balances. */
  onRefresh: () => void;
  refreshing?: boolean;
  /** Hears a transfer within the source wallet's balance; the container sends it once. */
  onTransfer: (request: WalletTransferRequest) => void;
  transferring?: boolean;
  /** Every game wallet back to the main wallet (the platform's wallet return). */
  onRecallAll: () => void;
  recalling?: boolean;
  /** The platform's refusal in the member's words. */
  refusal?: string;
  /** What the last move did, in words. */
  notice?: string;
  className?: string;
};

/**
 * My wallet (transferFund): the main wallet and each game vendor's wallet with its balance, a
 * transfer between the main wallet and one game wallet (the amount checked against the source's
 * balance before sending), "all to main" and a refresh.
 */
export function WalletTransfer({
  wallets,
  mainId,
  loading = false,
  error = false,
  onRetry,
  onRefresh,
  refreshing = false,
  onTransfer,
  transferring = false,
  onRecallAll,
  recalling = false,
  refusal,
  notice,
  className,
}: WalletTransferProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const listId = useId();
  const formId = useId();
  const recallHintId = useId();
  const main = wallets.find((wallet) => wallet.accountTypeId === mainId);
  const games = wallets.filter((wallet) => wallet.accountTypeId !== mainId);
  const [from, setFrom] = useState(String(mainId));
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);

  const source = wallets.find((wallet) => String(wallet.accountTypeId) === from);
  // Every move goes through the main wallet: from main to a game wallet, or from a game wallet to main.
  const targets = from === String(mainId) ? games : main ? [main] : [];
  const target = targets.find((wallet) => String(wallet.accountTypeId) === to) ?? (targets.length === 1 ? targets[0] : undefined);
  const balance = source?.balance ?? 0;

  const amountError = !attempted
    ? undefined
    : amount === null
      ? t('wallet.errors.amountRequired')
      : amount <= 0
        ? t('wallet.errors.amountPositive')
        : amount > balance
          ? t('wallet.errors.overBalance', { wallet: source?.name ?? '', balance: formatMoney(balance) })
          : undefined;
  const targetError = attempted && !target ? t('wallet.errors.targetRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (transferring || !source || !target || amount === null || amount <= 0 || amount > balance) return;
    onTransfer({ fromAccountTypeId: source.accountTypeId, toAccountTypeId: target.accountTypeId, amount });
  };

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-space-sm">
      <div className="flex flex-col gap-0.5">
        <h3 id={listId} className="text-base font-semibold text-text">
          {t('wallet.wallets')}
        </h3>
        <p id={recallHintId} className="text-xs text-muted">
          {t('wallet.recallHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-space-sm">
        <Button
          variant="secondary"
          size="sm"
          icon={<RefreshCw aria-hidden className="size-4" />}
          loading={refreshing}
          onClick={onRefresh}
          disabled={loading}
        >
          {t('wallet.refresh')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<ArrowDownToLine aria-hidden className="size-4" />}
          loading={recalling}
          aria-describedby={recallHintId}
          onClick={onRecallAll}
          disabled={loading || error || transferring || games.every((wallet) => wallet.balance <= 0)}
        >
          {t('wallet.recallAll')}
        </Button>
      </div>
    </div>
  );

  if (error) {
    return (
      <div data-slot="wallet-transfer" className={cn('flex flex-col gap-space-md', className)}>
        {header}
        <ErrorPanel message={t('wallet.errors.load')} onRetry={onRetry} retrying={refreshing} />
      </div>
    );
  }

  return (
    <div data-slot="wallet-transfer" className={cn('@container flex flex-col gap-space-lg', className)}>
      <section aria-labelledby={listId} aria-busy={loading || refreshing || undefined} className="flex flex-col gap-space-md">
        {header}
        {loading ? (
          <div className="grid grid-cols-2 gap-space-sm @lg:grid-cols-3">
            <span role="status" className="sr-only">
              {t('wallet.loading')}
            </span>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : wallets.length === 0 ? (
          <EmptyState icon={<WalletIcon aria-hidden />} title={t('wallet.empty')} hint={t('wallet.emptyHint')} size="compact" />
        ) : (
          // role="list": Safari drops the role of a list styled without markers.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul role="list" aria-labelledby={listId} className="grid grid-cols-2 gap-space-sm @lg:grid-cols-3">
            {[...(main ? [main] : []), ...games].map((wallet) => (
              <li
                key={wallet.accountTypeId}
                data-slot="wallet-card"
                data-wallet={wallet.accountTypeId}
                className={cn(
                  'flex flex-col gap-0.5 rounded-lg border p-space-sm text-sm',
                  wallet.accountTypeId === mainId ? 'border-brand bg-surface-raised' : 'border-border bg-surface-raised',
                )}
              >
                <span className="truncate text-muted">{wallet.name}</span>
                <span className="font-semibold text-text tabular-nums">{formatMoney(wallet.balance)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {notice && (
        <p role="status" data-slot="wallet-notice" className="text-sm text-success">
          {notice}
        </p>
      )}

      {!loading && wallets.length > 0 && (
        <form noValidate onSubmit={submit} aria-labelledby={formId} className="flex flex-col gap-space-md">
          <h3 id={formId} className="text-base font-semibold text-text">
            {t('wallet.transferTitle')}
          </h3>
          <div className="grid gap-space-sm @lg:grid-cols-2">
            <Select
              label={t('wallet.from')}
              options={wallets.map((wallet) => ({
                value: String(wallet.accountTypeId),
                label: `${wallet.name} (${formatMoney(wallet.balance)})`,
              }))}
              value={from}
              onValueChange={(next) => {
                setFrom(next);
                setTo('');
              }}
            />
            <Select
              label={t('wallet.to')}
              placeholder={t('wallet.choose')}
              options={targets.map((wallet) => ({ value: String(wallet.accountTypeId), label: wallet.name }))}
              value={target ? String(target.accountTypeId) : ''}
              onValueChange={setTo}
              error={targetError}
            />
          </div>
          <AmountField
            label={t('wallet.amount')}
            required
            value={amount}
            onChange={setAmount}
            // Only after a submit: a message appearing on blur would move the button under the pointer and swallow the click.
            error={amountError ?? ''}
            hint={t('wallet.available', { balance: formatMoney(balance) })}
          />
          {refusal && (
            <p role="alert" data-slot="wallet-refusal" className="flex items-start gap-2 text-sm text-danger">
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {refusal}
            </p>
          )}
          <Button type="submit" loading={transferring} disabled={recalling} className="self-start">
            {t('wallet.transfer')}
          </Button>
        </form>
      )}
    </div>
  );
}
