import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { DRAW_TIME_ZONE, LotteryPanel, PanelNote, VN_TIERS, type VnDrawItem } from './lottery-parts.tsx';

export interface VnOpenedNumbersProps {
  gameName?: string;
  /** The game's opened draws, newest first (from the 100 opened numbers). */
  draws?: readonly VnDrawItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  timeZone?: string;
  /** Defaults to "Opened numbers". */
  title?: string;
  className?: string;
}

/** The last two digits of every number drawn (players' "lô"), in order: what most bets are on. */
export function twoDigitEndings(draw: VnDrawItem): string[] {
  return VN_TIERS.flatMap((tier) => draw.prizes[tier] ?? [])
    .filter((number) => number.length >= 2)
    .map((number) => number.slice(-2))
    .sort();
}

/** The opened numbers of one Vietnam game: each draw with its special prize and two-digit endings. */
export function VnOpenedNumbers({
  gameName,
  draws,
  loading = false,
  error = false,
  onRetry,
  timeZone = DRAW_TIME_ZONE,
  title,
  className,
}: VnOpenedNumbersProps) {
  const { t } = useTranslation();
  const shown = draws ?? [];
  const state = error ? 'error' : loading ? 'loading' : shown.length === 0 ? 'empty' : 'ready';
  return (
    <LotteryPanel
      slot="vn-opened-numbers"
      state={state}
      title={title ?? t('lottery.opened.title')}
      icon={<History aria-hidden />}
      className={className}
    >
      {state === 'error' && <ErrorPanel message={t('lottery.opened.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-sm">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} shape="text" className="h-6" />
          ))}
        </LoadingRegion>
      )}
      {state === 'empty' && <PanelNote>{t('lottery.opened.empty')}</PanelNote>}
      {state === 'ready' && (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">{gameName ? t('lottery.opened.caption', { name: gameName }) : t('lottery.opened.title')}</caption>
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted">
                <th scope="col" className="py-1 pr-space-sm font-semibold">
                  {t('lottery.opened.numero')}
                </th>
                <th scope="col" className="py-1 pr-space-sm font-semibold">
                  {t('lottery.opened.date')}
                </th>
                <th scope="col" className="py-1 pr-space-sm font-semibold">
                  {t('lottery.prize.special')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {t('lottery.opened.endings')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {shown.map((draw) => (
                <tr key={draw.numero} data-numero={draw.numero} className="align-top">
                  <th scope="row" className="py-1.5 pr-space-sm text-left font-normal text-text tabular-nums">
                    {draw.numero}
                  </th>
                  <td className="py-1.5 pr-space-sm text-muted tabular-nums">
                    <time dateTime={new Date(draw.openTime).toISOString()}>
                      {formatDateTime(draw.openTime, { pattern: 'yyyy-MM-dd hh:mm', timeZone })}
                    </time>
                  </td>
                  <td className="py-1.5 pr-space-sm font-semibold text-danger tabular-nums">{draw.prizes.special?.[0] ?? ''}</td>
                  <td data-slot="vn-endings" className="py-1.5 text-text tabular-nums">
                    {twoDigitEndings(draw).join(' ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LotteryPanel>
  );
}
