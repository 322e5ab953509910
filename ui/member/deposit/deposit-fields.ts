/**
 * The checks a deposit channel's fields get before anything is sent: the platform matches an incoming
 * transfer to its request by them, so a typo costs the member a manual review. Fixed shapes, no server
 * pattern: a name in letters (any script), an e-wallet number in digits, a TRC20 address.
 */
import type { DepositFieldName, DepositFieldView } from './deposit-types.ts';

const FORMATS: Record<DepositFieldName, RegExp> = {
  depositorName: /^[\p{L}][\p{L} .'-]*$/u,
  senderAccount: /^\d{8,15}$/,
  senderAddress: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The shortest name a bank shows ("Vu A" has four letters; two is the floor). */
const MIN_NAME_LENGTH = 2;

export type DepositFieldIssue = 'required' | 'format' | 'tooLong';

/** Each field's label, hint and the sentence for each issue. */
export const DEPOSIT_FIELD_KEYS = {
  depositorName: {
    label: 'deposit.fields.depositorName.label',
    hint: 'deposit.fields.depositorName.hint',
    required: 'deposit.fields.depositorName.required',
    format: 'deposit.fields.depositorName.format',
    tooLong: 'deposit.fields.depositorName.tooLong',
  },
  senderAccount: {
    label: 'deposit.fields.senderAccount.label',
    hint: 'deposit.fields.senderAccount.hint',
    required: 'deposit.fields.senderAccount.required',
    format: 'deposit.fields.senderAccount.format',
    tooLong: 'deposit.fields.senderAccount.tooLong',
  },
  senderAddress: {
    label: 'deposit.fields.senderAddress.label',
    hint: 'deposit.fields.senderAddress.hint',
    required: 'deposit.fields.senderAddress.required',
    format: 'deposit.fields.senderAddress.format',
    tooLong: 'deposit.fields.senderAddress.tooLong',
  },
} as const satisfies Record<DepositFieldName, Record<'label' | 'hint' | DepositFieldIssue, string>>;

export function depositFieldIssue(field: DepositFieldView, raw: string): DepositFieldIssue | undefined {
  const value = raw.trim();
  if (value === '') return field.required ? 'required' : undefined;
  if (typeof field.maxLength === 'number' && [...value].length > field.maxLength) return 'tooLong';
  if (field.name === 'depositorName' && [...value].length < MIN_NAME_LENGTH) return 'format';
  return FORMATS[field.name].test(value) ? undefined : 'format';
}

/** The values to send: the channel's own fields only, trimmed, empty optional ones left out. */
export function depositFieldValues(
  fields: readonly DepositFieldView[],
  values: Readonly<Partial<Record<DepositFieldName, string>>>,
): Partial<Record<DepositFieldName, string>> {
  const sent: Partial<Record<DepositFieldName, string>> = {};
  for (const field of fields) {
    const value = values[field.name]?.trim() ?? '';
    if (value !== '') sent[field.name] = value;
  }
  return sent;
}
