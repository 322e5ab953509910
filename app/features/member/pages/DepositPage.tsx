/**
 * The depositv2 panel: the deposit form over the platform's channels, what to do next for the
 * request just made (transfer, scan, the payment page, the wallet address), and the deposit record
 * with its cancel and payment-slip actions. Each section fails on its own (the record stays when the
 * channels cannot load). A deposit is sent once: one idempotency key per request, the button busy
 * while it is on its way, and a second submit ignored until the answer.
 */
import { DepositForm } from '@ui/member/deposit/DepositForm.tsx';
import { DepositHistory } from '@ui/member/deposit/DepositHistory.tsx';
import type { DepositSlipValues } from '@ui/member/deposit/DepositSlipDialog.tsx';
import type { DepositRequest, DepositRow, DepositStateCode } from '@ui/member/deposit/deposit-types.ts';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { CentrePanelSkeleton } from '@ui/centre/CentreLayout.tsx';
import { EmptyState } from '@ui/primitives/EmptyState.tsx';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import { safeHttpUrl } from '@ui/lib/url.ts';
import { epochRange, presetValue, todayIn, type DateRangeValue } from '@ui/records/date-range.ts';
import { Ban, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  depositCharge,
  depositMinimum,
  depositReceiptOf,
  SLIP_REMARK_MAX_CHARS,
  type DepositOrder,
  type DepositReceipt,
} from '../../../api/deposit.contract.ts';
import {
  useCancelDeposit,
  useDepositChannels,
  useDepositHistory,
  useDepositMethods,
  useDepositSettings,
  useSubmitDeposit,
  useUploadDepositSlip,
} from '../../../api/deposit.ts';
import { useMemberInfo } from '../../../api/member.ts';
import { useSystemStatus } from '../../../api/system.ts';
import { useOpenedOnce } from '../../shell/use-opened-once.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';
import { useAttemptKeys } from '../../errors/attempt-key.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { depositErrorMessage, depositRecordErrorMessage, isSwitchedOff } from '../deposit/money-errors.ts';
import { slipImageDataUrl } from '../deposit/slip-image.ts';

// What the page shows only after the player acts (the receipt with its QR code after a submit, the cancel
// confirmation, the payment-slip dialog) loads then: the page opens on the form and the record alone.
const loadReceipt = () => import('@ui/member/deposit/DepositReceiptView.tsx');
const DepositReceiptView = lazy(() => loadReceipt().then((m) => ({ default: m.DepositReceiptView })));
const AlertDialog = lazy(() => import('@ui/primitives/AlertDialog.tsx').then((m) => ({ default: m.AlertDialog })));
const DepositSlipDialog = lazy(() => import('@ui/member/deposit/DepositSlipDialog.tsx').then((m) => ({ default: m.DepositSlipDialog })));

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

interface ShownReceipt {
  receipt: DepositReceipt;
  methodName: string;
  currency: string | null;
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
  const member = useMemberInfo();
  const status = useSystemStatus().data;
  const submit = useSubmitDeposit();
  const [shown, setShown] = useState<ShownReceipt | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const flight = useSingleFlight();
  const attempts = useAttemptKeys();

  if (channels.isError || member.isError) {
    const retry = () => void Promise.all([channels.isError && channels.refetch(), member.isError && member.refetch()]);
    return <ErrorPanel message={t('deposit.errors.load')} onRetry={retry} retrying={channels.isFetching || member.isFetching} />;
  }
  if (shown) {
    return (
      <Suspense fallback={<CentrePanelSkeleton />}>
        <DepositReceiptView
          receipt={shown.receipt}
          methodName={shown.methodName}
          cryptoCurrency={shown.currency ?? undefined}
          timeZone={BRAND_TIME_ZONE}
          onDone={() => {
            setShown(null);
            submit.reset();
          }}
        />
      </Suspense>
    );
  }

  const data = settings.data;
  const closedMessage =
    data && !data.allowDeposit
      ? (data.closedMessage ?? t('deposit.disallowed'))
      : data?.mobileVerificationRequired
        ? t('deposit.mobileRequired')
        : undefined;
  const firstMin = data?.isFirstDeposit ? data.minFirstDepositAmount : null;
  // The brand's USDT guide (resource USDJUMP, spec section 5) beside the crypto channels.
  const cryptoGuide = safeHttpUrl(status?.info.resources.find((r) => r.resourceType.toUpperCase() === 'USDJUMP')?.url);

