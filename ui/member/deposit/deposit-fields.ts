/**
 * The checks a deposit's payer fields get before anything is sent: the platform matches a manual
 * transfer to its request by the name on the paying account, and a payment page fills the card or
 * bank form with the names, so a typo costs the member a manual review. Names only, in letters of any
 * script, with spaces, dots, apostrophes and hyphens; the fake platform checks the same.
 */
import type { DepositPayerField } from './deposit-types.ts';

const NAME = /^[\p{L}][\p{L} .'-]*$/u;

/** The shortest and longest each field takes ("Vu A" has four letters; a first or last name may be one letter). */
const LENGTHS: Record<DepositPayerField, { min: number; max: number }> = {
  payeeName: { min: 2, max: 50 },
  firstName: { min: 1, max: 50 },
  lastName: { min: 1, max: 50 },
  fullName: { min: 2, max: 100 },
};

export const payerFieldMaxLength = (field: DepositPayerField) => LENGTHS[field].max;

export type DepositFieldIssue = 'required' | 'format' | 'tooLong';

/** Each field's label, hint and the sentence for each issue. */
export const DEPOSIT_FIELD_KEYS = {
  payeeName: {
    label: 'deposit.fields.payeeName.label',
    hint: 'deposit.fields.payeeName.hint',
    required: 'deposit.fields.payeeName.required',
    format: 'deposit.fields.payeeName.format',
    tooLong: 'deposit.fields.payeeName.tooLong',
  },
  firstName: {
    label: 'deposit.fields.firstName.label',
    hint: 'deposit.fields.firstName.hint',
    required: 'deposit.fields.firstName.required',
    format: 'deposit.fields.firstName.format',
    tooLong: 'deposit.fields.firstName.tooLong',
  },
  lastName: {
    label: 'deposit.fields.lastName.label',
    hint: 'deposit.fields.lastName.hint',
    required: 'deposit.fields.lastName.required',
    format: 'deposit.fields.lastName.format',
    tooLong: 'deposit.fields.lastName.tooLong',
  },
  fullName: {
    label: 'deposit.fields.fullName.label',
    hint: 'deposit.fields.fullName.hint',
    required: 'deposit.fields.fullName.required',
    format: 'deposit.fields.fullName.format',
    tooLong: 'deposit.fields.fullName.tooLong',
  },
} as const satisfies Record<DepositPayerField, Record<'label' | 'hint' | DepositFieldIssue, string>>;

/** Every payer field a channel asks for is required. */
export function depositFieldIssue(field: DepositPayerField, raw: string): DepositFieldIssue | undefined {
  const value = raw.trim();
  if (value === '') return 'required';
  const length = [...value].length;
  if (length > LENGTHS[field].max) return 'tooLong';
  if (length < LENGTHS[field].min || !NAME.test(value)) return 'format';
  return undefined;
}

/** The values to send: the channel's own fields only, trimmed. */
export function depositFieldValues(
  fields: readonly DepositPayerField[],
  values: Readonly<Partial<Record<DepositPayerField, string>>>,
): Partial<Record<DepositPayerField, string>> {
  const sent: Partial<Record<DepositPayerField, string>> = {};
  for (const field of fields) {
    const value = values[field]?.trim() ?? '';
    if (value !== '') sent[field] = value;
  }
  return sent;
}
