// The VIP page's and the speed test's strings, with the rank panel's. They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import rank from '../en/rank.json';
import records from '../en/records.json';
import vip from '../en/vip.json';

export const vipAreas = areaBundle(
  { rank, records, vip },
  {
    rank: () => import('../vi/rank.json'),
    records: () => import('../vi/records.json'),
    vip: () => import('../vi/vip.json'),
  },
);
