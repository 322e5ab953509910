/**
 * The transferFund panel (my wallet): the main and game wallets with their balances, a transfer
 * between the main wallet and a game wallet (GCS_walletTransfer), "all to main" (GCS_walletReturn,
 * which says only that it was done: what moved is read off the balances again) and a refresh. Both
 * calls name the member by the member info's id. Every move invalidates the balance query, so the
 * header's balance follows. One idempotency key per move; a second submit while one is on its way is
 * ignored.
 */
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { WalletTransfer, type WalletTransferRequest } from '@ui/member/wallet/WalletTransfer.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/member.ts';
import { MAIN_WALLET_ID, mainBalance, type Wallet } from '../../../api/wallet.contract.ts';
import { useBalance, useWalletReturn, useWalletTransfer } from '../../../api/wallet.ts';
import { useAttemptKeys } from '../../errors/attempt-key.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { walletErrorMessage } from '../deposit/money-errors.ts';

export function TransferFundPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const balance = useBalance();
  const member = useMemberInfo();
  const transfer = useWalletTransfer();
  const recall = useWalletReturn();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const flight = useSingleFlight();
  const attempts = useAttemptKeys();

  const nameOf = (wallet: Wallet) =>
    wallet.accountTypeId === MAIN_WALLET_ID
      ? t('wallet.mainWallet')
      : (wallet.displayName ?? wallet.accountName ?? String(wallet.accountTypeId));
  const wallets = (balance.data?.balance ?? []).map((wallet) => ({
    accountTypeId: wallet.accountTypeId,
    name: nameOf(wallet),
    balance: wallet.availBalance,
  }));
  const walletName = (id: number) => wallets.find((wallet) => wallet.accountTypeId === id)?.name ?? String(id);

  const customerId = member.data?.id;
  /** One move at a time; the member's id names the wallets to the platform, so without it nothing can move. */
  const start = (work: (id: number) => Promise<void>) =>
    void flight.run(async () => {
      setRefusal(undefined);
      setNotice(undefined);
      if (customerId === undefined) {
        if (!member.isPending) setRefusal(t('wallet.errors.noAccount'));
        return;
      }
      try {
        await work(customerId);
        attempts.settle();
      } catch (error) {
        attempts.settle(error);
        setRefusal(walletErrorMessage(t, error));
      }
    });

  const move = (request: WalletTransferRequest) =>
    start(async (id) => {
      const result = await transfer.mutateAsync({ ...request, customerId: id, idempotencyKey: attempts.keyFor(request) });
      setNotice(
        t('wallet.transferred', {
          amount: formatMoney(result.amount),
          from: walletName(request.fromAccountTypeId),
          to: walletName(request.toAccountTypeId),
        }),
      );
    });

  const recallAll = () =>
    start(async (id) => {
      const before = balance.data ? mainBalance(balance.data) : null;
      await recall.mutateAsync({ customerId: id, idempotencyKey: attempts.keyFor({ walletReturn: id }) });
      // The answer says only that it was done: the balances read again tell what came back.
      const after = await balance.refetch();
      const moved = after.data && before !== null ? mainBalance(after.data) - before : null;
      setNotice(
        moved === null
          ? t('wallet.recalledDone')
          : moved > 0
            ? t('wallet.recalled', { amount: formatMoney(moved) })
            : t('wallet.nothingToRecall'),
      );
    });

  return (
    <WalletTransfer
      wallets={wallets}
      mainId={MAIN_WALLET_ID}
      // The member's id names the wallets: the panel waits for it as for the balances.
      loading={balance.isPending || member.isPending}
      error={balance.isError && !balance.data}
      onRetry={() => void balance.refetch()}
      onRefresh={() => void balance.refetch()}
      refreshing={balance.isFetching && !balance.isPending}
      onTransfer={move}
      transferring={transfer.isPending}
      onRecallAll={recallAll}
      recalling={recall.isPending}
      refusal={refusal}
      notice={notice}
    />
  );
}
