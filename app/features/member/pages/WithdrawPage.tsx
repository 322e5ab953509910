import { useFormatMoney } from '@ui/i18n/money.tsx';
import { ReceiptConfirmations, type ReceiptAnswer } from '@ui/member/withdraw/ReceiptConfirmations.tsx';
import { WithdrawalHistory, type WithdrawalStatus } from '@ui/member/withdraw/WithdrawalHistory.tsx';
import { WithdrawForm, type WithdrawCard, type WithdrawValues } from '@ui/member/withdraw/WithdrawForm.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mainBalance, type BankCard, type WithdrawalRecord, type WithdrawSettings } from '../../../api/wallet.contract.ts';
import {
  useBalance,
  useConfirmWithdrawalReceipt,
  usePaymentConfirmations,
  useSubmitWithdrawal,
  useWithdrawalHistory,
  useWithdrawSettings,
} from '../../../api/wallet.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { useAttemptKeys } from '../deposit/attempt-key.ts';
import { receiptRefusal, withdrawRefusal, type Refusal } from '../withdraw/withdraw-errors.ts';
import { SecurityBindings } from './SecurityCenterPage.tsx';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

/** A card's limits: its kind's range when the platform sends one, else the bank range. */
function toCard(card: BankCard, settings: WithdrawSettings): WithdrawCard {
  const [min, max] =
    card.type === 'EWALLET'
      ? [settings.eWalletMinimumAmount ?? settings.minimumAmount, settings.eWalletMaximumAmount ?? settings.maximumAmount]
      : card.type === 'USDT'
        ? [settings.usdtMinimumAmount ?? settings.minimumAmount, settings.usdtMaximumAmount ?? settings.maximumAmount]
        : [settings.minimumAmount, settings.maximumAmount];
  return {
    id: card.id,
    type: card.type,
    bankName: card.bankName,
    accountName: card.accountName,
    accountNumber: card.accountNumber,
    min,
    max,
  };
}

const toRow = (w: WithdrawalRecord) => ({
  id: w.withdrawalId,
  time: w.requestTime,
  bankName: w.bankName,
  accountNumber: w.accountNumber,
  amount: w.amount,
  status: w.status,
  receiptStatus: w.receiptStatus ?? null,
  rejectReason: w.rejectReason ?? null,
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

/** The withdraw panel: the form, the withdrawals awaiting a receipt confirmation, and the history. Each section fails on its own. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const settings = useWithdrawSettings();
  const balance = useBalance();
  const records = useHistoryFilters<{ status: WithdrawalStatus | '' }>({ status: '' });
  const history = useWithdrawalHistory({
    ...records.times,
    status: records.filters.status || undefined,
    pageNo: records.pageNo,
    pageSize: records.pageSize,
  });
  const confirmations = usePaymentConfirmations();
  const submit = useSubmitWithdrawal();
  const confirm = useConfirmWithdrawalReceipt();
  const flight = useSingleFlight();
  const now = useNow();
  const [binding, setBinding] = useState<'card' | 'paymentPassword'>();

  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // A retry after a lost answer is the same request, never a second one.
  const attempts = useAttemptKeys();

  const [receiptPending, setReceiptPending] = useState<string | null>(null);
  const [receiptErrors, setReceiptErrors] = useState<Record<string, string>>({});
  const [receiptDone, setReceiptDone] = useState<string[]>([]);

  const onSubmit = (values: WithdrawValues) =>
    flight.run(async () => {
      const idempotencyKey = attempts.keyFor(values);
      setRefusal(null);
      setSuccess(null);
      try {
        await submit.mutateAsync({
          amount: values.amount,
          bankCardId: values.cardId,
          paymentPassword: values.paymentPassword,
          idempotencyKey,
        });
        attempts.settle();
        setSuccess(t('withdraw.form.success', { amount: formatMoney(values.amount) }));
        records.setPageNo(1);
      } catch (error) {
        attempts.settle(error);
        setRefusal(withdrawRefusal(t, error));
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

  const data = settings.data;
  const available = data?.availableBalance ?? (balance.data ? mainBalance(balance.data) : 0);
  // Answered ones stay in place (with a thank-you) until the list is read again.
  const awaiting = (confirmations.data ?? []).map((w) => ({
    id: w.withdrawalId,
    amount: w.actualAmount ?? w.amount,
    bankName: w.bankName,
    accountNumber: w.accountNumber,
    confirmDeadline: w.confirmDeadline ?? null,
  }));
  const showReceipts = confirmations.isPending || confirmations.isError || awaiting.length > 0 || receiptDone.length > 0;

  return (
    <div data-slot="withdraw-panel" className="@container flex flex-col gap-space-xl">
      <section aria-labelledby="withdraw-form-title" className="flex flex-col gap-space-md">
        <h3 id="withdraw-form-title" className="text-base font-semibold text-text">
          {t('withdraw.form.title')}
        </h3>
        <WithdrawForm
          state={settings.isPending ? 'loading' : settings.isError ? 'error' : 'ready'}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          cards={data ? data.bankCards.map((card) => toCard(card, data)) : []}
          available={available}
          turnover={data?.turnover ?? { required: 0, completed: 0 }}
          dailyCountLeft={data?.dailyCountLeft ?? null}
          dailyCountLimit={data?.dailyCountLimit ?? null}
          needPaymentPassword={data?.needPaymentPassword ?? true}
          hasPaymentPassword={data?.hasPaymentPassword ?? true}
          submitting={flight.pending}
          refusal={refusal}
          success={success}
          onSubmit={(values) => void onSubmit(values)}
          bindAction={<Button onClick={() => setBinding('card')}>{t('withdraw.cards.add')}</Button>}
          onSetPaymentPassword={() => setBinding('paymentPassword')}
        />
        <SecurityBindings
          open={binding}
          onOpenChange={(open) => setBinding(open === 'card' || open === 'paymentPassword' ? open : undefined)}
          paymentPasswordSet={data?.hasPaymentPassword ?? false}
          onDone={(what) => setSuccess(t('security.bound', { what }))}
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
        pagination={
          history.data && (history.data.totalCount ?? 0) > 0
            ? { page: records.pageNo, pageSize: records.pageSize, total: history.data.totalCount ?? 0, onPageChange: records.setPageNo }
            : undefined
        }
      />
    </div>
  );
}
