import { TransferUplineForm, type TransferUplineResult, type TransferUplineValues } from '@ui/member/upline/TransferUplineForm.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/member.ts';
import { mainBalance } from '../../../api/wallet.contract.ts';
import { useBalance, useTransferToUpline } from '../../../api/wallet.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { useAttemptKeys } from '../../errors/attempt-key.ts';
import { uplineRefusal, type Refusal } from '../withdraw/withdraw-errors.ts';

/** The transferUpline panel (PUT /wps/member/transferUpline, E): the main wallet's balance, an amount and the payment password; one request per submit. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const balance = useBalance();
  const transfer = useTransferToUpline();
  const flight = useSingleFlight();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<TransferUplineResult | null>(null);
  // The same values retried after a lost answer reuse their key, so it is never paid twice.
  const attempts = useAttemptKeys();

  const onSubmit = (values: TransferUplineValues) =>
    flight.run(async () => {
      const idempotencyKey = attempts.keyFor(values);
      setRefusal(null);
      try {
        const done = await transfer.mutateAsync({ amount: values.amount, password: values.paymentPassword, idempotencyKey });
        attempts.settle();
        // The answer was not seen on the real platform: what it says is shown, the amount sent otherwise.
        setResult({ transactionId: done.transactionId, amount: done.amount ?? values.amount, upline: done.upline });
      } catch (error) {
        attempts.settle(error);
        setRefusal(uplineRefusal(t, error));
      }
    });

  const failed = info.isError || balance.isError;
  const state = info.isPending || balance.isPending ? 'loading' : failed ? 'error' : info.data?.toUpline ? 'ready' : 'notAllowed';

  return (
    <section aria-labelledby="transfer-upline-title" className="flex flex-col gap-space-md">
      <h3 id="transfer-upline-title" className="text-base font-semibold text-text">
        {t('upline.title')}
      </h3>
      <TransferUplineForm
        state={state}
        onRetry={() => {
          if (info.isError) void info.refetch();
          if (balance.isError) void balance.refetch();
        }}
        available={balance.data ? mainBalance(balance.data) : 0}
        submitting={flight.pending}
        refusal={
          refusal && {
            message: refusal.message,
            ...(refusal.field === 'amount' || refusal.field === 'password' ? { field: refusal.field } : {}),
          }
        }
        result={result}
        onSubmit={(values) => void onSubmit(values)}
        onAnother={() => setResult(null)}
      />
    </section>
  );
}
