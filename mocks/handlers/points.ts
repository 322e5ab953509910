/**
 * The points mall. Every call but the catalogue needs a session, and all need the PTSYS3 module; its
 * ledger is the account record's relay (ODSFE2_MemTransDet, answered in records.ts). The desktop's
 * MCS2_ relays and the mobile's MCSFE_ ones answer alike (platform-api.md section 10). The two
 * writes are the gateway's password-checked relays: E payload, the payment password checked before the
 * points service sees the call, and idempotent replay since both can move money.
 */
import type { HttpHandler } from 'msw';
import { REDEEM_STATUSES, type RedeemStatus } from '../../app/api/points.contract.ts';
import type { Account } from '../db/accounts.ts';
import { convert, goodsList, isRefusal, pointConfigFixture, pointsOf, redeem, rewardView, type RedeemRecordState } from '../db/points.ts';
import { balanceOf } from '../db/wallets.ts';
import { currentWorld } from '../db/world.ts';
import { failure, listAnswer, str, wps, type CallContext } from './platform.ts';

const POINTS = { auth: 'required', module: 'PTSYS3' } as const;
const relay = (method: string) => [`/wps/relay/MCS2_${method}`, `/wps/relay/MCSFE_${method}`];
const passwordChecked = (method: string) => [`/wps/relay/passwordCheck/MCS2_${method}`, `/wps/relay/passwordCheck/MCSFE_${method}`];

const languageOf = (request: Request) => ((request.headers.get('Language') ?? 'EN').toUpperCase() === 'VI' ? 'VI' : 'EN');

/** The passwordCheck gateway: the withdraw password must be set and match. */
function paymentPasswordRefusal(account: Account, body: Record<string, unknown>): Response | undefined {
  if (!account.paymentPassword) return failure('Please set a withdraw password first', 'not.exists.payment.password');
  const password = str(body, 'paymentPassword');
  if (!password) return failure('Please enter the withdraw password', 'payment.password.required');
  if (password !== account.paymentPassword) return failure('Incorrect withdraw password', 'invalid.payment.pw');
  return undefined;
}

const member = (ctx: CallContext) => ctx.account!;

function redeemView(record: RedeemRecordState, language: 'EN' | 'VI') {
  return { ...record, name: record.name[language] };
}

export const pointsHandlers: HttpHandler[] = [
  ...wps('get', relay('getPointBalance'), POINTS, (ctx) => {
    const points = pointsOf(member(ctx));
    return { pointBalance: points.balance, totalEarned: points.earned, totalRedeemed: points.redeemed };
  }),

  // The catalogue is the same for everyone: visitors browse it (redeeming needs a session).
  ...wps('get', relay('getPointReward'), { ...POINTS, auth: 'optional' }, (ctx) => {
    if (currentWorld().emptyCatalogues) return { list: [] };
    const language = languageOf(ctx.request);
    return { list: goodsList().map((goods) => rewardView(goods, language)) };
  }),

  ...wps('get', relay('getRedeemPointList'), POINTS, (ctx) => {
    const status = str(ctx.query, 'status');
    if (status && !REDEEM_STATUSES.includes(status as RedeemStatus)) return failure('Invalid status', 'request_param_err');
    const language = languageOf(ctx.request);
    const records = [...pointsOf(member(ctx)).redeems].reverse().filter((record) => !status || record.status === status);
    return listAnswer(records, ctx.query, (record) => redeemView(record, language));
  }),

  ...wps('get', relay('getPointConfig'), POINTS, () => pointConfigFixture),

  ...wps('post', passwordChecked('redeemPointReward'), { ...POINTS, encrypted: true, money: true }, (ctx) => {
    const account = member(ctx);
    const refused = paymentPasswordRefusal(account, ctx.body);
    if (refused) return refused;
    const rewardId = str(ctx.body, 'rewardId');
    if (!rewardId) return failure('rewardId is required', 'request_param_err');
    const result = redeem(account, {
      rewardId,
      quantity: ctx.body.quantity === undefined ? 1 : Number(ctx.body.quantity),
      receivingAddress: str(ctx.body, 'receivingAddress'),
      mobile: str(ctx.body, 'mobile'),
    });
    if (isRefusal(result)) return failure(result.message, result.errorCode);
    return { transactionNo: result.transactionNo, status: result.status, pointBalance: pointsOf(account).balance };
  }),

  ...wps('post', passwordChecked('convertPoint'), { ...POINTS, encrypted: true, money: true }, (ctx) => {
    const account = member(ctx);
    const refused = paymentPasswordRefusal(account, ctx.body);
    if (refused) return refused;
    const raw = ctx.body.amount;
    const result = convert(account, typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : Number.NaN);
    if (isRefusal(result)) return failure(result.message, result.errorCode);
    return { ...result, pointBalance: pointsOf(account).balance, balance: balanceOf(account) };
  }),
];
