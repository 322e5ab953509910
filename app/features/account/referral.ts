/**
 * The invitation (affiliate) and referral codes a visitor arrives with (spec sections 3 and 4):
 * `?affiliateCode=` (or `?code=`) and `?referralCode=` on any page, kept in memory for this visit
 * so they survive navigating to the register popup. Only code-shaped values are taken.
 */
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

export interface ReferralParams {
  affiliateCode?: string;
  referralCode?: string;
}

let captured: ReferralParams = {};

export function captureReferral(search: string): void {
  const params = new URLSearchParams(search);
  const affiliate = params.get('affiliateCode') ?? params.get('code');
  const referral = params.get('referralCode');
  if (affiliate !== null && CODE.test(affiliate)) captured = { ...captured, affiliateCode: affiliate };
  if (referral !== null && CODE.test(referral)) captured = { ...captured, referralCode: referral };
}

export function referralParams(): ReferralParams {
  return captured;
}

/** Tests start from a clean visit. */
export function resetReferral(): void {
  captured = {};
}
