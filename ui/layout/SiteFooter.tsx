import { cva } from 'class-variance-authority';
import { Handshake, Landmark, QrCode, Wallet } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { safeHttpUrl } from '../lib/url.ts';
import { SOCIAL_GLYPHS } from './brand-icons.tsx';
import { MenuLink, type NavigateHandler } from './side-menu-parts.tsx';
import { Button } from '../primitives/Button.tsx';
import { Image } from '../primitives/Image.tsx';

/** Spec section 2: the footer's social types, in the order they are shown. */
export const SOCIAL_TYPES = ['YouTube', 'Instagram', 'Facebook', 'Twitter', 'TikTok', 'Line'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/**
 * A configured resource (systemStatus `info.resources[]`). The whole list may be passed: only the
 * six social types with a usable web address are shown.
 */
export interface FooterSocial {
  resourceType: string;
  url?: string | null;
  labelNameEn?: string | null;
}

export interface FooterPartner {
  id: string;
  name: string;
  logoUrl?: string | null;
}

// Brand names read the same in every language, so they are not catalogue entries.
const SOCIAL_NAMES: Record<SocialType, string> = {
  YouTube: 'YouTube',
  Instagram: 'Instagram',
  Facebook: 'Facebook',
  Twitter: 'X (Twitter)',
  TikTok: 'TikTok',
  Line: 'LINE',
};

function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className="size-5"
    >
      {children}
    </svg>
  );
}

/** A generic stablecoin mark: a T with an orbit inside a coin. */
function UsdtIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 7.5h9M12 7.5V18" />
      <ellipse cx="12" cy="11.5" rx="5" ry="1.6" />
    </LineIcon>
  );
}

/** The legal pages of the footer's legal row, in the order they are shown. */
export const FOOTER_LEGAL_TOPICS = ['terms', 'privacy', 'responsibleGaming'] as const;
export type FooterLegalTopic = (typeof FOOTER_LEGAL_TOPICS)[number];

const socialTypeOf = (resourceType: string): SocialType | undefined =>
  SOCIAL_TYPES.find((type) => type.toLowerCase() === resourceType.trim().toLowerCase());

/** The configured socials, one per type, in the spec's order. */
export function configuredSocials(socials: readonly FooterSocial[]): { type: SocialType; href: string; name: string }[] {
  return SOCIAL_TYPES.flatMap((type) => {
    const social = socials.find((item) => socialTypeOf(item.resourceType) === type && safeHttpUrl(item.url));
    const href = safeHttpUrl(social?.url);
    return social && href ? [{ type, href, name: social.labelNameEn?.trim() || SOCIAL_NAMES[type] }] : [];
  });
}

