import { describe, expect, test } from 'vitest';
import { systemStatusSchema, type ModuleNodeInput } from '../../api/system.contract.ts';
import { MEMBER_PAGES } from '../../paths.ts';
import {
  memberCentreMenu,
  memberCentrePages,
  MEMBER_PAGE_SWITCHES,
  parseMemberPage,
  switchedOffPage,
  type MemberCentreFacts,
} from './member-centre-model.ts';

const SWITCHES = [...new Set(Object.values(MEMBER_PAGE_SWITCHES))];

/** A status answer whose whitelabel tree lists every switch, on unless named. */
function statusWith(off: readonly string[] = []): MemberCentreFacts['status'] {
  const nodes: ModuleNodeInput[] = SWITCHES.map((modId) => ({ modId, enabled: off.includes(modId) ? '0' : '1' }));
  return systemStatusSchema.parse({ info: { whitelabel: nodes } });
}

const member = (facts: Partial<MemberCentreFacts> = {}): MemberCentreFacts => ({
  status: statusWith(),
  singleWallet: false,
  toUpline: false,
  type: 0,
  ...facts,
});

test('a plain member on a brand with every switch on sees every page but the upline transfer, in the spec order', () => {
  expect(memberCentrePages(member())).toEqual(MEMBER_PAGES.filter((page) => page !== 'transferUpline'));
});

test('the upline transfer: toUpline, its switch, and not an agent of type 2', () => {
  expect(memberCentrePages(member({ toUpline: true }))).toContain('transferUpline');
  expect(memberCentrePages(member({ toUpline: true, type: 41 }))).toContain('transferUpline');
  expect(memberCentrePages(member({ toUpline: true, type: 2 }))).not.toContain('transferUpline');
  expect(memberCentrePages(member({ toUpline: true, status: statusWith(['AGETRANSFERUP3']) }))).not.toContain('transferUpline');
});

test('a single merchant wallet hides the wallet transfer', () => {
  const pages = memberCentrePages(member({ singleWallet: true }));
  expect(pages).not.toContain('transferFund');
  expect(pages).toContain('depositv2');
});

test.each(Object.entries(MEMBER_PAGE_SWITCHES).filter(([page]) => page !== 'transferUpline'))(
  '%s goes when %s is off, and only it',
  (page, module) => {
    const pages = memberCentrePages(member({ status: statusWith([module]) }));
    expect(pages).not.toContain(page);
    expect(pages).toEqual(memberCentrePages(member()).filter((p) => p !== page));
  },
);

test('before the status answers no switched page shows; the security centre always does', () => {
  expect(memberCentrePages(member({ status: undefined }))).toEqual(MEMBER_PAGES.filter((page) => MEMBER_PAGE_SWITCHES[page] === undefined));
  expect(memberCentrePages(member({ status: statusWith(SWITCHES) }))[0]).toBe('securityCenter');
});

test('only the spec ids name a page', () => {
  expect(parseMemberPage('withdraw')).toBe('withdraw');
  for (const value of [undefined, '', 'Withdraw', 'withdraw ', '__proto__', 'constructor', 'toString', '../index']) {
    expect(parseMemberPage(value)).toBeUndefined();
  }
});

describe('switched off and the points mall (issue 36)', () => {
  const tree = (off: readonly string[]) =>
    systemStatusSchema.parse({
      info: { whitelabel: [...SWITCHES, 'PTSYS3'].map((modId) => ({ modId, enabled: off.includes(modId) ? '0' : '1' })) },
    });

  test('a page whose module is off is switched off; a page without a switch never is', () => {
    expect(switchedOffPage(tree(['DPSTBAS3']), 'depositv2')).toBe(true);
    expect(switchedOffPage(tree([]), 'depositv2')).toBe(false);
    expect(switchedOffPage(tree(['DPSTBAS3']), 'withdraw')).toBe(false);
  });

  test('the menu leads to the points mall after the reward centre, or last, only while PTSYS3 is on', () => {
    expect(memberCentreMenu(['securityCenter', 'rewardCenter', 'referral'], tree([]))).toEqual([
      'securityCenter',
      'rewardCenter',
      'pointMall',
      'referral',
    ]);
    expect(memberCentreMenu(['securityCenter', 'referral'], tree([]))).toEqual(['securityCenter', 'referral', 'pointMall']);
    expect(memberCentreMenu(['securityCenter', 'rewardCenter'], tree(['PTSYS3']))).toEqual(['securityCenter', 'rewardCenter']);
  });
});
