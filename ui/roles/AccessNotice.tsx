import { LogIn, PowerOff, ShieldUser, UserRoundX } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';

export type AccessNoticeProps = Omit<ComponentProps<'div'>, 'title'> & {
  /**
   * login: a visitor on a member page (the same words as the login prompt); trial: a trial account
   * (isAgent 4) refused a member feature, with the platform's in_need_true_account text; agent: a
   * member who is not an agent opening the agent centre, refused in words; the -off kinds: a route the
   * brand has switched off (the member or agent centre, deposits, another page's module).
   */
  kind: 'login' | 'trial' | 'agent' | SwitchedOff;
  /** Log in (login); omitted, no button. */
  onLogin?: () => void;
  /** Register (login), or the in_increase_submit button: register a real account (trial). */
  onRegister?: () => void;
  /** agent: the way back (to the member centre); omitted, no button. */
  onBack?: () => void;
};

type SwitchedOff = 'memberCentreOff' | 'agentCentreOff' | 'depositOff' | 'featureOff';

const SWITCHED_OFF = {
  memberCentreOff: { title: 'roles.memberCentreOffTitle', hint: 'roles.memberCentreOffMessage' },
  agentCentreOff: { title: 'roles.agentCentreOffTitle', hint: 'roles.agentCentreOffMessage' },
  depositOff: { title: 'roles.depositOffTitle', hint: 'roles.depositOffMessage' },
  featureOff: { title: 'roles.featureOffTitle', hint: 'roles.featureOffMessage' },
} as const satisfies Record<SwitchedOff, { title: `roles.${string}`; hint: `roles.${string}` }>;

/**
 * What a page shows in place of its content when the role may not see it (spec section 6): the
 * in-page twin of LoginRequiredDialog and TrialAccountDialog, so closing the dialog never leaves a
 * blank page.
 */
export function AccessNotice({ kind, onLogin, onRegister, onBack, ...props }: AccessNoticeProps) {
  const { t } = useTranslation();
  if (kind in SWITCHED_OFF) {
    const words = SWITCHED_OFF[kind as SwitchedOff];
    return (
      <EmptyState
        data-slot="access-notice"
        data-kind={kind}
        icon={<PowerOff aria-hidden />}
        title={t(words.title)}
        hint={t(words.hint)}
        {...props}
      />
    );
  }
  if (kind === 'agent') {
    return (
      <EmptyState
        data-slot="access-notice"
        data-kind={kind}
        icon={<ShieldUser aria-hidden />}
        title={t('roles.agentOnlyTitle')}
        hint={t('roles.agentOnlyMessage')}
        action={onBack && <Button onClick={onBack}>{t('roles.goToMemberCentre')}</Button>}
        {...props}
      />
    );
  }
  if (kind === 'trial') {
    return (
      <EmptyState
        data-slot="access-notice"
        data-kind={kind}
        icon={<UserRoundX aria-hidden />}
        title={t('roles.trialTitle')}
        hint={t('roles.needTrueAccount')}
        action={onRegister && <Button onClick={onRegister}>{t('roles.registerRealAccount')}</Button>}
        {...props}
      />
    );
  }
  return (
    <EmptyState
      data-slot="access-notice"
      data-kind={kind}
      icon={<LogIn aria-hidden />}
      title={t('roles.loginRequiredTitle')}
      hint={t('roles.loginRequiredMessage')}
      action={
        (onLogin || onRegister) && (
          <div className="flex flex-wrap justify-center gap-space-sm">
            {onRegister && (
              <Button variant="secondary" onClick={onRegister}>
                {t('roles.register')}
              </Button>
            )}
            {onLogin && <Button onClick={onLogin}>{t('roles.logIn')}</Button>}
          </div>
        )
      }
      {...props}
    />
  );
}
