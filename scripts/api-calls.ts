/**
 * The platform calls the front end makes: spec section 7, the calls platform-api.md adds for the
 * screens, and the few the team designed where no source shows one. `npm run api:coverage` checks each
 * row against the code (hook exported from app/api/<area>.ts, a fake-platform handler for the method
 * and path, a test in app/api/<area>.test.ts(x) that uses the hook) and writes docs/api-coverage.md.
 *
 * source: spec = spec section 7; api = platform-api.md (not in section 7); designed = neither source
 * shows the call, the team chose the path (say why in `note`).
 */
export type Area = 'session' | 'member' | 'system' | 'verification' | 'wallet' | 'games' | 'lottery' | 'content' | 'messages' | 'missions' | 'points' | 'player' | 'agent' | 'http';

export interface ApiCall {
  area: Area;
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The exported hook (or, for area http, the function) that makes the call. */
  hook: string;
  source: 'spec' | 'api' | 'designed';
  /** E = the platform's encrypted-payload scheme. */
  encrypted?: boolean;
  note?: string;
}

export const apiCalls: ApiCall[] = [
  // http (the client itself)
  { area: 'http', call: 'RSA public key for the E scheme', method: 'GET', path: '/wps/session/key/rsa', hook: 'createHttpClient', source: 'api', note: 'Fetched by the client before every E call' },

  // session
  { area: 'session', call: 'Login', method: 'POST', path: '/wps/session/login', hook: 'useLogin', source: 'spec', encrypted: true },
  { area: 'session', call: 'Login IP verification', method: 'POST', path: '/wps/session/login/verification', hook: 'useLoginVerification', source: 'api', encrypted: true },
  { area: 'session', call: 'Free-play login', method: 'POST', path: '/wps/session/login/freeplay', hook: 'useFreePlayLogin', source: 'spec' },
  { area: 'session', call: 'Logout', method: 'DELETE', path: '/wps/session/logout', hook: 'useLogout', source: 'spec' },
  // session: add rows above

  // member
  { area: 'member', call: 'Member info', method: 'GET', path: '/wps/member/info', hook: 'useMemberInfo', source: 'spec' },
  { area: 'member', call: 'Member icon', method: 'GET', path: '/wps/member/info/icon', hook: 'useMemberIcon', source: 'spec' },
  { area: 'member', call: 'Player avatar', method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', hook: 'usePlayerAvatar', source: 'spec' },
  { area: 'member', call: 'Register', method: 'PUT', path: '/wps/member/register', hook: 'useRegister', source: 'spec', encrypted: true },
  { area: 'member', call: 'Register by mobile', method: 'PUT', path: '/wps/member/register/mobile', hook: 'useRegisterMobile', source: 'spec', encrypted: true },
  { area: 'member', call: 'Change password', method: 'POST', path: '/wps/member/password', hook: 'useChangePassword', source: 'spec', encrypted: true },
  { area: 'member', call: 'Forgot password by email', method: 'POST', path: '/wps/member/password/email', hook: 'useForgotPasswordByEmail', source: 'spec' },
  { area: 'member', call: 'Reset password by phone', method: 'POST', path: '/wps/member/password/verification', hook: 'useResetPasswordByPhone', source: 'spec', encrypted: true },
  { area: 'member', call: 'Affiliate code check', method: 'GET', path: '/wps/agent/affiliate', hook: 'useAffiliateCheck', source: 'spec' },
  { area: 'member', call: 'Language update', method: 'PUT', path: '/wps/member/language', hook: 'useUpdateLanguage', source: 'spec', note: 'Path from a sibling build; method not seen' },
  // member: add rows above

  // system
  { area: 'system', call: 'Permission / system status (customer service, resources, switches)', method: 'GET', path: '/wps/system/status', hook: 'useSystemStatus', source: 'spec' },
  { area: 'system', call: 'Registration rules', method: 'GET', path: '/wps/system/setting/register', hook: 'useRegisterRules', source: 'spec' },
  { area: 'system', call: 'Whitelabel menu', method: 'GET', path: '/wps/system/whitelabel', hook: 'useWhitelabel', source: 'spec' },
  { area: 'system', call: 'Domain route (speed test)', method: 'GET', path: '/wps/system/domainRoute', hook: 'useDomainRoutes', source: 'spec' },
  { area: 'system', call: 'Help centre', method: 'GET', path: '/wps/system/helpCenter', hook: 'useHelpCenter', source: 'spec' },
  { area: 'system', call: 'Country list', method: 'GET', path: '/wps/system/country', hook: 'useCountries', source: 'spec' },
  { area: 'system', call: 'Feedback', method: 'PUT', path: '/wps/feedback', hook: 'useSubmitFeedback', source: 'spec' },
  { area: 'system', call: 'Captcha image', method: 'GET', path: '/wps/captcha', hook: 'useCaptcha', source: 'spec' },
  // system: add rows above

  // verification
  { area: 'verification', call: 'SMS code without login (login, forgot password)', method: 'POST', path: '/wps/verification/sms/noLogin', hook: 'useSendLoginSms', source: 'spec' },
  { area: 'verification', call: 'SMS code for registration', method: 'POST', path: '/wps/verification/sms/register', hook: 'useSendRegisterSms', source: 'spec' },
  // verification: add rows above

  // wallet
  { area: 'wallet', call: 'Balance', method: 'GET', path: '/wps/v2/wallets/balance', hook: 'useBalance', source: 'spec' },
  { area: 'wallet', call: 'Wallet transfer', method: 'POST', path: '/wps/relay/GCS_walletTransfer', hook: 'useWalletTransfer', source: 'spec' },
  { area: 'wallet', call: 'Merchant wallet (single or multi)', method: 'GET', path: '/wps/relay/GCS_merchantWallet', hook: 'useMerchantWallet', source: 'spec' },
  { area: 'wallet', call: 'Consolidated funds and contract flags', method: 'GET', path: '/wps/member/info/funds/consolidated', hook: 'useConsolidatedFunds', source: 'spec' },
  // wallet: add rows above

  // games
  { area: 'games', call: 'Vendor lanes', method: 'GET', path: '/wps/relay/GCSGAME_gameVendor', hook: 'useGameVendors', source: 'spec' },
  { area: 'games', call: 'Game list', method: 'GET', path: '/wps/relay/GCSGAME_gameList', hook: 'useGameList', source: 'spec' },
  { area: 'games', call: 'Hot games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', hook: 'useHotGames', source: 'spec' },
  { area: 'games', call: 'Vendor game types', method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', hook: 'useVassGameTypes', source: 'spec' },
  { area: 'games', call: 'Favourite ids', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', hook: 'useFavouriteIds', source: 'spec' },
  { area: 'games', call: 'Favourite games', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', hook: 'useFavouriteGames', source: 'spec' },
  { area: 'games', call: 'Add favourite', method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', hook: 'useToggleFavourite', source: 'spec' },
  { area: 'games', call: 'Remove favourite', method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', hook: 'useToggleFavourite', source: 'spec' },
  { area: 'games', call: 'Recent games', method: 'GET', path: '/wps/relay/GCS_recentGame', hook: 'useRecentGames', source: 'spec' },
  { area: 'games', call: 'PVP rooms', method: 'GET', path: '/wps/relay/GLS2_roomList', hook: 'usePvpRooms', source: 'spec' },
  { area: 'games', call: 'Game launch', method: 'GET', path: '/wps/game/launchGame', hook: 'useLaunchGame', source: 'spec' },
  { area: 'games', call: 'Winner board', method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', hook: 'useWinnerBoard', source: 'spec' },
  // games: add rows above

  // lottery
  { area: 'lottery', call: 'Lottery menus', method: 'GET', path: '/lgw/games/game_menus', hook: 'useLotteryMenus', source: 'spec' },
  { area: 'lottery', call: 'Vietnam lottery menu', method: 'GET', path: '/lgw/vn/games/game_menu', hook: 'useVnLotteryMenu', source: 'spec' },
  { area: 'lottery', call: 'Vietnam lottery recent', method: 'GET', path: '/lgw/vn/games/game_menu/recent', hook: 'useVnRecentLotteries', source: 'spec' },
  { area: 'lottery', call: 'Popular lotteries', method: 'GET', path: '/lgw/games/popular', hook: 'usePopularLotteries', source: 'spec' },
  { area: 'lottery', call: 'Vietnam opened numbers', method: 'GET', path: '/lgw/vn/numeros/opened/game', hook: 'useVnOpenedNumbers', source: 'spec' },
  { area: 'lottery', call: 'Opened numero (logged in)', method: 'GET', path: '/lotto/lgw/games/opened/numero', hook: 'useOpenedNumero', source: 'spec' },
  { area: 'lottery', call: 'Lottery lobby launch', method: 'GET', path: '/wps/game/launchGame', hook: 'useLotteryLobbyLaunch', source: 'spec' },
  // lottery: add rows above

  // content
  { area: 'content', call: 'Game announcements (types B,PL,PU,PR,H)', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', hook: 'useAnnouncements', source: 'spec' },
  { area: 'content', call: 'Notice: player, banners, popup, promotion (types B,PL,PU,PR)', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', hook: 'useNotice', source: 'spec' },
  // content: add rows above

  // messages
  { area: 'messages', call: 'Inbox unread count', method: 'GET', path: '/wps/relay/CSP_unreadCount', hook: 'useUnreadCount', source: 'spec' },
  { area: 'messages', call: 'Chat unread count', method: 'GET', path: '/wps/relay/CBS_unreadCount', hook: 'useChatUnreadCount', source: 'spec' },
  { area: 'messages', call: 'Chat URL', method: 'GET', path: '/wps/relay/CBS_launchChat', hook: 'useChatUrl', source: 'spec' },
  // messages: add rows above

  // missions
  { area: 'missions', call: 'Mission summary', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', hook: 'useMissionSummary', source: 'spec' },
  { area: 'missions', call: 'Mission leaderboard', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', hook: 'useMissionLeaderboard', source: 'spec' },
  { area: 'missions', call: 'Mission milestones', method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', hook: 'useMissionMilestones', source: 'api' },
  { area: 'missions', call: 'Claim raffle promotion', method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', hook: 'useClaimRaffle', source: 'spec' },
  { area: 'missions', call: 'Reward tickets', method: 'GET', path: '/wps/relay/PROMOFE_getClaimTicketList', hook: 'useRewardTickets', source: 'api' },
  { area: 'missions', call: 'Claim reward ticket', method: 'POST', path: '/wps/relay/PROMOFE_claimTicket', hook: 'useClaimTicket', source: 'api' },
  // missions: add rows above

  // points
  { area: 'points', call: 'Point balance', method: 'GET', path: '/wps/relay/MCS2_getPointBalance', hook: 'usePointBalance', source: 'spec' },
  { area: 'points', call: 'Point rewards (goods)', method: 'GET', path: '/wps/relay/MCS2_getPointReward', hook: 'usePointRewards', source: 'spec' },
  { area: 'points', call: 'Redeem history', method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', hook: 'useRedeemHistory', source: 'spec' },
  { area: 'points', call: 'Point config (rules, exchange rates)', method: 'GET', path: '/wps/relay/MCS2_getPointConfig', hook: 'usePointConfig', source: 'spec' },
  { area: 'points', call: 'Points transactions', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', hook: 'usePointTransactions', source: 'spec' },
  { area: 'points', call: 'Redeem a reward (password-checked)', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', hook: 'useRedeemPointReward', source: 'spec', encrypted: true },
  { area: 'points', call: 'Convert cash to points (password-checked)', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', hook: 'useConvertPoints', source: 'spec', encrypted: true },
  // points: add rows above

  // player (rank, referral, profile)
  // player: add rows above

  // agent
  { area: 'agent', call: 'Dividend contract', method: 'POST', path: '/wps/relay/MCS2_processDividendReq', hook: 'useProcessDividendContract', source: 'spec' },
  { area: 'agent', call: 'Daily salary contract', method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', hook: 'useProcessDailySalaryContract', source: 'spec' },
  { area: 'agent', call: 'Hourly salary contract', method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', hook: 'useProcessHourlySalaryContract', source: 'spec' },
  { area: 'agent', call: 'Real-time salary contract', method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', hook: 'useProcessRealTimeSalaryContract', source: 'spec' },
  // agent: add rows above
];
