/**
 * The lottery gateway's catalogue and draws. Draw times follow each game's schedule in Vietnam time
 * (UTC+7) and are laid back from `lotteryNow()` (the pinned epoch, or the real clock in the demo);
 * every result is drawn from an RNG seeded by the world seed, the game and the numero, so any draw can
 * be recomputed without storing it and every run, story and screenshot sees the same numbers.
 */
import type * as z from 'zod/mini';
import type {
  lotteryMenusSchema,
  openedNumerosSchema,
  vnLotteryMenuSchema,
  VnPrizeTier,
  vnRecentLotteriesSchema,
} from '../../app/api/lottery.contract.ts';
import type { popularLotteriesSchema, vnOpenedNumbersSchema } from '../../app/api/lottery-results.contract.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { currentWorld, epochPinned, fakeEpoch } from './world.ts';

export type Language = 'EN' | 'VI';
type Text = Record<Language, string>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Draw schedules are in Vietnam time. */
const VN_OFFSET = 7 * HOUR;

/** Every `every` ms from local midnight (must divide a day), or once a day at `at` (HH:mm) on `days` (0 = Sunday). */
export type Schedule = { every: number } | { at: string; days?: readonly number[] };

type Balls = 'digits5' | 'digits3' | '11x5' | 'pk10' | 'k3' | 'lhc';

interface LotteryGameDef {
  code: string;
  gameId: number;
  name: Text;
  remark: Text;
  schedule: Schedule;
  balls: Balls;
  /** Sales suspended (shown greyed out in the popular list). */
  paused?: boolean;
}

interface LotteryGroupDef {
  code: string;
  gameGroupId: number;
  name: Text;
  games: LotteryGameDef[];
}

const every = (minutes: number, en: string, vi: string): { schedule: Schedule; remark: Text } => ({
  schedule: { every: minutes * MINUTE },
  remark: { EN: en, VI: vi },
});

