/**
 * SMS sends. The code is always FAKE_SMS_CODE (mocks/db/verification.ts); the login, registration and
 * reset handlers consume it. The noLogin call takes an optional `purpose: "reset"` in its body (a
 * fake-platform extra sent by the forgot-password screen; anything else means "login").
 */
import type { HttpHandler } from 'msw';
import { accounts, findLoginAccount } from '../db/accounts.ts';
import { isKnownDialingCode } from '../db/system.ts';
import { checkGeetest, issueSmsCode, type SmsPurpose } from '../db/verification.ts';
import { currentWorld } from '../db/world.ts';
import { smsOperationOf } from '../../app/api/verification.contract.ts';
import { failure, numbered, str, wps } from './platform.ts';

function send(purpose: SmsPurpose, countryDialingCode: string, mobile: string) {
  if (mobile === '') return failure('missing phone number', 'MISSING_PHONE_NUMBER');
  if (!isKnownDialingCode(countryDialingCode)) return failure('invalid country dialing code', 'request_param_err');
  const result = issueSmsCode(purpose, countryDialingCode, mobile);
  // expirationTime (ms) is the spec's name for the code's end; the platform's own answer was seen with expiredMinutes only.
  if (result.ok) return { expiredMinutes: result.expiredMinutes, expirationTime: Date.now() + result.expiredMinutes * 60_000 };
  return result.reason === 'too-many'
    ? failure('too many requests, retry after 5 minutes', 'TOO_MANY_REQUESTS')
    : failure('invalid phone number', 'INVALID_PHONE_NUMBER');
}

export const geetestFailure = () => failure('captcha check failed', 'GEETEST_FAILED');

const REGISTER_MODULES = ['REGMOBVERF3', 'MOBILENUMREG3'];

export const verificationHandlers: HttpHandler[] = [
  ...wps('post', '/wps/verification/sms/noLogin', { module: 'VERIFICATION3' }, ({ body }) => {
    const username = str(body, 'username').trim();
    // The unregistered-IP check names the account; the code goes to the number bound to it.
    if (username !== '' && str(body, 'mobileNum').trim() === '') {
      const account = findLoginAccount(username);
      return account ? send('login', '84', account.mobile) : failure('The account does not exist', 'USER_NOT_EXIST');
    }
    return send(str(body, 'purpose') === 'reset' ? 'reset' : 'login', str(body, 'countryDialingCode'), str(body, 'mobileNum').trim());
  }),

  // One path for both registration forms; the ModuleId header says which switch governs the call.
  ...wps('post', '/wps/verification/sms/register', {}, ({ request, body }) => {
    const header = request.headers.get('ModuleId') ?? '';
    const module = REGISTER_MODULES.includes(header) ? header : 'REGMOBVERF3';
    if (currentWorld().modulesOff.includes(module)) return numbered.featureOff();
    if (currentWorld().modulesOn.includes('GEETEST3') && !checkGeetest(body)) return geetestFailure();
    const mobile = str(body, 'mobileNo').trim();
    if (mobile !== '' && [...accounts().byAccount.values()].some((account) => account.mobile === mobile)) {
      return failure('This mobile number is already registered', 'MOBILE_ALREADY_REGISTERED');
    }
    return send('register', str(body, 'countryDialingCode'), mobile);
  }),

  // A member's code to a number typed in (reference/platform-client.md #1): binding a mobile is operationType 5.
  ...wps('post', '/wps/v2/verification/sms/send', { auth: 'required' }, ({ account, body }) => {
    const operation = smsOperationOf(body.operationType);
    if (!operation) return failure('Invalid parameter: operationType', 'request_param_err');
    const mobile = str(body, 'mobileNum').trim();
    if (operation === 'updatePhone') {
      if (account!.mobile !== '') return failure('A mobile number is already bound', 'mobile.already.bound');
      if (mobile !== '' && [...accounts().byAccount.values()].some((other) => other.mobile === mobile))
        return failure('This mobile number is already registered', 'MOBILE_ALREADY_REGISTERED');
    }
    return send(operation, str(body, 'countryDialingCode'), mobile);
  }),

  // A code to the member's own bound mobile (a withdrawal, deleting a card): the number is the account's.
  ...wps('post', '/wps/v2/verification/sms/send-verified', { auth: 'required' }, ({ account, body }) => {
    const operation = smsOperationOf(body.operationType);
    if (!operation) return failure('Invalid parameter: operationType', 'request_param_err');
    if (account!.mobile === '') return failure('No mobile number is bound to the account', 'mobile.not.bound');
    return send(operation, account!.countryDialingCode, account!.mobile);
  }),
];
