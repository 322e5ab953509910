import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { colorTokens, radiusTokens, shadowTokens, spaceTokens } from '../theme/tokens.ts';

// Teach tailwind-merge our token names, so `text-muted` is read as a colour (not a size) and a
// caller's `p-space-lg` replaces a component's `p-space-md`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      color: Object.keys(colorTokens),
      spacing: Object.keys(spaceTokens),
      radius: Object.keys(radiusTokens),
      shadow: Object.keys(shadowTokens),
    },
  },
});

/** Merge class names; a later Tailwind class wins over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
