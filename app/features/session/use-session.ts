import { useEffect, useSyncExternalStore } from 'react';
import { type MemberInfo } from '../../api/member.contract.ts';
import { useMemberInfo } from '../../api/member.ts';
import { readSession, saveMemberInfo, subscribeSession, type StoredSession } from './session-store.ts';

/** Member types allowed the account centre (spec section 6). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
/** A clubLabel rankLevel above this gets the VIP service channel. */
export const VIP_SERVICE_MIN_RANK = 4;

/** The stored session alone (no request): for code that only needs to know who is signed in. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, readSession);
}

export interface Session {
  token: string | undefined;
  isLogin: boolean;
  account: string | undefined;
  nickname: string | undefined;
  customerId: number | undefined;
  /** The member type, from member info or, until it loads, from storage. */
  type: number | undefined;
  isAgent: boolean;
  isTrial: boolean;
  /** Loaded while logged in; undefined while loading or logged out. */
  memberInfo: MemberInfo | undefined;
  vipService: boolean;
  passwordChangeNeeded: boolean;
}

/** The login state of spec section 3: the stored session, completed by member info (fetched while logged in). */
export function useSession(): Session {
  const stored = useStoredSession();
  const isLogin = stored !== null;
  const { data } = useMemberInfo({ enabled: isLogin });
  const memberInfo = isLogin ? data : undefined;

  // Keeps the stored copy current, so a reload shows the right name before member info returns.
  useEffect(() => {
    if (memberInfo) saveMemberInfo(memberInfo);
  }, [memberInfo]);

  const type = memberInfo?.type ?? stored?.type;
  return {
    token: stored?.token,
    isLogin,
    account: memberInfo ? memberInfo.account : stored?.account,
    nickname: memberInfo ? (memberInfo.nickname ?? undefined) : stored?.nickname,
    customerId: memberInfo ? memberInfo.id : stored?.customerId,
    type,
    isAgent: isLogin && type !== undefined && AGENT_TYPES.includes(type),
    isTrial: isLogin && type === TRIAL_TYPE,
    memberInfo,
    vipService: (memberInfo?.clubLabel?.rankLevel ?? 0) > VIP_SERVICE_MIN_RANK,
    passwordChangeNeeded: stored?.passwordChangeNeeded ?? false,
  };
}
