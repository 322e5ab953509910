import { describe, expect, test } from 'vitest';
import { imageAttempts, withRetryParam } from './Image.tsx';

describe('withRetryParam', () => {
  test('adds a cache-busting query', () => {
    expect(withRetryParam('https://cdn.example.com/game.png')).toBe('https://cdn.example.com/game.png?retry=1');
    expect(withRetryParam('/img/game.png?v=3')).toBe('/img/game.png?v=3&retry=1');
  });

  test('keeps the fragment last', () => {
    expect(withRetryParam('/sprite.svg#dice')).toBe('/sprite.svg?retry=1#dice');
  });

  test('leaves data and blob URLs alone (they cannot be cache-busted)', () => {
    expect(withRetryParam('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(withRetryParam('blob:https://example.com/1234')).toBe('blob:https://example.com/1234');
  });
});

describe('imageAttempts', () => {
  const A = 'https://a.example.test/game.png';
  const B = 'https://b.example.test/game.png';
  const ICON_A = 'https://a.example.test/default.png';
  const ICON_B = 'https://b.example.test/default.png';

  test('a lone picture: itself, its one retry, then the fallback', () => {
    expect(imageAttempts(A, undefined, ICON_A)).toEqual([
      { url: A, kind: 'first' },
      { url: `${A}?retry=1`, kind: 'retry' },
      { url: ICON_A, kind: 'fallback' },
    ]);
    expect(imageAttempts([A], 'https://a.example.test/other.png')).toEqual([
      { url: A, kind: 'first' },
      { url: 'https://a.example.test/other.png', kind: 'retry' },
    ]);
  });

  test('a picture on several servers: each once, in the given order (the next server is the retry), then the fallback on each', () => {
    expect(imageAttempts([A, B], undefined, [ICON_A, ICON_B])).toEqual([
      { url: A, kind: 'first' },
      { url: B, kind: 'retry' },
      { url: ICON_A, kind: 'fallback' },
      { url: ICON_B, kind: 'fallback' },
    ]);
  });

  test('nothing to show: only the fallback, or nothing (the placeholder)', () => {
    expect(imageAttempts(undefined, undefined, ICON_A)).toEqual([{ url: ICON_A, kind: 'fallback' }]);
    expect(imageAttempts('', undefined, [])).toEqual([]);
    expect(imageAttempts([])).toEqual([]);
  });
});
