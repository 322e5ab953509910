/**
 * The missions contract: the mission summary (and its open count), leaderboard, milestones, the raffle
 * claim and the reward-centre tickets. The fields the QA scripts read are confirmed (platform-api.md
 * section 7); the other fields are the fake platform's design, so they are lenient here. Schemas,
 * types and pure helpers only: no React, no network.
 */
import { z } from 'zod';

/** D daily, W weekly, H semimonthly, M monthly (spec section 3). */
export const MISSION_PERIODS = ['D', 'W', 'H', 'M'] as const;

/** O open (in progress, or target reached with the reward still to claim), C completed (claimed), E ended without reaching it. */
export type MissionStatus = 'O' | 'C' | 'E';

export const missionSchema = z.object({
  missionId: z.number(),
  title: z.string(),
  description: z.string().default(''),
  /** One of MISSION_PERIODS; '' when not sent. */
  period: z.string().default(''),
  /** BET_AMOUNT, DEPOSIT_AMOUNT, BET_COUNT, WIN_COUNT, LOGIN_DAYS, REFERRAL. */
  targetType: z.string().nullish(),
  gameType: z.string().nullish(),
  /** null when not sent: the screen shows progress without a bar. */
  target: z.number().nullish(),
  progress: z.number().default(0),
  reward: z.number().default(0),
  status: z.string(),
  startTime: z.number().nullish(),
  endTime: z.number().nullish(),
  /** Set once the target is reached: the reward is claimed through the raffle claim. */
  rafflePromotionId: z.number().nullish(),
  rewardClaimed: z.boolean().default(false),
});

export const missionSummarySchema = z.object({
  list: z.array(missionSchema).default([]),
  totalCount: z.number().int().nullish(),
  page: z.number().int().nullish(),
  size: z.number().int().nullish(),
});

export type Mission = z.infer<typeof missionSchema>;
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export interface MissionSummaryParams {
  status: MissionStatus;
  page: number;
  size: number;
}

/** What the member centre asks for: the first five open missions. */
export const OPEN_MISSIONS: MissionSummaryParams = { status: 'O', page: 1, size: 5 };

/** The menu badge: every open mission, not only the first page. */
export function openMissionCount(summary: MissionSummary): number {
  return summary.totalCount ?? summary.list.filter((mission) => mission.status === 'O').length;
}

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked by the platform ("nguy***88"). */
  customerName: z.string().default(''),
  reachedValue: z.number().default(0),
  prize: z.number().nullish(),
});

export const missionLeaderboardSchema = z.object({
  list: z.array(leaderboardRowSchema).default([]),
  /** The caller's own line; rank is null while they have no progress. */
  footer: z
    .object({
      rank: z.number().int().nullish(),
      reachedValue: z.number().default(0),
      customerName: z.string().nullish(),
    })
    .nullish(),
});

export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const milestoneSchema = z.object({
  missionId: z.number(),
  /** The mission's title (the QA script matches milestones by it). */
  title: z.string(),
  milestoneId: z.number().nullish(),
  sequence: z.number().int().default(0),
  target: z.number().nullish(),
  reward: z.number().default(0),
  reached: z.boolean().default(false),
});

export const milestonesSchema = z.array(milestoneSchema);
export type Milestone = z.infer<typeof milestoneSchema>;

/** The claim's answer was not seen (an envelope); the fake platform reports what was credited. */
export const raffleClaimSchema = z
  .object({
    promotionId: z.number(),
    amount: z.number().nullish(),
    status: z.string().default(''),
  })
  .nullish();

export type RaffleClaim = z.infer<typeof raffleClaimSchema>;

/** A ticket's unmet conditions: strings in some builds, objects in the fake platform. */
const ticketCondition = z.union([
  z.string(),
  z.object({
    conditionType: z.string().default(''),
    required: z.number().nullish(),
    current: z.number().nullish(),
    fulfilled: z.boolean().default(false),
  }),
]);

export const rewardTicketSchema = z.object({
  transactionId: z.string(),
  /** Empty when the ticket can be claimed (the QA script's test). */
  conditionStatus: z.array(ticketCondition).default([]),
  promotionId: z.number().nullish(),
  promotionName: z.string().default(''),
  /** CASH, BONUS, PRIZE_WHEEL, FREE_SPIN. */
  type: z.string().nullish(),
  amount: z.number().nullish(),
  status: z.string().nullish(),
  createdTime: z.number().nullish(),
  expiryTime: z.number().nullish(),
  claimedTime: z.number().nullish(),
});

export const rewardTicketsSchema = z.array(rewardTicketSchema);
export type RewardTicket = z.infer<typeof rewardTicketSchema>;
export type TicketStatus = 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';

export function isClaimable(ticket: RewardTicket): boolean {
  return ticket.status !== 'CLAIMED' && ticket.status !== 'EXPIRED' && ticket.conditionStatus.length === 0;
}

export interface RewardTicketsParams {
  status: TicketStatus;
}

export const ticketClaimSchema = z
  .object({
    transactionId: z.string(),
    type: z.string().nullish(),
    amount: z.number().nullish(),
    status: z.string().nullish(),
  })
  .nullish();

export type TicketClaim = z.infer<typeof ticketClaimSchema>;
