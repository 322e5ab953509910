/**
 * The rewardCenter panel (spec section 2): the balance, the tickets to claim and the claimed and
 * expired ones (PROMOFE relays). A claim is sent once: a second click while it is in flight is
 * ignored, and the platform refuses a ticket already claimed. On success the tickets and the balance
 * are read again (useClaimTicket), so the ticket moves to the history and the balance grows.
 */
import { RewardCentre, type RewardTicketItem } from '@ui/member/rewards/RewardCentre.tsx';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaimTicket, useRewardTickets } from '../../../api/missions.ts';
import { useBalance } from '../../../api/wallet.ts';
import { claimErrorMessage } from '../rewards/reward-errors.ts';
import { historyOf, ticketItem } from '../rewards/reward-model.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';
import { PointsMallEntry } from '../../points/PointsMallEntry.tsx';

export function RewardCentrePage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const available = useRewardTickets({ status: 'AVAILABLE' });
  const claimed = useRewardTickets({ status: 'CLAIMED' });
  const expired = useRewardTickets({ status: 'EXPIRED' });
  const balance = useBalance();
  const claim = useClaimTicket();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; message: string }>();
  const flight = useSingleFlight();

  const availableItems = useMemo(() => available.data?.map(ticketItem), [available.data]);
  const historyItems = useMemo(
    () => (claimed.data && expired.data ? historyOf(claimed.data, expired.data) : undefined),
    [claimed.data, expired.data],
  );

  const onClaim = (ticket: RewardTicketItem) =>
    void flight.run(async () => {
      setNotice(undefined);
      try {
        const result = await claim.mutateAsync({ transactionId: ticket.id });
        const amount = result?.amount ?? ticket.amount ?? 0;
        setNotice({
          tone: 'success',
          message:
            amount > 0
              ? t('rewards.tickets.claimedNotice', { name: ticket.name, amount: formatMoney(amount) })
              : t('rewards.tickets.claimedNoticeNoAmount', { name: ticket.name }),
        });
      } catch (error) {
        setNotice({ tone: 'danger', message: claimErrorMessage(t, error) });
      }
    });

  const historyFailed = claimed.isError || expired.isError;
  return (
    <>
      <RewardCentre
        balance={{ amount: balance.data?.sumBalance, loading: balance.isPending, error: balance.isError }}
        available={{
          tickets: availableItems,
          loading: available.isPending,
          error: available.isError,
          onRetry: () => void available.refetch(),
          retrying: available.isFetching,
        }}
        history={{
          tickets: historyItems,
          loading: !historyFailed && (claimed.isPending || expired.isPending),
          error: historyFailed,
          onRetry: () => {
            if (claimed.isError) void claimed.refetch();
            if (expired.isError) void expired.refetch();
          },
          retrying: claimed.isFetching || expired.isFetching,
        }}
        claimingId={claim.isPending ? claim.variables.transactionId : undefined}
        onClaim={onClaim}
        notice={notice}
        timeZone={BRAND_TIME_ZONE}
      />
      <PointsMallEntry className="mt-space-md" />
    </>
  );
}
