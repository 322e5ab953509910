import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { brandDayStart, DAY, HOUR } from '../../mocks/db/funds.ts';
import { balanceOf, depositsOf } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { useBalance } from './balance.ts';
import { mainBalance } from './balance.contract.ts';
import {
  depositAnswerSchema,
  depositBody,
  depositChannelsSchema,
  depositCharge,
  depositHistoryQuery,
  depositHistorySchema,
  depositMethodsSchema,
  depositMinimum,
  depositReceiptOf,
  depositRecordSchema,
  depositRefusalText,
  depositRelayOf,
  depositSettingsSchema,
  payerFieldsOf,
  type DepositOrder,
  type SubmitDepositInput,
} from './deposit.contract.ts';
import {
  getDepositSettings,
  useCancelDeposit,
  useDepositChannels,
  useDepositHistory,
  useDepositMethods,
  useDepositSettings,
  useSubmitDeposit,
  useUploadDepositSlip,
} from './deposit.ts';
import { useSaferPlaySettings } from './safer-play.ts';

/** Records are seeded back from the pinned epoch (tests/setup/unit.ts), so reports ask for a window around it. */
const WINDOW = { startDate: PINNED_EPOCH - 30 * DAY, endDate: PINNED_EPOCH + DAY };
const member = () => findAccount('member01')!;
/** A 1x1 JPEG, as the slip form sends it. */
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Runs a mutation inside act and answers what it threw. */
async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  await act(async () => {
    error = await run().then(
      () => new Error('expected a failure'),
      (thrown: unknown) => thrown,
    );
  });
  return error;
}

/** Runs a mutation inside act and answers its result. */
async function resolved<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** Moves the fake platform's clock ahead (only Date is faked, and it keeps ticking: timers, fetch and React stay real). */
function travel(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + ms);
}

/** Noon in the brand's zone tomorrow: every channel is in service. */
function atBrandNoon(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(brandDayStart(Date.now()) + DAY + 12 * HOUR);
}

/** Orders through the fake platform's channels, as the form and the container build them. */
const ORDERS = {
  byName: {
    relay: 'MCSFE_manualTransferByAccountName',
    groupCode: 'MT2',
    vendorId: 29001,
    mcsBankCode: 'MT_FAST',
    bankCode: 'TCB',
    amount: 150_000,
    targetUsername: 'member01',
    payer: { payeeName: 'Nguyễn Văn An' },
  },
  byRemark: {
    relay: 'MCSFE_manualTransferByRemark',
    groupCode: 'MT',
    vendorId: 29003,
    mcsBankCode: 'MT_REMARK',
    bankCode: 'MB',
    amount: 200_000,
    targetUsername: 'member01',
  },
  qr: {
    relay: 'MCSFE_depositByQRImageUrl',
    groupCode: 'MWQR',
    vendorId: 29090,
    mcsBankCode: 'ZALOPAY_QR',
    bankCode: 'ZALOPAY',
    amount: 200_000,
    targetUsername: 'member01',
  },
  launch: {
    relay: 'MCSFE_depositByLaunchUrl',
    groupCode: 'PG',
    vendorId: 29050,
    mcsBankCode: 'NAPAS_ATM',
    bankCode: 'VCB',
    amount: 300_000,
    targetUsername: 'member01',
    payer: { fullName: 'Nguyễn Văn An' },
  },
  card: {
    relay: 'MCSFE_depositByLaunchUrl',
    groupCode: 'PG',
    vendorId: 29051,
    mcsBankCode: 'CARD_INTL',
    bankCode: null,
    amount: 500_000,
    targetUsername: 'member01',
    payer: { firstName: 'An', lastName: 'Nguyễn' },
  },
  usdt: {
    relay: 'MCSFE_depositVirtualWallet',
    groupCode: 'USDT',
    vendorId: 29100,
    mcsBankCode: 'USDT_TRC20',
    bankCode: 'USDT_TRC20',
    amount: 520_000,
    targetUsername: 'member01',
  },
} as const satisfies Record<string, DepositOrder>;

const order = (name: keyof typeof ORDERS, key: string, changes: Partial<DepositOrder> = {}): SubmitDepositInput => ({
  ...ORDERS[name],
  ...changes,
  idempotencyKey: key,
});

afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------
// The contract: wire bodies as the platform's client reads them

