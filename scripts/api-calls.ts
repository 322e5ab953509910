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
  { area: 'session', call: 'Login IP verification', method: 'POST', path: '/wps/session/login/verification', hook: 'useLoginVerification', source: 'api', encrypted: true, note: 'Body designed (username, password, verifyType, verifyValue); the login_verify_required value lists methods with masked targets (designed)' },
  { area: 'session', call: 'Free-play login', method: 'POST', path: '/wps/session/login/freeplay', hook: 'useFreePlayLogin', source: 'spec', note: 'Older E variant: Encryption header only, plain body; answers a session like login (shape inferred)' },
  { area: 'session', call: 'Logout', method: 'DELETE', path: '/wps/session/logout', hook: 'useLogout', source: 'spec', note: 'The mobile build POSTs; the fake platform takes both' },
  // session: add rows above

  // member
  { area: 'member', call: 'Member info', method: 'GET', path: '/wps/member/info', hook: 'useMemberInfo', source: 'spec' },
  { area: 'member', call: 'Member icon', method: 'GET', path: '/wps/member/info/icon', hook: 'useMemberIcon', source: 'spec', note: 'Answer not seen: the fake platform sends {icon} as a picture URL' },
  { area: 'member', call: 'Player avatar', method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', hook: 'usePlayerAvatar', source: 'spec' },
  { area: 'member', call: 'Register', method: 'PUT', path: '/wps/member/register', hook: 'useRegister', source: 'spec', encrypted: true, note: 'ModuleId REG3; off when REG3, USERNAMEREG3 or DIRECTREG3 is off' },
  { area: 'member', call: 'Register by mobile', method: 'PUT', path: '/wps/member/register/mobile', hook: 'useRegisterMobile', source: 'spec', encrypted: true },
  { area: 'member', call: 'Change password', method: 'POST', path: '/wps/member/password', hook: 'useChangePassword', source: 'spec', encrypted: true },
  { area: 'member', call: 'Forgot password by email', method: 'POST', path: '/wps/member/password/email', hook: 'useForgotPasswordByEmail', source: 'spec' },
  { area: 'member', call: 'Reset password by phone', method: 'POST', path: '/wps/member/password/verification', hook: 'useResetPasswordByPhone', source: 'spec', encrypted: true },
  { area: 'member', call: 'Affiliate code check', method: 'GET', path: '/wps/agent/affiliate', hook: 'useAffiliateCheck', source: 'spec', note: 'Only success is read: a refused code resolves false' },
  { area: 'member', call: 'Language update', method: 'PUT', path: '/wps/member/language', hook: 'useUpdateLanguage', source: 'spec', note: 'Path from a sibling build; method not seen (PUT; the fake platform takes POST too)' },
  // member: add rows above

  // system
  { area: 'system', call: 'Permission / system status (customer service, resources, switches)', method: 'GET', path: '/wps/system/status', hook: 'useSystemStatus', source: 'spec' },
  { area: 'system', call: 'Registration rules', method: 'GET', path: '/wps/system/setting/register', hook: 'useRegisterRules', source: 'spec' },
  { area: 'system', call: 'Whitelabel menu', method: 'GET', path: '/wps/system/whitelabel', hook: 'useWhitelabel', source: 'spec' },
  { area: 'system', call: 'Domain route (speed test)', method: 'GET', path: '/wps/system/domainRoute', hook: 'useDomainRoutes', source: 'spec', note: 'Entries { domain, speed } (spec); bare domain strings are accepted too' },
  { area: 'system', call: 'Help centre', method: 'GET', path: '/wps/system/helpCenter', hook: 'useHelpCenter', source: 'spec', note: 'Query lang, device WEB; response shape designed (categories of HTML articles), not seen' },
  { area: 'system', call: 'Country list', method: 'GET', path: '/wps/system/country', hook: 'useCountries', source: 'spec', note: 'countryCode, countryDialingCode (S); countryName and flag are fake-platform extras, else the CDN COUNTRY_FLAG/CIRCLE/{code}.svg' },
  { area: 'system', call: 'Feedback', method: 'PUT', path: '/wps/feedback', hook: 'useSubmitFeedback', source: 'spec', note: 'modID FEEDBACK3; payload designed: questionType, content (10-500 chars), contact' },
  { area: 'system', call: 'Captcha image', method: 'GET', path: '/wps/captcha', hook: 'useCaptcha', source: 'spec' },
  // system: add rows above

  // verification
  { area: 'verification', call: 'SMS code without login (login, forgot password)', method: 'POST', path: '/wps/verification/sms/noLogin', hook: 'useSendLoginSms', source: 'spec', note: 'modID VERIFICATION3; optional purpose "reset" is a fake-platform extra' },
  { area: 'verification', call: 'SMS code for registration', method: 'POST', path: '/wps/verification/sms/register', hook: 'useSendRegisterSms', source: 'spec', note: 'modID REGMOBVERF3 (username form) or MOBILENUMREG3 (mobile form)' },
  // verification: add rows above

  // wallet
  { area: 'wallet', call: 'Balance', method: 'GET', path: '/wps/v2/wallets/balance', hook: 'useBalance', source: 'spec' },
  { area: 'wallet', call: 'Wallet transfer', method: 'POST', path: '/wps/relay/GCS_walletTransfer', hook: 'useWalletTransfer', source: 'spec' },
  { area: 'wallet', call: 'Merchant wallet (single or multi)', method: 'GET', path: '/wps/relay/GCS_merchantWallet', hook: 'useMerchantWallet', source: 'spec' },
  { area: 'wallet', call: 'Consolidated funds and contract flags', method: 'GET', path: '/wps/member/info/funds/consolidated', hook: 'useConsolidatedFunds', source: 'spec' },
  { area: 'wallet', call: 'Deposit settings', method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', hook: 'useDepositSettings', source: 'designed', note: 'Path and allowDeposit, totalDepositSuccessCount, depositInfo seen on a live merchant (D3M09/go444 plan-for-member-home.md); depositOpen and pending counts designed' },
  { area: 'wallet', call: 'Deposit channels (bank transfer, e-wallet QR, USDT)', method: 'GET', path: '/wps/relay/MCSFE_getDepositPaymentChannels', hook: 'useDepositChannels', source: 'designed', note: 'Path, query and channels[] {vendorId, vendorName, mcsBankCode, banks[]} keyed by group from a QA script (carrinestcg/auto_test); limits, fees, service hours and payee accounts designed' },
  { area: 'wallet', call: 'Submit a deposit', method: 'POST', path: '/wps/relay/MCSFE_depositByQRImageUrl', hook: 'useSubmitDeposit', source: 'designed', note: 'Path and body fields (amount, vendorId, bankCode, showQrImageOnly) from QA scripts (carrinestcg/auto_test FRONTEND_DEPOSIT.py); answer designed; money (Idempotency-Key)' },
  { area: 'wallet', call: 'Deposit history', method: 'GET', path: '/wps/relay/MCSFE_getDepositTransactionReport', hook: 'useDepositHistory', source: 'designed', note: 'Named after the withdraw report relay; shape designed' },
  { area: 'wallet', call: 'Withdraw settings (cards, limits, turnover)', method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', hook: 'useWithdrawSettings', source: 'designed', note: 'Path (groupId=0), minimumAmount, maximumAmount and the e-wallet range seen live (D3M09/go444); cards, daily count and turnover designed' },
  { area: 'wallet', call: 'Submit a withdrawal (payment password)', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_withdraw', hook: 'useSubmitWithdrawal', source: 'designed', encrypted: true, note: 'Not seen; a password-checked E relay like the points redeem, which also takes the withdraw password; money (Idempotency-Key)' },
  { area: 'wallet', call: 'Withdrawal history', method: 'GET', path: '/wps/relay/MCSFE_getWithdrawTransactionReport', hook: 'useWithdrawalHistory', source: 'designed', note: 'A live proxy (asifbadda/go444) rewrites upstream paths containing WithdrawTransactionReport; prefix and shape designed' },
  { area: 'wallet', call: 'Withdrawals awaiting receipt confirmation', method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', hook: 'usePaymentConfirmations', source: 'designed', note: 'Path in a sibling build registry (platform-api.md S3); shape designed' },
  { area: 'wallet', call: 'Confirm a withdrawal receipt (full, partial, not received)', method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', hook: 'useConfirmWithdrawalReceipt', source: 'designed', note: 'Path in a sibling build registry (S3); body designed; money (a partial receipt returns the rest)' },
  { area: 'wallet', call: 'Transfer to upline', method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', hook: 'useTransferToUpline', source: 'designed', encrypted: true, note: 'Not seen; password-checked E relay; only accounts with toUpline; money (Idempotency-Key)' },
  { area: 'wallet', call: 'Transaction history (account record)', method: 'GET', path: '/wps/relay/ODSFE2_getTransactionHistory', hook: 'useTransactionHistory', source: 'designed', note: 'Not seen (ODSFE2 serves records; ODSFE2_MemTransDet under MEMTRANS3 may be the real one); filter by kinds and date range' },
  { area: 'wallet', call: 'Betting records (personal history)', method: 'GET', path: '/wps/relay/ODSFE2_getBetHistory', hook: 'useBettingRecords', source: 'designed', note: 'Not seen; filter by game type, vendor, status and date range, with totals' },
  { area: 'wallet', call: 'Profit and loss per category', method: 'GET', path: '/wps/relay/ODSFE2_getProfitLoss', hook: 'useProfitLoss', source: 'designed', note: 'Not seen' },
  { area: 'wallet', call: 'Rebates (bonus details)', method: 'GET', path: '/wps/relay/MCSFE_getRebateHistory', hook: 'useRebates', source: 'designed', note: 'Not seen' },
  { area: 'wallet', call: 'Rebate rate per product type', method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', hook: 'useRebateSettings', source: 'designed', note: 'Path in a sibling build registry (S3, getRebate); shape designed' },
  // wallet: add rows above

  // games
  { area: 'games', call: 'Vendor lanes', method: 'GET', path: '/wps/relay/GCSGAME_gameVendor', hook: 'useGameVendors', source: 'spec', note: 'value.data.lanes; groupLanes() splits ESPORTS, COCKFIGHT and SPB out as the desktop does' },
  { area: 'games', call: 'Vendor lanes (desktop alias)', method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', hook: 'useGameVendors', source: 'api', note: 'Same answer as GCSGAME_gameVendor; the hook calls the spec path' },
  { area: 'games', call: 'Game list', method: 'GET', path: '/wps/relay/GCSGAME_gameList', hook: 'useGameList', source: 'spec' },
  { area: 'games', call: 'Game list (infinite scroll)', method: 'GET', path: '/wps/relay/GCSGAME_gameList', hook: 'useGameListInfinite', source: 'spec', note: 'Pages of 42 from page 1 for the 10,000-slot lobby' },
  { area: 'games', call: 'Hot games', method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', hook: 'useHotGames', source: 'spec', note: 'Mobile POSTs the same call; the fake platform answers both verbs' },
  { area: 'games', call: 'Vendor game types', method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', hook: 'useVassGameTypes', source: 'spec', note: 'The entries per vendor were never seen: the fake platform lists the RNG sub-categories' },
  { area: 'games', call: 'Favourite ids', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', hook: 'useFavouriteIds', source: 'spec' },
  { area: 'games', call: 'Favourite games', method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', hook: 'useFavouriteGames', source: 'spec' },
  { area: 'games', call: 'Add favourite', method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', hook: 'useToggleFavourite', source: 'spec' },
  { area: 'games', call: 'Remove favourite', method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', hook: 'useToggleFavourite', source: 'spec', note: 'JSON body (placement not seen); the fake platform also reads the query' },
  { area: 'games', call: 'Recent games', method: 'GET', path: '/wps/relay/GCS_recentGame', hook: 'useRecentGames', source: 'spec' },
  { area: 'games', call: 'PVP rooms', method: 'GET', path: '/wps/relay/GLS2_roomList', hook: 'usePvpRooms', source: 'spec', note: 'Params {vassalage, gameId?, language} and answer value.list[] {roomId, name, minBet, maxBet, players, maxPlayers, gameId, nodeId} designed: no source shows them' },
  { area: 'games', call: 'Game launch', method: 'GET', path: '/wps/game/launchGame', hook: 'useLaunchGame', source: 'spec', note: 'launchMode GLS; the token travels only in Authorization, not in the query as on the desktop' },
  { area: 'games', call: 'Winner board', method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', hook: 'useWinnerBoard', source: 'spec' },
  // games: add rows above

  // lottery
  { area: 'lottery', call: 'Lottery menus', method: 'GET', path: '/lgw/games/game_menus', hook: 'useLotteryMenus', source: 'spec' },
  { area: 'lottery', call: 'Vietnam lottery menu', method: 'GET', path: '/lgw/vn/games/game_menu', hook: 'useVnLotteryMenu', source: 'spec', note: 'Raw object of regions (NORTH, CENTRAL, SOUTH, EXPRESS) each with gameMenus[]; region and game fields designed' },
  { area: 'lottery', call: 'Vietnam lottery recent', method: 'GET', path: '/lgw/vn/games/game_menu/recent', hook: 'useVnRecentLotteries', source: 'spec', note: 'Answer not seen: a raw array of VN game-menu items.' },
  { area: 'lottery', call: 'Popular lotteries', method: 'GET', path: '/lgw/games/popular', hook: 'usePopularLotteries', source: 'spec' },
  { area: 'lottery', call: 'Vietnam opened numbers', method: 'GET', path: '/lgw/vn/numeros/opened/game', hook: 'useVnOpenedNumbers', source: 'spec', note: 'Answer not seen: raw object keyed by gameId, each {gameId, gameCode, displayName, region, draws[] {numero, openTime, prizes {special..eighth}}}; count caps the draws, shared between games' },
  { area: 'lottery', call: 'Opened numero (logged in)', method: 'GET', path: '/lotto/lgw/games/opened/numero', hook: 'useOpenedNumero', source: 'spec', note: 'Answer not seen: raw array {gameCode, gameId, numero, winningTime, winNo[]} (old clients\' draw shape); optional gameCode' },
  { area: 'lottery', call: 'Draw history (public)', method: 'GET', path: '/lgw/draw/:gameId', hook: 'useDrawHistory', source: 'api', note: 'No token; page 0, size 10 (platform-api.md). Answer not seen: raw array like opened numero, newest first; lets visitors browse the standard lotteries\' results' },
  { area: 'lottery', call: 'Lottery lobby launch', method: 'GET', path: '/wps/game/launchGame', hook: 'useLotteryLobbyLaunch', source: 'spec', note: 'launchMode LOTT; answered by the games handler; value.content.game_url like the GLS launch (LOTT URL field not seen; old builds value.gameUrl, also accepted)' },
  // lottery: add rows above

  // content
  { area: 'content', call: 'Game announcements (types B,PL,PU,PR,H)', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', hook: 'useAnnouncements', source: 'spec' },
  { area: 'content', call: 'Notice: player, banners, popup, promotion (types B,PL,PU,PR)', method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', hook: 'useNotice', source: 'spec' },
  { area: 'content', call: 'Promotions list (by category; new_player feeds the register carousel)', method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', hook: 'usePromotions', source: 'designed', note: 'Path and REWCEN3 from a sibling registry (no token); params and shape designed: category filter, caller status per spec activity statuses' },
  { area: 'content', call: 'Promotion detail', method: 'GET', path: '/wps/relay/MCSFE_getPromotionDetail', hook: 'usePromotion', source: 'designed', note: 'No source shows the /promoDetail call; promotionId query, rich-text body and the caller application' },
  { area: 'content', call: 'Activity application (comment, up to 3 images)', method: 'POST', path: '/wps/relay/MCSFE_applyPromotion', hook: 'useApplyPromotion', source: 'designed', note: 'No source; JSON {promotionId, comment <= 140 chars, images[] {name, type png/jpeg, data base64 <= 5 MB}} since the client has no multipart; the server re-checks every limit and sniffs the bytes' },
  // content: add rows above

  // messages
  { area: 'messages', call: 'Inbox unread count', method: 'GET', path: '/wps/relay/CSP_unreadCount', hook: 'useUnreadCount', source: 'spec' },
  { area: 'messages', call: 'Chat unread count', method: 'GET', path: '/wps/relay/CBS_unreadCount', hook: 'useChatUnreadCount', source: 'spec', note: 'value {unReadCount} (spec); path from a sibling build' },
  { area: 'messages', call: 'Chat URL', method: 'GET', path: '/wps/relay/CBS_launchChat', hook: 'useChatUrl', source: 'spec', note: 'Token required (the desktop registry says none, a sibling build says token); trial accounts refused with trial.account.not.allowed (designed code)' },
  { area: 'messages', call: 'Inbox list (paginated)', method: 'GET', path: '/wps/relay/CSP_getInbox', hook: 'useInbox', source: 'designed', note: 'Path and INBOX3 from a sibling build registry (getInbox); params pageNo/pageSize and value {list, pageNo, pageSize, totalCount, totalPages, unreadCount} designed' },
  { area: 'messages', call: 'Read a message (marks it read)', method: 'POST', path: '/wps/relay/CSP_readMessage', hook: 'useReadMessage', source: 'designed', note: 'No source shows how the inbox marks a message read; body {id}, value = the message' },
  { area: 'messages', call: 'Delete messages', method: 'POST', path: '/wps/relay/CSP_deleteMessages', hook: 'useDeleteMessages', source: 'designed', note: 'No source shows it; POST {ids} rather than DELETE with a body, value {deleted}' },
  { area: 'messages', call: 'Notices: deposit credited/failed, withdrawal approved/rejected (header popup)', method: 'GET', path: '/wps/relay/CSP_getNotices', hook: 'useNotices', source: 'designed', note: 'Spec section 4 names the notice kinds only; value {list {id, kind, amount, orderNo, reason, time, read}, unreadCount}' },
  { area: 'messages', call: 'Mark notices read', method: 'POST', path: '/wps/relay/CSP_markNoticesRead', hook: 'useMarkNoticeRead', source: 'designed', note: 'Body {ids} or {all: true}; value {unreadCount}' },
  // messages: add rows above

  // missions
  { area: 'missions', call: 'Mission summary', method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', hook: 'useMissionSummary', source: 'spec', note: 'Fields beyond missionId/title designed (period D/W/H/M, target, progress, reward, status O/C/E, totalCount for the badge)' },
  { area: 'missions', call: 'Mission leaderboard', method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', hook: 'useMissionLeaderboard', source: 'spec' },
  { area: 'missions', call: 'Mission milestones', method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', hook: 'useMissionMilestones', source: 'api' },
  { area: 'missions', call: 'Claim raffle promotion', method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', hook: 'useClaimRaffle', source: 'spec', note: 'Mobile alias MCSFE_claimRafflePromotion served too; body not seen: {promotionId} = a completed mission\'s rafflePromotionId (designed)' },
  { area: 'missions', call: 'Reward tickets', method: 'GET', path: '/wps/relay/PROMOFE_getClaimTicketList', hook: 'useRewardTickets', source: 'api' },
  { area: 'missions', call: 'Claim reward ticket', method: 'POST', path: '/wps/relay/PROMOFE_claimTicket', hook: 'useClaimTicket', source: 'api' },
  // missions: add rows above

  // points
  { area: 'points', call: 'Point balance', method: 'GET', path: '/wps/relay/MCS2_getPointBalance', hook: 'usePointBalance', source: 'spec', note: 'pointBalance read by a mobile build; totals designed. MCSFE_ alias answered too' },
  { area: 'points', call: 'Point rewards (goods)', method: 'GET', path: '/wps/relay/MCS2_getPointReward', hook: 'usePointRewards', source: 'spec', note: 'Response not seen: goods shape designed from the spec fields' },
  { area: 'points', call: 'Redeem history', method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', hook: 'useRedeemHistory', source: 'spec', note: 'Response not seen: pageNo/pageSize paging and the record shape designed' },
  { area: 'points', call: 'Point config (rules, exchange rates)', method: 'GET', path: '/wps/relay/MCS2_getPointConfig', hook: 'usePointConfig', source: 'spec', note: 'Response not seen: rules, rate table and conversion ratio designed' },
  { area: 'points', call: 'Points transactions', method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', hook: 'usePointTransactions', source: 'spec', note: 'modID MEMTRANS3; response not seen: paging, type filter and record shape designed' },
  { area: 'points', call: 'Redeem a reward (password-checked)', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', hook: 'useRedeemPointReward', source: 'spec', encrypted: true, note: 'Verb and payload designed (rewardId, quantity, paymentPassword, receivingAddress, mobile); Idempotency-Key since goods may take cash' },
  { area: 'points', call: 'Convert cash to points (password-checked)', method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', hook: 'useConvertPoints', source: 'spec', encrypted: true, note: 'Verb and payload designed (amount, paymentPassword); a money call with Idempotency-Key' },
  // points: add rows above

  // player (rank, referral, profile)
  { area: 'player', call: 'Player rank progress (rank, next rank, turnover and deposit toward it, rank table)', method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', hook: 'usePlayerRank', source: 'api', note: 'Path and playerRankName, nextRankName, monthlyTurnover/totalTurnover {actual, expected} from the go444 member summary (S10); rank level, colours, totalDeposit and the rank table with benefits designed' },
  { area: 'player', call: 'Referral details (code, link, invitees, commission, rules)', method: 'GET', path: '/wps/relay/MCSFE_getReferralDetails', hook: 'useReferral', source: 'api', note: 'Path, autoGenerate=true and referralCode, totalInvitations, promotionDomains from the go444 member summary (S10); link, qualified count, commission, invitees and rules designed' },
  { area: 'player', call: 'Profile (nickname, full name, birthday, Telegram)', method: 'GET', path: '/wps/member/profile', hook: 'useProfile', source: 'designed', note: 'No source shows the profile page call; placed beside /wps/member/info with modID COMM3' },
  { area: 'player', call: 'Update profile', method: 'PUT', path: '/wps/member/profile', hook: 'useUpdateProfile', source: 'designed', note: 'No source shows it; PUT like the other /wps/member writes. Nickname 2-20, birthday yyyy-MM-dd and 18+, full name and birthday lock once set' },
  { area: 'player', call: 'Security centre summary (bindings, payment password, last login)', method: 'GET', path: '/wps/v2/member/securityConfig', hook: 'useSecurityCenter', source: 'designed', note: 'Path and modID COMM3 from a sibling build registry (S3 securityConfig); no response seen, shape designed' },
  // player: add rows above

  // agent
  { area: 'agent', call: 'Dividend contract (offer, accept, reject, terminate)', method: 'POST', path: '/wps/relay/MCS2_processDividendReq', hook: 'useProcessDividendContract', source: 'spec', note: 'Payload not seen; designed action body { action, downline, terms, confirm } or { action, contractId }' },
  { area: 'agent', call: 'Dividend contract (read)', method: 'GET', path: '/wps/relay/MCS2_processDividendReq', hook: 'useDividendContract', source: 'api', note: 'The desktop helper getProcess calls it with GET; answer designed (received, issued, downlines, cap)' },
  { area: 'agent', call: 'Daily salary contract (offer, accept, reject, terminate)', method: 'POST', path: '/wps/relay/MCS2_processDailySalContract', hook: 'useProcessDailySalaryContract', source: 'spec', note: 'Payload not seen; same designed action body as the dividend contract' },
  { area: 'agent', call: 'Daily salary contract (read)', method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', hook: 'useDailySalaryContract', source: 'api', note: 'The desktop helper getSalary calls it with GET; answer designed' },
  { area: 'agent', call: 'Hourly salary contract (offer, accept, reject, terminate)', method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', hook: 'useProcessHourlySalaryContract', source: 'spec', note: 'Payload not seen; same designed action body as the dividend contract' },
  { area: 'agent', call: 'Hourly salary contract (read)', method: 'GET', path: '/wps/relay/MCS2_processContractHourSalary', hook: 'useHourlySalaryContract', source: 'designed', note: 'Only POST is seen; read with GET like the dividend and daily-salary relays' },
  { area: 'agent', call: 'Real-time salary contract (offer, accept, reject, terminate)', method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', hook: 'useProcessRealTimeSalaryContract', source: 'spec', note: 'Payload not seen; same designed action body as the dividend contract' },
  { area: 'agent', call: 'Real-time salary contract (read)', method: 'GET', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', hook: 'useRealTimeSalaryContract', source: 'designed', note: 'Only POST is seen; read with GET like the dividend and daily-salary relays' },
  { area: 'agent', call: 'Team overview', method: 'GET', path: '/wps/agent/team/overview', hook: 'useTeamOverview', source: 'designed', note: 'Agent-centre pages come from the shared TCG lib, which no source includes; paths put under the platform agent root /wps/agent/' },
  { area: 'agent', call: 'Register centre: open a downline account', method: 'PUT', path: '/wps/agent/register', hook: 'useRegisterDownline', source: 'designed', encrypted: true, note: 'Carries a password, so E like member register; PUT like member register' },
  { area: 'agent', call: 'Team management (downline list)', method: 'GET', path: '/wps/agent/team/members', hook: 'useTeamMembers', source: 'designed', note: 'No source shows the call' },
  { area: 'agent', call: 'Team betting', method: 'GET', path: '/wps/agent/team/betting', hook: 'useTeamBetting', source: 'designed', note: 'No source shows the call' },
  { area: 'agent', call: 'User profit and loss', method: 'GET', path: '/wps/agent/team/profitLoss', hook: 'useTeamProfitLoss', source: 'designed', note: 'No source shows the call' },
  { area: 'agent', call: 'My income (commission, dividend, salaries)', method: 'GET', path: '/wps/agent/income', hook: 'useMyIncome', source: 'designed', note: 'No source shows the call' },
  { area: 'agent', call: 'Transaction details (team ledger)', method: 'GET', path: '/wps/agent/team/transactions', hook: 'useTeamTransactions', source: 'designed', note: 'No source shows the call' },
  { area: 'agent', call: 'Agent announcements', method: 'GET', path: '/wps/agent/announcements', hook: 'useAgentAnnouncements', source: 'designed', note: 'Module AGEANNOUNCE3 (agent announcement) from the registry; the call itself is not seen' },
  // agent: add rows above
];
