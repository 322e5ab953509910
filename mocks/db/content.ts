/**
 * Content of the fake platform: announcements (player, popup, promotion, hot), banners for every page
 * group and the designed promotions with their activity applications. Texts are authored in English
 * and Vietnamese; the answer is localised by the Language header, with both languages in `contents`.
 * Images are generated SVG data URIs so nothing leaves the machine.
 */
import type { z } from 'zod';
import {
  APPLICATION_LIMITS,
  BANNER_GROUPS,
  base64Bytes,
  countChars,
  type ActivityStatus,
  type announcementSchema,
  type applicationResultSchema,
  type BannerGroup,
  type bannerSchema,
  type Execution,
  type noticeSchema,
  type promotionDetailSchema,
  type promotionSummarySchema,
} from '../../app/api/content.contract.ts';
import type { Account } from './accounts.ts';
import type { Rng } from './rng.ts';
import { defineStore, FAKE_EPOCH } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type Lang = 'EN' | 'VI';

/** The platform's Language header (EN, VI, vi-VN...) to one of the two authored languages. */
export function langOf(header: string | null | undefined): Lang {
  return header?.trim().toUpperCase().startsWith('VI') ? 'VI' : 'EN';
}

// ---------------------------------------------------------------------------------------------
// Generated images

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

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

interface Copy {
  title: string;
  /** Paragraphs; may hold inline markup (strong, colour spans, links). */
  body: string[];
  /** Bullet points after the paragraphs. */
  points?: string[];
}

const gold = (text: string) => `<span style="color:#f39c12;">${text}</span>`;

