import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { ballVariants, DRAW_TIME_ZONE, LotteryPanel, PanelNote, VN_TIERS, type VnPrizes, type VnPrizeTier } from './lottery-parts.tsx';

/** The last draw of a game: balls for the standard lotteries, prize tiers for the Vietnam lottery. */
export type LatestDraw =
  | { kind: 'balls'; numero: string; /** epoch ms */ drawnAt: number; balls: readonly string[] }
  | { kind: 'tiers'; numero: string; /** epoch ms */ drawnAt: number; prizes: VnPrizes };

/** A past draw of a standard lottery, listed under the latest one. */
export interface EarlierDraw {
  numero: string;
  /** epoch ms */
  drawnAt: number;
  balls: readonly string[];
}

export interface LatestResultsProps {
  gameName?: string;
  /** null: the game has no draw yet. */
  draw?: LatestDraw | null;
  /** The draws before `draw`, newest first; listed under it when there are any. */
  earlier?: readonly EarlierDraw[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Draw times are shown in this zone (Vietnam time by default). */
  timeZone?: string;
  /** Defaults to "Latest results". */
  title?: string;
  className?: string;
}

// Literal keys so the catalogue check sees each one used.
export const TIER_LABEL = {
  special: 'lottery.prize.special',
  first: 'lottery.prize.first',
  second: 'lottery.prize.second',
  third: 'lottery.prize.third',
  fourth: 'lottery.prize.fourth',
  fifth: 'lottery.prize.fifth',
  sixth: 'lottery.prize.sixth',
  seventh: 'lottery.prize.seventh',
  eighth: 'lottery.prize.eighth',
} as const satisfies Record<VnPrizeTier, string>;

function Balls({ balls }: { balls: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ol data-slot="result-balls" aria-label={t('lottery.results.balls')} className="flex flex-wrap gap-space-xs">
      {balls.map((ball, index) => (
        // eslint-disable-next-line @eslint-react/no-array-index-key -- a ball's place is its identity; numbers repeat
        <li key={index} className={ballVariants()}>
          {ball}
        </li>
      ))}
    </ol>
  );
}

function Tiers({ prizes }: { prizes: VnPrizes }) {
  const { t } = useTranslation();
  return (
    <table data-slot="result-tiers" className="w-full text-sm">
      <caption className="sr-only">{t('lottery.results.tiersCaption')}</caption>
      <tbody className="divide-y divide-border">
        {VN_TIERS.map((tier) => {
          const numbers = prizes[tier];
          if (!numbers || numbers.length === 0) return null;
          const special = tier === 'special';
          return (
            <tr key={tier} data-tier={tier}>
              <th scope="row" className="w-28 py-1 pr-space-sm text-left align-baseline text-xs font-normal text-muted">
                {t(TIER_LABEL[tier])}
              </th>
              <td className={cn('py-1 font-semibold tracking-wide tabular-nums', special ? 'text-xl text-danger' : 'text-text')}>
                <span className="flex flex-wrap gap-x-space-md">
                  {numbers.map((number, index) => (
                    // eslint-disable-next-line @eslint-react/no-array-index-key -- a tier may draw the same number twice
                    <span key={index}>{number}</span>
                  ))}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The past draws, compact: number, time and small balls on one line each (wrapping when narrow). */
function EarlierDraws({ draws, timeZone }: { draws: readonly EarlierDraw[]; timeZone: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div data-slot="earlier-draws" className="flex flex-col gap-space-xs border-t border-border pt-space-sm">
      <h3 id={headingId} className="text-sm font-semibold text-text">
        {t('lottery.results.earlier')}
      </h3>
      <ol aria-labelledby={headingId} className="divide-y divide-border">
        {draws.map((item) => (
          <li key={item.numero} data-slot="earlier-draw" className="flex flex-wrap items-center gap-x-space-sm gap-y-1 py-1.5 text-sm">
            <span className="font-semibold text-text tabular-nums">{item.numero}</span>
            <time dateTime={new Date(item.drawnAt).toISOString()} className="text-muted tabular-nums">
              {formatDateTime(item.drawnAt, { pattern: 'MM-dd hh:mm', timeZone })}
            </time>
            <ol aria-label={t('lottery.results.ballsOf', { numero: item.numero })} className="flex flex-wrap gap-1">
              {item.balls.map((ball, index) => (
                // eslint-disable-next-line @eslint-react/no-array-index-key -- a ball's place is its identity; numbers repeat
                <li key={index} className={ballVariants({ size: 'sm' })}>
                  {ball}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The last draw of the chosen game: its number, time and winning numbers, then the draws before it. */
export function LatestResults({
  gameName,
  draw,
  earlier,
  loading = false,
  error = false,
  onRetry,
  timeZone = DRAW_TIME_ZONE,
  title,
  className,
}: LatestResultsProps) {
  const { t } = useTranslation();
  const state = error ? 'error' : loading ? 'loading' : draw ? 'ready' : 'empty';
  return (
    <LotteryPanel
      slot="latest-results"
      state={state}
      title={title ?? t('lottery.results.title')}
      icon={<Trophy aria-hidden />}
      className={className}
    >
      {state === 'error' && <ErrorPanel message={t('lottery.results.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-sm">
          <Skeleton shape="text" className="w-2/3" />
          <Skeleton className="h-9 w-56" />
        </LoadingRegion>
      )}
      {state === 'empty' && <PanelNote>{t('lottery.results.empty')}</PanelNote>}
      {state === 'ready' && draw && (
        <div className="flex flex-col gap-space-sm">
          <p className="text-sm text-muted tabular-nums">
            {gameName && <span className="font-semibold text-text">{gameName} · </span>}
            {t('lottery.results.numero', { numero: draw.numero })} ·{' '}
            <time dateTime={new Date(draw.drawnAt).toISOString()}>
              {formatDateTime(draw.drawnAt, { pattern: 'yyyy-MM-dd hh:mm', timeZone })}
            </time>
          </p>
          {draw.kind === 'balls' ? <Balls balls={draw.balls} /> : <Tiers prizes={draw.prizes} />}
          {earlier && earlier.length > 0 && <EarlierDraws draws={earlier} timeZone={timeZone} />}
        </div>
      )}
    </LotteryPanel>
  );
}
