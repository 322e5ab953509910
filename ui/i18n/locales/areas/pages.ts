// The titles and intros of the pages other than home. They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import pages from '../en/pages.json';

export const pagesAreas = areaBundle(
  { pages },
  {
    pages: () => import('../vi/pages.json'),
  },
);
