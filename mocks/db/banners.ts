/**
 * Banners of the fake platform: the seeds for every page group (what each links to: a promotion, a
 * game, an external address or nothing), their sizes and generated art, and the wire form the content
 * store holds (content.ts).
 */
import type { z } from 'zod';
import { BANNER_GROUPS, type BannerGroup, type bannerSchema } from '../../app/api/content.contract.ts';
import { bannerArt, DAY, type Palette } from './content-authoring.ts';
import { FAKE_EPOCH } from './world.ts';

type BannerLink =
  | { kind: 'promo'; promotionId: number }
  | { kind: 'game'; vendor: string; gameType: string; nodeId: number }
  | { kind: 'url'; url: string }
  | { kind: 'none' };

interface BannerSeed {
  headline: string;
  subline?: string;
  cta?: string;
  palette: Palette;
  link: BannerLink;
}

const promo = (promotionId: number): BannerLink => ({ kind: 'promo', promotionId });
const game = (vendor: string, gameType: string, nodeId: number): BannerLink => ({ kind: 'game', vendor, gameType, nodeId });
const url = (href: string): BannerLink => ({ kind: 'url', url: href });
const none: BannerLink = { kind: 'none' };

export const BANNER_SEEDS: Record<BannerGroup, readonly BannerSeed[]> = {
  w_home: [
    {
      headline: 'Welcome bonus 100%',
      subline: 'Up to 8,888,000 VND on your first deposit',
      cta: 'Claim now',
      palette: 'lucky',
      link: promo(5685590),
    },
    { headline: 'Aviator Cup', subline: '500,000,000 VND prize pool', cta: 'Play', palette: 'night', link: game('SPB', 'RNG', 190001) },
    { headline: 'Daily reload 10%', subline: 'Every day, on your first deposit', cta: 'Deposit', palette: 'ocean', link: promo(5685593) },
    {
      headline: 'Join us on Telegram',
      subline: 'Codes, news and giveaways',
      cta: 'Join',
      palette: 'jade',
      link: url('https://t.me/viva_example'),
    },
  ],
  w_rng: [
    { headline: 'Fortune Gems 3', subline: 'New x15 multiplier reel', cta: 'Spin', palette: 'sunset', link: game('JL', 'RNG', 178045) },
    { headline: 'Slots rebate 1.2%', subline: 'Unlimited, every day', cta: 'Details', palette: 'jade', link: promo(5685595) },
    { headline: 'PG Soft mission week', subline: '188,000 VND a day', cta: 'Play', palette: 'royal', link: promo(5685602) },
  ],
  w_live: [
    {
      headline: 'Lightning Baccarat',
      subline: 'Multipliers up to 512x',
      cta: 'Join table',
      palette: 'night',
      link: game('EG4', 'LIVE', 301122),
    },
    { headline: 'Live casino rebate 0.8%', subline: 'Paid daily', cta: 'Details', palette: 'royal', link: promo(5685596) },
  ],
  w_fish: [
    { headline: 'Ocean King', subline: 'Double points this weekend', cta: 'Play', palette: 'ocean', link: game('JDB', 'FISH', 174402) },
    { headline: 'Fishing weekend', subline: 'Double mall points on every catch', palette: 'jade', link: none },
  ],
  w_pvp: [
    { headline: 'Tiến Lên Miền Nam', subline: 'Tables open 24/7', cta: 'Play', palette: 'lucky', link: game('KM', 'PVP', 402310) },
    {
      headline: 'Rummy tournament',
      subline: 'Top 20 share 100,000,000 VND',
      cta: 'Join',
      palette: 'orchid',
      link: game('JL', 'PVP', 173957),
    },
  ],
  w_sports: [
    { headline: 'Parlay insurance', subline: 'Lose by one leg, get 100% back', cta: 'Bet now', palette: 'pitch', link: promo(5685599) },
    {
      headline: 'V-League round 9',
      subline: 'Over 300 markets per match',
      cta: 'Bet',
      palette: 'ocean',
      link: game('SB', 'SPORTS', 500001),
    },
  ],
  w_esports: [
    { headline: 'LoL Worlds', subline: 'Live odds on every map', cta: 'Bet', palette: 'royal', link: game('IMES', 'ESPORTS', 510020) },
    { headline: 'Esports parlay boost', subline: '+10% on 3-leg parlays', palette: 'night', link: none },
  ],
  w_lott: [
    {
      headline: 'Northern lottery 18:15',
      subline: 'Every day, results in minutes',
      cta: 'Bet',
      palette: 'lucky',
      link: game('TCG_SEA', 'ELOTT', 5910),
    },
    { headline: 'Lottery rebate', subline: '0.5% back on every ticket', palette: 'sunset', link: promo(5685595) },
  ],
  w_elott: [
    {
      headline: 'Fast lottery 75s',
      subline: 'A draw every 75 seconds',
      cta: 'Play',
      palette: 'orchid',
      link: game('TCG_SEA', 'ELOTT', 5913),
    },
    { headline: 'Lucky numbers', subline: 'Pick yours for tonight', palette: 'lucky', link: none },
  ],
  w_down: [
    {
      headline: 'Get the app',
      subline: 'Face ID login, instant deposits',
      cta: 'Download',
      palette: 'ocean',
      link: url('https://download.example.test/viva.apk'),
    },
    { headline: 'Play anywhere', subline: 'Android and iOS', palette: 'jade', link: none },
  ],
  w_promotion: [
    { headline: 'Welcome bonus 100%', subline: 'Up to 8,888,000 VND', cta: 'Claim now', palette: 'lucky', link: promo(5685590) },
    { headline: 'Win 1000x, get more', subline: 'JILI slots bonus', cta: 'Apply', palette: 'sunset', link: promo(5685601) },
    { headline: 'VIP birthday gift', subline: 'Up to 8,888,000 VND', cta: 'Apply', palette: 'night', link: promo(5685597) },
  ],
  w_shop: [
    { headline: 'Points mall', subline: 'iPhone 17, SJC gold and more', palette: 'night', link: none },
    { headline: 'Double points weekend', subline: 'Fishing and slots', palette: 'royal', link: none },
  ],
  w_help: [
    { headline: 'Help centre', subline: 'Answers to common questions', palette: 'ocean', link: none },
    {
      headline: 'Live chat 24/7',
      subline: 'In Vietnamese and English',
      cta: 'Chat',
      palette: 'jade',
      link: url('https://chat.example.test/?b2c=1'),
    },
  ],
  w_reg: [
    { headline: 'Free 58,000 VND', subline: 'Register and verify your mobile', cta: 'Register', palette: 'sunset', link: promo(5685591) },
    { headline: '3 deposits, 50% each', subline: 'Up to 2,000,000 VND every time', palette: 'royal', link: promo(5685592) },
  ],
  w_inhouse: [
    { headline: 'Crash X', subline: 'Cash out before it flies away', cta: 'Play', palette: 'night', link: game('TCG', 'RNG', 200101) },
    { headline: 'Mines', subline: 'Our own games, instant payouts', cta: 'Play', palette: 'pitch', link: game('TCG', 'RNG', 200102) },
  ],
  w_login: [
    { headline: 'Welcome back', subline: 'Your missions are waiting', palette: 'royal', link: none },
    { headline: 'Daily reload 10%', subline: 'Log in and deposit', palette: 'ocean', link: promo(5685593) },
  ],
  w_register: [
    { headline: 'Create account', subline: 'Get 1000VND to start', palette: 'lucky', link: promo(5685591) },
    { headline: 'Welcome bonus 100%', subline: 'On your first deposit', palette: 'sunset', link: promo(5685590) },
  ],
  w_forget: [
    { headline: 'Account security', subline: 'Never share your OTP', palette: 'night', link: none },
    { headline: 'Verify your mobile', subline: 'Reset your password by SMS', palette: 'jade', link: none },
  ],
  w_leftmenu: [
    { headline: 'VIP club', subline: 'Red envelopes monthly', palette: 'night', link: promo(5685598) },
    { headline: 'Invite friends', subline: 'Earn 1% for life', palette: 'orchid', link: none },
  ],
};

