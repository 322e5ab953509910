// The safer-play tools' strings (reality check, limits, breaks, the responsible-gaming page), with the
// amount field's (records). They load with the chunks that show them (useAreas): English with the
// chunk, Vietnamese on demand, one small chunk per area. The header's clock is on the first screen (header).
import { areaBundle } from '../../areas.ts';
import records from '../en/records.json';
import saferPlay from '../en/saferPlay.json';

export const saferPlayAreas = areaBundle(
  { records, saferPlay },
  {
    records: () => import('../vi/records.json'),
    saferPlay: () => import('../vi/saferPlay.json'),
  },
);
