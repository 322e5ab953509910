/**
 * Every address of the app (spec section 2's route table): the route table matches these, and every
 * link, navigation and ui/ component's href is built here. The one place that knows the lobby paths.
 */
import { COCKFIGHT_VENDORS } from './api/games.contract.ts';

export const PATHS = {
  root: '/',
  home: '/index',
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  promotions: '/promotions',
  promotion: '/promotions/:id',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  helpCentre: '/helpmc',
  help: '/help',
  feedback: '/feedback',
  game: '/game',
  download: '/download',
  /** The side menu's VIP entry (spec section 2: "leaves to a separate vip page"; the path is ours). */
  vip: '/vip',
  /** The domain speed test (spec section 3, resource SpeedTest; the path is ours). */
  speedTest: '/speedTest',
  /** The safer-play tools and where to get help (issue 21; the path is ours). */
  responsibleGaming: '/responsibleGaming',
  memberCentre: '/member/:page',
  agentCentre: '/agent/:page',
  notFound: '*',
} as const;

/** The game-type lobbies, one route each. */
export const LOBBY_PATHS = {
  elott: '/elott',
  rng: '/rng',
  pvp: '/pvp',
  live: '/live',
  fish: '/fish',
  sports: '/sports',
  esports: '/esports',
  inhouse: '/inhouse',
} as const;

export type Lobby = keyof typeof LOBBY_PATHS;

/**
 * The lobby of each server game type and client category. Cock fight and SPB are split out of SPORTS
 * and RNG by the client (groupLanes), so they open those lobbies; LOTT shares the ELOTT lobby.
 */
const LOBBY_OF_GAME_TYPE: Readonly<Record<string, Lobby>> = {
  RNG: 'rng',
  SPB: 'rng',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'pvp',
  SPORTS: 'sports',
  COCKFIGHT: 'sports',
  ESPORTS: 'esports',
  INHOUSE: 'inhouse',
  ELOTT: 'elott',
  LOTT: 'elott',
};

/** Spec section 2: moving between these scrolls smoothly to the top. */
export const GAME_CATEGORY_PATHS: readonly string[] = [PATHS.home, ...Object.values(LOBBY_PATHS), PATHS.vnLottery, PATHS.lottery];

/** `path` with the query parameters that have a value. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** A category that shares another's lobby opens it with its own vendor chosen (cock fight: SV388 in sports). */
const VENDOR_OF_CATEGORY: Readonly<Record<string, string | undefined>> = { COCKFIGHT: COCKFIGHT_VENDORS[0] };

/** The lobby of a game type (home for one without a lobby), with a vendor chosen when given. */
export function lobbyPath(gameType: string | null | undefined, vassalage?: string | null): string {
  const type = (gameType ?? '').toUpperCase();
  const lobby = LOBBY_OF_GAME_TYPE[type];
  return withQuery(lobby ? LOBBY_PATHS[lobby] : PATHS.home, { vassalage: vassalage ?? VENDOR_OF_CATEGORY[type] });
}

/** The slots lobby showing the member's favourites. */
export const favouritesPath = () => `${LOBBY_PATHS.rng}?favourites=1`;

export const lotteryPath = (query: { gameCode?: string | null; playType?: string | null } = {}) => withQuery(PATHS.lottery, query);

export const vnLotteryPath = (query: { gameCode?: string | null } = {}) => withQuery(PATHS.vnLottery, query);

/** The help page, opened at a help-centre topic (a category `code`) when given; HelpPage checks it. */
export const helpPath = (topic?: string | null) => withQuery(PATHS.help, { topic });

/** The promotions page on a tab: all promotions, or the activity centre (the member's activities and applications). */
export const promotionsPath = (tab?: 'mine') => withQuery(PATHS.promotions, { tab });

export const promotionPath = (id: string | number) => `${PATHS.promotions}/${encodeURIComponent(String(id))}`;

export type GameMode = 'real' | 'fun';

/** The /game address, read back by the game page: the game, real or free play, and a PVP room. */
export function gamePath(
  game: { vassalage: string; gameType: string; gameId: string; nodeId: string | number },
  mode: GameMode,
  roomId?: string,
): string {
  const params = new URLSearchParams({
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameId: game.gameId,
    nodeId: String(game.nodeId),
    mode,
  });
  if (roomId !== undefined) params.set('roomId', roomId);
  return `${PATHS.game}?${params.toString()}`;
}

/** The member centre's pages (spec section 2, "Member centre"); securityCenter is the default. */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'profile',
  /** The safer-play tools (issue 21; not in the spec, shown where the platform announces them). */
  'saferPlay',
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];

export const memberPath = (page: MemberPage = 'securityCenter') => `/member/${page}`;

/**
 * The agent centre's pages (spec section 2, "Agent centre"): the eight team pages, then the four
 * contracts shown only when their flag is on. agentTeamOverview is the default.
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;

export type AgentPage = (typeof AGENT_PAGES)[number];

/** The agent centre opens on its team overview (spec section 2, "Agent centre"). */
export const agentPath = (page: AgentPage = 'agentTeamOverview') => `/agent/${page}`;
