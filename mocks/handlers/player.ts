/**
 * Player rank, invite friends, profile and security centre. All need a session. The profile update
 * validates with the same rules the client's forms use and writes the account, so the header's
 * member info shows the new nickname.
 */
import type { HttpHandler } from 'msw';
import { profileUpdateSchema } from '../../app/api/player.contract.ts';
import { profileOf, rankProgressOf, referralOf, securityCenterOf } from '../db/player.ts';
import { failure, wps, type CallContext } from './platform.ts';

const member = (ctx: CallContext) => ctx.account!;

const MEMBER = { auth: 'required', module: 'COMM3' } as const;

export const playerHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getPlayerRankProgress', { auth: 'required' }, (ctx) => rankProgressOf(member(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getReferralDetails', { auth: 'required' }, (ctx) => referralOf(member(ctx))),

  ...wps('get', '/wps/member/profile', MEMBER, (ctx) => profileOf(member(ctx))),

  ...wps('put', '/wps/member/profile', MEMBER, (ctx) => {
    const account = member(ctx);
    const parsed = profileUpdateSchema(Date.now()).safeParse(ctx.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0];
      return failure(issue.message, typeof field === 'string' ? `${field}.invalid` : 'request_param_err');
    }
    const { nickname, fullName, birthday, telegram } = parsed.data;
    // Every field locks once set: the real name must match bank payees, the birthday drives the birthday bonus.
    if (nickname !== undefined && account.nicknameSet && nickname !== account.nickname)
      return failure('The nickname cannot be changed once set', 'nickname.locked');
    if (telegram !== undefined && account.telegram !== '' && telegram.replace(/^@?/, '@') !== account.telegram)
      return failure('The Telegram account cannot be changed once set', 'telegram.locked');
    if (fullName !== undefined && account.fullName !== '' && fullName !== account.fullName)
      return failure('The full name cannot be changed once set', 'fullName.locked');
    if (birthday !== undefined && account.birthday !== '' && birthday !== account.birthday)
      return failure('The birthday cannot be changed once set', 'birthday.locked');
    if (nickname !== undefined) {
      account.nickname = nickname;
      account.nicknameSet = true;
    }
    if (fullName !== undefined) account.fullName = fullName;
    if (birthday !== undefined) account.birthday = birthday;
    if (telegram !== undefined) account.telegram = telegram === '' || telegram.startsWith('@') ? telegram : `@${telegram}`;
    return profileOf(account);
  }),

  ...wps('get', '/wps/v2/member/securityConfig', MEMBER, (ctx) => securityCenterOf(member(ctx))),
];
