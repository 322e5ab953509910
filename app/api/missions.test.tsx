import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { findAccount } from '../../mocks/db/accounts.ts';
import { maskName } from '../../mocks/db/missions.ts';
import { balanceOf, ledgerOf } from '../../mocks/db/wallets.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import {
  isClaimable,
  milestonesSchema,
  MISSION_PERIODS,
  missionLeaderboardSchema,
  missionSummarySchema,
  openMissionCount,
  rewardTicketsSchema,
} from './missions.contract.ts';
import {
  claimRaffle,
  claimTicket,
  useClaimRaffle,
  useClaimTicket,
  useMissionLeaderboard,
  useMissionMilestones,
  useMissionSummary,
  useRewardTickets,
} from './missions.ts';
import { useBalance } from './wallet.ts';

function spy(path: string) {
  const seen: { query: URLSearchParams; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push({ query: url.searchParams, headers: request.headers });
  });
  return seen;
}

async function rejection(promise: Promise<unknown>) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error;
}

const member = () => findAccount('member01')!;
const WEEKLY_LIVE = 30201;

describe('missions', () => {
  test('useMissionSummary sends status O, page 1, size 5 with MISSIONLB3; the badge counts every open mission', async () => {
    setScenario('member');
    const calls = spy('/wps/relay/MCSFE_getMissionSummaryDetails');
    const { result } = renderQueryHook(() => useMissionSummary());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ status: 'O', page: '1', size: '5' });
    expect(calls[0]!.headers.get('ModuleId')).toBe('MISSIONLB3');

    const summary = result.current.data!;
    expect(summary.list).toHaveLength(5);
    expect(summary.list.every((m) => m.status === 'O' && m.progress < m.target! && m.reward > 0)).toBe(true);
    expect(summary.list.every((m) => (MISSION_PERIODS as readonly string[]).includes(m.period))).toBe(true);
    expect(summary.list.every((m) => m.endTime! > m.startTime!)).toBe(true);
    expect(openMissionCount(summary)).toBe(8);
  });

  test('titles follow the Language header; reached missions carry their raffle and stay open until claimed', async () => {
    setScenario('member');
    setApiLanguage('VI');
    const { result } = renderQueryHook(() => ({
      open: useMissionSummary({ status: 'O', page: 1, size: 10 }),
      done: useMissionSummary({ status: 'C', page: 1, size: 10 }),
    }));
    await waitFor(() => expect(result.current.open.isSuccess && result.current.done.isSuccess).toBe(true));
    const completed = result.current.done.data!.list;
    expect(completed.map((m) => m.title)).toEqual(['Nạp mỗi ngày', 'Khởi động bàn bài']);
    expect(completed.every((m) => m.progress >= m.target! && typeof m.rafflePromotionId === 'number' && m.rewardClaimed)).toBe(true);
    const reached = result.current.open.data!.list.filter((m) => m.progress >= m.target!);
    expect(reached.map((m) => [m.title, m.rewardClaimed, typeof m.rafflePromotionId])).toEqual([['Chuỗi bảy ngày', false, 'number']]);
  });

  test('the summary needs a session and a real account; MISSIONLB3 off answers #543', async () => {
    const visitor = renderQueryHook(() => useMissionSummary());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });

    setScenario('trial');
    const trial = renderQueryHook(() => useMissionSummary());
    await waitFor(() => expect(trial.result.current.isError).toBe(true));
    expect(trial.result.current.error).toMatchObject({ kind: 'business', errorCode: 'trial.account.not.allowed' });

    setScenario('member', { modulesOff: ['MISSIONLB3'] });
    const off = renderQueryHook(() => useMissionSummary());
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('useMissionLeaderboard ranks masked players by reached value; the footer is the caller', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      board: useMissionLeaderboard(WEEKLY_LIVE),
      summary: useMissionSummary({ status: 'O', page: 1, size: 10 }),
    }));
    await waitFor(() => expect(result.current.board.isSuccess && result.current.summary.isSuccess).toBe(true));
    const { list, footer } = result.current.board.data!;
    const progress = result.current.summary.data!.list.find((m) => m.missionId === WEEKLY_LIVE)!.progress;

    expect(list).toHaveLength(20);
    expect(list.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(list.every((row, i) => i === 0 || row.reachedValue <= list[i - 1]!.reachedValue)).toBe(true);
    expect(list.every((row) => row.customerName.includes('***'))).toBe(true);
    expect(footer).toMatchObject({ reachedValue: progress, customerName: maskName('member01') });
    expect(footer!.rank).toBeGreaterThan(0);
    if (footer!.rank! <= 20) expect(list[footer!.rank! - 1]!.customerName).toBe(maskName('member01'));
  });

  test('useMissionMilestones gives three steps up to the target, reached as far as the progress goes', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      steps: useMissionMilestones(WEEKLY_LIVE),
      summary: useMissionSummary({ status: 'O', page: 1, size: 10 }),
    }));
    await waitFor(() => expect(result.current.steps.isSuccess && result.current.summary.isSuccess).toBe(true));
    const mission = result.current.summary.data!.list.find((m) => m.missionId === WEEKLY_LIVE)!;
    const steps = result.current.steps.data!;
    expect(steps.map((s) => s.sequence)).toEqual([1, 2, 3]);
    expect(steps.every((s) => s.missionId === WEEKLY_LIVE && s.title === mission.title)).toBe(true);
    expect(steps[2]!.target).toBe(mission.target);
    expect(steps.map((s) => s.reached)).toEqual(steps.map((s) => mission.progress >= s.target!));
  });

  test('leaderboard and milestones refuse an unknown or missing mission; no id, no call', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      board: useMissionLeaderboard(99),
      steps: useMissionMilestones(99),
      idle: useMissionLeaderboard(undefined),
    }));
    await waitFor(() => expect(result.current.board.isError && result.current.steps.isError).toBe(true));
    expect(result.current.board.error).toMatchObject({ kind: 'business', errorCode: 'mission.not.found' });
    expect(result.current.steps.error).toMatchObject({ kind: 'business', errorCode: 'mission.not.found' });
    expect(result.current.idle.fetchStatus).toBe('idle');
    const missing = await rejection(api.request({ method: 'GET', path: '/wps/relay/MCSFE_getMissionMilestones', schema: z.unknown() }));
    expect(missing).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });
});

