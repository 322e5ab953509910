/**
 * The member centre's player pages: rank (playerRank), invite friends (referral), profile and the
 * security centre (spec section 2). The rank and referral relays come from live go444 bodies
 * (platform-api.md source S10 and its plan-for-member-home.md); the rest is designed. Schemas, rules
 * and helpers: player.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import {
  type BindEmailInput,
  type BindMobileInput,
  type ChangePaymentPasswordInput,
  type PlayerRank,
  playerRankSchema,
  type Profile,
  profileSchema,
  type ProfileUpdate,
  type Referral,
  referralSchema,
  type SecurityCenter,
  securityCenterSchema,
  type SetPaymentPasswordInput,
} from './player.contract.ts';

// --- player rank ---------------------------------------------------------------------------------

export function getPlayerRank(signal?: AbortSignal): Promise<PlayerRank> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', schema: playerRankSchema, signal });
}

export const playerRankQuery = () =>
  queryOptions({ queryKey: keys.player.rank(), queryFn: ({ signal }) => getPlayerRank(signal), staleTime: 60_000 });

export function usePlayerRank(options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerRankQuery(), enabled: options.enabled ?? true });
}

// --- referral (invite friends) -------------------------------------------------------------------

/** autoGenerate asks the platform to create the member's code if there is none yet (seen on go444). */
export function getReferral(signal?: AbortSignal): Promise<Referral> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    query: { autoGenerate: true },
    schema: referralSchema,
    signal,
  });
}

export const referralQuery = () =>
  queryOptions({ queryKey: keys.player.referral(), queryFn: ({ signal }) => getReferral(signal), staleTime: 60_000 });

export function useReferral(options: { enabled?: boolean } = {}) {
  return useQuery({ ...referralQuery(), enabled: options.enabled ?? true });
}

// --- profile -------------------------------------------------------------------------------------

const PROFILE_PATH = '/wps/member/profile';
const MEMBER_MODULE = 'COMM3';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.request({ method: 'GET', path: PROFILE_PATH, moduleId: MEMBER_MODULE, schema: profileSchema, signal });
}

export const profileQuery = () =>
  queryOptions({ queryKey: keys.player.profile(), queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery(), enabled: options.enabled ?? true });
}

/** Sends only the fields given; answers the updated profile. */
export function updateProfile(input: ProfileUpdate): Promise<Profile> {
  return api.request({ method: 'PUT', path: PROFILE_PATH, json: input, moduleId: MEMBER_MODULE, schema: profileSchema });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      client.setQueryData(keys.player.profile(), profile);
      // The nickname shows in member info (header menu) and the real name in the security centre.
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.member.all }),
        client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
      ]);
    },
  });
}

// --- security centre -----------------------------------------------------------------------------

/** The path is a sibling build's registry entry (securityConfig, COMM3); the shape is designed. */
export function getSecurityCenter(signal?: AbortSignal): Promise<SecurityCenter> {
  return api.request({
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    moduleId: MEMBER_MODULE,
    schema: securityCenterSchema,
    signal,
  });
}

export const securityCenterQuery = () =>
  queryOptions({ queryKey: keys.player.securityCenter(), queryFn: ({ signal }) => getSecurityCenter(signal), staleTime: 60_000 });

export function useSecurityCenter(options: { enabled?: boolean } = {}) {
  return useQuery({ ...securityCenterQuery(), enabled: options.enabled ?? true });
}

// --- security bindings (designed: docs/decisions/014-security-bindings.md) -----------------------

/** Every binding answers the updated security summary; the withdraw settings carry hasPaymentPassword. */
function useBindingMutation<Input>(mutationFn: (input: Input) => Promise<SecurityCenter>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (summary) => {
      client.setQueryData(keys.player.securityCenter(), summary);
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
        client.invalidateQueries({ queryKey: keys.player.profile() }),
        client.invalidateQueries({ queryKey: keys.wallet.withdrawSettings() }),
      ]);
    },
  });
}

/** POST /wps/relay/MCSFE_bindMobile: the code from useSendBindSms (verification.ts). */
export function bindMobile(input: BindMobileInput): Promise<SecurityCenter> {
  return api.request({ method: 'POST', path: '/wps/relay/MCSFE_bindMobile', json: input, schema: securityCenterSchema });
}

export function useBindMobile() {
  return useBindingMutation(bindMobile);
}

export function bindEmail(input: BindEmailInput): Promise<SecurityCenter> {
  return api.request({ method: 'POST', path: '/wps/relay/MCSFE_bindEmail', json: input, schema: securityCenterSchema });
}

export function useBindEmail() {
  return useBindingMutation(bindEmail);
}

/** E: the first payment password, checked by the login password. */
export function setPaymentPassword(input: SetPaymentPasswordInput): Promise<SecurityCenter> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_setPaymentPassword',
    encrypted: true,
    json: input,
    schema: securityCenterSchema,
  });
}

export function useSetPaymentPassword() {
  return useBindingMutation(setPaymentPassword);
}

/** E: a new payment password, checked by the old one. */
export function changePaymentPassword(input: ChangePaymentPasswordInput): Promise<SecurityCenter> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_changePaymentPassword',
    encrypted: true,
    json: input,
    schema: securityCenterSchema,
  });
}

export function useChangePaymentPassword() {
  return useBindingMutation(changePaymentPassword);
}
