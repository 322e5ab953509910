// The game frame's and the game-start dialogs' strings (the vendor game list, the PVP rooms, TCG_SEA).
// They load with the chunks that show them (useAreas): English with the chunk, Vietnamese on demand,
// one small chunk per area.
import { areaBundle } from '../../areas.ts';
import game from '../en/game.json';

export const gameAreas = areaBundle(
  { game },
  {
    game: () => import('../vi/game.json'),
  },
);
