import { describe, expect, test } from 'vitest';
import { withRetryParam } from './Image.tsx';

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