/** The platform's editor output: a whole HTML document with inline-styled paragraphs. */
function richText(copy: Copy): string {
  const paragraphs = copy.body.map((p) => `  <p style="margin:0 0 8px 0;text-align:left!important;"><span style="font-size:14px;">${p}</span></p>`);
  const list = copy.points ? [`  <ul style="margin:0 0 8px 16px;padding:0;">${copy.points.map((point) => `<li>${point}</li>`).join('')}</ul>`] : [];
  return ['<html>', ' <head></head>', ' <body>', ...paragraphs, ...list, ' </body>', '</html>'].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Promotions (designed)

interface PromotionSeed {
  id: number;
  category: string;
  palette: Palette;
  headline: string;
  cta: string;
  en: Copy & { summary: string };
  vi: Copy & { summary: string };
  /** Relative to FAKE_EPOCH. */
  startsInDays: number;
  /** Relative to FAKE_EPOCH; undefined = no expiry. */
  endsInDays?: number;
  needsApplication: boolean;
  /** What a logged-in member sees before doing anything (seeded progress). */
  memberStatus?: ActivityStatus;
  rejectReason?: { en: string; vi: string };
}

export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    id: 5685590,
    category: 'new_player',
    palette: 'lucky',
    headline: 'Welcome bonus 100%',
    cta: 'Claim now',
    en: {
      title: 'Welcome bonus: 100% up to 8,888,000 VND',
      summary: 'Double your first deposit and start playing with twice the balance.',
      body: [`Make your first deposit of at least ${gold('100,000 VND')} and we match it <strong>100%</strong>, up to ${gold('8,888,000 VND')}.`, 'The bonus is credited automatically within 5 minutes of the deposit.'],
      points: ['Turnover: 15x (deposit + bonus) before withdrawal', 'Valid on slots, fishing and live casino', 'One welcome bonus per person, device and bank account'],
    },
    vi: {
      title: 'Thưởng chào mừng: 100% lên đến 8.888.000 VND',
      summary: 'Nhân đôi lần nạp đầu tiên, bắt đầu chơi với gấp đôi số dư.',
      body: [`Nạp lần đầu tối thiểu ${gold('100.000 VND')}, chúng tôi tặng thêm <strong>100%</strong>, tối đa ${gold('8.888.000 VND')}.`, 'Tiền thưởng được cộng tự động trong vòng 5 phút sau khi nạp.'],
      points: ['Vòng cược: 15 lần (tiền nạp + thưởng) trước khi rút', 'Áp dụng cho nổ hũ, bắn cá và casino trực tuyến', 'Mỗi người, thiết bị và tài khoản ngân hàng chỉ nhận một lần'],
    },
    startsInDays: -90,
    needsApplication: false,
    memberStatus: 'PROCESS',
  },
  {
    id: 5685591,
    category: 'new_player',
    palette: 'sunset',
    headline: 'Free 58,000 VND',
    cta: 'Register',
    en: {
      title: 'Register and get 58,000 VND free',
      summary: 'Verify your mobile number and receive a free 58,000 VND to try any game.',
      body: ['New members who verify their mobile number receive <strong>58,000 VND</strong> free credit.', 'Apply below with your registered mobile number in the comment; our team reviews it within 24 hours.'],
      points: ['Turnover: 5x before withdrawal', 'Maximum withdrawal from the free credit: 200,000 VND'],
    },
    vi: {
      title: 'Đăng ký nhận ngay 58.000 VND',
      summary: 'Xác minh số điện thoại và nhận miễn phí 58.000 VND để trải nghiệm mọi trò chơi.',
      body: ['Thành viên mới xác minh số điện thoại nhận <strong>58.000 VND</strong> tiền thưởng miễn phí.', 'Đăng ký bên dưới, ghi số điện thoại vào phần ghi chú; chúng tôi xét duyệt trong 24 giờ.'],
      points: ['Vòng cược: 5 lần trước khi rút', 'Rút tối đa từ tiền thưởng miễn phí: 200.000 VND'],
    },
    startsInDays: -60,
    needsApplication: true,
  },
  {
    id: 5685592,
    category: 'new_player',
    palette: 'royal',
    headline: '3 deposits, 50% each',
    cta: 'Join',
    en: {
      title: 'First three deposits: 50% bonus every time',
      summary: 'Your second and third deposits earn a bonus too.',
      body: [`Each of your first three deposits earns a ${gold('50%')} bonus, up to ${gold('2,000,000 VND')} each.`],
      points: ['Turnover: 12x', 'Deposits must be at least 200,000 VND'],
    },
    vi: {
      title: 'Ba lần nạp đầu: thưởng 50% mỗi lần',
      summary: 'Lần nạp thứ hai và thứ ba cũng được thưởng.',
      body: [`Mỗi lần trong ba lần nạp đầu được thưởng ${gold('50%')}, tối đa ${gold('2.000.000 VND')} mỗi lần.`],
      points: ['Vòng cược: 12 lần', 'Mỗi lần nạp tối thiểu 200.000 VND'],
    },
    startsInDays: -45,
    endsInDays: 40,
    needsApplication: false,
    memberStatus: 'JOINED',
  },
  {
    id: 5685593,
    category: 'deposit',
    palette: 'ocean',
    headline: 'Daily reload 10%',
    cta: 'Deposit',
    en: {
      title: 'Daily reload: 10% on your first deposit of the day',
      summary: 'Every day, your first deposit earns 10% extra.',
      body: [`Deposit at least ${gold('300,000 VND')} and receive <strong>10%</strong> extra, up to ${gold('1,000,000 VND')} a day.`],
    },
    vi: {
      title: 'Nạp lại mỗi ngày: thưởng 10% lần nạp đầu trong ngày',
      summary: 'Mỗi ngày, lần nạp đầu tiên được thưởng thêm 10%.',
      body: [`Nạp tối thiểu ${gold('300.000 VND')} để nhận thêm <strong>10%</strong>, tối đa ${gold('1.000.000 VND')} mỗi ngày.`],
    },
    startsInDays: -120,
    needsApplication: false,
    memberStatus: 'CLAIM',
  },
  {
    id: 5685594,
    category: 'deposit',
    palette: 'orchid',
    headline: 'Weekend bonus 20%',
    cta: 'Coming soon',
    en: {
      title: 'Weekend deposit bonus 20%',
      summary: 'Saturday and Sunday deposits earn a 20% bonus.',
      body: ['Starting next weekend: every Saturday and Sunday, your deposits earn a <strong>20%</strong> bonus.'],
    },
    vi: {
      title: 'Thưởng nạp cuối tuần 20%',
      summary: 'Nạp tiền thứ Bảy và Chủ nhật được thưởng 20%.',
      body: ['Bắt đầu từ cuối tuần tới: mỗi thứ Bảy và Chủ nhật, tiền nạp được thưởng <strong>20%</strong>.'],
    },
    startsInDays: 6,
    endsInDays: 60,
    needsApplication: false,
  },
  {
    id: 5685595,
    category: 'rebate',
    palette: 'jade',
    headline: 'Slots rebate 1.2%',
    cta: 'Details',
    en: {
      title: 'Unlimited slots rebate up to 1.2%',
      summary: 'Win or lose, get up to 1.2% of your slot turnover back every day.',
      body: ['The rebate is calculated on valid bets and paid at 12:00 the next day.'],
      points: ['VIP0-VIP2: 0.8%', 'VIP3-VIP5: 1.0%', 'VIP6 and above: 1.2%'],
    },
    vi: {
      title: 'Hoàn trả nổ hũ không giới hạn đến 1,2%',
      summary: 'Thắng hay thua, nhận lại đến 1,2% tiền cược nổ hũ mỗi ngày.',
      body: ['Tiền hoàn trả tính trên cược hợp lệ và được trả lúc 12:00 ngày hôm sau.'],
      points: ['VIP0-VIP2: 0,8%', 'VIP3-VIP5: 1,0%', 'VIP6 trở lên: 1,2%'],
    },
    startsInDays: -200,
    needsApplication: false,
    memberStatus: 'ISSUED',
  },
  {
    id: 5685596,
    category: 'rebate',
    palette: 'night',
    headline: 'Live casino 0.8%',
    cta: 'Details',
    en: {
      title: 'Live casino rebate 0.8% daily',
      summary: 'Evolution, Sexy Casino and SA Gaming tables all count.',
      body: ['Bets on live baccarat, roulette and sic bo earn a <strong>0.8%</strong> rebate, paid daily.'],
    },
    vi: {
      title: 'Hoàn trả casino trực tuyến 0,8% mỗi ngày',
      summary: 'Áp dụng cho bàn Evolution, Sexy Casino và SA Gaming.',
      body: ['Cược baccarat, roulette và tài xỉu trực tuyến được hoàn <strong>0,8%</strong>, trả hằng ngày.'],
    },
    startsInDays: -150,
    needsApplication: false,
    memberStatus: 'CLAIMED',
  },
  {
    id: 5685597,
    category: 'vip',
    palette: 'night',
    headline: 'VIP birthday gift',
    cta: 'Apply',
    en: {
      title: 'VIP birthday gift up to 8,888,000 VND',
      summary: 'VIP members receive a birthday gift in their birthday month.',
      body: ['Apply during your birthday month. Attach a photo of an ID showing your date of birth.'],
      points: ['VIP1: 188,000 VND', 'VIP4: 1,888,000 VND', 'VIP8: 8,888,000 VND'],
    },
    vi: {
      title: 'Quà sinh nhật VIP đến 8.888.000 VND',
      summary: 'Thành viên VIP nhận quà trong tháng sinh nhật.',
      body: ['Đăng ký trong tháng sinh nhật. Đính kèm ảnh giấy tờ có ngày sinh.'],
      points: ['VIP1: 188.000 VND', 'VIP4: 1.888.000 VND', 'VIP8: 8.888.000 VND'],
    },
    startsInDays: -300,
    needsApplication: true,
    memberStatus: 'REJECTED',
    rejectReason: { en: 'The date of birth on the ID could not be read. Please apply again with a clearer photo.', vi: 'Không đọc được ngày sinh trên giấy tờ. Vui lòng đăng ký lại với ảnh rõ hơn.' },
  },
  {
    id: 5685598,
    category: 'vip',
    palette: 'lucky',
    headline: 'VIP red envelope',
    cta: 'Sign in',
    en: {
      title: 'VIP monthly red envelope',
      summary: 'Sign in on the 20th of each month and open your red envelope in the Reward Centre.',
      body: [`On the ${gold('20th')} of every month, log in and open your red envelope in the Reward Centre.`],
    },
    vi: {
      title: 'Lì xì VIP hằng tháng',
      summary: 'Đăng nhập ngày 20 hằng tháng và mở lì xì tại Trung tâm thưởng.',
      body: [`Vào ${gold('ngày 20')} hằng tháng, đăng nhập và mở lì xì tại Trung tâm thưởng.`],
    },
    startsInDays: -365,
    needsApplication: false,
    memberStatus: 'SIGNED',
  },
  {
    id: 5685599,
    category: 'sports',
    palette: 'pitch',
    headline: 'Parlay insurance',
    cta: 'Bet now',
    en: {
      title: 'Parlay insurance: lose by one leg, get 100% back',
      summary: 'Parlays of 5 legs or more that lose by exactly one leg are refunded.',
      body: ['Place a parlay of at least 5 legs on Saba Sports. If exactly one leg loses, apply here with the bet slip screenshot and we refund your stake as bonus.'],
      points: ['Maximum refund: 2,000,000 VND', 'Minimum odds per leg: 1.50'],
    },
    vi: {
      title: 'Bảo hiểm cược xiên: thua một kèo, hoàn 100%',
      summary: 'Cược xiên từ 5 kèo trở lên thua đúng một kèo sẽ được hoàn tiền.',
      body: ['Đặt cược xiên từ 5 kèo trên Saba Sports. Nếu thua đúng một kèo, đăng ký tại đây kèm ảnh phiếu cược, chúng tôi hoàn tiền cược dưới dạng thưởng.'],
      points: ['Hoàn tối đa: 2.000.000 VND', 'Tỷ lệ tối thiểu mỗi kèo: 1,50'],
    },
    startsInDays: -30,
    endsInDays: 30,
    needsApplication: true,
  },
  {
    id: 5685600,
    category: 'sports',
    palette: 'ocean',
    headline: 'Opening match special',
    cta: 'Ended',
    en: {
      title: 'Opening match special: free bet 100,000 VND',
      summary: 'A free bet for the opening match of the tournament.',
      body: ['This promotion has ended. Thank you for taking part.'],
    },
    vi: {
      title: 'Ưu đãi trận khai mạc: cược miễn phí 100.000 VND',
      summary: 'Một vé cược miễn phí cho trận khai mạc giải đấu.',
      body: ['Chương trình đã kết thúc. Cảm ơn bạn đã tham gia.'],
    },
    startsInDays: -40,
    endsInDays: -10,
    needsApplication: false,
  },
  {
    id: 5685601,
    category: 'slots',
    palette: 'sunset',
    headline: 'Win 1000x, get more',
    cta: 'Apply',
    en: {
      title: 'JILI Fortune Gems: win 1000x, get a bonus',
      summary: 'Hit a win of 1000x your bet or more and apply with a screenshot.',
      body: ['Any single spin paying 1000x the bet or more on JILI slots qualifies. Apply with a screenshot of the win (PNG or JPG, up to 3 images).'],
      points: ['1000x: 500,000 VND', '2000x: 1,288,000 VND', '5000x: 5,888,000 VND'],
    },
    vi: {
      title: 'JILI Fortune Gems: thắng x1000, nhận thêm thưởng',
      summary: 'Thắng từ 1000 lần tiền cược trở lên và đăng ký kèm ảnh chụp màn hình.',
      body: ['Mỗi vòng quay thắng từ 1000 lần tiền cược trên nổ hũ JILI đều hợp lệ. Đăng ký kèm ảnh chụp màn hình (PNG hoặc JPG, tối đa 3 ảnh).'],
      points: ['x1000: 500.000 VND', 'x2000: 1.288.000 VND', 'x5000: 5.888.000 VND'],
    },
    startsInDays: -20,
    endsInDays: 70,
    needsApplication: true,
  },
  {
    id: 5685602,
    category: 'slots',
    palette: 'royal',
    headline: 'PG Soft mission week',
    cta: 'Play',
    en: {
      title: 'PG Soft mission week: 188,000 VND a day',
      summary: 'Finish the daily PG Soft missions and collect up to 188,000 VND every day.',
      body: ['Play any PG Soft slot; your progress shows in Missions.'],
    },
    vi: {
      title: 'Tuần lễ nhiệm vụ PG Soft: 188.000 VND mỗi ngày',
      summary: 'Hoàn thành nhiệm vụ PG Soft hằng ngày, nhận đến 188.000 VND mỗi ngày.',
      body: ['Chơi bất kỳ trò nổ hũ PG Soft nào; tiến độ hiển thị trong mục Nhiệm vụ.'],
    },
    startsInDays: -3,
    endsInDays: 4,
    needsApplication: false,
  },
];

