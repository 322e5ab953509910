/**
 * The deposit contract, as the platform's own member-centre client sends and reads it
 * (reference/platform-client.md #2-#5, /tmp/mc/facts.md section 7): the settings, the channels keyed
 * by group code, the submit relay each group takes (DEPOSIT_API_LIST), the submit body and what its
 * answer says about where to pay, the deposit record with its six states, and the record's actions
 * (cancel, payment-slip upload). Schemas, constants, types and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, flag, isFlagOn, listOf, type ListParams } from './common.contract.ts';

// ---------------------------------------------------------------------------------------------
// Lenient pieces: the services send numbers as numbers or numeric strings, and leave fields out

const numeric = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(?:\.\d+)?$/))]),
  z.transform((value: number | string) => Number(value)),
);
/** A number that may be missing or garbled: null then. */
const someNumber = z.catch(z.nullish(numeric), null);
const someText = z.catch(z.nullish(z.string()), null);
const idText = z.pipe(z.union([z.number(), z.string().check(z.minLength(1))]), z.transform(String));
const someId = z.catch(z.nullish(idText), null);
const someFlag = z.catch(z.nullish(z.union([z.boolean(), z.number(), z.string()])), null);

/** A string with something in it, trimmed; null otherwise. */
const filled = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const positive = (value: number | null | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);