/** The standard (Lott) catalogue: high-frequency house games and the classic Chinese draws. */
export const LOTTERY_GROUPS: readonly LotteryGroupDef[] = [
  {
    code: 'SSC',
    gameGroupId: 1,
    name: { EN: 'Time Lottery (SSC)', VI: 'Xổ số thời gian (SSC)' },
    games: [
      {
        code: 'TCGFFC',
        gameId: 1001,
        name: { EN: 'TCG 1-Min SSC', VI: 'SSC TCG 1 phút' },
        ...every(1, '1,440 draws a day', '1.440 kỳ mỗi ngày'),
        balls: 'digits5',
      },
      {
        code: 'TCG3FC',
        gameId: 1002,
        name: { EN: 'TCG 3-Min SSC', VI: 'SSC TCG 3 phút' },
        ...every(3, '480 draws a day', '480 kỳ mỗi ngày'),
        balls: 'digits5',
      },
      {
        code: 'TCG5FC',
        gameId: 1003,
        name: { EN: 'TCG 5-Min SSC', VI: 'SSC TCG 5 phút' },
        ...every(5, '288 draws a day', '288 kỳ mỗi ngày'),
        balls: 'digits5',
      },
      {
        code: 'CQSSC',
        gameId: 1004,
        name: { EN: 'Chongqing SSC', VI: 'SSC Trùng Khánh' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'digits5',
      },
      {
        code: 'XJSSC',
        gameId: 1005,
        name: { EN: 'Xinjiang SSC', VI: 'SSC Tân Cương' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'digits5',
      },
      {
        code: 'TJSSC',
        gameId: 1006,
        name: { EN: 'Tianjin SSC', VI: 'SSC Thiên Tân' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'digits5',
        paused: true,
      },
    ],
  },
  {
    code: '11X5',
    gameGroupId: 2,
    name: { EN: '11 Choose 5', VI: '11 chọn 5' },
    games: [
      {
        code: 'TCG11X5',
        gameId: 2001,
        name: { EN: 'TCG 1-Min 11x5', VI: '11x5 TCG 1 phút' },
        ...every(1, '1,440 draws a day', '1.440 kỳ mỗi ngày'),
        balls: '11x5',
      },
      {
        code: 'GD11X5',
        gameId: 2002,
        name: { EN: 'Guangdong 11x5', VI: '11x5 Quảng Đông' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: '11x5',
      },
      {
        code: 'JX11X5',
        gameId: 2003,
        name: { EN: 'Jiangxi 11x5', VI: '11x5 Giang Tây' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: '11x5',
      },
      {
        code: 'SD11X5',
        gameId: 2004,
        name: { EN: 'Shandong 11x5', VI: '11x5 Sơn Đông' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: '11x5',
      },
    ],
  },
  {
    code: 'LF',
    gameGroupId: 3,
    name: { EN: 'Low Frequency', VI: 'Xổ số tần suất thấp' },
    games: [
      {
        code: 'FC3D',
        gameId: 3001,
        name: { EN: 'Welfare 3D', VI: 'Phúc lợi 3D' },
        schedule: { at: '20:15' },
        remark: { EN: 'Daily at 20:15', VI: 'Hằng ngày lúc 20:15' },
        balls: 'digits3',
      },
      {
        code: 'TCP3P5',
        gameId: 3002,
        name: { EN: 'Pailie 3/5', VI: 'Bài liệt 3/5' },
        schedule: { at: '20:30' },
        remark: { EN: 'Daily at 20:30', VI: 'Hằng ngày lúc 20:30' },
        balls: 'digits5',
      },
    ],
  },
  {
    code: 'PK10',
    gameGroupId: 4,
    name: { EN: 'PK10 Racing', VI: 'Đua xe PK10' },
    games: [
      {
        code: 'TCGPK10',
        gameId: 4001,
        name: { EN: 'TCG 1-Min Racing', VI: 'Đua xe TCG 1 phút' },
        ...every(1, '1,440 races a day', '1.440 kỳ mỗi ngày'),
        balls: 'pk10',
      },
      {
        code: 'BJPK10',
        gameId: 4002,
        name: { EN: 'Beijing PK10', VI: 'PK10 Bắc Kinh' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'pk10',
      },
      {
        code: 'XYFT',
        gameId: 4003,
        name: { EN: 'Lucky Airship', VI: 'Phi thuyền may mắn' },
        ...every(5, 'Every 5 minutes', 'Mỗi 5 phút'),
        balls: 'pk10',
      },
    ],
  },
  {
    code: 'LHC',
    gameGroupId: 5,
    name: { EN: 'Mark Six', VI: 'Mark Six' },
    games: [
      {
        code: 'HK6',
        gameId: 5001,
        name: { EN: 'Hong Kong Mark Six', VI: 'Mark Six Hồng Kông' },
        schedule: { at: '20:30', days: [2, 4, 6] },
        remark: { EN: 'Tue, Thu, Sat at 20:30', VI: 'Thứ 3, 5, 7 lúc 20:30' },
        balls: 'lhc',
      },
      {
        code: 'AMLHC',
        gameId: 5002,
        name: { EN: 'Macau Mark Six', VI: 'Mark Six Ma Cao' },
        schedule: { at: '20:30' },
        remark: { EN: 'Daily at 20:30', VI: 'Hằng ngày lúc 20:30' },
        balls: 'lhc',
      },
      {
        code: 'TCGLHC',
        gameId: 5003,
        name: { EN: 'TCG 5-Min Mark Six', VI: 'Mark Six TCG 5 phút' },
        ...every(5, 'Every 5 minutes', 'Mỗi 5 phút'),
        balls: 'lhc',
      },
    ],
  },
  {
    code: 'K3',
    gameGroupId: 6,
    name: { EN: 'Fast 3 (K3)', VI: 'Xúc xắc K3' },
    games: [
      {
        code: 'TCGK3',
        gameId: 6001,
        name: { EN: 'TCG 1-Min K3', VI: 'K3 TCG 1 phút' },
        ...every(1, '1,440 draws a day', '1.440 kỳ mỗi ngày'),
        balls: 'k3',
      },
      {
        code: 'JSK3',
        gameId: 6002,
        name: { EN: 'Jiangsu K3', VI: 'K3 Giang Tô' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'k3',
      },
      {
        code: 'AHK3',
        gameId: 6003,
        name: { EN: 'Anhui K3', VI: 'K3 An Huy' },
        ...every(20, 'Every 20 minutes', 'Mỗi 20 phút'),
        balls: 'k3',
      },
    ],
  },
];

const ALL_LOTTERY_GAMES = LOTTERY_GROUPS.flatMap((group) => group.games.map((game) => ({ ...game, group })));

/** The home page's popular list, most played first. */
const POPULAR_ORDER = [
  'TCGFFC',
  'TCGPK10',
  'TCG11X5',
  'TCGK3',
  'TCG5FC',
  'XYFT',
  'TCG3FC',
  'CQSSC',
  'BJPK10',
  'TCGLHC',
  'GD11X5',
  'AMLHC',
  'JSK3',
  'HK6',
  'FC3D',
  'XJSSC',
  'TCP3P5',
  'JX11X5',
  'AHK3',
  'SD11X5',
  'TJSSC',
];

// ---------------------------------------------------------------------------------------------
// Vietnam lottery

export type VnStructure = 'north' | 'south';

interface VnGameDef {
  gameId: number;
  gameCode: string;
  name: Text;
  schedule: Schedule;
  structure: VnStructure;
}

interface VnRegionDef {
  code: 'NORTH' | 'CENTRAL' | 'SOUTH' | 'EXPRESS';
  name: Text;
  drawTime: string | null;
  games: VnGameDef[];
}

const province = (
  gameId: number,
  gameCode: string,
  name: string,
  at: string,
  days: readonly number[],
  structure: VnStructure = 'south',
): VnGameDef => ({
  gameId,
  gameCode,
  name: { EN: name, VI: name },
  schedule: { at, days },
  structure,
});

/** The real weekly rota of the provincial draws (0 = Sunday). */
export const VN_REGIONS: readonly VnRegionDef[] = [
  {
    code: 'NORTH',
    name: { EN: 'Northern', VI: 'Miền Bắc' },
    drawTime: '18:15',
    games: [
      {
        gameId: 5910,
        gameCode: 'XSMB',
        name: { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' },
        schedule: { at: '18:15' },
        structure: 'north',
      },
    ],
  },
  {
    code: 'CENTRAL',
    name: { EN: 'Central', VI: 'Miền Trung' },
    drawTime: '17:15',
    games: [
      province(5940, 'XSTTH', 'Thừa Thiên Huế', '17:15', [1, 0]),
      province(5941, 'XSPY', 'Phú Yên', '17:15', [1]),
      province(5942, 'XSDLK', 'Đắk Lắk', '17:15', [2]),
      province(5943, 'XSQNM', 'Quảng Nam', '17:15', [2]),
      province(5944, 'XSDNG', 'Đà Nẵng', '17:15', [3, 6]),
      province(5945, 'XSKH', 'Khánh Hòa', '17:15', [3, 0]),
      province(5946, 'XSBDI', 'Bình Định', '17:15', [4]),
      province(5947, 'XSQT', 'Quảng Trị', '17:15', [4]),
      province(5948, 'XSQB', 'Quảng Bình', '17:15', [4]),
      province(5949, 'XSGL', 'Gia Lai', '17:15', [5]),
      province(5950, 'XSNT', 'Ninh Thuận', '17:15', [5]),
      province(5951, 'XSQNG', 'Quảng Ngãi', '17:15', [6]),
      province(5952, 'XSDNO', 'Đắk Nông', '17:15', [6]),
      province(5953, 'XSKT', 'Kon Tum', '17:15', [0]),
    ],
  },
  {
    code: 'SOUTH',
    name: { EN: 'Southern', VI: 'Miền Nam' },
    drawTime: '16:15',
    games: [
      { ...province(5911, 'XSHCM', 'TP. Hồ Chí Minh', '16:15', [1, 6]), name: { EN: 'Ho Chi Minh City', VI: 'TP. Hồ Chí Minh' } },
      province(5912, 'XSDT', 'Đồng Tháp', '16:15', [1]),
      province(5913, 'XSCM', 'Cà Mau', '16:15', [1]),
      province(5914, 'XSBTR', 'Bến Tre', '16:15', [2]),
      province(5915, 'XSVT', 'Vũng Tàu', '16:15', [2]),
      province(5916, 'XSBL', 'Bạc Liêu', '16:15', [2]),
      province(5917, 'XSDN', 'Đồng Nai', '16:15', [3]),
      province(5918, 'XSCT', 'Cần Thơ', '16:15', [3]),
      province(5919, 'XSST', 'Sóc Trăng', '16:15', [3]),
      province(5920, 'XSTN', 'Tây Ninh', '16:15', [4]),
      province(5921, 'XSAG', 'An Giang', '16:15', [4]),
      province(5922, 'XSBTH', 'Bình Thuận', '16:15', [4]),
      province(5923, 'XSVL', 'Vĩnh Long', '16:15', [5]),
      province(5924, 'XSBD', 'Bình Dương', '16:15', [5]),
      province(5925, 'XSTV', 'Trà Vinh', '16:15', [5]),
      province(5926, 'XSLA', 'Long An', '16:15', [6]),
      province(5927, 'XSBP', 'Bình Phước', '16:15', [6]),
      province(5928, 'XSHG', 'Hậu Giang', '16:15', [6]),
      province(5929, 'XSTG', 'Tiền Giang', '16:15', [0]),
      province(5930, 'XSKG', 'Kiên Giang', '16:15', [0]),
      province(5931, 'XSDL', 'Đà Lạt', '16:15', [0]),
    ],
  },
  {
    code: 'EXPRESS',
    name: { EN: 'Express', VI: 'Siêu tốc' },
    drawTime: null,
    games: [
      {
        gameId: 5901,
        gameCode: 'VNEX1',
        name: { EN: 'Express 1-Min (North)', VI: 'Siêu tốc 1 phút (Miền Bắc)' },
        schedule: { every: MINUTE },
        structure: 'north',
      },
      {
        gameId: 5905,
        gameCode: 'VNEX5',
        name: { EN: 'Express 5-Min (South)', VI: 'Siêu tốc 5 phút (Miền Nam)' },
        schedule: { every: 5 * MINUTE },
        structure: 'south',
      },
    ],
  },
];

const ALL_VN_GAMES = VN_REGIONS.flatMap((region) => region.games.map((game) => ({ ...game, region })));

/** Prize tiers and their [count, digits]: the northern draw has 27 numbers, the southern/central 18. */
export const VN_PRIZE_LAYOUT: Record<VnStructure, Partial<Record<VnPrizeTier, readonly [number, number]>>> = {
  north: { special: [1, 5], first: [1, 5], second: [2, 5], third: [6, 5], fourth: [4, 4], fifth: [6, 4], sixth: [3, 3], seventh: [4, 2] },
  south: {
    special: [1, 6],
    first: [1, 5],
    second: [1, 5],
    third: [2, 5],
    fourth: [7, 5],
    fifth: [1, 4],
    sixth: [3, 4],
    seventh: [1, 3],
    eighth: [1, 2],
  },
};

// ---------------------------------------------------------------------------------------------
// Draw schedule arithmetic (Vietnam time)

/**
 * The lottery's "now": the pinned epoch itself, so countdowns and latest draws never move in stories
 * and tests; the real clock when the world follows the calendar, so the demo's countdowns run down
 * to the numero that is really next and its latest results are today's.
 */
export const lotteryNow = (): number => (epochPinned() ? fakeEpoch() : Date.now());

const localDayStart = (time: number) => Math.floor((time + VN_OFFSET) / DAY) * DAY - VN_OFFSET;
const localWeekday = (dayStart: number) => new Date(dayStart + VN_OFFSET).getUTCDay();
const localDate = (time: number) => new Date(time + VN_OFFSET).toISOString().slice(0, 10).replaceAll('-', '');
const clockOffset = (at: string) => {
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  return hours * HOUR + minutes * MINUTE;
};

/** The `count` latest draw times at or before `until`, newest first. */
export function drawsUpTo(schedule: Schedule, until: number, count: number): number[] {
  const times: number[] = [];
  if ('every' in schedule) {
    const start = localDayStart(until);
    let time = start + Math.floor((until - start) / schedule.every) * schedule.every;
    while (times.length < count) {
      times.push(time);
      time -= schedule.every;
    }
    return times;
  }
  // Daily draws: walk back day by day; a year back is enough for any rota.
  for (let day = localDayStart(until), guard = 0; times.length < count && guard < 400; day -= DAY, guard++) {
    const time = day + clockOffset(schedule.at);
    if (time <= until && (!schedule.days || schedule.days.includes(localWeekday(day)))) times.push(time);
  }
  return times;
}

/** The first draw strictly after `now`. */
export function nextDraw(schedule: Schedule, now: number): number {
  if ('every' in schedule) return (Math.floor((now - localDayStart(now)) / schedule.every) + 1) * schedule.every + localDayStart(now);
  for (let day = localDayStart(now); ; day += DAY) {
    const time = day + clockOffset(schedule.at);
    if (time > now && (!schedule.days || schedule.days.includes(localWeekday(day)))) return time;
  }
}

/**
 * The platform's issue number, `yyyyMMdd-NNNN`: the local date and the draw's sequence in that day.
 * A draw at local midnight closes the day before (sequence N of N).
 */
export function numeroOf(schedule: Schedule, time: number): string {
  if (!('every' in schedule)) return `${localDate(time)}-0001`;
  const day = localDayStart(time - 1);
  return `${localDate(time - 1)}-${String(Math.round((time - day) / schedule.every)).padStart(4, '0')}`;
}

const drawRng = (kind: string, code: string, numero: string): Rng =>
  createRng(hashSeed(`${currentWorld().seed}:${kind}:${code}:${numero}`));

const pad2 = (n: number) => String(n).padStart(2, '0');

function drawBalls(balls: Balls, rng: Rng): string[] {
  const digitsOf = (length: number) => Array.from({ length }, () => String(rng.int(0, 9)));
  switch (balls) {
    case 'digits5':
      return digitsOf(5);
    case 'digits3':
      return digitsOf(3);
    case '11x5':
      return rng.shuffle(Array.from({ length: 11 }, (_, i) => pad2(i + 1))).slice(0, 5);
    case 'pk10':
      return rng.shuffle(Array.from({ length: 10 }, (_, i) => pad2(i + 1)));
    case 'k3':
      return Array.from({ length: 3 }, () => String(rng.int(1, 6)));
    case 'lhc':
      return rng.shuffle(Array.from({ length: 49 }, (_, i) => pad2(i + 1))).slice(0, 7);
  }
}

function vnPrizes(structure: VnStructure, rng: Rng): Record<VnPrizeTier, string[]> {
  const prizes = { special: [], first: [], second: [], third: [], fourth: [], fifth: [], sixth: [], seventh: [], eighth: [] } as Record<
    VnPrizeTier,
    string[]
  >;
  for (const [tier, layout] of Object.entries(VN_PRIZE_LAYOUT[structure]) as [VnPrizeTier, readonly [number, number]][]) {
    const [count, length] = layout;
    prizes[tier] = Array.from({ length: count }, () => rng.string(length, '0123456789'));
  }
  return prizes;
}

// ---------------------------------------------------------------------------------------------
// Fixtures (the gateway's answers; the handlers add the world's knobs)

export function languageOf(header: string | null): Language {
  return header?.toUpperCase().startsWith('VI') ? 'VI' : 'EN';
}

/** `/lgw/games/game_menus`: the desktop shape, an object of groups keyed by code. */
export function lotteryMenusFixture(language: Language = 'EN') {
  return Object.fromEntries(
    LOTTERY_GROUPS.map((group) => [
      group.code,
      {
        gameGroupCode: group.code,
        gameGroupId: group.gameGroupId,
        displayName: group.name[language],
        games: group.games.map((game) => ({
          code: game.code,
          gameId: game.gameId,
          gameGroupId: group.gameGroupId,
          displayName: game.name[language],
          remark: game.remark[language],
        })),
      },
    ]),
  ) satisfies z.input<typeof lotteryMenusSchema>;
}

/** `/lgw/games/popular`: the next numero on sale of the most played games. */
export function popularLotteriesFixture(count: number, language: Language = 'EN', now = lotteryNow()) {
  return POPULAR_ORDER.slice(0, count).flatMap((code) => {
    const game = ALL_LOTTERY_GAMES.find((candidate) => candidate.code === code);
    if (!game) return [];
    const next = nextDraw(game.schedule, now);
    return [
      {
        gameCode: game.code,
        gameId: game.gameId,
        numero: numeroOf(game.schedule, next),
        remainTime: next - now,
        isSale: !game.paused,
        displayName: game.name[language],
        gameGroupCode: game.group.code,
      },
    ];
  }) satisfies z.input<typeof popularLotteriesSchema>;
}

/** One standard draw; the same game and numero always draw the same balls, whichever call shows it. */
function lottDraw(game: LotteryGameDef, time: number) {
  const numero = numeroOf(game.schedule, time);
  return {
    gameCode: game.code,
    gameId: game.gameId,
    numero,
    winningTime: time,
    winNo: drawBalls(game.balls, drawRng('lott', game.code, numero)),
  };
}

/** `/lotto/lgw/games/opened/numero`: the latest result of each standard game (or of one). */
export function openedNumeroFixture(gameCode?: string, now = lotteryNow()) {
  return ALL_LOTTERY_GAMES.filter((game) => !gameCode || game.code === gameCode).map((game) => {
    const [time = now] = drawsUpTo(game.schedule, now, 1);
    return lottDraw(game, time);
  }) satisfies z.input<typeof openedNumerosSchema>;
}

/** How far back the draw history reaches: later pages are empty. */
export const DRAW_HISTORY_DEPTH = 1_000;

/**
 * `/lgw/draw/{gameId}?page&size`: one page of a standard game's past draws, newest first, each one
 * draw interval before the last (numeros going down); page 0 starts with the opened-numero draw.
 * undefined for a gameId the catalogue does not have.
 */
export function drawHistoryFixture(gameId: number, page: number, size: number, now = lotteryNow()) {
  const game = ALL_LOTTERY_GAMES.find((candidate) => candidate.gameId === gameId);
  if (!game) return undefined;
  const from = page * size;
  if (from >= DRAW_HISTORY_DEPTH) return [];
  return drawsUpTo(game.schedule, now, Math.min(from + size, DRAW_HISTORY_DEPTH))
    .slice(from)
    .map((time) => lottDraw(game, time)) satisfies z.input<typeof openedNumerosSchema>;
}

function vnGameMenuItem(game: (typeof ALL_VN_GAMES)[number], language: Language, now: number) {
  const next = nextDraw(game.schedule, now);
  const daily = 'at' in game.schedule ? game.schedule : undefined;
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    displayName: game.name[language],
    region: game.region.code,
    drawTime: daily?.at ?? null,
    drawDays: daily ? [...(daily.days ?? [0, 1, 2, 3, 4, 5, 6])] : null,
    drawInterval: 'every' in game.schedule ? game.schedule.every / 1000 : null,
    isSale: true,
    numero: numeroOf(game.schedule, next),
    remainTime: next - now,
  };
}

/** `/lgw/vn/games/game_menu`: an object of regions, each with its games (`gameMenus`). */
export function vnLotteryMenuFixture(language: Language = 'EN', now = lotteryNow()) {
  return Object.fromEntries(
    VN_REGIONS.map((region) => [
      region.code,
      {
        code: region.code,
        displayName: region.name[language],
        drawTime: region.drawTime,
        gameMenus: ALL_VN_GAMES.filter((game) => game.region === region).map((game) => vnGameMenuItem(game, language, now)),
      },
    ]),
  ) satisfies z.input<typeof vnLotteryMenuSchema>;
}

/** `/lgw/vn/games/game_menu/recent`: the Vietnam games an account played last (seeded per account). */
export function vnRecentFixture(account: string, language: Language = 'EN', now = lotteryNow()) {
  const rng = createRng(hashSeed(`${currentWorld().seed}:vn-recent:${account.toLowerCase()}`));
  const favourites = ALL_VN_GAMES.filter((game) => game.gameId === 5910 || game.region.code === 'EXPRESS');
  const others = rng.shuffle(ALL_VN_GAMES.filter((game) => !favourites.includes(game))).slice(0, rng.int(2, 4));
  return rng.shuffle([...favourites, ...others]).map((game) => vnGameMenuItem(game, language, now)) satisfies z.input<
    typeof vnRecentLotteriesSchema
  >;
}

/**
 * `/lgw/vn/numeros/opened/game`: recent results keyed by gameId. `count` caps the draws in the
 * answer, shared evenly between the games (at least the latest draw of each), newest first.
 */
export function vnOpenedNumbersFixture(count: number, language: Language = 'EN', now = lotteryNow()) {
  const games = ALL_VN_GAMES.slice(0, Math.max(1, count));
  const perGame = Math.max(1, Math.floor(count / games.length));
  return Object.fromEntries(
    games.map((game) => [
      String(game.gameId),
      {
        gameId: game.gameId,
        gameCode: game.gameCode,
        displayName: game.name[language],
        region: game.region.code,
        draws: drawsUpTo(game.schedule, now, perGame).map((time) => {
          const numero = numeroOf(game.schedule, time);
          return { numero, openTime: time, prizes: vnPrizes(game.structure, drawRng('vn', game.gameCode, numero)) };
        }),
      },
    ]),
  ) satisfies z.input<typeof vnOpenedNumbersSchema>;
}

export const LOTTERY_GAME_CODES: readonly string[] = ALL_LOTTERY_GAMES.map((game) => game.code);
