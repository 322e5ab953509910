/**
 * The account popups, one at a time as the flows hand over (account-dialogs.ts): login/register,
 * unregistered-IP verification, forgot password, the (forced) password change, the mobile
 * registration's account, the registration success and the notice after login. Loaded on first use.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { AuthDialog } from '@ui/auth/AuthDialog.tsx';
import { ChangePasswordDialog, type ForcedChangeReason } from '@ui/auth/ChangePasswordDialog.tsx';
import { ForgotPasswordDialog, type ForgotTab } from '@ui/auth/ForgotPasswordDialog.tsx';
import { LoginVerificationDialog } from '@ui/auth/LoginVerificationDialog.tsx';
import { MobileAccountDialog } from '@ui/auth/MobileAccountDialog.tsx';
import { RegisterSuccessDialog } from '@ui/auth/RegisterSuccessDialog.tsx';
import { NoticeDialog } from '@ui/content/NoticeDialog.tsx';
import type { LoginVerifyMethod } from '@ui/forms/account-schemas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useNotice } from '../../api/content.ts';
import { useChangePassword, useForgotPasswordByEmail, useResetPasswordByPhone } from '../../api/member.ts';
import { logout, useLogin, useLoginVerification } from '../../api/session.ts';
import { resendCountdownSeconds, smsCountdownSeconds } from '../../api/verification.contract.ts';
import { useSendLoginSms, useSendLoginVerificationSms } from '../../api/verification.ts';
import { memberPath, PATHS } from '../../paths.ts';
import { performLogout } from '../session/logout.ts';
import { clearSession, setPasswordChangeNeeded } from '../session/session-store.ts';
import { useStoredSession } from '../session/use-session.ts';
import {
  closeAccountDialog,
  openLogin,
  openRegister,
  openRegisterSuccess,
  useAccountDialog,
  type AccountDialog,
} from './account-dialogs.ts';
import { useCountryOptions, useFieldRules, useModule, useRegistrationBonus } from './account-data.ts';
import { AccountWarning } from './AccountWarning.tsx';
import { useAccountFailure } from './account-errors.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { knownPasswordOf, rememberKnownPassword } from './login-flow.ts';
import { pendingVerification, setPendingVerification } from './pending-verification.ts';
import { RegisterPanel } from './RegisterPanel.tsx';
import { rememberLogin } from './remember-me.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { useSingleFlight } from './use-single-flight.ts';

const closeOnHide = (open: boolean) => {
  if (!open) closeAccountDialog();
};

/** One request at a time for a dialog's submit, whatever the clicks. */
function AuthPopup({ dialog }: { dialog: Extract<AccountDialog, { kind: 'auth' }> }) {
  const { t } = useTranslation();
  const registerOn = useModule('DIRECTREG3');
  return (
    <AuthDialog
      open
      onOpenChange={closeOnHide}
      tab={dialog.tab}
      onTabChange={(tab) => (tab === 'login' ? openLogin() : openRegister())}
      notice={dialog.notice === 'password-changed' ? t('password.changedLogInAgain') : undefined}
      login={<LoginPanel onRegister={registerOn ? openRegister : undefined} />}
      register={registerOn ? <RegisterPanel variant="modal" onLogin={() => openLogin()} /> : undefined}
    />
  );
}

function VerificationPopup({ methods }: { methods: readonly { type: LoginVerifyMethod; target?: string | null }[] }) {
  const rules = useFieldRules();
  const failure = useAccountFailure();
  const finish = useFinishLogin();
  const verify = useLoginVerification();
  const sendSms = useSendLoginVerificationSms();
  const flight = useSingleFlight();
  const [error, setError] = useState<string>();
  const [smsAlert, setSmsAlert] = useState<string>();
  const close = (open: boolean) => {
    if (open) return;
    setPendingVerification(undefined);
    closeAccountDialog();
  };
  return (
    <>
      <LoginVerificationDialog
        open
        onOpenChange={close}
        methods={methods.map((method) => ({ type: method.type, target: method.target ?? undefined }))}
        rules={rules}
        onSendCode={async () => {
          // The platform sends to the account's own (masked) number: the login code call with the account name.
          const held = pendingVerification();
          try {
            const sent = await sendSms.mutateAsync({ username: held?.username ?? '' });
            return smsCountdownSeconds(sent);
          } catch (failed) {
            setSmsAlert(failure(failed));
            throw failed;
          }
        }}
        onSubmit={({ method, value }) =>
          void flight.run(async () => {
            const held = pendingVerification();
            if (!held) {
              close(false);
              return;
            }
            setError(undefined);
            try {
              const result = await verify.mutateAsync({
                username: held.username,
                password: held.password,
                verifyType: method,
                verifyValue: value.trim(),
              });
              setPendingVerification(undefined);
              rememberLogin({ remember: held.remember, username: held.username });
              await finish(result, { via: 'verification', password: held.password });
            } catch (failed) {
              setError(failure(failed, 'login-verification'));
            }
          })
        }
        pending={flight.pending}
        error={error}
      />
      <AccountWarning message={smsAlert} onClose={() => setSmsAlert(undefined)} />
    </>
  );
}

