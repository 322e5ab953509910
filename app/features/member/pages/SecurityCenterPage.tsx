import type { FieldRule } from '@ui/forms/field-rules.ts';
import { AddBankCardDialog, type AddBankCardValues } from '@ui/member/security/AddBankCardDialog.tsx';
import { BindEmailDialog } from '@ui/member/security/BindEmailDialog.tsx';
import { BindPhoneDialog } from '@ui/member/security/BindPhoneDialog.tsx';
import { PaymentPasswordDialog } from '@ui/member/security/PaymentPasswordDialog.tsx';
import { SecurityCentre, type SecurityView } from '@ui/member/security/SecurityCentre.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_DEFAULT_RULE, type SecurityCenter } from '../../../api/player.contract.ts';
import { useBindEmail, useBindMobile, useChangePaymentPassword, useSecurityCenter, useSetPaymentPassword } from '../../../api/player.ts';
import { smsCountdownSeconds } from '../../../api/verification.contract.ts';
import { useSendBindSms } from '../../../api/verification.ts';
import { useAddBankCard, useBankList, useWithdrawSettings } from '../../../api/wallet.ts';
import { openChangePassword } from '../../account/account-dialogs.ts';
import { useCountryOptions, useFieldRules } from '../../account/account-data.ts';
import { bindingRefusal, type BindingRefusal } from '../account/binding-errors.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

/** Bound means the flag says so; the masked value shows when the platform sends one. */
export function securityView(security: SecurityCenter, paymentPasswordSet?: boolean): SecurityView {
  return {
    account: security.account,
    mobile: security.mobileBound ? (security.mobile ?? '') : null,
    email: security.emailBound ? (security.email ?? '') : null,
    // The withdraw settings know it too: either saying set is enough.
    paymentPasswordSet: security.paymentPasswordSet || paymentPasswordSet === true,
    securityLevel: security.securityLevel ?? undefined,
    lastLoginTime: security.lastLoginTime ?? undefined,
    lastLoginIp: security.lastLoginIp ?? undefined,
  };
}

/** The payment password's rule: the registration rules' when they switch it on with a pattern, else 6 digits. */
export function usePaymentPasswordRule(): FieldRule {
  const rule = useFieldRules().paymentPassword;
  return rule?.enabled !== false && rule?.acceptedPattern ? rule : PAYMENT_PASSWORD_DEFAULT_RULE;
}

export type BindingOpen = 'phone' | 'email' | 'paymentPassword' | 'card' | undefined;

/** The security centre panel (spec section 2, securityCenter): the centre's default page, with the binding dialogs. */
export function SecurityCenterPage() {
  const security = useSecurityCenter();
  const withdraw = useWithdrawSettings();
  const view = security.data ? securityView(security.data, withdraw.data?.hasPaymentPassword) : undefined;
  const [notice, setNotice] = useState<string>();
  const [open, setOpen] = useState<BindingOpen>();
  const { t } = useTranslation();
  return (
    <>
      <SecurityCentre
        settings={view}
        loading={security.isPending}
        error={security.isError}
        onRetry={() => void security.refetch()}
        retrying={security.isFetching}
        bankCards={withdraw.data?.bankCards.map((card) => ({ id: card.id, bankName: card.bankName, accountNumber: card.accountNumber }))}
        bankCardsLoading={withdraw.isPending}
        bankCardsError={withdraw.isError}
        onRetryBankCards={() => void withdraw.refetch()}
        onChangePassword={() => openChangePassword()}
        timeZone={BRAND_TIME_ZONE}
        onBindPhone={() => setOpen('phone')}
        onBindEmail={() => setOpen('email')}
        onPaymentPassword={() => setOpen('paymentPassword')}
        onAddBankCard={() => setOpen('card')}
        notice={notice}
      />
      <SecurityBindings
        open={open}
        onOpenChange={setOpen}
        paymentPasswordSet={view?.paymentPasswordSet ?? false}
        onDone={(what) => setNotice(t('security.bound', { what }))}
      />
    </>
  );
}

