import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

const twMerge = extendTailwindMerge({
  extend: {
    // Our semantic text colours would otherwise be read as font sizes (`text-muted` vs `text-sm`).
    theme: { color: ['surface', 'surface-raised', 'surface-sunken', 'text', 'muted'] },
  },
});

/** Merge class names; a later Tailwind class wins over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
