/**
 * SMS codes (platform-api.md section 3). The send answers `value.expiredMinutes`; the button counts
 * down 60 s per minute (spec section 4; verification.contract.ts). A failure (too many requests, invalid number) is a business
 * ApiError whose message the screen shows in a warning dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';
import { type LoginSmsInput, type RegisterSmsInput, type SmsSent, smsSentSchema } from './verification.contract.ts';

/** SMS code without a session: SMS login and the forgot-password reset. */
export function sendLoginSms(input: LoginSmsInput): Promise<SmsSent> {
  const { geetest, ...fields } = input;
  return api.request({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    json: { ...fields, ...geetest },
    moduleId: 'VERIFICATION3',
    schema: smsSentSchema,
  });
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}

/**
 * The unregistered-IP check's SMS method: the dialog knows the number only masked, so the call names
 * the account and the platform sends to the number bound to it.
 */
export function sendLoginVerificationSms(input: { username: string }): Promise<SmsSent> {
  return api.request({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    json: { username: input.username },
    moduleId: 'VERIFICATION3',
    schema: smsSentSchema,
  });
}

export function useSendLoginVerificationSms() {
  return useMutation({ mutationFn: sendLoginVerificationSms });
}

export function sendRegisterSms(input: RegisterSmsInput): Promise<SmsSent> {
  const { form, geetest, ...fields } = input;
  return api.request({
    method: 'POST',
    path: '/wps/verification/sms/register',
    json: { ...fields, ...geetest },
    moduleId: form === 'mobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3',
    schema: smsSentSchema,
  });
}

export function useSendRegisterSms() {
  return useMutation({ mutationFn: sendRegisterSms });
}

/** A logged-in member's code for binding a mobile (designed: docs/decisions/014-security-bindings.md). */
export function sendBindSms(input: { countryDialingCode: string; mobileNum: string }): Promise<SmsSent> {
  return api.request({ method: 'POST', path: '/wps/verification/sms/bind', json: input, schema: smsSentSchema });
}

export function useSendBindSms() {
  return useMutation({ mutationFn: sendBindSms });
}