describe('the contract', () => {
  test('settings: the fields the client reads, with their codes named', () => {
    const wire = {
      allowDeposit: 'Y',
      allowDepositMessage: '',
      firstDeposit: 'N',
      minFirstDepositAmount: '50000',
      inProgressCashInCount: 2,
      depositInfo: '24/24',
      nonce: 'a8f3c1',
      idPictureVerifiedRequired: 'N',
      mobileVerificationType: 'REQUIRED',
      mobileVerified: 'N',
      mobileBinded: 'Y',
    };
    expect(depositSettingsSchema.parse(wire)).toEqual({
      allowDeposit: true,
      closedMessage: null,
      isFirstDeposit: true,
      minFirstDepositAmount: 50_000,
      pendingCount: 2,
      depositInfo: '24/24',
      nonce: 'a8f3c1',
      mobileVerificationRequired: true,
      totalDepositSuccessCount: 0,
    });
    // As seen live: the flag, a count and the text; nothing else is needed.
    expect(depositSettingsSchema.parse({ allowDeposit: 'Y', totalDepositSuccessCount: 1, depositInfo: '24/24' })).toMatchObject({
      allowDeposit: true,
      isFirstDeposit: false,
      minFirstDepositAmount: null,
      pendingCount: 0,
      nonce: null,
      mobileVerificationRequired: false,
      totalDepositSuccessCount: 1,
    });
    // Closed: the platform's reason; a deposit made before lifts the first-deposit minimum.
    expect(depositSettingsSchema.parse({ allowDeposit: 'N', allowDepositMessage: ' Back at 08:00 ', firstDeposit: 'Y' })).toMatchObject({
      allowDeposit: false,
      closedMessage: 'Back at 08:00',
      isFirstDeposit: false,
    });
    expect(depositMinimum({ min: 10_000 }, { isFirstDeposit: true, minFirstDepositAmount: 50_000 })).toBe(50_000);
    expect(depositMinimum({ min: 100_000 }, { isFirstDeposit: true, minFirstDepositAmount: 50_000 })).toBe(100_000);
    expect(depositMinimum({ min: 10_000 }, { isFirstDeposit: false, minFirstDepositAmount: 50_000 })).toBe(10_000);
    expect(depositMinimum({ min: null }, { isFirstDeposit: true, minFirstDepositAmount: 50_000 })).toBe(50_000);
  });

  test("the submit relay: the group's mcsDepositEndpoint when it sends one, else the client's legacy mapping of its code", () => {
    expect(depositRelayOf({ code: 'MT', mcsDepositEndpoint: 'MCSFE_manualTransferByAccountName' })).toBe(
      'MCSFE_manualTransferByAccountName',
    );
    expect(depositRelayOf({ code: 'CUSTOM', mcsDepositEndpoint: ' MCSFE_depositByQRImageUrl ' })).toBe('MCSFE_depositByQRImageUrl');
    // The platform named a relay this app cannot build the body of: no fallback to the code's.
    expect(depositRelayOf({ code: 'MT', mcsDepositEndpoint: 'MCSFE_c2cDeposit' })).toBeNull();
    expect(depositRelayOf({ code: 'MT', mcsDepositEndpoint: '' })).toBe('MCSFE_manualTransferByRemark');
    expect(depositRelayOf({ code: 'MT' })).toBe('MCSFE_manualTransferByRemark');
    expect(depositRelayOf({ code: 'MT2', mcsDepositEndpoint: null })).toBe('MCSFE_manualTransferByAccountName');
    expect(depositRelayOf({ code: 'MWQR' })).toBe('MCSFE_depositByQRImageUrl');
    expect(depositRelayOf({ code: 'ZALODP' })).toBe('MCSFE_depositByQRImageUrl');
    expect(depositRelayOf({ code: 'PG' })).toBe('MCSFE_depositByLaunchUrl');
    expect(depositRelayOf({ code: 'WCWAP' })).toBe('MCSFE_depositByLaunchUrl');
    expect(depositRelayOf({ code: 'USDT' })).toBe('MCSFE_depositVirtualWallet');
    // BTC converts the amount (virtualAmount), MT3 takes the member's card, C2C and EPT have their own flows.
    for (const code of ['BTC', 'MT3', 'C2C', 'EPT', 'GCASH', 'toString']) expect(depositRelayOf({ code }), code).toBeNull();
  });

  test("the payer's fields: the name on the account for a transfer by account name, the names a display mode asks for", () => {
    expect(payerFieldsOf('MCSFE_manualTransferByAccountName', null)).toEqual(['payeeName']);
    expect(payerFieldsOf('MCSFE_depositByLaunchUrl', 'PGMT_FIRSTNAME_LASTNAME')).toEqual(['firstName', 'lastName']);
    expect(payerFieldsOf('MCSFE_depositByLaunchUrl', 'PGMT_FULLNAME')).toEqual(['fullName']);
    expect(payerFieldsOf('MCSFE_depositByLaunchUrl', 'WALLET_APPLY_REDIRECT')).toEqual([]);
    expect(payerFieldsOf('MCSFE_depositByLaunchUrl', 'PGMT_TELCO')).toBeNull();
  });

  test('channels keyed by group code: min, max, fixAmounts and charges read; unsupported groups and channels left out', () => {
    const wire = {
      MT2: {
        code: 'MT2',
        message: 'Bank transfer',
        icon: 'https://cdn.example.com/mt2.png',
        channels: [
          {
            vendorId: '29001',
            vendorName: 'Fast bank transfer',
            mcsBankCode: 'MT_FAST',
            min: '10000',
            max: 20_000_000,
            fixAmounts: [50_000, '100000', 'oops'],
            fixAmountOnly: 'N',
            customerCharge: 0,
            banks: [{ bankCode: 'VCB', bankType: 'MT2', bankLocaleName: 'Vietcombank', bankEngName: 'VCB bank' }, { bankType: 'MT2' }],
          },
        ],
      },
      PG: {
        message: 'Online banking',
        channelDisplayMode: 'PGMT_FULLNAME',
        channels: [
          {
            vendorId: 29050,
            vendorName: 'Napas',
            min: 50_000,
            max: 30_000_000,
            customerCharge: '0.5',
            minCustomerCharge: 1_000,
            maxCustomerCharge: 50_000,
            customerChargeFixed: 500,
            bankIconUrl: 'javascript:alert(1)',
            banks: [{ bankCode: 'TCB', bankEngName: 'Techcombank', bankIconUrl: 'data:image/png;base64,AAAA' }],
          },
          { vendorId: 29060, vendorName: 'Telco top-up', channelDisplayMode: 'PGMT_TELCO', banks: [] },
        ],
      },
      USDT: {
        message: 'USDT',
        mcsDepositEndpoint: 'MCSFE_depositVirtualWallet',
        currency: 'USDT',
        channels: [
          { vendorId: 29100, vendorName: 'USDT (TRC20)', walletApplyMode: 'deposit_request', fixAmounts: [100_000], fixAmountOnly: 'Y' },
          { vendorId: 29102, vendorName: 'USDT address', walletApplyMode: 'wallet_address' },
        ],
      },
      C2C: { message: 'Peer to peer', channels: [{ vendorId: 1, vendorName: 'C2C' }] },
      BROKEN: 'not a group',
    };
    const groups = depositChannelsSchema.parse(wire);
    expect(groups.map((g) => [g.code, g.name, g.relay, g.kind])).toEqual([
      ['MT2', 'Bank transfer', 'MCSFE_manualTransferByAccountName', 'manual'],
      ['PG', 'Online banking', 'MCSFE_depositByLaunchUrl', 'launch'],
      ['USDT', 'USDT', 'MCSFE_depositVirtualWallet', 'crypto'],
    ]);
    expect(groups[0]!.channels[0]).toEqual({
      vendorId: 29001,
      vendorName: 'Fast bank transfer',
      mcsBankCode: 'MT_FAST',
      iconUrl: null,
      min: 10_000,
      max: 20_000_000,
      fixAmounts: [50_000, 100_000],
      fixAmountOnly: false,
      charge: { percent: 0, fixed: 0, min: null, max: null },
      banks: [{ bankCode: 'VCB', bankType: 'MT2', name: 'Vietcombank', iconUrl: null, cardNumber: null }],
      payerFields: ['payeeName'],
    });
    const napas = groups[1]!.channels;
    expect(napas.map((c) => c.vendorId)).toEqual([29050]);
    expect(napas[0]).toMatchObject({
      iconUrl: null,
      payerFields: ['fullName'],
      charge: { percent: 0.5, fixed: 500, min: 1_000, max: 50_000 },
      banks: [{ bankCode: 'TCB', name: 'Techcombank', iconUrl: 'data:image/png;base64,AAAA' }],
    });
    expect(groups[2]).toMatchObject({ currency: 'USDT', channels: [{ vendorId: 29100, fixAmountOnly: true, min: null, max: null }] });
    expect(depositChannelsSchema.parse(null)).toEqual([]);
  });

  test('the charge as the client computes it: the percent within its bounds, plus the fixed part', () => {
    const charge = (percent: number, fixed: number, min: number | null = null, max: number | null = null) => ({
      charge: { percent, fixed, min, max },
    });
    expect(depositCharge(charge(0.8, 0), 200_000)).toBe(1_600);
    expect(depositCharge(charge(0.5, 0, 1_000), 100_000)).toBe(1_000);
    expect(depositCharge(charge(0.5, 500, null, 2_000), 1_000_000), 'at most the maximum').toBe(2_500);
    expect(depositCharge(charge(0, 1_000), 50_000)).toBe(1_000);
  });

  test('the submit body: the real keys, and the conditional ones where they apply', () => {
    expect(depositBody({ ...ORDERS.byName, nonce: 'n1' })).toEqual({
      amount: 150_000,
      targetUsername: 'member01',
      bankCode: 'TCB',
      vendorId: 29001,
      bankType: 'MT2',
      mcsBankCode: 'MT_FAST',
      nonce: 'n1',
      payeeName: 'Nguyễn Văn An',
    });
    expect(depositBody(ORDERS.qr)).toEqual({
      amount: 200_000,
      targetUsername: 'member01',
      bankCode: 'ZALOPAY',
      vendorId: 29090,
      bankType: 'MWQR',
      mcsBankCode: 'ZALOPAY_QR',
      showQrImageOnly: 1,
    });
    expect(depositBody(ORDERS.card)).toMatchObject({ bankCode: null, params: { user: { firstName: 'An', lastName: 'Nguyễn' } } });
    expect(depositBody(ORDERS.launch)).toMatchObject({ params: { user: { fullName: 'Nguyễn Văn An' } } });
    // A payee name typed for a channel that does not take it is not sent.
    expect(depositBody({ ...ORDERS.usdt, mcsBankCode: null, payer: { payeeName: 'X Y' } })).toEqual({
      amount: 520_000,
      targetUsername: 'member01',
      bankCode: 'USDT_TRC20',
      vendorId: 29100,
      bankType: 'USDT',
    });
  });

  test('the answer, read as the client reads it, into the receipt', () => {
    const manual = depositAnswerSchema.parse({
      depositId: 90817,
      amount: '150000',
      receiver_account: '1029384756',
      accountName: 'CONG TY VIVA',
      bankChName: 'Vietcombank',
      bankBranch: 'Sài Gòn',
      refCode: 'VV0001',
      expireTime: 1_800_000,
    });
    expect(manual).toMatchObject({
      depositId: '90817',
      amount: 150_000,
      payee: { accountNumber: '1029384756', accountName: 'CONG TY VIVA', bankName: 'Vietcombank', branch: 'Sài Gòn' },
      reference: 'VV0001',
      expireTime: 1_800_000,
      redirectUrl: null,
    });
    expect(depositAnswerSchema.parse({ remarks: 'R1', refCode: 'C1', email: 'pay@example.com' })).toMatchObject({
      reference: 'R1',
      payee: { accountNumber: 'pay@example.com' },
    });
    const qr = depositAnswerSchema.parse({
      deposit_id: 'D2',
      qrImageUrl: 'https://cdn.example.com/qr.png',
      qrCode: '000201',
      countDownTime: 1800,
    });
    expect(qr).toMatchObject({ depositId: 'D2', qrImageUrl: 'https://cdn.example.com/qr.png', qrCode: '000201', countDownSeconds: 1800 });
    expect(depositReceiptOf(qr, { relay: 'MCSFE_depositByQRImageUrl', amount: 50_000, fee: 500 }, 1_000)).toMatchObject({
      kind: 'qr',
      amount: 50_000,
      fee: 500,
      expireTime: 1_801_000,
    });
    // A payment page: only a web address opens; anything else is refused and said so.
    expect(depositAnswerSchema.parse({ redirectUrl: 'https://pay.example.com/c/1' }).redirectUrl).toBe('https://pay.example.com/c/1');
    expect(depositAnswerSchema.parse({ redirection_url: 'http://pay.example.com/c/2' }).redirectUrl).toBe('http://pay.example.com/c/2');
    expect(depositAnswerSchema.parse({ redirectUrl: 'javascript:alert(1)' }).redirectUrl).toBeNull();
    expect(depositAnswerSchema.parse({ redirectUrl: '/relative/page' }).redirectUrl).toBeNull();
    expect(depositAnswerSchema.parse({ qrImgUrl: 'javascript:alert(1)' }).qrImageUrl).toBeNull();
    expect(depositAnswerSchema.parse({ walletAddress: 'TQ7n', sourceAmount: '20.5' })).toMatchObject({
      walletAddress: 'TQ7n',
      cryptoAmount: 20.5,
    });
    // No value at all: an empty receipt, never a crash.
    expect(depositAnswerSchema.parse(null)).toMatchObject({ depositId: null, amount: null, reference: '' });
  });

  test('the record: the six states named, the slip flag, and what the member may still do', () => {
    const record = (state: string | number, depositSlip?: string) =>
      depositRecordSchema.parse({ depositId: 1, depositDate: '1700000000000', requestedAmount: 100_000, state, depositSlip });
    expect(['2', '3', '4', '5', '6', '7', 9].map((code) => record(code).state)).toEqual([
      'APPROVED',
      'CANCELLED',
      'PENDING',
      'NEW',
      'REJECTED',
      'EXPIRED',
      null,
    ]);
    expect(record('5', 'N')).toMatchObject({
      depositId: '1',
      depositDate: 1_700_000_000_000,
      amount: 100_000,
      hasSlip: false,
      canCancel: true,
      canUploadSlip: true,
    });
    expect(record(4, 'Y')).toMatchObject({ state: 'PENDING', hasSlip: true, canCancel: true, canUploadSlip: false });
    expect(record('2')).toMatchObject({ canCancel: false, canUploadSlip: false });
    const page = depositHistorySchema.parse({
      list: [
        {
          depositId: 'DP1',
          depositDate: 1,
          actualDepositDate: 2,
          requestedAmount: 200_000,
          amount: 199_000,
          reimbursementAmount: 0,
          customerBankCharge: 1_000,
          depositMethod: 'MoMo',
          refId: 'VV01',
          promotionName: 'Reload',
          remark: '',
          state: '2',
          depositSlip: 'N',
          accelerationStatus: 'NA',
        },
      ],
      totalPages: 3,
      footer: { amount: 1_234_000 },
    });
    expect(page).toMatchObject({ totalPages: 3, total: null, footer: { amount: 1_234_000 } });
    expect(page.list[0]).toMatchObject({
      requestedAmount: 200_000,
      amount: 199_000,
      charge: 1_000,
      method: 'MoMo',
      refId: 'VV01',
      promotionName: 'Reload',
      remark: null,
      accelerationStatus: 'NA',
      actualDepositDate: 2,
    });
    expect(depositHistorySchema.parse({ list: [] })).toMatchObject({ list: [], totalPages: 0, footer: {} });
  });

  test("the record's query as the client sends it: epoch ms, page and size, and an empty method and state for all", () => {
    expect(depositHistoryQuery({ startDate: 1, endDate: 2 })).toEqual({
      startDate: 1,
      endDate: 2,
      page: 1,
      size: 10,
      depositType: '',
      depositState: '',
    });
    expect(depositHistoryQuery({ page: 2, size: 20, method: 'MT2', state: 'EXPIRED' })).toMatchObject({
      page: 2,
      size: 20,
      depositType: 'MT2',
      depositState: '7',
    });
    expect(depositMethodsSchema.parse([{ code: 'MT2', displayName: 'Bank transfer' }, { code: 'X' }, { displayName: 'no code' }])).toEqual([
      { code: 'MT2', name: 'Bank transfer' },
      { code: 'X', name: 'X' },
    ]);
  });

  test("a refusal's text: the deposit-off message first, else the message with its placeholders filled", () => {
    expect(depositRefusalText('Closed', { data: { depositOffMessage: 'Back at 8' } })).toBe('Back at 8');
    expect(depositRefusalText('Between {min} and {max}', { min: '10,000', max: 50_000 })).toBe('Between 10,000 and 50000');
    expect(depositRefusalText('Hello {name}', 'not an object')).toBe('Hello {name}');
  });
});

