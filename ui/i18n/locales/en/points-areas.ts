// The points mall's English strings: they load with the mall's chunk (useEnglishAreas), so the first
// screen does not carry them. Vietnamese loads whole on demand and has them already.
import points from './points.json';

export const enPointsAreas = { points };
