import { renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { authPromptState, dismiss } from '../session/auth-prompt.ts';
import { emitSessionEnded } from '../session/session-store.ts';
import { closeChat, toggleChat, useChatOpen } from './chat-store.ts';

afterEach(() => {
  closeChat();
  dismiss();
});

test('a member toggles the chat open and closed', () => {
  const { result, rerender } = renderHook(() => useChatOpen());
  toggleChat({ isLogin: true, isTrial: false });
  rerender();
  expect(result.current).toBe(true);
  toggleChat({ isLogin: true, isTrial: false });
  rerender();
  expect(result.current).toBe(false);
});

test('a visitor gets the login prompt and a trial account the chat warning; the chat stays closed', () => {
  const { result } = renderHook(() => useChatOpen());
  toggleChat({ isLogin: false, isTrial: false });
  expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
  dismiss();
  toggleChat({ isLogin: true, isTrial: true });
  expect(authPromptState()).toEqual({ open: true, reason: 'trial-chat' });
  expect(result.current).toBe(false);
});

test('the end of the session closes the chat', () => {
  const { result, rerender } = renderHook(() => useChatOpen());
  toggleChat({ isLogin: true, isTrial: false });
  emitSessionEnded('logout');
  rerender();
  expect(result.current).toBe(false);
});
