import type { HttpHandler } from 'msw';
import type { Account } from '../db/accounts.ts';
import { langOf } from '../db/content-authoring.ts';
import { claimRaffle, claimTicket, findMission, leaderboard, milestones, missionSummary, ticketsOf } from '../db/missions.ts';
import { failure, int, str, wps, type CallContext } from './platform.ts';

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

/** Trial (free-play) accounts are refused missions and the reward centre. */
const trialRefused = () => failure('Please register a real account to use this feature', 'trial.account.not.allowed');

const MISSION_STATUSES: readonly string[] = ['', 'O', 'C', 'E'];
const TICKET_STATUSES: readonly string[] = ['AVAILABLE', 'CLAIMED', 'EXPIRED'];

/** `auth: 'required'` guarantees the account; trial accounts stop here. */
function member(context: CallContext): Account | Response {
  const account = context.account!;
  return account.type === 4 ? trialRefused() : account;
}

/** The mission a leaderboard or milestones call names, or the platform's failure. */
function missionOf(context: CallContext) {
  const missionId = int(context.query, 'missionId', 0);
  if (missionId === 0) return badParam('missionId');
  return findMission(missionId) ?? failure('Mission not found', 'mission.not.found');
}

export const missionsHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getMissionSummaryDetails', { auth: 'required', module: 'MISSIONLB3' }, (context) => {
    const account = member(context);
    if (account instanceof Response) return account;
    const status = str(context.query, 'status');
    if (!MISSION_STATUSES.includes(status)) return badParam('status');
    const size = int(context.query, 'size', 10);
    if (size > 50) return badParam('size');
    return missionSummary(account, langOf(context.request.headers.get('Language')), status, int(context.query, 'page', 1), size);
  }),

  ...wps('get', '/wps/relay/MCSFE_getMissionLeaderboard', { auth: 'required', module: 'MISSIONLB3' }, (context) => {
    const account = member(context);
    if (account instanceof Response) return account;
    const mission = missionOf(context);
    return mission instanceof Response ? mission : leaderboard(mission, account);
  }),

  ...wps('get', '/wps/relay/MCSFE_getMissionMilestones', { auth: 'required', module: 'MISSIONLB3' }, (context) => {
    const account = member(context);
    if (account instanceof Response) return account;
    const mission = missionOf(context);
    return mission instanceof Response ? mission : milestones(mission, account, langOf(context.request.headers.get('Language')));
  }),

  // Desktop MCS2_ and mobile MCSFE_ relays of the same claim.
  ...wps(
    'post',
    ['/wps/relay/MCS2_claimRafflePromotion', '/wps/relay/MCSFE_claimRafflePromotion'],
    { auth: 'required', module: 'REWCEN3' },
    (context) => {
      const account = member(context);
      if (account instanceof Response) return account;
      const promotionId = int(context.body, 'promotionId', 0);
      if (promotionId === 0) return badParam('promotionId');
      const outcome = claimRaffle(account, promotionId);
      return outcome.ok ? outcome.value : failure(outcome.message, outcome.errorCode);
    },
  ),

  ...wps('get', '/wps/relay/PROMOFE_getClaimTicketList', { auth: 'required' }, (context) => {
    const account = member(context);
    if (account instanceof Response) return account;
    if (!['N', 'Y'].includes(str(context.query, 'isApp'))) return badParam('isApp');
    const status = str(context.query, 'status');
    if (!TICKET_STATUSES.includes(status)) return badParam('status');
    return ticketsOf(account, status, langOf(context.request.headers.get('Language')));
  }),

  ...wps('post', '/wps/relay/PROMOFE_claimTicket', { auth: 'required' }, (context) => {
    const account = member(context);
    if (account instanceof Response) return account;
    const transactionId = str(context.body, 'transactionId');
    if (transactionId === '') return badParam('transactionId');
    if (!['N', 'Y'].includes(str(context.body, 'isApp'))) return badParam('isApp');
    const outcome = claimTicket(account, transactionId);
    return outcome.ok ? outcome.value : failure(outcome.message, outcome.errorCode);
  }),
];