export interface Application {
  applicationId: string;
  comment: string;
  imageCount: number;
  appliedAt: number;
}

function promotionArt(seed: PromotionSeed, width: number, height: number): string {
  return bannerArt({ headline: seed.headline, subline: seed.en.summary.length > 60 ? undefined : seed.en.summary, cta: seed.cta, palette: seed.palette, width, height, seed: seed.id % 97 });
}

/** What the caller sees: timing first, then their application, then their seeded progress. */
export function promotionStatus(seed: PromotionSeed, account: Account | undefined, application: Application | undefined): ActivityStatus {
  if (seed.startsInDays > 0) return 'COMING_SOON';
  if (seed.endsInDays !== undefined && seed.endsInDays < 0) return 'CLOSE';
  if (!account || account.type === 4) return 'JOIN';
  if (application) return 'APPLYING';
  return seed.memberStatus ?? 'JOIN';
}

type PromotionSummaryWire = z.input<typeof promotionSummarySchema>;
type PromotionDetailWire = z.input<typeof promotionDetailSchema>;

// The fake platform sends every field, defaulted ones too: the builders return the full shape.
export function promotionSummary(seed: PromotionSeed, lang: Lang, account?: Account, application?: Application): z.output<typeof promotionSummarySchema> {
  const copy = lang === 'VI' ? seed.vi : seed.en;
  const status = promotionStatus(seed, account, application);
  return {
    id: seed.id,
    category: seed.category,
    title: copy.title,
    summary: copy.summary,
    imageUrl: promotionArt(seed, 1200, 450),
    thumbnailUrl: promotionArt(seed, 600, 600),
    startDate: FAKE_EPOCH + seed.startsInDays * DAY,
    endDate: seed.endsInDays === undefined ? null : FAKE_EPOCH + seed.endsInDays * DAY,
    noExpiry: seed.endsInDays === undefined,
    status,
    needsApplication: seed.needsApplication,
    sequence: PROMOTION_SEEDS.indexOf(seed),
    rejectReason: status === 'REJECTED' && seed.rejectReason ? seed.rejectReason[lang === 'VI' ? 'vi' : 'en'] : null,
  } satisfies PromotionSummaryWire;
}

