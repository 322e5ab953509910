/**
 * Which member-centre pages a member sees (spec section 2, "Member centre"; section 3, module
 * switches; product-landscape.md section 0): every entry in the spec's order, less those whose
 * module switch is off, the wallet transfer on a single merchant wallet, and the transfer to the
 * upline unless the member may make one. Pure: the container feeds it the calls' answers.
 */
import { POINTS_MODULE } from '../../api/points.contract.ts';
import { moduleEnabled, RESPONSIBLE_GAMING_MODULE, type SystemStatus } from '../../api/system.contract.ts';
import { MEMBER_PAGES, type MemberPage } from '../../paths.ts';

/** Type 2 agents never transfer to their upline (the hosted member centre's rule). */
const NO_UPLINE_TRANSFER_TYPE = 2;

/**
 * The switch each page needs, where one is known: the module of the calls the page makes (its calls
 * answer #543 while it is off), or AGETRANSFERUP3 for the upline transfer. Pages not listed need none.
 */
export const MEMBER_PAGE_SWITCHES: Partial<Record<MemberPage, string>> = {
  transferFund: 'FUNDTRANS3',
  depositv2: 'DPSTBAS3',
  transferUpline: 'AGETRANSFERUP3',
  transactionHistory: 'MEMTRANS3',
  rewardCenter: 'REWCEN3',
  missionLeaderboard: 'MISSIONLB3',
  messageV2: 'INBOX3',
  saferPlay: RESPONSIBLE_GAMING_MODULE,
};

export interface MemberCentreFacts {
  status: Pick<SystemStatus, 'info'> | undefined;
  /** The merchant wallet's isSingle: one wallet, nothing to transfer between. */
  singleWallet: boolean;
  /** Member info's toUpline. */
  toUpline: boolean;
  /** The member type (isAgent). */
  type: number | undefined;
}

/** A page whose module switch is off: it says so in place, never a silent redirect (issue 36). */
export function switchedOffPage(status: MemberCentreFacts['status'], page: MemberPage): boolean {
  const module = MEMBER_PAGE_SWITCHES[page];
  return module !== undefined && !moduleEnabled(status, module);
}

/** The pages the menu lists, in the spec's order; securityCenter always among them. */
export function memberCentrePages(facts: MemberCentreFacts): MemberPage[] {
  return MEMBER_PAGES.filter((page) => {
    if (switchedOffPage(facts.status, page)) return false;
    if (page === 'transferFund') return !facts.singleWallet;
    if (page === 'transferUpline') return facts.toUpline && facts.type !== NO_UPLINE_TRANSFER_TYPE;
    return true;
  });
}

/** A row of the centre's menu: one of its pages, or the way to the points mall. */
export type MemberCentreLink = MemberPage | 'pointMall';

/** The menu's rows: the pages, with the points mall after the reward centre (or last) while its module is on. */
export function memberCentreMenu(pages: readonly MemberPage[], status: MemberCentreFacts['status']): MemberCentreLink[] {
  if (!moduleEnabled(status, POINTS_MODULE)) return [...pages];
  const after = pages.indexOf('rewardCenter');
  const at = after === -1 ? pages.length : after + 1;
  return [...pages.slice(0, at), 'pointMall', ...pages.slice(at)];
}

export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

/** The page an address names, or undefined for anything that is not one (case matters, as in the spec's ids). */
export function parseMemberPage(value: string | undefined): MemberPage | undefined {
  return MEMBER_PAGES.find((page) => page === value);
}
