import { describe, expect, test } from 'vitest';
import { onEachCdn, gameImages } from './games.contract.ts';
import { analyticsTagId, systemStatusSchema, visitOrder } from './system.contract.ts';

describe('visitOrder (spec section 9: a random CDN base from the supplied list)', () => {
  const servers = ['https://a.test', 'https://b.test', 'https://c.test'];

  test('starts where the draw falls and keeps the rest after it in turn, so a dead server is followed by the next', () => {
    expect(visitOrder(servers, 0)).toEqual(servers);
    expect(visitOrder(servers, 0.4)).toEqual(['https://b.test', 'https://c.test', 'https://a.test']);
    expect(visitOrder(servers, 0.99)).toEqual(['https://c.test', 'https://a.test', 'https://b.test']);
  });

  test('every server can come first; one server or none stays as it is', () => {
    const firsts = new Set([0, 0.34, 0.67].map((draw) => visitOrder(servers, draw)[0]));
    expect(firsts.size).toBe(3);
    expect(visitOrder(['https://a.test'], 0.9)).toEqual(['https://a.test']);
    expect(visitOrder([], 0.5)).toEqual([]);
  });
});

describe('onEachCdn', () => {
  test('the picture on each server in order; an absolute address once; nothing when there is no picture', () => {
    expect(onEachCdn(['https://a.test', 'https://b.test'], gameImages.defaultGame)).toEqual([
      'https://a.test/TCG_GAME_ICONS/default.png',
      'https://b.test/TCG_GAME_ICONS/default.png',
    ]);
    expect(onEachCdn(['https://a.test', 'https://b.test'], () => 'data:image/png;base64,AAAA')).toEqual(['data:image/png;base64,AAAA']);
    expect(onEachCdn(['https://a.test'], () => undefined)).toBeUndefined();
  });
});

describe('analyticsTagId (the id goes into a script URL)', () => {
  const status = (gtagId: unknown) => systemStatusSchema.parse({ info: { analytics: { gtagId } } });

  test('the Google tag forms pass', () => {
    expect(analyticsTagId(status('G-VIVA2026'))).toBe('G-VIVA2026');
    expect(analyticsTagId(status(' G-ABC123XYZ '))).toBe('G-ABC123XYZ');
    expect(analyticsTagId(status('AW-123456789'))).toBe('AW-123456789');
    expect(analyticsTagId(status('UA-12345678-1'))).toBe('UA-12345678-1');
  });

  test('anything else, or no id, is no analytics', () => {
    for (const id of ['', 'G-', 'g-abc123', 'G-ABC&x=1', 'G-ABC123"><script>', 'https://evil.test/x.js', 'GTM-ABC123', 'UA-123']) {
      expect(analyticsTagId(status(id)), id).toBeUndefined();
    }
    expect(analyticsTagId(status(null))).toBeUndefined();
    expect(analyticsTagId(systemStatusSchema.parse({}))).toBeUndefined();
    expect(analyticsTagId(undefined)).toBeUndefined();
  });
});
