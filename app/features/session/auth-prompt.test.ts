import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { authPromptState, dismiss, requestLogin, requestTrialWarning, subscribeAuthPrompt, useAuthPrompt } from './auth-prompt.ts';

afterEach(() => dismiss());

describe('authPrompt', () => {
  test('starts closed and opens with its reason', () => {
    expect(authPromptState()).toEqual({ open: false, reason: undefined });
    requestLogin();
    expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
  });

  test('the first request wins while it is open; a burst notifies once', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthPrompt(listener);
    for (let i = 0; i < 10; i++) requestLogin('session-expired');
    requestLogin('login-required');
    requestTrialWarning('trial-chat');
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(authPromptState()).toEqual({ open: true, reason: 'session-expired' });
  });

  test('an expired session replaces a login or trial prompt', () => {
    requestTrialWarning('trial-account');
    requestLogin('session-expired');
    expect(authPromptState().reason).toBe('session-expired');
  });

  test('dismiss closes it, and a new request opens it again', () => {
    requestLogin();
    dismiss();
    expect(authPromptState().open).toBe(false);
    requestTrialWarning('trial-account');
    expect(authPromptState()).toEqual({ open: true, reason: 'trial-account' });
  });

  test('useAuthPrompt re-renders on changes', () => {
    const { result } = renderHook(useAuthPrompt);
    expect(result.current.open).toBe(false);
    act(() => requestLogin('session-expired'));
    expect(result.current).toEqual({ open: true, reason: 'session-expired' });
    act(() => dismiss());
    expect(result.current.open).toBe(false);
  });
});
