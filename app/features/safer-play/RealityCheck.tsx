/**
 * The reality check (issue 21, UKGC RTS 13): at the interval the player chose, counted from the
 * session's start and kept through reloads, a dialog shows the time played and the session's net
 * result: the balance now against the balance at login, with the deposits credited and the
 * withdrawals asked for since then set aside. Continue starts the next interval; the history and
 * logout are one press away. Over a game the dialog is modal: the frame behind it cannot be played
 * until the player answers, and the dialog says the game is paused.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { saferPlayAreas } from '@ui/i18n/locales/areas/safer-play.ts';
import { RealityCheckDialog } from '@ui/safer-play/RealityCheckDialog.tsx';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBalance } from '../../api/balance.ts';
import { useDepositHistory } from '../../api/deposit.ts';
import { useWithdrawalHistory } from '../../api/withdraw.ts';
import { memberPath } from '../../paths.ts';
import { useLogoutFlow } from '../session/logout.ts';
import { recordStartBalance, updatePlaySession, usePlaySession, useRealityCheckInterval, type PlaySession } from './safer-play-store.ts';

const MINUTE = 60_000;
/** Enough records for any session: a page of deposits or withdrawals since the login. */
const SESSION_RECORDS = { page: 1, size: 100 } as const;

/**
 * Mounted for every logged-in member, as its own chunk: keeps the session's first balance (what the
 * net result counts from) and, when the player chose an interval, runs the reality check.
 */
export function RealityCheck({ token, sumBalance, paused }: { token: string; sumBalance: number | undefined; paused: boolean }) {
  useEffect(() => {
    if (sumBalance !== undefined) recordStartBalance(token, sumBalance);
  }, [token, sumBalance]);
  const interval = useRealityCheckInterval();
  const play = usePlaySession(token);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (interval === 0 || play.nextCheckAt === undefined) return;
    const timer = setTimeout(() => setDue(true), Math.max(0, play.nextCheckAt - Date.now()));
    return () => clearTimeout(timer);
  }, [interval, play.nextCheckAt]);
  if (!due || interval === 0) return null;
  const next = () => {
    const now = Date.now();
    updatePlaySession(token, now, { nextCheckAt: now + interval * MINUTE });
    setDue(false);
  };
  return <DueCheck play={play} paused={paused} onNext={next} />;
}

function DueCheck(props: { play: PlaySession; paused: boolean; onNext: () => void }) {
  return useAreas(saferPlayAreas) ? <Summary {...props} /> : null;
}

function Summary({ play, paused, onNext }: { play: PlaySession; paused: boolean; onNext: () => void }) {
  const navigate = useNavigate();
  const [openedAt] = useState(() => Date.now());
  const balance = useBalance();
  const deposits = useDepositHistory({ ...SESSION_RECORDS, startDate: play.startedAt, endDate: openedAt, state: 'APPROVED' });
  const withdrawals = useWithdrawalHistory({ ...SESSION_RECORDS, startTime: play.startedAt, endTime: openedAt });
  const logout = useLogoutFlow({ navigate: (to) => void navigate(to, { replace: true }) });
  // Balance read afresh for the summary (the header's may be minutes old).
  const { refetch } = balance;
  useEffect(() => void refetch(), [refetch]);

  // A record call that fails leaves its money out rather than holding the reminder back.
  const settled = (query: { isPending: boolean; isError: boolean }) => !query.isPending || query.isError;
  if (balance.data === undefined || !settled(deposits) || !settled(withdrawals)) return null;
  // What reached the wallet: the amount less the charge the platform kept, plus any reimbursement.
  const depositedIn = (deposits.data?.list ?? [])
    .filter((d) => d.state === 'APPROVED' && (d.actualDepositDate ?? d.depositDate) >= play.startedAt)
    .reduce((sum, d) => sum + d.amount - d.charge + d.reimbursement, 0);
  const withdrawnOut = (withdrawals.data?.list ?? [])
    .filter((w) => w.status !== 'REJECTED' && w.requestTime >= play.startedAt)
    .reduce((sum, w) => sum + w.amount, 0);
  const net = balance.data.sumBalance - (play.startBalance ?? balance.data.sumBalance) - depositedIn + withdrawnOut;

  return (
    <RealityCheckDialog
      open
      minutesPlayed={Math.floor((openedAt - play.startedAt) / MINUTE)}
      netResult={net}
      gamePaused={paused}
      onContinue={onNext}
      onHistory={() => {
        onNext();
        void navigate(memberPath('personalProfit'));
      }}
      onLogout={() => void logout.logout()}
      loggingOut={logout.pending}
    />
  );
}
