/**
 * The member centre's player pages: rank (playerRank), invite friends (referral), profile and the
 * security centre (spec section 2). The rank and referral relays come from live go444 bodies
 * (platform-api.md source S10 and its plan-for-member-home.md); the profile, the security summary and
 * the bindings use the paths and verbs of the platform's own member centre (reference/platform-client.md
 * #28-#34; the bodies it was not seen to send are designed: scripts/platform-client/player.json).
 * Schemas, rules and helpers: player.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from './client.ts';
import { keys } from './keys.ts';
import { getMemberInfo } from './member.ts';
import {
  type BindEmailInput,
  type BindMobileInput,
  type ChangePaymentPasswordInput,
  type CustomerFields,
  customerFieldsSchema,
  type PlayerRank,
  playerRankSchema,
  PROFILE_FIELDS,
  type Profile,
  profileOf,
  type ProfileUpdate,
  type Referral,
  referralSchema,
  type SecurityCenter,
  securityCenterOf,
  type SecurityConfig,
  securityConfigSchema,
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

export function getCustomerFields(signal?: AbortSignal): Promise<CustomerFields> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerCustomerFields', schema: customerFieldsSchema, signal });
}

/** The profile is the member info with the customer fields. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const [info, fields] = await Promise.all([getMemberInfo(signal), getCustomerFields(signal)]);
  return profileOf(info, fields);
}

export const profileQuery = () =>
  queryOptions({ queryKey: keys.player.profile(), queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery(), enabled: options.enabled ?? true });
}

/** Every update answers success only (the platform's client reads nothing more): the caller reads again. */
const done = z.unknown();

/** POST /wps/member/info/nickname: the client sends the legacy profile shape, every other field empty. */
export function updateNickname(nickname: string): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: '/wps/member/info/nickname',
    json: { nickname, payeename: '', mail: '', mobile: '', qq: '', province: '', city: '' },
    schema: done,
  });
}

/** POST /wps/member/info/payeename: the real name payouts go to (the body was not seen: `payeeName`, the registration's name for it). */
export function updatePayeeName(payeeName: string): Promise<unknown> {
  return api.request({ method: 'POST', path: '/wps/member/info/payeename', json: { payeeName }, schema: done });
}

/** POST /wps/relay/MCSFE_updateSocialTypeFields or MCSFE_updateIdTypeAndKycFields: `{fields: [{fieldId, fieldValue}]}`. */
export function updateCustomerFields(kind: 'social' | 'kyc', fields: { fieldId: string; fieldValue: string }[]): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: kind === 'social' ? '/wps/relay/MCSFE_updateSocialTypeFields' : '/wps/relay/MCSFE_updateIdTypeAndKycFields',
    json: { fields },
    schema: done,
  });
}

/**
 * Sends only the fields given, each to the call the platform takes it on, one after another (a
 * refusal stops the rest, so what the player sees saved is what was saved); answers the profile read
 * again.
 */
export async function updateProfile(input: ProfileUpdate): Promise<Profile> {
  const { nickname, fullName, birthday, telegram } = input;
  if (nickname !== undefined) await updateNickname(nickname.trim());
  if (fullName !== undefined) await updatePayeeName(fullName.trim());
  if (birthday !== undefined) await updateCustomerFields('kyc', [{ fieldId: PROFILE_FIELDS.birthday.fieldId, fieldValue: birthday }]);
  if (telegram !== undefined)
    await updateCustomerFields('social', [{ fieldId: PROFILE_FIELDS.telegram.fieldId, fieldValue: telegram.trim() }]);
  return getProfile();
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => client.setQueryData(keys.player.profile(), profile),
    // A refusal part-way may follow fields already saved. The nickname and the payee show in the
    // member info (the header menu) and the security centre.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.player.profile() }),
        client.invalidateQueries({ queryKey: keys.member.info() }),
        client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
      ]),
  });
}

// --- security centre -----------------------------------------------------------------------------

export function getSecurityConfig(signal?: AbortSignal): Promise<SecurityConfig> {
  return api.request({ method: 'GET', path: '/wps/v2/member/securityConfig', schema: securityConfigSchema, signal });
}

/** The security centre: the config (what is bound) with the member info (masked values, last login). */
export async function getSecurityCenter(signal?: AbortSignal): Promise<SecurityCenter> {
  const [config, info] = await Promise.all([getSecurityConfig(signal), getMemberInfo(signal)]);
  return securityCenterOf(config, info);
}

export const securityCenterQuery = () =>
  queryOptions({ queryKey: keys.player.securityCenter(), queryFn: ({ signal }) => getSecurityCenter(signal), staleTime: 60_000 });

export function useSecurityCenter(options: { enabled?: boolean } = {}) {
  return useQuery({ ...securityCenterQuery(), enabled: options.enabled ?? true });
}

// --- security bindings ---------------------------------------------------------------------------

/** A binding answers success only: the member info (masked values) and the summary are read again. */
function useBindingMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keys.member.info() });
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
        client.invalidateQueries({ queryKey: keys.player.profile() }),
        client.invalidateQueries({ queryKey: keys.withdraw.all }),
      ]);
    },
  });
}

/** POST /wps/member/info/mobile: the code from useSendMemberSms (verification.ts, operation updatePhone). */
export function bindMobile(input: BindMobileInput): Promise<unknown> {
  return api.request({ method: 'POST', path: '/wps/member/info/mobile', json: input, schema: done });
}

export function useBindMobile() {
  return useBindingMutation(bindMobile);
}

export function bindEmail(input: BindEmailInput): Promise<unknown> {
  return api.request({ method: 'POST', path: '/wps/member/info/email', json: input, schema: done });
}

export function useBindEmail() {
  return useBindingMutation(bindEmail);
}

/** PUT /wps/member/paymentPassword (E): the first payment password, checked by the login password. */
export function setPaymentPassword(input: SetPaymentPasswordInput): Promise<unknown> {
  return api.request({ method: 'PUT', path: '/wps/member/paymentPassword', encrypted: true, json: input, schema: done });
}

export function useSetPaymentPassword() {
  return useBindingMutation(setPaymentPassword);
}

/** POST /wps/member/paymentPassword (E): a new payment password, checked by the old one. */
export function changePaymentPassword(input: ChangePaymentPasswordInput): Promise<unknown> {
  return api.request({ method: 'POST', path: '/wps/member/paymentPassword', encrypted: true, json: input, schema: done });
}

export function useChangePaymentPassword() {
  return useBindingMutation(changePaymentPassword);
}
