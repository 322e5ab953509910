/**
 * The reward pages' mapping from the platform's answers to the components' props: tickets and their
 * state, missions and their claim, leaderboard rows. Pure functions, unit-tested.
 */
import type { RewardTicketItem, TicketCondition } from '@ui/member/rewards/RewardCentre.tsx';
import type { LeaderboardRow, Mission, MissionLeaderboard, RewardTicket } from '../../../api/missions.contract.ts';
import { isClaimable } from '../../../api/missions.contract.ts';

function conditionsOf(ticket: RewardTicket): TicketCondition[] {
  return ticket.conditionStatus.flatMap((condition): TicketCondition[] => {
    if (typeof condition === 'string') return [{ type: condition }];
    return condition.fulfilled ? [] : [{ type: condition.conditionType, required: condition.required, current: condition.current }];
  });
}

export function ticketItem(ticket: RewardTicket): RewardTicketItem {
  const state =
    ticket.status === 'CLAIMED' ? 'claimed' : ticket.status === 'EXPIRED' ? 'expired' : isClaimable(ticket) ? 'available' : 'locked';
  return {
    id: ticket.transactionId,
    // A ticket without a name still reads as a reward (the card says its kind).
    name: ticket.promotionName.trim() || ticket.transactionId,
    kind: ticket.type,
    amount: ticket.amount,
    state,
    expiryTime: ticket.expiryTime,
    claimedTime: ticket.claimedTime,
    conditions: conditionsOf(ticket),
  };
}

/** Claimed and expired tickets together, the latest first (claimed by claim time, expired by expiry). */
export function historyOf(claimed: readonly RewardTicket[], expired: readonly RewardTicket[]): RewardTicketItem[] {
  const when = (ticket: RewardTicketItem) => (ticket.state === 'claimed' ? ticket.claimedTime : ticket.expiryTime) ?? 0;
  return [...claimed, ...expired].map(ticketItem).sort((a, b) => when(b) - when(a));
}

const MONEY_TARGETS: readonly string[] = ['BET_AMOUNT', 'DEPOSIT_AMOUNT'];
export const unitOf = (targetType: string | null | undefined) => (MONEY_TARGETS.includes(targetType ?? '') ? 'money' : 'count');

export interface MissionItem {
  id: number;
  title: string;
  description: string;
  period: string;
  unit: 'money' | 'count';
  target: number | null;
  progress: number;
  reward: number;
  endTime: number | null;
  /** Target reached, a raffle to claim it through, not claimed yet. */
  claimable: boolean;
  claimed: boolean;
}

export function missionItem(mission: Mission): MissionItem {
  const reached = typeof mission.target === 'number' && mission.progress >= mission.target;
  return {
    id: mission.missionId,
    title: mission.title,
    description: mission.description,
    period: mission.period,
    unit: unitOf(mission.targetType),
    target: mission.target ?? null,
    progress: mission.progress,
    reward: mission.reward,
    endTime: mission.endTime ?? null,
    claimable: reached && typeof mission.rafflePromotionId === 'number' && !mission.rewardClaimed && mission.status !== 'E',
    claimed: mission.rewardClaimed,
  };
}

export interface BoardRow {
  rank: number;
  player: string;
  reached: number;
  prize: number | null;
}

export function boardRows(board: MissionLeaderboard): { rows: BoardRow[]; me: { rank: number | null; reached: number } | null } {
  return {
    rows: board.list.map((row: LeaderboardRow) => ({
      rank: row.rank,
      player: row.customerName,
      reached: row.reachedValue,
      prize: row.prize ?? null,
    })),
    me: board.footer ? { rank: board.footer.rank ?? null, reached: board.footer.reachedValue } : null,
  };
}
