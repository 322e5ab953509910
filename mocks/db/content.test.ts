import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { buildBanners } from './banners.ts';
import { content, noticeValue } from './content.ts';

describe('content store', () => {
  test('banners and announcements are the same on every build of the store (stable screenshots)', () => {
    const first = noticeValue(new Set(['B', 'PL']), 'B', 'EN');
    setScenario('visitor');
    expect(noticeValue(new Set(['B', 'PL']), 'B', 'EN')).toEqual(first);
    expect(buildBanners('EN')).toEqual(content().banners.EN);
  });

  test('banners answer in the language asked for: the same banners (ids, links, dates), localised title and art', () => {
    const en = noticeValue(new Set(['B']), 'B', 'EN').banners!;
    const vi = noticeValue(new Set(['B']), 'B', 'VI').banners!;
    expect(vi.map(({ title: _t, url: _u, ...rest }) => rest)).toEqual(en.map(({ title: _t, url: _u, ...rest }) => rest));
    const welcome = (list: typeof en) => list.find((banner) => banner.groupName === 'w_home')!;
    expect(welcome(en).title).toBe('w_home_Welcome bonus 100%');
    expect(welcome(vi).title).toBe('w_home_Thưởng chào mừng 100%');
    expect(decodeURIComponent(welcome(vi).url)).toContain('Nhận ngay');
    expect(decodeURIComponent(welcome(en).url)).toContain('Claim now');
    // Every banner says something else in Vietnamese, in its title or its art.
    en.forEach((banner, i) => expect([vi[i]!.title, vi[i]!.url]).not.toEqual([banner.title, banner.url]));
  });
});
