// The strings of the home page's sections below the fold (big wins, lottery results, promotions): they
// load with those sections' chunk (useAreas), English with it, Vietnamese on demand.
import { areaBundle } from '../../areas.ts';
import homeSections from '../en/homeSections.json';

export const homeSectionsAreas = areaBundle(
  { homeSections },
  {
    homeSections: () => import('../vi/homeSections.json'),
  },
);
