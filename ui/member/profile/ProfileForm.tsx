import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Lock } from 'lucide-react';
import { useMemo, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmitGuard } from '../../forms/use-submit-guard.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { profileFormSchema, type ProfileValues } from './profile-rules.ts';

export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = ['nickname', 'fullName', 'birthday', 'telegram'];

export interface ProfileView extends ProfileValues {
  account: string;
  /** A locked field is read-only: it was set once and may not change (spec: profile). */
  locked: Readonly<Record<ProfileField, boolean>>;
}

export type ProfileFormProps = Omit<ComponentProps<'div'>, 'children' | 'onSubmit'> & {
  profile?: ProfileView;
  loading?: boolean;
  /** The profile could not be loaded: an error panel with Retry. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** Today in the brand's zone (yyyy-MM-dd): the reference for the 18-or-over rule. */
  today: string;
  /** Only the editable fields that were filled in and changed. */
  onSave: (values: Partial<ProfileValues>) => void;
  pending?: boolean;
  /** The save was refused (already translated); what was typed stays. */
  saveError?: string;
  /** The last save went through. */
  saved?: boolean;
};

/** The profile (spec section 2): nickname, full name, birthday and Telegram, each locked once set. */
export function ProfileForm({
  profile,
  loading = false,
  error = false,
  onRetry,
  retrying,
  today,
  onSave,
  pending,
  saveError,
  saved,
  className,
  ...props
}: ProfileFormProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="profile-form" className={cn('flex flex-col gap-space-md', className)} {...props}>
      <h3 className="text-lg font-semibold">{t('profile.title')}</h3>
      {error ? (
        <ErrorPanel message={t('profile.loadError')} onRetry={onRetry} retrying={retrying} />
      ) : loading || !profile ? (
        <LoadingRegion className="flex flex-col gap-space-md">
          {PROFILE_FIELDS.map((field) => (
            <Skeleton key={field} className="h-16 w-full" />
          ))}
        </LoadingRegion>
      ) : (
        // Keyed by account: a different member starts from their own values.
        <ProfileFields
          key={profile.account}
          profile={profile}
          today={today}
          onSave={onSave}
          pending={pending}
          saveError={saveError}
          saved={saved}
        />
      )}
    </div>
  );
}

type FieldsProps = Pick<ProfileFormProps, 'today' | 'onSave' | 'pending' | 'saveError' | 'saved'> & { profile: ProfileView };

function ProfileFields({ profile, today, onSave, pending = false, saveError, saved = false }: FieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schema = useMemo(() => profileFormSchema(i18n.getFixedT(language), today), [i18n, language, today]);
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<ProfileValues, unknown, ProfileValues>({
    resolver: zodResolver(schema) as Resolver<ProfileValues, unknown, ProfileValues>,
    mode: 'onTouched',
    defaultValues: { nickname: profile.nickname, fullName: profile.fullName, birthday: profile.birthday, telegram: profile.telegram },
  });
  const allowSubmit = useSubmitGuard(pending, saveError);
  const { errors } = formState;

  const labels: Record<ProfileField, string> = {
    nickname: t('profile.field.nickname'),
    fullName: t('profile.field.fullName'),
    birthday: t('profile.field.birthday'),
    telegram: t('profile.field.telegram'),
  };
  const hints: Record<ProfileField, string> = {
    nickname: t('profile.hint.nickname'),
    fullName: t('profile.hint.fullName'),
    birthday: t('profile.hint.birthday'),
    telegram: t('profile.hint.telegram'),
  };
  const editable = PROFILE_FIELDS.filter((field) => !profile.locked[field]);

  return (
    <Card padding="md">
      <form
        noValidate
        className="flex flex-col gap-space-md"
        onSubmit={handleSubmit((values) => {
          const changes: Partial<ProfileValues> = {};
          for (const field of editable) {
            const value = values[field].trim();
            if (value !== '' && value !== profile[field]) changes[field] = value;
          }
          if (Object.keys(changes).length === 0) {
            setError('root', { message: t('profile.nothingToSave') });
            return;
          }
          clearErrors('root');
          if (allowSubmit()) onSave(changes);
        })}
      >
        <TextField label={t('profile.field.account')} value={profile.account} readOnly hint={t('profile.hint.account')} />
        {PROFILE_FIELDS.map((field) =>
          profile.locked[field] ? (
            <TextField
              key={field}
              label={labels[field]}
              value={profile[field]}
              readOnly
              data-locked="true"
              endAdornment={<Lock aria-hidden className="me-3 size-4 text-muted" />}
              hint={t('profile.locked')}
            />
          ) : (
            <TextField
              key={field}
              label={labels[field]}
              type={field === 'birthday' ? 'date' : 'text'}
              max={field === 'birthday' ? today : undefined}
              autoComplete={field === 'birthday' ? 'bday' : field === 'fullName' ? 'name' : field === 'nickname' ? 'nickname' : 'off'}
              hint={hints[field]}
              error={errors[field]?.message}
              {...register(field)}
            />
          ),
        )}
        <FormError message={errors.root?.message ?? saveError} />
        {saved && !saveError && (
          <p role="status" data-slot="profile-saved" className="flex items-center gap-space-xs text-sm text-success">
            <CircleCheck aria-hidden className="size-4" />
            {t('profile.saved')}
          </p>
        )}
        {editable.length > 0 ? (
          <div>
            <Button type="submit" loading={pending}>
              {t('profile.save')}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted">{t('profile.allLocked')}</p>
        )}
      </form>
    </Card>
  );
}
