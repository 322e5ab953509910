import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { buildBanners } from './banners.ts';
import { content, noticeValue } from './content.ts';

describe('content store', () => {
  test('banners and announcements are the same on every build of the store (stable screenshots)', () => {
    const first = noticeValue(new Set(['B', 'PL']), 'B', 'EN');
    setScenario('visitor');
    expect(noticeValue(new Set(['B', 'PL']), 'B', 'EN')).toEqual(first);
    expect(buildBanners()).toEqual(content().banners);
  });
});
