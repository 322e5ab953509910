/**
 * The live platform's own answers (tests/fixtures/real-responses/, captured by third parties: sources.md
 * beside them) read through the app's fetchers and schemas, as the app reads them. A schema change that
 * would turn a real answer into an error, or lose a field the screens show, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node.ts';
import { getAnnouncements } from './content.ts';
import { lotteryGameSchema } from './lottery.contract.ts';
import { getMemberInfo, getPlayerAvatar } from './member.ts';
import { getUnreadCount } from './messages.ts';
import { getPlayerRank, getReferral } from './player.ts';
import { getDepositSettings } from './deposit.ts';
import { getBalance } from './wallet.ts';
import { getWithdrawSettings } from './withdraw.ts';

const body = (file: string): unknown => JSON.parse(readFileSync(join('tests/fixtures/real-responses', file), 'utf8'));

/** The fake platform answers this call with the captured body, whatever was asked. */
const answer = (path: string, file: string) => server.use(http.get(`*${path}`, () => HttpResponse.json(body(file) as object)));

describe('the real platform’s answers, through the app’s fetchers', () => {
  test('member info (reconstructed): account, nickname, club label, registration date', async () => {
    answer('/wps/member/info', 'member-info.json');
    const info = await getMemberInfo();
    expect(info).toMatchObject({ account: '01336710020', nickname: 'Emon', regDate: 1790855866000 });
    expect(info.clubLabel?.labelName).toBe('VIP0');
  });

  test('wallet balance (reconstructed): the sum and the main wallet, in the platform’s currency', async () => {
    answer('/wps/v2/wallets/balance', 'wallets-balance.json');
    const balance = await getBalance();
    expect(balance.sumBalance).toBe(0.25);
    expect(balance.balance).toEqual([expect.objectContaining({ accountTypeId: 2, availBalance: 0.25 })]);
    expect(balance.currency).toBe('BDT');
  });

  test('deposit settings (reconstructed): "Y" reads as allowed', async () => {
    answer('/wps/relay/MCSFE_getDepositSettings', 'deposit-settings.json');
    const settings = await getDepositSettings();
    expect(settings).toMatchObject({ allowDeposit: true, totalDepositSuccessCount: 1 });
  });

  test('withdraw settings (reconstructed): the limits', async () => {
    answer('/wps/relay/MCSFE_getWithdrawSettings', 'withdraw-settings.json');
    expect((await getWithdrawSettings()).kinds.BANK).toMatchObject({ min: 100, max: 50000 });
  });

  test('player rank progress (reconstructed): the rank and both turnovers', async () => {
    answer('/wps/relay/MCSFE_getPlayerRankProgress', 'player-rank-progress.json');
    const rank = await getPlayerRank();
    expect(rank).toMatchObject({
      playerRankName: 'VIP0',
      monthlyTurnover: { actual: 745.5, expected: 1000 },
      totalTurnover: { actual: 745.5, expected: 1000 },
    });
  });

  test('referral details (reconstructed): the code and the count; the missing lists read as empty', async () => {
    answer('/wps/relay/MCSFE_getReferralDetails', 'referral-details.json');
    const referral = await getReferral();
    expect(referral).toMatchObject({ referralCode: 'awa6684', totalInvitations: 0, promotionDomains: [], invitees: [] });
  });

  test('player avatar (verbatim value)', async () => {
    answer('/wps/relay/MCSFE_getPlayerAvatar', 'player-avatar.json');
    expect(await getPlayerAvatar()).toMatchObject({ avatar: '0', avatarType: 'STATIC' });
  });

  test('inbox unread count (verbatim value, from the sibling mobile call)', async () => {
    answer('/wps/relay/CSP_unreadCount', 'inbox-unread-count.json');
    expect(await getUnreadCount()).toBe(1);
  });

  test('announcements (verbatim, a sibling merchant): the five player items and three banners, no promotion key', async () => {
    answer('/wps/relay/MCSFE_getListAnnouncements', 'announcements.json');
    const notice = await getAnnouncements({ execution: 'B' });
    expect(notice.player).toHaveLength(5);
    expect(notice.banners).toHaveLength(3);
    expect(notice.player[0]).toMatchObject({ id: 5685562, title: '🎁 ভি আইপি সদস্য সুবিধা 🎁' });
  });

  test('lottery menu game entries (verbatim, 3 of the SSC group): each reads as a lottery game', () => {
    const items = body('lottery-menu-games-ssc.json') as unknown[];
    const games = items.map((item) => lotteryGameSchema.parse(item));
    expect(games.map((game) => game.code)).toEqual(['TCGFFC', expect.any(String), expect.any(String)]);
  });
});
