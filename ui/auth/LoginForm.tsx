import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmitGuard } from '../forms/use-submit-guard.ts';
import { fieldLabel, loginSchema, type LoginMode } from '../forms/account-schemas.ts';
import { FormError } from '../forms/FormError.tsx';
import type { FieldRules } from '../forms/field-rules.ts';
import { Button } from '../primitives/Button.tsx';
import { Checkbox } from '../primitives/Checkbox.tsx';
import { PasswordField } from '../primitives/PasswordField.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { CountryCodePicker, knownDialingCode, type CountryOption } from './CountryCodePicker.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface LoginValues {
  username: string;
  password: string;
  captcha: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  remember: boolean;
}

export interface LoginFormProps {
  rules: FieldRules;
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  /** Shows the username/SMS switch (MOBILEVERCODELOGIN3). */
  smsEnabled: boolean;
  /** Present after a failed login asked for a captcha: the captcha field is shown and required. */
  captcha?: { imageSrc?: string; onRefresh: () => void };
  countries: readonly CountryOption[];
  /** Remembered username / mobile number and the remember flag. */
  defaultValues?: Partial<LoginValues>;
  /** Called only with a valid mobile number; resolves to the seconds before another send. */
  onSendCode: (target: { countryDialingCode: string; mobileNum: string }) => Promise<number>;
  onSubmit: (values: LoginValues & { mode: LoginMode }) => void;
  pending?: boolean;
  /** An already translated message from the last attempt. */
  error?: string;
  onForgotPassword?: () => void;
  onFreePlay?: () => void;
  freePlayPending?: boolean;
  onRegister?: () => void;
}

const FIELDS = ['username', 'password', 'captcha', 'countryDialingCode', 'mobileNum', 'verificationCode'] as const;

/**
 * The login tab of the login/register popup (spec sections 2, 4, 5): username and password, or a
 * mobile number and SMS code. Both modes live in one form, so switching keeps what was typed in each.
 */
