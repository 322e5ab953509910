/**
 * Announcements of the fake platform (player list, popups, promotion items, hot ticker): their
 * bilingual seeds, the records the content store holds (content.ts) and their wire form, localised by
 * the Language header with both languages in `contents`.
 */
import type * as z from 'zod/mini';
import type { announcementSchema, Execution } from '../../app/api/content.contract.ts';
import { bannerArt, DAY, gold, HOUR, richText, type Copy, type Lang, type Palette } from './content-authoring.ts';
import type { Rng } from './rng.ts';
import { fakeEpoch } from './world.ts';

export interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'PR' | 'H';
  en: Copy;
  vi: Copy;
  /** Popups only: who sees it (A after login, B before, F first login). */
  execution?: Execution;
  priority?: number;
  /** Promotion items link to a designed promotion. */
  promotionId?: number;
  /** Hours before the world's epoch (fakeEpoch) it was published (generated when absent). */
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
    en: {
      title: 'Scheduled maintenance: Saba Sports',
      body: [
        `Saba Sports will be under maintenance on ${gold('22/11 from 02:00 to 06:00')} (GMT+7).`,
        'Open bets are not affected; settled bets are paid as usual after the maintenance.',
      ],
    },
    vi: {
      title: 'Bảo trì định kỳ: Saba Sports',
      body: [
        `Saba Sports sẽ bảo trì vào ${gold('22/11 từ 02:00 đến 06:00')} (GMT+7).`,
        'Các cược đang mở không bị ảnh hưởng; cược đã kết thúc được trả thưởng bình thường sau bảo trì.',
      ],
    },
  },
  {
    type: 'PL',
    priority: 8,
    en: {
      title: 'Security notice: beware of fake sites',
      body: [
        '<strong>We will never ask for your password or OTP</strong> by phone, Zalo or Telegram.',
        'Only use the official addresses listed in this announcement and in the app.',
      ],
      points: ['viva123.example.test', 'www.viva123.example.test'],
    },
    vi: {
      title: 'Cảnh báo bảo mật: cẩn thận trang giả mạo',
      body: [
        '<strong>Chúng tôi không bao giờ yêu cầu mật khẩu hoặc mã OTP</strong> qua điện thoại, Zalo hay Telegram.',
        'Chỉ sử dụng các địa chỉ chính thức trong thông báo này và trong ứng dụng.',
      ],
      points: ['viva123.example.test', 'www.viva123.example.test'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'New from JILI: Fortune Gems 3',
      body: [
        'Fortune Gems 3 is now live in Slots with a <strong>x15 multiplier reel</strong>.',
        `Spin it this week and your bets count double in the ${gold('weekly mission')}.`,
      ],
    },
    vi: {
      title: 'Ra mắt JILI: Fortune Gems 3',
      body: [
        'Fortune Gems 3 đã có mặt tại mục Nổ hũ với <strong>cuộn nhân x15</strong>.',
        `Quay trong tuần này, tiền cược được tính gấp đôi trong ${gold('nhiệm vụ tuần')}.`,
      ],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'New deposit channel: MoMo e-wallet',
      body: [
        'You can now deposit with the MoMo e-wallet, credited within 1 minute.',
        'Minimum 50,000 VND, maximum 20,000,000 VND per transaction.',
      ],
    },
    vi: {
      title: 'Kênh nạp tiền mới: Ví MoMo',
      body: ['Bạn có thể nạp tiền bằng ví MoMo, cộng tiền trong 1 phút.', 'Tối thiểu 50.000 VND, tối đa 20.000.000 VND mỗi giao dịch.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Withdrawal processing times during the holiday',
      body: ['Withdrawals requested between 23:00 and 07:00 may take up to 2 hours during the holiday week.'],
    },
    vi: { title: 'Thời gian xử lý rút tiền dịp lễ', body: ['Lệnh rút tiền từ 23:00 đến 07:00 có thể mất đến 2 giờ trong tuần lễ.'] },
  },
  {
    type: 'PL',
    en: {
      title: 'VIP ranks: new upgrade bonuses',
      body: ['Upgrade bonuses are now paid at every rank.'],
      points: ['VIP1: 58,000 VND', 'VIP3: 388,000 VND', 'VIP5: 1,888,000 VND', 'VIP8: 18,888,000 VND'],
    },
    vi: {
      title: 'Cấp VIP: thưởng thăng cấp mới',
      body: ['Thưởng thăng cấp nay được trả ở mọi cấp.'],
      points: ['VIP1: 58.000 VND', 'VIP3: 388.000 VND', 'VIP5: 1.888.000 VND', 'VIP8: 18.888.000 VND'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Vietnam lottery: draw schedule for the holiday',
      body: ['Northern lottery draws pause on the first three days of Tết and resume on the fourth day at 18:15.'],
    },
    vi: {
      title: 'Xổ số miền Bắc: lịch quay thưởng dịp Tết',
      body: ['Xổ số miền Bắc tạm nghỉ ba ngày đầu Tết và quay lại vào ngày mùng 4 lúc 18:15.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'World Cup qualifiers now open for betting',
      body: ['Asian qualifiers are open with over 300 markets per match, including corners and cards.'],
    },
    vi: { title: 'Mở cược vòng loại World Cup', body: ['Vòng loại châu Á đã mở với hơn 300 kèo mỗi trận, bao gồm phạt góc và thẻ phạt.'] },
  },
  {
    type: 'PL',
    en: {
      title: 'Get the app: faster login with Face ID',
      body: ['The new app version supports Face ID and fingerprint login. Download it from the Download page.'],
    },
    vi: {
      title: 'Tải ứng dụng: đăng nhập nhanh bằng Face ID',
      body: ['Phiên bản ứng dụng mới hỗ trợ đăng nhập bằng Face ID và vân tay. Tải tại trang Tải ứng dụng.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Responsible gaming: set your limits',
      body: ['You can set daily deposit and loss limits in the member centre. Limits take effect immediately.'],
    },
    vi: {
      title: 'Chơi có trách nhiệm: đặt giới hạn',
      body: ['Bạn có thể đặt giới hạn nạp và thua mỗi ngày trong trung tâm thành viên. Giới hạn có hiệu lực ngay.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Evolution Live Casino: table upgrade',
      body: ['Lightning Baccarat tables will restart between 03:00 and 03:30 on Tuesday for an upgrade.'],
    },
    vi: {
      title: 'Evolution: nâng cấp bàn chơi',
      body: ['Các bàn Lightning Baccarat sẽ khởi động lại từ 03:00 đến 03:30 thứ Ba để nâng cấp.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Invite friends and earn 1% for life',
      body: [`Each friend who deposits earns you ${gold('300,000 VND')}, plus up to ${gold('1.0%')} commission on their bets for life.`],
    },
    vi: {
      title: 'Mời bạn bè, nhận 1% trọn đời',
      body: [`Mỗi người bạn nạp tiền mang về cho bạn ${gold('300.000 VND')}, cùng hoa hồng đến ${gold('1,0%')} tiền cược của họ trọn đời.`],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Vietcombank transfers delayed on Sunday night',
      body: ['Vietcombank is upgrading its systems on Sunday from 22:00 to 02:00; deposits by bank transfer may be credited late.'],
    },
    vi: {
      title: 'Chuyển khoản Vietcombank chậm vào tối Chủ nhật',
      body: ['Vietcombank nâng cấp hệ thống Chủ nhật từ 22:00 đến 02:00; tiền nạp qua chuyển khoản có thể được cộng chậm.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Weekly mission leaderboard: top 50 win prizes',
      body: ['The top 50 players of each weekly mission share 50,000,000 VND. Check your rank in Missions.'],
    },
    vi: {
      title: 'Bảng xếp hạng nhiệm vụ tuần: top 50 nhận thưởng',
      body: ['50 người chơi dẫn đầu mỗi nhiệm vụ tuần chia nhau 50.000.000 VND. Xem thứ hạng trong mục Nhiệm vụ.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Points mall: iPhone 17 and gold now redeemable',
      body: ['Redeem your points for an iPhone 17, SJC gold rings and more. Points never expire.'],
    },
    vi: {
      title: 'Cửa hàng điểm: đổi iPhone 17 và vàng',
      body: ['Đổi điểm lấy iPhone 17, nhẫn vàng SJC và nhiều quà khác. Điểm không bao giờ hết hạn.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Customer service is now 24/7 in Vietnamese',
      body: ['Our live chat answers in Vietnamese and English around the clock.'],
    },
    vi: {
      title: 'Chăm sóc khách hàng 24/7 bằng tiếng Việt',
      body: ['Trò chuyện trực tuyến hỗ trợ tiếng Việt và tiếng Anh suốt ngày đêm.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Aviator tournament: 500,000,000 VND prize pool',
      body: ['Spribe Aviator tournament runs all week. The highest single multiplier wins.'],
    },
    vi: {
      title: 'Giải đấu Aviator: tổng thưởng 500.000.000 VND',
      body: ['Giải đấu Spribe Aviator diễn ra cả tuần. Hệ số nhân cao nhất trong một ván sẽ thắng.'],
    },
  },
  {
    type: 'PL',
    en: { title: 'SV388 cockfight: new evening sessions', body: ['Cockfight sessions now also run from 19:00 to 23:00 every day.'] },
    vi: { title: 'Đá gà SV388: thêm phiên buổi tối', body: ['Các phiên đá gà nay diễn ra thêm từ 19:00 đến 23:00 mỗi ngày.'] },
  },
  {
    type: 'PL',
    en: {
      title: 'Verify your mobile number to protect your account',
      body: ['Members with a verified mobile number can reset their password by SMS and receive login alerts.'],
    },
    vi: {
      title: 'Xác minh số điện thoại để bảo vệ tài khoản',
      body: ['Thành viên đã xác minh số điện thoại có thể đặt lại mật khẩu bằng SMS và nhận cảnh báo đăng nhập.'],
    },
  },
  {
    type: 'PL',
    en: {
      title: 'Our official addresses',
      body: ['Bookmark our official addresses. If one is blocked, try the next one.'],
      points: [
        '<a href="https://viva123.example.test" target="_blank">viva123.example.test</a>',
        '<a href="https://www.viva123.example.test" target="_blank">www.viva123.example.test</a>',
      ],
    },
    vi: {
      title: 'Địa chỉ truy cập chính thức',
      body: ['Hãy lưu các địa chỉ chính thức. Nếu một địa chỉ bị chặn, hãy thử địa chỉ tiếp theo.'],
      points: [
        '<a href="https://viva123.example.test" target="_blank">viva123.example.test</a>',
        '<a href="https://www.viva123.example.test" target="_blank">www.viva123.example.test</a>',
      ],
    },
  },
  {
    type: 'PL',
    en: { title: 'JDB Fishing: double points weekend', body: ['Fishing bets earn double mall points this Saturday and Sunday.'] },
    vi: { title: 'Bắn cá JDB: cuối tuần nhân đôi điểm', body: ['Cược bắn cá được nhân đôi điểm thưởng vào thứ Bảy và Chủ nhật này.'] },
  },
  {
    type: 'PL',
    lastsDays: 20,
    en: {
      title: 'Updated terms and conditions',
      body: ['Our terms were updated on 01/11. The main change concerns bonus turnover on live casino.'],
    },
    vi: {
      title: 'Cập nhật điều khoản và điều kiện',
      body: ['Điều khoản được cập nhật ngày 01/11. Thay đổi chính liên quan đến vòng cược thưởng casino trực tuyến.'],
    },
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
    en: {
      title: 'Welcome! 100% on your first deposit',
      body: [`Register today and double your first deposit, up to ${gold('8,888,000 VND')}.`],
    },
    vi: {
      title: 'Chào mừng! Thưởng 100% lần nạp đầu',
      body: [`Đăng ký hôm nay và nhân đôi lần nạp đầu, tối đa ${gold('8.888.000 VND')}.`],
    },
  },
  {
    type: 'PU',
    execution: 'A',
    priority: 5,
    ageHours: 12,
    image: { headline: 'Red envelope on the 20th', palette: 'sunset' },
    en: {
      title: 'Red envelopes on the 20th',
      body: ['Log in on the 20th and open your red envelope in the Reward Centre.', 'Share your luck on Facebook, TikTok or Telegram!'],
    },
    vi: {
      title: 'Lì xì ngày 20',
      body: ['Đăng nhập vào ngày 20 và mở lì xì tại Trung tâm thưởng.', 'Chia sẻ niềm vui trên Facebook, TikTok hoặc Telegram!'],
    },
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
    en: {
      title: 'Congratulations to nguy***88 for winning 1,250,000,000 VND on Fortune Gems 3!',
      body: ['Congratulations to nguy***88 for winning 1,250,000,000 VND on Fortune Gems 3!'],
    },
    vi: {
      title: 'Chúc mừng nguy***88 thắng 1.250.000.000 VND tại Fortune Gems 3!',
      body: ['Chúc mừng nguy***88 thắng 1.250.000.000 VND tại Fortune Gems 3!'],
    },
  },
  {
    type: 'H',
    ageHours: 3,
    en: {
      title: 'Northern lottery results are out: check your tickets now.',
      body: ['Northern lottery results are out: check your tickets now.'],
    },
    vi: {
      title: 'Đã có kết quả xổ số miền Bắc: kiểm tra vé của bạn ngay.',
      body: ['Đã có kết quả xổ số miền Bắc: kiểm tra vé của bạn ngay.'],
    },
  },
  {
    type: 'H',
    ageHours: 5,
    en: { title: 'Daily reload 10% is back: deposit before midnight.', body: ['Daily reload 10% is back: deposit before midnight.'] },
    vi: { title: 'Nạp lại mỗi ngày 10% đã trở lại: nạp trước nửa đêm.', body: ['Nạp lại mỗi ngày 10% đã trở lại: nạp trước nửa đêm.'] },
  },
];

type AnnouncementWire = z.input<typeof announcementSchema>;

export interface AnnouncementRecord {
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
    return {
      sequence,
      title: copy.title,
      content: richText(copy),
      language,
      isDefault: language === 'EN',
      webImageUrl: record.imageUrl,
      mobileImageUrl: record.imageUrl,
    };
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
  const epoch = fakeEpoch();
  let age = 8;
  return ANNOUNCEMENT_SEEDS.map((seed, index) => {
    // Player items are spread over the past two months, newest first, so the 9-per-page list has history.
    age += rng.int(20, 70);
    const startDate = epoch - (seed.ageHours ?? age) * HOUR;
    return {
      id: 6_100_000 + index * 7 + 1,
      seed,
      startDate,
      endDate: seed.lastsDays === undefined ? null : startDate + seed.lastsDays * DAY,
      imageUrl: seed.image
        ? bannerArt({ headline: seed.image.headline, palette: seed.image.palette, width: 800, height: 450, seed: index })
        : null,
    };
  });
}
