/**
 * The records as the fake platform reports them (reference/platform-client.md #12-#16): the wallets
 * store keeps the ledger, bets and rebates; this file reads them the way the platform's report relays
 * answer, in their wire shapes (records.contract.ts). The transaction type ids and names are the fake
 * platform's own (the real ids were not seen; none of them is in the client's exclude lists).
 *
 * The fake world's e-sports and cock-fight vendors sit in the platform's SPORTS lane, so the sports
 * relays answer their bets; its e-lottery vendor is a third-party one (the client's ELOTT_3RD relays),
 * its lottery the in-house lottery (ODSFE2_lottMemBet, prize mode 1).
 */
import type * as z from 'zod/mini';
import { POINT_TX_TYPE_IDS, type PointType } from '../../app/api/points.contract.ts';
import type { accountRecordSchema, profitLossSchema, rebateSettingsSchema, TxCodeType } from '../../app/api/records.contract.ts';
import { productTypeId } from '../../app/api/records.contract.ts';
import type { Account } from './accounts.ts';
import { dong, rebateRate, type BetRecord, type GameCategory } from './funds.ts';
import type { PointTransactionRecord } from './points.ts';
import { betsOf, betTotals, ledgerOf, profitLoss, rebatesOf, type LedgerEntry } from './wallets.ts';

export type Language = 'EN' | 'VI';
type Text = Record<Language, string>;

/** The request's language (the query's `language`, else the Language header), EN unless VI. */
export const languageOf = (value: string | null | undefined): Language => (value?.toUpperCase().startsWith('VI') ? 'VI' : 'EN');

// ---------------------------------------------------------------------------------------------
// The account record: a transaction type per ledger movement

interface TxType {
  id: number;
  codeType: TxCodeType;
  name: Text;
}

const TX_TYPES = {
  deposit: { id: 1001, codeType: 'deposit', name: { EN: 'Deposit', VI: 'Nạp tiền' } },
  withdrawal: { id: 2001, codeType: 'withdraw', name: { EN: 'Withdrawal', VI: 'Rút tiền' } },
  withdrawalReturned: { id: 2002, codeType: 'withdraw', name: { EN: 'Withdrawal returned', VI: 'Hoàn tiền rút' } },
  walletTransfer: { id: 3001, codeType: 'other', name: { EN: 'Wallet transfer', VI: 'Chuyển ví' } },
  uplineTransfer: { id: 3002, codeType: 'other', name: { EN: 'Upline transfer', VI: 'Chuyển tuyến trên' } },
  bet: { id: 4001, codeType: 'betting', name: { EN: 'Bet', VI: 'Cược' } },
  betCancelled: { id: 4002, codeType: 'betting', name: { EN: 'Bet cancelled', VI: 'Hủy cược' } },
  payout: { id: 5001, codeType: 'winning', name: { EN: 'Winnings', VI: 'Tiền thắng' } },
  bonus: { id: 6001, codeType: 'dividend', name: { EN: 'Promotion', VI: 'Khuyến mãi' } },
  rebate: { id: 7001, codeType: 'betting_rebate', name: { EN: 'Betting rebate', VI: 'Hoàn trả cược' } },
  commission: { id: 7101, codeType: 'agent_rebate', name: { EN: 'Agent commission', VI: 'Hoa hồng đại lý' } },
  points: { id: 8001, codeType: 'other', name: { EN: 'Points mall', VI: 'Cửa hàng điểm' } },
  dailySalary: { id: 9001, codeType: 'daily_wage', name: { EN: 'Daily salary', VI: 'Lương ngày' } },
  hourlySalary: { id: 9002, codeType: 'hour_wage', name: { EN: 'Hourly salary', VI: 'Lương giờ' } },
  realTimeSalary: { id: 9003, codeType: 'daily_wage', name: { EN: 'Real-time salary', VI: 'Lương thời gian thực' } },
  dividend: { id: 9101, codeType: 'share_bonus', name: { EN: 'Dividend', VI: 'Cổ tức' } },
  adjustment: { id: 9901, codeType: 'other', name: { EN: 'Adjustment', VI: 'Điều chỉnh' } },
} as const satisfies Record<string, TxType>;