export function promotionDetail(seed: PromotionSeed, lang: Lang, account?: Account, application?: Application): z.output<typeof promotionDetailSchema> {
  const copy = lang === 'VI' ? seed.vi : seed.en;
  return {
    ...promotionSummary(seed, lang, account, application),
    content: richText(copy),
    application: application ?? null,
  } satisfies PromotionDetailWire;
}

// ---------------------------------------------------------------------------------------------
// Announcements

interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'PR' | 'H';
  en: Copy;
  vi: Copy;
  /** Popups only: who sees it (A after login, B before, F first login). */
  execution?: Execution;
  priority?: number;
  /** Promotion items link to a designed promotion. */
  promotionId?: number;
  /** Hours before FAKE_EPOCH it was published (generated when absent). */
  ageHours?: number;
  /** Days it stays up; undefined = no expiry. */
  lastsDays?: number;
  image?: { headline: string; palette: Palette };
}

/** Harmless on purpose: it proves the UI sanitises announcement HTML (nothing may run, no alert). */
const UNSAFE_BODY = [
  'Please ignore this item: it checks how the site displays formatted text.',
  '<img src="x" onerror="alert(\'announcement-xss\')" alt="">',
  '<script>alert("announcement-xss")</script><a href="javascript:alert(\'announcement-xss\')">Open the details</a>',
];

