import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import {
  getContracts,
  getMyIncome,
  getTeamBets,
  getTeamMembers,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  processContract,
  registerDownline,
} from '../../app/api/agent.ts';

const DAY = 86_400_000;
/** The last week of the fake platform's calendar, as the reports' period filter gives it. */
const WEEK = { startTime: PINNED_EPOCH - 7 * DAY, endTime: PINNED_EPOCH };

export const exercises = {
  'agent.dividend.read': () => getContracts('dividend'),
  'agent.dividend.process': () => processContract('dividend', { action: 'accept', contractId: 'DV-1002' }),
  'agent.dailySalary.read': () => getContracts('dailySalary'),
  'agent.dailySalary.process': () =>
    processContract('dailySalary', {
      action: 'offer',
      downline: 'agent41',
      terms: { tiers: [{ dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 }] },
      confirm: true,
    }),
  'agent.hourlySalary.read': () => getContracts('hourlySalary'),
  'agent.hourlySalary.process': () => processContract('hourlySalary', { action: 'confirmTerminate', contractId: 'HS-3001' }),
  'agent.realTimeSalary.read': () => getContracts('realTimeSalary'),
  'agent.realTimeSalary.process': () => processContract('realTimeSalary', { action: 'terminate', contractId: 'RT-4001' }),
  'agent.teamOverview': () => getTeamOverview(WEEK),
  'agent.registerDownline': () =>
    registerDownline({
      username: 'downline88',
      password: 'Lotus2026',
      confirmPassword: 'Lotus2026',
      nickname: 'Tám Tám',
      accountType: 'member',
    }),
  'agent.teamMembers': () => getTeamMembers({ page: 2, size: 10, account: 'team', upline: 'agent02', status: 'normal' }),
  'agent.teamBets.lottery': () => getTeamBets({ ...WEEK, product: 'LOTT', account: 'team001', page: 1, size: 10 }),
  'agent.teamBets.live': () => getTeamBets({ ...WEEK, product: 'LIVE', page: 1, size: 10, language: 'VI' }),
  'agent.teamBets.rng': () => getTeamBets({ ...WEEK, product: 'RNG', account: 'team002', page: 2, size: 10, language: 'EN' }),
  'agent.teamBets.fish': () => getTeamBets({ ...WEEK, product: 'FISH', page: 1, size: 10, language: 'EN' }),
  'agent.teamBets.sports': () => getTeamBets({ ...WEEK, product: 'SPORTS', page: 1, size: 20, language: 'EN' }),
  'agent.teamBets.pvp': () => getTeamBets({ ...WEEK, product: 'PVP', page: 1, size: 10, language: 'EN' }),
  'agent.teamBets.elott': () => getTeamBets({ ...WEEK, product: 'ELOTT', page: 1, size: 10, language: 'EN' }),
  'agent.teamProfitLoss': () => getTeamProfitLoss({ ...WEEK, account: 'agent02', page: 1, size: 10 }),
  'agent.myIncome': () => getMyIncome({ ...WEEK, incomeType: 'dividend', page: 1, size: 10 }),
  'agent.teamTransactions': () =>
    getTeamTransactions({ ...WEEK, account: 'team001', codeType: 'deposit', page: 1, size: 10, language: 'EN' }),
};
