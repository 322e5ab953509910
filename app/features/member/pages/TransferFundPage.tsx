/**
 * The transferFund panel (my wallet): the main and game wallets with their balances, a transfer
 * between the main wallet and a game wallet, "all to main" and a refresh. Every move invalidates
 * the balance query, so the header's balance follows. One idempotency key per move; a second submit
 * while one is on its way is ignored.
 */
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { WalletTransfer, type WalletTransferRequest } from '@ui/member/wallet/WalletTransfer.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET_ID, type Wallet } from '../../../api/wallet.contract.ts';
import { useBalance, useWalletTransfer } from '../../../api/wallet.ts';
import { useAttemptKeys } from '../deposit/attempt-key.ts';
import { walletErrorMessage } from '../deposit/money-errors.ts';

export function TransferFundPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const balance = useBalance();
  const transfer = useWalletTransfer();
  const recall = useWalletTransfer();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const inFlightRef = useRef(false);
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

  const move = (request: WalletTransferRequest) => {
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    setRefusal(undefined);
    setNotice(undefined);
    transfer.mutate(
      { ...request, idempotencyKey: attempts.keyFor(request) },
      {
        onSuccess: (result) =>
          setNotice(
            t('wallet.transferred', {
              amount: formatMoney(result.amount),
              from: walletName(request.fromAccountTypeId),
              to: walletName(request.toAccountTypeId),
            }),
          ),
        onError: (error) => setRefusal(walletErrorMessage(t, error)),
        onSettled: (_result, error) => {
          attempts.settle(error ?? undefined);
          inFlightRef.current = false;
        },
      },
    );
  };

  const recallAll = () => {
    if (inFlightRef.current) return;
    inFlightRef.current = true;
    setRefusal(undefined);
    setNotice(undefined);
    recall.mutate(
      { allToMain: true, idempotencyKey: attempts.keyFor({ allToMain: true }) },
      {
        onSuccess: (result) =>
          setNotice(result.amount > 0 ? t('wallet.recalled', { amount: formatMoney(result.amount) }) : t('wallet.nothingToRecall')),
        onError: (error) => setRefusal(walletErrorMessage(t, error)),
        onSettled: (_result, error) => {
          attempts.settle(error ?? undefined);
          inFlightRef.current = false;
        },
      },
    );
  };

  return (
    <WalletTransfer
      wallets={wallets}
      mainId={MAIN_WALLET_ID}
      loading={balance.isPending}
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
