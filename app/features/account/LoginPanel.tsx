/**
 * The login tab (popup and /login page): username or SMS mode, the captcha after a failed attempt
 * that asks for it, remember me, free play, and the unregistered-IP hand-off (spec sections 2-4).
 */
import { LoginForm, type LoginValues } from '@ui/auth/LoginForm.tsx';
import type { LoginMode } from '@ui/forms/account-schemas.ts';
import { useMemo, useState } from 'react';
import { captchaImageSrc } from '../../api/system.contract.ts';
import { useCaptcha } from '../../api/system.ts';
import { loginNeedsCaptcha, loginVerification } from '../../api/session.contract.ts';
import { useFreePlayLogin, useLogin } from '../../api/session.ts';
import { smsCountdownSeconds } from '../../api/verification.contract.ts';
import { useSendLoginSms } from '../../api/verification.ts';
import { AccountWarning } from './AccountWarning.tsx';
import { openForgotPassword, openLoginVerification } from './account-dialogs.ts';
import { useCountryOptions, useFieldRules, useModule } from './account-data.ts';
import { useAccountFailure } from './account-errors.ts';
import { setPendingVerification } from './pending-verification.ts';
import { rememberedLogin, rememberLogin } from './remember-me.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { useSingleFlight } from './use-single-flight.ts';

export function LoginPanel({ onRegister }: { onRegister?: () => void }) {
  const rules = useFieldRules();
  const countries = useCountryOptions();
  const smsEnabled = useModule('MOBILEVERCODELOGIN3');
  const freePlayEnabled = useModule('FREEPLAY3');
  const failure = useAccountFailure();
  const finish = useFinishLogin();
  const login = useLogin();
  const sendSms = useSendLoginSms();
  const freePlay = useFreePlayLogin();
  const [mode, setMode] = useState<LoginMode>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha({ enabled: captchaShown });
  const [error, setError] = useState<string>();
  const [smsAlert, setSmsAlert] = useState<string>();
  const flight = useSingleFlight();
  const [remembered] = useState(rememberedLogin);
  const defaultValues = useMemo<Partial<LoginValues>>(
    () => ({
      username: remembered.username ?? '',
      countryDialingCode: remembered.countryDialingCode ?? '',
      mobileNum: remembered.mobileNum ?? '',
      remember: remembered.remember,
    }),
    [remembered],
  );

  const once = (work: () => Promise<void>) =>
    flight.run(async () => {
      setError(undefined);
      await work();
    });

  const submit = (values: LoginValues & { mode: LoginMode }) =>
    once(async () => {
      const sms = values.mode === 'sms';
      const username = sms ? values.mobileNum.trim() : values.username.trim();
      const password = sms ? values.verificationCode.trim() : values.password;
      try {
        const result = await login.mutateAsync({
          username,
          password,
          captcha: captchaShown ? values.captcha.trim() : undefined,
          type: values.mode,
        });
        rememberLogin(
          sms
            ? { remember: values.remember, countryDialingCode: values.countryDialingCode, mobileNum: username }
            : { remember: values.remember, username },
        );
        await finish(result, { via: values.mode, password: sms ? undefined : password });
      } catch (failed) {
        const methods = loginVerification(failed);
        if (methods) {
          // The credentials wait in memory for the verification call; nothing is stored.
          setPendingVerification({ username, password, remember: values.remember });
          openLoginVerification(methods.methods);
          return;
        }
        if (loginNeedsCaptcha(failed)) {
          if (captchaShown) void captcha.refetch();
          setCaptchaShown(true);
        } else if (captchaShown) {
          // Each captcha is good for one try.
          void captcha.refetch();
        }
        setError(failure(failed, 'login'));
      }
    });

  const sendCode = async ({ countryDialingCode, mobileNum }: { countryDialingCode: string; mobileNum: string }) => {
    try {
      const sent = await sendSms.mutateAsync({ countryDialingCode, mobileNum: mobileNum.trim(), purpose: 'login' });
      return smsCountdownSeconds(sent);
    } catch (failed) {
      setSmsAlert(failure(failed));
      throw failed;
    }
  };

  const startFreePlay = () =>
    once(async () => {
      try {
        const result = await freePlay.mutateAsync({ os: navigator.platform || 'web' });
        await finish(result, { via: 'free-play' });
      } catch (failed) {
        setError(failure(failed));
      }
    });

  return (
    <>
      <LoginForm
        rules={rules}
        mode={mode}
        onModeChange={setMode}
        smsEnabled={smsEnabled}
        captcha={
          captchaShown
            ? { imageSrc: captcha.data ? captchaImageSrc(captcha.data) : undefined, onRefresh: () => void captcha.refetch() }
            : undefined
        }
        countries={countries}
        defaultValues={defaultValues}
        onSendCode={sendCode}
        onSubmit={(values) => void submit(values)}
        pending={flight.pending && !freePlay.isPending}
        error={error}
        onForgotPassword={openForgotPassword}
        onFreePlay={freePlayEnabled ? () => void startFreePlay() : undefined}
        freePlayPending={freePlay.isPending}
        onRegister={onRegister}
      />
      <AccountWarning message={smsAlert} onClose={() => setSmsAlert(undefined)} />
    </>
  );
}
