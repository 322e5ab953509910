/**
 * Which agent-centre pages an agent sees (spec section 2, "Agent centre"; section 6): the eight team
 * pages always, then Dividend (enableCt), Daily Salary (salary), Hourly Salary (hourSalary) and
 * Real-Time Salary (agentRealtimeSalary) only when their flag is on. Pure: the container feeds it the
 * consolidated funds' flags.
 */
import { agentMenuFlags, type AgentMenuSource } from '../../api/agent.contract.ts';
import { AGENT_PAGES, type AgentPage } from '../../paths.ts';

type MenuFlag = keyof ReturnType<typeof agentMenuFlags>;

/** The flag each contract page needs; pages not listed are always shown. */
export const AGENT_PAGE_FLAGS: Partial<Record<AgentPage, MenuFlag>> = {
  agentDividend: 'enableCt',
  agentDailySalary: 'salary',
  agentHourlySalary: 'hourSalary',
  agentRealTimeSalary: 'agentRealtimeSalary',
};

/** The pages the menu lists, in the spec's order. Unknown flags (the call failed or is loading) hide the contracts. */
export function agentCentrePages(source: AgentMenuSource | undefined): AgentPage[] {
  const flags = agentMenuFlags(source ?? {});
  return AGENT_PAGES.filter((page) => {
    const flag = AGENT_PAGE_FLAGS[page];
    return flag === undefined || flags[flag];
  });
}

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

/** The page an address names, or undefined for anything that is not one (case matters, as in the spec's ids). */
export function parseAgentPage(value: string | undefined): AgentPage | undefined {
  return AGENT_PAGES.find((page) => page === value);
}
