import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { api } from './client.ts';
import { ACTIVITY_STATUSES, announcementSchema, BANNER_GROUPS, bannersOf, promotionSummarySchema } from './content.contract.ts';
import { applicationResultSchema } from './activity.contract.ts';
import { getNotice, useAnnouncements, useNotice, usePromotions } from './content.ts';
import { keys } from './keys.ts';

/** Records the query and headers of every call to a path while the test runs. */
function spy(path: string) {
  const seen: { query: URLSearchParams; headers: Headers }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push({ query: url.searchParams, headers: request.headers });
  });
  return seen;
}

describe('announcements and the notice', () => {
  test('useAnnouncements asks for every type without a token and gets rich, bilingual items and banners for every page', async () => {
    const calls = spy('/wps/relay/MCSFE_getListAnnouncements');
    const { result } = renderQueryHook(() => useAnnouncements({ execution: 'B' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(calls[0]!.query.get('types')).toBe('B,PL,PU,PR,H');
    expect(calls[0]!.query.get('platform')).toBe('W');
    expect(calls[0]!.query.get('execution')).toBe('B');
    expect(calls[0]!.headers.get('Authorization')).toBeNull();

    const notice = result.current.data!;
    expect(notice.player.length).toBeGreaterThanOrEqual(20);
    expect(notice.hot.length).toBeGreaterThan(0);
    expect(notice.promotion.length).toBeGreaterThan(0);
    expect(notice.popup.length).toBeGreaterThan(0);
    expect(notice.popup.every((item) => item.execution === 'B')).toBe(true);

    const first = notice.player[0]!;
    expect(first.type).toBe('PL');
    expect(first.content).toContain('<p');
    expect(first.contents.map((c) => c.language)).toEqual(['EN', 'VI']);
    expect(first.contents.find((c) => c.isDefault)?.language).toBe('EN');
    expect(first.startDate).toBeLessThan(Date.UTC(2026, 10, 20, 12));
    expect(typeof first.noExpiry).toBe('boolean');

    for (const group of BANNER_GROUPS) {
      const banners = bannersOf(notice, group);
      expect(banners.length, group).toBeGreaterThanOrEqual(2);
      expect(banners.every((b) => b.url.startsWith('data:image/svg+xml,'))).toBe(true);
    }
  });

  test('banners lead to a real promotion, a launchable game or an external page', async () => {
    const { result } = renderQueryHook(() => ({ notice: useAnnouncements({ execution: 'B' }), promotions: usePromotions() }));
    await waitFor(() => expect(result.current.notice.isSuccess && result.current.promotions.isSuccess).toBe(true));
    const { banners } = result.current.notice.data!;
    const promotionIds = new Set(result.current.promotions.data!.map((p) => p.id));

    const promo = banners.filter((b) => b.redirect === 'PROMO');
    expect(promo.length).toBeGreaterThan(0);
    expect(promo.every((b) => b.linkageType === 'P' && promotionIds.has(Number(b.redirectPromotionId)))).toBe(true);
    const game = banners.find((b) => b.redirect === 'GAME')!;
    expect(game).toMatchObject({ linkageType: 'G', vendor: expect.any(String), gameType: expect.any(String), nodeId: expect.any(Number) });
    expect(banners.find((b) => b.redirect === 'EXTERNAL')?.externalLink).toMatch(/^https:\/\//);
  });

  test('useNotice answers all five keys; execution B before login and A after, with the token', async () => {
    const visitor = renderQueryHook(() => useNotice({ execution: 'B' }));
    await waitFor(() => expect(visitor.result.current.isSuccess).toBe(true));
    const before = visitor.result.current.data!;
    expect(Object.keys(before).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(before.hot).toEqual([]);
    expect(before.banners.length).toBeGreaterThan(0);
    expect(before.popup.map((p) => p.execution)).toEqual(['B']);

    setScenario('member');
    const calls = spy('/wps/relay/MCSFE_getListAnnouncements');
    const member = renderQueryHook(() => useNotice({ execution: 'A' }));
    await waitFor(() => expect(member.result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(calls[0]!.query.get('types')).toBe('B,PL,PU,PR');
    expect(calls[0]!.headers.get('Authorization')).toBe('fake-session-member01');
    const after = member.result.current.data!;
    expect(after.popup.length).toBeGreaterThan(0);
    expect(after.popup.every((p) => p.execution === 'A')).toBe(true);
    expect(after.popup.map((p) => p.id)).not.toEqual(before.popup.map((p) => p.id));
  });

  test('items are localised by the Language header; one carries a script payload for the sanitiser to defuse', async () => {
    setApiLanguage('VI');
    const { result } = renderQueryHook(() => useAnnouncements({ execution: 'B' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { player } = result.current.data!;
    const maintenance = player.find((item) => item.title.startsWith('Bảo trì định kỳ'))!;
    expect(maintenance.content).toBe(maintenance.contents.find((c) => c.language === 'VI')!.content);
    expect(maintenance.contents.find((c) => c.language === 'EN')!.title).toBe('Scheduled maintenance: Saba Sports');
    const unsafe = player.filter((item) => item.content.includes('onerror='));
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]!.content).toContain('<script>');
  });

  test('banners answer in the Language sent; a localised call sends the language of its key, whatever the current one', async () => {
    const calls = spy('/wps/relay/MCSFE_getListAnnouncements');
    const vi = await getNotice({ execution: 'B', language: 'VI' });
    const en = await getNotice({ execution: 'B' });
    server.events.removeAllListeners();
    expect(calls.map((call) => call.headers.get('Language'))).toEqual(['VI', 'EN']);
    expect(bannersOf(vi, 'w_home').map((banner) => banner.title)).toEqual([
      'w_home_Thưởng chào mừng 100%',
      'w_home_Cúp Aviator',
      'w_home_Thưởng nạp lại 10%',
      'w_home_Tham gia Telegram',
    ]);
    expect(bannersOf(en, 'w_home')[0]!.title).toBe('w_home_Welcome bonus 100%');
    expect(vi.banners.map((banner) => banner.bannerId)).toEqual(en.banners.map((banner) => banner.bannerId));
  });

  test('useNotice keys its entry by the API language and fetches in it', async () => {
    setApiLanguage('VI');
    const { result, client } = renderQueryHook(() => useNotice({ execution: 'B' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(keys.content.notice({ execution: 'B', language: 'VI' }))).toBe(result.current.data);
    expect(bannersOf(result.current.data!, 'w_home')[0]!.title).toBe('w_home_Thưởng chào mừng 100%');
  });

  test('missing or unknown params are refused as the platform does', async () => {
    const call = (query: Record<string, string>) =>
      api.request({ method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', query, schema: z.unknown() }).then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(await call({ types: 'B,XX', platform: 'W', execution: 'B' })).toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
    expect(await call({ types: 'B', platform: 'W' })).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
    expect(await call({ types: '', platform: 'W', execution: 'B' })).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('empty catalogues: the five keys stay, every list and the promotions are empty', async () => {
    setScenario('visitor', { emptyCatalogues: true });
    const { result } = renderQueryHook(() => ({ notice: useAnnouncements({ execution: 'B' }), promotions: usePromotions() }));
    await waitFor(() => expect(result.current.notice.isSuccess && result.current.promotions.isSuccess).toBe(true));
    expect(result.current.notice.data).toEqual({ player: [], popup: [], hot: [], banners: [], promotion: [] });
    expect(result.current.promotions.data).toEqual([]);
  });

  test('the notice module switched off answers #543', async () => {
    setScenario('visitor', { modulesOff: ['COMM3'] });
    const { result } = renderQueryHook(() => useNotice({ execution: 'B' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('promotions', () => {
  test('usePromotions lists every category for a visitor; the register carousel asks for new_player only', async () => {
    const calls = spy('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    const { result } = renderQueryHook(() => ({ all: usePromotions(), newPlayer: usePromotions({ category: 'new_player' }) }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.newPlayer.isSuccess).toBe(true));
    server.events.removeAllListeners();
    expect(calls.map((c) => c.query.get('category')).sort()).toEqual(['new_player', null]);
    expect(calls[0]!.headers.get('ModuleId')).toBe('REWCEN3');

    const all = result.current.all.data!;
    expect(new Set(all.map((p) => p.category))).toEqual(new Set(['new_player', 'deposit', 'rebate', 'vip', 'sports', 'slots']));
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['JOIN', 'COMING_SOON', 'CLOSE']));
    expect(all.every((p) => p.imageUrl.startsWith('data:image/svg+xml,') && p.title !== '')).toBe(true);
    const newPlayer = result.current.newPlayer.data!;
    expect(newPlayer.length).toBeGreaterThanOrEqual(2);
    expect(newPlayer.every((p) => p.category === 'new_player')).toBe(true);
  });

  test('a member sees their own activity statuses, with the reason of a rejection', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePromotions());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const statuses = new Set(result.current.data!.map((p) => p.status));
    for (const status of ['PROCESS', 'CLAIM', 'ISSUED', 'CLAIMED', 'JOINED', 'SIGNED', 'REJECTED', 'JOIN', 'COMING_SOON', 'CLOSE'] as const)
      expect(statuses.has(status), status).toBe(true);
    expect([...statuses].every((s) => (ACTIVITY_STATUSES as readonly string[]).includes(s))).toBe(true);
    const rejected = result.current.data!.find((p) => p.status === 'REJECTED')!;
    expect(rejected.rejectReason).toMatch(/apply again/);
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('an announcement with the captured id, type and content language', () => {
    expect(announcementSchema.parse({ id: 5685562, type: 'PL', noExpiry: 1, contents: [{ language: 'default' }] })).toMatchObject({
      id: 5685562,
      type: 'PL',
      title: '',
      content: '',
      noExpiry: true,
      priority: 0,
      read: false,
      contents: [{ language: 'default', title: '', content: '', isDefault: false }],
    });
  });

  test('a designed promotion with its id, start and status only; an application answer without its time', () => {
    expect(promotionSummarySchema.parse({ id: 1, startDate: 1, status: 'JOIN' })).toEqual({
      id: 1,
      startDate: 1,
      status: 'JOIN',
      category: '',
      title: '',
      summary: '',
      imageUrl: '',
      noExpiry: false,
      needsApplication: false,
      sequence: 0,
    });
    expect(applicationResultSchema.parse({ promotionId: 1, applicationId: 'A1', status: 'APPLYING' })).toEqual({
      promotionId: 1,
      applicationId: 'A1',
      status: 'APPLYING',
    });
  });
});