describe('raffle claim', () => {
  test('useClaimRaffle credits the mission reward once; the mission then reads as completed and claimed, one open fewer', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      open: useMissionSummary({ status: 'O', page: 1, size: 10 }),
      done: useMissionSummary({ status: 'C', page: 1, size: 10 }),
      claim: useClaimRaffle(),
    }));
    await waitFor(() => expect(result.current.open.isSuccess && result.current.done.isSuccess).toBe(true));
    const mission = result.current.open.data!.list.find((m) => m.progress >= m.target! && !m.rewardClaimed)!;
    expect(openMissionCount(result.current.open.data!)).toBe(8);
    const before = balanceOf(member());

    await act(() => result.current.claim.mutateAsync({ promotionId: mission.rafflePromotionId! }));
    await waitFor(() => expect(result.current.claim.isSuccess).toBe(true));
    expect(result.current.claim.data).toEqual({ promotionId: mission.rafflePromotionId, amount: mission.reward, status: 'CLAIMED' });
    expect(balanceOf(member())).toBeCloseTo(before + mission.reward, 2);
    expect(ledgerOf(member())[0]).toMatchObject({ amount: mission.reward, kind: 'bonus' });
    await waitFor(() => expect(result.current.done.data!.list.find((m) => m.missionId === mission.missionId)?.rewardClaimed).toBe(true));
    expect(openMissionCount(result.current.open.data!)).toBe(7);

    act(() => result.current.claim.mutate({ promotionId: mission.rafflePromotionId! }));
    await waitFor(() => expect(result.current.claim.isError).toBe(true));
    expect(result.current.claim.error).toMatchObject({ kind: 'business', errorCode: 'promotion.already.claimed' });
    expect(balanceOf(member())).toBeCloseTo(before + mission.reward, 2);
  });

  test('the mobile MCSFE_ relay claims the same raffle', async () => {
    setScenario('vip');
    const vip = findAccount('vip01')!;
    const before = balanceOf(vip);
    const value = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_claimRafflePromotion',
      json: { promotionId: 7_100_001 },
      moduleId: 'REWCEN3',
      schema: z.object({ amount: z.number() }),
    });
    expect(balanceOf(vip)).toBeCloseTo(before + value.amount, 2);
    expect(await rejection(claimRaffle({ promotionId: 7_100_001 }))).toMatchObject({ errorCode: 'promotion.already.claimed' });
  });

  test('an unknown raffle, a visitor, a trial account and REWCEN3 off are refused', async () => {
    expect(await rejection(claimRaffle({ promotionId: 7_100_001 }))).toMatchObject({ kind: 'session-expired', status: 401 });
    setScenario('trial');
    expect(await rejection(claimRaffle({ promotionId: 7_100_001 }))).toMatchObject({ errorCode: 'trial.account.not.allowed' });
    setScenario('member');
    expect(await rejection(claimRaffle({ promotionId: 123 }))).toMatchObject({ errorCode: 'promotion.not.found' });
    setScenario('member', { modulesOff: ['REWCEN3'] });
    expect(await rejection(claimRaffle({ promotionId: 7_100_001 }))).toMatchObject({ errorCode: '543' });
  });
});

