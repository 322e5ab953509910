/**
 * Session calls: login (password or SMS code), the unregistered-IP verification, free play and
 * logout. Storing the token and member info is the session feature's job, not this module's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from './client.ts';
import { keys } from './keys.ts';
import {
  type FreePlayInput,
  type LoginInput,
  type LoginResult,
  loginResultSchema,
  type LoginVerificationInput,
} from './session.contract.ts';

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

/** A fresh trial account (type 4). The older E variant: only an Encryption header (RSA of the reversed random key), no DES body. */
export async function freePlayLogin(input: FreePlayInput): Promise<LoginResult> {
  const [{ randomKey }, { rsaEncryptedString }, modulus] = await Promise.all([
    import('./crypto/envelope.ts'),
    import('./crypto/rsa.ts'),
    api.rsaModulus(),
  ]);
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
