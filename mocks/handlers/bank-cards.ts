/**
 * The fake platform's bank-card calls, on the paths, verbs and wire names of the platform's own client
 * (reference/platform-client.md #17, #18): the banks (banks and e-wallet providers), the virtual
 * wallet types, the bind rules, and binding (PUT) and deleting (DELETE) a card, both encrypted. The
 * bound cards are listed by the withdraw account info (handlers/withdraw.ts). Rules: mocks/db/wallets.ts.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import type { banksSchema, bindConfigSchema, walletTypesSchema } from '../../app/api/bank-cards.contract.ts';
import { WALLET_TYPES_BINDABLE } from '../db/funds.ts';
import { addBankCard, bindableBanks, bindRules, deleteBankCard, FundsError } from '../db/wallets.ts';
import { failure, str, wps } from './platform.ts';

/** The banks of the merchant: English names (the locale's name is left to the platform's translations). */
export function banksValue() {
  return bindableBanks().map((bank) => ({
    bankCode: bank.bankCode,
    bankEngName: bank.bankName,
    bankChName: '',
    bankLocaleName: '',
    isBranchRequired: 'N',
    isProvinceRequired: 'N',
  })) satisfies z.input<typeof banksSchema>;
}

export function walletTypesValue() {
  return WALLET_TYPES_BINDABLE.map((type) => ({
    walletType: type.bankCode,
    walletEngName: type.bankName,
    walletChName: '',
    walletLocaleName: '',
  })) satisfies z.input<typeof walletTypesSchema>;
}

/** Runs a card operation, answering its FundsError as the platform's business failure. */
function attempt<T>(operation: () => T): T | Response {
  try {
    return operation();
  } catch (error) {
    if (error instanceof FundsError) return failure(error.message, error.errorCode, error.value);
    throw error;
  }
}

const auth = { auth: 'required' } as const;

export const bankCardHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getBanks', auth, ({ query }) =>
    str(query, 'merchantCode') === '' ? failure('Invalid parameter: merchantCode', 'request_param_err') : banksValue(),
  ),

  ...wps('get', '/wps/relay/MCSFE_getWalletTypes', auth, () => walletTypesValue()),

  ...wps('get', '/wps/v2/member/bankCards/bindConfig', auth, ({ account }) => {
    const rules = bindRules(account!);
    return {
      shouldBindGA: false,
      validate: {
        authCode: false,
        paymentPassword: rules.paymentPassword,
        validatePaymentPassword: rules.newPaymentPassword,
        mobileNum: rules.mobile,
      },
    } satisfies z.input<typeof bindConfigSchema>;
  }),

  // The client reads success only, then re-reads the member and the cards.
  ...wps('put', '/wps/v2/member/bankCards', { ...auth, encrypted: true }, ({ account, body }) =>
    attempt(() => {
      addBankCard(account!, body);
      return null;
    }),
  ),

  ...wps('delete', '/wps/v2/member/bankCards', { ...auth, encrypted: true }, ({ account, body }) =>
    attempt(() => {
      deleteBankCard(account!, body);
      return null;
    }),
  ),
];
