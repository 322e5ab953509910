/**
 * Generated artwork for the fake platform: game tiles and vendor logos as `data:image/svg+xml` URIs.
 * Everything is derived from a hash of the id, so the same game always gets the same picture, with no
 * network and no binary assets.
 */
import { hashSeed } from './rng.ts';

/** Base hues (degrees) per game type, so a lobby reads as one family of colours. */
const TYPE_HUE: Record<string, number> = {
  RNG: 280,
  LIVE: 350,
  FISH: 195,
  PVP: 25,
  SPORTS: 130,
  ESPORTS: 255,
  COCKFIGHT: 10,
  INHOUSE: 45,
  ELOTT: 160,
  LOTT: 160,
};

/** A small motif per game type, drawn in the top half of the tile (viewBox 0 0 200 200). */
const MOTIF: Record<string, string> = {
  // three reels
  RNG: '<rect x="40" y="38" width="36" height="52" rx="6"/><rect x="82" y="38" width="36" height="52" rx="6"/><rect x="124" y="38" width="36" height="52" rx="6"/>',
  // a card
  LIVE: '<rect x="78" y="30" width="44" height="62" rx="6"/><path d="M100 48l10 13-10 13-10-13z" fill-opacity="0.9"/>',
  // a fish
  FISH: '<path d="M58 64c18-24 60-24 78 0-18 24-60 24-78 0zm78 0l22-16v32z"/>',
  // two cards fanned
  PVP: '<rect x="66" y="34" width="40" height="56" rx="6" transform="rotate(-12 86 62)"/><rect x="94" y="34" width="40" height="56" rx="6" transform="rotate(12 114 62)"/>',
  // a ball
  SPORTS: '<circle cx="100" cy="62" r="30"/><path d="M100 44l14 10-5 17h-18l-5-17z" fill-opacity="0.9"/>',
  // a controller
  ESPORTS: '<rect x="56" y="44" width="88" height="40" rx="20"/><circle cx="122" cy="64" r="6" fill-opacity="0.9"/>',
  // a rooster comb
  COCKFIGHT: '<path d="M70 90c0-30 20-52 44-52l6-12 8 14 12-4-4 14c8 10 10 24 6 40z"/>',
  // a die
  INHOUSE:
    '<rect x="70" y="32" width="60" height="60" rx="10"/><circle cx="86" cy="48" r="6" fill-opacity="0.9"/><circle cx="114" cy="76" r="6" fill-opacity="0.9"/>',
  // lottery balls
  ELOTT: '<circle cx="72" cy="64" r="20"/><circle cx="128" cy="64" r="20"/><circle cx="100" cy="46" r="20"/>',
  LOTT: '<circle cx="72" cy="64" r="20"/><circle cx="128" cy="64" r="20"/><circle cx="100" cy="46" r="20"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The URI form of an SVG document (percent-encoded, so any character in a name is safe). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Up to two letters for a monogram: the initials of the first two words. */
function monogram(name: string): string {
  const words = name.split(' ').filter((w) => w !== '' && w !== '&');
  const letters = words.length >= 2 ? `${words[0]!.charAt(0)}${words[1]!.charAt(0)}` : name.slice(0, 2);
  return letters.toUpperCase();
}

export interface GameIconInput {
  /** Stable id the colours derive from (the gameId). */
  id: string;
  name: string;
  vassalage: string;
  gameType: string;
}

/** Hue steps per game type and gradient directions: 8 × 2 = 16 distinct tiles per type. */
const HUE_STEPS = 8;
const tileCache = new Map<string, string>();

/**
 * A square game tile: the type's motif on a gradient. Games share a small set of tiles (16 per type,
 * picked by a hash of the id), without the name, which the card prints itself: like a CDN's raster
 * thumbnails, the browser then decodes each picture once, instead of building an SVG document for every
 * card that scrolls into a 10,000-game lobby.
 */
export function gameIcon({ id, gameType }: Pick<GameIconInput, 'id' | 'gameType'>): string {
  const hash = hashSeed(id);
  const step = hash % HUE_STEPS;
  const diagonal = (hash >>> 16) % 2 === 0;
  const key = `${gameType}:${step}:${diagonal ? 'd' : 'v'}`;
  const cached = tileCache.get(key);
  if (cached) return cached;
  const hue = ((TYPE_HUE[gameType] ?? 220) + step * 10 - 35 + 360) % 360;
  const hue2 = (hue + 40 + step * 7) % 360;
  const angle = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" ${angle}><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="18" fill="url(#g)"/>` +
    `<circle cx="100" cy="112" r="78" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="14"/>` +
    `<g fill="hsl(${hue} 90% 85%)" fill-opacity="0.7" transform="translate(0 40)">${MOTIF[gameType] ?? MOTIF.RNG}</g>` +
    `</svg>`;
  const uri = svgDataUri(svg);
  tileCache.set(key, uri);
  return uri;
}

/** A game tile without a caption, for places that print the name themselves (winner board). */
export function gameThumb({ id, name, vassalage, gameType }: GameIconInput): string {
  const hash = hashSeed(id);
  const hue = ((TYPE_HUE[gameType] ?? 220) + (hash % 70) - 35 + 360) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
    `<rect width="200" height="200" rx="18" fill="hsl(${hue} 65% 36%)"/>` +
    `<g fill="hsl(${hue} 90% 85%)" fill-opacity="0.5">${MOTIF[gameType] ?? MOTIF.RNG}</g>` +
    `<text x="100" y="160" fill="#fff" font-family="Noto Sans, Arial, sans-serif" font-size="44" font-weight="800" text-anchor="middle">${escapeXml(monogram(name))}</text>` +
    `<title>${escapeXml(`${vassalage} ${name}`)}</title>` +
    `</svg>`;
  return svgDataUri(svg);
}

/**
 * A vendor logo. `small` is the square menu icon (smallIcon); `large` the wide lobby card (lagerIcon,
 * the platform's spelling).
 */
export function vendorIcon(vassalage: string, displayName: string, variant: 'small' | 'large'): string {
  const hash = hashSeed(`vendor:${vassalage}`);
  const hue = hash % 360;
  // TCG_LOTTO_VN -> VN, TCG_SEA -> SEA: the last part is the distinctive one.
  const code = escapeXml((vassalage.split('_').at(-1) ?? vassalage).slice(0, 5));
  const svg =
    variant === 'small'
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
        `<circle cx="32" cy="32" r="30" fill="hsl(${hue} 70% 45%)"/>` +
        `<text x="32" y="38" fill="#fff" font-family="Noto Sans, Arial, sans-serif" font-size="${code.length > 3 ? 12 : 18}" font-weight="800" text-anchor="middle">${code}</text>` +
        `</svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160">` +
        `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 25%)"/></linearGradient></defs>` +
        `<rect width="320" height="160" rx="16" fill="url(#v)"/>` +
        `<circle cx="62" cy="80" r="38" fill="#fff" fill-opacity="0.18"/>` +
        `<text x="62" y="88" fill="#fff" font-family="Noto Sans, Arial, sans-serif" font-size="${code.length > 3 ? 16 : 24}" font-weight="800" text-anchor="middle">${code}</text>` +
        `<text x="116" y="88" fill="#fff" font-family="Noto Sans, Arial, sans-serif" font-size="${displayName.length > 12 ? 18 : 22}" font-weight="700">${escapeXml(displayName.slice(0, 18))}</text>` +
        `</svg>`;
  return svgDataUri(svg);
}
