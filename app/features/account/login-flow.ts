/**
 * What happens after the platform hands out a session (spec section 4, login steps 1-5), shared by
 * password and SMS login, the unregistered-IP verification, free play, registration and the phone
 * reset: store the token, confirm it with member info, apply the site restriction (section 6), then
 * either the forced password change or the after-login notice.
 */
import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../api/keys.ts';
import { type MemberInfo } from '../../api/member.contract.ts';
import { memberInfoQuery } from '../../api/member.ts';
import { type LoginResult } from '../../api/session.contract.ts';
import { logout } from '../../api/session.ts';
import { brand, type SiteKind } from '../../brand.ts';
import { clearSession, saveMemberInfo, saveSession } from '../session/session-store.ts';
import { AGENT_TYPES } from '../session/use-session.ts';
import type { ForcedChangeReason } from '@ui/auth/ChangePasswordDialog.tsx';

export type LoginVia = 'username' | 'sms' | 'verification' | 'free-play' | 'register' | 'phone-reset';

/** Players (0), agents and trial accounts use the member site; the agent site is for agents only. */
const MEMBER_SITE_TYPES: readonly number[] = [0, 4, ...AGENT_TYPES];

export function siteAllows(site: SiteKind, type: number): boolean {
  return site === 'agent' ? AGENT_TYPES.includes(type) : MEMBER_SITE_TYPES.includes(type);
}

export class SiteRefusedError extends Error {
  readonly site: SiteKind;
  constructor(site: SiteKind) {
    super(site === 'agent' ? 'Not an agent account' : 'Not a member account');
    this.site = site;
    this.name = 'SiteRefusedError';
  }
}

/**
 * Steps 1 and the restriction: the token is stored, member info fetched (through the cache, so the
 * header reuses it). An account the site refuses is logged out again before anything shows it.
 */
export async function startSession(result: LoginResult, queryClient: QueryClient, site: SiteKind = brand.site): Promise<MemberInfo> {
  saveSession(result);
  queryClient.removeQueries({ queryKey: keys.member.all });
  let info: MemberInfo;
  try {
    info = await queryClient.fetchQuery(memberInfoQuery());
  } catch (error) {
    clearSession();
    throw error;
  }
  if (!siteAllows(site, info.type ?? result.customerType ?? 0)) {
    await logout().catch(() => undefined);
    clearSession();
    queryClient.removeQueries({ queryKey: keys.member.all });
    throw new SiteRefusedError(site);
  }
  saveMemberInfo(info);
  return info;
}

/**
 * Step 4: the weak default password, or an expired one where expiry is enforced
 * (PWDEXPFORCECHANGE3); never after an SMS (or Firebase) login, which proves no password.
 */
export function forcedChangeReason(input: {
  via: LoginVia;
  password: string | undefined;
  passwordExpired: boolean;
  expiryEnforced: boolean;
}): Exclude<ForcedChangeReason, 'required'> | undefined {
  if (input.via !== 'username' && input.via !== 'verification') return undefined;
  if (input.password !== undefined && input.password === brand.defaultPassword) return 'weak';
  if (input.passwordExpired && input.expiryEnforced) return 'expired';
  return undefined;
}

/*
 * The password the player just typed, kept in memory only (never storage) so the forced change can
 * skip "current password" (spec section 5: asked only when the stored one is unknown). A reload
 * forgets it, and the dialog then asks.
 */
let knownPassword: string | undefined;

export function rememberKnownPassword(password: string | undefined): void {
  knownPassword = password;
}

export function knownPasswordOf(): string | undefined {
  return knownPassword;
}