/**
 * The type of a ledger movement. The ledger files agent income under broader kinds than the platform
 * does: a rebate without a rebate record is the agent's commission, and a salary says which in its
 * remark (the real-time one is reported as a daily wage, as the client sends it).
 */
export function txTypeOf(entry: LedgerEntry): TxType {
  switch (entry.kind) {
    case 'deposit':
      return TX_TYPES.deposit;
    case 'withdrawal':
      return entry.amount > 0 ? TX_TYPES.withdrawalReturned : TX_TYPES.withdrawal;
    case 'transfer':
      return entry.remark.includes('upline') || entry.remark.includes('downline') ? TX_TYPES.uplineTransfer : TX_TYPES.walletTransfer;
    case 'bet':
      return entry.amount > 0 ? TX_TYPES.betCancelled : TX_TYPES.bet;
    case 'payout':
      return TX_TYPES.payout;
    case 'bonus':
      return TX_TYPES.bonus;
    case 'rebate':
      return entry.ref ? TX_TYPES.rebate : TX_TYPES.commission;
    case 'points':
      return TX_TYPES.points;
    case 'salary':
      if (entry.remark.startsWith('Hourly')) return TX_TYPES.hourlySalary;
      return entry.remark.startsWith('Real-time') ? TX_TYPES.realTimeSalary : TX_TYPES.dailySalary;
    case 'dividend':
      return TX_TYPES.dividend;
    case 'adjustment':
      return TX_TYPES.adjustment;
  }
}

export interface TransactionFilter {
  start: number;
  end: number;
  /** '' for every type. */
  codeType: TxCodeType | '';
  excluded: ReadonlySet<number>;
  language: Language;
}

type TransactionRow = NonNullable<z.input<typeof accountRecordSchema>['list']>[number];

/** Newest first; one owner's rows are already (the ledger is kept newest first). */
const newestFirst = <T>(rows: T[], owners: number, time: (row: T) => number) =>
  owners > 1 ? rows.sort((a, b) => time(b) - time(a)) : rows;

/** The owners' ledger rows in the period and type, newest first, each naming its owner (an agent's team ledger has several). */
export function accountTransactions(owners: readonly Account[], filter: TransactionFilter): TransactionRow[] {
  const rows = owners.flatMap((owner) =>
    ledgerOf(owner).flatMap((entry) => {
      const type = txTypeOf(entry);
      if (entry.time < filter.start || entry.time > filter.end) return [];
      if ((filter.codeType && type.codeType !== filter.codeType) || filter.excluded.has(type.id)) return [];
      return [
        {
          txId: entry.id,
          txTypeId: type.id,
          txTypeName: type.name[filter.language],
          orderNo: entry.ref ?? '',
          remark: entry.remark,
          amount: entry.amount,
          currentAvailBalance: entry.balanceAfter,
          txTimeInTimestamp: entry.time,
          customerName: owner.account,
        },
      ];
    }),
  );
  return newestFirst(rows, owners.length, (row) => row.txTimeInTimestamp);
}

const POINT_TYPE_NAMES: Record<PointType, Text> = {
  LIVE: { EN: 'Live casino points', VI: 'Điểm casino trực tuyến' },
  LOTT: { EN: 'Lottery points', VI: 'Điểm xổ số' },
  PVP: { EN: 'PVP cards points', VI: 'Điểm game bài' },
  RNG: { EN: 'Slots points', VI: 'Điểm slot' },
  SPORTS: { EN: 'Sports points', VI: 'Điểm thể thao' },
  REDEEM: { EN: 'Points redeemed', VI: 'Đổi điểm' },
  DEPOSIT: { EN: 'Deposit points', VI: 'Điểm nạp tiền' },
  CONVERT: { EN: 'Cash converted to points', VI: 'Đổi tiền sang điểm' },
};

/** A points ledger row (the same relay, the points code type) in the account record's wire shape. */
export function pointTransactionRow(owner: Account, record: PointTransactionRecord, language: Language): TransactionRow {
  return {
    txId: record.transactionNo,
    txTypeId: POINT_TX_TYPE_IDS[record.type],
    txTypeName: POINT_TYPE_NAMES[record.type][language],
    orderNo: record.transactionNo,
    remark: record.remark,
    amount: record.changedPoints,
    currentAvailBalance: record.pointsBalance,
    txTimeInTimestamp: record.createTime,
    customerName: owner.account,
  };
}

