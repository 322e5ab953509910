/**
 * The site footer with its strings and legal links: below the fold, so a chunk of its own (AppShell
 * loads it once the first screen is in), bringing its strings and the help-centre call with it.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { footerAreas } from '@ui/i18n/locales/areas/footer.ts';
import { SiteFooter, type SiteFooterProps } from '@ui/layout/SiteFooter.tsx';
import { useLegalLinks } from '../content/help-topics.ts';

export function Footer(props: Omit<SiteFooterProps, 'legalLinks'>) {
  const legalLinks = useLegalLinks();
  // In Vietnamese, its strings come a moment after the chunk: nothing shows below the page meanwhile.
  return useAreas(footerAreas) ? <SiteFooter legalLinks={legalLinks} {...props} /> : null;
}
