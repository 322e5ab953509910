// The VIP page's and the speed test's English strings: they load with those pages' chunks
// (useEnglishAreas), with the rank panel's own strings, so the first screen does not carry them.
// Vietnamese loads whole on demand and has them already.
import rank from './rank.json';
import records from './records.json';
import vip from './vip.json';

export const enVipAreas = { rank, records, vip };
