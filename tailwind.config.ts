import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { colorTokens, fontFamily, radiusTokens, shadowTokens, spaceTokens } from './ui/theme/tokens.ts';

/**
 * The token map the CSS loads (`@config` in ui/styles/globals.css). Raw values come from
 * ui/theme/tokens.ts and become CSS variables for `:root` (light) and `.dark`; Tailwind only
 * ever sees `var(--…)`, so flipping the class on <html> re-themes everything, portals included,
 * without re-rendering React.
 */
const cssVars = (theme: 'light' | 'dark') => ({
  ...Object.fromEntries(Object.entries(colorTokens).map(([name, v]) => [`--color-${name}`, v[theme]])),
  ...Object.fromEntries(Object.entries(shadowTokens).map(([name, v]) => [`--shadow-${name}`, v[theme]])),
});

export default {
  content: [],
  theme: {
    extend: {
      colors: Object.fromEntries(Object.keys(colorTokens).map((name) => [name, `var(--color-${name})`])),
      borderRadius: radiusTokens,
      boxShadow: Object.fromEntries(Object.keys(shadowTokens).map((name) => [name, `var(--shadow-${name})`])),
      spacing: spaceTokens,
      // Mono is the same bundled face: no system font ever reaches a screenshot baseline.
      fontFamily: { sans: fontFamily.sans, mono: fontFamily.sans },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        // `.light` re-scopes an island to the light values inside a dark page (token docs, QR tiles).
        ':root, .light': { ...cssVars('light'), colorScheme: 'light' },
        '.dark': { ...cssVars('dark'), colorScheme: 'dark' },
      });
    }),
  ],
} satisfies Config;
