import { getPointTransactions } from '../../app/api/points.ts';
import { getAccountRecord, getBetRecords, getProfitLoss, getRebates, getRebateSettings } from '../../app/api/records.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';

const DAY = 86_400_000;
const week = { start: PINNED_EPOCH - 7 * DAY, end: PINNED_EPOCH };
const dates = { startDate: week.start, endDate: week.end, language: 'EN' };

export const exercises = {
  'records.memTransDet': () =>
    getAccountRecord({ codeType: 'deposit', startTime: week.start, endTime: week.end, language: 'EN', subordinateName: 'member01' }),
  'records.memTransDet.points': () => getPointTransactions({ type: 'DEPOSIT', startTime: week.start, endTime: week.end, language: 'EN' }),
  'records.rngOrders': () => getBetRecords({ product: 'RNG', vendor: 'JL', ...dates }),
  'records.fishOrders': () => getBetRecords({ product: 'FISH', ...dates }),
  'records.liveOrders': () => getBetRecords({ product: 'LIVE', orderNo: 'B1', ...dates }),
  'records.pvpOrders': () => getBetRecords({ product: 'PVP', page: 2, ...dates }),
  'records.sportsSettledOrders': () => getBetRecords({ product: 'SPORTS', settled: true, ...dates }),
  'records.sportsUnsettledOrders': () => getBetRecords({ product: 'SPORTS', settled: false, ...dates }),
  'records.elottSettledOrders': () => getBetRecords({ product: 'ELOTT', settled: true, ...dates }),
  'records.elottUnsettledOrders': () => getBetRecords({ product: 'ELOTT', settled: false, ...dates }),
  'records.lottMemBet': () => getBetRecords({ product: 'LOTT', lotteryStatus: 'WON', ...dates }),
  'records.memPNL': () => getProfitLoss({ startDate: week.start, endDate: week.end }),
  'records.memberRebate': () => getRebates({ startDate: week.start, endDate: week.end }),
  'records.rebateSettings': () => getRebateSettings(),
};
