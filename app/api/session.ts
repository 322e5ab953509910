/**
 * Session calls: login (password or SMS code), the unregistered-IP verification, free play and
 * logout. Storing the token and member info is the session feature's job, not this module's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { keys } from './keys.ts';

/** Geetest results and device data, merged into the payload as the platform's client does. */
export type VerifierData = Record<string, string | number | boolean>;

/**
 * `value` of a login (and of free play, IP verification and registration with `login: true`).
 * token, firstTimeLogin and passwordExpired are confirmed; id, userName and customerType only in
 * sibling builds.
 */
export const loginResultSchema = z.object({
  token: z.string().min(1),
  id: z.coerce.number().nullish(),
  userName: z.string().nullish(),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  /** The member type (4 = trial). */
  customerType: z.coerce.number().nullish(),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export type LoginType = 'username' | 'sms';

export interface LoginInput {
  /** The account name, or the mobile number in sms mode. */
  username: string;
  /** The password, or the SMS code in sms mode. */
  password: string;
  /** Needed after a failed attempt (see loginNeedsCaptcha). */
  captcha?: string;
  type: LoginType;
  verifier?: VerifierData;
}

/** A failed login whose `value.captcha` is truthy: the form must show the captcha from now on. */
export function loginNeedsCaptcha(error: unknown): boolean {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return false;
  return Boolean((error.value as { captcha?: unknown }).captcha);
}

/** errorCode of a login from an unknown device or IP: verify through /wps/session/login/verification. */
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';

export type LoginVerifyType = 'mobile' | 'email' | 'bankName' | 'authenticator';

/** The verifications a login_verify_required failure offers; `target` is the masked mobile or email (designed: the value was not seen). */
export const loginVerifyRequiredSchema = z.object({
  methods: z.array(z.object({ type: z.enum(['mobile', 'email', 'bankName', 'authenticator']), target: z.string().nullish() })).default([]),
});

export type LoginVerifyRequired = z.infer<typeof loginVerifyRequiredSchema>;

/** The verification methods of a login_verify_required failure; undefined for any other error. */
export function loginVerification(error: unknown): LoginVerifyRequired | undefined {
  if (!isApiError(error) || error.errorCode !== LOGIN_VERIFY_REQUIRED) return undefined;
  const parsed = loginVerifyRequiredSchema.safeParse(error.value ?? {});
  return parsed.success ? parsed.data : { methods: [] };
}

export function login(input: LoginInput): Promise<LoginResult> {
  const { verifier, captcha, ...fields } = input;
  return api.request({
    method: 'POST',
    path: '/wps/session/login',
    json: { ...verifier, ...fields, captcha: captcha ?? '' },
    moduleId: 'COMM3',
    encrypted: true,
    schema: loginResultSchema,
  });
}

export interface LoginVerificationInput {
  username: string;
  password: string;
  verifyType: LoginVerifyType;
  /** The SMS code, the email address, the bank account name or the authenticator code. */
  verifyValue: string;
  verifier?: VerifierData;
}

/** Passing it registers the device; it answers a session like login. Body field names are designed (not seen). */
export function verifyLogin(input: LoginVerificationInput): Promise<LoginResult> {
  const { verifier, ...fields } = input;
  return api.request({
    method: 'POST',
    path: '/wps/session/login/verification',
    json: { ...verifier, ...fields },
    moduleId: 'LOGINIPVERF3',
    encrypted: true,
    schema: loginResultSchema,
  });
}

export interface FreePlayInput {
  /** The visitor's operating system, as the platform's client reports it (e.g. "Windows"). */
  os: string;
}

/** A fresh trial account (type 4). The older E variant: only an Encryption header (RSA of the reversed random key), no DES body. */
export async function freePlayLogin(input: FreePlayInput): Promise<LoginResult> {
  const [{ randomKey }, { rsaEncryptedString }, modulus] = await Promise.all([import('./crypto/envelope.ts'), import('./crypto/rsa.ts'), api.rsaModulus()]);
  const encryption = rsaEncryptedString(modulus, [...randomKey()].reverse().join(''));
  return api.request({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    json: { os: input.os, platform: 'W' },
    moduleId: 'FREEPLAY3',
    headers: { Encryption: encryption, 'X-Gateway-Version': '3' },
    schema: loginResultSchema,
  });
}

/** Ends the session on the platform; the caller clears its stored session whatever the answer. */
export async function logout(): Promise<void> {
  await api.request({ method: 'DELETE', path: '/wps/session/logout', schema: z.unknown() });
}

/** A new identity: the previous one's member data must not be shown for a moment. */
function useForgetMember() {
  const client = useQueryClient();
  return () => client.removeQueries({ queryKey: keys.member.all });
}

export function useLogin() {
  const forget = useForgetMember();
  return useMutation({ mutationFn: login, onSuccess: forget });
}

export function useLoginVerification() {
  const forget = useForgetMember();
  return useMutation({ mutationFn: verifyLogin, onSuccess: forget });
}

export function useFreePlayLogin() {
  const forget = useForgetMember();
  return useMutation({ mutationFn: freePlayLogin, onSuccess: forget });
}

export function useLogout() {
  const forget = useForgetMember();
  return useMutation({ mutationFn: logout, onSettled: forget });
}
