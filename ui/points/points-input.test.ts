import { describe, expect, it } from 'vitest';
import { addressIssue, isValidMobile, pointsFor } from './points-input.ts';

describe('addressIssue', () => {
  it('asks for an address of at least 10 characters, spaces trimmed', () => {
    expect(addressIssue('')).toBe('required');
    expect(addressIssue('   12 Lê Lợi   ')).toBe('required');
    expect(addressIssue('12 Lê Lợi, Q1')).toBeUndefined();
  });
  it('refuses more than 200 characters', () => {
    expect(addressIssue('a'.repeat(200))).toBeUndefined();
    expect(addressIssue('a'.repeat(201))).toBe('tooLong');
  });
});

describe('isValidMobile', () => {
  it('takes 8 to 15 digits with an optional + and spaces', () => {
    expect(isValidMobile('0912 345 678')).toBe(true);
    expect(isValidMobile('+84912345678')).toBe(true);
    expect(isValidMobile('1234567')).toBe(false);
    expect(isValidMobile('0912-345-678')).toBe(false);
    expect(isValidMobile('1234567890123456')).toBe(false);
  });
});

describe('pointsFor', () => {
  it('rounds down at the ratio', () => {
    expect(pointsFor(10_000, { units: 1_000, pointsRatio: 20 })).toBe(200);
    expect(pointsFor(1_499, { units: 1_000, pointsRatio: 20 })).toBe(29);
    expect(pointsFor(0, { units: 1_000, pointsRatio: 20 })).toBe(0);
  });
});