export const ANNOUNCEMENT_SEEDS: readonly AnnouncementSeed[] = [
  {
    type: 'PL',
    priority: 9,
    ageHours: 2,
    en: { title: 'Scheduled maintenance: Saba Sports', body: [`Saba Sports will be under maintenance on ${gold('22/11 from 02:00 to 06:00')} (GMT+7).`, 'Open bets are not affected; settled bets are paid as usual after the maintenance.'] },
    vi: { title: 'Bảo trì định kỳ: Saba Sports', body: [`Saba Sports sẽ bảo trì vào ${gold('22/11 từ 02:00 đến 06:00')} (GMT+7).`, 'Các cược đang mở không bị ảnh hưởng; cược đã kết thúc được trả thưởng bình thường sau bảo trì.'] },
  },
  {
    type: 'PL',
    priority: 8,
    en: { title: 'Security notice: beware of fake sites', body: ['<strong>We will never ask for your password or OTP</strong> by phone, Zalo or Telegram.', 'Only use the official addresses listed in this announcement and in the app.'], points: ['viva123.example.test', 'www.viva123.example.test'] },
    vi: { title: 'Cảnh báo bảo mật: cẩn thận trang giả mạo', body: ['<strong>Chúng tôi không bao giờ yêu cầu mật khẩu hoặc mã OTP</strong> qua điện thoại, Zalo hay Telegram.', 'Chỉ sử dụng các địa chỉ chính thức trong thông báo này và trong ứng dụng.'], points: ['viva123.example.test', 'www.viva123.example.test'] },
  },
  {
    type: 'PL',
    en: { title: 'New from JILI: Fortune Gems 3', body: ['Fortune Gems 3 is now live in Slots with a <strong>x15 multiplier reel</strong>.', `Spin it this week and your bets count double in the ${gold('weekly mission')}.`] },
    vi: { title: 'Ra mắt JILI: Fortune Gems 3', body: ['Fortune Gems 3 đã có mặt tại mục Nổ hũ với <strong>cuộn nhân x15</strong>.', `Quay trong tuần này, tiền cược được tính gấp đôi trong ${gold('nhiệm vụ tuần')}.`] },
  },
  {
    type: 'PL',
    en: { title: 'New deposit channel: MoMo e-wallet', body: ['You can now deposit with the MoMo e-wallet, credited within 1 minute.', 'Minimum 50,000 VND, maximum 20,000,000 VND per transaction.'] },
    vi: { title: 'Kênh nạp tiền mới: Ví MoMo', body: ['Bạn có thể nạp tiền bằng ví MoMo, cộng tiền trong 1 phút.', 'Tối thiểu 50.000 VND, tối đa 20.000.000 VND mỗi giao dịch.'] },
  },
  {
    type: 'PL',
    en: { title: 'Withdrawal processing times during the holiday', body: ['Withdrawals requested between 23:00 and 07:00 may take up to 2 hours during the holiday week.'] },
    vi: { title: 'Thời gian xử lý rút tiền dịp lễ', body: ['Lệnh rút tiền từ 23:00 đến 07:00 có thể mất đến 2 giờ trong tuần lễ.'] },
  },
  {
    type: 'PL',
    en: { title: 'VIP ranks: new upgrade bonuses', body: ['Upgrade bonuses are now paid at every rank.'], points: ['VIP1: 58,000 VND', 'VIP3: 388,000 VND', 'VIP5: 1,888,000 VND', 'VIP8: 18,888,000 VND'] },
    vi: { title: 'Cấp VIP: thưởng thăng cấp mới', body: ['Thưởng thăng cấp nay được trả ở mọi cấp.'], points: ['VIP1: 58.000 VND', 'VIP3: 388.000 VND', 'VIP5: 1.888.000 VND', 'VIP8: 18.888.000 VND'] },
  },
  {
    type: 'PL',
    en: { title: 'Vietnam lottery: draw schedule for the holiday', body: ['Northern lottery draws pause on the first three days of Tết and resume on the fourth day at 18:15.'] },
    vi: { title: 'Xổ số miền Bắc: lịch quay thưởng dịp Tết', body: ['Xổ số miền Bắc tạm nghỉ ba ngày đầu Tết và quay lại vào ngày mùng 4 lúc 18:15.'] },
  },
  {
    type: 'PL',
    en: { title: 'World Cup qualifiers now open for betting', body: ['Asian qualifiers are open with over 300 markets per match, including corners and cards.'] },
    vi: { title: 'Mở cược vòng loại World Cup', body: ['Vòng loại châu Á đã mở với hơn 300 kèo mỗi trận, bao gồm phạt góc và thẻ phạt.'] },
  },
  {
    type: 'PL',
    en: { title: 'Get the app: faster login with Face ID', body: ['The new app version supports Face ID and fingerprint login. Download it from the Download page.'] },
    vi: { title: 'Tải ứng dụng: đăng nhập nhanh bằng Face ID', body: ['Phiên bản ứng dụng mới hỗ trợ đăng nhập bằng Face ID và vân tay. Tải tại trang Tải ứng dụng.'] },
  },
  {
    type: 'PL',
    en: { title: 'Responsible gaming: set your limits', body: ['You can set daily deposit and loss limits in the member centre. Limits take effect immediately.'] },
    vi: { title: 'Chơi có trách nhiệm: đặt giới hạn', body: ['Bạn có thể đặt giới hạn nạp và thua mỗi ngày trong trung tâm thành viên. Giới hạn có hiệu lực ngay.'] },
  },
  {
    type: 'PL',
    en: { title: 'Evolution Live Casino: table upgrade', body: ['Lightning Baccarat tables will restart between 03:00 and 03:30 on Tuesday for an upgrade.'] },
    vi: { title: 'Evolution: nâng cấp bàn chơi', body: ['Các bàn Lightning Baccarat sẽ khởi động lại từ 03:00 đến 03:30 thứ Ba để nâng cấp.'] },
  },
  {
    type: 'PL',
    en: { title: 'Invite friends and earn 1% for life', body: [`Each friend who deposits earns you ${gold('300,000 VND')}, plus up to ${gold('1.0%')} commission on their bets for life.`] },
    vi: { title: 'Mời bạn bè, nhận 1% trọn đời', body: [`Mỗi người bạn nạp tiền mang về cho bạn ${gold('300.000 VND')}, cùng hoa hồng đến ${gold('1,0%')} tiền cược của họ trọn đời.`] },
  },
  {
    type: 'PL',
    en: { title: 'Vietcombank transfers delayed on Sunday night', body: ['Vietcombank is upgrading its systems on Sunday from 22:00 to 02:00; deposits by bank transfer may be credited late.'] },
    vi: { title: 'Chuyển khoản Vietcombank chậm vào tối Chủ nhật', body: ['Vietcombank nâng cấp hệ thống Chủ nhật từ 22:00 đến 02:00; tiền nạp qua chuyển khoản có thể được cộng chậm.'] },
  },
  {
    type: 'PL',
    en: { title: 'Weekly mission leaderboard: top 50 win prizes', body: ['The top 50 players of each weekly mission share 50,000,000 VND. Check your rank in Missions.'] },
    vi: { title: 'Bảng xếp hạng nhiệm vụ tuần: top 50 nhận thưởng', body: ['50 người chơi dẫn đầu mỗi nhiệm vụ tuần chia nhau 50.000.000 VND. Xem thứ hạng trong mục Nhiệm vụ.'] },
  },
  {
    type: 'PL',
    en: { title: 'Points mall: iPhone 17 and gold now redeemable', body: ['Redeem your points for an iPhone 17, SJC gold rings and more. Points never expire.'] },
    vi: { title: 'Cửa hàng điểm: đổi iPhone 17 và vàng', body: ['Đổi điểm lấy iPhone 17, nhẫn vàng SJC và nhiều quà khác. Điểm không bao giờ hết hạn.'] },
  },
  {
    type: 'PL',
    en: { title: 'Customer service is now 24/7 in Vietnamese', body: ['Our live chat answers in Vietnamese and English around the clock.'] },
    vi: { title: 'Chăm sóc khách hàng 24/7 bằng tiếng Việt', body: ['Trò chuyện trực tuyến hỗ trợ tiếng Việt và tiếng Anh suốt ngày đêm.'] },
  },
  {
    type: 'PL',
    en: { title: 'Aviator tournament: 500,000,000 VND prize pool', body: ['Spribe Aviator tournament runs all week. The highest single multiplier wins.'] },
    vi: { title: 'Giải đấu Aviator: tổng thưởng 500.000.000 VND', body: ['Giải đấu Spribe Aviator diễn ra cả tuần. Hệ số nhân cao nhất trong một ván sẽ thắng.'] },
  },
  {
    type: 'PL',
    en: { title: 'SV388 cockfight: new evening sessions', body: ['Cockfight sessions now also run from 19:00 to 23:00 every day.'] },
    vi: { title: 'Đá gà SV388: thêm phiên buổi tối', body: ['Các phiên đá gà nay diễn ra thêm từ 19:00 đến 23:00 mỗi ngày.'] },
  },
  {
    type: 'PL',
    en: { title: 'Verify your mobile number to protect your account', body: ['Members with a verified mobile number can reset their password by SMS and receive login alerts.'] },
    vi: { title: 'Xác minh số điện thoại để bảo vệ tài khoản', body: ['Thành viên đã xác minh số điện thoại có thể đặt lại mật khẩu bằng SMS và nhận cảnh báo đăng nhập.'] },
  },
  {
    type: 'PL',
    en: { title: 'Our official addresses', body: ['Bookmark our official addresses. If one is blocked, try the next one.'], points: ['<a href="https://viva123.example.test" target="_blank">viva123.example.test</a>', '<a href="https://www.viva123.example.test" target="_blank">www.viva123.example.test</a>'] },
    vi: { title: 'Địa chỉ truy cập chính thức', body: ['Hãy lưu các địa chỉ chính thức. Nếu một địa chỉ bị chặn, hãy thử địa chỉ tiếp theo.'], points: ['<a href="https://viva123.example.test" target="_blank">viva123.example.test</a>', '<a href="https://www.viva123.example.test" target="_blank">www.viva123.example.test</a>'] },
  },
  {
    type: 'PL',
    en: { title: 'JDB Fishing: double points weekend', body: ['Fishing bets earn double mall points this Saturday and Sunday.'] },
    vi: { title: 'Bắn cá JDB: cuối tuần nhân đôi điểm', body: ['Cược bắn cá được nhân đôi điểm thưởng vào thứ Bảy và Chủ nhật này.'] },
  },
  {
    type: 'PL',
    lastsDays: 20,
    en: { title: 'Updated terms and conditions', body: ['Our terms were updated on 01/11. The main change concerns bonus turnover on live casino.'] },
    vi: { title: 'Cập nhật điều khoản và điều kiện', body: ['Điều khoản được cập nhật ngày 01/11. Thay đổi chính liên quan đến vòng cược thưởng casino trực tuyến.'] },
  },
  {
    type: 'PL',
    priority: 0,
    en: { title: 'Operations notice (formatting check)', body: UNSAFE_BODY },
    vi: { title: 'Thông báo vận hành (kiểm tra định dạng)', body: UNSAFE_BODY },
  },
  {
    type: 'PU',
    execution: 'B',
    priority: 5,
    ageHours: 6,
    promotionId: 5685590,
    image: { headline: 'Welcome bonus 100%', palette: 'lucky' },
    en: { title: 'Welcome! 100% on your first deposit', body: [`Register today and double your first deposit, up to ${gold('8,888,000 VND')}.`] },
    vi: { title: 'Chào mừng! Thưởng 100% lần nạp đầu', body: [`Đăng ký hôm nay và nhân đôi lần nạp đầu, tối đa ${gold('8.888.000 VND')}.`] },
  },
  {
    type: 'PU',
    execution: 'A',
    priority: 5,
    ageHours: 12,
    image: { headline: 'Red envelope on the 20th', palette: 'sunset' },
    en: { title: 'Red envelopes on the 20th', body: ['Log in on the 20th and open your red envelope in the Reward Centre.', 'Share your luck on Facebook, TikTok or Telegram!'] },
    vi: { title: 'Lì xì ngày 20', body: ['Đăng nhập vào ngày 20 và mở lì xì tại Trung tâm thưởng.', 'Chia sẻ niềm vui trên Facebook, TikTok hoặc Telegram!'] },
  },
  {
    type: 'PU',
    execution: 'A',
    priority: 3,
    ageHours: 30,
    en: { title: 'Maintenance tonight: Saba Sports', body: ['Saba Sports is under maintenance from 02:00 to 06:00.'] },
    vi: { title: 'Bảo trì tối nay: Saba Sports', body: ['Saba Sports bảo trì từ 02:00 đến 06:00.'] },
  },
  {
    type: 'PU',
    execution: 'F',
    priority: 5,
    en: { title: 'Welcome aboard', body: ['Complete your profile and verify your mobile number to unlock withdrawals.'] },
    vi: { title: 'Chào mừng bạn', body: ['Hoàn thiện hồ sơ và xác minh số điện thoại để mở khóa rút tiền.'] },
  },
  {
    type: 'PR',
    promotionId: 5685590,
    en: { title: 'Welcome bonus 100%', body: ['Double your first deposit, up to 8,888,000 VND.'] },
    vi: { title: 'Thưởng chào mừng 100%', body: ['Nhân đôi lần nạp đầu, tối đa 8.888.000 VND.'] },
  },
  {
    type: 'PR',
    promotionId: 5685593,
    en: { title: 'Daily reload 10%', body: ['Your first deposit of the day earns 10% extra.'] },
    vi: { title: 'Nạp lại mỗi ngày 10%', body: ['Lần nạp đầu trong ngày được thưởng thêm 10%.'] },
  },
  {
    type: 'PR',
    promotionId: 5685595,
    en: { title: 'Slots rebate up to 1.2%', body: ['Unlimited daily rebate on slots.'] },
    vi: { title: 'Hoàn trả nổ hũ đến 1,2%', body: ['Hoàn trả nổ hũ không giới hạn mỗi ngày.'] },
  },
  {
    type: 'PR',
    promotionId: 5685599,
    en: { title: 'Parlay insurance', body: ['Lose a 5-leg parlay by one leg and get your stake back.'] },
    vi: { title: 'Bảo hiểm cược xiên', body: ['Thua cược xiên 5 kèo chỉ một kèo, được hoàn tiền cược.'] },
  },
  {
    type: 'H',
    ageHours: 1,
    en: { title: 'Congratulations to nguy***88 for winning 1,250,000,000 VND on Fortune Gems 3!', body: ['Congratulations to nguy***88 for winning 1,250,000,000 VND on Fortune Gems 3!'] },
    vi: { title: 'Chúc mừng nguy***88 thắng 1.250.000.000 VND tại Fortune Gems 3!', body: ['Chúc mừng nguy***88 thắng 1.250.000.000 VND tại Fortune Gems 3!'] },
  },
  {
    type: 'H',
    ageHours: 3,
    en: { title: 'Northern lottery results are out: check your tickets now.', body: ['Northern lottery results are out: check your tickets now.'] },
    vi: { title: 'Đã có kết quả xổ số miền Bắc: kiểm tra vé của bạn ngay.', body: ['Đã có kết quả xổ số miền Bắc: kiểm tra vé của bạn ngay.'] },
  },
  {
    type: 'H',
    ageHours: 5,
    en: { title: 'Daily reload 10% is back: deposit before midnight.', body: ['Daily reload 10% is back: deposit before midnight.'] },
    vi: { title: 'Nạp lại mỗi ngày 10% đã trở lại: nạp trước nửa đêm.', body: ['Nạp lại mỗi ngày 10% đã trở lại: nạp trước nửa đêm.'] },
  },
];

