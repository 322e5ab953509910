import { describe, expect, it } from 'vitest';
import { AGENT_PAGES } from '../../paths.ts';
import { agentCentrePages, DEFAULT_AGENT_PAGE, parseAgentPage } from './agent-centre-model.ts';

const TEAM_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
];

describe('agentCentrePages', () => {
  it('lists the eight team pages when no contract flag is on, or the flags are not known', () => {
    expect(agentCentrePages(undefined)).toEqual(TEAM_PAGES);
    expect(agentCentrePages({ divtypeinfo: false, dailysalinfotype: 0, contracthoursalinfo: 'N', realtimesalreqtype: null })).toEqual(
      TEAM_PAGES,
    );
  });

  it('adds every contract page, in the spec order, when all four flags are on', () => {
    expect(agentCentrePages({ divtypeinfo: true, dailysalinfotype: 1, contracthoursalinfo: '1', realtimesalreqtype: true })).toEqual(
      AGENT_PAGES,
    );
  });

  it.each([
    ['divtypeinfo', 'agentDividend'],
    ['dailysalinfotype', 'agentDailySalary'],
    ['contracthoursalinfo', 'agentHourlySalary'],
    ['realtimesalreqtype', 'agentRealTimeSalary'],
  ] as const)('%s alone adds %s after the team pages', (flag, page) => {
    expect(agentCentrePages({ [flag]: true })).toEqual([...TEAM_PAGES, page]);
  });

  it('does not read the member daily-salary flag as the Daily Salary entry', () => {
    expect(agentCentrePages({ contractmrdailysalinfotype: true })).toEqual(TEAM_PAGES);
  });
});

describe('parseAgentPage', () => {
  it('accepts the ids exactly as the spec spells them', () => {
    for (const page of AGENT_PAGES) expect(parseAgentPage(page)).toBe(page);
  });

  it('refuses anything else', () => {
    expect(parseAgentPage(undefined)).toBeUndefined();
    expect(parseAgentPage('agentteamoverview')).toBeUndefined();
    expect(parseAgentPage('securityCenter')).toBeUndefined();
    expect(parseAgentPage('')).toBeUndefined();
  });

  it('opens on the team overview', () => {
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
  });
});
