// The lottery pages' strings. They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import lottery from '../en/lottery.json';

export const lotteryAreas = areaBundle(
  { lottery },
  {
    lottery: () => import('../vi/lottery.json'),
  },
);