// ---------------------------------------------------------------------------------------------
// The hooks, against the fake platform

describe('every deposit read needs a session', () => {
  test.each([
    ['useDepositSettings', () => useDepositSettings()],
    ['useDepositChannels', () => useDepositChannels()],
    ['useDepositHistory', () => useDepositHistory()],
    ['useDepositMethods', () => useDepositMethods()],
  ] as [string, () => { isError: boolean; error: unknown }][])('%s answers 401 login.not.session to a visitor', async (_, hook) => {
    const { result } = renderQueryHook(hook);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });
});

describe('settings', () => {
  test("member01: open, not a first deposit, one held in review, the platform's note and a nonce", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositSettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      allowDeposit: true,
      closedMessage: null,
      isFirstDeposit: false,
      minFirstDepositAmount: 50_000,
      pendingCount: 1,
      depositInfo: '24/24',
      mobileVerificationRequired: false,
    });
    expect(result.current.data!.nonce).toMatch(/^N\w+$/);
    expect(result.current.data!.totalDepositSuccessCount).toBeGreaterThan(3);
  });

  test("closed: the deposit-closed world and a trial account, with the platform's reason in the member's language", async () => {
    setScenario('deposit-closed');
    const closed = renderQueryHook(() => useDepositSettings());
    await waitFor(() => expect(closed.result.current.isSuccess).toBe(true));
    expect(closed.result.current.data).toMatchObject({
      allowDeposit: false,
      closedMessage: expect.stringContaining('outside service hours'),
    });
    expect(await getDepositSettings({ language: 'VI' })).toMatchObject({ closedMessage: expect.stringContaining('ngoài giờ nạp tiền') });

    setScenario('trial');
    const trial = renderQueryHook(() => useDepositSettings());
    await waitFor(() => expect(trial.result.current.isSuccess).toBe(true));
    expect(trial.result.current.data).toMatchObject({ allowDeposit: false, closedMessage: 'Please register a real account to deposit.' });
  });

  test('a member who has never deposited gets the first-deposit minimum, and the platform holds them to it', async () => {
    setScenario('member');
    setToken(issueToken(findAccount('member04')!));
    const { result } = renderQueryHook(() => ({ settings: useDepositSettings(), submit: useSubmitDeposit() }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    expect(result.current.settings.data).toMatchObject({ isFirstDeposit: true, minFirstDepositAmount: 50_000, pendingCount: 0 });
    const small = await rejection(() =>
      result.current.submit.mutateAsync(order('byName', 'first-small', { amount: 20_000, targetUsername: 'member04' })),
    );
    expect(small).toMatchObject({ kind: 'business', errorCode: 'deposit.first.amount.too.low' });
    await resolved(() => result.current.submit.mutateAsync(order('byName', 'first-ok', { amount: 50_000, targetUsername: 'member04' })));
  });
});

