import { ExternalLink, Gauge, RotateCw, Zap } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** Times one domain: resolves to milliseconds, or null when it did not answer in time. */
export type DomainProbe = (domain: string, signal: AbortSignal) => Promise<number | null>;

type Result = { state: 'testing' } | { state: 'done'; ms: number } | { state: 'failed' };

export type DomainSpeedTestProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The brand's domains (the domain route call); each is timed from 0 again on every run. */
  domains?: readonly string[];
  loading?: boolean;
  /** The list could not be loaded: an error panel with Retry. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** The timer: injected, so stories and tests decide the times. */
  probe: DomainProbe;
  onOpen?: (domain: string) => void;
};

/** Fastest first; the ones still being timed next, then the ones that did not answer. */
function order(domains: readonly string[], results: ReadonlyMap<string, Result>): string[] {
  const rank = (domain: string) => {
    const result = results.get(domain);
    if (result?.state === 'done') return result.ms;
    return result?.state === 'failed' ? Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER - 1;
  };
  return [...domains].sort((a, b) => rank(a) - rank(b));
}

/**
 * The domain speed test (spec section 3, resource SpeedTest and the domain list): every domain starts
 * at 0 and is timed, the list keeps the fastest first with each time, and Open goes to the chosen one.
 */
export function DomainSpeedTest({
  domains,
  loading = false,
  error = false,
  onRetry,
  retrying,
  probe,
  onOpen,
  className,
  ...props
}: DomainSpeedTestProps) {
  const { t } = useTranslation();
  // Each run has its own id; times of an older run are ignored, so a new run starts every domain at 0.
  const [run, setRun] = useState(0);
  const [timed, setTimed] = useState<{ run: string; results: ReadonlyMap<string, Result> }>(() => ({ run: '', results: new Map() }));
  const key = (domains ?? []).join('\n');
  const runId = `${run}|${key}`;

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    const controller = new AbortController();
    for (const domain of list) {
      probe(domain, controller.signal)
        .catch(() => null)
        .then((ms) => {
          if (controller.signal.aborted) return;
          const result: Result = ms === null ? { state: 'failed' } : { state: 'done', ms: Math.round(ms) };
          setTimed((prev) => ({ run: runId, results: new Map(prev.run === runId ? prev.results : []).set(domain, result) }));
        });
    }
    return () => controller.abort();
    // A new probe times again too; callers pass a stable one.
  }, [runId, key, probe]);

  const results: ReadonlyMap<string, Result> = timed.run === runId ? timed.results : new Map();
  const testing = (domains ?? []).some((domain) => (results.get(domain)?.state ?? 'testing') === 'testing');

  let body;
  if (error) body = <ErrorPanel message={t('vip.speed.error')} onRetry={onRetry} retrying={retrying} />;
  else if (loading || !domains)
    body = (
      <div aria-busy="true" className="flex flex-col gap-space-sm">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (domains.length === 0) body = <EmptyState icon={<Gauge aria-hidden />} title={t('vip.speed.empty')} />;
  else {
    const sorted = order(domains, results);
    body = (
      <>
        <ol aria-label={t('vip.speed.listLabel')} aria-busy={testing || undefined} className="flex flex-col gap-space-sm">
          {sorted.map((domain, index) => {
            const result = results.get(domain) ?? { state: 'testing' };
            const fastest = index === 0 && result.state === 'done';
            return (
              <li
                key={domain}
                data-slot="speed-domain"
                data-state={result.state}
                className="flex flex-wrap items-center gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md"
              >
                <span className="min-w-0 flex-1 truncate text-sm font-semibold text-text">{domain}</span>
                {fastest && (
                  <Badge tone="success" variant="solid" size="sm">
                    <Zap aria-hidden className="size-3" />
                    {t('vip.speed.fastest')}
                  </Badge>
                )}
                <span
                  data-slot="speed-time"
                  className={cn('w-28 text-end text-sm tabular-nums', result.state === 'failed' ? 'text-danger' : 'text-muted')}
                >
                  {result.state === 'done'
                    ? t('vip.speed.ms', { ms: result.ms })
                    : result.state === 'failed'
                      ? t('vip.speed.timeout')
                      : t('vip.speed.testing')}
                </span>
                <Button
                  size="sm"
                  variant={fastest ? 'primary' : 'secondary'}
                  aria-label={t('vip.speed.openLabel', { domain })}
                  icon={<ExternalLink aria-hidden className="size-4" />}
                  onClick={() => onOpen?.(domain)}
                >
                  {t('vip.speed.open')}
                </Button>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            variant="secondary"
            loading={testing}
            icon={<RotateCw aria-hidden className="size-4" />}
            onClick={() => setRun((n) => n + 1)}
          >
            {t('vip.speed.retest')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div data-slot="domain-speed-test" className={cn('flex flex-col gap-space-md', className)} {...props}>
      {body}
    </div>
  );
}
