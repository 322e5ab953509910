/**
 * Banners of the fake platform: the bilingual seeds for every page group (what each links to: a
 * promotion, a game, an external address or nothing), their sizes and generated art, and the wire form
 * the content store holds in each language (content.ts), answered by the Language header like the
 * announcements.
 */
import type * as z from 'zod/mini';
import { BANNER_GROUPS, type BannerGroup, type bannerSchema } from '../../app/api/content.contract.ts';
import { bannerArt, DAY, type Lang, type Palette } from './content-authoring.ts';
import { fakeEpoch } from './world.ts';

type BannerLink =
  | { kind: 'promo'; promotionId: number }
  | { kind: 'game'; vendor: string; gameType: string; nodeId: number }
  | { kind: 'url'; url: string }
  | { kind: 'none' };

/** What a banner says, in one language: its art's headline, subline and call to action (the headline is its title). */
interface BannerCopy {
  headline: string;
  subline?: string;
  cta?: string;
}

interface BannerSeed {
  en: BannerCopy;
  vi: BannerCopy;
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
      en: { headline: 'Welcome bonus 100%', subline: 'Up to 8,888,000 VND on your first deposit', cta: 'Claim now' },
      vi: { headline: 'Thưởng chào mừng 100%', subline: 'Đến 8.888.000 VND cho lần nạp đầu tiên', cta: 'Nhận ngay' },
      palette: 'lucky',
      link: promo(5685590),
    },
    {
      en: { headline: 'Aviator Cup', subline: '500,000,000 VND prize pool', cta: 'Play' },
      vi: { headline: 'Cúp Aviator', subline: 'Tổng giải thưởng 500.000.000 VND', cta: 'Chơi' },
      palette: 'night',
      link: game('SPB', 'RNG', 190001),
    },
    {
      en: { headline: 'Daily reload 10%', subline: 'Every day, on your first deposit', cta: 'Deposit' },
      vi: { headline: 'Thưởng nạp lại 10%', subline: 'Mỗi ngày, cho lần nạp đầu tiên', cta: 'Nạp tiền' },
      palette: 'ocean',
      link: promo(5685593),
    },
    {
      en: { headline: 'Join us on Telegram', subline: 'Codes, news and giveaways', cta: 'Join' },
      vi: { headline: 'Tham gia Telegram', subline: 'Mã thưởng, tin tức và quà tặng', cta: 'Tham gia' },
      palette: 'jade',
      link: url('https://t.me/viva_example'),
    },
  ],
  w_rng: [
    {
      en: { headline: 'Fortune Gems 3', subline: 'New x15 multiplier reel', cta: 'Spin' },
      vi: { headline: 'Fortune Gems 3', subline: 'Cuộn nhân x15 mới', cta: 'Quay' },
      palette: 'sunset',
      link: game('JL', 'RNG', 178045),
    },
    {
      en: { headline: 'Slots rebate 1.2%', subline: 'Unlimited, every day', cta: 'Details' },
      vi: { headline: 'Hoàn trả nổ hũ 1,2%', subline: 'Không giới hạn, mỗi ngày', cta: 'Chi tiết' },
      palette: 'jade',
      link: promo(5685595),
    },
    {
      en: { headline: 'PG Soft mission week', subline: '188,000 VND a day', cta: 'Play' },
      vi: { headline: 'Tuần nhiệm vụ PG Soft', subline: '188.000 VND mỗi ngày', cta: 'Chơi' },
      palette: 'royal',
      link: promo(5685602),
    },
  ],
  w_live: [
    {
      en: { headline: 'Lightning Baccarat', subline: 'Multipliers up to 512x', cta: 'Join table' },
      vi: { headline: 'Lightning Baccarat', subline: 'Hệ số nhân đến 512x', cta: 'Vào bàn' },
      palette: 'night',
      link: game('EG4', 'LIVE', 301122),
    },
    {
      en: { headline: 'Live casino rebate 0.8%', subline: 'Paid daily', cta: 'Details' },
      vi: { headline: 'Hoàn trả casino 0,8%', subline: 'Trả hằng ngày', cta: 'Chi tiết' },
      palette: 'royal',
      link: promo(5685596),
    },
  ],
  w_fish: [
    {
      en: { headline: 'Ocean King', subline: 'Double points this weekend', cta: 'Play' },
      vi: { headline: 'Ocean King', subline: 'Nhân đôi điểm cuối tuần này', cta: 'Chơi' },
      palette: 'ocean',
      link: game('JDB', 'FISH', 174402),
    },
    {
      en: { headline: 'Fishing weekend', subline: 'Double mall points on every catch' },
      vi: { headline: 'Cuối tuần bắn cá', subline: 'Nhân đôi điểm đổi quà mỗi lần bắt cá' },
      palette: 'jade',
      link: none,
    },
  ],
  w_pvp: [
    {
      en: { headline: 'Tiến Lên Miền Nam', subline: 'Tables open 24/7', cta: 'Play' },
      vi: { headline: 'Tiến Lên Miền Nam', subline: 'Bàn chơi mở 24/7', cta: 'Chơi' },
      palette: 'lucky',
      link: game('KM', 'PVP', 402310),
    },
    {
      en: { headline: 'Rummy tournament', subline: 'Top 20 share 100,000,000 VND', cta: 'Join' },
      vi: { headline: 'Giải đấu Rummy', subline: 'Top 20 chia 100.000.000 VND', cta: 'Tham gia' },
      palette: 'orchid',
      link: game('JL', 'PVP', 173957),
    },
  ],
  w_sports: [
    {
      en: { headline: 'Parlay insurance', subline: 'Lose by one leg, get 100% back', cta: 'Bet now' },
      vi: { headline: 'Bảo hiểm cược xiên', subline: 'Thua một kèo, hoàn lại 100%', cta: 'Cược ngay' },
      palette: 'pitch',
      link: promo(5685599),
    },
    {
      en: { headline: 'V-League round 9', subline: 'Over 300 markets per match', cta: 'Bet' },
      vi: { headline: 'V-League vòng 9', subline: 'Hơn 300 kèo mỗi trận', cta: 'Cược' },
      palette: 'ocean',
      link: game('SB', 'SPORTS', 500001),
    },
  ],
  w_esports: [
    {
      en: { headline: 'LoL Worlds', subline: 'Live odds on every map', cta: 'Bet' },
      vi: { headline: 'LoL Worlds', subline: 'Tỷ lệ trực tiếp mọi bản đồ', cta: 'Cược' },
      palette: 'royal',
      link: game('IMES', 'ESPORTS', 510020),
    },
    {
      en: { headline: 'Esports parlay boost', subline: '+10% on 3-leg parlays' },
      vi: { headline: 'Tăng thưởng xiên eSports', subline: '+10% cho cược xiên 3 kèo' },
      palette: 'night',
      link: none,
    },
  ],
  w_lott: [
    {
      en: { headline: 'Northern lottery 18:15', subline: 'Every day, results in minutes', cta: 'Bet' },
      vi: { headline: 'Xổ số miền Bắc 18:15', subline: 'Mỗi ngày, có kết quả sau vài phút', cta: 'Đặt cược' },
      palette: 'lucky',
      link: game('TCG_SEA', 'ELOTT', 5910),
    },
    {
      en: { headline: 'Lottery rebate', subline: '0.5% back on every ticket' },
      vi: { headline: 'Hoàn trả xổ số', subline: 'Hoàn 0,5% mỗi vé' },
      palette: 'sunset',
      link: promo(5685595),
    },
  ],
  w_elott: [
    {
      en: { headline: 'Fast lottery 75s', subline: 'A draw every 75 seconds', cta: 'Play' },
      vi: { headline: 'Xổ số nhanh 75 giây', subline: 'Mở thưởng mỗi 75 giây', cta: 'Chơi' },
      palette: 'orchid',
      link: game('TCG_SEA', 'ELOTT', 5913),
    },
    {
      en: { headline: 'Lucky numbers', subline: 'Pick yours for tonight' },
      vi: { headline: 'Con số may mắn', subline: 'Chọn số của bạn cho tối nay' },
      palette: 'lucky',
      link: none,
    },
  ],
  w_down: [
    {
      en: { headline: 'Get the app', subline: 'Face ID login, instant deposits', cta: 'Download' },
      vi: { headline: 'Tải ứng dụng', subline: 'Đăng nhập Face ID, nạp tiền tức thì', cta: 'Tải về' },
      palette: 'ocean',
      link: url('https://download.example.test/viva.apk'),
    },
    {
      en: { headline: 'Play anywhere', subline: 'Android and iOS' },
      vi: { headline: 'Chơi mọi nơi', subline: 'Android và iOS' },
      palette: 'jade',
      link: none,
    },
  ],
  w_promotion: [
    {
      en: { headline: 'Welcome bonus 100%', subline: 'Up to 8,888,000 VND', cta: 'Claim now' },
      vi: { headline: 'Thưởng chào mừng 100%', subline: 'Đến 8.888.000 VND', cta: 'Nhận ngay' },
      palette: 'lucky',
      link: promo(5685590),
    },
    {
      en: { headline: 'Win 1000x, get more', subline: 'JILI slots bonus', cta: 'Apply' },
      vi: { headline: 'Thắng 1000x, nhận thêm', subline: 'Thưởng nổ hũ JILI', cta: 'Đăng ký' },
      palette: 'sunset',
      link: promo(5685601),
    },
    {
      en: { headline: 'VIP birthday gift', subline: 'Up to 8,888,000 VND', cta: 'Apply' },
      vi: { headline: 'Quà sinh nhật VIP', subline: 'Đến 8.888.000 VND', cta: 'Đăng ký' },
      palette: 'night',
      link: promo(5685597),
    },
  ],
  w_shop: [
    {
      en: { headline: 'Points mall', subline: 'iPhone 17, SJC gold and more' },
      vi: { headline: 'Cửa hàng điểm', subline: 'iPhone 17, vàng SJC và nhiều quà khác' },
      palette: 'night',
      link: none,
    },
    {
      en: { headline: 'Double points weekend', subline: 'Fishing and slots' },
      vi: { headline: 'Cuối tuần nhân đôi điểm', subline: 'Bắn cá và nổ hũ' },
      palette: 'royal',
      link: none,
    },
  ],
  w_help: [
    {
      en: { headline: 'Help centre', subline: 'Answers to common questions' },
      vi: { headline: 'Trung tâm trợ giúp', subline: 'Giải đáp các câu hỏi thường gặp' },
      palette: 'ocean',
      link: none,
    },
    {
      en: { headline: 'Live chat 24/7', subline: 'In Vietnamese and English', cta: 'Chat' },
      vi: { headline: 'Chat trực tuyến 24/7', subline: 'Bằng tiếng Việt và tiếng Anh', cta: 'Chat' },
      palette: 'jade',
      link: url('https://chat.example.test/?b2c=1'),
    },
  ],
  w_reg: [
    {
      en: { headline: 'Free 58,000 VND', subline: 'Register and verify your mobile', cta: 'Register' },
      vi: { headline: 'Tặng 58.000 VND', subline: 'Đăng ký và xác minh số điện thoại', cta: 'Đăng ký' },
      palette: 'sunset',
      link: promo(5685591),
    },
    {
      en: { headline: '3 deposits, 50% each', subline: 'Up to 2,000,000 VND every time' },
      vi: { headline: '3 lần nạp, mỗi lần 50%', subline: 'Đến 2.000.000 VND mỗi lần' },
      palette: 'royal',
      link: promo(5685592),
    },
  ],
  w_inhouse: [
    {
      en: { headline: 'Crash X', subline: 'Cash out before it flies away', cta: 'Play' },
      vi: { headline: 'Crash X', subline: 'Rút tiền trước khi nó bay mất', cta: 'Chơi' },
      palette: 'night',
      link: game('TCG', 'RNG', 200101),
    },
    {
      en: { headline: 'Mines', subline: 'Our own games, instant payouts', cta: 'Play' },
      vi: { headline: 'Mines', subline: 'Trò chơi riêng, trả thưởng tức thì', cta: 'Chơi' },
      palette: 'pitch',
      link: game('TCG', 'RNG', 200102),
    },
  ],
  w_login: [
    {
      en: { headline: 'Welcome back', subline: 'Your missions are waiting' },
      vi: { headline: 'Chào mừng trở lại', subline: 'Nhiệm vụ của bạn đang chờ' },
      palette: 'royal',
      link: none,
    },
    {
      en: { headline: 'Daily reload 10%', subline: 'Log in and deposit' },
      vi: { headline: 'Thưởng nạp lại 10%', subline: 'Đăng nhập và nạp tiền' },
      palette: 'ocean',
      link: promo(5685593),
    },
  ],
  w_register: [
    {
      en: { headline: 'Create account', subline: 'Get 1000VND to start' },
      vi: { headline: 'Tạo tài khoản', subline: 'Nhận 1.000 VND để bắt đầu' },
      palette: 'lucky',
      link: promo(5685591),
    },
    {
      en: { headline: 'Welcome bonus 100%', subline: 'On your first deposit' },
      vi: { headline: 'Thưởng chào mừng 100%', subline: 'Cho lần nạp đầu tiên' },
      palette: 'sunset',
      link: promo(5685590),
    },
  ],
  w_forget: [
    {
      en: { headline: 'Account security', subline: 'Never share your OTP' },
      vi: { headline: 'Bảo mật tài khoản', subline: 'Không bao giờ chia sẻ mã OTP' },
      palette: 'night',
      link: none,
    },
    {
      en: { headline: 'Verify your mobile', subline: 'Reset your password by SMS' },
      vi: { headline: 'Xác minh số điện thoại', subline: 'Đặt lại mật khẩu qua SMS' },
      palette: 'jade',
      link: none,
    },
  ],
  w_leftmenu: [
    {
      en: { headline: 'VIP club', subline: 'Red envelopes monthly' },
      vi: { headline: 'Câu lạc bộ VIP', subline: 'Lì xì hằng tháng' },
      palette: 'night',
      link: promo(5685598),
    },
    {
      en: { headline: 'Invite friends', subline: 'Earn 1% for life' },
      vi: { headline: 'Mời bạn bè', subline: 'Nhận 1% trọn đời' },
      palette: 'orchid',
      link: none,
    },
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

/**
 * Every page's banners in one language: the title (the alt text) and the art's text are localised,
 * the ids, links and dates are the same in both, so a banner keeps its identity across a language switch.
 */
export function buildBanners(lang: Lang = 'EN'): BannerWire[] {
  let sequence = 0;
  return BANNER_GROUPS.flatMap((groupName) =>
    BANNER_SEEDS[groupName].map((seed) => {
      sequence++;
      const size = BANNER_SIZE[groupName] ?? { width: 1920, height: 480 };
      const { link } = seed;
      const copy = lang === 'VI' ? seed.vi : seed.en;
      const startDate = fakeEpoch() - (10 + sequence * 3) * DAY;
      return {
        title: `${groupName}_${copy.headline}`,
        announcementId: 6_068_000 + sequence,
        bannerId: 9_100 + sequence,
        url: bannerArt({ ...copy, palette: seed.palette, ...size, seed: sequence }),
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
