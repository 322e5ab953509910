import { useFormatMoney } from '@ui/i18n/money.tsx';
import { ReceiptConfirmations, type ReceiptAnswer } from '@ui/member/withdraw/ReceiptConfirmations.tsx';
import { WithdrawalHistory, type WithdrawalStatus } from '@ui/member/withdraw/WithdrawalHistory.tsx';
import { WithdrawForm, type WithdrawFee, type WithdrawRefusal, type WithdrawValues } from '@ui/member/withdraw/WithdrawForm.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityCenter } from '../../../api/player.ts';
import { smsCountdownSeconds } from '../../../api/verification.contract.ts';
import { useSendVerifiedSms } from '../../../api/verification.ts';
import { mainBalance } from '../../../api/wallet.contract.ts';
import { useBalance } from '../../../api/wallet.ts';
import { withdrawAccountsOffered, type WithdrawalRecord } from '../../../api/withdraw.contract.ts';
import {
  useConfirmWithdrawalReceipt,
  usePaymentConfirmations,
  useSubmitWithdrawal,
  useTurnover,
  useWithdrawAccountInfo,
  useWithdrawalHistory,
  useWithdrawCharges,
  useWithdrawSettings,
} from '../../../api/withdraw.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { useAttemptKeys } from '../../errors/attempt-key.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { receiptRefusal, withdrawRefusal, type Refusal } from '../withdraw/withdraw-errors.ts';
import { SecurityBindings } from './SecurityCenterPage.tsx';

/** The fee preview waits this long after the last keystroke (the platform's client: 500 ms). */
const FEE_DEBOUNCE_MS = 500;

const toRow = (w: WithdrawalRecord) => ({
  id: w.withdrawalId,
  time: w.requestTime,
  bankName: w.bankName,
  accountNumber: w.accountNumber,
  amount: w.amount,
  status: w.status,
  receiptStatus: w.receiptStatus,
  rejectReason: w.rejectReason,
});