/** Items of a list, each parsed alone: one the app cannot read is dropped, never the whole list. */
function eachOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z._default(z.array(z.unknown()), []), []),
    z.transform((items: unknown[]) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Settings: GET /wps/relay/MCSFE_getDepositSettings

/**
 * The fields the client reads: `allowDeposit` ("Y", else `allowDepositMessage` says why),
 * `firstDeposit` ("N" = the member has not deposited yet, so `minFirstDepositAmount` applies),
 * `inProgressCashInCount`, the `depositInfo` text, the `nonce` the submit sends back, and
 * `mobileVerificationType` ("REQUIRED" with `mobileVerified` off sends the member to verify a mobile
 * first). `totalDepositSuccessCount` was seen live.
 */
export const depositSettingsSchema = z.pipe(
  z.object({
    allowDeposit: flag,
    allowDepositMessage: someText,
    firstDeposit: someFlag,
    minFirstDepositAmount: someNumber,
    inProgressCashInCount: someNumber,
    depositInfo: someText,
    nonce: someId,
    mobileVerificationType: someText,
    mobileVerified: someFlag,
    totalDepositSuccessCount: someNumber,
  }),
  z.transform((raw) => ({
    allowDeposit: raw.allowDeposit,
    /** The platform's reason deposits are closed (only when they are). */
    closedMessage: raw.allowDeposit ? null : filled(raw.allowDepositMessage),
    isFirstDeposit: raw.firstDeposit !== null && raw.firstDeposit !== undefined && raw.firstDeposit !== '' && !isFlagOn(raw.firstDeposit),
    minFirstDepositAmount: positive(raw.minFirstDepositAmount),
    pendingCount: Math.max(0, Math.trunc(raw.inProgressCashInCount ?? 0)),
    depositInfo: filled(raw.depositInfo),
    nonce: filled(raw.nonce),
    mobileVerificationRequired: raw.mobileVerificationType?.trim().toUpperCase() === 'REQUIRED' && !isFlagOn(raw.mobileVerified),
    totalDepositSuccessCount: Math.max(0, Math.trunc(raw.totalDepositSuccessCount ?? 0)),
  })),
);

export type DepositSettings = z.infer<typeof depositSettingsSchema>;

/** The least a member may deposit through a channel: its own minimum, raised for a first deposit when the settings say so. */
export function depositMinimum(
  channel: { min: number | null },
  settings?: Pick<DepositSettings, 'isFirstDeposit' | 'minFirstDepositAmount'>,
) {
  const first = settings?.isFirstDeposit ? settings.minFirstDepositAmount : null;
  if (first === null || first === undefined) return channel.min;
  return channel.min === null ? first : Math.max(channel.min, first);
}

// ---------------------------------------------------------------------------------------------
// The submit relay of a channel group (the client's DEPOSIT_API_LIST)

/** The submit relays this app supports, with what the player does after each. */
export const DEPOSIT_RELAYS = {
  /** Manual bank transfer with the reference (remarks) the platform gives. */
  MCSFE_manualTransferByRemark: 'manual',
  /** Manual bank transfer matched by the name on the paying account (`payeeName`). */
  MCSFE_manualTransferByAccountName: 'manual',
  /** A QR image (or QR text) to scan and pay. */
  MCSFE_depositByQRImageUrl: 'qr',
  /** A payment page to open (`redirectUrl`). */
  MCSFE_depositByLaunchUrl: 'launch',
  /** A wallet address to send crypto (USDT) to. */
  MCSFE_depositVirtualWallet: 'crypto',
} as const;

export type DepositRelay = keyof typeof DEPOSIT_RELAYS;
export type DepositKind = (typeof DEPOSIT_RELAYS)[DepositRelay];

export const isDepositRelay = (name: string): name is DepositRelay => Object.hasOwn(DEPOSIT_RELAYS, name);
export const depositRelayPath = (relay: DepositRelay) => `/wps/relay/${relay}` as const;

const codes = <R extends DepositRelay>(relay: R, list: readonly string[]) => list.map((code) => [code, relay] as const);

/**
 * The client's legacy mapping, used when a group sends no `mcsDepositEndpoint`: group code to relay,
 * for the relays above. Codes that map to a relay this app does not build the body of (bank-card
 * deposits, C2C, GCash, the chat link, the BTC/ETH family that sends a converted `virtualAmount`...)
 * are left out, so their groups are not offered.
 */
const LEGACY_RELAYS: Readonly<Record<string, DepositRelay>> = Object.fromEntries([
  ...codes('MCSFE_manualTransferByRemark', ['MT']),
  ...codes('MCSFE_manualTransferByAccountName', ['MT2']),
  ...codes('MCSFE_depositByQRImageUrl', [
    'WECHAT',
    'ALIPAY',
    'QQ',
    'JD',
    'UNQR',
    'MAQR',
    'MWQR',
    'MUQR',
    'QPQR',
    'WCFQR',
    'ALIFQR',
    'KAMI',
    'OTQR',
    'OVO',
    'INRUPAY',
    'GOPAY',
    'KDPAY',
    'TOPAY',
    'Goubao',
    'VRMB',
    'ERMB',
    'KOMO',
    'ALINWAP',
    'WCNWAP',
    'ALIPDD',
    'WCPDD',
    'ZALODP',
    'MOMODP',
    'RCDP',
    'QIANNENG',
    'VIEDP',
    'TW',
    'GCASHQR',
    'UPI',
    'IMPS',
    'ECOINSPH',
    'ECoinsph',
    'PAYMAYA',
    'Paymaya',
  ]),
  ...codes('MCSFE_depositByLaunchUrl', [
    'PG',
    'PGMT',
    'PGMT3',
    'IPQR',
    'ALIWAP',
    'QQWAP',
    'JDWAP',
    'WCWAP',
    'UN',
    'UNWAP',
    'WRS',
    'FT',
    'OTPG',
    'VA',
    'PTC',
  ]),
  ...codes('MCSFE_depositVirtualWallet', ['USDT', 'LTC', 'TLBT']),
]);

/**
 * The relay a group's deposits are posted to: the one its `mcsDepositEndpoint` names when it sends
 * one (null if this app does not support that relay: the platform chose it, so no other is tried),
 * else the client's legacy mapping of the group code; null when neither gives a supported relay.
 */
export function depositRelayOf(group: { code: string; mcsDepositEndpoint?: string | null }): DepositRelay | null {
  const endpoint = filled(group.mcsDepositEndpoint);
  if (endpoint !== null) return isDepositRelay(endpoint) ? endpoint : null;
  return Object.hasOwn(LEGACY_RELAYS, group.code) ? LEGACY_RELAYS[group.code]! : null;
}

// ---------------------------------------------------------------------------------------------
// Channels: GET /wps/relay/MCSFE_getDepositPaymentChannels

/** The query the client sends: a web front end, manual transfers grouped by channel name, not the native app. */
export const DEPOSIT_CHANNELS_QUERY = { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y', isNative: 'N' } as const;

/** What a channel asks about the member who pays, besides the amount. */
export const DEPOSIT_PAYER_FIELDS = ['payeeName', 'firstName', 'lastName', 'fullName'] as const;
export type DepositPayerField = (typeof DEPOSIT_PAYER_FIELDS)[number];

/** Display modes whose extra inputs (a card number, a telco top-up, an uploaded receipt) this app does not collect. */
const UNSUPPORTED_DISPLAY_MODES = new Set(['PGMTCARD', 'PGMTMOBILE', 'PGMT_TELCO', 'PHONECARD', 'TELCO', 'PAYIDIMGUPLOAD']);

/**
 * The payer's fields a channel takes: the name on the paying account for a transfer matched by
 * account name (`payeeName`), the names the `channelDisplayMode` asks for (PGMT_FIRSTNAME_LASTNAME,
 * PGMT_FULLNAME, sent as `params.user`); null when the mode needs inputs this app does not collect.
 */
export function payerFieldsOf(relay: DepositRelay, displayMode: string | null): DepositPayerField[] | null {
  const mode = displayMode?.trim().toUpperCase() ?? '';
  if (UNSUPPORTED_DISPLAY_MODES.has(mode)) return null;
  const fields: DepositPayerField[] = relay === 'MCSFE_manualTransferByAccountName' ? ['payeeName'] : [];
  if (mode === 'PGMT_FIRSTNAME_LASTNAME') fields.push('firstName', 'lastName');
  if (mode === 'PGMT_FULLNAME') fields.push('fullName');
  return fields;
}

const bankSchema = z.pipe(
  z.object({
    bankCode: z.string().check(z.minLength(1)),
    bankType: someText,
    bankLocaleName: someText,
    bankEngName: someText,
    bankChName: someText,
    bankIconUrl: someText,
    cardNumber: someText,
  }),
  z.transform((bank) => ({
    bankCode: bank.bankCode,
    bankType: filled(bank.bankType),
    /** The client's display name: the locale's, else the English one. */
    name: filled(bank.bankLocaleName) ?? filled(bank.bankEngName) ?? filled(bank.bankChName) ?? bank.bankCode,
    iconUrl: imageUrl(bank.bankIconUrl),
    cardNumber: filled(bank.cardNumber),
  })),
);

const channelWireSchema = z.object({
  vendorId: numeric,
  vendorName: z._default(z.string(), ''),
  mcsBankCode: someText,
  min: someNumber,
  max: someNumber,
  fixAmounts: eachOf(numeric),
  fixAmountOnly: z._default(flag, false),
  /** Percent of the amount. */
  customerCharge: someNumber,
  minCustomerCharge: someNumber,
  maxCustomerCharge: someNumber,
  customerChargeFixed: someNumber,
  bankIconUrl: someText,
  banks: eachOf(bankSchema),
  channelDisplayMode: someText,
  walletApplyMode: someText,
});

const groupWireSchema = z.object({
  /** The group's title. */
  message: someText,
  description: someText,
  icon: someText,
  mcsDepositEndpoint: someText,
  channelDisplayMode: someText,
  currency: someText,
  channels: eachOf(channelWireSchema),
});

type ChannelWire = z.output<typeof channelWireSchema>;

function channelOf(channel: ChannelWire, relay: DepositRelay, groupMode: string | null) {
  const payerFields = payerFieldsOf(relay, filled(channel.channelDisplayMode) ?? groupMode);
  // A USDT channel in wallet_address mode asks for an address first (another relay): not offered.
  if (payerFields === null || filled(channel.walletApplyMode)?.toLowerCase() === 'wallet_address') return null;
  return {
    vendorId: channel.vendorId,
    vendorName: channel.vendorName,
    mcsBankCode: filled(channel.mcsBankCode),
    iconUrl: imageUrl(channel.bankIconUrl),
    min: positive(channel.min),
    max: positive(channel.max),
    fixAmounts: channel.fixAmounts.filter((amount) => amount > 0),
    fixAmountOnly: channel.fixAmountOnly && channel.fixAmounts.length > 0,
    charge: {
      percent: Math.max(0, channel.customerCharge ?? 0),
      fixed: Math.max(0, channel.customerChargeFixed ?? 0),
      min: positive(channel.minCustomerCharge),
      max: positive(channel.maxCustomerCharge),
    },
    banks: channel.banks,
    payerFields,
  };
}

/**
 * The channels, keyed by group code on the wire, read as a list of the groups this app can take a
 * deposit through: each with its title (`message`), the relay its deposits go to and what the player
 * does after (`kind`), and its channels with their limits (`min`, `max`), quick amounts
 * (`fixAmounts`, the only amounts allowed when `fixAmountOnly`), charge (`customerCharge` percent,
 * clamped to `minCustomerCharge`/`maxCustomerCharge`, plus `customerChargeFixed`), the banks to pick
 * and the payer's fields. A group without a supported relay, and a channel that needs inputs this app
 * does not collect, are left out.
 */
export const depositChannelsSchema = z.pipe(
  z.catch(z.record(z.string(), z.unknown()), {}),
  z.transform((value: Record<string, unknown>) =>
    Object.entries(value).flatMap(([code, raw]) => {
      const parsed = groupWireSchema.safeParse(raw);
      if (!parsed.success) return [];
      const group = parsed.data;
      const relay = depositRelayOf({ code, mcsDepositEndpoint: group.mcsDepositEndpoint });
      if (relay === null) return [];
      const channels = group.channels.flatMap((channel) => {
        const read = channelOf(channel, relay, filled(group.channelDisplayMode));
        return read ? [read] : [];
      });
      if (channels.length === 0) return [];
      return [
        {
          code,
          name: filled(group.message) ?? code,
          description: filled(group.description),
          icon: imageUrl(group.icon),
          relay,
          kind: DEPOSIT_RELAYS[relay],
          /** The currency a crypto group is paid in (USDT). */
          currency: filled(group.currency),
          channels,
        },
      ];
    }),
  ),
);

export type DepositChannelGroup = z.infer<typeof depositChannelsSchema>[number];
export type DepositChannel = DepositChannelGroup['channels'][number];
export type DepositBank = DepositChannel['banks'][number];

/** What the platform keeps of a deposit, as the client computes it: the percent clamped to its bounds, plus the fixed charge. */
export function depositCharge(channel: Pick<DepositChannel, 'charge'>, amount: number): number {
  const { percent, fixed, min, max } = channel.charge;
  let part = (amount * percent) / 100;
  if (min !== null && part < min) part = min;
  if (max !== null && part > max) part = max;
  return Math.round((part + fixed) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Submit: POST /wps/relay/<the group's relay> (plain JSON, not E; money: Idempotency-Key)

/** What the member chose, with what the platform told the client about the group, channel and settings. */
export interface DepositOrder {
  relay: DepositRelay;
  /** The group code, sent as `bankType`. */
  groupCode: string;
  vendorId: number;
  mcsBankCode: string | null;
  /** The bank picked in the channel, null when the channel lists none. */
  bankCode: string | null;
  amount: number;
  /** The member's account (the client's "deposit for myself"). */
  targetUsername: string;
  /** From the settings, sent back when they give one. */
  nonce?: string | null;
  /** The channel's payer fields, trimmed. */
  payer?: Partial<Record<DepositPayerField, string>>;
}

export type SubmitDepositInput = DepositOrder & { idempotencyKey: string };

/**
 * The body the client posts: `amount`, `targetUsername`, `bankCode`, `vendorId`, `bankType` (the group
 * code), and when they apply `mcsBankCode`, `nonce`, `payeeName` (a transfer matched by account name),
 * `params.user` with the names the display mode asks for, and `showQrImageOnly: 1` on the QR relay.
 */
export function depositBody(order: DepositOrder): Record<string, unknown> {
  const body: Record<string, unknown> = {
    amount: order.amount,
    targetUsername: order.targetUsername,
    bankCode: order.bankCode,
    vendorId: order.vendorId,
    bankType: order.groupCode,
  };
  if (order.mcsBankCode) body.mcsBankCode = order.mcsBankCode;
  if (order.nonce) body.nonce = order.nonce;
  const payer = order.payer ?? {};
  if (order.relay === 'MCSFE_manualTransferByAccountName' && payer.payeeName) body.payeeName = payer.payeeName;
  const user = Object.fromEntries(
    (['firstName', 'lastName', 'fullName'] as const).flatMap((key) => (payer[key] ? [[key, payer[key]]] : [])),
  );
  if (Object.keys(user).length > 0) body.params = { user };
  if (order.relay === 'MCSFE_depositByQRImageUrl') body.showQrImageOnly = 1;
  return body;
}

/** An address the player may be sent to: http(s) only (never javascript:, data: or a relative path). */
export function safeUrl(value: string | null | undefined): string | null {
  const text = filled(value);
  if (text === null) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image to show: http(s), or an inline data:image. */
function imageUrl(value: string | null | undefined): string | null {
  const text = filled(value);
  if (text === null) return null;
  return /^data:image\/[a-z+.-]+[;,]/i.test(text) ? text : safeUrl(text);
}

/**
 * The submit's answer, read as the client reads it: the payment page (`redirectUrl`, or
 * `redirection_url`), the QR image (`qrImgUrl` || `qrImageUrl` || `qrImage`) or QR text (`qrCode`), the
 * wallet address and crypto amount (`sourceAmount`), the deposit id (`depositId` or `deposit_id`), the
 * amount (`amount` || `bankDiscountAmount`), the payee's account (`email` || `receiverAccount` ||
 * `receiver_account` || `accountNumber`), name (`receiverName` || `accountName` || `bankCardName`),
 * bank (`bankChName` || `bankName`) and branch (`bankBranch`), the reference (`remarks`, else
 * `refCode`), and when the details stop being valid (`expireTime` in ms, else `countDownTime`).
 */
export const depositAnswerSchema = z.pipe(
  z.catch(
    z.nullish(
      z.object({
        redirectUrl: someText,
        redirection_url: someText,
        qrImgUrl: someText,
        qrImageUrl: someText,
        qrImage: someText,
        qrCode: someText,
        walletAddress: someText,
        sourceAmount: someNumber,
        depositId: someId,
        deposit_id: someId,
        amount: someNumber,
        bankDiscountAmount: someNumber,
        email: someText,
        receiverAccount: someText,
        receiver_account: someText,
        accountNumber: someText,
        receiverName: someText,
        accountName: someText,
        bankCardName: someText,
        bankChName: someText,
        bankName: someText,
        bankBranch: someText,
        remarks: someText,
        refCode: someText,
        expireTime: someNumber,
        countDownTime: someNumber,
        confirmationRequired: someFlag,
      }),
    ),
    null,
  ),
  z.transform((value) => {
    const v = value ?? {};
    return {
      depositId: filled(v.depositId) ?? filled(v.deposit_id),
      amount: positive(v.amount) ?? positive(v.bankDiscountAmount),
      redirectUrl: safeUrl(v.redirectUrl) ?? safeUrl(v.redirection_url),
      qrImageUrl: imageUrl(v.qrImgUrl) ?? imageUrl(v.qrImageUrl) ?? imageUrl(v.qrImage),
      qrCode: filled(v.qrCode),
      walletAddress: filled(v.walletAddress),
      cryptoAmount: positive(v.sourceAmount),
      payee: {
        accountNumber: filled(v.email) ?? filled(v.receiverAccount) ?? filled(v.receiver_account) ?? filled(v.accountNumber),
        accountName: filled(v.receiverName) ?? filled(v.accountName) ?? filled(v.bankCardName),
        bankName: filled(v.bankChName) ?? filled(v.bankName),
        branch: filled(v.bankBranch),
      },
      reference: filled(v.remarks) ?? filled(v.refCode) ?? '',
      expireTime: positive(v.expireTime),
      /** Seconds, as the Asia receipt page reads it (another page reads minutes); used only without expireTime. */
      countDownSeconds: positive(v.countDownTime),
      confirmationRequired: isFlagOn(v.confirmationRequired),
    };
  }),
);

export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

/** What the player is shown after a deposit request: the answer, with the kind of payment, the amount asked for and the fee. */
export type DepositReceipt = Omit<DepositAnswer, 'amount' | 'countDownSeconds'> & {
  kind: DepositKind;
  amount: number;
  fee: number;
};

/** The receipt of an answer: the amount asked for when the answer has none; an expiry from the countdown when it sends no time. */
export function depositReceiptOf(
  answer: DepositAnswer,
  order: { relay: DepositRelay; amount: number; fee?: number },
  now: number,
): DepositReceipt {
  const { countDownSeconds, ...rest } = answer;
  return {
    ...rest,
    kind: DEPOSIT_RELAYS[order.relay],
    amount: answer.amount ?? order.amount,
    fee: order.fee ?? 0,
    expireTime: answer.expireTime ?? (countDownSeconds === null ? null : now + countDownSeconds * 1000),
  };
}

// ---------------------------------------------------------------------------------------------
// The record: GET /wps/relay/MCSFE_getDepositTransactionReport

/** The record's `state` codes (strings on the wire), as named states. */
export const DEPOSIT_STATE_BY_CODE = {
  '2': 'APPROVED',
  '3': 'CANCELLED',
  '4': 'PENDING',
  '5': 'NEW',
  '6': 'REJECTED',
  '7': 'EXPIRED',
} as const;

export type DepositState = (typeof DEPOSIT_STATE_BY_CODE)[keyof typeof DEPOSIT_STATE_BY_CODE];
export const DEPOSIT_STATES = Object.values(DEPOSIT_STATE_BY_CODE) as DepositState[];
export const DEPOSIT_STATE_CODES = Object.fromEntries(
  Object.entries(DEPOSIT_STATE_BY_CODE).map(([code, state]) => [state, code]),
) as Record<DepositState, keyof typeof DEPOSIT_STATE_BY_CODE>;

/** A state the record may still be cancelled or given a slip in: the platform has not decided it. */
export const isOpenDepositState = (state: DepositState | null) => state === 'NEW' || state === 'PENDING';

const stateSchema = z.pipe(
  someId,
  z.transform((code: string | null) =>
    code !== null && Object.hasOwn(DEPOSIT_STATE_BY_CODE, code.trim())
      ? DEPOSIT_STATE_BY_CODE[code.trim() as keyof typeof DEPOSIT_STATE_BY_CODE]
      : null,
  ),
);

/** `depositSlip` "N" (or nothing) means no payment slip yet. */
const hasSlip = (value: boolean | number | string | null | undefined) =>
  typeof value === 'string'
    ? value.trim() !== '' && value.trim().toUpperCase() !== 'N'
    : value === true || (typeof value === 'number' && value !== 0);

export const depositRecordSchema = z.pipe(
  z.object({
    depositId: idText,
    depositDate: z.pipe(numeric, epochMs),
    actualDepositDate: someNumber,
    requestedAmount: someNumber,
    amount: someNumber,
    reimbursementAmount: someNumber,
    customerBankCharge: someNumber,
    depositMethod: someText,
    refId: someId,
    promotionName: someText,
    remark: someText,
    state: stateSchema,
    depositSlip: someFlag,
    accelerationStatus: someText,
  }),
  z.transform((r) => {
    const slip = hasSlip(r.depositSlip);
    return {
      depositId: r.depositId,
      depositDate: r.depositDate,
      actualDepositDate: r.actualDepositDate,
      requestedAmount: r.requestedAmount ?? r.amount ?? 0,
      amount: r.amount ?? r.requestedAmount ?? 0,
      charge: r.customerBankCharge ?? 0,
      reimbursement: r.reimbursementAmount ?? 0,
      method: filled(r.depositMethod),
      refId: filled(r.refId),
      promotionName: filled(r.promotionName),
      remark: filled(r.remark),
      /** Null for a code this client does not know. */
      state: r.state,
      hasSlip: slip,
      accelerationStatus: filled(r.accelerationStatus),
      /** The member may still cancel it (POST MCSFE_cancelDeposit). */
      canCancel: isOpenDepositState(r.state),
      /** The member may still send a payment slip (POST MCSFE_uploadDepositEncodedImage). */
      canUploadSlip: isOpenDepositState(r.state) && !slip,
    };
  }),
);

export type DepositRecord = z.infer<typeof depositRecordSchema>;

/** The report's page: `list`, `totalPages` and `footer.amount` (the total over the filter). */
export const depositHistorySchema = listOf(depositRecordSchema, { footer: { amount: someNumber } });

export type DepositHistory = z.infer<typeof depositHistorySchema>;

/** The report's filters: the period (epoch ms), a method code (MCSFE_getDepositMethods) and a state, each left out for "all". */
export type DepositHistoryParams = ListParams & { startDate?: number; endDate?: number; method?: string; state?: DepositState };

/** The record's query as the client sends it: "all" is an empty `depositType` / `depositState`, not a missing one. */
export function depositHistoryQuery(params: DepositHistoryParams) {
  return {
    startDate: params.startDate,
    endDate: params.endDate,
    page: params.page ?? 1,
    size: params.size ?? 10,
    depositType: params.method ?? '',
    depositState: params.state ? DEPOSIT_STATE_CODES[params.state] : '',
  };
}

/** GET /wps/relay/MCSFE_getDepositMethods: the record's method filter, `{code, displayName}` per method. */
export const depositMethodsSchema = z.pipe(
  eachOf(z.object({ code: idText, displayName: someText })),
  z.transform((methods) => methods.map((method) => ({ code: method.code, name: filled(method.displayName) ?? method.code }))),
);

export type DepositMethod = z.infer<typeof depositMethodsSchema>[number];

// ---------------------------------------------------------------------------------------------
// The record's actions

/** POST /wps/relay/MCSFE_cancelDeposit `{depositId}`: the client reads `success` only. */
export const depositActionAnswerSchema = z.nullish(z.unknown());

export interface CancelDepositInput {
  depositId: string;
}

/**
 * POST /wps/relay/MCSFE_uploadDepositEncodedImage `{depositId, image, uploadDepositRemarks}`: the
 * image as a JPEG data URL, at most 720 px on its longer side at quality 0.6 (as the client sends it).
 */
export interface UploadDepositSlipInput {
  depositId: string;
  /** data:image/jpeg;base64,... */
  image: string;
  remark: string;
}

export const SLIP_IMAGE_MAX_SIDE = 720;
export const SLIP_JPEG_QUALITY = 0.6;
/** Designed: no source shows the remark's limit; the slip form counts to it. */
export const SLIP_REMARK_MAX_CHARS = 200;

export const isJpegDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^data:image\/jpe?g;base64,[A-Za-z0-9+/]+={0,2}$/.test(value);

// ---------------------------------------------------------------------------------------------
// Refusals

/**
 * A refusal's text as the client shows it: the deposit-off message in `value.data` first, else the
 * `message` with its `{key}` placeholders filled from `value` (or `value.data`).
 */
export function depositRefusalText(message: string, value: unknown): string {
  const record = (input: unknown): Record<string, unknown> =>
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const data = record(record(value).data);
  const off = data.depositOffMessage;
  if (typeof off === 'string' && off.trim() !== '') return off.trim();
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const filler = record(value)[key] ?? data[key];
    return typeof filler === 'string' || typeof filler === 'number' ? String(filler) : whole;
  });
}
