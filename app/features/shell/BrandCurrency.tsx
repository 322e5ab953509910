/** Every amount in the brand's currency, or the platform's where its wallet answer names one. */
import { currencyCode } from '@ui/i18n/format.ts';
import { CurrencyProvider } from '@ui/i18n/money.tsx';
import type { ReactNode } from 'react';
import { useBalance } from '../../api/balance.ts';
import { brand } from '../../brand.ts';
import { useStoredSession } from '../session/use-session.ts';

export function BrandCurrency({ children }: { children: ReactNode }) {
  const signedIn = useStoredSession() !== null;
  // The header's balance call: shared through the cache, never a second request.
  const balance = useBalance({ enabled: signedIn });
  return <CurrencyProvider currency={currencyCode(balance.data?.currency) ?? brand.currency}>{children}</CurrencyProvider>;
}
