/**
 * The activity contract: a promotion's detail, the activity application (its limits and image
 * encoding) and the caller's applications, on the promotion shapes of content.contract.ts. Apart from
 * it so the first screen, which lists promotions only, does not carry these. The shapes are designed
 * (decision 015). Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { ACTIVITY_STATUSES, type ActivityStatus, promotionSummarySchema } from './content.contract.ts';

export const promotionDetailSchema = z.extend(promotionSummarySchema, {
  /** Rich-text HTML: sanitise before display. */
  content: z._default(z.string(), ''),
  application: z.nullish(
    z.object({
      applicationId: z.string(),
      comment: z._default(z.string(), ''),
      imageCount: z._default(z.number().check(z.int()), 0),
      appliedAt: z.nullish(z.number()),
    }),
  ),
});

export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

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
  name: z.string().check(z.minLength(1)),
  type: z.enum(APPLICATION_LIMITS.imageTypes),
  data: z.string().check(z.minLength(1)),
});

export const promotionApplicationSchema = z.object({
  promotionId: z.number().check(z.int(), z.positive()),
  comment: z.string().check(z.refine((text) => countChars(text) <= APPLICATION_LIMITS.commentMaxChars, { message: 'comment_too_long' })),
  images: z.array(applicationImageSchema).check(
    z.maxLength(APPLICATION_LIMITS.maxImages),
    z.refine((images) => images.every((image) => base64Bytes(image.data) <= APPLICATION_LIMITS.maxImageBytes), {
      message: 'image_too_large',
    }),
  ),
});

export type ApplicationImage = z.infer<typeof applicationImageSchema>;
export type PromotionApplication = z.infer<typeof promotionApplicationSchema>;

export const applicationResultSchema = z.object({
  promotionId: z.number(),
  applicationId: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  appliedAt: z.nullish(z.number()),
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
  title: z._default(z.string(), ''),
  status: z.enum(ACTIVITY_STATUSES),
  comment: z._default(z.string(), ''),
  imageCount: z._default(z.number().check(z.int()), 0),
  appliedAt: z.number(),
  rejectReason: z.nullish(z.string()),
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