/** A proof image as the data URI the receipt call takes. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A clock for the minutes left to confirm; ticks every 30 s. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The value, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The withdraw panel: the form (settings, bound accounts with today's limits, turnover, the fee as
 * the member types, the confirmation with the SMS code when asked), the withdrawals awaiting a
 * receipt confirmation, and the history. Each section fails on its own.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const settings = useWithdrawSettings();
  const info = useWithdrawAccountInfo();
  const turnover = useTurnover();
  const balance = useBalance();
  const security = useSecurityCenter();
  const records = useHistoryFilters<{ status: WithdrawalStatus | '' }>({ status: '' });
  const history = useWithdrawalHistory({
    ...records.times,
    status: records.filters.status || undefined,
    page: records.pageNo,
    size: records.pageSize,
  });
  const confirmations = usePaymentConfirmations();
  const submit = useSubmitWithdrawal();
  const confirm = useConfirmWithdrawalReceipt();
  const sendSms = useSendVerifiedSms();
  const flight = useSingleFlight();
  const now = useNow();
  const [binding, setBinding] = useState<'card' | 'paymentPassword'>();

  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // A retry after a lost answer is the same request, never a second one.
  const attempts = useAttemptKeys();

  const cards = settings.data && info.data ? withdrawAccountsOffered(settings.data, info.data) : [];
  const accountOf = (cardId: string) => info.data?.accounts.find((account) => account.id === cardId);

  // The fee of what is typed, asked for once the member pauses.
  const [typed, setTyped] = useState<{ cardId: string; amount: number | null } | null>(null);
  const asked = useDebounced(typed, FEE_DEBOUNCE_MS);
  const askedAccount = asked && asked.amount !== null ? accountOf(asked.cardId) : undefined;
  const charges = useWithdrawCharges(askedAccount && asked?.amount ? { withdrawAmount: asked.amount, kind: askedAccount.kind } : null);
  const fee: WithdrawFee =
    typed === null || typed.amount === null
      ? { state: 'idle', fee: null }
      : asked !== typed || charges.isPlaceholderData || charges.isFetching
        ? { state: 'loading', fee: null }
        : charges.isError
          ? { state: 'error', fee: null }
          : charges.data !== undefined
            ? { state: 'ready', fee: charges.data }
            : { state: 'loading', fee: null };

  const [receiptPending, setReceiptPending] = useState<string | null>(null);
  const [receiptErrors, setReceiptErrors] = useState<Record<string, string>>({});
  const [receiptDone, setReceiptDone] = useState<string[]>([]);

  const onSubmit = (values: WithdrawValues) =>
    flight.run(async () => {
      const account = accountOf(values.cardId);
      if (!account) return;
      const idempotencyKey = attempts.keyFor(values);
      setRefusal(null);
      setSuccess(null);
      try {
        await submit.mutateAsync({
          amount: values.amount,
          bankCardId: account.bankCardId,
          password: values.paymentPassword,
          verificationCode: values.verificationCode,
          groupId: account.kind === 'EWALLET' ? account.groupId : undefined,
          idempotencyKey,
        });
        attempts.settle();
        setTyped(null);
        setSuccess(t('withdraw.form.success', { amount: formatMoney(values.amount) }));
        records.setPageNo(1);
      } catch (error) {
        attempts.settle(error);
        setRefusal(withdrawRefusal(t, error, formatMoney));
      }
    });

  const onConfirm = (answer: ReceiptAnswer) => {
    if (receiptPending !== null) return;
    setReceiptPending(answer.id);
    setReceiptErrors(({ [answer.id]: _dropped, ...rest }) => rest);
    void (async () => {
      try {
        const idempotencyKey = crypto.randomUUID();
        if (answer.result === 'PARTIAL')
          await confirm.mutateAsync({ withdrawalId: answer.id, idempotencyKey, result: 'PARTIAL', receivedAmount: answer.receivedAmount });
        else if (answer.result === 'NOT_RECEIVED')
          await confirm.mutateAsync({
            withdrawalId: answer.id,
            idempotencyKey,
            result: 'NOT_RECEIVED',
            proofImage: await readAsDataUrl(answer.proofImage),
          });
        else await confirm.mutateAsync({ withdrawalId: answer.id, idempotencyKey, result: 'RECEIVED' });
        setReceiptDone((done) => [...done, answer.id]);
      } catch (error) {
        setReceiptErrors((errors) => ({ ...errors, [answer.id]: receiptRefusal(t, error).message }));
      } finally {
        setReceiptPending(null);
      }
    })();
  };

  // Whether a payment password is set is the security summary's; unknown (loading, failed) does not block.
  const hasPaymentPassword = security.data?.paymentPasswordSet ?? true;
  const mobileVerification = settings.data?.mobileVerification;
  const shownRefusal: WithdrawRefusal | null = refusal && {
    message: refusal.message,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.needsPaymentPassword
      ? {
          action: (
            <Button size="sm" variant="secondary" onClick={() => setBinding('paymentPassword')}>
              {t('withdraw.form.setPaymentPassword')}
            </Button>
          ),
        }
      : {}),
  };

  // Answered ones stay in place (with a thank-you) until the list is read again.
  const awaiting = (confirmations.data ?? []).map((w) => ({
    id: w.withdrawalId,
    amount: w.actualAmount,
    bankName: w.bankName,
    accountNumber: w.accountNumber,
    confirmDeadline: w.confirmDeadline,
  }));
  const showReceipts = confirmations.isPending || confirmations.isError || awaiting.length > 0 || receiptDone.length > 0;

  return (
    <div data-slot="withdraw-panel" className="@container flex flex-col gap-space-xl">
      <section aria-labelledby="withdraw-form-title" className="flex flex-col gap-space-md">
        <h3 id="withdraw-form-title" className="text-base font-semibold text-text">
          {t('withdraw.form.title')}
        </h3>
        <WithdrawForm
          state={settings.isPending || info.isPending ? 'loading' : settings.isError || info.isError ? 'error' : 'ready'}
          onRetry={() => {
            if (settings.isError) void settings.refetch();
            if (info.isError) void info.refetch();
          }}
          retrying={settings.isFetching || info.isFetching}
          cards={cards}
          mainWallet={balance.data ? mainBalance(balance.data) : 0}
          closedMessage={settings.data && !settings.data.allowed ? (settings.data.closedMessage ?? t('withdraw.errors.switchedOff')) : null}
          hasPaymentPassword={hasPaymentPassword}
          smsCode={
            mobileVerification && (mobileVerification.type === 'EVERY_WITHDRAWAL' || mobileVerification.type === 'WITHDRAW_AMOUNT')
              ? { always: mobileVerification.type === 'EVERY_WITHDRAWAL', above: mobileVerification.above }
              : undefined
          }
          onSendCode={async () => {
            try {
              return smsCountdownSeconds(await sendSms.mutateAsync({ operation: 'withdraw' }));
            } catch (error) {
              throw new Error(receiptRefusal(t, error).message);
            }
          }}
          fee={fee}
          onRetryFee={() => void charges.refetch()}
          onAmountChange={setTyped}
          turnover={turnover.data}
          turnoverLoading={turnover.isPending && !turnover.isError}
          turnoverError={turnover.isError}
          onRetryTurnover={() => void turnover.refetch()}
          note={settings.data?.note}
          hours={settings.data?.window}
          now={now}
          timeZone={BRAND_TIME_ZONE}
          submitting={flight.pending}
          refusal={shownRefusal}
          success={success}
          onSubmit={(values) => void onSubmit(values)}
          bindAction={<Button onClick={() => setBinding('card')}>{t('withdraw.cards.add')}</Button>}
          onSetPaymentPassword={() => setBinding('paymentPassword')}
        />
        <SecurityBindings
          open={binding}
          onOpenChange={(open) => setBinding(open === 'card' || open === 'paymentPassword' ? open : undefined)}
          paymentPasswordSet={security.data?.paymentPasswordSet ?? false}
          onDone={(what) => {
            setRefusal(null);
            setSuccess(t('security.bound', { what }));
          }}
        />
      </section>

      {showReceipts && (
        <section aria-labelledby="withdraw-receipt-title" className="flex flex-col gap-space-md">
          <h3 id="withdraw-receipt-title" className="text-base font-semibold text-text">
            {t('withdraw.receipt.title')}
          </h3>
          <ReceiptConfirmations
            items={awaiting}
            loading={confirmations.isPending}
            error={confirmations.isError}
            onRetry={() => void confirmations.refetch()}
            now={now}
            pendingId={receiptPending}
            errors={receiptErrors}
            doneIds={receiptDone}
            onConfirm={onConfirm}
          />
        </section>
      )}

      <WithdrawalHistory
        rows={history.data?.list.map(toRow) ?? []}
        today={records.today}
        period={records.range}
        onPeriodChange={records.setRange}
        status={records.filters.status}
        onStatusChange={(next) => records.setFilter('status', next)}
        {...listState(history)}
        timeZone={BRAND_TIME_ZONE}
        totalAmount={history.data?.footer.amount}
        pagination={
          history.data && history.data.totalPages > 0
            ? {
                page: records.pageNo,
                pageSize: records.pageSize,
                pageCount: history.data.totalPages,
                total: history.data.total,
                onPageChange: records.setPageNo,
              }
            : undefined
        }
      />
    </div>
  );
}
