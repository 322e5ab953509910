/**
 * The fake platform's records relays, answering as the platform's own client reads them
 * (reference/platform-client.md #12-#16): the account record (ODSFE2_MemTransDet, which also serves
 * the points mall's ledger and an agent's downline), the betting records per product, the lottery's,
 * profit and loss, the rebates and the rebate rates. The reports read mocks/db/records.ts; this file
 * reads the query and refuses what the platform would (request_param_err).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { POINT_TYPES, POINTS_CODE_TYPE, type PointType } from '../../app/api/points.contract.ts';
import {
  LOTTERY_ORDERS_PATH,
  TX_CODE_TYPES,
  type accountRecordSchema,
  type lotteryOrdersSchema,
  type profitLossSchema,
  type rebatesSchema,
  type thirdPartyOrdersSchema,
  type TxCodeType,
} from '../../app/api/records.contract.ts';
import type { Account } from '../db/accounts.ts';
import { teamOf } from '../db/agent.ts';
import { pointsOf } from '../db/points.ts';
import {
  accountTransactions,
  languageOf,
  lotteryOrders,
  memberPnl,
  memberRebates,
  pointTransactionRow,
  rebateSettings,
  THIRD_PARTY_ORDERS,
  thirdPartyOrders,
} from '../db/records.ts';
import { settle } from '../db/wallets.ts';
import { subordinatesFor } from './agent.ts';
import { failure, listAnswer, str, wps, type CallContext } from './platform.ts';

const auth = { auth: 'required' } as const;

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

/** An epoch-ms parameter: absent is undefined, anything but digits a request_param_err. */
function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = str(query, name);
  if (raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badParam(name);
  return Number(raw);
}

/** A period the relay cannot do without: both ends, the start not after the end. */
function period(query: URLSearchParams, startName: string, endName: string): { start: number; end: number } {
  const start = timeParam(query, startName);
  const end = timeParam(query, endName);
  if (start === undefined) throw badParam(startName);
  if (end === undefined || start > end) throw badParam(endName);
  return { start, end };
}

/** An optional period: an open end reaches as far as the records go. */
function openPeriod(query: URLSearchParams, startName: string, endName: string): { start: number; end: number } {
  const start = timeParam(query, startName) ?? -Infinity;
  const end = timeParam(query, endName) ?? Infinity;
  if (start > end) throw badParam(endName);
  return { start, end };
}

const language = (ctx: CallContext) => languageOf(str(ctx.query, 'language') || ctx.request.headers.get('Language'));

/**
 * Whose records (`subordinateName`): the caller's own when it is left out or names the caller; for an
 * agent, one member of their team, or ('') the whole team (the agent centre's team views); anyone
 * else's is refused.
 */
function ownersOf(ctx: CallContext): Account[] {
  const name = ctx.query.get('subordinateName')?.trim() ?? null;
  const owners = subordinatesFor(ctx.account!, name);
  if (owners.length === 0) throw failure('No such subordinate', 'request_param_err');
  for (const owner of owners) settle(owner);
  return owners;
}

/** The account record: the ledger in the period and code type, less the excluded types. */
function accountRecord(ctx: CallContext) {
  const codeType = str(ctx.query, 'codeTypes');
  if (codeType && !(TX_CODE_TYPES as readonly string[]).includes(codeType)) return badParam('codeTypes');
  const { start, end } = period(ctx.query, 'startTime', 'endTime');
  const excludedText = str(ctx.query, 'excludeTxTypeIds');
  if (excludedText && !/^\d+(,\d+)*$/.test(excludedText)) return badParam('excludeTxTypeIds');
  const excluded = new Set(excludedText.split(',').filter(Boolean).map(Number));
  const rows = accountTransactions(ownersOf(ctx), {
    start,
    end,
    codeType: codeType as TxCodeType | '',
    excluded,
    language: language(ctx),
  });
  return listAnswer(rows, ctx.query, (row) => row) satisfies z.input<typeof accountRecordSchema>;
}

