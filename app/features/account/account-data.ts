/** Data every account form needs, shaped for ui/account: rules, countries with flags, module switches. */
import type { CountryOption } from '@ui/auth/CountryCodePicker.tsx';
import type { FieldRules } from '@ui/forms/field-rules.ts';
import { useFormatMoney } from '@ui/i18n/money.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../brand.ts';
import { countryFlagSrc, moduleEnabled } from '../../api/system.contract.ts';
import { useCountries, useImageCdns, useRegisterRules, useSystemStatus } from '../../api/system.ts';

const NO_RULES: FieldRules = {};

/** The register rules; the status call carries the same rules, so the form can build before its own call answers. */
export function useFieldRules(): FieldRules {
  const rules = useRegisterRules().data;
  const fromStatus = useSystemStatus().data?.info.register;
  return rules ?? fromStatus ?? NO_RULES;
}

function regionName(language: string, code: string): string | undefined {
  try {
    return new Intl.DisplayNames([language.toLowerCase()], { type: 'region' }).of(code);
  } catch {
    return undefined;
  }
}

/** Countries for the dialling-code picker, named in the current language when the browser knows the region. */
export function useCountryOptions(): CountryOption[] {
  const { i18n } = useTranslation();
  const countries = useCountries().data;
  // The visit's first image server; a flag that fails there shows the picker's placeholder.
  const cdn = useImageCdns()[0];
  return useMemo(
    () =>
      (countries ?? []).map((country) => ({
        countryCode: country.countryCode,
        dialingCode: country.countryDialingCode,
        name: regionName(i18n.language, country.countryCode) ?? country.countryName ?? undefined,
        flagSrc: countryFlagSrc(country, cdn),
      })),
    [countries, cdn, i18n.language],
  );
}

export function useModule(modId: string): boolean {
  return moduleEnabled(useSystemStatus().data, modId);
}

/** The registration bonus the register page and the success dialog mention (₫1,000, 1.000 ₫). */
export function useRegistrationBonus(): string {
  return useFormatMoney()(brand.registrationBonus);
}
