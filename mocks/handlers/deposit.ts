/**
 * The fake platform's deposit calls, on the paths, verbs and shapes of the platform's own client
 * (app/api/deposit.contract.ts): the settings, the channels keyed by group code (each channel listed
 * only within its service hours), the five submit relays (each takes only its own groups' channels and
 * answers the way that relay does), the record with its method filter, and the record's actions.
 * Business rules live in mocks/db/wallets.ts (which throws FundsError); this file reads the request,
 * checks what a relay needs, and answers in the wire shape.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import {
  DEPOSIT_STATE_BY_CODE,
  depositRelayPath,
  type DepositRelay,
  type depositAnswerSchema,
  type depositChannelsSchema,
  type depositMethodsSchema,
  type depositRecordSchema,
  type depositSettingsSchema,
  type DepositState,
  DEPOSIT_STATE_CODES,
} from '../../app/api/deposit.contract.ts';
import type { Account } from '../db/accounts.ts';
import { langOf, type Lang } from '../db/content-authoring.ts';
import {
  badgeIcon,
  CHANNEL_GROUPS,
  channelById,
  channelIcon,
  DEPOSIT_CHANNELS,
  FIRST_DEPOSIT_MIN,
  groupOf,
  institutionIcon,
  invalidPayerField,
  isWithinServiceHours,
  qrImage,
  relayOfGroup,
  USDT_RATE,
  type DepositChannel,
  type DepositRecord,
  type PayerField,
} from '../db/funds.ts';
import { hashSeed } from '../db/rng.ts';
import {
  cancelDeposit,
  DEPOSITS_CLOSED_MESSAGE,
  depositExpiry,
  depositsInProgress,
  depositsOf,
  fakeNow,
  FundsError,
  isFirstDeposit,
  settle,
  submitDeposit,
  uploadDepositSlip,
} from '../db/wallets.ts';
import { currentWorld } from '../db/world.ts';
import { failure, listAnswer, str, wps, type CallContext } from './platform.ts';

// ---------------------------------------------------------------------------------------------
// Answers in the platform's shapes (exported for Storybook fixtures)

const CLOSED_TEXT: Record<Lang, string> = {
  EN: DEPOSITS_CLOSED_MESSAGE,
  VI: 'Hiện đang ngoài giờ nạp tiền. Vui lòng thử lại sau.',
};

const TRIAL_TEXT: Record<Lang, string> = {
  EN: 'Please register a real account to deposit.',
  VI: 'Vui lòng đăng ký tài khoản thật để nạp tiền.',
};

/** A trial account may not deposit; in the deposit-closed world nobody may. */
export function depositSettingsValue(account: Account, lang: Lang = 'EN') {
  const deposits = depositsOf(account);
  const trial = account.type === 4;
  const closed = currentWorld().depositClosed;
  const verified = account.mobile !== '' ? 'Y' : 'N';
  return {
    allowDeposit: trial || closed ? 'N' : 'Y',
    allowDepositMessage: trial ? TRIAL_TEXT[lang] : closed ? CLOSED_TEXT[lang] : '',
    firstDeposit: isFirstDeposit(account) ? 'N' : 'Y',
    minFirstDepositAmount: FIRST_DEPOSIT_MIN,
    inProgressCashInCount: depositsInProgress(account),
    totalDepositSuccessCount: deposits.filter((d) => d.status === 'SUCCESS').length,
    depositInfo: '24/24',
    nonce: `N${hashSeed(`${account.account}:${deposits.length}`).toString(36).toUpperCase()}`,
    mobileVerificationType: 'NOT REQUIRED',
    mobileVerified: verified,
  } satisfies z.input<typeof depositSettingsSchema>;
}

const listed = (now: number) => (channel: DepositChannel) => isWithinServiceHours(channel.serviceHours, now);

/** The groups with the channels in service at `now`, keyed by group code; a group with none is not listed. */
export function depositChannelsValue(now = fakeNow(), lang: Lang = 'EN') {
  const inService = listed(now);
  return Object.fromEntries(
    CHANNEL_GROUPS.flatMap((group) => {
      const channels = DEPOSIT_CHANNELS.filter((c) => c.group === group.code && inService(c));
      if (channels.length === 0) return [];
      return [
        [
          group.code,
          {
            message: group.title[lang],
            icon: badgeIcon(group.label, group.color),
            ...(group.endpoint ? { mcsDepositEndpoint: group.endpoint } : {}),
            ...(group.currency ? { currency: group.currency } : {}),
            channels: channels.map((c) => ({
              vendorId: c.vendorId,
              vendorName: c.vendorName,
              mcsBankCode: c.mcsBankCode,
              min: c.min,
              max: c.max,
              fixAmounts: c.fixAmounts,
              fixAmountOnly: c.fixAmountOnly ? 'Y' : 'N',
              customerCharge: c.customerCharge,
              ...(c.minCustomerCharge === undefined ? {} : { minCustomerCharge: c.minCustomerCharge }),
              customerChargeFixed: c.customerChargeFixed,
              bankIconUrl: channelIcon(c),
              ...(c.displayMode ? { channelDisplayMode: c.displayMode } : {}),
              ...(c.group === 'USDT' ? { walletApplyMode: 'deposit_request' } : {}),
              banks: c.banks.map((b) => ({
                bankCode: b.bankCode,
                bankType: b.bankType,
                bankEngName: b.bankName,
                bankLocaleName: b.bankName,
                bankIconUrl: institutionIcon({
                  bankCode: b.bankCode,
                  bankName: b.bankName,
                  color: c.color,
                  type: c.group === 'USDT' ? 'USDT' : 'BANK',
                }),
              })),
            })),
          },
        ],
      ];
    }),
  ) satisfies z.input<typeof depositChannelsSchema>;
}

