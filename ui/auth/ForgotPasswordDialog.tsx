import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldLabel, forgotByEmailSchema, forgotByPhoneSchema } from '../forms/account-schemas.ts';
import { FormError } from '../forms/FormError.tsx';
import type { FieldRules } from '../forms/field-rules.ts';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { useSubmitGuard } from '../forms/use-submit-guard.ts';
import { PasswordField } from '../primitives/PasswordField.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { CountryCodePicker, knownDialingCode, type CountryOption } from './CountryCodePicker.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export type ForgotTab = 'email' | 'mobileNum';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: ForgotTab;
  onTabChange: (tab: ForgotTab) => void;
  /** CHNGPASSVERIF3: the mobile tab exists only when true; otherwise there are no tabs, just the email form. */
  phoneAvailable: boolean;
  rules: FieldRules;
  countries: readonly CountryOption[];
  defaultValues?: { username?: string; countryDialingCode?: string; mobileNum?: string };
  onSubmitEmail: (values: { username: string; email: string }) => void;
  /** After the email request succeeded: a confirmation with a way back to login replaces the form. */
  emailSent?: boolean;
  /** Called only with a valid mobile number; resolves to the seconds before another code may be sent. */
  onSendCode: (target: { countryDialingCode: string; mobileNum: string }) => Promise<number>;
  onSubmitPhone: (values: {
    countryDialingCode: string;
    mobileNum: string;
    verificationCode: string;
    newPassword: string;
    confirmPassword: string;
  }) => void;
  /** The active tab's request is under way. */
  pending?: boolean;
  /** The active tab's request failed (already translated); what was typed stays. */
  error?: string;
  onBackToLogin?: () => void;
}

type EmailValues = Parameters<ForgotPasswordDialogProps['onSubmitEmail']>[0];
type PhoneValues = Parameters<ForgotPasswordDialogProps['onSubmitPhone']>[0];

interface FormPartProps {
  rules: FieldRules;
  pending: boolean;
  error: string | undefined;
  onBackToLogin?: () => void;
}

