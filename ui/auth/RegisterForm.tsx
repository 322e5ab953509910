import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  REGISTER_FIELDS,
  fieldLabel,
  registerFields,
  registerSchema,
  type RegisterField,
  type RegisterFormOptions,
  type RegisterMode,
  type RegisterValues,
} from '../forms/account-schemas.ts';
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
import { useFormatMoney } from '../i18n/money.tsx';

/** Spec section 9: "Zalo reward: up to 131K", in the brand's currency. */
const ZALO_REWARD = 131_000;

export interface RegisterFormProps {
  /** The server's registration rules (GET /wps/system/setting/register). */
  rules: FieldRules;
  mode: RegisterMode;
  onModeChange: (mode: RegisterMode) => void;
  /** ['register'] or ['register', 'registerMobile']: the "Username" / "Mobile number" tabs show only when there are two. */
  modes: readonly RegisterMode[];
  /** Present when the public settings enable the captcha. */
  captcha?: { imageSrc?: string; onRefresh: () => void };
  /** SMS verification of the mobile number (always on in mobile mode). */
  smsVerification: boolean;
  /** Mobile mode asks for a password too. */
  mobilePassword: boolean;
  /** False when a URL code checked out: the field is hidden and `defaultValues.affiliateCode` is sent. */
  affiliateCodeShown: boolean;
  countries: readonly CountryOption[];
  defaultValues?: Partial<RegisterValues>;
  /** Sends the SMS code (called only with a valid mobile number); resolves to the seconds before another send. */
  onSendCode: (target: { countryDialingCode: string; mobileNum: string }) => Promise<number>;
  onSubmit: (values: RegisterValues & { mode: RegisterMode }) => void;
  pending?: boolean;
  /** The server's answer to the last submit, already translated. */
  error?: string;
  /** page: a Reset button; modal: an "Already have an account? Log in" shortcut. */
  variant?: 'page' | 'modal';
  onLogin?: () => void;
  /**
   * The terms and conditions the agreement links to (the app's help centre at its user-agreement
   * topic); without it the words are plain text. The link opens in a new tab.
   */
  termsHref?: string;
  /** The responsible-gaming page, linked under the agreement with the 18+ note (opens in a new tab, like the terms). */
  responsibleGamingHref?: string;
}

/**
 * "terms and conditions" in the agreement's label. Inside the <label> a link is interactive content:
 * clicking it follows the link and leaves the checkbox alone, clicking the rest of the text toggles it.
 */
function TermsLink({ href, hintId, children }: { href: string | undefined; hintId: string; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a data-slot="register-terms-link" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
      {children}
    </a>
  );
}

/** Every field starts as '' (react-hook-form keeps hidden ones), the country is the first one, and the agreement is ticked (spec section 2). */
function initialValues(countries: readonly CountryOption[], defaultValues: Partial<RegisterValues> | undefined): RegisterValues {
  const blank = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as Record<RegisterField, string>;
  return { ...blank, countryDialingCode: countries[0]?.dialingCode ?? '', agree: true, ...defaultValues };
}

/**
 * The registration form (spec sections 2-5): the fields the server's rules switch on, in the
 * platform's order, validated by the shared schema in the current language. Username and mobile
 * registration share one form, so switching tabs keeps what both modes ask for.
 */
