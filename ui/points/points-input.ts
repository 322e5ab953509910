/**
 * The points mall's input rules, as the fake platform applies them (mocks/db/points.ts): a receiving
 * address of 10 to 200 characters and a mobile number of 8 to 15 digits (spaces allowed, an optional +).
 */
export type AddressIssue = 'required' | 'tooLong';

export function addressIssue(address: string): AddressIssue | undefined {
  const trimmed = address.trim();
  if (trimmed.length < 10) return 'required';
  if (trimmed.length > 200) return 'tooLong';
  return undefined;
}

const MOBILE = /^\+?\d{8,15}$/;

export function isValidMobile(mobile: string): boolean {
  return MOBILE.test(mobile.replaceAll(' ', ''));
}

/** Points a cash amount buys at a ratio (rounded down, as the platform does). */
export function pointsFor(amount: number, ratio: { units: number; pointsRatio: number }): number {
  return Math.floor((Math.round(amount * 100) * ratio.pointsRatio) / (ratio.units * 100));
}