  const send = (request: DepositRequest) => {
    const group = channels.data?.find((candidate) => candidate.code === request.groupCode);
    const channel = group?.channels.find((candidate) => candidate.vendorId === request.vendorId);
    const account = member.data?.account;
    if (!group || !channel || !account) return;
    void flight.run(async () => {
      // The receipt's chunk comes while the request is on its way.
      void loadReceipt().catch(() => undefined);
      setRefusal(undefined);
      const order: DepositOrder = {
        relay: group.relay,
        groupCode: group.code,
        vendorId: channel.vendorId,
        mcsBankCode: channel.mcsBankCode,
        bankCode: request.bankCode,
        amount: request.amount,
        targetUsername: account,
        nonce: data?.nonce ?? null,
        payer: request.payer,
      };
      const minimum = depositMinimum(channel, data);
      try {
        // The key follows what the member chose (not the settings' nonce, which a lost answer may change).
        const answer = await submit.mutateAsync({ ...order, idempotencyKey: attempts.keyFor(request) });
        attempts.settle();
        const fee = depositCharge(channel, request.amount);
        setShown({
          receipt: depositReceiptOf(answer, { relay: group.relay, amount: request.amount, fee }, Date.now()),
          methodName: channel.vendorName,
          currency: group.currency,
        });
      } catch (error) {
        attempts.settle(error);
        setRefusal(
          depositErrorMessage(t, error, {
            min: minimum === null ? undefined : formatMoney(minimum),
            max: channel.max === null ? undefined : formatMoney(channel.max),
            firstMin: firstMin ? formatMoney(firstMin) : undefined,
            pendingCount: data?.pendingCount,
            formatMoney,
          }),
        );
      }
    });
  };

  return (
    <div className="flex flex-col gap-space-sm">
      {/* The form still works without the settings: the platform refuses a deposit it does not take. */}
      {settings.isError && (
        <ErrorPanel message={t('deposit.errors.settings')} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      )}
      {data && data.pendingCount > 0 && (
        <p data-slot="deposit-pending" className="text-sm text-muted">
          {t('deposit.pending', { count: data.pendingCount })}
        </p>
      )}
      <DepositForm
        groups={channels.data ?? []}
        loading={channels.isPending || member.isPending}
        onSubmit={send}
        submitting={submit.isPending}
        refusal={refusal}
        closedMessage={closedMessage}
        minFirstDeposit={firstMin}
        depositInfo={data?.depositInfo}
        cryptoGuideHref={cryptoGuide}
      />
    </div>
  );
}

/** What the member just did to a record, said once above it. */
type ActionNotice = { kind: 'done'; text: string } | { kind: 'refused'; text: string };

