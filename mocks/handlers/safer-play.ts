/**
 * The fake platform's safer-play calls (designed, docs/decisions/018-safer-play-calls.md), behind the
 * module switch RESPGAMING3: read the limits and their usage, set or remove a limit, take a break.
 * The rules live in mocks/db/safer-play.ts; the deposit limit is enforced on the deposit call itself
 * and the break on login (mocks/handlers/session.ts). A replayed request (the dev app's journal) is
 * answered at the time it was first made, so a reload keeps a break's end and a raise's wait.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { RESPONSIBLE_GAMING_MODULE } from '../../app/api/system.contract.ts';
import {
  breakRequestSchema,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  setLimitRequestSchema,
  type LimitType,
  type saferPlaySettingsSchema,
  type setLimitResultSchema,
} from '../../app/api/safer-play.contract.ts';
import type { Account } from '../db/accounts.ts';
import { periodEnd, rulesOf, setLimit, startBreak, usageOf } from '../db/safer-play.ts';
import { fakeNow, wallets } from '../db/wallets.ts';
import { journaledTime } from '../journal.ts';
import { failure, wps, type CallContext } from './platform.ts';

/** The platform's time of the request: a replayed one's first time, else now. */
function requestTime(ctx: CallContext): number {
  const first = journaledTime(ctx.request);
  return first === undefined ? fakeNow() : first + wallets().clockOffset;
}

/** The settings answer (exported for Storybook fixtures). */
export function saferPlaySettingsValue(account: Account, now = fakeNow()) {
  const rules = rulesOf(account, now);
  const limits = (type: LimitType) =>
    LIMIT_PERIODS.map((period) => {
      const limit = rules.limits[type][period];
      return {
        period,
        amount: limit.amount,
        used: usageOf(account, type, period, now),
        resetTime: periodEnd(period, now),
        pending: limit.pending ? { ...limit.pending } : null,
      };
    });
  return {
    depositLimits: limits('DEPOSIT'),
    lossLimits: limits('LOSS'),
    activeBreak: rules.activeBreak ? { ...rules.activeBreak } : null,
    raiseDelayHours: LIMIT_RAISE_DELAY_HOURS,
  } satisfies z.input<typeof saferPlaySettingsSchema>;
}

const invalid = () => failure('Invalid request parameters', 'request_param_err');

const trialRefused = () => failure('Please register a real account to use this feature', 'trial.not.allowed');

const options = { auth: 'required', module: RESPONSIBLE_GAMING_MODULE } as const;

export const saferPlayHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getResponsibleGaming', options, (ctx) => saferPlaySettingsValue(ctx.account!, requestTime(ctx))),

  ...wps('post', '/wps/relay/MCSFE_setResponsibleGamingLimit', { ...options, money: true }, (ctx) => {
    const account = ctx.account!;
    if (account.type === 4) return trialRefused();
    const parsed = setLimitRequestSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid();
    const now = requestTime(ctx);
    const change = setLimit(account, parsed.data, now);
    return { ...change, settings: saferPlaySettingsValue(account, now) } satisfies z.input<typeof setLimitResultSchema>;
  }),

  ...wps('post', '/wps/relay/MCSFE_startResponsibleGamingBreak', { ...options, money: true }, (ctx) => {
    const account = ctx.account!;
    if (account.type === 4) return trialRefused();
    const parsed = breakRequestSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid();
    return { ...startBreak(account, parsed.data, requestTime(ctx)) };
  }),
];
