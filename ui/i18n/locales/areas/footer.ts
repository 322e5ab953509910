// The footer's strings: it is below the fold and its own chunk, so they load with it (useAreas): English
// with the chunk, Vietnamese on demand.
import { areaBundle } from '../../areas.ts';
import footer from '../en/footer.json';

export const footerAreas = areaBundle(
  { footer },
  {
    footer: () => import('../vi/footer.json'),
  },
);