describe('channels', () => {
  test('keyed by group code in the real shape: every kind with its relay, limits from min/max, quick amounts from fixAmounts', async () => {
    setScenario('member');
    atBrandNoon();
    const { result } = renderQueryHook(() => useDepositChannels());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const groups = result.current.data!;
    expect(groups.map((g) => [g.code, g.name, g.relay])).toEqual([
      ['MT2', 'Bank transfer', 'MCSFE_manualTransferByAccountName'],
      ['MT', 'Transfer with reference', 'MCSFE_manualTransferByRemark'],
      ['MWQR', 'E-wallet QR', 'MCSFE_depositByQRImageUrl'],
      ['PG', 'Online banking', 'MCSFE_depositByLaunchUrl'],
      ['USDT', 'USDT', 'MCSFE_depositVirtualWallet'],
    ]);
    const zalo = groups[2]!.channels.find((c) => c.vendorName === 'ZaloPay')!;
    expect(zalo).toMatchObject({
      vendorId: 29090,
      mcsBankCode: 'ZALOPAY_QR',
      min: 5_000,
      max: 2_000_000,
      fixAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
      charge: { percent: 0.8, fixed: 0 },
      payerFields: [],
      banks: [{ bankCode: 'ZALOPAY', name: 'ZaloPay' }],
    });
    expect(groups[0]!.channels.map((c) => [c.vendorId, c.payerFields])).toEqual([
      [29001, ['payeeName']],
      [29002, ['payeeName']],
    ]);
    expect(groups[3]!.channels.map((c) => [c.vendorName, c.payerFields, c.fixAmountOnly])).toEqual([
      ['Napas ATM card', ['fullName'], false],
      ['Visa / Mastercard', ['firstName', 'lastName'], true],
    ]);
    expect(groups[4]).toMatchObject({ kind: 'crypto', currency: 'USDT' });
    expect(groups[0]!.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  test('a channel outside its service hours is not listed; the group titles follow the language', async () => {
    setScenario('member');
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(brandDayStart(Date.now()) + DAY + 23 * HOUR);
    const { result } = renderQueryHook(() => useDepositChannels());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data![0]!.channels.map((c) => c.vendorId)).toEqual([29001]);
  });

  test('channels answer #543 when deposits are switched off', async () => {
    setScenario('member', { modulesOff: ['DPSTBAS3'] });
    const { result } = renderQueryHook(() => useDepositChannels());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('submit, on the relay of the channel', () => {
  test('a transfer by account name answers the account to pay into and the reference; it is new, then credited three seconds later', async () => {
    setScenario('member');
    const before = balanceOf(member());
    const { result } = renderQueryHook(() => ({
      submit: useSubmitDeposit(),
      history: useDepositHistory({ size: 5 }),
      balance: useBalance(),
    }));
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));

    const answer = await resolved(() => result.current.submit.mutateAsync(order('byName', 'dep-1')));
    expect(answer).toMatchObject({
      amount: 150_000,
      payee: {
        bankName: 'Techcombank',
        accountNumber: '19036628451017',
        accountName: 'CONG TY TNHH VIVA ENTERTAINMENT',
        branch: 'Chi nhánh Hà Nội',
      },
      qrImageUrl: null,
      redirectUrl: null,
    });
    expect(answer.reference).toMatch(/^VV/);
    expect(answer.expireTime).toBeGreaterThan(Date.now());
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({
        depositId: answer.depositId,
        state: 'NEW',
        requestedAmount: 150_000,
        canCancel: true,
      }),
    );
    expect(mainBalance(result.current.balance.data!)).toBe(before);

    travel(3_000);
    await act(() => result.current.history.refetch());
    await waitFor(() =>
      expect(result.current.history.data!.list[0]).toMatchObject({ depositId: answer.depositId, state: 'APPROVED', canCancel: false }),
    );
    await act(() => result.current.balance.refetch());
    await waitFor(() => expect(mainBalance(result.current.balance.data!)).toBe(before + 150_000));
  });

  test('each relay answers its own way: the reference with a QR, a QR to scan, a payment page, a wallet address', async () => {
    setScenario('member');
    atBrandNoon();
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const byRemark = await resolved(() => result.current.mutateAsync(order('byRemark', 'remark')));
    expect(byRemark).toMatchObject({
      payee: { bankName: 'MB Bank', accountNumber: '0801234567890' },
      qrImageUrl: expect.stringMatching(/^data:image\/svg/),
    });
    expect(byRemark.reference).toMatch(/^VV/);

    const qr = await resolved(() => result.current.mutateAsync(order('qr', 'qr')));
    expect(qr).toMatchObject({ qrImageUrl: expect.stringMatching(/^data:image\/svg/), countDownSeconds: 1800 });
    expect(qr.reference).toMatch(/^VV/);
    // Credited by now: the next ones are not held back by the in-progress limit.
    travel(3_000);

    const launch = await resolved(() => result.current.mutateAsync(order('launch', 'launch')));
    expect(launch.redirectUrl).toBe(`https://pay.example.com/checkout/${launch.depositId}`);

    const card = await resolved(() => result.current.mutateAsync(order('card', 'card')));
    expect(card.redirectUrl).toMatch(/^https:\/\/pay\.example\.com\/checkout\//);

    const usdt = await resolved(() => result.current.mutateAsync(order('usdt', 'usdt')));
    expect(usdt).toMatchObject({
      walletAddress: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
      cryptoAmount: 20,
      qrImageUrl: expect.stringMatching(/^data:/),
    });
    // Every one is in the member's record.
    const ids = depositsOf(member()).map((d) => d.depositId);
    for (const answer of [byRemark, qr, launch, card, usdt]) expect(ids).toContain(answer.depositId);
  });

  test("the platform refuses what the relay or the channel cannot take, with the code's reason", async () => {
    setScenario('member');
    atBrandNoon();
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const refused = (name: keyof typeof ORDERS, key: string, changes: Partial<DepositOrder>) =>
      rejection(() => result.current.mutateAsync(order(name, key, changes)));
    expect(await refused('byName', 'no-name', { payer: {} })).toMatchObject({ errorCode: 'deposit.payeeName.invalid' });
    expect(await refused('byName', 'digits', { payer: { payeeName: 'An 2' } })).toMatchObject({ errorCode: 'deposit.payeeName.invalid' });
    expect(await refused('launch', 'no-full', { payer: {} })).toMatchObject({ errorCode: 'deposit.fullName.invalid' });
    expect(await refused('card', 'no-last', { payer: { firstName: 'An' } })).toMatchObject({ errorCode: 'deposit.lastName.invalid' });
    expect(await refused('card', 'not-offered', { amount: 300_000 })).toMatchObject({ errorCode: 'deposit.amount.not.offered' });
    // A bank-transfer channel posted to the QR relay, a channel of another group, another mcsBankCode.
    expect(await refused('byName', 'wrong-relay', { relay: 'MCSFE_depositByQRImageUrl' })).toMatchObject({
      errorCode: 'deposit.channel.invalid',
    });
    expect(await refused('qr', 'wrong-group', { groupCode: 'MT2' })).toMatchObject({ errorCode: 'deposit.channel.invalid' });
    expect(await refused('qr', 'wrong-code', { mcsBankCode: 'MOMO_QR' })).toMatchObject({ errorCode: 'deposit.channel.invalid' });
    expect(await refused('qr', 'for-other', { targetUsername: 'member02' })).toMatchObject({ errorCode: 'deposit.target.invalid' });
    expect(await refused('byName', 'small', { amount: 1_000 })).toMatchObject({ errorCode: 'deposit.amount.out.of.range' });
  });

  test('at most five deposits in progress: the next is refused until one is credited', async () => {
    setScenario('member');
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderQueryHook(() => useSubmitDeposit());
    // The seeded one in review, and four new ones.
    for (const key of ['p1', 'p2', 'p3', 'p4']) await resolved(() => result.current.mutateAsync(order('byName', key)));
    expect(await rejection(() => result.current.mutateAsync(order('byName', 'p5')))).toMatchObject({
      errorCode: 'deposit.too.many.pending',
    });
    vi.setSystemTime(Date.now() + 3_000);
    await resolved(() => result.current.mutateAsync(order('byName', 'p6')));
  });

  test('a deposit sent again with its key is answered once: the same request, one deposit', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const count = depositsOf(member()).length;
    const first = await resolved(() => result.current.mutateAsync(order('byName', 'same-key')));
    const again = await resolved(() => result.current.mutateAsync(order('byName', 'same-key')));
    expect(again.depositId).toBe(first.depositId);
    expect(depositsOf(member())).toHaveLength(count + 1);
  });

  test('a deposit whose answer is lost reads the record again (the outcome is unknown); a refusal does not', async () => {
    setScenario('member');
    let reads = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/MCSFE_getDepositTransactionReport')) reads += 1;
    };
    server.events.on('request:start', count);
    try {
      const { result } = renderQueryHook(() => ({ submit: useSubmitDeposit(), history: useDepositHistory({ size: 5 }) }));
      await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
      expect(reads).toBe(1);

      const gateway = () => HttpResponse.text('<html>502 Bad Gateway</html>', { status: 502 });
      server.use(http.post('*/wps/relay/MCSFE_manualTransferByAccountName', gateway, { once: true }));
      const lost = await rejection(() => result.current.submit.mutateAsync(order('byName', 'lost')));
      expect(lost).toMatchObject({ kind: 'http', status: 502 });
      await waitFor(() => expect(reads).toBe(2));

      const busy = () => HttpResponse.json({ success: false, errorCode: 'system_busy', message: 'Busy' });
      server.use(http.post('*/wps/relay/MCSFE_manualTransferByAccountName', busy, { once: true }));
      const refused = await rejection(() => result.current.submit.mutateAsync(order('byName', 'refused')));
      expect(refused).toMatchObject({ kind: 'business' });
      expect(reads).toBe(2);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  test("a deposit moves the safer-play limits' usage: the limits are read again", async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ submit: useSubmitDeposit(), limits: useSaferPlaySettings() }));
    await waitFor(() => expect(result.current.limits.isSuccess).toBe(true));
    const used = result.current.limits.data!.depositLimits.DAY.used;
    await resolved(() => result.current.submit.mutateAsync(order('byName', 'usage')));
    await waitFor(() => expect(result.current.limits.data!.depositLimits.DAY.used).toBe(used + 150_000));
  });

  test("deposits are refused while deposits are closed, with the platform's deposit-off message", async () => {
    setScenario('deposit-closed');
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const error = await rejection(() => result.current.mutateAsync(order('byName', 'closed')));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'deposit.outside.service.hours',
      value: { data: { depositOffMessage: expect.stringContaining('outside service hours') } },
    });
  });

  test('a channel outside its own hours refuses, naming them', async () => {
    setScenario('member');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(brandDayStart(Date.now()) + DAY + 23 * HOUR);
    const { result } = renderQueryHook(() => useSubmitDeposit());
    const late = await rejection(() =>
      result.current.mutateAsync(order('byName', 'late', { vendorId: 29002, mcsBankCode: 'MT_IB', bankCode: 'BIDV' })),
    );
    expect(late).toMatchObject({ errorCode: 'deposit.outside.service.hours', message: expect.stringContaining('08:00–22:00') });
  });
});

