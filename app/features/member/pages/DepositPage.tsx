/**
 * The depositv2 panel: the deposit form over the platform's channels, the payee instructions of the
 * request just made, and the deposit record. Each section fails on its own (the record stays when
 * the channels cannot load). A deposit is sent once: one idempotency key per request, the button
 * busy while it is on its way, and a second submit ignored until the answer.
 */
import { DepositForm } from '@ui/member/deposit/DepositForm.tsx';
import { DepositHistory } from '@ui/member/deposit/DepositHistory.tsx';
import { DepositReceiptView } from '@ui/member/deposit/DepositReceiptView.tsx';
import type { DepositRequest, DepositStatusCode } from '@ui/member/deposit/deposit-types.ts';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { EmptyState } from '@ui/primitives/EmptyState.tsx';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import { epochRange, presetValue, todayIn, type DateRangeValue } from '@ui/records/date-range.ts';
import { Ban } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositResult } from '../../../api/wallet.contract.ts';
import { useDepositChannels, useDepositHistory, useDepositSettings, useSubmitDeposit } from '../../../api/wallet.ts';
import { useAttemptKeys } from '../deposit/attempt-key.ts';
import { depositErrorMessage, isSwitchedOff } from '../deposit/money-errors.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const PAGE_SIZE = 10;

export function DepositPage() {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  const channels = useDepositChannels();

  if (isSwitchedOff(settings.error) || isSwitchedOff(channels.error)) {
    return <EmptyState data-slot="deposit-off" icon={<Ban aria-hidden />} title={t('deposit.switchedOff')} />;
  }

  return (
    <div data-slot="deposit-page" className="flex flex-col gap-space-xl">
      <DepositSection settings={settings} channels={channels} />
      <DepositRecordSection />
    </div>
  );
}

function DepositSection({
  settings,
  channels,
}: {
  settings: ReturnType<typeof useDepositSettings>;
  channels: ReturnType<typeof useDepositChannels>;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const submit = useSubmitDeposit();
  const [receipt, setReceipt] = useState<DepositResult | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  // Set the moment a request leaves, before React re-renders the busy button: a double click sends one.
  const inFlightRef = useRef(false);
  const attempts = useAttemptKeys();

  if (channels.isError) {
    return <ErrorPanel message={t('deposit.errors.load')} onRetry={() => void channels.refetch()} retrying={channels.isFetching} />;
  }
  if (receipt) {
    return (
      <DepositReceiptView
        receipt={receipt}
        timeZone={BRAND_TIME_ZONE}
        onDone={() => {
          setReceipt(null);
          submit.reset();
        }}
      />
    );
  }

  const data = settings.data;
  const closedMessage = data && !data.allowDeposit ? t('deposit.disallowed') : data && !data.depositOpen ? t('deposit.closed') : undefined;

  const send = (request: DepositRequest) => {
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    setRefusal(undefined);
    const channel = channels.data?.flatMap((group) => group.channels).find((candidate) => candidate.vendorId === request.vendorId);
    submit.mutate(
      { ...request, idempotencyKey: attempts.keyFor(request) },
      {
        onSuccess: (result) => {
          attempts.settle();
          setReceipt(result);
        },
        onError: (error) => {
          attempts.settle(error);
          setRefusal(
            depositErrorMessage(t, error, {
              min: typeof channel?.minAmount === 'number' ? formatMoney(channel.minAmount) : undefined,
              max: typeof channel?.maxAmount === 'number' ? formatMoney(channel.maxAmount) : undefined,
              maxPending: data?.maxPendingCount,
              formatMoney,
            }),
          );
        },
        onSettled: () => {
          inFlightRef.current = false;
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-space-sm">
      {/* The form still works without the settings: the platform refuses a deposit it does not take. */}
      {settings.isError && (
        <ErrorPanel message={t('deposit.errors.settings')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      )}
      {data && data.pendingCount > 0 && (
        <p data-slot="deposit-pending" className="text-sm text-muted">
          {t('deposit.pending', { count: data.pendingCount, max: data.maxPendingCount })}
        </p>
      )}
      <DepositForm
        groups={channels.data ?? []}
        loading={channels.isPending}
        onSubmit={send}
        submitting={submit.isPending}
        refusal={refusal}
        closedMessage={closedMessage}
      />
    </div>
  );
}

function DepositRecordSection() {
  const today = todayIn(BRAND_TIME_ZONE);
  const [period, setPeriod] = useState<DateRangeValue>(() => presetValue('last7', today));
  const [status, setStatus] = useState<DepositStatusCode | ''>('');
  const [page, setPage] = useState(1);
  const params = useMemo(
    () => ({ ...epochRange(period), status: status || undefined, pageNo: page, pageSize: PAGE_SIZE }),
    [period, status, page],
  );
  const history = useDepositHistory(params);

  return (
    <DepositHistory
      rows={history.data?.list ?? []}
      today={today}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setPage(1);
      }}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
      loading={history.isPending}
      refreshing={history.isFetching && !history.isPending}
      error={history.isError && !history.data}
      onRetry={() => void history.refetch()}
      timeZone={BRAND_TIME_ZONE}
      pagination={history.data ? { page, pageSize: PAGE_SIZE, total: history.data.totalCount, onPageChange: setPage } : undefined}
    />
  );
}