function DepositRecordSection() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const today = todayIn(BRAND_TIME_ZONE);
  const [period, setPeriod] = useState<DateRangeValue>(() => presetValue('last7', today));
  const [state, setState] = useState<DepositStateCode | ''>('');
  const [method, setMethod] = useState('');
  const [page, setPage] = useState(1);
  const params = useMemo(() => {
    const { startTime, endTime } = epochRange(period);
    return { startDate: startTime, endDate: endTime, state: state || undefined, method: method || undefined, page, size: PAGE_SIZE };
  }, [period, state, method, page]);
  const history = useDepositHistory(params);
  const methods = useDepositMethods();
  const cancel = useCancelDeposit();
  const upload = useUploadDepositSlip();
  const [cancelling, setCancelling] = useState<DepositRow | null>(null);
  const [slipFor, setSlipFor] = useState<DepositRow | null>(null);
  // Mounted from the first open, then kept, so each closes with its animation.
  const cancelOpened = useOpenedOnce(cancelling !== null);
  const slipOpened = useOpenedOnce(slipFor !== null);
  const [slipRefusal, setSlipRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);

  const confirmCancel = () => {
    const row = cancelling;
    if (!row || cancel.isPending) return;
    cancel.mutate(
      { depositId: row.depositId },
      {
        onSuccess: () => setNotice({ kind: 'done', text: t('deposit.cancel.done', { id: row.depositId }) }),
        onError: (error) => setNotice({ kind: 'refused', text: depositRecordErrorMessage(t, error) }),
        onSettled: () => setCancelling(null),
      },
    );
  };

  const sendSlip = async ({ image, remark }: DepositSlipValues) => {
    const row = slipFor;
    if (!row || upload.isPending || reading) return;
    setSlipRefusal(null);
    setReading(true);
    let dataUrl: string;
    try {
      dataUrl = await slipImageDataUrl(image);
    } catch {
      setSlipRefusal(t('deposit.errors.slipUnreadable'));
      return;
    } finally {
      setReading(false);
    }
    upload.mutate(
      { depositId: row.depositId, image: dataUrl, remark },
      {
        onSuccess: () => {
          setSlipFor(null);
          setNotice({ kind: 'done', text: t('deposit.slip.done', { id: row.depositId }) });
        },
        onError: (error) => setSlipRefusal(depositRecordErrorMessage(t, error)),
      },
    );
  };

  const busyId = cancel.isPending ? (cancel.variables?.depositId ?? null) : upload.isPending ? (upload.variables?.depositId ?? null) : null;

  return (
    <div className="flex flex-col gap-space-sm">
      {notice && (
        <p
          role={notice.kind === 'done' ? 'status' : 'alert'}
          data-slot="deposit-record-notice"
          className={notice.kind === 'done' ? 'flex items-center gap-2 text-sm text-success' : 'text-sm text-danger'}
        >
          {notice.kind === 'done' && <CircleCheck aria-hidden className="size-4 shrink-0" />}
          {notice.text}
        </p>
      )}
      <DepositHistory
        rows={history.data?.list ?? []}
        today={today}
        period={period}
        onPeriodChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
        status={state}
        onStatusChange={(next) => {
          setState(next);
          setPage(1);
        }}
        methods={methods.data ?? []}
        method={method}
        onMethodChange={(next) => {
          setMethod(next);
          setPage(1);
        }}
        total={history.data?.footer.amount ?? null}
        onCancel={(row) => {
          setNotice(null);
          setCancelling(row);
        }}
        onUploadSlip={(row) => {
          setNotice(null);
          setSlipRefusal(null);
          setSlipFor(row);
        }}
        busyId={busyId}
        loading={history.isPending}
        refreshing={history.isFetching && !history.isPending}
        error={history.isError && !history.data}
        onRetry={() => void history.refetch()}
        timeZone={BRAND_TIME_ZONE}
        pagination={
          history.data
            ? { page, pageSize: PAGE_SIZE, pageCount: history.data.totalPages, total: history.data.total, onPageChange: setPage }
            : undefined
        }
      />
      {cancelOpened && (
        <Suspense>
          <AlertDialog
            open={cancelling !== null}
            onOpenChange={(open) => {
              if (!open && !cancel.isPending) setCancelling(null);
            }}
            tone="warning"
            cancelable
            title={t('deposit.cancel.title')}
            message={
              cancelling ? t('deposit.cancel.message', { id: cancelling.depositId, amount: formatMoney(cancelling.requestedAmount) }) : ''
            }
            confirmLabel={t('deposit.cancel.confirm')}
            cancelLabel={t('deposit.cancel.keep')}
            confirmLoading={cancel.isPending}
            onConfirm={(event) => {
              event.preventDefault();
              confirmCancel();
            }}
            onCancel={() => setCancelling(null)}
          />
        </Suspense>
      )}
      {slipOpened && (
        <Suspense>
          <DepositSlipDialog
            deposit={slipFor ? { depositId: slipFor.depositId, amount: slipFor.requestedAmount } : null}
            onOpenChange={(open) => {
              if (!open && !upload.isPending && !reading) setSlipFor(null);
            }}
            onSubmit={(values) => void sendSlip(values)}
            submitting={upload.isPending || reading}
            refusal={slipRefusal}
            remarkMaxChars={SLIP_REMARK_MAX_CHARS}
          />
        </Suspense>
      )}
    </div>
  );
}
