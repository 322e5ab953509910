import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useMemo, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { DATE_TIME_PATTERN } from '../../member/history/history-parts.tsx';
import { downlineSchema, fieldLabel, type DownlineAccountType, type DownlineValues } from '../../forms/account-schemas.ts';
import type { FieldRules } from '../../forms/field-rules.ts';
import { FormError } from '../../forms/FormError.tsx';
import { useSubmitGuard } from '../../forms/use-submit-guard.ts';
import { Button } from '../../primitives/Button.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { PasswordField } from '../../primitives/PasswordField.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { TextField } from '../../primitives/TextField.tsx';

export type { DownlineValues } from '../../forms/account-schemas.ts';

/** The account the platform opened. */
export interface RegisteredDownlineView {
  account: string;
  nickname?: string;
  isAgent: boolean;
  /** When the platform said; the row is left out otherwise. */
  regDate?: number | null;
}

export type RegisterDownlineFormProps = Omit<ComponentProps<'div'>, 'onSubmit' | 'children'> & {
  /** The server's registration rules (GET /wps/system/setting/register); undefined while they load. */
  rules?: FieldRules;
  rulesLoading?: boolean;
  rulesError?: boolean;
  onRetryRules?: () => void;
  /** Agents of types 1 and 2 may open sub-agents; 41 and 42 open members only. */
  canOpenAgents: boolean;
  onSubmit: (values: DownlineValues) => void;
  /** The call is on its way: the button is busy and further submits are dropped. */
  pending?: boolean;
  /** The platform's refusal, already translated; what was typed stays. */
  error?: string;
  /** The account just opened: shown in place of the form. */
  result?: RegisteredDownlineView | null;
  onAnother?: () => void;
  onViewTeam?: () => void;
  timeZone?: string;
};

/**
 * Account (agentAccount, the register centre): an agent opens a member or sub-agent account under
 * itself. Username and password follow the registration form's server rules through the same schema
 * builder, in the current language; the call is sent encrypted by the container. On success the new
 * account's details replace the form.
 */
export function RegisterDownlineForm({
  rules,
  rulesLoading = false,
  rulesError = false,
  onRetryRules,
  canOpenAgents,
  onSubmit,
  pending = false,
  error,
  result,
  onAnother,
  onViewTeam,
  timeZone,
  className,
  ...props
}: RegisterDownlineFormProps) {
  const { t } = useTranslation();
  let body;
  if (result) body = <Registered result={result} onAnother={onAnother} onViewTeam={onViewTeam} timeZone={timeZone} />;
  else if (rulesError) body = <ErrorPanel message={t('agent.register.rulesError')} onRetry={onRetryRules} />;
  else if (rulesLoading || !rules)
    body = (
      <LoadingRegion className="flex flex-col gap-space-md">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </LoadingRegion>
    );
  else body = <DownlineForm rules={rules} canOpenAgents={canOpenAgents} onSubmit={onSubmit} pending={pending} error={error} />;

  return (
    <div data-slot="register-downline" className={cn('flex max-w-xl min-w-0 flex-col gap-space-md', className)} {...props}>
      {!result && <p className="text-sm text-muted">{t('agent.register.intro')}</p>}
      {body}
    </div>
  );
}

function DownlineForm({
  rules,
  canOpenAgents,
  onSubmit,
  pending,
  error,
}: {
  rules: FieldRules;
  canOpenAgents: boolean;
  onSubmit: (values: DownlineValues) => void;
  pending: boolean;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Rebuilt per language and rule set, so the messages follow a language switch.
  const schema = useMemo(() => downlineSchema(i18n.getFixedT(language), { rules }), [i18n, language, rules]);
  const { register, handleSubmit, formState } = useForm<DownlineValues, unknown, DownlineValues>({
    resolver: zodResolver(schema) as unknown as Resolver<DownlineValues, unknown, DownlineValues>,
    mode: 'onTouched',
    defaultValues: { username: '', password: '', confirmPassword: '', nickname: '', accountType: 'member' },
  });
  const allowSubmit = useSubmitGuard(pending, error);
  const { errors } = formState;
  const types: DownlineAccountType[] = canOpenAgents ? ['member', 'agent'] : ['member'];

  return (
    <form
      noValidate
      data-slot="register-downline-form"
      className="flex flex-col gap-space-md"
      onSubmit={handleSubmit((values) => {
        if (allowSubmit()) onSubmit({ ...values, username: values.username.trim(), nickname: values.nickname.trim() });
      })}
    >
      <Select
        label={t('agent.register.accountType')}
        options={types.map((type) => ({ value: type, label: type === 'agent' ? t('agent.register.agent') : t('agent.register.member') }))}
        disabled={types.length === 1}
        {...register('accountType')}
      />
      <TextField
        label={fieldLabel(t, 'username')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label={fieldLabel(t, 'password')}
        required
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={fieldLabel(t, 'confirmPassword')}
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField label={t('agent.register.nickname')} autoComplete="off" error={errors.nickname?.message} {...register('nickname')} />
      <FormError message={error} />
      <Button type="submit" loading={pending} className="self-start">
        {pending ? t('agent.register.submitting') : t('agent.register.submit')}
      </Button>
    </form>
  );
}

function Registered({
  result,
  onAnother,
  onViewTeam,
  timeZone,
}: {
  result: RegisteredDownlineView;
  onAnother?: () => void;
  onViewTeam?: () => void;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      data-slot="register-downline-result"
      role="status"
      aria-labelledby="register-downline-result-title"
      className="flex flex-col gap-space-md rounded-lg border border-success bg-surface-raised p-space-md"
    >
      <h3 id="register-downline-result-title" className="flex items-center gap-space-sm text-base font-semibold text-text">
        <CircleCheck aria-hidden className="size-5 text-success" />
        {t('agent.register.successTitle')}
      </h3>
      <p className="text-sm text-text">{t('agent.register.successMessage', { account: result.account })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-space-md gap-y-space-xs text-sm">
        <dt className="text-muted">{t('agent.register.newAccount')}</dt>
        <dd className="font-semibold text-text">{result.account}</dd>
        <dt className="text-muted">{t('agent.register.newType')}</dt>
        <dd className="text-text">{result.isAgent ? t('agent.types.agent') : t('agent.types.member')}</dd>
        {result.regDate != null && (
          <>
            <dt className="text-muted">{t('agent.register.registeredAt')}</dt>
            <dd className="text-text tabular-nums">{formatDateTime(result.regDate, { pattern: DATE_TIME_PATTERN, timeZone })}</dd>
          </>
        )}
      </dl>
      <div className="flex flex-wrap gap-space-sm">
        {onViewTeam && <Button onClick={onViewTeam}>{t('agent.register.viewTeam')}</Button>}
        {onAnother && (
          <Button variant="secondary" onClick={onAnother}>
            {t('agent.register.another')}
          </Button>
        )}
      </div>
    </section>
  );
}
