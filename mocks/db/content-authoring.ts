/**
 * What the content seeds are written with: the two authored languages (and the Language header mapped
 * to one), the time units seeds are laid out in, generated SVG art (so no image leaves the machine) and
 * bilingual copy rendered as the platform editor's HTML. Imports no other content module, so every
 * content module can use it without a cycle.
 */
import { svgDataUri } from './icons.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type Lang = 'EN' | 'VI';

/** The platform's Language header (EN, VI, vi-VN...) to one of the two authored languages. */
export function langOf(header: string | null | undefined): Lang {
  return header?.trim().toUpperCase().startsWith('VI') ? 'VI' : 'EN';
}

// ---------------------------------------------------------------------------------------------
// Generated images

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Brand-like gradients: [deep, mid, highlight]. */
export const PALETTES = {
  lucky: ['#7f1d1d', '#dc2626', '#facc15'],
  royal: ['#3b0764', '#7c3aed', '#f0abfc'],
  ocean: ['#0c1a4b', '#2563eb', '#93c5fd'],
  jade: ['#134e4a', '#0d9488', '#5eead4'],
  pitch: ['#052e16', '#16a34a', '#bef264'],
  sunset: ['#7c2d12', '#ea580c', '#fde68a'],
  orchid: ['#500724', '#db2777', '#fbcfe8'],
  night: ['#111827', '#374151', '#fbbf24'],
} as const;

export type Palette = keyof typeof PALETTES;

export interface ArtInput {
  headline: string;
  subline?: string;
  cta?: string;
  palette: Palette;
  width?: number;
  height?: number;
  /** Varies the decoration so banners of one palette still differ. */
  seed?: number;
}

/** A wide promotional image: gradient, soft discs, headline, subline and a call-to-action pill. */
export function bannerArt({ headline, subline, cta, palette, width = 1920, height = 480, seed = 0 }: ArtInput): string {
  const [deep, mid, light] = PALETTES[palette];
  const tall = height > width;
  // Bold Noto Sans averages about 0.6em a character: the headline is capped to fit the width.
  const size = Math.min(Math.round(Math.min(width, height) * (tall ? 0.11 : 0.17)), Math.floor((width * 0.86) / (headline.length * 0.6)));
  const x = Math.round(width * (tall ? 0.08 : 0.06));
  const y = Math.round(height * (tall ? 0.62 : 0.45));
  const discs = [0, 1, 2, 3]
    .map((i) => {
      const k = (seed * 7 + i * 13) % 17;
      const cx = Math.round(width * (0.55 + ((k * 0.027) % 0.4)));
      const cy = Math.round(height * (0.15 + ((k * 0.053) % 0.7)));
      const r = Math.round(Math.min(width, height) * (0.18 + i * 0.09));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? light : mid}" opacity="${(0.12 + i * 0.05).toFixed(2)}"/>`;
    })
    .join('');
  const sub = subline
    ? `<text x="${x}" y="${y + Math.round(size * 0.95)}" font-size="${Math.round(size * 0.42)}" fill="#ffffff" opacity="0.9">${escapeXml(subline)}</text>`
    : '';
  const pillY = y + Math.round(size * (subline ? 1.45 : 0.7));
  const pill = cta
    ? `<rect x="${x}" y="${pillY}" rx="${Math.round(size * 0.3)}" width="${Math.round(size * (cta.length * 0.3 + 1.2))}" height="${Math.round(size * 0.6)}" fill="${light}"/><text x="${x + Math.round(size * 0.6)}" y="${pillY + Math.round(size * 0.41)}" font-size="${Math.round(size * 0.3)}" font-weight="700" fill="${deep}">${escapeXml(cta)}</text>`
    : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Noto Sans, Arial, sans-serif">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${discs}` +
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(headline)}</text>${sub}${pill}</svg>`;
  return svgDataUri(svg);
}

// ---------------------------------------------------------------------------------------------
// Rich text

export interface Copy {
  title: string;
  /** Paragraphs; may hold inline markup (strong, colour spans, links). */
  body: string[];
  /** Bullet points after the paragraphs. */
  points?: string[];
}

export const gold = (text: string) => `<span style="color:#f39c12;">${text}</span>`;

// ---------------------------------------------------------------------------------------------
// Test hook: every rich-text answer swapped for given payloads (the XSS corpus run, demo build only)

let swappedRichText: string | null = null;

/** Ends what a payload may leave open (a quote, a comment, raw text, foreign content), so the next marker shows. */
const CLOSE =
  `"'-->]]></option></select></video></audio></iframe></noembed></noframes></noscript></xmp></style></script></textarea>` +
  '</title></template></mglyph></mtext></foreignobject></annotation-xml></desc></svg></math></object></form></table></a>';

/**
 * From now on every rich-text field the fake platform answers (announcements and the login notice,
 * promotion details, inbox messages, help articles, agent announcements) carries `payloads` instead of
 * its own copy, each after a visible marker `⟦xss N⟧` (a paragraph of class `xss-mark`) and the last
 * followed by `⟦xss end⟧`; before each marker, end tags close what the payload before may have left
 * open. null restores the usual copy.
 */
export function swapRichText(payloads: readonly string[] | null): void {
  const mark = (label: string, end = '') => `${CLOSE}${CLOSE}<p class="xss-mark${end}">⟦xss ${label}⟧</p>`;
  swappedRichText =
    payloads === null ? null : payloads.map((payload, index) => `${mark(String(index))}${payload}`).join('') + mark('end', ' xss-end');
}

/** The one swap point: a rich-text field as authored, or the swapped payloads while a test asks for them. */
export const richTextOr = (html: string): string => swappedRichText ?? html;

/** The platform's editor output: a whole HTML document with inline-styled paragraphs. */
export function richText(copy: Copy): string {
  const paragraphs = copy.body.map(
    (p) => `  <p style="margin:0 0 8px 0;text-align:left!important;"><span style="font-size:14px;">${p}</span></p>`,
  );
  const list = copy.points
    ? [`  <ul style="margin:0 0 8px 16px;padding:0;">${copy.points.map((point) => `<li>${point}</li>`).join('')}</ul>`]
    : [];
  return richTextOr(['<html>', ' <head></head>', ' <body>', ...paragraphs, ...list, ' </body>', '</html>'].join('\n'));
}
