import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CountryCodePicker, knownDialingCode, type CountryOption } from '../../auth/CountryCodePicker.tsx';
import { SmsCodeField } from '../../auth/SmsCodeField.tsx';
import { problemMessage } from '../../forms/account-schemas.ts';
import { checkField, type FieldRule } from '../../forms/field-rules.ts';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

/** A bank card (a bank, or an e-wallet provider the platform lists among the banks) or a virtual (USDT) wallet. */
export type CardKind = 'BANK' | 'VIRTUAL';
export const CARD_KINDS: readonly CardKind[] = ['BANK', 'VIRTUAL'];

export interface BankChoice {
  bankCode: string;
  name: string;
}

export interface WalletTypeChoice {
  walletType: string;
  name: string;
}

/** What the platform asks for to bind (its bindConfig). */
export interface BindRules {
  /** The payment password; with `newPaymentPassword`, a first one and its confirmation (binding sets it). */
  paymentPassword: boolean;
  newPaymentPassword: boolean;
  /** A mobile number and the SMS code sent to it. */
  mobile: boolean;
}

type Proofs = {
  paymentPassword?: string;
  validatePaymentPassword?: string;
  mobile?: { countryDialingCode: string; mobileNum: string; verificationCode: string };
};

export type AddBankCardValues = Proofs &
  (
    | { kind: 'BANK'; bankCode: string; bankName: string; payeeName: string; cardNumber: string }
    | { kind: 'VIRTUAL'; walletType: string; walletName: string; walletAddress: string }
  );

/** The fields a refusal may name. */
export type AddBankCardField =
  | 'bankCode'
  | 'payeeName'
  | 'cardNumber'
  | 'walletType'
  | 'walletAddress'
  | 'paymentPassword'
  | 'validatePaymentPassword'
  | 'mobileNum'
  | 'verificationCode';

