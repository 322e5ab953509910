/**
 * Content's contract: announcements, the notice (banners, popups, promotion and hot items) and the
 * promotions list (a promotion's detail and the activity application: activity.contract.ts). Announcements and banners follow the
 * captured MCSFE_getListAnnouncements answer (platform-api.md section 7); the promotion shapes are
 * designed. Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';

export { NOTICE_TYPES } from './first-screen.contract.ts';

/** Node and promotion ids arrive as numbers or numeric strings between builds. */
const idLike = z.union([z.number(), z.string()]);

export const announcementContentSchema = z.object({
  sequence: z.nullish(z.number()),
  title: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
  /** EN, VI... ("default" in a single-language capture). */
  language: z.string(),
  isDefault: z._default(z.boolean(), false),
  webImageUrl: z.nullish(z.string()),
  mobileImageUrl: z.nullish(z.string()),
});

/** A player, popup, promotion or hot item: `content` is rich-text HTML and must be sanitised before display. */
export const announcementSchema = z.object({
  id: z.number(),
  title: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
  /** PL player, PU popup, PR promotion, H hot. */
  type: z.string(),
  status: z.nullish(z.string()),
  startDate: z.nullish(z.number()),
  endDate: z.nullish(z.number()),
  noExpiry: z._default(flag, false),
  platform: z.nullish(z.string()),
  /** A after login, B before, F first login. */
  execution: z.nullish(z.string()),
  priority: z._default(z.number(), 0),
  read: z._default(z.boolean(), false),
  promotionType: z.nullish(z.string()),
  sequence: z.nullish(z.number()),
  contents: z._default(z.array(announcementContentSchema), []),
  announcementDisplaySpeed: z.nullish(z.string()),
  utcStartDateTime: z.nullish(z.number()),
  redirect: z.nullish(z.string()),
  externalLink: z.nullish(z.string()),
  redirectPromotionId: z.nullish(idLike),
});

/** A banner: `groupName` picks the page (w_home, w_rng...); linkageType/redirect say where a click goes. */
export const bannerSchema = z.object({
  title: z._default(z.string(), ''),
  announcementId: z.nullish(z.number()),
  bannerId: z.nullish(z.number()),
  url: z.string(),
  linkage: z.nullish(z.string()),
  /** P promotion (seen); the fake platform also uses G game and E external link. */
  linkageType: z.nullish(z.string()),
  groupName: z.string(),
  vendor: z.nullish(z.string()),
  gameType: z.nullish(z.string()),
  nodeId: z.nullish(idLike),
  roomId: z.nullish(idLike),
  platform: z.nullish(z.string()),
  noExpiry: z._default(flag, false),
  startDate: z.nullish(z.number()),
  endDate: z.nullish(z.number()),
  /** PROMO (seen), GAME or EXTERNAL. */
  redirect: z.nullish(z.string()),
  externalLink: z.nullish(z.string()),
  redirectPromotionId: z.nullish(idLike),
});

/** All five lists, each defaulted: the capture has `hot` and no `promotion`, the spec the reverse. */
export const noticeSchema = z.object({
  player: z._default(z.array(announcementSchema), []),
  popup: z._default(z.array(announcementSchema), []),
  hot: z._default(z.array(announcementSchema), []),
  banners: z._default(z.array(bannerSchema), []),
  promotion: z._default(z.array(announcementSchema), []),
});

export type AnnouncementContent = z.infer<typeof announcementContentSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type Banner = z.infer<typeof bannerSchema>;
export type Notice = z.infer<typeof noticeSchema>;

/** A after login, B before login, F first login. */
export type Execution = 'A' | 'B' | 'F';

/** Banner group names: the spec's pages plus the ones the desktop bundle also reads (platform-api.md section 11). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_elott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
  'w_login',
  'w_register',
  'w_forget',
  'w_leftmenu',
] as const;

export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** Banners of one page, in the order the platform sent them. */
export function bannersOf(notice: Pick<Notice, 'banners'>, groupName: BannerGroup): Banner[] {
  return notice.banners.filter((banner) => banner.groupName === groupName);
}

export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

export interface NoticeParams {
  execution: Execution;
}

// Promotions (designed: list, detail, activity application).

/** Activity statuses of spec section 4, as the caller sees a promotion. */
export const ACTIVITY_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'SIGNED',
  'COMING_SOON',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Known categories (the register page carousel shows new_player); others are allowed. */
export const PROMOTION_CATEGORIES = ['new_player', 'deposit', 'rebate', 'vip', 'sports', 'slots'] as const;

/** Designed: only the id and the status (which action a card offers) are required. */
export const promotionSummarySchema = z.object({
  id: z.number(),
  category: z._default(z.string(), ''),
  title: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  /** Wide banner image (list and detail header); '' when none (the card shows its fallback). */
  imageUrl: z._default(z.string(), ''),
  /** Card image. */
  thumbnailUrl: z.nullish(z.string()),
  startDate: z.number(),
  endDate: z.nullish(z.number()),
  noExpiry: z._default(z.boolean(), false),
  status: z.enum(ACTIVITY_STATUSES),
  /** The promotion is joined through the activity application (comment and images). */
  needsApplication: z._default(z.boolean(), false),
  sequence: z._default(z.number(), 0),
  /** Why the caller's last application was rejected. */
  rejectReason: z.nullish(z.string()),
});

export const promotionListSchema = z.array(promotionSummarySchema);

export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

export interface PromotionsParams {
  /** Omit for every category. */
  category?: string;
}
