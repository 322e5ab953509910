/**
 * What the deposit components draw, in the shapes the platform's parsed answers already have (the
 * container passes them as they are); ui/ cannot import app/, so the fields used are named here.
 */

/** What the player does after a request: transfer to an account, scan a QR code, finish on a payment page, send crypto. */
export type DepositKind = 'manual' | 'qr' | 'launch' | 'crypto';

/** What a channel asks about the payer: the name on the paying account, or the names a payment page needs. */
export type DepositPayerField = 'payeeName' | 'firstName' | 'lastName' | 'fullName';

export interface DepositBankView {
  bankCode: string;
  name: string;
  iconUrl?: string | null;
}

export interface DepositChannelView {
  vendorId: number;
  vendorName: string;
  iconUrl?: string | null;
  /** Null when the channel sends no limit (the platform checks the amount). */
  min: number | null;
  max: number | null;
  /** The quick amounts; with `fixAmountOnly` the only amounts the channel takes. */
  fixAmounts: readonly number[];
  fixAmountOnly: boolean;
  /** The charge: a percent of the amount (within min/max when given) plus a fixed part. */
  charge: { percent: number; fixed: number; min: number | null; max: number | null };
  /** Banks to pick from (where to transfer to, or the member's own bank on a payment page); none for some channels. */
  banks: readonly DepositBankView[];
  payerFields: readonly DepositPayerField[];
}

export interface DepositGroupView {
  code: string;
  name: string;
  kind: DepositKind;
  channels: readonly DepositChannelView[];
}

/** What the member chose: the group, the channel, the bank, the amount and the payer's fields (trimmed, the channel's own only). */
export interface DepositRequest {
  groupCode: string;
  vendorId: number;
  bankCode: string | null;
  amount: number;
  payer: Partial<Record<DepositPayerField, string>>;
}

/** Where the money goes after a request, as the platform answered it. */
export interface DepositReceipt {
  kind: DepositKind;
  depositId: string | null;
  amount: number;
  fee: number;
  /** The note to put on the transfer ('' when none). */
  reference: string;
  expireTime?: number | null;
  qrImageUrl?: string | null;
  /** A QR code as text, drawn here when the platform sends no image. */
  qrCode?: string | null;
  /** The payment page (http or https only). */
  redirectUrl?: string | null;
  walletAddress?: string | null;
  cryptoAmount?: number | null;
  payee: { accountNumber?: string | null; accountName?: string | null; bankName?: string | null; branch?: string | null };
}

/** The record's states: approved (credited), cancelled, pending (in review), new (awaiting payment), rejected, expired. */
export type DepositStateCode = 'APPROVED' | 'CANCELLED' | 'PENDING' | 'NEW' | 'REJECTED' | 'EXPIRED';

export const DEPOSIT_STATE_ORDER: readonly DepositStateCode[] = ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED'];

export interface DepositRow {
  depositId: string;
  depositDate: number;
  requestedAmount: number;
  amount: number;
  charge: number;
  method?: string | null;
  refId?: string | null;
  remark?: string | null;
  /** Null for a state this client does not know. */
  state: DepositStateCode | null;
  hasSlip: boolean;
  canCancel: boolean;
  canUploadSlip: boolean;
}

export const DEPOSIT_STATE_KEYS = {
  APPROVED: 'deposit.state.approved',
  CANCELLED: 'deposit.state.cancelled',
  PENDING: 'deposit.state.pending',
  NEW: 'deposit.state.new',
  REJECTED: 'deposit.state.rejected',
  EXPIRED: 'deposit.state.expired',
} as const satisfies Record<DepositStateCode, string>;
