/**
 * The end of every way in (spec section 4, login steps 2-5): the session is confirmed, the popup
 * closes and the player lands on / (or back on the member page that asked for the login); then the
 * forced password change, or the notice popup (first login: execution F, otherwise A). Registration
 * shows its own success dialogs instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { LoginResult } from '../../api/session.contract.ts';
import { PATHS } from '../../paths.ts';
import { takeLoginReturn } from '../session/login-return.ts';
import { setPasswordChangeNeeded } from '../session/session-store.ts';
import { closeAccountDialog, openChangePassword, openNotice } from './account-dialogs.ts';
import { useModule } from './account-data.ts';
import { forcedChangeReason, rememberKnownPassword, startSession, type LoginVia } from './login-flow.ts';

export interface FinishOptions {
  via: LoginVia;
  /** The password typed (kept in memory for a forced change); never for SMS or free play. */
  password?: string;
  /** Registration opens its own result dialogs. */
  after?: 'notice' | 'none';
}

export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expiryEnforced = useModule('PWDEXPFORCECHANGE3');

  return async (result: LoginResult, { via, password, after = 'notice' }: FinishOptions): Promise<void> => {
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
  };
}
