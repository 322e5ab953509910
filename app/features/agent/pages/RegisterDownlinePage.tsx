/**
 * Account (agentAccount, the register centre): the agent opens a member or sub-agent account under
 * itself, validated by the registration rules and sent encrypted (E); one request per submit. The new
 * account then shows, with the way to it in team management.
 */
import { RegisterDownlineForm, type DownlineValues, type RegisteredDownlineView } from '@ui/agent/account/RegisterDownlineForm.tsx';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRegisterDownline } from '../../../api/agent.ts';
import { isApiError } from '../../../api/errors.ts';
import { useRegisterRules, useSystemStatus } from '../../../api/system.ts';
import { agentPath } from '../../../paths.ts';
import { accountErrorMessage } from '../../account/account-errors.ts';
import { useSingleFlight } from '../../account/use-single-flight.ts';
import { centreHistory, type CentreHistoryState } from '../../centre/centre-history.ts';
import { useSession } from '../../session/use-session.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

/** Types 1 and 2 may open sub-agents; 41 and 42 are the last agent level. */
const SUB_AGENT_PARENTS: readonly number[] = [1, 2];

/** The register centre's refusals in words; the rest as every account form words them. */
export function downlineErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.kind === 'business') {
    if (error.errorCode === 'user.exist') return t('agent.register.errors.taken');
    if (error.errorCode === 'agent.level.max') return t('agent.register.errors.levelMax');
    if (error.errorCode === 'password.not.match') return t('agent.register.errors.mismatch');
  }
  return accountErrorMessage(t, error);
}

export function RegisterDownlinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const rulesQuery = useRegisterRules();
  const status = useSystemStatus();
  const registerDownline = useRegisterDownline();
  const flight = useSingleFlight();
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<RegisteredDownlineView | null>(null);
  const rules = rulesQuery.data ?? status.data?.info.register;

  const submit = (values: DownlineValues) =>
    flight.run(async () => {
      setError(undefined);
      try {
        const opened = await registerDownline.mutateAsync({
          username: values.username,
          password: values.password,
          confirmPassword: values.confirmPassword,
          accountType: values.accountType,
          ...(values.nickname !== '' && { nickname: values.nickname }),
        });
        setResult(opened);
      } catch (failure) {
        setError(downlineErrorMessage(t, failure));
      }
    });

  const viewTeam = () => {
    const { centreDepth, centreOpenedDirectly } = centreHistory(location);
    const state: CentreHistoryState = { centreDepth: centreDepth + 1, centreOpenedDirectly };
    void navigate(agentPath('agentTeamManagement'), { state });
  };

  return (
    <RegisterDownlineForm
      rules={rules}
      rulesLoading={!rules && rulesQuery.isPending}
      rulesError={!rules && rulesQuery.isError}
      onRetryRules={() => void rulesQuery.refetch()}
      canOpenAgents={session.type !== undefined && SUB_AGENT_PARENTS.includes(session.type)}
      onSubmit={(values) => void submit(values)}
      pending={flight.pending}
      error={error}
      result={result}
      onAnother={() => {
        setResult(null);
        setError(undefined);
      }}
      onViewTeam={viewTeam}
      timeZone={BRAND_TIME_ZONE}
    />
  );
}