const footerVariants = cva('@container border-t border-border bg-surface-raised text-sm text-muted');
const headingVariants = cva('mb-space-sm text-sm font-semibold text-text');
const socialLinkVariants = cva(
  'inline-flex size-10 items-center justify-center rounded-pill border border-border bg-surface text-text transition-colors hover:border-brand hover:bg-brand-soft hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
const legalLinkVariants = cva(
  'inline-flex min-h-10 items-center rounded-sm font-semibold text-text underline-offset-2 transition-colors hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
const paymentVariants = cva(
  'flex min-h-10 items-center gap-space-sm rounded-md border border-border bg-surface px-space-sm py-space-xs text-xs font-semibold text-text',
);
const partnerVariants = cva(
  'inline-flex h-8 items-center gap-space-xs rounded-pill border border-border bg-surface pe-space-sm text-xs font-semibold text-text',
  {
    variants: { logo: { true: 'ps-1', false: 'ps-space-sm' } },
  },
);

export type SiteFooterProps = ComponentProps<'footer'> & {
  /** The brand in the about heading and the copyright line (defaults to the app name). */
  brand?: string;
  /** The brand's logo, shown above the about text. */
  logo?: ReactNode;
  /** Replaces the default about text. */
  about?: ReactNode;
  /** Configured resources; only YouTube, Instagram, Facebook, Twitter, TikTok and Line with a web address show. */
  socials?: readonly FooterSocial[];
  /** Game partners (vendors), shown as logo chips. */
  partners?: readonly FooterPartner[];
  /** Shows the affiliate block; called by its button. */
  onAffiliate?: () => void;
  /** The 18+ responsible-gaming note (on by default). */
  responsibleGaming?: boolean;
  /**
   * The legal row: Terms and conditions, Privacy policy and Responsible gaming, each the address of
   * its page (the app's help topics). A topic without an address is left out; none, no row.
   */
  legalLinks?: Partial<Record<FooterLegalTopic, string>>;
  /** A plain primary click on a legal link (the app navigates with its router); other clicks follow the href. */
  onNavigate?: NavigateHandler;
};

/**
 * The site footer (spec section 2): about, affiliate, social media, the four payment methods and
 * partners, then the legal links, the 18+ note and the 2022 copyright line. Blocks without data are
 * left out; the columns follow the footer's own width.
 */
export function SiteFooter({
  className,
  brand,
  logo,
  about,
  socials = [],
  partners = [],
  onAffiliate,
  responsibleGaming = true,
  legalLinks = {},
  onNavigate,
  ...props
}: SiteFooterProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const brandName = brand ?? t('common.appName');
  const socialLinks = configuredSocials(socials);
  const payments = [
    { key: 'bank', label: t('footer.paymentBank'), icon: <Landmark aria-hidden className="size-5" /> },
    { key: 'ewallet', label: t('footer.paymentEwallet'), icon: <Wallet aria-hidden className="size-5" /> },
    { key: 'qr', label: t('footer.paymentQr'), icon: <QrCode aria-hidden className="size-5" /> },
    { key: 'usdt', label: t('footer.paymentUsdt'), icon: <UsdtIcon /> },
  ];
  const legalLabels: Record<FooterLegalTopic, string> = {
    terms: t('footer.legalTerms'),
    privacy: t('footer.legalPrivacy'),
    responsibleGaming: t('footer.responsibleLink'),
  };
  const legal = FOOTER_LEGAL_TOPICS.flatMap((topic) => {
    const href = legalLinks[topic];
    return href ? [{ topic, href, label: legalLabels[topic] }] : [];
  });

  return (
    <footer data-slot="site-footer" className={cn(footerVariants(), className)} {...props}>
      <div className="mx-auto flex max-w-screen-xl flex-col gap-space-xl px-space-md py-space-xl @3xl:px-space-xl">
        <div data-slot="site-footer-blocks" className="grid gap-space-xl @xl:grid-cols-2 @5xl:grid-cols-[1.3fr_1fr_1fr_1.5fr]">
          <div data-slot="site-footer-about">
            {logo && <div className="mb-space-sm">{logo}</div>}
            <h2 className={headingVariants()}>{t('footer.aboutTitle', { brand: brandName })}</h2>
            <div className="leading-relaxed">{about ?? <p>{t('footer.aboutText', { brand: brandName })}</p>}</div>
          </div>

          {onAffiliate && (
            <div data-slot="site-footer-affiliate" className="flex flex-col items-start">
              <h2 className={headingVariants()}>{t('footer.affiliateTitle')}</h2>
              <p className="mb-space-md leading-relaxed">{t('footer.affiliateText')}</p>
              <Button variant="secondary" icon={<Handshake aria-hidden className="size-4" />} onClick={onAffiliate}>
                {t('footer.affiliateCta')}
              </Button>
            </div>
          )}

          {socialLinks.length > 0 && (
            <div data-slot="site-footer-social">
              <h2 id={`${baseId}-social`} className={headingVariants()}>
                {t('footer.socialTitle')}
              </h2>
              <ul aria-labelledby={`${baseId}-social`} className="flex flex-wrap gap-space-sm">
                {socialLinks.map((social) => (
                  <li key={social.type}>
                    <a
                      data-slot="site-footer-social-link"
                      data-social={social.type}
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={social.name}
                      className={socialLinkVariants()}
                    >
                      <LineIcon>{SOCIAL_GLYPHS[social.type]}</LineIcon>
                      <span className="sr-only">
                        {social.name} {t('footer.opensInNewTab')}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}

          <div data-slot="site-footer-payments">
            <h2 id={`${baseId}-payments`} className={headingVariants()}>
              {t('footer.paymentTitle')}
            </h2>
            <ul aria-labelledby={`${baseId}-payments`} className="grid grid-cols-2 gap-space-sm">
              {payments.map((payment) => (
                <li key={payment.key} data-slot="site-footer-payment" className={paymentVariants()}>
                  <span className="shrink-0 text-brand">{payment.icon}</span>
                  {payment.label}
                </li>
              ))}
            </ul>
          </div>
        </div>

        {partners.length > 0 && (
          <div data-slot="site-footer-partners" className="border-t border-border pt-space-lg">
            <h2 id={`${baseId}-partners`} className={headingVariants()}>
              {t('footer.partnersTitle')}
            </h2>
            <ul aria-labelledby={`${baseId}-partners`} className="flex flex-wrap gap-space-sm">
              {partners.map((partner) => (
                <li key={partner.id} className={partnerVariants({ logo: Boolean(partner.logoUrl) })}>
                  {/* Decorative: the name beside it is the label. */}
                  {partner.logoUrl && <Image src={partner.logoUrl} alt="" width={24} height={24} className="rounded-pill" />}
                  {partner.name}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div data-slot="site-footer-legal" className="flex flex-col gap-space-md border-t border-border pt-space-lg">
          {legal.length > 0 && (
            <nav aria-label={t('footer.legalTitle')}>
              <ul className="flex flex-wrap gap-x-space-lg">
                {legal.map((link) => (
                  <li key={link.topic}>
                    <MenuLink
                      data-slot="site-footer-legal-link"
                      data-topic={link.topic}
                      path={link.href}
                      onNavigate={onNavigate}
                      className={legalLinkVariants()}
                    >
                      {link.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="flex flex-col gap-space-md @3xl:flex-row @3xl:items-center @3xl:justify-between">
            {responsibleGaming && (
              <div data-slot="site-footer-responsible" className="flex items-center gap-space-sm">
                <span
                  aria-hidden
                  className="grid size-9 shrink-0 place-items-center rounded-pill border-2 border-danger text-xs font-bold text-danger"
                >
                  18+
                </span>
                <p className="leading-snug">{t('footer.responsibleNote')}</p>
              </div>
            )}
            <p data-slot="site-footer-copyright" className="shrink-0">
              {t('footer.copyright', { brand: brandName })}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
