import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCode, formatMoney } from './format.ts';
import { parseLanguageCode } from './languages.ts';

const CurrencyContext = createContext<string | undefined>(undefined);

/**
 * The currency every amount below it is shown in (an ISO code: the brand's, or the platform's where its
 * answer names one). Set once by the host app, like the language; without it amounts show the spec's `$`.
 */
export function CurrencyProvider({ currency, children }: { currency: string | undefined; children: ReactNode }) {
  return <CurrencyContext value={currency}>{children}</CurrencyContext>;
}

/** The currency amounts are shown in (the provider's ISO code), or undefined for the spec's `$`. */
export function useCurrency(): string | undefined {
  return currencyCode(use(CurrencyContext));
}

/** Formats an amount in the current language and currency. */
export function useFormatMoney(): (amount: number) => string {
  const currency = use(CurrencyContext);
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  return (amount) => formatMoney(amount, { language, currency });
}
