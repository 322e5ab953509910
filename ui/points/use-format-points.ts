import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format.ts';
import { parseLanguageCode } from '../i18n/languages.ts';

/** Whole numbers (points, units left) grouped in the reader's language. */
export function useFormatCount(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  return (value) => formatNumber(value, language);
}
