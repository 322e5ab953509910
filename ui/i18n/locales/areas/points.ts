// The points mall's strings (with the amount field's, the date filter's and the password field's). They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import form from '../en/form.json';
import points from '../en/points.json';
import records from '../en/records.json';

export const pointsAreas = areaBundle(
  { form, points, records },
  {
    form: () => import('../vi/form.json'),
    points: () => import('../vi/points.json'),
    records: () => import('../vi/records.json'),
  },
);
