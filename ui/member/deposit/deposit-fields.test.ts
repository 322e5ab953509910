import { describe, expect, test } from 'vitest';
import { depositFieldIssue, depositFieldValues } from './deposit-fields.ts';

describe('deposit payer fields', () => {
  test('the name on the paying account takes letters of any script, spaces, dots, hyphens and apostrophes', () => {
    expect(depositFieldIssue('payeeName', 'Nguyễn Văn An')).toBeUndefined();
    expect(depositFieldIssue('payeeName', "O'Neil-Smith Jr.")).toBeUndefined();
    expect(depositFieldIssue('payeeName', '  ')).toBe('required');
    expect(depositFieldIssue('payeeName', 'A')).toBe('format');
    expect(depositFieldIssue('payeeName', 'An 123')).toBe('format');
    expect(depositFieldIssue('payeeName', '<script>')).toBe('format');
    expect(depositFieldIssue('payeeName', 'a'.repeat(51))).toBe('tooLong');
  });

  test('a first or last name may be one letter; a full name takes up to 100', () => {
    expect(depositFieldIssue('firstName', 'A')).toBeUndefined();
    expect(depositFieldIssue('lastName', '')).toBe('required');
    expect(depositFieldIssue('lastName', 'Lê 2')).toBe('format');
    expect(depositFieldIssue('fullName', 'Trần Thị Bích Ngọc')).toBeUndefined();
    expect(depositFieldIssue('fullName', 'a'.repeat(100))).toBeUndefined();
    expect(depositFieldIssue('fullName', 'a'.repeat(101))).toBe('tooLong');
  });

  test('only the channel’s own fields are sent, trimmed', () => {
    expect(depositFieldValues(['firstName', 'lastName'], { firstName: ' An ', lastName: 'Le', payeeName: 'Other' })).toEqual({
      firstName: 'An',
      lastName: 'Le',
    });
    expect(depositFieldValues(['payeeName'], { payeeName: '  ' })).toEqual({});
  });
});
