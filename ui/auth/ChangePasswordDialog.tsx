import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema, fieldLabel } from '../forms/account-schemas.ts';
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
import { useSubmitGuard } from '../forms/use-submit-guard.ts';
import { PasswordField } from '../primitives/PasswordField.tsx';

/** Why a change is forced: the weak default, an expired password, or a due change found after a reload. */
export type ForcedChangeReason = 'expired' | 'weak' | 'required';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Opened by the login flow (spec section 4): the reason is shown, there is no close button, Escape and
   * outside clicks do nothing, and Log out replaces Cancel.
   */
  forced?: ForcedChangeReason;
  /** The current password is asked only when the stored one is unknown. */
  needOld: boolean;
  rules: FieldRules;
  onSubmit: (values: { oldPassword: string; newPassword: string; confirmPassword: string }) => void;
  pending?: boolean;
  /** The request failed (already translated); what was typed stays. */
  error?: string;
  /** Sent as a hidden username field, so password managers update the right entry. */
  username?: string;
  onLogout?: () => void;
}

type ChangeValues = Parameters<ChangePasswordDialogProps['onSubmit']>[0];

/** Change password (spec sections 2, 4, 5), voluntary from the member centre or forced after login. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  forced,
  needOld,
  rules,
  onSubmit,
  pending = false,
  error,
  username,
  onLogout,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const isForced = forced !== undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        data-slot="change-password-dialog"
        data-forced={forced}
        showCloseButton={!isForced}
        // Forced: the only ways out are a new password or logging out.
        onEscapeKeyDown={(event) => {
          if (isForced) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (isForced) event.preventDefault();
        }}
      >
        {isForced && (
          <div className="mx-auto flex size-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand [&_svg]:size-6">
            <KeyRound aria-hidden />
          </div>
        )}
        <DialogHeader className={isForced ? 'pr-0 text-center sm:text-center' : undefined}>
          <DialogTitle>{t('password.change.title')}</DialogTitle>
          <DialogDescription className={isForced ? 'text-base text-text' : undefined}>
            {forced === 'expired'
              ? t('password.change.expired')
              : forced === 'weak'
                ? t('password.change.weak')
                : forced === 'required'
                  ? t('password.change.required')
                  : t('password.change.description')}
          </DialogDescription>
        </DialogHeader>
        <ChangePasswordForm
          needOld={needOld}
          rules={rules}
          onSubmit={onSubmit}
          pending={pending}
          error={error}
          username={username}
          forced={isForced}
          onLogout={onLogout}
        />
      </DialogContent>
    </Dialog>
  );
}

interface ChangePasswordFormProps {
  needOld: boolean;
  rules: FieldRules;
  onSubmit: ChangePasswordDialogProps['onSubmit'];
  pending: boolean;
  error: string | undefined;
  username: string | undefined;
  forced: boolean;
  onLogout: (() => void) | undefined;
}

// Inside the dialog content, so the form starts empty each time the dialog opens.
function ChangePasswordForm({ needOld, rules, onSubmit, pending, error, username, forced, onLogout }: ChangePasswordFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt per language, so the messages follow a language switch.
  const schema = useMemo(() => changePasswordSchema(i18n.getFixedT(language), { rules, needOld }), [i18n, language, rules, needOld]);
  const { register, handleSubmit, formState } = useForm<ChangeValues, unknown, ChangeValues>({
    // The schema types its input as unknown (it turns anything but a string into ''); these fields hold strings.
    resolver: zodResolver(schema) as Resolver<ChangeValues, unknown, ChangeValues>,
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const allowSubmit = useSubmitGuard(pending, error);
  const { errors } = formState;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col gap-space-md"
      onSubmit={handleSubmit((values) => {
        if (allowSubmit())
          onSubmit({
            oldPassword: needOld ? values.oldPassword : '',
            newPassword: values.newPassword,
            confirmPassword: values.confirmPassword,
          });
      })}
    >
      <DialogBody className="flex flex-col gap-space-md">
        {username !== undefined && (
          // Password managers pair the new password with this account name (hidden: the player knows who they are).
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
            data-slot="change-password-username"
          />
        )}
        {needOld && (
          <PasswordField
            label={fieldLabel(t, 'oldPassword')}
            required
            autoComplete="current-password"
            error={errors.oldPassword?.message}
            {...register('oldPassword')}
          />
        )}
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
        {forced ? (
          <Button variant="secondary" onClick={() => onLogout?.()}>
            {t('roles.logOut')}
          </Button>
        ) : (
          <DialogClose asChild>
            <Button variant="secondary">{t('overlay.cancel')}</Button>
          </DialogClose>
        )}
        <Button type="submit" loading={pending}>
          {t('password.change.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
