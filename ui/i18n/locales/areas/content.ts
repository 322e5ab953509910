// The help centre's, the announcements' and the download guide's strings. They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import content from '../en/content.json';

export const contentAreas = areaBundle(
  { content },
  {
    content: () => import('../vi/content.json'),
  },
);