/** The points mall's ledger on the same relay (codeTypes=points; its pointType and period, designed). */
function pointsLedger(ctx: CallContext) {
  const pointType = str(ctx.query, 'pointType');
  if (pointType && !POINT_TYPES.includes(pointType as PointType)) return badParam('pointType');
  const { start, end } = openPeriod(ctx.query, 'startTime', 'endTime');
  const account = ctx.account!;
  const lang = language(ctx);
  const records = [...pointsOf(account).transactions]
    .reverse()
    .filter((record) => (!pointType || record.type === pointType) && record.createTime >= start && record.createTime <= end);
  return listAnswer(records, ctx.query, (record) => pointTransactionRow(account, record, lang)) satisfies z.input<
    typeof accountRecordSchema
  >;
}

export const recordsHandlers: HttpHandler[] = [
  // One relay, two ledgers: the points mall asks with its own code type.
  ...wps('get', '/wps/relay/ODSFE2_MemTransDet', { ...auth, module: 'MEMTRANS3' }, (ctx) =>
    str(ctx.query, 'codeTypes') === POINTS_CODE_TYPE ? pointsLedger(ctx) : accountRecord(ctx),
  ),

  ...Object.keys(THIRD_PARTY_ORDERS).flatMap((path) =>
    wps('get', path, auth, (ctx) => {
      const { start, end } = period(ctx.query, 'startDate', 'endDate');
      const { rows, footer } = thirdPartyOrders(ownersOf(ctx), path, {
        start,
        end,
        vendor: str(ctx.query, 'accountType'),
        orderNo: str(ctx.query, 'orderNoSearch').trim(),
      });
      return { ...listAnswer(rows, ctx.query, (row) => row, { footer }), total: rows.length } satisfies z.input<
        ReturnType<typeof thirdPartyOrdersSchema>
      >;
    }),
  ),

  ...wps('get', LOTTERY_ORDERS_PATH, auth, (ctx) => {
    const { start, end } = period(ctx.query, 'startDate', 'endDate');
    const status = str(ctx.query, 'status');
    if (status && !/^[0-4]$/.test(status)) return badParam('status');
    const prizeModeId = str(ctx.query, 'prizeModeId') || '1';
    const { rows, footer } = lotteryOrders(ctx.account!, {
      start,
      end,
      status,
      prizeModeId,
      orderNo: str(ctx.query, 'orderNoSearch').trim(),
    });
    return listAnswer(rows, ctx.query, (row) => row, { footer }) satisfies z.input<typeof lotteryOrdersSchema>;
  }),

  // Designed query (startDate/endDate) and fields: no source shows them.
  ...wps('get', '/wps/relay/ODSFE2_MemPNL', auth, (ctx) => {
    const { start, end } = period(ctx.query, 'startDate', 'endDate');
    const account = ctx.account!;
    settle(account);
    return memberPnl(account, start, end) satisfies z.input<typeof profitLossSchema>;
  }),

  // sortColumn as the client's store sends it; the period (startDate/endDate) and the fields designed.
  ...wps('get', '/wps/relay/ODSFE2_MemberRebate', auth, (ctx) => {
    const sort = str(ctx.query, 'sortColumn') || 'balanceDate:desc';
    if (sort !== 'balanceDate:desc' && sort !== 'balanceDate:asc') return badParam('sortColumn');
    const { start, end } = openPeriod(ctx.query, 'startDate', 'endDate');
    const { rows, footer } = memberRebates(ctx.account!, start, end, sort === 'balanceDate:asc');
    return listAnswer(rows, ctx.query, (row) => row, { footer }) satisfies z.input<typeof rebatesSchema>;
  }),

  // The member's own rates; an agent may ask for a downline's by customerId.
  ...wps('get', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', auth, (ctx) => {
    const caller = ctx.account!;
    const customerId = str(ctx.query, 'customerId');
    if (customerId === '' || customerId === String(caller.id)) return rebateSettings(caller);
    const member = teamOf(caller).find(({ account }) => String(account.id) === customerId)?.account;
    return member ? rebateSettings(member) : badParam('customerId');
  }),
];
