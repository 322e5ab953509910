// The activity application's, the activity centre's and the feedback form's strings (with the image picker's). They load with the chunks that show them (useAreas):
// English with the chunk, Vietnamese on demand, one small chunk per area.
import { areaBundle } from '../../areas.ts';
import activity from '../en/activity.json';
import feedback from '../en/feedback.json';
import records from '../en/records.json';

export const activityAreas = areaBundle(
  { activity, feedback, records },
  {
    activity: () => import('../vi/activity.json'),
    feedback: () => import('../vi/feedback.json'),
    records: () => import('../vi/records.json'),
  },
);
