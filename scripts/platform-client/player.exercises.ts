import {
  bindEmail,
  bindMobile,
  changePaymentPassword,
  getCustomerFields,
  getSecurityConfig,
  setPaymentPassword,
  updateCustomerFields,
  updateNickname,
  updatePayeeName,
} from '../../app/api/player.ts';

export const exercises = {
  'profile.customerFields': () => getCustomerFields(),
  'profile.nickname': () => updateNickname('Lucky Emon'),
  'profile.payee': () => updatePayeeName('Tran Van Nam'),
  'profile.kycFields': () => updateCustomerFields('kyc', [{ fieldId: 'DATE_OF_BIRTH', fieldValue: '1990-05-17' }]),
  'profile.socialFields': () => updateCustomerFields('social', [{ fieldId: 'TELEGRAM', fieldValue: 'emon_vn' }]),
  'security.config': () => getSecurityConfig(),
  'security.bindMobile': () => bindMobile({ countryDialingCode: '84', mobileNum: '0912000444', verificationCode: '246810' }),
  'security.bindEmail': () => bindEmail({ email: 'lan.nguyen@example.test' }),
  'security.setPaymentPassword': () => setPaymentPassword({ loginPassword: 'Abc12345', paymentPassword: 'Pay65432' }),
  'security.changePaymentPassword': () => changePaymentPassword({ oldPaymentPassword: 'Pay65432', paymentPassword: 'Pay22222' }),
};
