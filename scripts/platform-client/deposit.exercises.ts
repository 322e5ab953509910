import type { DepositOrder } from '../../app/api/deposit.contract.ts';
import {
  cancelDeposit,
  getDepositChannels,
  getDepositHistory,
  getDepositMethods,
  getDepositSettings,
  submitDeposit,
  uploadDepositSlip,
} from '../../app/api/deposit.ts';

/** What member01 would send through each of the fake platform's groups, as the deposit page builds it. */
const base = { amount: 200_000, targetUsername: 'member01', nonce: 'N1X2Y3' } as const;
const orders = {
  byRemark: { ...base, relay: 'MCSFE_manualTransferByRemark', groupCode: 'MT', vendorId: 29003, mcsBankCode: 'MT_REMARK', bankCode: 'MB' },
  byAccountName: {
    ...base,
    relay: 'MCSFE_manualTransferByAccountName',
    groupCode: 'MT2',
    vendorId: 29001,
    mcsBankCode: 'MT_FAST',
    bankCode: 'VCB',
    payer: { payeeName: 'Nguyễn Văn An' },
  },
  qr: { ...base, relay: 'MCSFE_depositByQRImageUrl', groupCode: 'MWQR', vendorId: 29089, mcsBankCode: 'MOMO_QR', bankCode: 'MOMO' },
  launchUrl: {
    ...base,
    relay: 'MCSFE_depositByLaunchUrl',
    groupCode: 'PG',
    vendorId: 29051,
    mcsBankCode: 'CARD_INTL',
    bankCode: null,
    payer: { firstName: 'An', lastName: 'Nguyễn' },
  },
  virtualWallet: {
    ...base,
    relay: 'MCSFE_depositVirtualWallet',
    groupCode: 'USDT',
    vendorId: 29100,
    mcsBankCode: 'USDT_TRC20',
    bankCode: 'USDT_TRC20',
  },
} as const satisfies Record<string, DepositOrder>;

const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z';

export const exercises = {
  'deposit.settings': () => getDepositSettings({ language: 'EN' }),
  'deposit.channels': () => getDepositChannels({ language: 'EN' }),
  'deposit.submit.byRemark': () => submitDeposit({ ...orders.byRemark, idempotencyKey: 'conformance-remark' }),
  'deposit.submit.byAccountName': () => submitDeposit({ ...orders.byAccountName, idempotencyKey: 'conformance-name' }),
  'deposit.submit.qr': () => submitDeposit({ ...orders.qr, idempotencyKey: 'conformance-qr' }),
  'deposit.submit.launchUrl': () => submitDeposit({ ...orders.launchUrl, amount: 500_000, idempotencyKey: 'conformance-launch' }),
  'deposit.submit.virtualWallet': () => submitDeposit({ ...orders.virtualWallet, idempotencyKey: 'conformance-usdt' }),
  'deposit.records': () =>
    getDepositHistory({ startDate: 1_763_571_600_000, endDate: 1_764_262_799_999, page: 1, size: 10, method: 'MT2', state: 'PENDING' }),
  'deposit.methods': () => getDepositMethods({ language: 'EN' }),
  'deposit.cancel': () => cancelDeposit({ depositId: 'DP7YA0041' }),
  'deposit.uploadSlip': () => uploadDepositSlip({ depositId: 'DP7YA0041', image: JPEG, remark: 'Paid from Vietcombank at 10:02' }),
};