// ---------------------------------------------------------------------------------------------
// Betting records

/** What each third-party relay answers: the fake world's categories, and which bets (settled and cancelled, or open). */
export const THIRD_PARTY_ORDERS: Readonly<Record<string, { categories: readonly GameCategory[]; open: 'all' | 'settled' | 'unsettled' }>> =
  {
    '/wps/relay/ODSFE2_RNGOrders': { categories: ['RNG'], open: 'all' },
    '/wps/relay/ODSFE2_FishOrders': { categories: ['FISH'], open: 'all' },
    '/wps/relay/ODSFE2_LiveOrders': { categories: ['LIVE'], open: 'all' },
    '/wps/relay/ODSFE2_PvPOrders': { categories: ['PVP'], open: 'all' },
    '/wps/relay/ODSFE2_SportsSettOrders': { categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'], open: 'settled' },
    '/wps/relay/ODSFE2_SportsUnsettOrders': { categories: ['SPORTS', 'ESPORTS', 'COCKFIGHT'], open: 'unsettled' },
    '/wps/relay/ODSFE2_ElottSettledOrders': { categories: ['ELOTT'], open: 'settled' },
    '/wps/relay/ODSFE2_ElottUnsettledOrders': { categories: ['ELOTT'], open: 'unsettled' },
  };

export interface OrdersFilter {
  start: number;
  end: number;
  /** A vendor's account type, '' for every vendor. */
  vendor: string;
  /** A bet number, '' for any. */
  orderNo: string;
}

const betFooterOf = (bets: readonly BetRecord[]) => {
  const totals = betTotals(bets);
  return { betAmount: totals.stake, validBetAmount: totals.validBet, winAmount: totals.payout, profitAndLoss: totals.winLoss };
};

/** How a settled bet ended, as the sports detail words it. */
const outcomeWord = (bet: BetRecord) => {
  if (bet.status === 'CANCELLED') return 'cancel';
  if (bet.status === 'UNSETTLED') return '';
  return bet.payout > bet.stake ? 'win' : bet.payout < bet.stake ? 'lose' : 'tie';
};

/**
 * A third-party relay's bets of the period and filter, newest first, in its wire shape, each naming
 * its player and their direct agent (an agent's team bets have several), and the footer over them all.
 */
export function thirdPartyOrders(owners: readonly Account[], path: string, filter: OrdersFilter) {
  const relay = THIRD_PARTY_ORDERS[path];
  if (!relay) throw new Error(`No orders relay ${path}`);
  const sports = relay.categories.includes('SPORTS');
  const bets = owners.flatMap((owner) =>
    betsOf(owner)
      .filter(
        (bet) =>
          relay.categories.includes(bet.game.gameType) &&
          (relay.open === 'all' || (relay.open === 'unsettled') === (bet.status === 'UNSETTLED')) &&
          bet.betTime >= filter.start &&
          bet.betTime <= filter.end &&
          (!filter.vendor || bet.game.vendor === filter.vendor) &&
          (!filter.orderNo || bet.betId === filter.orderNo),
      )
      .map((bet) => ({ bet, owner })),
  );
  const rows = bets.map(({ bet, owner }) => ({
    orderNo: bet.betId,
    ...(sports ? { eventName: bet.game.gameName } : { gameName: bet.game.gameName }),
    betTimeInTimestamp: bet.betTime,
    transTimeInTimestamp: bet.settleTime,
    customerName: owner.account,
    directAgentName: owner.upline ?? '',
    accountType: bet.game.vendor,
    betAmount: bet.stake,
    validBetAmount: bet.validBet,
    winAmount: bet.status === 'SETTLED' ? bet.payout : 0,
    profitAndLoss: bet.status === 'SETTLED' ? dong(bet.payout - bet.stake) : 0,
    status: outcomeWord(bet),
  }));
  return { rows: newestFirst(rows, owners.length, (row) => row.betTimeInTimestamp), footer: betFooterOf(bets.map(({ bet }) => bet)) };
}

/** The lottery's status code of a bet ("0" processing, "1" won, "2" not won, "3" cancelled, "4" tie). */
function lotteryStatusOf(bet: BetRecord): string {
  if (bet.status === 'UNSETTLED') return '0';
  if (bet.status === 'CANCELLED') return '3';
  return bet.payout > bet.stake ? '1' : bet.payout === bet.stake ? '4' : '2';
}

export interface LotteryFilter {
  start: number;
  end: number;
  /** A status code, '' for every status. */
  status: string;
  /** "1" the lottery, "3" the in-house e-lottery (the fake world has none). */
  prizeModeId: string;
  orderNo: string;
}

/** The member's lottery bets (ODSFE2_lottMemBet), newest first, and the footer (stake and wins only). */
export function lotteryOrders(account: Account, filter: LotteryFilter) {
  const bets =
    filter.prizeModeId === '1'
      ? betsOf(account).filter(
          (bet) =>
            bet.game.gameType === 'LOTT' &&
            bet.betTime >= filter.start &&
            bet.betTime <= filter.end &&
            (!filter.status || lotteryStatusOf(bet) === filter.status) &&
            (!filter.orderNo || bet.betId === filter.orderNo),
        )
      : [];
  const rows = bets.map((bet) => ({
    orderDetailId: bet.betId,
    orderMasterId: bet.betId,
    abbrOrderNo: bet.betId,
    gameName: bet.game.gameName,
    gameCode: bet.game.gameCode,
    status: lotteryStatusOf(bet),
    chase: false,
    bettingApproach: 1,
    customerName: account.account,
    betAmount: bet.stake,
    validBetAmount: bet.validBet,
    winAmount: bet.status === 'SETTLED' ? bet.payout : 0,
    betTimeInTimestamp: bet.betTime,
    settleTimeInTimestamp: bet.settleTime,
    prizeModeId: 1,
  }));
  const totals = betFooterOf(bets);
  return { rows, footer: { betAmount: totals.betAmount, winAmount: totals.winAmount } };
}

// ---------------------------------------------------------------------------------------------
// Profit and loss, rebates, rebate rates

/** ODSFE2_MemPNL: a row per game category and the footer (designed fields). */
export function memberPnl(account: Account, start: number, end: number) {
  const report = profitLoss(account, start, end);
  const wire = (totals: { betCount: number; stake: number; validBet: number; payout: number; winLoss: number }) => ({
    betCount: totals.betCount,
    betAmount: totals.stake,
    validBetAmount: totals.validBet,
    winAmount: totals.payout,
    profitAndLoss: totals.winLoss,
  });
  return {
    list: report.categories.map((category) => ({ gameCategory: category.gameType, ...wire(category) })),
    footer: {
      ...wire(report.total),
      depositAmount: report.deposit,
      withdrawAmount: report.withdrawal,
      promotionAmount: report.bonus,
      rebateAmount: report.rebate,
      netProfit: report.netProfit,
    },
  } satisfies z.input<typeof profitLossSchema>;
}

/** ODSFE2_MemberRebate: the rebates for the bets of the period's brand days, newest day first (designed fields). */
export function memberRebates(account: Account, start: number, end: number, ascending = false) {
  const list = rebatesOf(account).filter((rebate) => rebate.periodStart >= start && rebate.periodStart <= end);
  if (ascending) list.reverse();
  const rows = list.map((rebate) => ({
    balanceDate: rebate.periodStart,
    gameCategory: rebate.gameType,
    validBetAmount: rebate.validBet,
    rebateRate: rebate.rate,
    rebateAmount: rebate.amount,
    disburseTime: rebate.payTime,
  }));
  const footer = {
    validBetAmount: dong(list.reduce((sum, rebate) => sum + rebate.validBet, 0)),
    rebateAmount: dong(list.reduce((sum, rebate) => sum + rebate.amount, 0)),
  };
  return { rows, footer };
}

/**
 * The member's rate per platform product type. The fake world's categories map onto the platform's
 * products: sports takes the sports rate (e-sports and cock-fight rebates keep their own in the rows).
 */
export function rebateSettings(account: Account) {
  const products: GameCategory[] = ['PVP', 'LIVE', 'RNG', 'LOTT', 'SPORTS', 'FISH', 'ELOTT'];
  return products.map((category) => ({
    productType: productTypeId(category)!,
    rebateValue: rebateRate(category, account.rankLevel),
  })) satisfies z.input<typeof rebateSettingsSchema>;
}
