// The agent centre's strings (registering a downline reuses the account areas: account.ts). They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import agent from '../en/agent.json';
import centre from '../en/centre.json';
import history from '../en/history.json';
import records from '../en/records.json';

export const agentCentreAreas = areaBundle(
  { agent, centre, history, records },
  {
    agent: () => import('../vi/agent.json'),
    centre: () => import('../vi/centre.json'),
    history: () => import('../vi/history.json'),
    records: () => import('../vi/records.json'),
  },
);
