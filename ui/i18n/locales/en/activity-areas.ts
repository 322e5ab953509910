// The activity application's, the activity centre's and the feedback form's English strings: they
// load with the promotions, help and feedback pages' chunks (useEnglishAreas), with the image
// picker's, so the first screen does not carry them. Vietnamese loads whole on demand and has them already.
import activity from './activity.json';
import feedback from './feedback.json';
import records from './records.json';

export const enActivityAreas = { activity, feedback, records };
