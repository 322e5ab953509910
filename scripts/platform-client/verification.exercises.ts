import { sendMemberSms, sendVerifiedSms } from '../../app/api/verification.ts';

export const exercises = {
  'sms.send': () => sendMemberSms({ operation: 'updatePhone', countryDialingCode: '84', mobileNum: '0912000666' }),
  'sms.sendVerified': () => sendVerifiedSms({ operation: 'withdraw', countryDialingCode: '84' }),
};
