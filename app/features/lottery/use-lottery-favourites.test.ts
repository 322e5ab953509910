import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { authPromptState, dismiss } from '../session/auth-prompt.ts';
import { useFavouritesOf, type FavouritesSession } from './use-lottery-favourites.ts';

afterEach(() => dismiss());

const visitor: FavouritesSession = { isLogin: false, isTrial: false, account: undefined };
const member = (account: string): FavouritesSession => ({ isLogin: true, isTrial: false, account });

describe('lottery favourites of whoever is signed in', () => {
  test('they load when login becomes true and leave the view on logout', () => {
    localStorage.setItem('lotteryFavourites:member01', '[5910,1001]');
    const { result, rerender } = renderHook((session: FavouritesSession) => useFavouritesOf(session), { initialProps: visitor });
    expect(result.current.ids).toEqual([]);
    rerender(member('member01'));
    expect(result.current.ids).toEqual([5910, 1001]);
    rerender(visitor);
    expect(result.current.ids).toEqual([]);
    // Logging out hides them; it does not delete them.
    expect(localStorage.getItem('lotteryFavourites:member01')).toBe('[5910,1001]');
  });

  test('each username sees its own', () => {
    localStorage.setItem('lotteryFavourites:member01', '[5910]');
    localStorage.setItem('lotteryFavourites:member02', '[2002]');
    const { result, rerender } = renderHook((session: FavouritesSession) => useFavouritesOf(session), { initialProps: member('member01') });
    expect(result.current.ids).toEqual([5910]);
    rerender(member('member02'));
    expect(result.current.ids).toEqual([2002]);
  });

  test('a member toggles a favourite on and off; the view follows at once', () => {
    const { result } = renderHook(() => useFavouritesOf(member('member01')));
    act(() => result.current.toggle(5910));
    expect(result.current.ids).toEqual([5910]);
    expect(localStorage.getItem('lotteryFavourites:member01')).toBe('[5910]');
    act(() => result.current.toggle(5910));
    expect(result.current.ids).toEqual([]);
    expect(authPromptState().open).toBe(false);
  });

  test('a visitor clicking the star gets the login prompt and nothing is stored', () => {
    const { result } = renderHook(() => useFavouritesOf(visitor));
    act(() => result.current.toggle(5910));
    expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
    expect(Object.keys(localStorage).filter((key) => key.startsWith('lotteryFavourites:'))).toEqual([]);
  });

  test('a trial account gets the trial warning, sees no favourites and stores none', () => {
    localStorage.setItem('lotteryFavourites:trial0001', '[5910]');
    const { result } = renderHook(() => useFavouritesOf({ isLogin: true, isTrial: true, account: 'trial0001' }));
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle(1001));
    expect(authPromptState()).toEqual({ open: true, reason: 'trial-account' });
    expect(localStorage.getItem('lotteryFavourites:trial0001')).toBe('[5910]');
  });

  test('a change made in another tab shows up', () => {
    const { result } = renderHook(() => useFavouritesOf(member('member01')));
    act(() => {
      localStorage.setItem('lotteryFavourites:member01', '[3001]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'lotteryFavourites:member01' }));
    });
    expect(result.current.ids).toEqual([3001]);
  });

  test('tampered storage shows no favourites and the next toggle replaces it', () => {
    localStorage.setItem('lotteryFavourites:member01', '{"evil":"<script>"}');
    const { result } = renderHook(() => useFavouritesOf(member('member01')));
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle(5910));
    expect(localStorage.getItem('lotteryFavourites:member01')).toBe('[5910]');
  });
});
