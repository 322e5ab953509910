/**
 * /game (header only) and /seamless (header and side menu): a game launched from its address
 * `/game?vassalage=&gameType=&gameId=&nodeId=&mode=real|fun[&roomId=]` and shown in the game frame
 * (spec sections 2 and 6). The address is validated; real money needs a member (visitors get the login
 * prompt, trial accounts are pointed to free play); the provider's address is checked before it is
 * loaded; leaving the page refreshes the balance, since the game moved money.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { gameAreas } from '@ui/i18n/locales/areas/game.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GameBlocked } from '@ui/game/GameBlocked.tsx';
import { GameFrame } from '@ui/game/GameFrame.tsx';
import { GameStage } from '@ui/game/GameStage.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { ACCOUNT_TYPE_FREE_PLAY, ACCOUNT_TYPE_REAL, type VendorCard } from '../../api/games.contract.ts';
import type { LaunchGameInput } from '../../api/lobby.contract.ts';
import { apiLanguage } from '../../api/client.ts';
import { useGameVendors } from '../../api/games.ts';
import { useLaunchGame } from '../../api/lobby.ts';
import { keys } from '../../api/keys.ts';
import { openRegister } from '../account/account-dialogs.ts';
import { launchErrorMessage } from './launch-errors.ts';
import { useLaunchAddress } from './use-launch-address.ts';
import { useRefreshBalanceOnClose } from './use-refresh-balance-on-close.ts';
import { requestLogin } from '../session/auth-prompt.ts';
import { useSession } from '../session/use-session.ts';
import { brand } from '../../brand.ts';
import { lobbyPath, PATHS } from '../../paths.ts';
import { ToolbarClock } from '../safer-play/LiveClock.tsx';

const code = z.string().check(z.regex(/^[\w-]{1,64}$/));

/** gameId and nodeId come together; a vendor address without them launches the vendor's one game (side menu). */
const addressSchema = z
  .object({
    vassalage: z.string().check(z.regex(/^\w{1,32}$/)),
    gameType: z.string().check(z.regex(/^\w{1,32}$/)),
    gameId: z.optional(code),
    nodeId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
    roomId: z.optional(code),
    mode: z._default(z.enum(['real', 'fun']), 'real'),
  })
  .check(z.refine((a) => (a.gameId === undefined) === (a.nodeId === undefined)));

type GameAddress = z.infer<typeof addressSchema>;

function readAddress(search: URLSearchParams): GameAddress | undefined {
  const field = (name: string) => search.get(name)?.trim() || undefined;
  const parsed = addressSchema.safeParse({
    vassalage: field('vassalage'),
    gameType: field('gameType'),
    gameId: field('gameId'),
    nodeId: field('nodeId'),
    roomId: field('roomId'),
    mode: field('mode'),
  });
  return parsed.success ? parsed.data : undefined;
}

/** Back to the page before, when it was in the app; else to the game's lobby (react-router counts entries in `idx`). */
function useBack(lobby: string) {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(lobby);
  };
}

