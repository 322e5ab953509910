/**
 * The member contract: member info, icon and avatar, and the inputs of registration, password change
 * and recovery and the affiliate check. Schemas and types only: no React, no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';
import type { VerifierData } from './session.contract.ts';

const labelSchema = z.object({ labelName: z.string(), color: z.nullish(z.string()), color2: z.nullish(z.string()) });
/** memberLabel entries are spec-only: one without a name reads as an empty label. */
const memberLabelSchema = z.extend(labelSchema, { labelName: z._default(z.string(), '') });

/**
 * GET /wps/member/info. account, nickname, clubLabel.labelName, regDate and mobile are confirmed by a
 * captured body; id and type are read by the desktop bundle but were not in that body, so they are
 * optional (no id: the customer id is not shown; no type: the login's customerType applies); the label
 * colours, rankLevel, memberLabel and toUpline come from the spec only, and `language` (the stored
 * preference) is the fake platform's addition. The platform's own member centre also reads `payee`
 * (the real name payouts go to), `mobileVerified`, `countryDialingCode`, `isEmailVerification`,
 * `bindGA`, `lastLogin` and `lastLoginIp` (reference/platform-client.md #28); `email` (the address,
 * masked) is designed: no source shows the field.
 */
export const memberInfoSchema = z.object({
  id: z.optional(z.number()),
  account: z.string(),
  nickname: z.nullish(z.string()),
  /** 1, 2, 41, 42 agents; 4 trial; anything else a plain member. */
  type: z.optional(z.number()),
  toUpline: z._default(flag, false),
  /** The VIP rank: color is the text colour, color2 the background. */
  clubLabel: z.nullish(z.extend(labelSchema, { rankLevel: z._default(z.coerce.number(), 0) })),
  memberLabel: z._default(z.array(memberLabelSchema), []),
  regDate: z.number(),
  /** Masked ("0133671****"). */
  mobile: z.nullish(z.string()),
  language: z.nullish(z.string()),
  payee: z.nullish(z.string()),
  mobileVerified: z._default(flag, false),
  countryDialingCode: z.nullish(z.string()),
  /** Masked. */
  email: z.nullish(z.string()),
  isEmailVerification: z._default(flag, false),
  bindGA: z._default(flag, false),
  /** Epoch ms; a garbled value reads as unknown. */
  lastLogin: z.catch(z.nullish(z.number()), null),
  lastLoginIp: z.nullish(z.string()),
});

export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info/icon: the answer was not seen; the fake platform sends the picture as a URL. */
export const memberIconSchema = z.object({ icon: z.nullish(z.string()) });

export type MemberIcon = z.infer<typeof memberIconSchema>;

/** `{avatar: "0", avatarType: "STATIC"}` in the sibling build: avatar is the id of a stock picture. */
export const playerAvatarSchema = z.object({
  avatar: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  avatarType: z._default(z.string(), 'STATIC'),
});

export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;

/**
 * The stock picture of a player avatar on the image CDN. Designed: the answers seen name only the id
 * ("0", STATIC), not where its picture lives; a picture that does not load falls back to the default
 * avatar. Anything but a short id and type gives no picture.
 */
export function playerAvatarSrc(avatar: PlayerAvatar | undefined, imageCdn: string): string | undefined {
  if (!avatar || !/^\d{1,6}$/.test(avatar.avatar) || !/^[A-Z_]{1,20}$/.test(avatar.avatarType)) return undefined;
  const base = imageCdn.endsWith('/') ? imageCdn.slice(0, -1) : imageCdn;
  return `${base}/TCG_PROD_IMAGES/AVATAR/${avatar.avatarType}/${avatar.avatar}.png`;
}

/** The registration form's fields (spec section 3); which are shown and required comes from the register rules. */
export interface RegisterFields {
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  recommenderId?: string;
  captcha?: string;
  /** The SMS code, when registration SMS verification is on. */
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  /** From the page's referralCode query parameter. */
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  /** Firebase SMS verification instead of the platform's code. */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  verifier?: VerifierData;
}

export interface RegisterInput extends RegisterFields {
  username: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterMobileInput extends Omit<RegisterFields, 'mobileNum'> {
  mobileNum: string;
  /** Only where the site asks for a password in mobile mode. */
  password?: string;
  confirmPassword?: string;
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ForgotPasswordByEmailInput {
  username: string;
  email: string;
}

export interface ResetPasswordByPhoneInput {
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  newPassword: string;
  verifier?: VerifierData;
}

export interface AffiliateParams {
  code: string;
  domain: string;
}
