/**
 * Spec section 6: visitors get the login popup for member features (member centre, chat,
 * messages, favourites, recent games, game start); trial accounts (type 4) are refused the member
 * centre, favourites, recent games, chat and account centre with a warning.
 */
import { requestLogin, requestTrialWarning, type TrialWarning } from './auth-prompt.ts';

export interface GuardOptions {
  /** The chat has its own trial message (in_please_information). */
  feature?: 'chat' | 'member';
  /** Defaults to the login popup. */
  onVisitor?: () => void;
  /** Defaults to the trial warning popup. */
  onTrial?: (warning: TrialWarning) => void;
  /** Actions a trial account may take (e.g. game start): only visitors are stopped. */
  allowTrial?: boolean;
}

/** Whether the action may go ahead; if not, the visitor or trial handler has run. */
export function requireMember(session: { isLogin: boolean; isTrial: boolean }, options: GuardOptions = {}): boolean {
  if (!session.isLogin) {
    (options.onVisitor ?? (() => requestLogin('login-required')))();
    return false;
  }
  if (session.isTrial && !options.allowTrial) {
    (options.onTrial ?? requestTrialWarning)(options.feature === 'chat' ? 'trial-chat' : 'trial-account');
    return false;
  }
  return true;
}
