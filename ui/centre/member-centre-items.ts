/**
 * The member centre's entries as the menu draws them: each page id's icon and title key (spec section
 * 2, "Member centre", in the spec's order). Which entries a member sees, and where they lead, is the
 * app's business; this is only how each one looks, shared by the app and the stories.
 */
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChartNoAxesColumn,
  Coins,
  Crown,
  Gift,
  HeartHandshake,
  HandCoins,
  Mail,
  Percent,
  ReceiptText,
  ShieldCheck,
  Target,
  Ticket,
  UserPlus,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export const MEMBER_CENTRE_ITEMS = {
  securityCenter: { icon: ShieldCheck, title: 'centre.pages.securityCenter' },
  transferFund: { icon: Wallet, title: 'centre.pages.transferFund' },
  depositv2: { icon: ArrowDownToLine, title: 'centre.pages.depositv2' },
  withdraw: { icon: ArrowUpFromLine, title: 'centre.pages.withdraw' },
  transferUpline: { icon: HandCoins, title: 'centre.pages.transferUpline' },
  personalHistoryCopy: { icon: Ticket, title: 'centre.pages.personalHistoryCopy' },
  transactionHistory: { icon: ReceiptText, title: 'centre.pages.transactionHistory' },
  personalProfit: { icon: ChartNoAxesColumn, title: 'centre.pages.personalProfit' },
  bonusDetails: { icon: Percent, title: 'centre.pages.bonusDetails' },
  rewardCenter: { icon: Gift, title: 'centre.pages.rewardCenter' },
  referral: { icon: UserPlus, title: 'centre.pages.referral' },
  missionLeaderboard: { icon: Target, title: 'centre.pages.missionLeaderboard' },
  messageV2: { icon: Mail, title: 'centre.pages.messageV2' },
  playerRank: { icon: Crown, title: 'centre.pages.playerRank' },
  profile: { icon: UserRound, title: 'centre.pages.profile' },
  saferPlay: { icon: HeartHandshake, title: 'centre.pages.saferPlay' },
  // Not a centre page: the menu's way to the points mall (its own route).
  pointMall: { icon: Coins, title: 'centre.pages.pointMall' },
} as const satisfies Record<string, { icon: LucideIcon; title: `centre.pages.${string}` }>;

export type MemberCentreItem = keyof typeof MEMBER_CENTRE_ITEMS;
