/**
 * Opening the lotto app (spec section 7, "Lottery lobby launch"): members only (a visitor gets the login
 * prompt), on one game's betting view or on the lobby. The launched address is checked before it is
 * framed; leaving the frame refreshes the balance, since bets moved money.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { GameFrameProps } from '@ui/game/GameFrame.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLanguage } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { type LotteryPrizeMode } from '../../api/lottery.contract.ts';
import { useLotteryLobbyLaunch } from '../../api/lottery.ts';
import { launchErrorMessage } from '../games/launch-errors.ts';
import { useLaunchAddress } from '../games/use-launch-address.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';

interface LaunchTarget {
  gameCode: string | undefined;
  title: string;
  /** The page the lotto app's back button returns to: this page, as it was when launched. */
  backUrl: string;
  language: string;
}

export function useLotteryLaunch(prizeMode: LotteryPrizeMode) {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const [target, setTarget] = useState<LaunchTarget>();
  // Logging out (or an expired session) closes the frame: the launch needs a member.
  const active = target !== undefined && session.isLogin ? target : undefined;
  const launch = useLotteryLobbyLaunch(
    { prizeMode, gameCode: active?.gameCode, backUrl: active?.backUrl ?? '', language: active?.language ?? '' },
    { enabled: active !== undefined },
  );
  const address = useLaunchAddress(active ? launch.data : undefined);

  const open = (gameCode: string | undefined, title: string) => {
    // Every game start needs a session (spec section 2); trial accounts may start games.
    if (!requireMember(session, { allowTrial: true })) return;
    setTarget({ gameCode, title, backUrl: window.location.href, language: apiLanguage() });
  };

  const close = () => {
    setTarget(undefined);
    void client.invalidateQueries({ queryKey: keys.wallet.balance() });
  };

  let frame: GameFrameProps | undefined;
  if (active) {
    const { src, altSrc } = address;
    const error = launch.isError
      ? launchErrorMessage(t, launch.error)
      : src === null
        ? t('lottery.launch.unsafeUrl')
        : address.unreachable
          ? t('lottery.launch.serverDown')
          : undefined;
    frame = {
      title: active.title,
      src: src ?? undefined,
      altSrc,
      loading: launch.isFetching,
      error,
      onRetry: address.unreachable ? address.retry : () => void launch.refetch(),
      onBack: close,
    };
  }
  return { open, close, frame };
}
