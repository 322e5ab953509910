// The member and agent centres' English strings: they load with the centre's chunk (useEnglishAreas),
// so the first screen does not carry them. Vietnamese loads whole on demand and has them already.
import centre from './centre.json';
import records from './records.json';

export const enCentreAreas = { centre, records };
