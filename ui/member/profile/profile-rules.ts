/**
 * The profile form's rules in the player's language (spec section 5; the same the platform applies,
 * app/api/player.contract.ts: nickname 2-20 characters, full name letters and spaces without
 * diacritics, birthday a real past date at 18 or over, Telegram a 5-32 character username).
 */
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const FULL_NAME_MAX = 50;
export const ADULT_AGE = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a real yyyy-MM-dd date, else undefined. */
export function dateParts(value: string): [number, number, number] | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const parts: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]));
  return date.getUTCFullYear() === parts[0] && date.getUTCMonth() === parts[1] - 1 && date.getUTCDate() === parts[2] ? parts : undefined;
}

/** Whether someone born on `birthday` is 18 on `today` (both yyyy-MM-dd, compared as dates). */
export function isAdultOn(birthday: string, today: string): boolean {
  const born = dateParts(birthday);
  const now = dateParts(today);
  if (!born || !now) return false;
  return Date.UTC(born[0] + ADULT_AGE, born[1] - 1, born[2]) <= Date.UTC(now[0], now[1] - 1, now[2]);
}

export interface ProfileValues {
  nickname: string;
  fullName: string;
  birthday: string;
  telegram: string;
}

/** Empty fields pass (they are not sent); what is typed must follow the rules. */
export function profileFormSchema(t: TFunction, today: string) {
  const optional = (rule: z.ZodMiniType<string>) => z.union([z.literal(''), rule]);
  return z.object({
    nickname: optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(NICKNAME_MIN, t('profile.error.nickname', { min: NICKNAME_MIN, max: NICKNAME_MAX })),
          z.maxLength(NICKNAME_MAX, t('profile.error.nickname', { min: NICKNAME_MIN, max: NICKNAME_MAX })),
        ),
    ),
    fullName: optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(FULL_NAME_MAX, t('profile.error.fullNameLength', { max: FULL_NAME_MAX })),
          z.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, t('profile.error.fullName')),
        ),
    ),
    birthday: optional(
      z.string().check(
        z.refine((value) => dateParts(value) !== undefined, t('profile.error.birthdayFormat')),
        z.refine((value) => value < today, t('profile.error.birthdayFuture')),
        z.refine((value) => isAdultOn(value, today), t('profile.error.underAge', { age: ADULT_AGE })),
      ),
    ),
    telegram: optional(z.string().check(z.trim(), z.regex(/^@?\w{5,32}$/, t('profile.error.telegram')))),
  });
}
