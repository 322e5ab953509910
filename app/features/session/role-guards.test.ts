import { afterEach, describe, expect, test, vi } from 'vitest';
import { authPromptState, dismiss } from './auth-prompt.ts';
import { requireMember } from './role-guards.ts';

afterEach(() => dismiss());

const visitor = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };
const member = { isLogin: true, isTrial: false };

describe('requireMember', () => {
  test('a member may proceed and nothing opens', () => {
    expect(requireMember(member)).toBe(true);
    expect(requireMember(member, { feature: 'chat' })).toBe(true);
    expect(authPromptState().open).toBe(false);
  });

  test('a visitor is stopped with the login popup', () => {
    expect(requireMember(visitor)).toBe(false);
    expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
  });

  test('a trial account is stopped with the trial warning; the chat has its own', () => {
    expect(requireMember(trial)).toBe(false);
    expect(authPromptState()).toEqual({ open: true, reason: 'trial-account' });
    dismiss();
    expect(requireMember(trial, { feature: 'chat' })).toBe(false);
    expect(authPromptState()).toEqual({ open: true, reason: 'trial-chat' });
  });

  test('custom handlers replace the popups', () => {
    const onVisitor = vi.fn();
    const onTrial = vi.fn();
    expect(requireMember(visitor, { onVisitor, onTrial })).toBe(false);
    expect(requireMember(trial, { onVisitor, onTrial, feature: 'chat' })).toBe(false);
    expect(onVisitor).toHaveBeenCalledTimes(1);
    expect(onTrial).toHaveBeenCalledExactlyOnceWith('trial-chat');
    expect(authPromptState().open).toBe(false);
  });

  test('allowTrial lets a trial account through but still stops a visitor', () => {
    expect(requireMember(trial, { allowTrial: true })).toBe(true);
    expect(requireMember(visitor, { allowTrial: true })).toBe(false);
  });
});