type AnnouncementWire = z.input<typeof announcementSchema>;

interface AnnouncementRecord {
  id: number;
  seed: AnnouncementSeed;
  startDate: number;
  endDate: number | null;
  imageUrl: string | null;
}

export function announcementWire(record: AnnouncementRecord, lang: Lang): AnnouncementWire {
  const { seed } = record;
  const contents = (['EN', 'VI'] as const).map((language, sequence) => {
    const copy = language === 'VI' ? seed.vi : seed.en;
    return { sequence, title: copy.title, content: richText(copy), language, isDefault: language === 'EN', webImageUrl: record.imageUrl, mobileImageUrl: record.imageUrl };
  });
  const shown = contents.find((content) => content.language === lang) ?? contents[0]!;
  return {
    id: record.id,
    title: shown.title,
    content: shown.content,
    type: seed.type,
    status: 'A',
    startDate: record.startDate,
    endDate: record.endDate,
    noExpiry: record.endDate === null ? 1 : 0,
    platform: 'A',
    execution: seed.execution ?? null,
    priority: seed.priority ?? 1,
    read: false,
    promotionType: seed.promotionId ? 'PROMOTION' : null,
    sequence: record.id % 100,
    contents,
    announcementDisplaySpeed: 'MEDIUM',
    utcStartDateTime: record.startDate,
    redirect: seed.promotionId ? 'PROMO' : null,
    externalLink: null,
    redirectPromotionId: seed.promotionId ?? null,
  } satisfies AnnouncementWire;
}