describe('the record', () => {
  test('pages with page/size and totalPages, filters by state, method and date, and totals the filter in its footer', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositHistory({ page: 2, size: 3, state: 'APPROVED', ...WINDOW }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const page = result.current.data!;
    const approved = depositsOf(member()).filter(
      (d) => d.status === 'SUCCESS' && d.requestTime >= WINDOW.startDate && d.requestTime <= WINDOW.endDate,
    );
    expect(page).toMatchObject({ page: 2, total: null, totalPages: Math.ceil(approved.length / 3) });
    expect(page.list).toHaveLength(3);
    expect(page.list.every((d) => d.state === 'APPROVED' && d.depositDate >= WINDOW.startDate && d.depositDate <= WINDOW.endDate)).toBe(
      true,
    );
    expect(page.list[0]!.depositDate).toBeGreaterThanOrEqual(page.list[2]!.depositDate);
    expect(page.footer.amount).toBe(approved.reduce((sum, d) => sum + d.amount, 0));

    const byMethod = renderQueryHook(() => useDepositHistory({ method: 'MWQR', size: 50, ...WINDOW }));
    await waitFor(() => expect(byMethod.result.current.isSuccess).toBe(true));
    const names = new Set(byMethod.result.current.data!.list.map((d) => d.method));
    expect([...names].every((name) => ['MoMo', 'ZaloPay', 'ViettelPay'].includes(name!))).toBe(true);
  });

  test('the seeded world has a deposit in review without a slip: the member may cancel it or send its slip', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositHistory({ state: 'PENDING', ...WINDOW }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.list).toEqual([
      expect.objectContaining({
        state: 'PENDING',
        method: 'Fast bank transfer (24/7)',
        hasSlip: false,
        canCancel: true,
        canUploadSlip: true,
      }),
    ]);
  });

  test('refuses a range that ends before it starts', async () => {
    setScenario('member');
    const reversed = renderQueryHook(() => useDepositHistory({ startDate: PINNED_EPOCH, endDate: PINNED_EPOCH - DAY }));
    await waitFor(() => expect(reversed.result.current.isError).toBe(true));
    expect(reversed.result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('the method filter lists the platform deposit methods in the language asked', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useDepositMethods());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      { code: 'MT2', name: 'Bank transfer' },
      { code: 'MT', name: 'Transfer with reference' },
      { code: 'MWQR', name: 'E-wallet QR' },
      { code: 'PG', name: 'Online banking' },
      { code: 'USDT', name: 'USDT' },
    ]);
  });
});

