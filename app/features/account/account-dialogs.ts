/**
 * Which account dialog is open: the login/register popup, forgot password, the (forced) password
 * change, the unregistered-IP verification, and the two registration results. One at a time, as
 * the flows move from one to the next; a tiny external store any code can drive.
 */
import type { LoginVerifyRequired } from '../../api/session.contract.ts';
import { createStore, useStore } from '@ui/lib/store.ts';
import type { ForcedChangeReason } from '@ui/auth/ChangePasswordDialog.tsx';

export type AccountDialog =
  | { kind: 'auth'; tab: 'login' | 'register'; notice?: 'password-changed' }
  | { kind: 'forgot' }
  | { kind: 'change-password'; forced?: ForcedChangeReason }
  | { kind: 'login-verification'; methods: LoginVerifyRequired['methods'] }
  | { kind: 'mobile-account'; account: string }
  | { kind: 'register-success' }
  /** The notice popup after login: F after a first login, A otherwise (spec section 4, steps 3 and 5). */
  | { kind: 'notice'; execution: 'A' | 'F' };

const store = createStore<AccountDialog | undefined>(undefined);
const set = store.set;

export const openLogin = (notice?: 'password-changed') => set({ kind: 'auth', tab: 'login', notice });
export const openRegister = () => set({ kind: 'auth', tab: 'register' });
export const openForgotPassword = () => set({ kind: 'forgot' });
export const openChangePassword = (forced?: ForcedChangeReason) => set({ kind: 'change-password', forced });
export const openLoginVerification = (methods: LoginVerifyRequired['methods']) => set({ kind: 'login-verification', methods });
export const openMobileAccount = (account: string) => set({ kind: 'mobile-account', account });
export const openRegisterSuccess = () => set({ kind: 'register-success' });
export const openNotice = (execution: 'A' | 'F') => set({ kind: 'notice', execution });
export const closeAccountDialog = () => set(undefined);

export const accountDialog = store.get;

export function useAccountDialog(): AccountDialog | undefined {
  return useStore(store);
}