describe('reward tickets', () => {
  test('useRewardTickets sends isApp N and the status; claimable tickets have no conditions', async () => {
    setScenario('member');
    const calls = spy('/wps/relay/PROMOFE_getClaimTicketList');
    const { result } = renderQueryHook(() => useRewardTickets());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ isApp: 'N', status: 'AVAILABLE' });
    const tickets = result.current.data!;
    expect(tickets.length).toBe(4);
    expect(tickets.every((t) => t.status === 'AVAILABLE' && t.transactionId.startsWith('PT'))).toBe(true);
    expect(tickets.filter(isClaimable)).toHaveLength(3);
    expect(tickets.find((t) => !isClaimable(t))!.conditionStatus[0]).toMatchObject({ conditionType: 'DEPOSIT_AMOUNT', fulfilled: false });
  });

  test('a claim credits the wallet once and moves the ticket from AVAILABLE to CLAIMED in the next reads', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      available: useRewardTickets(),
      claimed: useRewardTickets({ status: 'CLAIMED' }),
      claim: useClaimTicket(),
      balance: useBalance(),
    }));
    await waitFor(() =>
      expect(result.current.available.isSuccess && result.current.claimed.isSuccess && result.current.balance.isSuccess).toBe(true),
    );
    const ticket = result.current.available.data!.find((t) => isClaimable(t) && (t.amount ?? 0) > 0)!;
    const before = balanceOf(member());
    const shownBefore = result.current.balance.data!.sumBalance;

    await act(() => result.current.claim.mutateAsync({ transactionId: ticket.transactionId }));
    await waitFor(() => expect(result.current.claim.isSuccess).toBe(true));
    expect(result.current.claim.data).toMatchObject({ transactionId: ticket.transactionId, amount: ticket.amount, status: 'CLAIMED' });
    expect(balanceOf(member())).toBeCloseTo(before + ticket.amount!, 2);
    await waitFor(() => expect(result.current.available.data!.some((t) => t.transactionId === ticket.transactionId)).toBe(false));
    await waitFor(() =>
      expect(result.current.claimed.data!.find((t) => t.transactionId === ticket.transactionId)?.claimedTime).toEqual(expect.any(Number)),
    );
    // The header balance is read again too.
    await waitFor(() => expect(result.current.balance.data!.sumBalance).toBeCloseTo(shownBefore + ticket.amount!, 2));

    act(() => result.current.claim.mutate({ transactionId: ticket.transactionId }));
    await waitFor(() => expect(result.current.claim.isError).toBe(true));
    expect(result.current.claim.error).toMatchObject({ kind: 'business', errorCode: 'ticket.already.claimed' });
    expect(balanceOf(member())).toBeCloseTo(before + ticket.amount!, 2);
  });

  test('unmet conditions, expired or unknown tickets are refused without touching the wallet', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ available: useRewardTickets(), expired: useRewardTickets({ status: 'EXPIRED' }) }));
    await waitFor(() => expect(result.current.available.isSuccess && result.current.expired.isSuccess).toBe(true));
    const before = balanceOf(member());
    const blocked = result.current.available.data!.find((t) => !isClaimable(t))!;
    expect(await rejection(claimTicket({ transactionId: blocked.transactionId }))).toMatchObject({ errorCode: 'ticket.condition.not.met' });
    expect(await rejection(claimTicket({ transactionId: result.current.expired.data![0]!.transactionId }))).toMatchObject({
      errorCode: 'ticket.expired',
    });
    expect(await rejection(claimTicket({ transactionId: 'PT000' }))).toMatchObject({ errorCode: 'ticket.not.found' });
    expect(balanceOf(member())).toBe(before);
  });

  test('tickets need a session and a real account; a bad status is refused', async () => {
    const visitor = renderQueryHook(() => useRewardTickets());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
    setScenario('trial');
    expect(await rejection(claimTicket({ transactionId: 'PT000' }))).toMatchObject({ errorCode: 'trial.account.not.allowed' });
    setScenario('member');
    const bad = await rejection(
      api.request({
        method: 'GET',
        path: '/wps/relay/PROMOFE_getClaimTicketList',
        query: { isApp: 'N', status: 'USED' },
        schema: z.unknown(),
      }),
    );
    expect(bad).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('a mission with the fields the QA script reads (id, title) and its status', () => {
    expect(missionSummarySchema.parse({ list: [{ missionId: 1, title: 'Bet 1,000', status: 'O' }] }).list[0]).toEqual({
      missionId: 1,
      title: 'Bet 1,000',
      status: 'O',
      description: '',
      period: '',
      progress: 0,
      reward: 0,
      rewardClaimed: false,
    });
    expect(milestonesSchema.parse([{ missionId: 1, title: 'Bet 1,000' }])).toEqual([
      { missionId: 1, title: 'Bet 1,000', sequence: 0, reward: 0, reached: false },
    ]);
  });

  test('the leaderboard footer the QA script reads; a ticket with its transaction id', () => {
    expect(missionLeaderboardSchema.parse({ list: [{ rank: 1 }], footer: { rank: 3, reachedValue: 50 } })).toEqual({
      list: [{ rank: 1, customerName: '', reachedValue: 0 }],
      footer: { rank: 3, reachedValue: 50 },
    });
    expect(rewardTicketsSchema.parse([{ transactionId: 'T1' }])).toEqual([{ transactionId: 'T1', conditionStatus: [], promotionName: '' }]);
  });
});