describe("the record's actions", () => {
  const held = () => depositsOf(member()).find((d) => d.status === 'PENDING')!;

  test('cancel: an open deposit is cancelled and leaves the in-progress count; nothing moves; a second cancel is refused', async () => {
    setScenario('member');
    const before = balanceOf(member());
    const { result } = renderQueryHook(() => ({
      cancel: useCancelDeposit(),
      history: useDepositHistory({ ...WINDOW, size: 50 }),
      settings: useDepositSettings(),
    }));
    await waitFor(() => expect(result.current.settings.data?.pendingCount).toBe(1));
    const id = held().depositId;
    await resolved(() => result.current.cancel.mutateAsync({ depositId: id }));
    await waitFor(() =>
      expect(result.current.history.data!.list.find((d) => d.depositId === id)).toMatchObject({ state: 'CANCELLED', canCancel: false }),
    );
    await waitFor(() => expect(result.current.settings.data!.pendingCount).toBe(0));
    expect(balanceOf(member())).toBe(before);
    expect(await rejection(() => result.current.cancel.mutateAsync({ depositId: id }))).toMatchObject({
      errorCode: 'deposit.cancel.not.allowed',
    });
  });

  test('cancel is refused for a credited deposit, an unknown one and another member’s', async () => {
    setScenario('member');
    const approved = depositsOf(member()).find((d) => d.status === 'SUCCESS')!;
    const others = depositsOf(findAccount('member02')!).find((d) => d.status === 'PENDING')!;
    const { result } = renderQueryHook(() => useCancelDeposit());
    expect(await rejection(() => result.current.mutateAsync({ depositId: approved.depositId }))).toMatchObject({
      errorCode: 'deposit.cancel.not.allowed',
    });
    expect(await rejection(() => result.current.mutateAsync({ depositId: 'DP-NOPE' }))).toMatchObject({ errorCode: 'deposit.not.found' });
    expect(await rejection(() => result.current.mutateAsync({ depositId: others.depositId }))).toMatchObject({
      errorCode: 'deposit.not.found',
    });
    expect(others.status).toBe('PENDING');
  });

  test('payment slip: a JPEG with a remark puts the deposit in review with its slip; a second one, a PNG or a closed deposit are refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      upload: useUploadDepositSlip(),
      submit: useSubmitDeposit(),
      history: useDepositHistory({ size: 50 }),
    }));
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    vi.useFakeTimers({ toFake: ['Date'] });
    // A new request (frozen clock: not credited yet) is New until its slip arrives.
    const fresh = await resolved(() => result.current.submit.mutateAsync(order('byName', 'slip-new')));
    expect(await rejection(() => result.current.upload.mutateAsync({ depositId: fresh.depositId!, image: PNG, remark: '' }))).toMatchObject(
      {
        errorCode: 'deposit.slip.invalid',
      },
    );
    await resolved(() =>
      result.current.upload.mutateAsync({ depositId: fresh.depositId!, image: JPEG, remark: ' Paid from TCB at 10:02 ' }),
    );
    await waitFor(() =>
      expect(result.current.history.data!.list.find((d) => d.depositId === fresh.depositId)).toMatchObject({
        state: 'PENDING',
        hasSlip: true,
        canUploadSlip: false,
        canCancel: true,
      }),
    );
    const stored = depositsOf(member()).find((d) => d.depositId === fresh.depositId)!;
    expect(stored.slip).toMatchObject({ image: JPEG, remark: 'Paid from TCB at 10:02' });
    expect(
      await rejection(() => result.current.upload.mutateAsync({ depositId: fresh.depositId!, image: JPEG, remark: '' })),
    ).toMatchObject({
      errorCode: 'deposit.slip.not.allowed',
    });
    const approved = depositsOf(member()).find((d) => d.status === 'SUCCESS')!;
    expect(
      await rejection(() => result.current.upload.mutateAsync({ depositId: approved.depositId, image: JPEG, remark: '' })),
    ).toMatchObject({
      errorCode: 'deposit.slip.not.allowed',
    });
  });
});
