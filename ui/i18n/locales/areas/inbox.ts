// The deposit and withdrawal notices a member sees anywhere (the notice watcher). They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import inbox from '../en/inbox.json';

export const inboxAreas = areaBundle(
  { inbox },
  {
    inbox: () => import('../vi/inbox.json'),
  },
);
