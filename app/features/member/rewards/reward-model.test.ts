import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { missionSchema, rewardTicketSchema } from '../../../api/missions.contract.ts';
import { claimErrorMessage } from './reward-errors.ts';
import { historyOf, missionItem, ticketItem } from './reward-model.ts';

const ticket = (fields: object) => rewardTicketSchema.parse({ transactionId: 'PT1', ...fields });
const t = ((key: string) => key) as unknown as TFunction;

describe('reward model', () => {
  test('a ticket is available, locked by an unmet condition, claimed or expired; unmet conditions only', () => {
    expect(ticketItem(ticket({ status: 'AVAILABLE', promotionName: 'A' })).state).toBe('available');
    const locked = ticketItem(
      ticket({
        status: 'AVAILABLE',
        conditionStatus: [{ conditionType: 'DEPOSIT_AMOUNT', required: 300, current: 40, fulfilled: false }, 'KYC'],
      }),
    );
    expect(locked).toMatchObject({
      state: 'locked',
      name: 'PT1',
      conditions: [{ type: 'DEPOSIT_AMOUNT', required: 300, current: 40 }, { type: 'KYC' }],
    });
    expect(ticketItem(ticket({ status: 'CLAIMED' })).state).toBe('claimed');
    expect(ticketItem(ticket({ status: 'EXPIRED' })).state).toBe('expired');
  });

  test('the history puts the latest first', () => {
    const history = historyOf(
      [ticket({ transactionId: 'C', status: 'CLAIMED', claimedTime: 200 })],
      [ticket({ transactionId: 'E', status: 'EXPIRED', expiryTime: 300 })],
    );
    expect(history.map((item) => item.id)).toEqual(['E', 'C']);
  });

  test('a mission is claimable once reached, with a raffle, not yet claimed', () => {
    const base = { missionId: 1, title: 'M', status: 'O', target: 7, progress: 7, rafflePromotionId: 9, targetType: 'LOGIN_DAYS' };
    expect(missionItem(missionSchema.parse(base))).toMatchObject({ claimable: true, unit: 'count' });
    expect(missionItem(missionSchema.parse({ ...base, rewardClaimed: true })).claimable).toBe(false);
    expect(missionItem(missionSchema.parse({ ...base, progress: 3, targetType: 'BET_AMOUNT' }))).toMatchObject({
      claimable: false,
      unit: 'money',
    });
  });

  test('claim refusals map to the player’s language', () => {
    expect(claimErrorMessage(t, new ApiError('business', 'x', { errorCode: 'ticket.already.claimed' }))).toBe(
      'rewards.error.alreadyClaimed',
    );
    expect(claimErrorMessage(t, new ApiError('business', 'x', { errorCode: '543' }))).toBe('rewards.error.off');
    expect(claimErrorMessage(t, new ApiError('network', 'x'))).toBe('rewards.error.network');
    expect(claimErrorMessage(t, new ApiError('business', 'Something', { errorCode: 'odd' }))).toBe('rewards.error.unknown');
  });
});
