import { describe, expect, test } from 'vitest';
import { checkCatalogues, flatten } from './i18n-check.ts';

const en = flatten({
  common: { retry: 'Retry', hello: 'Hello {{name}}' },
  item: { count_one: '{{count}} item', count_other: '{{count}} items' },
});
const vi = flatten({
  common: { retry: 'Thử lại', hello: 'Xin chào {{name}}' },
  item: { count_one: '{{count}} mục', count_other: '{{count}} mục' },
});
const literals = new Set(['common.retry', 'common.hello', 'item.count']);

describe('i18n check', () => {
  test('passes complete, used catalogues (plural forms count as used through their base key)', () => {
    expect(checkCatalogues({ en, vi, literals })).toEqual([]);
  });

  test('fails when a VI key is missing', () => {
    const broken = new Map(vi);
    broken.delete('common.retry');
    expect(checkCatalogues({ en, vi: broken, literals })).toEqual(['missing in VI: common.retry']);
  });

  test('fails on empty values and on keys only in VI', () => {
    const broken = new Map(vi);
    broken.set('common.retry', '  ');
    broken.set('common.extra', 'Thêm');
    expect(checkCatalogues({ en, vi: broken, literals })).toEqual([
      'empty in VI: common.retry',
      'only in VI (missing in EN): common.extra',
    ]);
  });

  test('fails on an unused key', () => {
    expect(checkCatalogues({ en, vi, literals: new Set(['common.retry', 'item.count']) })).toEqual(['unused key: common.hello']);
  });

  test('fails when a placeholder is lost in translation', () => {
    const broken = new Map(vi);
    broken.set('common.hello', 'Xin chào');
    expect(checkCatalogues({ en, vi: broken, literals })).toEqual(['placeholders differ for common.hello: EN {{name}} VI {{}}']);
  });
});