/**
 * The four binding dialogs wired to their calls; shared with the withdraw panel (add a card, set the
 * payment password). Each closes on success and reports what was saved through `onDone`.
 */
export function SecurityBindings({
  open,
  onOpenChange,
  paymentPasswordSet,
  onDone,
}: {
  open: BindingOpen;
  onOpenChange: (open: BindingOpen) => void;
  paymentPasswordSet: boolean;
  onDone: (what: string) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const paymentPasswordRule = usePaymentPasswordRule();
  const sendSms = useSendBindSms();
  const bindMobile = useBindMobile();
  const bindEmail = useBindEmail();
  const setPaymentPassword = useSetPaymentPassword();
  const changePaymentPassword = useChangePaymentPassword();
  const addCard = useAddBankCard();
  const banks = useBankList({ enabled: open === 'card' });
  const [refusal, setRefusal] = useState<BindingRefusal>();
  // Setting the payment password from the add-card dialog goes back to it once saved.
  const [backToCard, setBackToCard] = useState(false);
  const show = (next: BindingOpen) => {
    setRefusal(undefined);
    if (next !== 'paymentPassword') setBackToCard(false);
    onOpenChange(next);
  };
  const close = (value: boolean) => !value && show(undefined);
  const run = async (call: () => Promise<unknown>, what: string, next?: BindingOpen) => {
    setRefusal(undefined);
    try {
      await call();
      show(next);
      onDone(what);
    } catch (error) {
      setRefusal(bindingRefusal(t, error));
    }
  };
  const passwordMutation = paymentPasswordSet ? changePaymentPassword : setPaymentPassword;
  return (
    <>
      <BindPhoneDialog
        open={open === 'phone'}
        onOpenChange={close}
        countries={countries}
        onSendCode={async (phone) => {
          try {
            return smsCountdownSeconds(await sendSms.mutateAsync(phone));
          } catch (error) {
            throw new Error(bindingRefusal(t, error).message);
          }
        }}
        onSubmit={(values) => void run(() => bindMobile.mutateAsync(values), t('security.mobile'))}
        pending={bindMobile.isPending}
        refusal={refusal}
      />
      <BindEmailDialog
        open={open === 'email'}
        onOpenChange={close}
        onSubmit={(values) => void run(() => bindEmail.mutateAsync(values), t('security.email'))}
        pending={bindEmail.isPending}
        refusal={refusal}
      />
      <PaymentPasswordDialog
        open={open === 'paymentPassword'}
        onOpenChange={close}
        mode={paymentPasswordSet ? 'change' : 'set'}
        rule={paymentPasswordRule}
        onSubmit={(values) =>
          void run(
            () =>
              paymentPasswordSet
                ? changePaymentPassword.mutateAsync({ oldPaymentPassword: values.currentPassword, paymentPassword: values.paymentPassword })
                : setPaymentPassword.mutateAsync({ loginPassword: values.currentPassword, paymentPassword: values.paymentPassword }),
            t('security.paymentPassword'),
            backToCard ? 'card' : undefined,
          )
        }
        pending={passwordMutation.isPending}
        refusal={refusal}
      />
      <AddBankCardDialog
        open={open === 'card'}
        onOpenChange={close}
        banks={banks.data}
        banksLoading={banks.isPending}
        banksError={banks.isError}
        onRetryBanks={() => void banks.refetch()}
        paymentPasswordSet={paymentPasswordSet}
        onSetPaymentPassword={() => {
          show('paymentPassword');
          setBackToCard(true);
        }}
        onSubmit={(values: AddBankCardValues) => void run(() => addCard.mutateAsync(values), t('security.bankCards'))}
        pending={addCard.isPending}
        refusal={refusal}
      />
    </>
  );
}
