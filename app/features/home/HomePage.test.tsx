import { expect, test } from 'vitest';
import { groupLanes } from '../../api/games.contract.ts';
import { getGameVendors } from '../../api/games.ts';
import { categoryTiles } from './HomePage.tsx';

test('home tiles: one per category with vendors, lottery once, the Vietnam lottery when its vendor is there', async () => {
  const tiles = categoryTiles(groupLanes(await getGameVendors()));
  const categories = tiles.map((t) => t.category);
  expect(new Set(categories).size).toBe(categories.length);
  expect(categories).toEqual(expect.arrayContaining(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTTERY', 'VNLOTTERY']));
  expect(tiles.find((t) => t.category === 'RNG')).toMatchObject({ path: '/rng', vendorCount: 11 });
  expect(categoryTiles([])).toEqual([]);
});
