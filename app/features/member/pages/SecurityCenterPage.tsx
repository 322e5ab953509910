import type { FieldRule } from '@ui/forms/field-rules.ts';
import { AddBankCardDialog, type AddBankCardValues, type CardKind } from '@ui/member/security/AddBankCardDialog.tsx';
import { DeleteBankCardDialog, type DeleteBankCardValues } from '@ui/member/security/DeleteBankCardDialog.tsx';
import { BindEmailDialog } from '@ui/member/security/BindEmailDialog.tsx';
import { BindPhoneDialog } from '@ui/member/security/BindPhoneDialog.tsx';
import { PaymentPasswordDialog } from '@ui/member/security/PaymentPasswordDialog.tsx';
import { SecurityCentre, type SecurityView } from '@ui/member/security/SecurityCentre.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_DEFAULT_RULE, type SecurityCenter } from '../../../api/player.contract.ts';
import { useBindEmail, useBindMobile, useChangePaymentPassword, useSecurityCenter, useSetPaymentPassword } from '../../../api/player.ts';
import { smsCountdownSeconds } from '../../../api/verification.contract.ts';
import { useSendMemberSms, useSendVerifiedSms } from '../../../api/verification.ts';
import { useAddBankCard, useBanks, useBindConfig, useDeleteBankCard, useWalletTypes } from '../../../api/bank-cards.ts';
import { useWithdrawAccountInfo, useWithdrawSettings } from '../../../api/withdraw.ts';
import { openChangePassword } from '../../account/account-dialogs.ts';
import { useCountryOptions, useFieldRules } from '../../account/account-data.ts';
import { bindingRefusal, type BindingRefusal } from '../account/binding-errors.ts';
import { addCardRefusal, deleteCardRefusal } from '../withdraw/card-errors.ts';
import { cardView } from '../withdraw/withdraw-model.ts';
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
  // The bound cards are the withdraw account info's, as the platform's client lists them.
  const cards = useWithdrawAccountInfo();
  const view = security.data ? securityView(security.data) : undefined;
  const [notice, setNotice] = useState<string>();
  const [open, setOpen] = useState<BindingOpen>();
  const [deleting, setDeleting] = useState<string | null>(null);
  const { t } = useTranslation();
  return (
    <>
      <SecurityCentre
        settings={view}
        loading={security.isPending}
        error={security.isError}
        onRetry={() => void security.refetch()}
        retrying={security.isFetching}
        bankCards={cards.data?.accounts.map((account) => cardView(t, account, cards.data))}
        bankCardsLoading={cards.isPending}
        bankCardsError={cards.isError}
        onRetryBankCards={() => void cards.refetch()}
        onDeleteBankCard={setDeleting}
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
      <DeleteCard
        account={cards.data?.accounts.find((account) => account.id === deleting) ?? null}
        smsOffered={security.data?.mobileBound ?? false}
        onClose={() => setDeleting(null)}
        onDone={() => setNotice(t('security.cardDeleted'))}
      />
    </>
  );
}