/** Where the fake payment pages live: a reserved domain, so a click in the dev app goes nowhere real. */
export const PAYMENT_PAGE_ORIGIN = 'https://pay.example.com';

/** A relay's answer to a request: the payee account and reference, the QR, the payment page or the wallet address. */
export function depositAnswerValue(deposit: DepositRecord, relay: DepositRelay) {
  const base = { depositId: deposit.depositId, amount: deposit.amount, expireTime: depositExpiry(deposit) };
  const payTo = deposit.payTo;
  switch (relay) {
    case 'MCSFE_manualTransferByRemark':
    case 'MCSFE_manualTransferByAccountName':
      return {
        ...base,
        receiverAccount: payTo?.accountNumber ?? '',
        receiverName: payTo?.accountName ?? '',
        bankName: payTo?.bankName ?? '',
        bankBranch: payTo?.branch ?? '',
        remarks: deposit.reference,
        confirmationRequired: 'N',
        // A transfer by reference comes with a bank QR of the same details.
        ...(relay === 'MCSFE_manualTransferByRemark'
          ? { qrImageUrl: qrImage(`${payTo?.accountNumber ?? ''}:${deposit.amount}:${deposit.reference}`) }
          : {}),
      } satisfies z.input<typeof depositAnswerSchema>;
    case 'MCSFE_depositByQRImageUrl':
      return {
        ...base,
        qrImgUrl: qrImage(`${payTo?.accountNumber ?? ''}:${deposit.amount}:${deposit.reference}`),
        refCode: deposit.reference,
        countDownTime: 1800,
      } satisfies z.input<typeof depositAnswerSchema>;
    case 'MCSFE_depositByLaunchUrl':
      return { ...base, redirectUrl: `${PAYMENT_PAGE_ORIGIN}/checkout/${deposit.depositId}` } satisfies z.input<typeof depositAnswerSchema>;
    case 'MCSFE_depositVirtualWallet':
      return {
        ...base,
        walletAddress: payTo?.accountNumber ?? '',
        qrImageUrl: qrImage(payTo?.accountNumber ?? ''),
        sourceAmount: Math.round((deposit.amount / USDT_RATE) * 100) / 100,
      } satisfies z.input<typeof depositAnswerSchema>;
  }
}

/** The record's state code: New until payment is reported, Pending in review, Rejected or Expired for the two failures. */
export function depositStateOf(d: DepositRecord): DepositState {
  if (d.status === 'SUCCESS') return 'APPROVED';
  if (d.status === 'CANCELLED') return 'CANCELLED';
  if (d.status === 'PENDING') return d.inReview ? 'PENDING' : 'NEW';
  return d.failure === 'EXPIRED' ? 'EXPIRED' : 'REJECTED';
}

export const depositRecordValue = (d: DepositRecord) =>
  ({
    depositId: d.depositId,
    depositDate: d.requestTime,
    actualDepositDate: d.status === 'SUCCESS' ? d.completeTime : null,
    requestedAmount: d.amount,
    amount: d.amount,
    reimbursementAmount: 0,
    customerBankCharge: d.fee,
    depositMethod: d.channelName,
    refId: d.reference,
    promotionName: null,
    remark: d.remark || null,
    state: DEPOSIT_STATE_CODES[depositStateOf(d)],
    depositSlip: d.slip ? 'Y' : 'N',
  }) satisfies z.input<typeof depositRecordSchema>;

/** The record's method filter: one method per channel group. */
export const depositMethodsValue = (lang: Lang = 'EN') =>
  CHANNEL_GROUPS.map((group) => ({ code: group.code, displayName: group.title[lang] })) satisfies z.input<typeof depositMethodsSchema>;

// ---------------------------------------------------------------------------------------------
// Request helpers

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

/** Runs an operation, answering its FundsError as the platform's business failure. */
function attempt<T>(operation: () => T): T | Response {
  try {
    return operation();
  } catch (error) {
    if (error instanceof FundsError) return failure(error.message, error.errorCode, error.value);
    throw error;
  }
}

