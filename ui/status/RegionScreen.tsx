import { cva } from 'class-variance-authority';
import { Headset } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Image } from '../primitives/Image.tsx';
import { StatusScreen, statusCardVariants, statusPageVariants } from './StatusScreen.tsx';

export type RegionScreenProps = ComponentProps<'main'> & {
  /** The visitor's address as the status call saw it (`location.ip`). */
  ip?: string;
  /** ISO 3166 region code (`location.country`), e.g. "US"; shown by name in the current language. */
  country?: string;
  /** The country's round flag (data: URI or the image host's COUNTRY_FLAG path); decorative. */
  flagSrc?: string;
  onContactUs: () => void;
};

const detailsVariants = cva('grid w-full gap-space-sm rounded-lg bg-surface-sunken p-space-md text-start sm:auto-cols-fr sm:grid-flow-col');

/** "United States" in EN, "Hoa Kỳ" in VI; the code itself when Intl does not know it. */
function useCountryName(code: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  if (!code) return undefined;
  try {
    const names = new Intl.DisplayNames([languageLocale(parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE)], {
      type: 'region',
      fallback: 'code',
    });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // A malformed code (not two letters or three digits) makes Intl throw.
    return code;
  }
}

/** systemStatus 2: the visitor's IP or region is blocked; they see why, from where, and whom to ask. */
export function RegionScreen({ ip, country, flagSrc, onContactUs, className, ...props }: RegionScreenProps) {
  const { t } = useTranslation();
  const countryName = useCountryName(country);
  return (
    <main data-slot="region-screen" className={cn(statusPageVariants(), className)} {...props}>
      <p className="text-xl font-semibold text-brand">{t('common.appName')}</p>
      <StatusScreen
        className={statusCardVariants()}
        illustration={<RegionIllustration />}
        eyebrow={t('status.restrictedVisit')}
        title={t('status.regionTitle')}
        message={
          <div className="flex flex-col items-center gap-space-md">
            <p>{t('status.regionMessage')}</p>
            {(ip || countryName) && (
              <dl data-slot="region-location" className={detailsVariants()}>
                {ip && (
                  <div className="flex flex-col gap-space-2xs">
                    <dt className="text-sm text-muted">{t('status.yourIp')}</dt>
                    <dd className="font-semibold break-all text-text tabular-nums">{ip}</dd>
                  </div>
                )}
                {countryName && (
                  <div className="flex flex-col gap-space-2xs">
                    <dt className="text-sm text-muted">{t('status.yourCountry')}</dt>
                    <dd className="flex items-center gap-space-sm font-semibold text-text">
                      {flagSrc && (
                        <Image src={flagSrc} alt="" width={20} height={20} loading="eager" className="size-5 shrink-0 rounded-pill" />
                      )}
                      <span>
                        {countryName}
                        {countryName !== country && <span className="ms-1 font-normal text-muted">({country})</span>}
                      </span>
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

/** A globe behind a shield with a no-entry bar; token colours, so it follows the theme. */
function RegionIllustration() {
  return (
    <svg data-slot="region-illustration" viewBox="0 0 224 160" aria-hidden="true" className="h-auto w-full">
      <circle cx="112" cy="78" r="70" className="fill-brand-soft" />
      <ellipse cx="112" cy="146" rx="84" ry="6" className="fill-border" />
      <g fill="none" strokeWidth="3" className="stroke-brand">
        <circle cx="100" cy="78" r="50" className="fill-surface" />
        <ellipse cx="100" cy="78" rx="22" ry="50" />
        <path d="M100 28v100M50 78h100M57 53h86M57 103h86" strokeLinecap="round" />
      </g>
      <path
        d="M156 78l30 10v20c0 19-13 32-30 39c-17-7-30-20-30-39V88z"
        className="fill-danger stroke-surface"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect x="142" y="107" width="28" height="8" rx="4" className="fill-danger-fg" />
      <circle cx="40" cy="36" r="3" className="fill-accent" />
      <circle cx="190" cy="40" r="4" className="fill-brand" />
      <circle cx="32" cy="116" r="2.5" className="fill-brand" />
    </svg>
  );
}