function ForgotPopup() {
  const rules = useFieldRules();
  const countries = useCountryOptions();
  const phoneAvailable = useModule('CHNGPASSVERIF3');
  const failure = useAccountFailure();
  const finish = useFinishLogin();
  const byEmail = useForgotPasswordByEmail();
  const byPhone = useResetPasswordByPhone();
  const login = useLogin();
  const sendSms = useSendLoginSms();
  const flight = useSingleFlight();
  const [tab, setTab] = useState<ForgotTab>('email');
  const [emailSent, setEmailSent] = useState(false);
  const [error, setError] = useState<string>();
  const [smsAlert, setSmsAlert] = useState<string>();
  return (
    <>
      <ForgotPasswordDialog
        open
        onOpenChange={closeOnHide}
        tab={phoneAvailable ? tab : 'email'}
        onTabChange={(next) => {
          setTab(next);
          setError(undefined);
        }}
        phoneAvailable={phoneAvailable}
        rules={rules}
        countries={countries}
        onSubmitEmail={(values) =>
          void flight.run(async () => {
            setError(undefined);
            try {
              await byEmail.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
              setEmailSent(true);
            } catch (failed) {
              setError(failure(failed));
            }
          })
        }
        emailSent={emailSent}
        onSendCode={async ({ countryDialingCode, mobileNum }) => {
          const requestedAt = Date.now();
          try {
            const sent = await sendSms.mutateAsync({ countryDialingCode, mobileNum: mobileNum.trim(), purpose: 'reset' });
            // Spec: the forgot-password resend countdown follows the server's expirationTime.
            return resendCountdownSeconds(sent, requestedAt);
          } catch (failed) {
            setSmsAlert(failure(failed));
            throw failed;
          }
        }}
        onSubmitPhone={(values) =>
          void flight.run(async () => {
            setError(undefined);
            const mobileNum = values.mobileNum.trim();
            try {
              await byPhone.mutateAsync({
                mobileNum,
                countryDialingCode: values.countryDialingCode,
                verificationCode: values.verificationCode.trim(),
                newPassword: values.newPassword,
              });
            } catch (failed) {
              setError(failure(failed));
              return;
            }
            // Spec section 4: after a phone reset the player is logged in and sent to /.
            try {
              const result = await login.mutateAsync({ username: mobileNum, password: values.newPassword, type: 'username' });
              await finish(result, { via: 'phone-reset' });
            } catch (failed) {
              openLogin();
              setError(failure(failed, 'login'));
            }
          })
        }
        pending={flight.pending}
        error={error}
        onBackToLogin={() => openLogin()}
      />
      <AccountWarning message={smsAlert} onClose={() => setSmsAlert(undefined)} />
    </>
  );
}

function ChangePasswordPopup({ forced }: { forced?: ForcedChangeReason }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const rules = useFieldRules();
  const failure = useAccountFailure();
  const session = useStoredSession();
  const change = useChangePassword();
  const flight = useSingleFlight();
  const [error, setError] = useState<string>();
  const known = knownPasswordOf();
  return (
    <ChangePasswordDialog
      open
      onOpenChange={(open) => !forced && closeOnHide(open)}
      forced={forced}
      needOld={known === undefined}
      rules={rules}
      username={session?.account}
      onSubmit={(values) =>
        void flight.run(async () => {
          setError(undefined);
          try {
            await change.mutateAsync({
              oldPassword: known ?? values.oldPassword,
              newPassword: values.newPassword,
              confirmNewPassword: values.confirmPassword,
            });
          } catch (failed) {
            setError(failure(failed));
            return;
          }
          rememberKnownPassword(undefined);
          setPasswordChangeNeeded(false);
          if (forced) {
            // Spec section 4: after the forced change the player logs in again with the new password.
            await logout().catch(() => undefined);
            clearSession();
            queryClient.clear();
            navigate(PATHS.root);
            openLogin('password-changed');
          } else {
            closeAccountDialog();
          }
        })
      }
      pending={flight.pending}
      error={error}
      onLogout={() => {
        rememberKnownPassword(undefined);
        // Closed once the session is gone: closing first would let the shell reopen the due change.
        void performLogout({ queryClient, navigate: (to) => navigate(to, { replace: true }) }).finally(closeAccountDialog);
      }}
    />
  );
}

function NoticePopup({ execution }: { execution: 'A' | 'F' }) {
  const notice = useNotice({ execution });
  const notices = useMemo(
    () =>
      (notice.data?.popup ?? []).map((item) => ({
        id: String(item.id),
        title: item.title,
        html: item.content,
        imageSrc: item.contents.find((content) => content.webImageUrl)?.webImageUrl ?? undefined,
      })),
    [notice.data],
  );
  // Nothing to say (or the call failed): the popup simply does not appear.
  if (notices.length === 0) return null;
  return <NoticeDialog open onOpenChange={closeOnHide} notices={notices} />;
}

/** The popups' strings first: nothing shows until they are in, as while the chunk loads. */
export function AccountDialogs() {
  return useAreas(accountAreas, rolesAreas) ? <AccountPopups /> : null;
}

function AccountPopups() {
  const navigate = useNavigate();
  const dialog = useAccountDialog();
  const bonus = useRegistrationBonus();
  switch (dialog?.kind) {
    case 'auth':
      return <AuthPopup dialog={dialog} />;
    case 'login-verification':
      return <VerificationPopup methods={dialog.methods} />;
    case 'forgot':
      return <ForgotPopup />;
    case 'change-password':
      return <ChangePasswordPopup forced={dialog.forced} />;
    case 'mobile-account':
      return <MobileAccountDialog open onOpenChange={closeOnHide} account={dialog.account} onConfirm={openRegisterSuccess} />;
    case 'register-success':
      return (
        <RegisterSuccessDialog
          open
          onOpenChange={closeOnHide}
          bonusAmount={bonus}
          onDeposit={() => {
            closeAccountDialog();
            navigate(memberPath('depositv2'));
          }}
          onStart={closeAccountDialog}
        />
      );
    case 'notice':
      return <NoticePopup execution={dialog.execution} />;
    default:
      return null;
  }
}
