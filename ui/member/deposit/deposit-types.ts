/**
 * What the deposit components draw, in the shapes the platform's parsed answers already have (the
 * container passes them as they are); ui/ cannot import app/, so the fields used are named here.
 */
export interface DepositPayee {
  bankCode: string;
  bankName?: string | null;
  accountName?: string | null;
  accountNumber?: string | null;
  branch?: string | null;
}

/** What a channel asks about the account the member pays from (see deposit-fields.ts). */
export type DepositFieldName = 'depositorName' | 'senderAccount' | 'senderAddress';

export interface DepositFieldView {
  name: DepositFieldName;
  required: boolean;
  maxLength?: number | null;
}

export interface DepositChannelView {
  vendorId: number;
  vendorName: string;
  minAmount?: number | null;
  maxAmount?: number | null;
  feeRate: number;
  fixedFee: number;
  serviceHours?: { start: string; end: string; timezone: string } | null;
  /** False outside its service hours or while deposits are closed. */
  available: boolean;
  quickAmounts: readonly number[];
  network?: string | null;
  banks: readonly DepositPayee[];
  /** None when the channel asks nothing about the paying account. */
  fields?: readonly DepositFieldView[];
}

export interface DepositGroupView {
  code: string;
  name: string;
  channels: readonly DepositChannelView[];
}

export type DepositStatusCode = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface DepositReceipt {
  depositId: string;
  status: DepositStatusCode;
  amount: number;
  fee: number;
  actualAmount?: number | null;
  reference: string;
  expireTime?: number | null;
  qrImageUrl?: string | null;
  payTo: DepositPayee;
}

export interface DepositRow {
  depositId: string;
  requestTime: number;
  amount: number;
  fee: number;
  actualAmount?: number | null;
  channelName: string;
  bankName?: string | null;
  status: DepositStatusCode;
  reference?: string | null;
}

/** What the member chose: the channel, the account to pay into, the amount and the channel's fields. */
export interface DepositRequest {
  vendorId: number;
  bankCode: string;
  amount: number;
  /** Only the channel's own fields, trimmed; an optional one left empty is not sent. */
  fields: Partial<Record<DepositFieldName, string>>;
}

export const DEPOSIT_STATUS_KEYS = {
  PENDING: 'deposit.status.pending',
  SUCCESS: 'deposit.status.success',
  FAILED: 'deposit.status.failed',
} as const satisfies Record<DepositStatusCode, string>;
