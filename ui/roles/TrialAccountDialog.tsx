import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../primitives/AlertDialog.tsx';

export interface TrialAccountDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * What the trial account (isAgent 4) tried: `chat` gets the platform's in_please_information text,
   * anything else (member centre, favourites, recent games, account centre) in_need_true_account.
   */
  reason?: 'feature' | 'chat';
  /** The in_increase_submit button: open registration for a real account. */
  onRegister: () => void;
  onCancel?: () => void;
  className?: string;
}

/** Spec section 6: a trial account is refused member features and is offered to register for real. */
export function TrialAccountDialog({ reason = 'feature', onRegister, onCancel, ...props }: TrialAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      tone="warning"
      title={t('roles.trialTitle')}
      message={reason === 'chat' ? t('roles.pleaseInformation') : t('roles.needTrueAccount')}
      cancelable
      cancelLabel={t('roles.later')}
      confirmLabel={t('roles.registerRealAccount')}
      onConfirm={() => onRegister()}
      onCancel={onCancel}
      {...props}
    />
  );
}
