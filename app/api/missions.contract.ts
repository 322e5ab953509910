/**
 * The missions contract: the mission summary (and its open count), leaderboard, milestones, the raffle
 * claim and the reward-centre tickets. The fields the QA scripts read are confirmed (platform-api.md
 * section 7); the other fields are the fake platform's design, so they are lenient here. Schemas,
 * types and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';

/** D daily, W weekly, H semimonthly, M monthly (spec section 3). */
export const MISSION_PERIODS = ['D', 'W', 'H', 'M'] as const;

/** O open (in progress, or target reached with the reward still to claim), C completed (claimed), E ended without reaching it. */
export type MissionStatus = 'O' | 'C' | 'E';

export const missionSchema = z.object({
  missionId: z.number(),
  title: z.string(),
  description: z._default(z.string(), ''),
  /** One of MISSION_PERIODS; '' when not sent. */
  period: z._default(z.string(), ''),
  /** BET_AMOUNT, DEPOSIT_AMOUNT, BET_COUNT, WIN_COUNT, LOGIN_DAYS, REFERRAL. */
  targetType: z.nullish(z.string()),
  gameType: z.nullish(z.string()),
  /** null when not sent: the screen shows progress without a bar. */
  target: z.nullish(z.number()),
  progress: z._default(z.number(), 0),
  reward: z._default(z.number(), 0),
  status: z.string(),
  startTime: z.nullish(z.number()),
  endTime: z.nullish(z.number()),
  /** Set once the target is reached: the reward is claimed through the raffle claim. */
  rafflePromotionId: z.nullish(z.number()),
  rewardClaimed: z._default(z.boolean(), false),
});

export const missionSummarySchema = z.object({
  list: z._default(z.array(missionSchema), []),
  totalCount: z.nullish(z.number().check(z.int())),
  page: z.nullish(z.number().check(z.int())),
  size: z.nullish(z.number().check(z.int())),
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
  rank: z.number().check(z.int()),
  /** Masked by the platform ("nguy***88"). */
  customerName: z._default(z.string(), ''),
  reachedValue: z._default(z.number(), 0),
  prize: z.nullish(z.number()),
});

export const missionLeaderboardSchema = z.object({
  list: z._default(z.array(leaderboardRowSchema), []),
  /** The caller's own line; rank is null while they have no progress. */
  footer: z.nullish(
    z.object({
      rank: z.nullish(z.number().check(z.int())),
      reachedValue: z._default(z.number(), 0),
      customerName: z.nullish(z.string()),
    }),
  ),
});

export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

export const milestoneSchema = z.object({
  missionId: z.number(),
  /** The mission's title (the QA script matches milestones by it). */
  title: z.string(),
  milestoneId: z.nullish(z.number()),
  sequence: z._default(z.number().check(z.int()), 0),
  target: z.nullish(z.number()),
  reward: z._default(z.number(), 0),
  reached: z._default(z.boolean(), false),
});

export const milestonesSchema = z.array(milestoneSchema);
export type Milestone = z.infer<typeof milestoneSchema>;

/** The claim's answer was not seen (an envelope); the fake platform reports what was credited. */
export const raffleClaimSchema = z.nullish(
  z.object({
    promotionId: z.number(),
    amount: z.nullish(z.number()),
    status: z._default(z.string(), ''),
  }),
);

export type RaffleClaim = z.infer<typeof raffleClaimSchema>;

/** A ticket's unmet conditions: strings in some builds, objects in the fake platform. */
const ticketCondition = z.union([
  z.string(),
  z.object({
    conditionType: z._default(z.string(), ''),
    required: z.nullish(z.number()),
    current: z.nullish(z.number()),
    fulfilled: z._default(z.boolean(), false),
  }),
]);

export const rewardTicketSchema = z.object({
  transactionId: z.string(),
  /** Empty when the ticket can be claimed (the QA script's test). */
  conditionStatus: z._default(z.array(ticketCondition), []),
  promotionId: z.nullish(z.number()),
  promotionName: z._default(z.string(), ''),
  /** CASH, BONUS, PRIZE_WHEEL, FREE_SPIN. */
  type: z.nullish(z.string()),
  amount: z.nullish(z.number()),
  status: z.nullish(z.string()),
  createdTime: z.nullish(z.number()),
  expiryTime: z.nullish(z.number()),
  claimedTime: z.nullish(z.number()),
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

export const ticketClaimSchema = z.nullish(
  z.object({
    transactionId: z.string(),
    type: z.nullish(z.string()),
    amount: z.nullish(z.number()),
    status: z.nullish(z.string()),
  }),
);

export type TicketClaim = z.infer<typeof ticketClaimSchema>;
