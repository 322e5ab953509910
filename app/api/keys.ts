/**
 * The one query-key factory. Keys are hierarchical, so `invalidateQueries({ queryKey: keys.member.all })`
 * reaches every member query and nothing else. Every queryOptions in app/api takes its key from here;
 * each area adds its keys in its own block.
 *
 * A query whose answer depends on the language names it in its key (a `language` field of its params,
 * from `useApiLanguage`) and sends exactly that language: each language's answer is its own entry, so a
 * language switch reads new entries and never finds the old language under a key that looks current.
 */
export const keys = {
  system: {
    all: ['system'] as const,
    status: () => [...keys.system.all, 'status'] as const,
    // system: add keys below
    registerRules: () => [...keys.system.all, 'registerRules'] as const,
    domainRoutes: () => [...keys.system.all, 'domainRoutes'] as const,
    helpCenter: (params: { language: string }) => [...keys.system.all, 'helpCenter', params] as const,
    countries: () => [...keys.system.all, 'countries'] as const,
    captcha: () => [...keys.system.all, 'captcha'] as const,
  },
  session: {
    all: ['session'] as const,
    // session: add keys below
  },
  member: {
    all: ['member'] as const,
    // member: add keys below
    info: () => [...keys.member.all, 'info'] as const,
    icon: () => [...keys.member.all, 'icon'] as const,
    avatar: () => [...keys.member.all, 'avatar'] as const,
    affiliate: (params: { code: string; domain: string }) => [...keys.member.all, 'affiliate', params] as const,
  },
  verification: {
    all: ['verification'] as const,
    // verification: add keys below
  },
  wallet: {
    all: ['wallet'] as const,
    // wallet: add keys below
    balance: () => [...keys.wallet.all, 'balance'] as const,
    merchantWallet: () => [...keys.wallet.all, 'merchantWallet'] as const,
    consolidated: () => [...keys.wallet.all, 'consolidated'] as const,
  },
  deposit: {
    all: ['deposit'] as const,
    // deposit: add keys below
    /** The settings and the channels speak the member's language (the platform's messages, the group titles). */
    settingsAll: () => [...keys.deposit.all, 'settings'] as const,
    settings: (params: { language: string }) => [...keys.deposit.settingsAll(), params] as const,
    channels: (params: { language: string }) => [...keys.deposit.all, 'channels', params] as const,
    methods: (params: { language: string }) => [...keys.deposit.all, 'methods', params] as const,
    /** Every page and filter of the record (a deposit, a cancel or a slip changes them all). */
    records: () => [...keys.deposit.all, 'records'] as const,
    history: (params: object) => [...keys.deposit.records(), params] as const,
  },
  withdraw: {
    all: ['withdraw'] as const,
    // withdraw: add keys below
    settings: () => [...keys.withdraw.all, 'settings'] as const,
    /** The bound accounts and today's limits (the security centre's card list reads it too). */
    accountInfo: () => [...keys.withdraw.all, 'accountInfo'] as const,
    charges: (params: { withdrawAmount: number; kind: string }) => [...keys.withdraw.all, 'charges', params] as const,
    turnover: () => [...keys.withdraw.all, 'turnover'] as const,
    histories: () => [...keys.withdraw.all, 'history'] as const,
    history: (params: object) => [...keys.withdraw.histories(), params] as const,
    paymentConfirmations: () => [...keys.withdraw.all, 'confirmations'] as const,
  },
  bankCards: {
    all: ['bankCards'] as const,
    // bankCards: add keys below
    banks: () => [...keys.bankCards.all, 'banks'] as const,
    walletTypes: () => [...keys.bankCards.all, 'walletTypes'] as const,
    bindConfig: () => [...keys.bankCards.all, 'bindConfig'] as const,
  },
  records: {
    all: ['records'] as const,
    // records: add keys below
    /** The account record (every page, filter and language): each money movement invalidates this. */
    transactions: () => [...keys.records.all, 'transactions'] as const,
    accountRecord: (params: object) => [...keys.records.transactions(), params] as const,
    bets: (params: object) => [...keys.records.all, 'bets', params] as const,
    profitLoss: (params: object) => [...keys.records.all, 'profitLoss', params] as const,
    rebates: (params: object) => [...keys.records.all, 'rebates', params] as const,
    rebateSettings: () => [...keys.records.all, 'rebateSettings'] as const,
  },
  games: {
    all: ['games'] as const,
    // games: add keys below
    vendors: () => [...keys.games.all, 'vendors'] as const,
    lists: () => [...keys.games.all, 'list'] as const,
    list: (params: { gameType: string; pageNo: number; language: string }) => [...keys.games.lists(), params] as const,
    listInfinite: (params: { gameType: string; language: string }) => [...keys.games.lists(), 'infinite', params] as const,
    hot: (params: { language: string; vassalage: string }) => [...keys.games.all, 'hot', params] as const,
    vassGameTypes: () => [...keys.games.all, 'vassGameTypes'] as const,
    /** Favourite ids and lists belong to the session's account. */
    favourites: () => [...keys.games.all, 'favourites'] as const,
    favouriteIds: () => [...keys.games.favourites(), 'ids'] as const,
    favouriteList: (params: { language: string; gameType: string; pageNo: number; pageSize: number }) =>
      [...keys.games.favourites(), 'list', params] as const,
    recents: () => [...keys.games.all, 'recent'] as const,
    recent: (params: { language: string; pageNo: number; pageSize: number }) => [...keys.games.recents(), params] as const,
    pvpRooms: (params: { vassalage: string; gameId?: string; language: string }) => [...keys.games.all, 'pvpRooms', params] as const,
    winners: (params: { language: string; gameCategory: string; limitNum: number }) => [...keys.games.all, 'winners', params] as const,
  },
  lottery: {
    all: ['lottery'] as const,
    // lottery: add keys below
    menus: (params: { prizeMode: string; language: string }) => [...keys.lottery.all, 'menus', params] as const,
    vnMenu: (params: { prizeMode: string; language: string }) => [...keys.lottery.all, 'vnMenu', params] as const,
    vnRecent: (params: { language: string }) => [...keys.lottery.all, 'vnRecent', params] as const,
    popular: (params: { count: number; language: string }) => [...keys.lottery.all, 'popular', params] as const,
    vnOpened: (params: { count: number; language: string }) => [...keys.lottery.all, 'vnOpened', params] as const,
    openedNumero: (params: { gameCode?: string }) => [...keys.lottery.all, 'openedNumero', params] as const,
    /** Partial params match every page of a game (invalidation after a draw). */
    drawHistory: (params: { gameId: number; page?: number; size?: number }) => [...keys.lottery.all, 'drawHistory', params] as const,
    lobbyLaunch: (params: { prizeMode: string; gameCode?: string; backUrl: string; language: string }) =>
      [...keys.lottery.all, 'lobbyLaunch', params] as const,
  },
  content: {
    all: ['content'] as const,
    // content: add keys below
    announcements: (params: { execution: string; language: string }) => [...keys.content.all, 'announcements', params] as const,
    notice: (params: { execution: string; language: string }) => [...keys.content.all, 'notice', params] as const,
    promotionsAll: () => [...keys.content.all, 'promotions'] as const,
    promotions: (params: { category?: string; language: string }) => [...keys.content.promotionsAll(), 'list', params] as const,
    promotion: (promotionId: number, params: { language: string }) =>
      [...keys.content.promotionsAll(), 'detail', promotionId, params] as const,
    applications: (params: { language: string }) => [...keys.content.promotionsAll(), 'applications', params] as const,
  },
  messages: {
    all: ['messages'] as const,
    // messages: add keys below
    unreadCount: () => [...keys.messages.all, 'unreadCount'] as const,
    inboxAll: () => [...keys.messages.all, 'inbox'] as const,
    inbox: (params: { page: number; size: number; language: string }) => [...keys.messages.inboxAll(), params] as const,
    notices: () => [...keys.messages.all, 'notices'] as const,
    chatUnreadCount: () => [...keys.messages.all, 'chat', 'unreadCount'] as const,
    chatUrl: (params: { title: string; language: string; headerColor: string }) => [...keys.messages.all, 'chat', 'url', params] as const,
  },
  missions: {
    all: ['missions'] as const,
    // missions: add keys below
    summary: (params: { status: string; page: number; size: number; language: string }) =>
      [...keys.missions.all, 'summary', params] as const,
    leaderboard: (missionId: number) => [...keys.missions.all, 'leaderboard', missionId] as const,
    milestones: (missionId: number, params: { language: string }) => [...keys.missions.all, 'milestones', missionId, params] as const,
    tickets: (params: { status: string; language: string }) => [...keys.missions.all, 'tickets', params] as const,
  },
  points: {
    all: ['points'] as const,
    // points: add keys below
    balance: () => [...keys.points.all, 'balance'] as const,
    rewards: (params: { language: string }) => [...keys.points.all, 'rewards', params] as const,
    redeemHistory: (params: { page?: number; size?: number; status?: string; language: string }) =>
      [...keys.points.all, 'redeemHistory', params] as const,
    config: () => [...keys.points.all, 'config'] as const,
    transactions: (params: { page?: number; size?: number; type?: string; startTime?: number; endTime?: number; language: string }) =>
      [...keys.points.all, 'transactions', params] as const,
  },
  player: {
    all: ['player'] as const,
    // player: add keys below
    rank: () => [...keys.player.all, 'rank'] as const,
    referral: () => [...keys.player.all, 'referral'] as const,
    profile: () => [...keys.player.all, 'profile'] as const,
    securityCenter: () => [...keys.player.all, 'securityCenter'] as const,
  },
  agent: {
    all: ['agent'] as const,
    // agent: add keys below
    contract: (kind: string) => [...keys.agent.all, 'contract', kind] as const,
    /** Everything a new downline changes (overview, members, betting, profit/loss, transactions). */
    team: () => [...keys.agent.all, 'team'] as const,
    teamOverview: (params: object) => [...keys.agent.all, 'team', 'overview', params] as const,
    teamMembers: (params: object) => [...keys.agent.all, 'team', 'members', params] as const,
    teamBetting: (params: object) => [...keys.agent.all, 'team', 'betting', params] as const,
    teamProfitLoss: (params: object) => [...keys.agent.all, 'team', 'profitLoss', params] as const,
    teamTransactions: (params: object) => [...keys.agent.all, 'team', 'transactions', params] as const,
    income: (params: object) => [...keys.agent.all, 'income', params] as const,
    announcements: (params: object) => [...keys.agent.all, 'announcements', params] as const,
  },
  saferPlay: {
    all: ['saferPlay'] as const,
    // saferPlay: add keys below
    settings: () => [...keys.saferPlay.all, 'settings'] as const,
  },
} as const;
