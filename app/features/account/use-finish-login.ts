/**
 * The end of every way in (finish-login.ts): the hook takes what it needs from the render (the query
 * client, navigation, the expiry switch) and loads the steps themselves when a login has answered, so
 * the first screen (the header's free demo) does not carry them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import type { LoginResult } from '../../api/session.contract.ts';
import type { FinishOptions } from './finish-login.ts';

export type { FinishOptions } from './finish-login.ts';

/** Starts loading the steps early (a login on its way), so they are there when it answers. */
export const loadFinishLogin = () => import('./finish-login.ts');

export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expiryEnforced = moduleEnabled(useSystemStatus().data, 'PWDEXPFORCECHANGE3');

  return async (result: LoginResult, options: FinishOptions): Promise<void> => {
    const { finishLogin } = await loadFinishLogin();
    await finishLogin(result, options, { queryClient, navigate, expiryEnforced });
  };
}