/** An epoch-ms parameter; absent is undefined, garbage a request_param_err. */
function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = str(query, name);
  if (raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badParam(name);
  return Number(raw);
}

const language = (ctx: CallContext) => langOf(ctx.request.headers.get('Language'));

/** Settles the member's pending requests, then reads. */
const settled = (ctx: CallContext): Account => {
  const account = ctx.account!;
  settle(account);
  return account;
};

const PAYER_REFUSALS: Record<PayerField, string> = {
  payeeName: 'Please enter the name on the account you pay from',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  fullName: 'Please enter your full name',
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * What every submit relay checks before the business rules: the member deposits for themself, the
 * channel belongs to a group whose deposits go to this relay, its mcsBankCode matches, and the payer's
 * fields the channel needs are there (payeeName flat, the display mode's names under params.user).
 */
function checkedDeposit(relay: DepositRelay, account: Account, body: Record<string, unknown>) {
  if (str(body, 'targetUsername').toLowerCase() !== account.account.toLowerCase())
    throw new FundsError('Deposits go to your own account', 'deposit.target.invalid');
  const channel = channelById(Number(body.vendorId));
  const group = groupOf(str(body, 'bankType'));
  if (!channel || !group || channel.group !== group.code || relayOfGroup(group) !== relay)
    throw new FundsError('Please choose a deposit method', 'deposit.channel.invalid');
  if (body.mcsBankCode !== undefined && body.mcsBankCode !== channel.mcsBankCode)
    throw new FundsError('Please choose a deposit method', 'deposit.channel.invalid');
  const user = record(record(body.params).user);
  const invalid = invalidPayerField(channel, { payeeName: body.payeeName, ...user });
  if (invalid) throw new FundsError(PAYER_REFUSALS[invalid], `deposit.${invalid}.invalid`);
  return channel;
}

const submitHandler = (relay: DepositRelay) =>
  wps('post', depositRelayPath(relay), { auth: 'required', module: 'DPSTBAS3', money: true }, ({ account, body }) =>
    attempt(() => {
      const channel = checkedDeposit(relay, account!, body);
      const deposit = submitDeposit(account!, { vendorId: channel.vendorId, bankCode: body.bankCode, amount: body.amount, fields: body });
      return depositAnswerValue(deposit, relay);
    }),
  );

const auth = { auth: 'required', module: 'DPSTBAS3' } as const;

// ---------------------------------------------------------------------------------------------
// Handlers

export const depositHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getDepositSettings', auth, (ctx) => depositSettingsValue(settled(ctx), language(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getDepositPaymentChannels', auth, (ctx) => depositChannelsValue(fakeNow(), language(ctx))),

  ...submitHandler('MCSFE_manualTransferByRemark'),
  ...submitHandler('MCSFE_manualTransferByAccountName'),
  ...submitHandler('MCSFE_depositByQRImageUrl'),
  ...submitHandler('MCSFE_depositByLaunchUrl'),
  ...submitHandler('MCSFE_depositVirtualWallet'),

  ...wps('get', '/wps/relay/MCSFE_getDepositTransactionReport', auth, (ctx) => {
    const start = timeParam(ctx.query, 'startDate') ?? -Infinity;
    const end = timeParam(ctx.query, 'endDate') ?? Infinity;
    if (start > end) return badParam('startDate');
    const method = str(ctx.query, 'depositType');
    if (method !== '' && !groupOf(method)) return badParam('depositType');
    const stateCode = str(ctx.query, 'depositState');
    if (stateCode !== '' && !Object.hasOwn(DEPOSIT_STATE_BY_CODE, stateCode)) return badParam('depositState');
    const list = depositsOf(settled(ctx)).filter(
      (d) =>
        d.requestTime >= start &&
        d.requestTime <= end &&
        (method === '' || d.group === method) &&
        (stateCode === '' || DEPOSIT_STATE_CODES[depositStateOf(d)] === stateCode),
    );
    const total = list.reduce((sum, d) => sum + d.amount, 0);
    return listAnswer(list, ctx.query, depositRecordValue, { footer: { amount: total } });
  }),

  ...wps('get', '/wps/relay/MCSFE_getDepositMethods', auth, (ctx) => depositMethodsValue(language(ctx))),

  ...wps('post', '/wps/relay/MCSFE_cancelDeposit', auth, ({ account, body }) =>
    attempt(() => {
      cancelDeposit(account!, body.depositId);
      return null;
    }),
  ),

  ...wps('post', '/wps/relay/MCSFE_uploadDepositEncodedImage', auth, ({ account, body }) =>
    attempt(() => {
      uploadDepositSlip(account!, { depositId: body.depositId, image: body.image, remark: body.uploadDepositRemarks });
      return null;
    }),
  ),
];
