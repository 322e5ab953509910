/**
 * Member calls: member info, profile picture and avatar, registration (username and mobile forms),
 * password change and recovery, the affiliate-code check and the language preference.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { keys } from './keys.ts';
import {
  type AffiliateParams,
  type ChangePasswordInput,
  type ForgotPasswordByEmailInput,
  type MemberIcon,
  memberIconSchema,
  type MemberInfo,
  memberInfoSchema,
  type PlayerAvatar,
  playerAvatarSchema,
  type RegisterInput,
  type RegisterMobileInput,
  type ResetPasswordByPhoneInput,
} from './member.contract.ts';
import { loginResultSchema, type LoginResult, type VerifierData } from './session.contract.ts';

export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return api.request({ method: 'GET', path: '/wps/member/info', schema: memberInfoSchema, signal });
}

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: keys.member.info(),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  });

/** Needs a token: pass `enabled: false` while signed out. */
export function useMemberInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...memberInfoQuery(), enabled: options.enabled ?? true });
}

export function getMemberIcon(signal?: AbortSignal): Promise<MemberIcon> {
  return api.request({ method: 'GET', path: '/wps/member/info/icon', moduleId: 'PROFPIC3', schema: memberIconSchema, signal });
}

export const memberIconQuery = () =>
  queryOptions({
    queryKey: keys.member.icon(),
    queryFn: ({ signal }) => getMemberIcon(signal),
    staleTime: 5 * 60_000,
  });

export function useMemberIcon(options: { enabled?: boolean } = {}) {
  return useQuery({ ...memberIconQuery(), enabled: options.enabled ?? true });
}

export function getPlayerAvatar(signal?: AbortSignal): Promise<PlayerAvatar> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPlayerAvatar', schema: playerAvatarSchema, signal });
}

export const playerAvatarQuery = () =>
  queryOptions({
    queryKey: keys.member.avatar(),
    queryFn: ({ signal }) => getPlayerAvatar(signal),
    staleTime: 5 * 60_000,
  });

export function usePlayerAvatar(options: { enabled?: boolean } = {}) {
  return useQuery({ ...playerAvatarQuery(), enabled: options.enabled ?? true });
}

/** Registration logs straight in (`login: true`), so it answers a session like login. */
function registration(path: string, moduleId: string, fields: object, verifier: VerifierData | undefined): Promise<LoginResult> {
  return api.request({
    method: 'PUT',
    path,
    json: { ...verifier, ...fields, login: true, registerMethod: 'WEB' },
    moduleId,
    encrypted: true,
    schema: loginResultSchema,
  });
}

export function register(input: RegisterInput): Promise<LoginResult> {
  const { verifier, ...fields } = input;
  return registration('/wps/member/register', 'REG3', fields, verifier);
}

/** The account is the mobile number: `userName` of the answer is what the success dialog shows. */
export function registerMobile(input: RegisterMobileInput): Promise<LoginResult> {
  const { verifier, ...fields } = input;
  return registration('/wps/member/register/mobile', 'MOBILENUMREG3', { ...fields, username: fields.mobileNum }, verifier);
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: () => client.removeQueries({ queryKey: keys.member.all }) });
}

export function useRegisterMobile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerMobile, onSuccess: () => client.removeQueries({ queryKey: keys.member.all }) });
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.request({ method: 'POST', path: '/wps/member/password', json: input, moduleId: 'PASS3', encrypted: true, schema: z.unknown() });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Form-encoded, unlike every other write. Success means the platform mailed the password. */
export async function forgotPasswordByEmail(input: ForgotPasswordByEmailInput): Promise<void> {
  await api.request({
    method: 'POST',
    path: '/wps/member/password/email',
    form: { username: input.username, email: input.email },
    schema: z.unknown(),
  });
}

export function useForgotPasswordByEmail() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}

/** No session comes back: the caller then logs in with username = mobileNum and the new password. */
export async function resetPasswordByPhone(input: ResetPasswordByPhoneInput): Promise<void> {
  const { verifier, ...fields } = input;
  await api.request({
    method: 'POST',
    path: '/wps/member/password/verification',
    json: { ...verifier, ...fields },
    moduleId: 'CHNGPASSVERIF3',
    encrypted: true,
    schema: z.unknown(),
  });
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}

/**
 * Only `success` matters (platform-api.md section 2): a refused code is `false`, not an error. A
 * switched-off module (#543) and transport failures still throw.
 */
export async function checkAffiliate(params: AffiliateParams, signal?: AbortSignal): Promise<boolean> {
  try {
    await api.request({
      method: 'GET',
      path: '/wps/agent/affiliate',
      query: { code: params.code, domain: params.domain },
      moduleId: 'AFFMAN3',
      schema: z.unknown(),
      signal,
    });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'business' && error.errorCode !== '543') return false;
    throw error;
  }
}

export const affiliateCheckQuery = (params: AffiliateParams) =>
  queryOptions({
    queryKey: keys.member.affiliate(params),
    queryFn: ({ signal }) => checkAffiliate(params, signal),
    staleTime: 5 * 60_000,
  });

/** Runs once a code is known (from the URL or the form). */
export function useAffiliateCheck(params: AffiliateParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...affiliateCheckQuery(params), enabled: (options.enabled ?? true) && params.code.trim() !== '' });
}

/** Method not seen (the path is from a sibling build); PUT, and the fake platform takes POST too. */
export async function updateLanguage(input: { language: string }): Promise<void> {
  await api.request({ method: 'PUT', path: '/wps/member/language', json: { language: input.language }, schema: z.unknown() });
}

export function useUpdateLanguage() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateLanguage, onSuccess: () => client.invalidateQueries({ queryKey: keys.member.info() }) });
}
