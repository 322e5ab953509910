/**
 * The end of every way in (spec section 4, login steps 2-5): the session is confirmed, the popup
 * closes and the player lands on / (or back on the member page that asked for the login); then the
 * forced password change, or the notice popup (first login: execution F, otherwise A). Registration
 * shows its own success dialogs instead. A chunk of its own: the first screen only needs it once a
 * login has answered (use-finish-login.ts loads it).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import type { LoginResult } from '../../api/session.contract.ts';
import { PATHS } from '../../paths.ts';
import { takeLoginReturn } from '../session/login-return.ts';
import { setPasswordChangeNeeded } from '../session/session-store.ts';
import { closeAccountDialog, openChangePassword, openNotice } from './account-dialogs.ts';
import { forcedChangeReason, rememberKnownPassword, startSession, type LoginVia } from './login-flow.ts';

export interface FinishOptions {
  via: LoginVia;
  /** The password typed (kept in memory for a forced change); never for SMS or free play. */
  password?: string;
  /** Registration opens its own result dialogs. */
  after?: 'notice' | 'none';
}

/** What the hook hands over from the render it was called in. */
export interface FinishContext {
  queryClient: QueryClient;
  navigate: NavigateFunction;
  /** PWDEXPFORCECHANGE3: an expired password must be changed. */
  expiryEnforced: boolean;
}

export async function finishLogin(
  result: LoginResult,
  { via, password, after = 'notice' }: FinishOptions,
  { queryClient, navigate, expiryEnforced }: FinishContext,
): Promise<void> {
  await startSession(result, queryClient);
  closeAccountDialog();
  const asked = takeLoginReturn();
  if (asked) navigate(asked.path, { replace: true, state: asked.state });
  else navigate(PATHS.root);
  const forced = forcedChangeReason({ via, password, passwordExpired: result.passwordExpired, expiryEnforced });
  if (forced) {
    setPasswordChangeNeeded(true);
    rememberKnownPassword(password);
    openChangePassword(forced);
    return;
  }
  rememberKnownPassword(undefined);
  if (after === 'notice') openNotice(result.firstTimeLogin ? 'F' : 'A');
}