export type AddBankCardDialogProps = BindingDialogProps<AddBankCardValues> & {
  banks?: readonly BankChoice[];
  walletTypes?: readonly WalletTypeChoice[];
  /** The bind rules: the form waits for them. */
  rules?: BindRules;
  /** The kinds the merchant takes withdrawals to; both by default. */
  kinds?: readonly CardKind[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The payment password's rule (a first one is checked by it). */
  paymentPasswordRule: FieldRule;
  /** For the mobile, when the rules ask for it. */
  countries?: readonly CountryOption[];
  onSendCode?: (phone: { countryDialingCode: string; mobileNum: string }) => Promise<number>;
};

/** Bank account numbers: 6-19 digits once spaces and dashes are gone. */
const CARD_NUMBER = /^\d{6,19}$/;
const PAYEE = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
/** A TRC20 (T...) or ERC20 (0x...) address. */
const WALLET_ADDRESS = /^(?:T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/;
const MOBILE = /^\d{9,11}$/;

const FIELDS: readonly AddBankCardField[] = [
  'bankCode',
  'payeeName',
  'cardNumber',
  'walletType',
  'walletAddress',
  'paymentPassword',
  'validatePaymentPassword',
  'mobileNum',
  'verificationCode',
];

/**
 * Add a bank card or a USDT wallet, as the platform binds them (PUT /wps/v2/member/bankCards): the
 * bank or the wallet type, the payee name and number or the address, and what the platform's bind
 * rules ask for: the payment password, or (none set yet) a first one twice, and a mobile with its code.
 */
export function AddBankCardDialog({ open, onOpenChange, ...form }: AddBankCardDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="add-bank-card-dialog"
      title={t('security.dialogs.card.title')}
      description={t('security.dialogs.card.description')}
    >
      {form.error ? (
        <ErrorPanel message={t('security.dialogs.card.banksError')} onRetry={form.onRetry} />
      ) : form.loading || !form.banks || !form.rules ? (
        <LoadingRegion className="flex flex-col gap-space-sm">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </LoadingRegion>
      ) : (
        <AddBankCardForm {...form} banks={form.banks} rules={form.rules} />
      )}
    </BindingDialogFrame>
  );
}

interface FormValues {
  kind: CardKind;
  bankCode: string;
  payeeName: string;
  cardNumber: string;
  walletType: string;
  walletAddress: string;
  paymentPassword: string;
  validatePaymentPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

function AddBankCardForm({
  banks,
  walletTypes = [],
  rules,
  kinds = CARD_KINDS,
  paymentPasswordRule,
  countries = [],
  onSendCode,
  onSubmit,
  pending = false,
  refusal,
}: Omit<AddBankCardDialogProps, 'open' | 'onOpenChange' | 'banks' | 'rules'> & { banks: readonly BankChoice[]; rules: BindRules }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const offered = kinds.filter((kind) => kind !== 'VIRTUAL' || walletTypes.length > 0);
  const schema = useMemo(() => {
    const tt = i18n.getFixedT(language);
    const issue = (
      ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
      path: string,
      message: string,
    ) => ctx.addIssue({ code: 'custom', message, path: [path] });
    return z
      .object({
        kind: z.enum(CARD_KINDS),
        bankCode: z.string(),
        payeeName: z.string(),
        cardNumber: z.string(),
        walletType: z.string(),
        walletAddress: z.string(),
        paymentPassword: z.string(),
        validatePaymentPassword: z.string(),
        countryDialingCode: z.string(),
        mobileNum: z.string(),
        verificationCode: z.string(),
      })
      .check(
        z.superRefine((v, ctx) => {
          if (v.kind === 'BANK') {
            if (v.bankCode === '') issue(ctx, 'bankCode', tt('security.dialogs.card.bankRequired'));
            const payee = v.payeeName.trim();
            if (!PAYEE.test(payee) || payee.length > 50) issue(ctx, 'payeeName', tt('security.dialogs.card.nameInvalid'));
            if (!CARD_NUMBER.test(v.cardNumber.replace(/\W/g, ''))) issue(ctx, 'cardNumber', tt('security.dialogs.card.numberInvalid'));
          } else {
            if (v.walletType === '') issue(ctx, 'walletType', tt('security.dialogs.card.walletTypeRequired'));
            if (!WALLET_ADDRESS.test(v.walletAddress.trim())) issue(ctx, 'walletAddress', tt('security.dialogs.card.addressInvalid'));
          }
          if (rules.newPaymentPassword) {
            const problem = checkField({ ...paymentPasswordRule, enabled: true, required: true }, v.paymentPassword);
            if (problem) issue(ctx, 'paymentPassword', problemMessage(tt, problem, 'paymentPassword'));
            else if (v.validatePaymentPassword !== v.paymentPassword)
              issue(ctx, 'validatePaymentPassword', tt('security.dialogs.paymentPassword.mismatch'));
          } else if (rules.paymentPassword && v.paymentPassword === '')
            issue(ctx, 'paymentPassword', tt('security.dialogs.card.passwordRequired'));
          if (rules.mobile) {
            if (!MOBILE.test(v.mobileNum.trim())) issue(ctx, 'mobileNum', tt('security.dialogs.phone.invalid'));
            if (!/^\d{4,8}$/.test(v.verificationCode.trim())) issue(ctx, 'verificationCode', tt('security.dialogs.phone.codeInvalid'));
          }
        }),
      );
  }, [i18n, language, rules, paymentPasswordRule]);
  const { register, handleSubmit, formState, control, trigger, getValues, setError } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      kind: offered[0] ?? 'BANK',
      bankCode: '',
      payeeName: '',
      cardNumber: '',
      walletType: '',
      walletAddress: '',
      paymentPassword: '',
      validatePaymentPassword: '',
      countryDialingCode: knownDialingCode(countries, '84'),
      mobileNum: '',
      verificationCode: '',
    },
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const [seconds, setSeconds] = useState<number>();
  const kindLabels: Record<CardKind, string> = {
    BANK: t('security.dialogs.card.types.BANK'),
    VIRTUAL: t('security.dialogs.card.types.VIRTUAL'),
  };

  const sendCode = async () => {
    if (!(await trigger('mobileNum')) || !onSendCode) throw new Error('invalid mobile');
    const { countryDialingCode, mobileNum } = getValues();
    try {
      return await onSendCode({ countryDialingCode, mobileNum: mobileNum.trim() });
    } catch (error) {
      setError('mobileNum', { message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  const values = (v: FormValues): AddBankCardValues => {
    const proofs: Proofs = {
      ...(rules.paymentPassword || rules.newPaymentPassword ? { paymentPassword: v.paymentPassword } : {}),
      ...(rules.newPaymentPassword ? { validatePaymentPassword: v.validatePaymentPassword } : {}),
      ...(rules.mobile
        ? {
            mobile: {
              countryDialingCode: v.countryDialingCode,
              mobileNum: v.mobileNum.trim(),
              verificationCode: v.verificationCode.trim(),
            },
          }
        : {}),
    };
    if (v.kind === 'BANK') {
      const bank = banks.find((candidate) => candidate.bankCode === v.bankCode);
      return {
        kind: 'BANK',
        bankCode: v.bankCode,
        bankName: bank?.name ?? v.bankCode,
        payeeName: v.payeeName.trim(),
        cardNumber: v.cardNumber.replace(/\W/g, ''),
        ...proofs,
      };
    }
    const type = walletTypes.find((candidate) => candidate.walletType === v.walletType);
    return {
      kind: 'VIRTUAL',
      walletType: v.walletType,
      walletName: type?.name ?? v.walletType,
      walletAddress: v.walletAddress.trim(),
      ...proofs,
    };
  };

  return (
    <BindingForm
      fields={FIELDS}
      submitLabel={t('security.addBankCard')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((v) => allow() && onSubmit(values(v)))()}
    >
      {offered.length > 1 && (
        <Select
          label={t('security.dialogs.card.type')}
          required
          options={offered.map((option) => ({ value: option, label: kindLabels[option] }))}
          {...register('kind')}
        />
      )}
      {kind === 'BANK' ? (
        <>
          <Select
            label={t('security.dialogs.card.bank')}
            required
            placeholder={t('security.dialogs.card.pickBank')}
            options={banks.map((bank) => ({ value: bank.bankCode, label: bank.name }))}
            error={fieldError(errors.bankCode?.message, refusal, 'bankCode')}
            {...register('bankCode')}
          />
          <TextField
            label={t('security.dialogs.card.accountName')}
            required
            autoComplete="name"
            hint={t('security.dialogs.card.accountNameHint')}
            error={fieldError(errors.payeeName?.message, refusal, 'payeeName')}
            {...register('payeeName')}
          />
          <TextField
            label={t('security.dialogs.card.accountNumber')}
            required
            inputMode="numeric"
            autoComplete="off"
            hint={t('security.dialogs.card.numberHint')}
            error={fieldError(errors.cardNumber?.message, refusal, 'cardNumber')}
            {...register('cardNumber')}
          />
        </>
      ) : (
        <>
          <Select
            label={t('security.dialogs.card.walletType')}
            required
            placeholder={t('security.dialogs.card.pickBank')}
            options={walletTypes.map((type) => ({ value: type.walletType, label: type.name }))}
            error={fieldError(errors.walletType?.message, refusal, 'walletType')}
            {...register('walletType')}
          />
          <TextField
            label={t('security.dialogs.card.walletAddress')}
            required
            autoComplete="off"
            hint={t('security.dialogs.card.addressHint')}
            error={fieldError(errors.walletAddress?.message, refusal, 'walletAddress')}
            {...register('walletAddress')}
          />
        </>
      )}
      {(rules.paymentPassword || rules.newPaymentPassword) && (
        <PasswordField
          label={rules.newPaymentPassword ? t('security.dialogs.paymentPassword.new') : t('security.paymentPassword')}
          required
          autoComplete={rules.newPaymentPassword ? 'new-password' : 'off'}
          hint={rules.newPaymentPassword ? t('security.dialogs.card.newPaymentPasswordHint') : undefined}
          error={fieldError(errors.paymentPassword?.message, refusal, 'paymentPassword')}
          {...register('paymentPassword')}
        />
      )}
      {rules.newPaymentPassword && (
        <PasswordField
          label={t('security.dialogs.paymentPassword.confirm')}
          required
          autoComplete="new-password"
          error={fieldError(errors.validatePaymentPassword?.message, refusal, 'validatePaymentPassword')}
          {...register('validatePaymentPassword')}
        />
      )}
      {rules.mobile && (
        <>
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
            error={fieldError(errors.verificationCode?.message, refusal, 'verificationCode')}
            {...register('verificationCode')}
          />
        </>
      )}
    </BindingForm>
  );
}
