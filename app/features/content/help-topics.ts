/**
 * The help-centre topics other screens link to (spec section 2: the user-agreement link opens /help):
 * the registration's terms and the footer's legal row. A topic is a help category, named by its
 * `code`; /help?topic=<code> opens it.
 */
import type { FooterLegalTopic } from '@ui/layout/SiteFooter.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiLanguage } from '../../api/client.ts';
import { helpCenterQuery } from '../../api/system.ts';
import { helpPath, PATHS } from '../../paths.ts';

/**
 * The help category each legal link opens (the fake platform's codes, mocks/db/system.ts). Responsible
 * gaming has a page of its own, always there (/responsibleGaming, issue 21).
 */
export const HELP_TOPICS = {
  terms: 'TERMS',
  privacy: 'PRIVACY',
} as const satisfies Partial<Record<FooterLegalTopic, string>>;

/**
 * The registration's user agreement (spec section 2: the link opens /help). Always offered: /help
 * exists on every site, and a platform without this topic shows its first one.
 */
export const TERMS_PATH = helpPath(HELP_TOPICS.terms);

/** How category codes look (GETTING_STARTED); anything else in the address is ignored unread. */
const TOPIC_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The `?topic=` of /help, kept only when it is a code of a category the help centre has right now
 * (never trusted as is: it selects a tab and ends up in element ids).
 */
export function helpTopic(raw: string | null | undefined, categories: readonly { code: string }[] | undefined): string | undefined {
  if (!raw || !TOPIC_CODE.test(raw)) return undefined;
  return categories?.some((category) => category.code === raw) ? raw : undefined;
}

/**
 * The footer's legal links: each to /help at its topic, only for topics the help centre has with at
 * least one article, so a link never leads nowhere; responsible gaming always, to its own page.
 */
export function legalLinks(
  categories: readonly { code: string; articles: readonly unknown[] }[] | undefined,
): Partial<Record<FooterLegalTopic, string>> {
  const links: Partial<Record<FooterLegalTopic, string>> = { responsibleGaming: PATHS.responsibleGaming };
  for (const [topic, code] of Object.entries(HELP_TOPICS) as [FooterLegalTopic, string][]) {
    if (categories?.some((category) => category.code === code && category.articles.length > 0)) links[topic] = helpPath(code);
  }
  return links;
}

/** The legal links in the current language; none while the help centre loads or fails. */
export function useLegalLinks(): Partial<Record<FooterLegalTopic, string>> {
  const help = useQuery({
    ...helpCenterQuery({ lang: useApiLanguage() }),
    // A language switch keeps the links of the previous language until the new topics arrive.
    placeholderData: keepPreviousData,
  });
  return useMemo(() => legalLinks(help.data), [help.data]);
}
