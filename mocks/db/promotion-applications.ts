/**
 * The activity application of the fake platform, checked as the platform would (never trusting the
 * form): comment length, image count, type and size, the image's own first bytes, and the promotion's
 * status for the caller. An accepted application is kept in the content store (content.ts).
 */
import type * as z from 'zod/mini';
import { APPLICATION_LIMITS, base64Bytes, countChars, type applicationResultSchema } from '../../app/api/activity.contract.ts';
import type { Account } from './accounts.ts';
import { applicationOf, content, findPromotion } from './content.ts';
import { promotionStatus, type Application } from './promotions.ts';
import { fakeEpoch } from './world.ts';

export interface ApplicationInput {
  promotionId: number;
  comment: string;
  images: { name: string; type: string; data: string }[];
}

export type ApplicationOutcome =
  { ok: true; value: z.input<typeof applicationResultSchema> } | { ok: false; message: string; errorCode: string };

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
  if (countChars(input.comment) > APPLICATION_LIMITS.commentMaxChars)
    return refuse(`The comment is limited to ${APPLICATION_LIMITS.commentMaxChars} characters`, 'comment.too.long');
  if (input.images.length > APPLICATION_LIMITS.maxImages) return refuse(`At most ${APPLICATION_LIMITS.maxImages} images`, 'image.too.many');
  for (const image of input.images) {
    if (!(APPLICATION_LIMITS.imageTypes as readonly string[]).includes(image.type))
      return refuse('Only PNG or JPG images are accepted', 'image.type.invalid');
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
    applicationId: `AP${(fakeEpoch() / 1000 + state.applicationCounter).toString(36).toUpperCase()}`,
    comment: input.comment,
    imageCount: input.images.length,
    appliedAt: Date.now(),
  };
  const key = account.account.toLowerCase();
  const mine = state.applications.get(key) ?? new Map<number, Application>();
  mine.set(seed.id, application);
  state.applications.set(key, mine);
  return {
    ok: true,
    value: { promotionId: seed.id, applicationId: application.applicationId, status: 'APPLYING', appliedAt: application.appliedAt },
  };
}
