import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useThemeName, type ThemeName } from './theme.ts';

export interface ThemeToggleProps {
  /** Called with the theme to switch to; the host applies and persists it. */
  onThemeChange: (theme: ThemeName) => void;
  className?: string;
}

/** A switch between light and dark. It reads the theme from <html>, so nothing else re-renders. */
export function ThemeToggle({ onThemeChange, className }: ThemeToggleProps) {
  const { t } = useTranslation();
  const theme = useThemeName();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('theme.toggle')}
      title={t('theme.toggle')}
      data-slot="theme-toggle"
      data-state={theme}
      onClick={() => onThemeChange(dark ? 'light' : 'dark')}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {dark ? <Moon aria-hidden className="size-5" /> : <Sun aria-hidden className="size-5" />}
    </button>
  );
}