/** The name the lobby showed, when its list is still cached (after a reload only the vendor is known). */
function cachedGameName(client: QueryClient, nodeId: string): string | undefined {
  const find = (value: unknown, depth: number): string | undefined => {
    if (depth > 5 || value === null || typeof value !== 'object') return undefined;
    const entries = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) {
      // Game lists carry the normalised name; the winners board the platform's gameName.
      const game = value as { nodeId?: unknown; name?: unknown; gameName?: unknown };
      const name = typeof game.name === 'string' ? game.name : typeof game.gameName === 'string' ? game.gameName : undefined;
      if (String(game.nodeId) === nodeId && name) return name;
    }
    for (const entry of entries) {
      const found = find(entry, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const [, data] of client.getQueriesData({ queryKey: keys.games.all })) {
    const found = find(data, 0);
    if (found) return found;
  }
  return undefined;
}

type LaunchTarget = Omit<LaunchGameInput, 'language'>;

const sameTarget = (sent: LaunchGameInput | undefined, target: LaunchTarget) =>
  sent !== undefined &&
  sent.gameId === target.gameId &&
  String(sent.nodeId) === String(target.nodeId) &&
  sent.vassalage === target.vassalage &&
  sent.roomId === target.roomId &&
  sent.accountType === target.accountType &&
  sent.username === target.username;

/** One launch per target (and per Retry); only the answer for the current target is shown. */
function useLaunch(target: LaunchTarget | undefined) {
  const launch = useLaunchGame();
  const startedRef = useRef<LaunchTarget>(undefined);
  const start = (next: LaunchTarget) => launch.mutate({ ...next, language: apiLanguage() });
  const startOnce = useEffectEvent((next: LaunchTarget) => {
    // StrictMode runs effects twice: one launch per target.
    if (startedRef.current === next) return;
    startedRef.current = next;
    start(next);
  });
  useEffect(() => {
    if (target) startOnce(target);
  }, [target]);
  const current = target !== undefined && sameTarget(launch.variables, target) && !launch.isPending;
  return {
    data: current ? launch.data : undefined,
    error: current && launch.isError ? launch.error : undefined,
    retry: () => {
      if (target) start(target);
    },
  };
}

function GameScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const address = useMemo(() => readAddress(search), [search]);
  const lobby = lobbyPath(address?.gameType ?? search.get('gameType'));
  const back = useBack(lobby);
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const vendors = useGameVendors();
  // /seamless hides the header unless the brand keeps it: the clock and session time ride on the game's toolbar.
  const headerHidden = useLocation().pathname === PATHS.seamless && !brand.showGameBars;

  useRefreshBalanceOnClose();

  const card: VendorCard | undefined = vendors.data?.flatMap((lane) => lane.cards).find((c) => c.vassalage === address?.vassalage);
  const gameId = address?.gameId ?? card?.gameId ?? undefined;
  const nodeId = address?.nodeId ?? card?.nodeId ?? undefined;
  const real = address?.mode !== 'fun';
  const visitor = real && !session.isLogin;
  const trial = real && session.isTrial;
  const account = real ? session.account : undefined;
  const target = useMemo<LaunchTarget | undefined>(() => {
    if (!address || gameId === undefined || nodeId === undefined || visitor || trial) return undefined;
    return {
      gameId,
      nodeId,
      vassalage: address.vassalage,
      roomId: address.roomId,
      accountType: real ? ACCOUNT_TYPE_REAL : ACCOUNT_TYPE_FREE_PLAY,
      username: account,
    };
  }, [address, gameId, nodeId, visitor, trial, real, account]);
  const launch = useLaunch(target);
  const frameAddress = useLaunchAddress(launch.data);

  // A visitor opening a real-money address gets the login prompt (its login lands on /, spec section 4).
  useEffect(() => {
    if (visitor && address) requestLogin('login-required');
  }, [visitor, address]);

  const name = useMemo(() => (nodeId === undefined ? undefined : cachedGameName(client, nodeId)), [client, nodeId]);
  const title = name ?? t('game.launch.vendorGame', { vendor: card?.displayName ?? address?.vassalage ?? '' });
  const backButton = (
    <Button variant="secondary" onClick={() => void navigate(lobby)}>
      {t('game.launch.backToLobby')}
    </Button>
  );

  const unknownVendorGame = address !== undefined && (gameId === undefined || nodeId === undefined) && !vendors.isPending;
  if (!address || unknownVendorGame) {
    return <GameBlocked title={t('game.launch.pageTitle')} message={t('game.launch.invalidAddress')} actions={backButton} />;
  }
  if (visitor) {
    return (
      <GameBlocked
        title={title}
        message={t('game.launch.loginRequired')}
        actions={
          <>
            <Button onClick={() => requestLogin('login-required')}>{t('game.launch.logIn')}</Button>
            {backButton}
          </>
        }
      />
    );
  }
  if (trial) {
    return (
      <GameBlocked
        title={title}
        message={t('game.errors.trialRealMoney')}
        actions={
          <>
            <Button
              onClick={() => {
                const next = new URLSearchParams(search);
                next.set('mode', 'fun');
                setSearch(next, { replace: true });
              }}
            >
              {t('game.launch.playFree')}
            </Button>
            <Button variant="secondary" onClick={openRegister}>
              {t('game.launch.register')}
            </Button>
            {backButton}
          </>
        }
      />
    );
  }

  const { src, altSrc } = frameAddress;
  const error =
    launch.error !== undefined
      ? launchErrorMessage(t, launch.error)
      : src === null
        ? t('game.errors.unsafeUrl')
        : frameAddress.unreachable
          ? t('game.errors.serverDown')
          : undefined;

  return (
    <GameFrame
      className="flex-1"
      title={title}
      src={src ?? undefined}
      altSrc={altSrc}
      loading={!launch.data && error === undefined}
      error={error}
      onRetry={frameAddress.unreachable ? frameAddress.retry : launch.retry}
      onBack={back}
      toolbarEnd={headerHidden && <ToolbarClock />}
    />
  );
}

/** The game area fills the window below the header, whichever layout frames it. */
function GameArea() {
  // The game frame's strings first (Vietnamese loads on demand): words, never keys.
  return useAreas(gameAreas) ? (
    <GameStage>
      <GameScreen />
    </GameStage>
  ) : (
    <LoadingScreen className="min-h-96" />
  );
}

export function GamePage() {
  return <GameArea />;
}

export function SeamlessPage() {
  return <GameArea />;
}
