/**
 * The member centre's safer-play page (issue 21): the reality-check interval, deposit and loss limits
 * with their meters, and a time-out or self-exclusion. Listed only while the platform announces the
 * capability (RESPGAMING3, member-centre-model.ts). A break ends the session on the platform at once,
 * so this tab forgets it too and goes home with a notice of when the break ends.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { saferPlayAreas } from '@ui/i18n/locales/areas/safer-play.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { LimitsPanel, type LimitChange, type LimitPeriod as PanelPeriod, type LimitView } from '@ui/safer-play/LimitsPanel.tsx';
import { RealityCheckSettings } from '@ui/safer-play/RealityCheckSettings.tsx';
import { formatMoment } from '@ui/safer-play/safer-play-time.ts';
import { toast } from '@ui/primitives/toast-queue.ts';
import { TakeABreakPanel, type BreakDuration, type BreakKind as PanelBreakKind } from '@ui/safer-play/TakeABreakPanel.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/errors.ts';
import { LIMIT_PERIODS, type BreakRequest, type LimitPeriod, type PlayLimit, type PlayLimits } from '../../../api/safer-play.contract.ts';
import { useSaferPlaySettings, useSetPlayLimit, useTakeBreak } from '../../../api/safer-play.ts';
import { PATHS } from '../../../paths.ts';
import { setRealityCheckInterval, useRealityCheckInterval } from '../../safer-play/safer-play-store.ts';
import { clearSession, emitSessionEnded } from '../../session/session-store.ts';
import { useSession } from '../../session/use-session.ts';
import { newIdempotencyKey } from '../../errors/attempt-key.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

/** The highest limit the form takes: ten billion dong, far above any real budget. */
const MAX_LIMIT = 10_000_000_000;

const toPanel = (period: LimitPeriod) => period.toLowerCase() as PanelPeriod;
const toApi = (period: PanelPeriod) => period.toUpperCase() as LimitPeriod;

const limitView = (limit: PlayLimit): LimitView => ({
  period: toPanel(limit.period),
  amount: limit.amount,
  used: limit.used,
  pending: limit.pending && { amount: limit.pending.amount, effectiveAt: limit.pending.effectiveTime },
});

/** The panel shows one loss limit: the one set (or waiting to apply), the shortest period first. */
function lossView(limits: PlayLimits): LimitView | null {
  const chosen = LIMIT_PERIODS.map((period) => limits[period]).find((limit) => limit.amount !== null || limit.pending !== null);
  return chosen ? limitView(chosen) : null;
}

const BREAK_REQUESTS: Record<BreakDuration, BreakRequest> = {
  '24h': { kind: 'TIMEOUT', days: 1 },
  '1w': { kind: 'TIMEOUT', days: 7 },
  '2w': { kind: 'TIMEOUT', days: 14 },
  '4w': { kind: 'TIMEOUT', days: 28 },
  '6w': { kind: 'TIMEOUT', days: 42 },
  '6m': { kind: 'SELF_EXCLUSION', months: 6 },
  '1y': { kind: 'SELF_EXCLUSION', months: 12 },
  '5y': { kind: 'SELF_EXCLUSION', months: 60 },
};

export function SaferPlayPage() {
  return useAreas(saferPlayAreas) ? <SaferPlay /> : <LoadingScreen className="min-h-96" />;
}

function SaferPlay() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const interval = useRealityCheckInterval();
  const settings = useSaferPlaySettings();
  const setLimit = useSetPlayLimit();
  const takeBreak = useTakeBreak();
  const [limitError, setLimitError] = useState<string>();
  const [breakError, setBreakError] = useState<string>();
  // What the break's confirmation counts its end from (the platform's answer has the real one).
  const [openedAt] = useState(() => new Date());

  const errorText = (error: unknown): string =>
    isApiError(error) && error.kind === 'business' && error.message ? error.message : t('saferPlay.errors.save');

  const saveLimit = (change: LimitChange) => {
    if (setLimit.isPending) return;
    setLimitError(undefined);
    setLimit.mutate(
      {
        limitType: change.kind === 'deposit' ? 'DEPOSIT' : 'LOSS',
        period: toApi(change.period),
        amount: change.amount,
        idempotencyKey: newIdempotencyKey(),
      },
      { onError: (error) => setLimitError(errorText(error)) },
    );
  };

  const startBreak = (_kind: PanelBreakKind, duration: BreakDuration) => {
    if (takeBreak.isPending) return;
    setBreakError(undefined);
    takeBreak.mutate(
      { ...BREAK_REQUESTS[duration], idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (active) => {
          // The platform has ended the session: this tab forgets it (a logout call would only get 401).
          clearSession();
          queryClient.clear();
          emitSessionEnded('logout');
          toast({
            tone: 'info',
            title: t('saferPlay.break.started'),
            description: t(active.kind === 'TIMEOUT' ? 'saferPlay.break.activeTimeout' : 'saferPlay.break.activeExclusion', {
              time: formatMoment(active.endTime, BRAND_TIME_ZONE),
            }),
            duration: Infinity,
          });
          void navigate(PATHS.root, { replace: true });
        },
        onError: (error) => setBreakError(errorText(error)),
      },
    );
  };

  const data = settings.data;
  const active = data?.activeBreak;
  return (
    <div className="flex flex-col gap-space-xl">
      <RealityCheckSettings value={interval} onChange={(minutes) => setRealityCheckInterval(minutes, session.token)} />
      <LimitsPanel
        state={settings.isPending ? 'loading' : settings.isError ? 'error' : 'ready'}
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
        deposit={data ? LIMIT_PERIODS.map((period) => limitView(data.depositLimits[period])) : []}
        loss={data ? lossView(data.lossLimits) : null}
        max={MAX_LIMIT}
        onSave={saveLimit}
        saving={setLimit.isPending}
        error={limitError}
        timeZone={BRAND_TIME_ZONE}
      />
      <TakeABreakPanel
        now={openedAt}
        onConfirm={startBreak}
        pending={takeBreak.isPending}
        error={breakError}
        active={active ? { kind: active.kind === 'TIMEOUT' ? 'timeout' : 'exclusion', until: active.endTime } : null}
        timeZone={BRAND_TIME_ZONE}
      />
    </div>
  );
}