function BackToLogin({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const { t } = useTranslation();
  if (!onBackToLogin) return null;
  return (
    <Button variant="ghost" onClick={onBackToLogin}>
      {t('password.forgot.backToLogin')}
    </Button>
  );
}

function EmailForm({
  rules,
  pending,
  error,
  onBackToLogin,
  defaultUsername,
  onSubmit,
}: FormPartProps & { defaultUsername?: string; onSubmit: (values: EmailValues) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt per language, so the messages follow a language switch.
  const schema = useMemo(() => forgotByEmailSchema(i18n.getFixedT(language), { rules }), [i18n, language, rules]);
  const { register, handleSubmit, formState } = useForm<EmailValues, unknown, EmailValues>({
    // The schema types its input as unknown (it turns anything but a string into ''); these fields hold strings.
    resolver: zodResolver(schema) as Resolver<EmailValues, unknown, EmailValues>,
    mode: 'onTouched',
    defaultValues: { username: defaultUsername ?? '', email: '' },
  });
  const allowSubmit = useSubmitGuard(pending, error);
  const { errors } = formState;
  return (
    <form
      noValidate
      data-slot="forgot-email-form"
      className="flex min-h-0 flex-1 flex-col gap-space-md"
      onSubmit={handleSubmit((values) => {
        if (allowSubmit()) onSubmit({ username: values.username, email: values.email });
      })}
    >
      <DialogBody className="flex flex-col gap-space-md">
        <TextField
          label={fieldLabel(t, 'username')}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={fieldLabel(t, 'email')}
          required
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <FormError message={error} />
      </DialogBody>
      <DialogFooter>
        <BackToLogin onBackToLogin={onBackToLogin} />
        <Button type="submit" loading={pending}>
          {t('password.forgot.sendInstructions')}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface PhoneFormProps extends FormPartProps {
  countries: readonly CountryOption[];
  defaults: { countryDialingCode?: string; mobileNum?: string } | undefined;
  onSendCode: ForgotPasswordDialogProps['onSendCode'];
  onSubmit: (values: PhoneValues) => void;
}

function PhoneForm({ rules, pending, error, onBackToLogin, countries, defaults, onSendCode, onSubmit }: PhoneFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schema = useMemo(() => forgotByPhoneSchema(i18n.getFixedT(language), { rules }), [i18n, language, rules]);
  const { register, control, handleSubmit, trigger, getValues, setFocus, formState } = useForm<PhoneValues, unknown, PhoneValues>({
    resolver: zodResolver(schema) as Resolver<PhoneValues, unknown, PhoneValues>,
    mode: 'onTouched',
    defaultValues: {
      countryDialingCode: defaults?.countryDialingCode ?? countries[0]?.dialingCode ?? '',
      mobileNum: defaults?.mobileNum ?? '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const allowSubmit = useSubmitGuard(pending, error);
  const { errors } = formState;

  // The number is checked before any code is sent (spec section 5); a bad one sends nothing and starts no countdown.
  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) {
      setFocus('mobileNum');
      return 0;
    }
    const { countryDialingCode, mobileNum } = getValues();
    return onSendCode({ countryDialingCode: knownDialingCode(countries, countryDialingCode), mobileNum });
  };

  return (
    <form
      noValidate
      data-slot="forgot-phone-form"
      className="flex min-h-0 flex-1 flex-col gap-space-md"
      onSubmit={handleSubmit((values) => {
        if (!allowSubmit()) return;
        const { countryDialingCode, mobileNum, verificationCode, newPassword, confirmPassword } = values;
        onSubmit({
          countryDialingCode: knownDialingCode(countries, countryDialingCode),
          mobileNum,
          verificationCode,
          newPassword,
          confirmPassword,
        });
      })}
    >
      <DialogBody className="flex flex-col gap-space-md">
        <TextField
          label={fieldLabel(t, 'mobileNum')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={errors.mobileNum?.message}
          startAdornment={
            <Controller
              control={control}
              name="countryDialingCode"
              render={({ field }) => (
                <CountryCodePicker countries={countries} value={field.value} onValueChange={field.onChange} disabled={field.disabled} />
              )}
            />
          }
          {...register('mobileNum')}
        />
        <SmsCodeField
          label={fieldLabel(t, 'verificationCode')}
          required
          error={errors.verificationCode?.message}
          onSend={sendCode}
          {...register('verificationCode')}
        />
        <PasswordField
          label={fieldLabel(t, 'newPassword')}
          required
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={fieldLabel(t, 'confirmPassword')}
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormError message={error} />
      </DialogBody>
      <DialogFooter>
        <BackToLogin onBackToLogin={onBackToLogin} />
        <Button type="submit" loading={pending}>
          {t('password.forgot.resetPassword')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Forgot password (spec sections 2, 4, 5): by username and email, or (CHNGPASSVERIF3) by an SMS code
 * with a new password. Both tabs stay mounted, so switching keeps what was typed and a running
 * countdown; the app decides what a success means (email confirmation, or logging in after a phone reset).
 */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  phoneAvailable,
  rules,
  countries,
  defaultValues,
  onSubmitEmail,
  emailSent = false,
  onSendCode,
  onSubmitPhone,
  pending = false,
  error,
  onBackToLogin,
}: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const activeTab: ForgotTab = phoneAvailable ? tab : 'email';
  const part = (forTab: ForgotTab): FormPartProps => ({
    rules,
    pending: activeTab === forTab && pending,
    error: activeTab === forTab ? error : undefined,
    onBackToLogin,
  });
  const emailForm = <EmailForm {...part('email')} defaultUsername={defaultValues?.username} onSubmit={onSubmitEmail} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" data-slot="forgot-password-dialog" data-tab={activeTab} data-sent={emailSent || undefined}>
        {emailSent ? (
          <>
            <div className="mx-auto flex size-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand [&_svg]:size-6">
              <MailCheck aria-hidden />
            </div>
            <DialogHeader className="text-center sm:text-center">
              <DialogTitle>{t('password.forgot.sentTitle')}</DialogTitle>
              <DialogDescription className="text-base text-text">{t('password.forgot.sent')}</DialogDescription>
            </DialogHeader>
            <DialogFooter className="sm:justify-center">
              <Button onClick={() => (onBackToLogin ? onBackToLogin() : onOpenChange(false))}>{t('password.forgot.backToLogin')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('password.forgot.title')}</DialogTitle>
              <DialogDescription>
                {phoneAvailable ? t('password.forgot.descriptionTabs') : t('password.forgot.descriptionEmail')}
              </DialogDescription>
            </DialogHeader>
            {phoneAvailable ? (
              <Tabs
                value={activeTab}
                onValueChange={(value) => onTabChange(value === 'mobileNum' ? 'mobileNum' : 'email')}
                className="min-h-0 flex-1"
              >
                <TabsList aria-label={t('password.forgot.method')}>
                  <TabsTrigger value="email">{t('password.forgot.byEmail')}</TabsTrigger>
                  <TabsTrigger value="mobileNum">{t('password.forgot.byMobile')}</TabsTrigger>
                </TabsList>
                {/* Kept mounted (hidden when inactive): typed values and the code countdown survive a tab switch. */}
                <TabsContent value="email" forceMount tabIndex={-1} className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
                  {emailForm}
                </TabsContent>
                <TabsContent
                  value="mobileNum"
                  forceMount
                  tabIndex={-1}
                  className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
                >
                  <PhoneForm
                    {...part('mobileNum')}
                    countries={countries}
                    defaults={defaultValues}
                    onSendCode={onSendCode}
                    onSubmit={onSubmitPhone}
                  />
                </TabsContent>
              </Tabs>
            ) : (
              emailForm
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