export function LoginForm({
  rules,
  mode,
  onModeChange,
  smsEnabled,
  captcha,
  countries,
  defaultValues,
  onSendCode,
  onSubmit,
  pending = false,
  error,
  onForgotPassword,
  onFreePlay,
  freePlayPending = false,
  onRegister,
}: LoginFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const hasCaptcha = Boolean(captcha);
  // Rebuilt per language, so the messages follow a language switch.
  const schema = useMemo(
    () => loginSchema(i18n.getFixedT(language), { rules, mode, captcha: hasCaptcha }),
    [i18n, language, rules, mode, hasCaptcha],
  );
  const { register, control, handleSubmit, trigger, getValues, getFieldState, clearErrors, formState } = useForm<LoginValues>({
    mode: 'onTouched',
    // The schema's input is loose (anything not a string reads as empty); the form's values are LoginValues.
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<LoginValues>,
    defaultValues: {
      username: '',
      password: '',
      captcha: '',
      mobileNum: '',
      verificationCode: '',
      remember: false,
      ...defaultValues,
      // An empty remembered code means "none": the picker starts on the first country.
      countryDialingCode: defaultValues?.countryDialingCode || (countries[0]?.dialingCode ?? ''),
    },
  });
  const { errors } = formState;

  // Messages already shown follow a language change, a mode change or the captcha appearing.
  useEffect(() => {
    const shown = FIELDS.filter((name) => getFieldState(name).error);
    if (shown.length > 0) void trigger(shown);
  }, [schema, trigger, getFieldState]);

  /** The code the picker shows: a remembered code the list no longer has falls back to the first country. */
  const dialingCodeOf = (code: string) => knownDialingCode(countries, code);

  const allowSubmit = useSubmitGuard(pending, error);
  const submitValid = (values: LoginValues) => {
    if (!allowSubmit()) return;
    onSubmit({
      username: values.username,
      password: values.password,
      captcha: hasCaptcha ? values.captcha : '',
      countryDialingCode: dialingCodeOf(values.countryDialingCode),
      mobileNum: values.mobileNum,
      verificationCode: values.verificationCode,
      remember: values.remember,
      mode,
    });
  };

  // Spec section 5: the mobile number is validated before the code is sent.
  const sendCode = async () => {
    if (!(await trigger('mobileNum', { shouldFocus: true }))) return 0;
    return onSendCode({ countryDialingCode: dialingCodeOf(getValues('countryDialingCode')), mobileNum: getValues('mobileNum') });
  };

  const mobileId = useId();
  const mobileErrorId = errors.mobileNum ? `${mobileId}-error` : undefined;

  const usernameFields = (
    <div className="flex flex-col gap-space-md">
      <TextField
        label={fieldLabel(t, 'username')}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={fieldLabel(t, 'password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
    </div>
  );

  const smsFields = (
    <div className="flex flex-col gap-space-md">
      <TextField
        id={mobileId}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={fieldLabel(t, 'mobileNum')}
        required
        error={errors.mobileNum?.message}
        startAdornment={
          <Controller
            control={control}
            name="countryDialingCode"
            render={({ field }) => (
              <CountryCodePicker
                countries={countries}
                value={field.value}
                onValueChange={field.onChange}
                aria-describedby={mobileErrorId}
              />
            )}
          />
        }
        {...register('mobileNum')}
      />
      <SmsCodeField
        label={fieldLabel(t, 'verificationCode')}
        required
        onSend={sendCode}
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
    </div>
  );

  return (
    <form
      data-slot="login-form"
      noValidate
      className="flex flex-col gap-space-md"
      onSubmit={(event) => void handleSubmit(submitValid)(event)}
    >
      {smsEnabled ? (
        <Tabs
          // Manual activation: with automatic, Radix reports a click twice (focus, then mousedown) to a controlled parent.
          activationMode="manual"
          value={mode}
          onValueChange={(next) => {
            // The other mode's messages would be stale: its fields are hidden and not checked.
            clearErrors();
            onModeChange(next === 'sms' ? 'sms' : 'username');
          }}
        >
          <TabsList variant="pill" aria-label={t('login.modeLabel')} className="w-full">
            <TabsTrigger value="username" className="flex-1">
              {t('login.modeUsername')}
            </TabsTrigger>
            <TabsTrigger value="sms" className="flex-1">
              {t('login.modeSms')}
            </TabsTrigger>
          </TabsList>
          {/* Both panels stay mounted (hidden when inactive), so a running SMS countdown survives a switch.
              Each panel starts with an input, so the panel itself is no extra Tab stop. */}
          <TabsContent value="username" forceMount tabIndex={-1} className="data-[state=inactive]:hidden">
            {usernameFields}
          </TabsContent>
          <TabsContent value="sms" forceMount tabIndex={-1} className="data-[state=inactive]:hidden">
            {smsFields}
          </TabsContent>
        </Tabs>
      ) : mode === 'sms' ? (
        smsFields
      ) : (
        usernameFields
      )}
      {captcha && (
        <CaptchaField
          label={fieldLabel(t, 'captcha')}
          required
          imageSrc={captcha.imageSrc}
          onRefresh={captcha.onRefresh}
          error={errors.captcha?.message}
          {...register('captcha')}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-space-sm">
        <Checkbox {...register('remember')}>{t('login.remember')}</Checkbox>
        {mode === 'username' && onForgotPassword && (
          <Button variant="link" size="sm" className="px-0" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Button>
        )}
      </div>
      <FormError message={error} />
      <Button type="submit" size="lg" block loading={pending}>
        {t('login.submit')}
      </Button>
      {onFreePlay && (
        <Button variant="secondary" size="lg" block loading={freePlayPending} onClick={onFreePlay}>
          {t('login.freePlay')}
        </Button>
      )}
      {onRegister && (
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
          {t('login.noAccount')}
          <Button variant="link" size="sm" className="px-0" onClick={onRegister}>
            {t('login.register')}
          </Button>
        </p>
      )}
    </form>
  );
}
