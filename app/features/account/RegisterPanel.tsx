/**
 * Registration (the /register page and the popup's register tab), the seven steps of spec section 4:
 * validate (the form), check a typed invitation code, geetest, [Firebase SMS: not used by this
 * brand], register, log in with the session the call returns, then close, go to / and show the
 * result (a mobile registration first shows its generated account).
 */
import { RegisterForm } from '@ui/auth/RegisterForm.tsx';
import type { RegisterMode, RegisterValues } from '@ui/forms/account-schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegisterFields } from '../../api/member.contract.ts';
import { affiliateCheckQuery, useAffiliateCheck, useRegister, useRegisterMobile } from '../../api/member.ts';
import { captchaImageSrc } from '../../api/system.contract.ts';
import { useCaptcha } from '../../api/system.ts';
import { smsCountdownSeconds } from '../../api/verification.contract.ts';
import { useSendRegisterSms } from '../../api/verification.ts';
import { TERMS_PATH } from '../content/help-topics.ts';
import { PATHS } from '../../paths.ts';
import { AccountWarning } from './AccountWarning.tsx';
import { openMobileAccount, openRegisterSuccess } from './account-dialogs.ts';
import { useCountryOptions, useFieldRules, useModule } from './account-data.ts';
import { runGeetest } from './geetest.ts';
import { useAccountFailure } from './account-errors.ts';
import { captureReferral, referralParams } from './referral.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { useSingleFlight } from './use-single-flight.ts';

/** Optional user fields sent when filled (spec section 3). */
const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const;

export function RegisterPanel({ variant, onLogin }: { variant: 'page' | 'modal'; onLogin?: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const rules = useFieldRules();
  const countries = useCountryOptions();
  const failure = useAccountFailure();
  const finish = useFinishLogin();
  const mobileOn = useModule('MOBILENUMREG3');
  const usernameOn = useModule('USERNAMEREG3');
  const captchaOn = useModule('CAPTCHA3');
  const geetestOn = useModule('GEETEST3');
  const smsVerificationOn = useModule('REGMOBVERF3');
  const mobilePassword = useModule('MOBILENUMPASSREG3');
  const modes = useMemo<RegisterMode[]>(
    () => (mobileOn ? (usernameOn ? ['register', 'registerMobile'] : ['registerMobile']) : ['register']),
    [mobileOn, usernameOn],
  );
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'register');
  const captchaShown = captchaOn && rules.captcha?.enabled === true;
  const captcha = useCaptcha({ enabled: captchaShown });
  const register = useRegister();
  const registerMobile = useRegisterMobile();
  const sendSms = useSendRegisterSms();
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const flight = useSingleFlight();

  // A code in the address that checks out is used as is and its field hidden (spec section 4,
  // affiliate); hidden while the check runs too, so the field does not flash. A landing straight on
  // /register is read here, before the layout's own capture runs.
  const domain = location.hostname;
  const [urlCode] = useState(() => {
    captureReferral(location.search);
    return referralParams().affiliateCode ?? '';
  });
  const urlCheck = useAffiliateCheck({ code: urlCode, domain });
  const urlCodeGood = urlCode !== '' && urlCheck.data === true;
  const affiliateCodeShown = urlCode === '' || urlCheck.isError || urlCheck.data === false;

  const changeMode = (next: RegisterMode) => {
    setMode(next);
    setError(undefined);
    // Spec: the captcha reloads when the form type changes.
    if (captchaShown) void captcha.refetch();
  };

  const sendCode = async ({ countryDialingCode, mobileNum }: { countryDialingCode: string; mobileNum: string }) => {
    try {
      const geetest = await runGeetest({ enabled: geetestOn, language: i18n.language });
      const sent = await sendSms.mutateAsync({
        countryDialingCode,
        mobileNo: mobileNum.trim(),
        form: mode === 'registerMobile' ? 'mobile' : 'username',
        geetest,
      });
      return smsCountdownSeconds(sent);
    } catch (failed) {
      setAlert(failure(failed));
      throw failed;
    }
  };

  const submit = (values: RegisterValues & { mode: RegisterMode }) =>
    flight.run(async () => {
      setError(undefined);
      try {
        const affiliateCode = (affiliateCodeShown ? (values.affiliateCode ?? '') : urlCode).trim();
        // Step 2: a code is checked before anything is created (a URL code whose check is still running too).
        if (!urlCodeGood && affiliateCode !== '') {
          const good = await queryClient.fetchQuery(affiliateCheckQuery({ code: affiliateCode, domain }));
          if (!good) {
            setAlert(t('account.error.invitationCode'));
            return;
          }
        }
        // Step 3.
        const verifier = await runGeetest({ enabled: geetestOn, language: i18n.language });
        const fields: RegisterFields = {
          countryDialingCode: values.countryDialingCode,
          captcha: captchaShown ? values.captcha?.trim() : undefined,
          verificationCode: values.verificationCode?.trim() || undefined,
          affiliateCode: affiliateCode || undefined,
          referralCode: referralParams().referralCode,
          domain,
          registerUrl: `${location.origin}${location.pathname}`,
          verifier,
        };
        for (const name of OPTIONAL_FIELDS) {
          const value = values[name]?.trim();
          if (value) fields[name] = value;
        }
        // Steps 5 and 6: the call answers a session (login: true).
        if (values.mode === 'registerMobile') {
          const mobileNum = values.mobileNum.trim();
          const result = await registerMobile.mutateAsync({
            ...fields,
            mobileNum,
            ...(mobilePassword ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
          });
          await finish(result, { via: 'register', after: 'none' });
          openMobileAccount(result.userName ?? mobileNum);
        } else {
          const mobileNum = values.mobileNum?.trim();
          const result = await register.mutateAsync({
            ...fields,
            ...(mobileNum ? { mobileNum } : {}),
            username: values.username.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
          });
          await finish(result, { via: 'register', after: 'none' });
          // Step 7.
          openRegisterSuccess();
        }
      } catch (failed) {
        if (captchaShown) void captcha.refetch();
        setError(failure(failed));
      }
    });

  return (
    <>
      <RegisterForm
        rules={rules}
        mode={mode}
        onModeChange={changeMode}
        modes={modes}
        captcha={
          captchaShown
            ? { imageSrc: captcha.data ? captchaImageSrc(captcha.data) : undefined, onRefresh: () => void captcha.refetch() }
            : undefined
        }
        smsVerification={smsVerificationOn}
        mobilePassword={mobilePassword}
        affiliateCodeShown={affiliateCodeShown}
        countries={countries}
        onSendCode={sendCode}
        onSubmit={(values) => void submit(values)}
        pending={flight.pending}
        error={error}
        variant={variant}
        onLogin={onLogin}
        termsHref={TERMS_PATH}
        responsibleGamingHref={PATHS.responsibleGaming}
      />
      <AccountWarning message={alert} onClose={() => setAlert(undefined)} />
    </>
  );
}
