/**
 * The designed promotions of the fake platform: their bilingual seeds, generated art, and the status,
 * summary and detail a caller sees (timing first, then their application, then their seeded progress).
 * The store that holds them and the activity application live in content.ts and
 * promotion-applications.ts.
 */
import type * as z from 'zod/mini';
import type { promotionDetailSchema } from '../../app/api/activity.contract.ts';
import type { ActivityStatus, promotionSummarySchema } from '../../app/api/content.contract.ts';
import type { Account } from './accounts.ts';
import { bannerArt, DAY, gold, richText, type Copy, type Lang, type Palette } from './content-authoring.ts';
import { fakeEpoch } from './world.ts';

export interface PromotionSeed {
  id: number;
  category: string;
  palette: Palette;
  headline: string;
  cta: string;
  en: Copy & { summary: string };
  vi: Copy & { summary: string };
  /** Relative to the world's epoch (fakeEpoch). */
  startsInDays: number;
  /** Relative to the world's epoch; undefined = no expiry. */
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
      body: [
        `Make your first deposit of at least ${gold('100,000 VND')} and we match it <strong>100%</strong>, up to ${gold('8,888,000 VND')}.`,
        'The bonus is credited automatically within 5 minutes of the deposit.',
      ],
      points: [
        'Turnover: 15x (deposit + bonus) before withdrawal',
        'Valid on slots, fishing and live casino',
        'One welcome bonus per person, device and bank account',
      ],
    },
    vi: {
      title: 'Thưởng chào mừng: 100% lên đến 8.888.000 VND',
      summary: 'Nhân đôi lần nạp đầu tiên, bắt đầu chơi với gấp đôi số dư.',
      body: [
        `Nạp lần đầu tối thiểu ${gold('100.000 VND')}, chúng tôi tặng thêm <strong>100%</strong>, tối đa ${gold('8.888.000 VND')}.`,
        'Tiền thưởng được cộng tự động trong vòng 5 phút sau khi nạp.',
      ],
      points: [
        'Vòng cược: 15 lần (tiền nạp + thưởng) trước khi rút',
        'Áp dụng cho nổ hũ, bắn cá và casino trực tuyến',
        'Mỗi người, thiết bị và tài khoản ngân hàng chỉ nhận một lần',
      ],
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
      body: [
        'New members who verify their mobile number receive <strong>58,000 VND</strong> free credit.',
        'Apply below with your registered mobile number in the comment; our team reviews it within 24 hours.',
      ],
      points: ['Turnover: 5x before withdrawal', 'Maximum withdrawal from the free credit: 200,000 VND'],
    },
    vi: {
      title: 'Đăng ký nhận ngay 58.000 VND',
      summary: 'Xác minh số điện thoại và nhận miễn phí 58.000 VND để trải nghiệm mọi trò chơi.',
      body: [
        'Thành viên mới xác minh số điện thoại nhận <strong>58.000 VND</strong> tiền thưởng miễn phí.',
        'Đăng ký bên dưới, ghi số điện thoại vào phần ghi chú; chúng tôi xét duyệt trong 24 giờ.',
      ],
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
    rejectReason: {
      en: 'The date of birth on the ID could not be read. Please apply again with a clearer photo.',
      vi: 'Không đọc được ngày sinh trên giấy tờ. Vui lòng đăng ký lại với ảnh rõ hơn.',
    },
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
      body: [
        'Place a parlay of at least 5 legs on Saba Sports. If exactly one leg loses, apply here with the bet slip screenshot and we refund your stake as bonus.',
      ],
      points: ['Maximum refund: 2,000,000 VND', 'Minimum odds per leg: 1.50'],
    },
    vi: {
      title: 'Bảo hiểm cược xiên: thua một kèo, hoàn 100%',
      summary: 'Cược xiên từ 5 kèo trở lên thua đúng một kèo sẽ được hoàn tiền.',
      body: [
        'Đặt cược xiên từ 5 kèo trên Saba Sports. Nếu thua đúng một kèo, đăng ký tại đây kèm ảnh phiếu cược, chúng tôi hoàn tiền cược dưới dạng thưởng.',
      ],
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
      body: [
        'Any single spin paying 1000x the bet or more on JILI slots qualifies. Apply with a screenshot of the win (PNG or JPG, up to 3 images).',
      ],
      points: ['1000x: 500,000 VND', '2000x: 1,288,000 VND', '5000x: 5,888,000 VND'],
    },
    vi: {
      title: 'JILI Fortune Gems: thắng x1000, nhận thêm thưởng',
      summary: 'Thắng từ 1000 lần tiền cược trở lên và đăng ký kèm ảnh chụp màn hình.',
      body: [
        'Mỗi vòng quay thắng từ 1000 lần tiền cược trên nổ hũ JILI đều hợp lệ. Đăng ký kèm ảnh chụp màn hình (PNG hoặc JPG, tối đa 3 ảnh).',
      ],
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
  return bannerArt({
    headline: seed.headline,
    subline: seed.en.summary.length > 60 ? undefined : seed.en.summary,
    cta: seed.cta,
    palette: seed.palette,
    width,
    height,
    seed: seed.id % 97,
  });
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
export function promotionSummary(
  seed: PromotionSeed,
  lang: Lang,
  account?: Account,
  application?: Application,
): z.output<typeof promotionSummarySchema> {
  const copy = lang === 'VI' ? seed.vi : seed.en;
  const status = promotionStatus(seed, account, application);
  return {
    id: seed.id,
    category: seed.category,
    title: copy.title,
    summary: copy.summary,
    imageUrl: promotionArt(seed, 1200, 450),
    thumbnailUrl: promotionArt(seed, 600, 600),
    startDate: fakeEpoch() + seed.startsInDays * DAY,
    endDate: seed.endsInDays === undefined ? null : fakeEpoch() + seed.endsInDays * DAY,
    noExpiry: seed.endsInDays === undefined,
    status,
    needsApplication: seed.needsApplication,
    sequence: PROMOTION_SEEDS.indexOf(seed),
    rejectReason: status === 'REJECTED' && seed.rejectReason ? seed.rejectReason[lang === 'VI' ? 'vi' : 'en'] : null,
  } satisfies PromotionSummaryWire;
}

export function promotionDetail(
  seed: PromotionSeed,
  lang: Lang,
  account?: Account,
  application?: Application,
): z.output<typeof promotionDetailSchema> {
  const copy = lang === 'VI' ? seed.vi : seed.en;
  return {
    ...promotionSummary(seed, lang, account, application),
    content: richText(copy),
    application: application ?? null,
  } satisfies PromotionDetailWire;
}
