import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CountryCodePicker, knownDialingCode, type CountryOption } from '../../auth/CountryCodePicker.tsx';
import { SmsCodeField } from '../../auth/SmsCodeField.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

export type BindPhoneValues = { countryDialingCode: string; mobileNum: string; smsCode: string };
export type BindPhoneDialogProps = BindingDialogProps<BindPhoneValues> & {
  countries: readonly CountryOption[];
  /** Sends the code to the number; resolves to the seconds before another send (rejects with a message shown under the number). */
  onSendCode: (phone: { countryDialingCode: string; mobileNum: string }) => Promise<number>;
};

/** Bind a mobile number with its SMS code. A bound number is not changed here (customer service). */
export function BindPhoneDialog({ open, onOpenChange, ...form }: BindPhoneDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="bind-phone-dialog"
      title={t('security.dialogs.phone.title')}
      description={t('security.dialogs.phone.description')}
    >
      <BindPhoneForm {...form} />
    </BindingDialogFrame>
  );
}

function BindPhoneForm({ countries, onSendCode, onSubmit, pending = false, refusal }: Omit<BindPhoneDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [seconds, setSeconds] = useState(0);
  const schema = useMemo(() => {
    const tt = i18n.getFixedT(language);
    return z.object({
      countryDialingCode: z.string(),
      mobileNum: z.string().check(z.trim(), z.regex(/^\d{9,11}$/, tt('security.dialogs.phone.invalid'))),
      smsCode: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, tt('security.dialogs.phone.codeInvalid'))),
    });
  }, [i18n, language]);
  const { register, handleSubmit, formState, control, trigger, getValues, setError } = useForm<BindPhoneValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { countryDialingCode: knownDialingCode(countries, '84'), mobileNum: '', smsCode: '' },
  });
  const { errors } = formState;
  const sendCode = async () => {
    if (!(await trigger('mobileNum'))) throw new Error('invalid mobile');
    const { countryDialingCode, mobileNum } = getValues();
    try {
      return await onSendCode({ countryDialingCode, mobileNum: mobileNum.trim() });
    } catch (error) {
      setError('mobileNum', { message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
  return (
    <BindingForm
      fields={['mobileNum', 'smsCode']}
      submitLabel={t('security.dialogs.bind')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((values) => allow() && onSubmit({ ...values, mobileNum: values.mobileNum.trim() }))()}
    >
      <TextField
        label={t('security.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={fieldError(errors.mobileNum?.message, refusal, 'mobileNum')}
        startAdornment={
          <Controller
            control={control}
            name="countryDialingCode"
            render={({ field }) => <CountryCodePicker countries={countries} value={field.value} onValueChange={field.onChange} />}
          />
        }
        {...register('mobileNum')}
      />
      <SmsCodeField
        label={t('security.dialogs.phone.code')}
        required
        onSend={sendCode}
        secondsLeft={seconds}
        onSecondsLeftChange={setSeconds}
        error={fieldError(errors.smsCode?.message, refusal, 'smsCode')}
        {...register('smsCode')}
      />
    </BindingForm>
  );
}