export function buildAnnouncements(rng: Rng): AnnouncementRecord[] {
  let age = 8;
  return ANNOUNCEMENT_SEEDS.map((seed, index) => {
    // Player items are spread over the past two months, newest first, so the 9-per-page list has history.
    age += rng.int(20, 70);
    const startDate = FAKE_EPOCH - (seed.ageHours ?? age) * HOUR;
    return {
      id: 6_100_000 + index * 7 + 1,
      seed,
      startDate,
      endDate: seed.lastsDays === undefined ? null : startDate + seed.lastsDays * DAY,
      imageUrl: seed.image ? bannerArt({ headline: seed.image.headline, palette: seed.image.palette, width: 800, height: 450, seed: index }) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Banners

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
    { headline: 'Welcome bonus 100%', subline: 'Up to 8,888,000 VND on your first deposit', cta: 'Claim now', palette: 'lucky', link: promo(5685590) },
    { headline: 'Aviator Cup', subline: '500,000,000 VND prize pool', cta: 'Play', palette: 'night', link: game('SPB', 'RNG', 190001) },
    { headline: 'Daily reload 10%', subline: 'Every day, on your first deposit', cta: 'Deposit', palette: 'ocean', link: promo(5685593) },
    { headline: 'Join us on Telegram', subline: 'Codes, news and giveaways', cta: 'Join', palette: 'jade', link: url('https://t.me/viva_example') },
  ],
  w_rng: [
    { headline: 'Fortune Gems 3', subline: 'New x15 multiplier reel', cta: 'Spin', palette: 'sunset', link: game('JL', 'RNG', 178045) },
    { headline: 'Slots rebate 1.2%', subline: 'Unlimited, every day', cta: 'Details', palette: 'jade', link: promo(5685595) },
    { headline: 'PG Soft mission week', subline: '188,000 VND a day', cta: 'Play', palette: 'royal', link: promo(5685602) },
  ],
  w_live: [
    { headline: 'Lightning Baccarat', subline: 'Multipliers up to 512x', cta: 'Join table', palette: 'night', link: game('EG4', 'LIVE', 301122) },
    { headline: 'Live casino rebate 0.8%', subline: 'Paid daily', cta: 'Details', palette: 'royal', link: promo(5685596) },
  ],
  w_fish: [
    { headline: 'Ocean King', subline: 'Double points this weekend', cta: 'Play', palette: 'ocean', link: game('JDB', 'FISH', 174402) },
    { headline: 'Fishing weekend', subline: 'Double mall points on every catch', palette: 'jade', link: none },
  ],
  w_pvp: [
    { headline: 'Tiến Lên Miền Nam', subline: 'Tables open 24/7', cta: 'Play', palette: 'lucky', link: game('KM', 'PVP', 402310) },
    { headline: 'Rummy tournament', subline: 'Top 20 share 100,000,000 VND', cta: 'Join', palette: 'orchid', link: game('JL', 'PVP', 173957) },
  ],
  w_sports: [
    { headline: 'Parlay insurance', subline: 'Lose by one leg, get 100% back', cta: 'Bet now', palette: 'pitch', link: promo(5685599) },
    { headline: 'V-League round 9', subline: 'Over 300 markets per match', cta: 'Bet', palette: 'ocean', link: game('SB', 'SPORTS', 500001) },
  ],
  w_esports: [
    { headline: 'LoL Worlds', subline: 'Live odds on every map', cta: 'Bet', palette: 'royal', link: game('IMES', 'ESPORTS', 510020) },
    { headline: 'Esports parlay boost', subline: '+10% on 3-leg parlays', palette: 'night', link: none },
  ],
  w_lott: [
    { headline: 'Northern lottery 18:15', subline: 'Every day, results in minutes', cta: 'Bet', palette: 'lucky', link: game('TCG_SEA', 'ELOTT', 5910) },
    { headline: 'Lottery rebate', subline: '0.5% back on every ticket', palette: 'sunset', link: promo(5685595) },
  ],
  w_elott: [
    { headline: 'Fast lottery 75s', subline: 'A draw every 75 seconds', cta: 'Play', palette: 'orchid', link: game('TCG_SEA', 'ELOTT', 5913) },
    { headline: 'Lucky numbers', subline: 'Pick yours for tonight', palette: 'lucky', link: none },
  ],
  w_down: [
    { headline: 'Get the app', subline: 'Face ID login, instant deposits', cta: 'Download', palette: 'ocean', link: url('https://download.example.test/viva.apk') },
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
    { headline: 'Live chat 24/7', subline: 'In Vietnamese and English', cta: 'Chat', palette: 'jade', link: url('https://chat.example.test/?b2c=1') },
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

type BannerWire = z.input<typeof bannerSchema>;

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
        linkage: link.kind === 'promo' ? String(link.promotionId) : link.kind === 'game' ? String(link.nodeId) : link.kind === 'url' ? link.url : null,
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

// ---------------------------------------------------------------------------------------------
// The store

export interface ContentState {
  announcements: AnnouncementRecord[];
  banners: BannerWire[];
  promotions: readonly PromotionSeed[];
  /** account -> promotionId -> the pending application */
  applications: Map<string, Map<number, Application>>;
  applicationCounter: number;
}

export const content = defineStore<ContentState>('content', (rng, world) => {
  if (world.emptyCatalogues) return { announcements: [], banners: [], promotions: [], applications: new Map(), applicationCounter: 0 };
  return { announcements: buildAnnouncements(rng), banners: buildBanners(), promotions: PROMOTION_SEEDS, applications: new Map(), applicationCounter: 0 };
});

export const ANNOUNCEMENT_TYPE_CODES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementTypeCode = (typeof ANNOUNCEMENT_TYPE_CODES)[number];

const byPriority = (a: AnnouncementRecord, b: AnnouncementRecord) => (b.seed.priority ?? 1) - (a.seed.priority ?? 1) || b.startDate - a.startDate;

/** The MCSFE_getListAnnouncements value: all five keys, the lists of types not asked for empty. */
export function noticeValue(types: ReadonlySet<AnnouncementTypeCode>, execution: Execution, lang: Lang): z.input<typeof noticeSchema> {
  const state = content();
  const live = state.announcements.filter((record) => record.startDate <= FAKE_EPOCH && (record.endDate === null || record.endDate >= FAKE_EPOCH)).sort(byPriority);
  const of = (type: AnnouncementSeed['type']) => (types.has(type) ? live.filter((record) => record.seed.type === type) : []);
  return {
    player: of('PL').map((record) => announcementWire(record, lang)),
    popup: of('PU')
      .filter((record) => record.seed.execution === execution)
      .map((record) => announcementWire(record, lang)),
    hot: of('H').map((record) => announcementWire(record, lang)),
    banners: types.has('B') ? state.banners : [],
    promotion: of('PR').map((record) => announcementWire(record, lang)),
  };
}

export function findPromotion(promotionId: number): PromotionSeed | undefined {
  return content().promotions.find((seed) => seed.id === promotionId);
}

export function applicationOf(account: Account | undefined, promotionId: number): Application | undefined {
  return account ? content().applications.get(account.account.toLowerCase())?.get(promotionId) : undefined;
}

export function listPromotions(lang: Lang, account: Account | undefined, category: string): z.output<typeof promotionSummarySchema>[] {
  return content()
    .promotions.filter((seed) => category === '' || seed.category === category)
    .map((seed) => promotionSummary(seed, lang, account, applicationOf(account, seed.id)));
}

// ---------------------------------------------------------------------------------------------
// The activity application, checked as the platform would (never trusting the form)

export interface ApplicationInput {
  promotionId: number;
  comment: string;
  images: { name: string; type: string; data: string }[];
}

export type ApplicationOutcome = { ok: true; value: z.input<typeof applicationResultSchema> } | { ok: false; message: string; errorCode: string };

const refuse = (message: string, errorCode: string): ApplicationOutcome => ({ ok: false, message, errorCode });

/** PNG and JPEG by their first bytes, whatever the declared type says. */
function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded size and first bytes of a base64 image, or undefined when it is not base64 (a 5 MB image is never decoded whole). */
function readBase64(data: string): { bytes: number; head: Uint8Array } | undefined {
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
  return { bytes: base64Bytes(data), head: Uint8Array.from(atob(data.slice(0, 12)), (char) => char.charCodeAt(0)) };
}

export function applyForPromotion(account: Account, input: ApplicationInput): ApplicationOutcome {
  const seed = findPromotion(input.promotionId);
  if (!seed) return refuse('Promotion not found', 'promotion.not.found');
  if (countChars(input.comment) > APPLICATION_LIMITS.commentMaxChars) return refuse(`The comment is limited to ${APPLICATION_LIMITS.commentMaxChars} characters`, 'comment.too.long');
  if (input.images.length > APPLICATION_LIMITS.maxImages) return refuse(`At most ${APPLICATION_LIMITS.maxImages} images`, 'image.too.many');
  for (const image of input.images) {
    if (!(APPLICATION_LIMITS.imageTypes as readonly string[]).includes(image.type)) return refuse('Only PNG or JPG images are accepted', 'image.type.invalid');
    const read = readBase64(image.data);
    if (!read) return refuse('The image could not be read', 'image.invalid');
    if (read.bytes > APPLICATION_LIMITS.maxImageBytes) return refuse('Each image must be 5MB or less', 'image.too.large');
    if (sniffImage(read.head) !== image.type) return refuse('Only PNG or JPG images are accepted', 'image.type.invalid');
  }
  const existing = applicationOf(account, seed.id);
  const status = promotionStatus(seed, account, existing);
  if (status === 'COMING_SOON' || status === 'CLOSE') return refuse('The promotion is not open', 'promotion.not.open');
  if (!seed.needsApplication) return refuse('This promotion does not need an application', 'promotion.application.not.required');
  if (status !== 'JOIN' && status !== 'REJECTED') return refuse('You have already applied for this promotion', 'promotion.already.applied');

  const state = content();
  state.applicationCounter++;
  const application: Application = {
    applicationId: `AP${(FAKE_EPOCH / 1000 + state.applicationCounter).toString(36).toUpperCase()}`,
    comment: input.comment,
    imageCount: input.images.length,
    appliedAt: Date.now(),
  };
  const key = account.account.toLowerCase();
  const mine = state.applications.get(key) ?? new Map<number, Application>();
  mine.set(seed.id, application);
  state.applications.set(key, mine);
  return { ok: true, value: { promotionId: seed.id, applicationId: application.applicationId, status: 'APPLYING', appliedAt: application.appliedAt } };
}