/** The delete confirmation of a card: the payment password, or an SMS code to the bound mobile. */
function DeleteCard({
  account,
  smsOffered,
  onClose,
  onDone,
}: {
  account: { bankCardId: string | number; bankName: string; number: string } | null;
  smsOffered: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBankCard();
  const sendSms = useSendVerifiedSms();
  const [refusal, setRefusal] = useState<BindingRefusal>();
  const close = () => {
    setRefusal(undefined);
    onClose();
  };
  const submit = async (values: DeleteBankCardValues) => {
    if (!account) return;
    setRefusal(undefined);
    try {
      await remove.mutateAsync({ bankCardId: account.bankCardId, ...values });
      close();
      onDone();
    } catch (error) {
      setRefusal(deleteCardRefusal(t, error));
    }
  };
  return (
    <DeleteBankCardDialog
      open={account !== null}
      onOpenChange={(value) => !value && close()}
      card={account && { bankName: account.bankName, accountNumber: account.number }}
      methods={smsOffered ? ['P', 'S'] : ['P']}
      onSendCode={async () => {
        try {
          return smsCountdownSeconds(await sendSms.mutateAsync({ operation: 'deleteBankCard' }));
        } catch (error) {
          throw new Error(deleteCardRefusal(t, error).message);
        }
      }}
      onSubmit={(values) => void submit(values)}
      pending={remove.isPending}
      refusal={refusal}
    />
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
  const sendSms = useSendMemberSms();
  const bindMobile = useBindMobile();
  const bindEmail = useBindEmail();
  const setPaymentPassword = useSetPaymentPassword();
  const changePaymentPassword = useChangePaymentPassword();
  const addCard = useAddBankCard();
  const cardOpen = open === 'card';
  const banks = useBanks({ enabled: cardOpen });
  const walletTypes = useWalletTypes({ enabled: cardOpen });
  const bindConfig = useBindConfig({ enabled: cardOpen });
  const withdrawSettings = useWithdrawSettings({ enabled: cardOpen });
  const [refusal, setRefusal] = useState<BindingRefusal>();
  const show = (next: BindingOpen) => {
    setRefusal(undefined);
    onOpenChange(next);
  };
  const close = (value: boolean) => !value && show(undefined);
  const run = async (call: () => Promise<unknown>, what: string, next?: BindingOpen, refusalOf = bindingRefusal) => {
    setRefusal(undefined);
    try {
      await call();
      show(next);
      onDone(what);
    } catch (error) {
      setRefusal(refusalOf(t, error));
    }
  };
  // The kinds the merchant takes withdrawals to (both until its settings say otherwise).
  const kinds = withdrawSettings.data?.kinds;
  const cardKinds: CardKind[] = kinds
    ? [...(kinds.BANK.enabled || kinds.EWALLET.enabled ? (['BANK'] as const) : []), ...(kinds.USDT.enabled ? (['VIRTUAL'] as const) : [])]
    : ['BANK', 'VIRTUAL'];
  const passwordMutation = paymentPasswordSet ? changePaymentPassword : setPaymentPassword;
  return (
    <>
      <BindPhoneDialog
        open={open === 'phone'}
        onOpenChange={close}
        countries={countries}
        onSendCode={async (phone) => {
          try {
            return smsCountdownSeconds(await sendSms.mutateAsync({ ...phone, operation: 'updatePhone' }));
          } catch (error) {
            throw new Error(bindingRefusal(t, error).message);
          }
        }}
        onSubmit={({ smsCode, ...phone }) =>
          void run(() => bindMobile.mutateAsync({ ...phone, verificationCode: smsCode }), t('security.mobile'))
        }
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
          )
        }
        pending={passwordMutation.isPending}
        refusal={refusal}
      />
      <AddBankCardDialog
        open={cardOpen}
        onOpenChange={close}
        banks={banks.data}
        walletTypes={walletTypes.data}
        rules={bindConfig.data?.asks}
        kinds={cardKinds}
        loading={banks.isPending || bindConfig.isPending || (walletTypes.isPending && !walletTypes.isError)}
        error={banks.isError || bindConfig.isError}
        onRetry={() => {
          if (banks.isError) void banks.refetch();
          if (bindConfig.isError) void bindConfig.refetch();
        }}
        paymentPasswordRule={paymentPasswordRule}
        countries={countries}
        onSendCode={async (phone) => {
          try {
            return smsCountdownSeconds(await sendSms.mutateAsync({ ...phone, operation: 'bindBankCard' }));
          } catch (error) {
            throw new Error(addCardRefusal(t, error).message);
          }
        }}
        onSubmit={(values: AddBankCardValues) =>
          void run(() => addCard.mutateAsync(values), t('security.bankCards'), undefined, addCardRefusal)
        }
        pending={addCard.isPending}
        refusal={refusal}
      />
    </>
  );
}
