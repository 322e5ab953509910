import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { colorTokens, radiusTokens, shadowTokens, spaceTokens } from './tokens.ts';

/** Every colour token with its value, rendered inside a light and a dark scope side by side. */
export function ColorTokens() {
  const { t } = useTranslation();
  return (
    <div data-slot="color-tokens" className="grid gap-4 md:grid-cols-2">
      {(['light', 'dark'] as const).map((theme) => (
        <section
          key={theme}
          className={cn(theme, 'rounded-lg border border-border bg-surface p-4 text-text')}
          aria-labelledby={`tokens-${theme}`}
        >
          <h2 id={`tokens-${theme}`} className="mb-3 text-lg font-semibold">
            {theme === 'light' ? t('theme.light') : t('theme.dark')}
          </h2>
          <ul className="grid gap-2">
            {Object.entries(colorTokens).map(([name, token]) => (
              <Swatch key={name} name={name} value={token[theme]} doc={token.doc} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Swatch({ name, value, doc }: { name: string; value: string; doc: string }) {
  return (
    <li className="flex items-center gap-3">
      <span aria-hidden className="size-8 shrink-0 rounded-md border border-border" style={{ background: `var(--color-${name})` }} />
      <span className="min-w-0">
        <code className="block text-sm font-semibold">{name}</code>
        <span className="block text-xs text-muted">
          {value} · {doc}
        </span>
      </span>
    </li>
  );
}

/** Radii, shadows and the named spacing steps. */
export function ShapeTokens() {
  const { t } = useTranslation();
  return (
    <div data-slot="shape-tokens" className="grid gap-6 text-text">
      <section aria-labelledby="tokens-radius">
        <h2 id="tokens-radius" className="mb-2 font-semibold">
          {t('theme.radius')}
        </h2>
        <ul className="flex flex-wrap gap-4">
          {Object.entries(radiusTokens).map(([name, value]) => (
            <li key={name} className="flex flex-col items-center gap-1 text-xs">
              <span aria-hidden className="size-14 border-2 border-brand bg-brand-soft" style={{ borderRadius: value }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-shadow">
        <h2 id="tokens-shadow" className="mb-2 font-semibold">
          {t('theme.shadow')}
        </h2>
        <ul className="flex flex-wrap gap-6">
          {Object.keys(shadowTokens).map((name) => (
            <li key={name} className="flex flex-col items-center gap-2 text-xs">
              <span aria-hidden className="size-14 rounded-md bg-surface-raised" style={{ boxShadow: `var(--shadow-${name})` }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space" className="mb-2 font-semibold">
          {t('theme.spacing')}
        </h2>
        <ul className="grid gap-1">
          {Object.entries(spaceTokens).map(([name, value]) => (
            <li key={name} className="flex items-center gap-3 text-xs">
              <code className="w-8">{name}</code>
              <span aria-hidden className="h-3 rounded-sm bg-brand" style={{ width: value }} />
              <span className="text-muted">{value}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
