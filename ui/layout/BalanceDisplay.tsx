import { cva } from 'class-variance-authority';
import { Eye, EyeOff, RefreshCw, TriangleAlert, Wallet } from 'lucide-react';
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../primitives/Button.tsx';
import { Spinner } from '../primitives/Spinner.tsx';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';

export type BalanceStatus = 'ready' | 'loading' | 'error';

/** What a hidden balance shows instead of the amount. */
export const HIDDEN_BALANCE = '******';

const balanceVariants = cva(
  // The buttons sit flush with the pill's end; without them (loading) the text needs its own padding.
  'inline-flex h-10 min-w-0 items-center gap-space-2xs rounded-pill bg-surface-sunken ps-3 pe-3 text-sm text-text ring-1 ring-border has-[button]:pe-0',
);

const amountVariants = cva('flex min-w-0 flex-1 items-center gap-space-sm whitespace-nowrap', {
  variants: {
    status: {
      ready: 'font-semibold tabular-nums',
      loading: 'text-muted',
      error: 'text-danger',
    },
  },
});

const refreshIconVariants = cva('size-4', {
  variants: { spinning: { true: 'motion-safe:animate-spin', false: '' } },
});

export type BalanceDisplayProps = Omit<ComponentProps<'div'>, 'children' | 'hidden'> & {
  /** The wallet's sumBalance; not needed while loading or failed. */
  sumBalance?: number;
  /** `loading` before the first balance arrives, `error` when it could not be fetched. */
  status?: BalanceStatus;
  /** A refresh is in flight: the last amount stays shown and the refresh button spins. */
  refreshing?: boolean;
  /** Re-fetches the balance; also the retry of the error state. */
  onRefresh?: () => void;
  /** Controlled: the amount is masked with stars. */
  hidden?: boolean;
  defaultHidden?: boolean;
  onHiddenChange?: (hidden: boolean) => void;
};

/** The header's balance: amount with the currency symbol, a show/hide toggle and a refresh (retry) button. */
export function BalanceDisplay({
  className,
  sumBalance,
  status = 'ready',
  refreshing = false,
  onRefresh,
  hidden,
  defaultHidden = false,
  onHiddenChange,
  ...props
}: BalanceDisplayProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [isHidden, setHidden] = useControllableState(hidden, defaultHidden, onHiddenChange);

  const toggleHidden = () => setHidden(!isHidden);

  let amount;
  if (status === 'loading') {
    amount = t('header.balanceUpdating');
  } else if (status === 'error') {
    amount = t('header.balanceError');
  } else if (isHidden) {
    amount = (
      <>
        <span aria-hidden="true">{HIDDEN_BALANCE}</span>
        <span className="sr-only">{t('header.balanceHidden')}</span>
      </>
    );
  } else {
    amount = formatMoney(sumBalance ?? 0);
  }

  return (
    <div
      data-slot="balance-display"
      data-state={status}
      role="group"
      aria-label={t('header.balance')}
      className={cn(balanceVariants(), className)}
      {...props}
    >
      <span data-slot="balance-amount" className={amountVariants({ status })}>
        {status === 'loading' ? (
          <Spinner className="shrink-0" />
        ) : status === 'error' ? (
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
        ) : (
          // A phone's header has no room to spare: the group's name says what the amount is.
          <Wallet aria-hidden className="size-4 shrink-0 text-muted @max-3xl:hidden" />
        )}
        <span className="truncate">{amount}</span>
      </span>
      {status === 'ready' && (
        <IconButton
          data-slot="balance-toggle"
          label={t('header.hideBalance')}
          aria-pressed={isHidden}
          className="rounded-pill"
          onClick={toggleHidden}
        >
          {isHidden ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </IconButton>
      )}
      {onRefresh && status !== 'loading' && (
        <IconButton
          data-slot="balance-refresh"
          data-state={refreshing ? 'refreshing' : 'idle'}
          label={status === 'error' ? t('header.retryBalance') : t('header.refreshBalance')}
          // aria-disabled, not disabled: focus stays on the button while the refresh runs.
          aria-disabled={refreshing || undefined}
          aria-busy={refreshing || undefined}
          className="rounded-pill aria-disabled:cursor-progress"
          onClick={() => {
            if (!refreshing) onRefresh();
          }}
        >
          <RefreshCw aria-hidden className={refreshIconVariants({ spinning: refreshing })} />
        </IconButton>
      )}
      {/* Announces the refresh without moving focus; the amount itself is read on demand. */}
      <span role="status" className="sr-only">
        {refreshing ? t('header.balanceUpdating') : ''}
      </span>
    </div>
  );
}
