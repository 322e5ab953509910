import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountryOption {
  countryCode: string;
  /** Digits without "+". */
  dialingCode: string;
  /** The country's name in the current language, when known. */
  name?: string;
  /** An image URL (flags are always shown through <img>, never inlined). */
  flagSrc?: string;
}

/** The code the picker shows: one the list does not have (empty, stale, tampered) is the first country's. */
export function knownDialingCode(countries: readonly CountryOption[], code: string): string {
  return countries.some((country) => country.dialingCode === code) ? code : (countries[0]?.dialingCode ?? code);
}

export interface CountryCodePickerProps {
  countries: readonly CountryOption[];
  /** The chosen dialling code (digits). */
  value: string;
  onValueChange: (dialingCode: string) => void;
  disabled?: boolean;
  /** Links the picker to the field's error, like the mobile input it sits in. */
  'aria-describedby'?: string;
}

/**
 * The flag and dialling code in front of a mobile number. A native <select> lies over the visible
 * flag and code, so the platform's own picker, keyboard and screen-reader support come for free.
 */
export function CountryCodePicker({ countries, value, onValueChange, disabled, 'aria-describedby': describedBy }: CountryCodePickerProps) {
  const { t } = useTranslation();
  // Countries can share a code (+1: United States and Canada): the options are keyed by country, and
  // the one picked last is remembered so its flag and name stay shown while the code is unchanged.
  const [pickedCountry, setPickedCountry] = useState<string>();
  const current =
    countries.find((country) => country.countryCode === pickedCountry && country.dialingCode === value) ??
    countries.find((country) => country.dialingCode === value) ??
    countries[0];
  return (
    <div
      data-slot="country-code-picker"
      className="relative -ms-1 flex h-8 items-center gap-1 rounded-sm pe-1 has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-focus"
    >
      {current?.flagSrc ? <img src={current.flagSrc} alt="" width={20} height={20} className="size-5 rounded-pill object-cover" /> : null}
      <span className="text-sm text-text tabular-nums">{current ? `+${current.dialingCode}` : '+'}</span>
      <ChevronDown aria-hidden className="size-3.5 text-muted" />
      <select
        aria-label={t('account.countryCode')}
        aria-describedby={describedBy}
        className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        value={current?.countryCode ?? ''}
        disabled={disabled || countries.length === 0}
        onChange={(event) => {
          const picked = countries.find((country) => country.countryCode === event.target.value);
          if (!picked) return;
          setPickedCountry(picked.countryCode);
          onValueChange(picked.dialingCode);
        }}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {country.name ? `${country.name} (+${country.dialingCode})` : `${country.countryCode} (+${country.dialingCode})`}
          </option>
        ))}
      </select>
    </div>
  );
}
