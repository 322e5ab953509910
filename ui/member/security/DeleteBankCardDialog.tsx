import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '../../auth/SmsCodeField.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { BindingDialogFrame, BindingForm, fieldError, type BindingDialogProps } from './binding-form.tsx';

/** P: the payment password; S: an SMS code sent to the bound mobile. */
export type DeleteCardMethod = 'P' | 'S';

export type DeleteBankCardValues = { method: 'P'; password: string } | { method: 'S'; verificationCode: string };

export type DeleteBankCardDialogProps = BindingDialogProps<DeleteBankCardValues> & {
  /** The card to delete, as the list shows it. */
  card: { bankName: string; accountNumber: string } | null;
  /** The ways offered (the SMS one only with a bound mobile); the first is chosen. */
  methods?: readonly DeleteCardMethod[];
  /** Sends the code to the bound mobile; resolves to the seconds before another send, rejects with the reason in words. */
  onSendCode?: () => Promise<number>;
};

/**
 * Delete a bound card (DELETE /wps/v2/member/bankCards): the card named, then the payment password or,
 * where offered, an SMS code to the bound mobile. Nothing is deleted until the member confirms.
 */
export function DeleteBankCardDialog({ open, onOpenChange, card, ...form }: DeleteBankCardDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="delete-bank-card-dialog"
      title={t('security.dialogs.deleteCard.title')}
      description={card ? t('security.dialogs.deleteCard.description', { card: `${card.bankName} ${card.accountNumber}` }) : ''}
    >
      <DeleteBankCardForm {...form} />
    </BindingDialogFrame>
  );
}

function DeleteBankCardForm({
  methods = ['P'],
  onSendCode,
  onSubmit,
  pending = false,
  refusal,
}: Omit<DeleteBankCardDialogProps, 'open' | 'onOpenChange' | 'card'>) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<DeleteCardMethod>(methods[0] ?? 'P');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [issue, setIssue] = useState<string>();
  const [seconds, setSeconds] = useState<number>();
  const submit = (allow: () => boolean) => {
    const value = method === 'P' ? password : code.trim();
    if (value === '') {
      setIssue(method === 'P' ? t('security.dialogs.card.passwordRequired') : t('security.dialogs.phone.codeInvalid'));
      return;
    }
    if (!allow()) return;
    onSubmit(method === 'P' ? { method: 'P', password } : { method: 'S', verificationCode: value });
  };
  return (
    <BindingForm
      fields={['password', 'verificationCode']}
      submitLabel={t('security.dialogs.deleteCard.submit')}
      pending={pending}
      refusal={refusal}
      submit={submit}
    >
      {methods.length > 1 && (
        <fieldset className="flex flex-col gap-space-xs text-sm">
          <legend className="mb-space-xs font-semibold">{t('security.dialogs.deleteCard.method')}</legend>
          {methods.map((option) => (
            <label key={option} className="flex cursor-pointer items-center gap-space-sm">
              <input
                type="radio"
                name="delete-card-method"
                value={option}
                checked={method === option}
                onChange={() => {
                  setMethod(option);
                  setIssue(undefined);
                }}
                className="size-4 accent-brand"
              />
              {option === 'P' ? t('security.dialogs.deleteCard.byPassword') : t('security.dialogs.deleteCard.bySms')}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'P' ? (
        <PasswordField
          label={t('security.paymentPassword')}
          required
          autoComplete="off"
          value={password}
          error={fieldError(issue, refusal, 'password')}
          onChange={(event) => {
            setPassword(event.target.value);
            setIssue(undefined);
          }}
        />
      ) : (
        <SmsCodeField
          label={t('security.dialogs.phone.code')}
          hint={t('security.dialogs.deleteCard.smsHint')}
          required
          value={code}
          onSend={() => {
            if (!onSendCode) return Promise.reject(new Error('no sender'));
            return onSendCode().catch((error: unknown) => {
              setIssue(error instanceof Error ? error.message : String(error));
              throw error;
            });
          }}
          secondsLeft={seconds}
          onSecondsLeftChange={setSeconds}
          error={fieldError(issue, refusal, 'verificationCode')}
          onChange={(event) => {
            setCode(event.target.value);
            setIssue(undefined);
          }}
        />
      )}
    </BindingForm>
  );
}
