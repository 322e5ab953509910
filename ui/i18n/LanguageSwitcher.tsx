import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export interface LanguageSwitcherProps {
  /** The languages offered; the spec shows the list only when more than one is configured. */
  languages: readonly LanguageCode[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
  className?: string;
}

/** A native select: keyboard, screen-reader and mobile pickers for free. Names are shown in their own language. */
export function LanguageSwitcher({ languages, value, onChange, className }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div data-slot="language-switcher" className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe aria-hidden className="pointer-events-none absolute start-2 size-4 text-muted" />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
        className="h-10 appearance-none rounded-md border border-border-strong bg-surface-raised ps-8 pe-3 text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={LANGUAGES[code].locale}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