export function RegisterForm({
  rules,
  mode,
  onModeChange,
  modes,
  captcha,
  smsVerification,
  mobilePassword,
  affiliateCodeShown,
  countries,
  defaultValues,
  onSendCode,
  onSubmit,
  pending = false,
  error,
  variant = 'page',
  onLogin,
  termsHref,
  responsibleGamingHref,
}: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const termsHintId = useId();
  // The terms open in a new tab, in the popup and on the page alike: following them in this tab would
  // close the popup (or leave the page) and lose everything typed, passwords and an SMS code already
  // sent included. Reading the terms before agreeing is a side trip, and a sign-up form's terms in a
  // new tab is what players know; closing that tab brings them back to the form as they left it.
  const hasCaptcha = Boolean(captcha);
  const options = useMemo<RegisterFormOptions>(
    () => ({ rules, mode, captcha: hasCaptcha, smsVerification, mobilePassword, affiliateCodeShown }),
    [rules, mode, hasCaptcha, smsVerification, mobilePassword, affiliateCodeShown],
  );
  const fields = useMemo(() => registerFields(options), [options]);
  // i18n.language is a dependency on purpose: `t` keeps its identity when the language changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps, @eslint-react/exhaustive-deps
  const schema = useMemo(() => registerSchema(t, options), [t, options, i18n.language]);
  const initial = useMemo(() => initialValues(countries, defaultValues), [countries, defaultValues]);

  const {
    control,
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterValues>({
    // The schema is loose (unknown keys pass through) and its output is the same record of strings.
    resolver: zodResolver(schema) as unknown as Resolver<RegisterValues>,
    mode: 'onTouched',
    defaultValues: initial,
  });

  // Messages already shown are re-worded when the language (or the rule set) changes.
  const retranslate = useEffectEvent(() => {
    const shown = Object.keys(errors) as (keyof RegisterValues)[];
    if (shown.length > 0) void trigger(shown);
  });
  useEffect(() => {
    retranslate();
  }, [schema]);

  // The SMS countdown lives here, so it survives a tab switch that remounts the code field.
  const [smsSeconds, setSmsSeconds] = useState(0);
  const submittingRef = useRef(false);

  const sendCode = async () => {
    // Spec section 5: the number is validated before any SMS is sent.
    if (!(await trigger('mobileNum', { shouldFocus: true }))) return 0;
    const { countryDialingCode, mobileNum } = getValues();
    return onSendCode({ countryDialingCode: knownDialingCode(countries, countryDialingCode), mobileNum });
  };

  const visible = new Set(fields.map((field) => field.name));
  const submitValid = (values: RegisterValues) => {
    // Hidden fields send their defaults (the checked URL affiliate code), never what another mode typed.
    const sent = { ...values };
    for (const name of REGISTER_FIELDS) if (!visible.has(name)) sent[name] = initial[name];
    onSubmit({ ...sent, countryDialingCode: knownDialingCode(countries, sent.countryDialingCode), mode });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // One request per action: ignore Enter or a second click while busy or still validating the first.
    if (pending || submittingRef.current) return;
    submittingRef.current = true;
    void handleSubmit(submitValid)(event).finally(() => {
      submittingRef.current = false;
    });
  };

  const changeMode = (next: string) => {
    const found = modes.find((candidate) => candidate === next);
    if (!found || found === mode) return;
    // The form is rebuilt for the other mode: messages about fields it no longer shows go.
    clearErrors();
    onModeChange(found);
  };

  const renderField = (name: RegisterField, required: boolean): ReactNode => {
    const common = { label: fieldLabel(t, name), required, error: errors[name]?.message, ...register(name) };
    switch (name) {
      case 'username':
        return <TextField key={name} autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...common} />;
      case 'password':
      case 'confirmPassword':
        return <PasswordField key={name} autoComplete="new-password" {...common} />;
      case 'paymentPassword':
        return <PasswordField key={name} autoComplete="off" {...common} />;
      case 'mobileNum':
        return (
          <TextField
            key={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            {...common}
            startAdornment={
              <Controller
                control={control}
                name="countryDialingCode"
                render={({ field }) => <CountryCodePicker countries={countries} value={field.value} onValueChange={field.onChange} />}
              />
            }
          />
        );
      case 'verificationCode':
        return <SmsCodeField key={name} {...common} onSend={sendCode} secondsLeft={smsSeconds} onSecondsLeftChange={setSmsSeconds} />;
      case 'captcha':
        return <CaptchaField key={name} {...common} imageSrc={captcha?.imageSrc} onRefresh={() => captcha?.onRefresh()} />;
      case 'email':
        return <TextField key={name} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...common} />;
      case 'payeeName':
        return <TextField key={name} autoComplete="name" {...common} />;
      case 'zalo':
        // The brand's Zalo reward (spec section 9: up to 131K).
        return (
          <TextField key={name} autoComplete="off" hint={t('register.zaloReward', { amount: formatMoney(ZALO_REWARD) })} {...common} />
        );
      default:
        return <TextField key={name} autoComplete="off" {...common} />;
    }
  };

  const fieldList = <div className="flex flex-col gap-space-md">{fields.map(({ name, required }) => renderField(name, required))}</div>;

  return (
    <form
      data-slot="register-form"
      data-mode={mode}
      aria-label={t('register.form')}
      noValidate
      className="flex w-full flex-col gap-space-md"
      onSubmit={submit}
    >
      {modes.length > 1 ? (
        <Tabs value={mode} onValueChange={changeMode}>
          <TabsList variant="pill" aria-label={t('register.method')} className="w-full *:flex-1">
            {modes.map((candidate) => (
              <TabsTrigger key={candidate} value={candidate}>
                {candidate === 'register' ? fieldLabel(t, 'username') : fieldLabel(t, 'mobileNum')}
              </TabsTrigger>
            ))}
          </TabsList>
          {modes.map((candidate) => (
            // The panel starts with a field, so it need not be a Tab stop of its own (APG tabs pattern).
            <TabsContent key={candidate} value={candidate} tabIndex={-1}>
              {candidate === mode && fieldList}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        fieldList
      )}

      <Checkbox {...register('agree')} error={errors.agree?.message}>
        <Trans
          t={t}
          i18nKey="register.agree"
          components={{
            terms: <TermsLink href={termsHref} hintId={termsHintId} />,
          }}
        />
      </Checkbox>
      {termsHref && (
        // Describes the link without becoming part of the checkbox's name.
        <span id={termsHintId} hidden>
          {t('register.termsNewTab')}
        </span>
      )}

      <p data-slot="register-responsible" className="flex flex-wrap items-center gap-x-space-sm gap-y-1 text-xs text-muted">
        <span className="rounded-sm border border-current px-1 font-semibold">{t('register.responsible.adults')}</span>
        <span>{t('register.responsible.text')}</span>
        {responsibleGamingHref && (
          <a
            href={responsibleGamingHref}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('register.responsible.link')}
          </a>
        )}
      </p>

      <FormError message={error} />

      <div className="flex gap-space-sm">
        {variant === 'page' && (
          <Button
            variant="secondary"
            size="lg"
            disabled={pending}
            // Back to the defaults; a running SMS countdown keeps running (the code was sent).
            onClick={() => reset(initial)}
          >
            {t('register.reset')}
          </Button>
        )}
        <Button type="submit" size="lg" className="flex-1" loading={pending}>
          {t('register.submit')}
        </Button>
      </div>

      {variant === 'modal' && (
        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted">
          {t('register.haveAccount')}
          <Button variant="link" size="sm" className="h-auto px-1" onClick={onLogin}>
            {t('register.logIn')}
          </Button>
        </p>
      )}
    </form>
  );
}
