import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSubmitGuard } from '../forms/use-submit-guard.ts';
import { fieldLabel, loginVerificationSchema, type LoginVerifyMethod } from '../forms/account-schemas.ts';
import { FormError } from '../forms/FormError.tsx';
import type { FieldRules } from '../forms/field-rules.ts';
import { Button } from '../primitives/Button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../primitives/Dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';

export interface LoginVerificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ways the platform offers; target is the masked phone or email shown to the user, e.g. "+84 ***6789". */
  methods: readonly { type: LoginVerifyMethod; target?: string }[];
  rules: FieldRules;
  /** Sends the code to the account's phone ('mobile' only); resolves to the seconds before another send. */
  onSendCode: () => Promise<number>;
  onSubmit: (value: { method: LoginVerifyMethod; value: string }) => void;
  pending?: boolean;
  /** An already translated message from the last attempt. */
  error?: string;
}

/** Literal keys, so the catalogue check sees each one used. */
const METHOD_LABELS = {
  mobile: 'login.verify.method.mobile',
  email: 'login.verify.method.email',
  bankName: 'login.verify.method.bankName',
  authenticator: 'login.verify.method.authenticator',
} as const satisfies Record<LoginVerifyMethod, string>;

interface VerificationValues {
  method: LoginVerifyMethod;
  value: string;
}

interface MethodFormProps {
  id: string;
  method: LoginVerifyMethod;
  target?: string;
  rules: FieldRules;
  onSendCode: () => Promise<number>;
  onValid: (value: VerificationValues) => void;
}

/** One method's form: each keeps its own value, so switching methods loses nothing typed. */
function MethodForm({ id, method, target, rules, onSendCode, onValid }: MethodFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt per language, so the messages follow a language switch.
  const schema = useMemo(() => loginVerificationSchema(i18n.getFixedT(language), { rules, method }), [i18n, language, rules, method]);
  const { register, handleSubmit, trigger, getFieldState, formState } = useForm<VerificationValues>({
    mode: 'onTouched',
    // The schema's input is loose (anything not a string reads as empty); the form's values are strings.
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<VerificationValues>,
    defaultValues: { method, value: '' },
  });
  const error = formState.errors.value?.message;

  // A message already shown follows a language change.
  useEffect(() => {
    if (getFieldState('value').error) void trigger('value');
  }, [schema, trigger, getFieldState]);

  const field = register('value');
  return (
    <form
      id={id}
      data-slot="login-verification-form"
      noValidate
      onSubmit={(event) => void handleSubmit((values) => onValid({ method, value: values.value }))(event)}
    >
      {method === 'mobile' ? (
        <SmsCodeField
          label={fieldLabel(t, 'verificationCode')}
          required
          hint={target ? t('login.verify.mobileHint', { target }) : t('login.verify.mobileHintNoTarget')}
          error={error}
          onSend={onSendCode}
          {...field}
        />
      ) : method === 'email' ? (
        <TextField
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          label={fieldLabel(t, 'email')}
          required
          hint={target ? t('login.verify.emailHintTarget', { target }) : t('login.verify.emailHint')}
          error={error}
          {...field}
        />
      ) : method === 'bankName' ? (
        <TextField
          autoComplete="name"
          label={fieldLabel(t, 'payeeName')}
          required
          hint={t('login.verify.bankNameHint')}
          error={error}
          {...field}
        />
      ) : (
        <TextField
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={fieldLabel(t, 'verificationCode')}
          required
          hint={t('login.verify.authenticatorHint')}
          error={error}
          {...field}
        />
      )}
    </form>
  );
}

/**
 * The unregistered-IP check after a login answered login_verify_required (spec section 4): the
 * player proves it is them by an SMS code, the account's email, the bank account holder's name or
 * an authenticator code, choosing among the methods the platform offers.
 */
export function LoginVerificationDialog({
  open,
  onOpenChange,
  methods,
  rules,
  onSendCode,
  onSubmit,
  pending = false,
  error,
}: LoginVerificationDialogProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const formId = (type: LoginVerifyMethod) => `${baseId}-${type}`;
  const [chosen, setChosen] = useState<LoginVerifyMethod>();
  const method = methods.find((item) => item.type === chosen)?.type ?? methods[0]?.type;

  const allowSubmit = useSubmitGuard(pending, error);
  const submitValid = (value: VerificationValues) => {
    if (!allowSubmit()) return;
    onSubmit(value);
  };

  const formFor = (item: LoginVerificationDialogProps['methods'][number]) => (
    <MethodForm
      id={formId(item.type)}
      method={item.type}
      target={item.target}
      rules={rules}
      onSendCode={onSendCode}
      onValid={submitValid}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Wider when three or four method tabs have to fit on one line. */}
      <DialogContent size={methods.length > 2 ? 'md' : 'sm'} data-slot="login-verification-dialog">
        <DialogHeader>
          <DialogTitle>{t('login.verify.title')}</DialogTitle>
          <DialogDescription>{t('login.verify.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          {methods.length > 1 ? (
            // Manual activation, as in the login form: arrows move, Enter, Space or a click chooses.
            <Tabs
              activationMode="manual"
              value={method}
              onValueChange={(next) => setChosen(methods.find((item) => item.type === next)?.type)}
            >
              <TabsList variant="pill" aria-label={t('login.verify.methodLabel')}>
                {methods.map((item) => (
                  <TabsTrigger key={item.type} value={item.type} className="px-space-sm">
                    {t(METHOD_LABELS[item.type])}
                  </TabsTrigger>
                ))}
              </TabsList>
              {/* Every method's form stays mounted (hidden when not chosen): values and a running SMS countdown survive a switch. */}
              {methods.map((item) => (
                <TabsContent key={item.type} value={item.type} forceMount tabIndex={-1} className="data-[state=inactive]:hidden">
                  {formFor(item)}
                </TabsContent>
              ))}
            </Tabs>
          ) : methods[0] ? (
            formFor(methods[0])
          ) : null}
          <FormError message={error} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('overlay.cancel')}</Button>
          </DialogClose>
          {method ? (
            // Outside the method's <form>, tied to it by `form`: it submits whichever method is shown.
            <Button type="submit" form={formId(method)} loading={pending}>
              {t('login.verify.submit')}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
