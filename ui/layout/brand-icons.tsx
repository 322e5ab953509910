import type { ComponentProps, ReactNode } from 'react';

/**
 * Brand marks in lucide's style (24 grid, stroked, currentColor): lucide-react no longer ships brand
 * icons. Decorative only: the link that holds one carries the name.
 */
/** The social networks' marks as stroke paths in a 24 grid (footer, side menu), to draw with currentColor. */
export const SOCIAL_GLYPHS: Record<'YouTube' | 'Instagram' | 'Facebook' | 'Twitter' | 'TikTok' | 'Line', ReactNode> = {
  YouTube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49 49 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49 49 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  Instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  Facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  Twitter: (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M4 20l6.5-7M20 4l-6.5 7" />
    </>
  ),
  TikTok: <path d="M9 12a4 4 0 1 0 4 4V3a5 5 0 0 0 5 5" />,
  Line: (
    <>
      <path d="M12 3c5 0 9 3.1 9 7 0 3.9-4 7-9 7l-1.5-.1L6 20v-3.9C4.2 14.8 3 12.6 3 10c0-3.9 4-7 9-7z" />
      <path d="M8 8.5v3h1.5M11.5 8.5v3M14 11.5v-3l2 3v-3" />
    </>
  ),
};

type BrandIconProps = Omit<ComponentProps<'svg'>, 'children'>;

const strokeProps = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function FacebookIcon(props: BrandIconProps) {
  return (
    <svg {...strokeProps} {...props}>
      {SOCIAL_GLYPHS.Facebook}
    </svg>
  );
}

export function InstagramIcon(props: BrandIconProps) {
  return (
    <svg {...strokeProps} {...props}>
      {SOCIAL_GLYPHS.Instagram}
    </svg>
  );
}
