/**
 * The bank-card contract, as the platform's own member-centre client reads it (reference/platform-client.md
 * #17, #18, and its add-card page chunk): the banks a card may be bound to, the virtual (USDT) wallet
 * types, the bind rules, the add and delete bodies. The bound cards themselves are read from the
 * withdraw account info (withdraw.contract.ts), as the client does. Schemas, types, constants and
 * pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';
import type { WireId } from './withdraw.contract.ts';

const code = z.pipe(z.union([z.string().check(z.minLength(1)), z.number()]), z.transform(String));
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => (value ?? '').trim()),
);

/** Items that do not read are dropped, so one bad bank never empties the list. */
function lenientList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z._default(z.array(z.unknown()), []), []),
    z.transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ),
  );
}

/**
 * The client's display name: the locale's name, else (for CN/TW) the Chinese one or the English one.
 * This front end speaks EN and VI, so the English name follows the locale's; the bank code is last.
 */
export function displayName(names: { locale: string; chinese: string; english: string; fallback?: string }, code: string): string {
  return names.locale || names.english || names.fallback || names.chinese || code;
}

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/MCSFE_getBanks?merchantCode=

export const bankSchema = z.pipe(
  z.object({
    bankCode: code,
    bankLocaleName: text,
    bankChName: text,
    bankEngName: text,
    bankName: text,
    /** "Y" required, "D" displayed: the branch and province fields (not asked by this front end, which binds without them). */
    isBranchRequired: z.nullish(z.string()),
    isProvinceRequired: z.nullish(z.string()),
  }),
  z.transform((raw) => ({
    bankCode: raw.bankCode,
    name: displayName(
      { locale: raw.bankLocaleName, chinese: raw.bankChName, english: raw.bankEngName, fallback: raw.bankName },
      raw.bankCode,
    ),
    branchRequired: raw.isBranchRequired === 'Y',
    provinceRequired: raw.isProvinceRequired === 'Y',
  })),
);

export const banksSchema = lenientList(bankSchema);
export type Bank = z.output<typeof bankSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/relay/MCSFE_getWalletTypes

export const walletTypeSchema = z.pipe(
  z.object({ walletType: code, walletLocaleName: text, walletChName: text, walletEngName: text }),
  z.transform((raw) => ({
    walletType: raw.walletType,
    name: displayName({ locale: raw.walletLocaleName, chinese: raw.walletChName, english: raw.walletEngName }, raw.walletType),
  })),
);

export const walletTypesSchema = lenientList(walletTypeSchema);
export type WalletType = z.output<typeof walletTypeSchema>;

// ---------------------------------------------------------------------------------------------
// GET /wps/v2/member/bankCards/bindConfig

/**
 * What binding asks for: the payment password (paymentPassword), a new one and its confirmation when
 * none is set yet (validatePaymentPassword), a mobile with its SMS code (mobileNum), the Google
 * Authenticator code (authCode; shouldBindGA when GA must be bound first).
 */
export const bindConfigSchema = z.pipe(
  z.nullish(
    z.object({
      shouldBindGA: z._default(flag, false),
      validate: z.prefault(
        z.object({
          authCode: z._default(flag, false),
          paymentPassword: z._default(flag, false),
          validatePaymentPassword: z._default(flag, false),
          mobileNum: z._default(flag, false),
        }),
        {},
      ),
    }),
  ),
  z.transform((raw) => ({
    shouldBindGA: raw?.shouldBindGA ?? false,
    asks: {
      paymentPassword: raw?.validate.paymentPassword ?? false,
      newPaymentPassword: raw?.validate.validatePaymentPassword ?? false,
      mobile: raw?.validate.mobileNum ?? false,
      authCode: raw?.validate.authCode ?? false,
    },
  })),
);

export type BindConfig = z.infer<typeof bindConfigSchema>;

// ---------------------------------------------------------------------------------------------
// PUT /wps/v2/member/bankCards (E): add a bank card (cardType B) or a virtual wallet (cardType V)

/** A bank card (banks and e-wallet providers are both MCSFE_getBanks banks) or a virtual (USDT) wallet. */
export const CARD_TYPES = { BANK: 'B', VIRTUAL: 'V' } as const;
export type CardKind = keyof typeof CARD_TYPES;

/** Bank account numbers: 6-19 digits once spaces and dashes are gone (the client strips non-word characters). */
export const CARD_NUMBER_PATTERN = /^\d{6,19}$/;
/** A payee name: letters and spaces without diacritics, as banks print it. */
export const PAYEE_NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
/** A TRC20 (T...) or ERC20 (0x...) address. */
export const WALLET_ADDRESS_PATTERN = /^(?:T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/;

/** What the member typed, by kind. */
export type CardDetails =
  | { kind: 'BANK'; bankCode: string; bankName: string; payeeName: string; cardNumber: string }
  | { kind: 'VIRTUAL'; walletType: string; walletName: string; walletAddress: string };

/** The proofs bindConfig asks for. */
export interface CardProofs {
  paymentPassword?: string;
  /** The new payment password's confirmation (first time only). */
  validatePaymentPassword?: string;
  mobile?: { countryDialingCode: string; mobileNum: string; verificationCode: string };
}

export type AddBankCardInput = CardDetails & CardProofs;

/** The client strips non-word characters from a card number (spaces, dashes). */
export const normaliseCardNumber = (value: string) => value.replace(/\W/g, '');

/** The body as the client builds it: cardType, the kind's fields, then only the proofs given. */
export function addBankCardBody(input: AddBankCardInput): Record<string, string> {
  const details: Record<string, string> =
    input.kind === 'BANK'
      ? {
          cardType: CARD_TYPES.BANK,
          bankCode: input.bankCode,
          bankName: input.bankName,
          payeeName: input.payeeName.trim(),
          cardNumber: normaliseCardNumber(input.cardNumber),
        }
      : {
          cardType: CARD_TYPES.VIRTUAL,
          walletType: input.walletType,
          walletName: input.walletName,
          walletAddress: input.walletAddress.trim(),
        };
  return {
    ...details,
    ...(input.paymentPassword === undefined ? {} : { paymentPassword: input.paymentPassword }),
    ...(input.validatePaymentPassword === undefined ? {} : { validatePaymentPassword: input.validatePaymentPassword }),
    ...(input.mobile
      ? {
          countryDialingCode: input.mobile.countryDialingCode.replace(/^\+/, ''),
          mobileNum: input.mobile.mobileNum,
          verificationCode: input.mobile.verificationCode,
        }
      : {}),
  };
}

/** The answer: the client reads only success, then re-reads the member and the cards. */
export const bankCardAnswerSchema = z.pipe(
  z.nullish(z.unknown()),
  z.transform(() => true as const),
);

// ---------------------------------------------------------------------------------------------
// DELETE /wps/v2/member/bankCards (E)

/** Deleting asks for the payment password (method P) or an SMS code to the bound mobile (method S, operation deleteBankCard). */
export type DeleteBankCardInput = { bankCardId: WireId } & ({ method: 'P'; password: string } | { method: 'S'; verificationCode: string });
