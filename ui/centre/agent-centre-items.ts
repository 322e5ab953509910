/**
 * The agent centre's entries as the menu draws them: each page id's icon and title key (spec section
 * 2, "Agent centre", in the spec's order). Which entries an agent sees, and where they lead, is the
 * app's business; this is only how each one looks, shared by the app and the stories.
 */
import {
  BadgePercent,
  CalendarClock,
  ChartNoAxesCombined,
  Clock,
  HandCoins,
  Megaphone,
  ReceiptText,
  Scale,
  Ticket,
  Timer,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export const AGENT_CENTRE_ITEMS = {
  agentAnnouncement: { icon: Megaphone, title: 'agent.pages.agentAnnouncement' },
  agentTeamOverview: { icon: ChartNoAxesCombined, title: 'agent.pages.agentTeamOverview' },
  agentAccount: { icon: UserPlus, title: 'agent.pages.agentAccount' },
  agentTeamManagement: { icon: UsersRound, title: 'agent.pages.agentTeamManagement' },
  agentTeamBetting: { icon: Ticket, title: 'agent.pages.agentTeamBetting' },
  agentUserProfitLoss: { icon: Scale, title: 'agent.pages.agentUserProfitLoss' },
  agentMyIncome: { icon: HandCoins, title: 'agent.pages.agentMyIncome' },
  agentTransactionDetails: { icon: ReceiptText, title: 'agent.pages.agentTransactionDetails' },
  agentDividend: { icon: BadgePercent, title: 'agent.pages.agentDividend' },
  agentDailySalary: { icon: CalendarClock, title: 'agent.pages.agentDailySalary' },
  agentHourlySalary: { icon: Clock, title: 'agent.pages.agentHourlySalary' },
  agentRealTimeSalary: { icon: Timer, title: 'agent.pages.agentRealTimeSalary' },
} as const satisfies Record<string, { icon: LucideIcon; title: `agent.pages.${string}` }>;

export type AgentCentreItem = keyof typeof AGENT_CENTRE_ITEMS;
