/**
 * SMS codes (platform-api.md section 3; a logged-in member's: reference/platform-client.md #1). The send answers `value.expiredMinutes`; the button counts
 * down 60 s per minute (spec section 4; verification.contract.ts). A failure (too many requests, invalid number) is a business
 * ApiError whose message the screen shows in a warning dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';
import {
  type LoginSmsInput,
  type MemberSmsInput,
  type RegisterSmsInput,
  SMS_OPERATION_TYPES,
  type SmsSent,
  smsSentSchema,
  type VerifiedSmsInput,
} from './verification.contract.ts';

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

/**
 * A logged-in member's code to a number typed in: POST /wps/v2/verification/sms/send with the
 * client's operationType (binding a mobile: updatePhone).
 */
export function sendMemberSms({ operation, geetest, countryDialingCode, mobileNum }: MemberSmsInput): Promise<SmsSent> {
  return api.request({
    method: 'POST',
    path: '/wps/v2/verification/sms/send',
    json: { countryDialingCode, mobileNum, ...geetest, operationType: SMS_OPERATION_TYPES[operation] },
    schema: smsSentSchema,
  });
}

export function useSendMemberSms() {
  return useMutation({ mutationFn: sendMemberSms });
}

/**
 * A code to the member's own bound mobile: POST /wps/v2/verification/sms/send-verified. The client
 * sends the number empty (the platform knows it) with its dialling code.
 */
export function sendVerifiedSms({ operation, geetest, countryDialingCode = '' }: VerifiedSmsInput): Promise<SmsSent> {
  return api.request({
    method: 'POST',
    path: '/wps/v2/verification/sms/send-verified',
    json: { countryDialingCode, mobileNum: '', ...geetest, operationType: SMS_OPERATION_TYPES[operation] },
    schema: smsSentSchema,
  });
}

export function useSendVerifiedSms() {
  return useMutation({ mutationFn: sendVerifiedSms });
}