/** Popup side art is tall, the left menu is a small card; every other page is a wide strip. */
const BANNER_SIZE: Partial<Record<BannerGroup, { width: number; height: number }>> = {
  w_login: { width: 640, height: 800 },
  w_register: { width: 640, height: 800 },
  w_forget: { width: 640, height: 800 },
  w_leftmenu: { width: 480, height: 240 },
};

export type BannerWire = z.input<typeof bannerSchema>;

export function buildBanners(): BannerWire[] {
  let sequence = 0;
  return BANNER_GROUPS.flatMap((groupName) =>
    BANNER_SEEDS[groupName].map((seed) => {
      sequence++;
      const size = BANNER_SIZE[groupName] ?? { width: 1920, height: 480 };
      const { link } = seed;
      const startDate = FAKE_EPOCH - (10 + sequence * 3) * DAY;
      return {
        title: `${groupName}_${seed.headline}`,
        announcementId: 6_068_000 + sequence,
        bannerId: 9_100 + sequence,
        url: bannerArt({ headline: seed.headline, subline: seed.subline, cta: seed.cta, palette: seed.palette, ...size, seed: sequence }),
        linkage:
          link.kind === 'promo'
            ? String(link.promotionId)
            : link.kind === 'game'
              ? String(link.nodeId)
              : link.kind === 'url'
                ? link.url
                : null,
        linkageType: link.kind === 'promo' ? 'P' : link.kind === 'game' ? 'G' : link.kind === 'url' ? 'E' : null,
        groupName,
        vendor: link.kind === 'game' ? link.vendor : null,
        gameType: link.kind === 'game' ? link.gameType : null,
        nodeId: link.kind === 'game' ? link.nodeId : null,
        roomId: null,
        platform: 'W',
        noExpiry: 1,
        startDate,
        endDate: null,
        redirect: link.kind === 'promo' ? 'PROMO' : link.kind === 'game' ? 'GAME' : link.kind === 'url' ? 'EXTERNAL' : null,
        externalLink: link.kind === 'url' ? link.url : null,
        redirectPromotionId: link.kind === 'promo' ? link.promotionId : null,
      } satisfies BannerWire;
    }),
  );
}
