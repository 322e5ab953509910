/**
 * Content's contract: announcements, the notice (banners, popups, promotion and hot items), promotions
 * and the activity application (its limits and image encoding). Announcements and banners follow the
 * captured MCSFE_getListAnnouncements answer (platform-api.md section 7); the promotion shapes are
 * designed. Schemas, types, constants and pure helpers only: no React, no network.
 */
import { z } from 'zod';
import { flag } from './common.contract.ts';

/** Node and promotion ids arrive as numbers or numeric strings between builds. */
const idLike = z.union([z.number(), z.string()]);

export const announcementContentSchema = z.object({
  sequence: z.number().nullish(),
  title: z.string().default(''),
  content: z.string().default(''),
  /** EN, VI... ("default" in a single-language capture). */
  language: z.string(),
  isDefault: z.boolean().default(false),
  webImageUrl: z.string().nullish(),
  mobileImageUrl: z.string().nullish(),
});

/** A player, popup, promotion or hot item: `content` is rich-text HTML and must be sanitised before display. */
export const announcementSchema = z.object({
  id: z.number(),
  title: z.string().default(''),
  content: z.string().default(''),
  /** PL player, PU popup, PR promotion, H hot. */
  type: z.string(),
  status: z.string().nullish(),
  startDate: z.number().nullish(),
  endDate: z.number().nullish(),
  noExpiry: flag.default(false),
  platform: z.string().nullish(),
  /** A after login, B before, F first login. */
  execution: z.string().nullish(),
  priority: z.number().default(0),
  read: z.boolean().default(false),
  promotionType: z.string().nullish(),
  sequence: z.number().nullish(),
  contents: z.array(announcementContentSchema).default([]),
  announcementDisplaySpeed: z.string().nullish(),
  utcStartDateTime: z.number().nullish(),
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
  redirectPromotionId: idLike.nullish(),
});

/** A banner: `groupName` picks the page (w_home, w_rng...); linkageType/redirect say where a click goes. */
export const bannerSchema = z.object({
  title: z.string().default(''),
  announcementId: z.number().nullish(),
  bannerId: z.number().nullish(),
  url: z.string(),
  linkage: z.string().nullish(),
  /** P promotion (seen); the fake platform also uses G game and E external link. */
  linkageType: z.string().nullish(),
  groupName: z.string(),
  vendor: z.string().nullish(),
  gameType: z.string().nullish(),
  nodeId: idLike.nullish(),
  roomId: idLike.nullish(),
  platform: z.string().nullish(),
  noExpiry: flag.default(false),
  startDate: z.number().nullish(),
  endDate: z.number().nullish(),
  /** PROMO (seen), GAME or EXTERNAL. */
  redirect: z.string().nullish(),
  externalLink: z.string().nullish(),
  redirectPromotionId: idLike.nullish(),
});

/** All five lists, each defaulted: the capture has `hot` and no `promotion`, the spec the reverse. */
export const noticeSchema = z.object({
  player: z.array(announcementSchema).default([]),
  popup: z.array(announcementSchema).default([]),
  hot: z.array(announcementSchema).default([]),
  banners: z.array(bannerSchema).default([]),
  promotion: z.array(announcementSchema).default([]),
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
export const NOTICE_TYPES = 'B,PL,PU,PR';

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
  category: z.string().default(''),
  title: z.string().default(''),
  summary: z.string().default(''),
  /** Wide banner image (list and detail header); '' when none (the card shows its fallback). */
  imageUrl: z.string().default(''),
  /** Card image. */
  thumbnailUrl: z.string().nullish(),
  startDate: z.number(),
  endDate: z.number().nullish(),
  noExpiry: z.boolean().default(false),
  status: z.enum(ACTIVITY_STATUSES),
  /** The promotion is joined through the activity application (comment and images). */
  needsApplication: z.boolean().default(false),
  sequence: z.number().default(0),
  /** Why the caller's last application was rejected. */
  rejectReason: z.string().nullish(),
});

export const promotionDetailSchema = promotionSummarySchema.extend({
  /** Rich-text HTML: sanitise before display. */
  content: z.string().default(''),
  application: z
    .object({
      applicationId: z.string(),
      comment: z.string().default(''),
      imageCount: z.number().int().default(0),
      appliedAt: z.number().nullish(),
    })
    .nullish(),
});

export const promotionListSchema = z.array(promotionSummarySchema);

export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export interface PromotionsParams {
  /** Omit for every category. */
  category?: string;
}

/** Spec section 5, activity application: the form and the fake platform both check these. */
export const APPLICATION_LIMITS = {
  commentMaxChars: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const countChars = (text: string) => [...text].length;

/** An attached image: base64 without a data: prefix, as the captcha travels. */
export const applicationImageSchema = z.object({
  name: z.string().min(1),
  type: z.enum(APPLICATION_LIMITS.imageTypes),
  data: z.string().min(1),
});

export const promotionApplicationSchema = z.object({
  promotionId: z.number().int().positive(),
  comment: z.string().refine((text) => countChars(text) <= APPLICATION_LIMITS.commentMaxChars, { message: 'comment_too_long' }),
  images: z
    .array(applicationImageSchema)
    .max(APPLICATION_LIMITS.maxImages)
    .refine((images) => images.every((image) => base64Bytes(image.data) <= APPLICATION_LIMITS.maxImageBytes), {
      message: 'image_too_large',
    }),
});

export type ApplicationImage = z.infer<typeof applicationImageSchema>;
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const applicationResultSchema = z.object({
  promotionId: z.number(),
  applicationId: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  appliedAt: z.number().nullish(),
});

export type ApplicationResult = z.infer<typeof applicationResultSchema>;

/**
 * Designed (decision 015): the caller's activity applications, newest first, for the activity centre.
 * The status is the promotion's activity status for the caller (APPLYING while reviewed, REJECTED with
 * the reason, ISSUED once the reward is paid).
 */
export const activityApplicationSchema = z.object({
  applicationId: z.string(),
  promotionId: z.number(),
  title: z.string().default(''),
  status: z.enum(ACTIVITY_STATUSES),
  comment: z.string().default(''),
  imageCount: z.number().int().default(0),
  appliedAt: z.number(),
  rejectReason: z.string().nullish(),
});

export const activityApplicationListSchema = z.array(activityApplicationSchema);

export type ActivityApplication = z.infer<typeof activityApplicationSchema>;

/** The promotions a member takes part in: every status but the ones still to join, ended or not started. */
export const isMemberActivity = (status: ActivityStatus) => status !== 'JOIN' && status !== 'CLOSE' && status !== 'COMING_SOON';

/** Decoded size of a base64 string, without decoding it. */
export function base64Bytes(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/** Reads a picked file into the application's image shape (the form checks type and size first). */
export async function encodeApplicationImage(file: File): Promise<{ name: string; type: string; data: string }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunked, so a 5 MB file does not overflow the argument list of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, type: file.type, data: btoa(binary) };
}
