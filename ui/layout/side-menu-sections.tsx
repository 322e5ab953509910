/**
 * The side menu's lower sections: languages, support, app downloads, socials and the referral
 * invite. Each shows only when it has something to offer.
 */
import { cva } from 'class-variance-authority';
import { Check, CircleHelp, Gift, Headset, Info, Megaphone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { safeHttpUrl } from '../lib/url.ts';
import { Button } from '../primitives/Button.tsx';
import { QrCode } from '../primitives/QrCode.tsx';
import { FacebookIcon, InstagramIcon } from './brand-icons.tsx';
import { ActionItem, itemVariants, labelVariants, Section } from './side-menu-parts.tsx';

/** One of the status answer's `info.resources` (Android, MOBILECONFIG, Facebook, Instagram, TELEGRAM...). */
export interface MenuResource {
  resourceType: string;
  url?: string | null;
}

/** Resource types are spelled inconsistently by the platform (TELEGRAM, Facebook), so match without case. */
function resourceUrl(resources: readonly MenuResource[], type: string): string | undefined {
  return safeHttpUrl(resources.find((r) => r.resourceType.toUpperCase() === type && safeHttpUrl(r.url))?.url);
}

const qrRowVariants = cva('flex items-center gap-space-sm px-space-xs');

const socialListVariants = cva('flex gap-space-xs', {
  variants: { collapsed: { true: 'flex-col items-center', false: 'flex-wrap px-space-xs' } },
});

const socialLinkVariants = cva(
  'inline-flex size-10 items-center justify-center rounded-pill border border-border bg-surface text-text transition-colors hover:border-border-strong hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

const referralVariants = cva('rounded-lg border border-border bg-brand-soft p-space-md');

/** The configured languages, shown only when there is more than one. */
export function MenuLanguages({
  languages,
  language,
  onLanguageChange,
  collapsed,
}: {
  languages: readonly LanguageCode[];
  language?: LanguageCode;
  onLanguageChange?: (language: LanguageCode) => void;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <Section slot="side-menu-languages" label={t('language.label')} collapsed={collapsed}>
      <ul className="flex flex-col gap-space-2xs">
        {languages.map((code) => {
          const { nativeName, locale } = LANGUAGES[code];
          const current = code === language;
          return (
            <li key={code}>
              <button
                type="button"
                data-slot="side-menu-language"
                lang={locale}
                title={collapsed ? nativeName : undefined}
                aria-current={current || undefined}
                onClick={() => onLanguageChange?.(code)}
                className={itemVariants({ collapsed })}
              >
                {/* Mini mode shows the code (EN, VI); the native name stays the accessible name. */}
                {collapsed ? (
                  <span aria-hidden="true" className="text-xs font-semibold">
                    {code}
                  </span>
                ) : (
                  <Check aria-hidden className={cn('size-5 shrink-0', current ? 'text-brand' : 'invisible')} />
                )}
                <span className={labelVariants({ collapsed })}>{nativeName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Customer service, platform information, announcements and help: each entry only with its handler. */
export function MenuSupport({
  onCustomerService,
  onPlatformInfo,
  onAnnouncements,
  onHelpCentre,
  collapsed,
}: {
  onCustomerService?: () => void;
  onPlatformInfo?: () => void;
  onAnnouncements?: () => void;
  onHelpCentre?: () => void;
  collapsed: boolean;
}) {
  const { t } = useTranslation();
  const support = [
    { key: 'cs', icon: Headset, label: t('menu.support.customerService'), onClick: onCustomerService },
    { key: 'info', icon: Info, label: t('menu.support.platformInfo'), onClick: onPlatformInfo },
    { key: 'notice', icon: Megaphone, label: t('menu.support.announcements'), onClick: onAnnouncements },
    { key: 'help', icon: CircleHelp, label: t('menu.support.helpCentre'), onClick: onHelpCentre },
  ].filter((item) => item.onClick);
  if (support.length === 0) return null;
  return (
    <Section slot="side-menu-support" label={t('menu.support.label')} collapsed={collapsed}>
      <ul className="flex flex-col gap-space-2xs">
        {support.map((item) => (
          <li key={item.key}>
            <ActionItem icon={item.icon} label={item.label} collapsed={collapsed} onClick={item.onClick} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The app download QR codes (Android, iOS config) with their links. */
export function MenuDownloads({ resources, collapsed }: { resources: readonly MenuResource[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const downloads = (
    [
      {
        key: 'android',
        type: 'ANDROID',
        name: t('menu.download.android'),
        qr: t('menu.download.androidQr'),
        link: t('menu.download.androidLink'),
      },
      { key: 'ios', type: 'MOBILECONFIG', name: t('menu.download.ios'), qr: t('menu.download.iosQr'), link: t('menu.download.iosLink') },
    ] as const
  ).flatMap((app) => {
    const url = resourceUrl(resources, app.type);
    return url ? [{ ...app, url }] : [];
  });
  // A 100 px code does not fit the 72 px rail: the downloads wait for the expanded menu.
  if (collapsed || downloads.length === 0) return null;
  return (
    <Section slot="side-menu-download" label={t('menu.download.label')} collapsed={collapsed}>
      <p className="px-space-sm text-xs text-muted">{t('menu.download.hint')}</p>
      {downloads.map((app) => (
        <div key={app.key} data-slot="side-menu-qr" className={qrRowVariants()}>
          <QrCode value={app.url} size={100} label={app.qr} className="shrink-0 p-space-xs" />
          <a
            href={app.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${app.link} ${t('menu.newTab')}`}
            className="inline-flex min-h-10 min-w-0 items-center rounded-sm text-sm font-semibold break-words text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {app.name}
          </a>
        </div>
      ))}
    </Section>
  );
}

/** Facebook, Instagram and Telegram, where configured, opening in a new tab. */
export function MenuSocials({ resources, collapsed }: { resources: readonly MenuResource[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const socials = (
    [
      { type: 'FACEBOOK', label: t('menu.social.facebook'), icon: FacebookIcon },
      { type: 'INSTAGRAM', label: t('menu.social.instagram'), icon: InstagramIcon },
      { type: 'TELEGRAM', label: t('menu.social.telegram'), icon: Send },
    ] as const
  ).flatMap((social) => {
    const url = resourceUrl(resources, social.type);
    return url ? [{ ...social, url }] : [];
  });
  if (socials.length === 0) return null;
  return (
    <Section slot="side-menu-social" label={t('menu.social.label')} collapsed={collapsed}>
      <ul className={socialListVariants({ collapsed })}>
        {socials.map(({ type, label, url, icon: Icon }) => (
          <li key={type}>
            <a href={url} target="_blank" rel="noopener noreferrer" title={label} className={socialLinkVariants()}>
              <Icon aria-hidden className="size-5" />
              <span className="sr-only">
                {label} {t('menu.newTab')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The referral invite: a card, or one gift entry in mini mode. */
export function MenuReferral({ collapsed, onReferral }: { collapsed: boolean; onReferral?: () => void }) {
  const { t } = useTranslation();
  if (collapsed) {
    return (
      <div className="border-t border-border pt-space-sm">
        <ActionItem icon={Gift} tone="brand" label={t('menu.referral.title')} collapsed onClick={onReferral} />
      </div>
    );
  }
  return (
    <section data-slot="side-menu-referral" aria-label={t('menu.referral.title')} className={referralVariants()}>
      <p className="flex items-center gap-space-sm font-semibold text-text">
        <Gift aria-hidden className="size-5 shrink-0 text-brand" />
        {t('menu.referral.title')}
      </p>
      <p className="mt-space-xs text-sm text-text">{t('menu.referral.body')}</p>
      <Button size="sm" block className="mt-space-sm" onClick={onReferral}>
        {t('menu.referral.cta')}
      </Button>
    </section>
  );
}
