import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { betStatusLabel, betStatusTone, categoryLabel, codeTypeLabel, kindLabel, percentLabel } from './history-labels.ts';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('history labels', () => {
  test('known codes read through their keys; a code the platform adds later shows as it comes', () => {
    expect(categoryLabel(t, 'LIVE')).toBe('<history.categories.LIVE>');
    expect(categoryLabel(t, 'KENO')).toBe('KENO');
    expect(betStatusLabel(t, 'SETTLED')).toBe('<history.betStatus.SETTLED>');
    expect(betStatusLabel(t, 'VOID')).toBe('VOID');
    expect(kindLabel(t, 'rebate')).toBe('<history.kinds.rebate>');
    expect(kindLabel(t, 'toString')).toBe('toString');
    expect(codeTypeLabel(t, 'betting_rebate')).toBe('<history.codeTypes.betting_rebate>');
    expect(codeTypeLabel(t, 'real_time_wage')).toBe('real_time_wage');
    expect(categoryLabel(t, 'VIETNAM_LOTTO')).toBe('<history.categories.VIETNAM_LOTTO>');
  });

  test('statuses have tones, unknown ones neutral', () => {
    expect(betStatusTone('SETTLED')).toBe('success');
    expect(betStatusTone('UNSETTLED')).toBe('warning');
    expect(betStatusTone('WON')).toBe('success');
    expect(betStatusTone('LOST')).toBe('neutral');
    expect(betStatusTone('VOID')).toBe('neutral');
  });

  test('rates are the platform percent in the language, a dash when missing', () => {
    expect(percentLabel(0.75, 'EN')).toBe('0.75%');
    expect(percentLabel(1, 'EN')).toBe('1%');
    expect(percentLabel(0.75, 'VI')).toMatch(/^0,75\s?%$/);
    expect(percentLabel(null, 'EN')).toBe('—');
  });
});
