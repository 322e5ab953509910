import { cva } from 'class-variance-authority';
import { Headset } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatDateTime } from '../i18n/format.ts';
import { DEFAULT_LANGUAGE, languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen, statusCardVariants, statusPageVariants } from './StatusScreen.tsx';

export type MaintenanceScreenProps = ComponentProps<'main'> & {
  /** Start of the maintenance window in epoch ms (`maintainTime` of the platform's maintenance answer). */
  maintainTime?: number;
  /** Expected end in epoch ms (`endTime`). */
  endTime?: number;
  /** IANA zone the window is shown in; the visitor's own zone by default. */
  timeZone?: string;
  onContactUs: () => void;
};

const windowVariants = cva('grid w-full gap-space-sm rounded-lg bg-surface-sunken p-space-md text-start sm:auto-cols-fr sm:grid-flow-col');

/** `2026-11-22 13:00 GMT+7`: the zone is spelled out, as visitors are not all in the brand's zone. */
function useWindowTime() {
  const { i18n } = useTranslation();
  const locale = languageLocale(parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE);
  return (epochMs: number, timeZone: string | undefined) => {
    const zone = dateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
      .formatToParts(epochMs)
      .find((part) => part.type === 'timeZoneName');
    return `${formatDateTime(epochMs, { pattern: 'yyyy-MM-dd hh:mm', timeZone })}${zone ? ` ${zone.value}` : ''}`;
  };
}

/** systemStatus 1: the whole site is closed for maintenance; the visitor can still reach customer service. */
export function MaintenanceScreen({ maintainTime, endTime, timeZone, onContactUs, className, ...props }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const windowTime = useWindowTime();
  const hasWindow = maintainTime !== undefined || endTime !== undefined;
  return (
    <main data-slot="maintenance-screen" className={cn(statusPageVariants(), className)} {...props}>
      <p className="text-xl font-semibold text-brand">{t('common.appName')}</p>
      <StatusScreen
        className={statusCardVariants()}
        illustration={<MaintenanceIllustration />}
        eyebrow={t('status.restrictedVisit')}
        title={t('status.maintenanceTitle')}
        message={
          <div className="flex flex-col items-center gap-space-md">
            <p>{t('status.maintenanceMessage')}</p>
            {hasWindow && (
              <dl data-slot="maintenance-window" className={windowVariants()}>
                {maintainTime !== undefined && (
                  <div className="flex flex-col gap-space-2xs">
                    <dt className="text-sm text-muted">{t('status.maintenanceStarted')}</dt>
                    <dd className="font-semibold text-text tabular-nums">
                      <time dateTime={new Date(maintainTime).toISOString()}>{windowTime(maintainTime, timeZone)}</time>
                    </dd>
                  </div>
                )}
                {endTime !== undefined && (
                  <div className="flex flex-col gap-space-2xs">
                    <dt className="text-sm text-muted">{t('status.maintenanceBackAt')}</dt>
                    <dd className="font-semibold text-brand tabular-nums">
                      <time dateTime={new Date(endTime).toISOString()}>{windowTime(endTime, timeZone)}</time>
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </div>
        }
        actions={
          <Button size="lg" className="w-full sm:w-auto" icon={<Headset aria-hidden className="size-5" />} onClick={onContactUs}>
            {t('status.contactUs')}
          </Button>
        }
      />
    </main>
  );
}

/** A monitor with turning gears and a cone; token colours, so it follows the theme. */
function MaintenanceIllustration() {
  return (
    <svg data-slot="maintenance-illustration" viewBox="0 0 224 160" aria-hidden="true" className="h-auto w-full">
      <circle cx="112" cy="78" r="70" className="fill-brand-soft" />
      <ellipse cx="112" cy="146" rx="84" ry="6" className="fill-border" />
      <rect x="100" y="116" width="24" height="16" className="fill-border-strong" />
      <rect x="84" y="130" width="56" height="7" rx="3.5" className="fill-border-strong" />
      <rect x="48" y="30" width="128" height="90" rx="10" strokeWidth="3" className="fill-surface stroke-border-strong" />
      <rect x="57" y="39" width="110" height="66" rx="5" className="fill-surface-sunken" />
      {/* Gear teeth are a dashed thick ring behind a solid hub. */}
      <circle cx="98" cy="66" r="17" fill="none" strokeWidth="8" strokeDasharray="5.34 5.34" className="stroke-brand" />
      <circle cx="98" cy="66" r="15" className="fill-brand" />
      <circle cx="98" cy="66" r="5.5" className="fill-surface-sunken" />
      <circle cx="128" cy="56" r="10" fill="none" strokeWidth="5" strokeDasharray="3.93 3.93" className="stroke-accent" />
      <circle cx="128" cy="56" r="9" className="fill-accent" />
      <circle cx="128" cy="56" r="3" className="fill-surface-sunken" />
      <rect x="72" y="93" width="80" height="5" rx="2.5" className="fill-border" />
      <rect x="72" y="93" width="50" height="5" rx="2.5" className="fill-brand" />
      <polygon points="176,112 182,112 192,142 166,142" className="fill-warning" />
      <polygon points="172.6,122 185.4,122 187.4,128 170.6,128" className="fill-surface" />
      <rect x="160" y="140" width="38" height="6" rx="3" className="fill-warning" />
      <circle cx="40" cy="40" r="3" className="fill-accent" />
      <circle cx="186" cy="26" r="4" className="fill-brand" />
      <circle cx="30" cy="112" r="2.5" className="fill-brand" />
    </svg>
  );
}
