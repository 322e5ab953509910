import { describe, expect, test } from 'vitest';
import { depositFieldIssue, depositFieldValues } from './deposit-fields.ts';

const name = { name: 'depositorName', required: true, maxLength: 50 } as const;
const wallet = { name: 'senderAccount', required: true, maxLength: 15 } as const;
const address = { name: 'senderAddress', required: false, maxLength: 34 } as const;

describe('deposit channel fields', () => {
  test('a name takes letters of any script, spaces, dots, hyphens and apostrophes', () => {
    expect(depositFieldIssue(name, 'Nguyễn Văn An')).toBeUndefined();
    expect(depositFieldIssue(name, "O'Neil-Smith Jr.")).toBeUndefined();
    expect(depositFieldIssue(name, '  ')).toBe('required');
    expect(depositFieldIssue(name, 'A')).toBe('format');
    expect(depositFieldIssue(name, 'An 123')).toBe('format');
    expect(depositFieldIssue(name, '<script>')).toBe('format');
    expect(depositFieldIssue(name, 'a'.repeat(51))).toBe('tooLong');
  });

  test('an e-wallet number is 8 to 15 digits', () => {
    expect(depositFieldIssue(wallet, '0901234567')).toBeUndefined();
    expect(depositFieldIssue(wallet, '0901 234')).toBe('format');
    expect(depositFieldIssue(wallet, '')).toBe('required');
    expect(depositFieldIssue(wallet, '1'.repeat(16))).toBe('tooLong');
  });

  test('a TRC20 address is optional, and when given starts with T and has 34 base58 characters', () => {
    expect(depositFieldIssue(address, '')).toBeUndefined();
    expect(depositFieldIssue(address, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeUndefined();
    expect(depositFieldIssue(address, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0')).toBe('format');
    expect(depositFieldIssue(address, '0xabc')).toBe('format');
  });

  test('only the channel’s own fields are sent, trimmed, empty optional ones left out', () => {
    expect(depositFieldValues([name, address], { depositorName: ' An Le ', senderAccount: '0901234567', senderAddress: '' })).toEqual({
      depositorName: 'An Le',
    });
  });
});
