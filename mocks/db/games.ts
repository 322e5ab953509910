/**
 * The game catalogue and each member's game state.
 *
 * The catalogue (vendors, ~10,000 slots, live tables, fishing, PVP, sports, in-house and lottery
 * vendors, PVP rooms, the winner board) is static data derived from the world seed: it is memoised
 * per seed, so a scenario reset does not regenerate 10,000 games. Favourites, recent games and open
 * game rounds change during a session and live in a store, rebuilt on each reset.
 */
import type * as z from 'zod/mini';
import type { gameSchema, vendorLaneSchema, winnerSchema } from '../../app/api/games.contract.ts';
import type { pvpRoomSchema, recentGameSchema } from '../../app/api/lobby.contract.ts';
import { accounts } from './accounts.ts';
import { gameIcon, gameThumb, vendorIcon } from './icons.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { currentWorld, defineStore, fakeEpoch } from './world.ts';

export type Lang = 'EN' | 'VI';
type Names = Record<Lang, string>;

/** Lanes as the server groups them (the client splits e-sports, cock fight and SPB out itself). */
export const LANES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'INHOUSE', 'ELOTT', 'LOTT'] as const;
export type Lane = (typeof LANES)[number];

export const RNG_GAME_COUNT = 10_000;
/** This vendor's games answer 'game maintenance' on launch. */
export const MAINTENANCE_VENDOR = 'PT';
/** A launched round stays open this long (real time); launching another game meanwhile is #734. */
export const ROUND_OPEN_MS = 30_000;
export const RECENT_LIMIT = 50;

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  lane: Lane;
  hot: boolean;
  /** RNG: how many of the 10,000 slots are this vendor's. */
  slots?: number;
  accountTypeName?: string;
}

/** Real-looking vendor codes (platform-api.md section 11); a code may sit in several lanes (JL: RNG, FISH, PVP). */
export const VENDORS: readonly VendorSeed[] = [
  { vassalage: 'JL', displayName: 'Jili', lane: 'RNG', hot: true, slots: 1400 },
  { vassalage: 'PG', displayName: 'Pocket Games Soft', lane: 'RNG', hot: true, slots: 900 },
  { vassalage: 'PP', displayName: 'Pragmatic Play', lane: 'RNG', hot: true, slots: 1500 },
  { vassalage: 'JDB', displayName: 'JDB', lane: 'RNG', hot: false, slots: 900 },
  { vassalage: 'CQ9', displayName: 'CQ9 Gaming', lane: 'RNG', hot: false, slots: 1100 },
  { vassalage: 'FC', displayName: 'Fa Chai', lane: 'RNG', hot: false, slots: 700 },
  { vassalage: 'KA', displayName: 'KA Gaming', lane: 'RNG', hot: false, slots: 1300 },
  { vassalage: 'PT', displayName: 'Playtech', lane: 'RNG', hot: false, slots: 1170 },
  { vassalage: 'HB', displayName: 'Habanero', lane: 'RNG', hot: false, slots: 1000 },
  { vassalage: 'SPB', displayName: 'Spribe', lane: 'RNG', hot: true, slots: 14 },
  { vassalage: 'SS', displayName: 'SmartSoft', lane: 'RNG', hot: false, slots: 16 },
  { vassalage: 'EG4', displayName: 'Evolution', lane: 'LIVE', hot: true },
  { vassalage: 'SA', displayName: 'SA Gaming', lane: 'LIVE', hot: false },
  { vassalage: 'SEX', displayName: 'Sexy Casino', lane: 'LIVE', hot: true },
  { vassalage: 'DG', displayName: 'Dream Gaming', lane: 'LIVE', hot: false },
  { vassalage: 'WM', displayName: 'WM Casino', lane: 'LIVE', hot: false },
  { vassalage: 'JL', displayName: 'Jili', lane: 'FISH', hot: true },
  { vassalage: 'JDB', displayName: 'JDB', lane: 'FISH', hot: false },
  { vassalage: 'FC', displayName: 'Fa Chai', lane: 'FISH', hot: false },
  { vassalage: 'KA', displayName: 'KA Gaming', lane: 'FISH', hot: false },
  { vassalage: 'KM', displayName: 'KingMidas', lane: 'PVP', hot: true },
  { vassalage: 'V8', displayName: 'V8 Poker', lane: 'PVP', hot: false },
  { vassalage: 'JL', displayName: 'Jili', lane: 'PVP', hot: false },
  { vassalage: 'SB', displayName: 'Saba Sports', lane: 'SPORTS', hot: true },
  { vassalage: 'FB', displayName: 'FB Sports', lane: 'SPORTS', hot: false },
  { vassalage: 'CMD', displayName: 'CMD368', lane: 'SPORTS', hot: false },
  { vassalage: 'IMES', displayName: 'IM eSports', lane: 'SPORTS', hot: true },
  { vassalage: 'TF', displayName: 'TF Gaming', lane: 'SPORTS', hot: false },
  { vassalage: 'IA', displayName: 'IA eSports', lane: 'SPORTS', hot: false },
  { vassalage: 'AV', displayName: 'AV eSports', lane: 'SPORTS', hot: false },
  { vassalage: 'AI', displayName: 'AI eSports', lane: 'SPORTS', hot: false },
  { vassalage: 'SV3', displayName: 'SV388', lane: 'SPORTS', hot: true },
  { vassalage: 'VIVA', displayName: 'Viva Originals', lane: 'INHOUSE', hot: true },
  { vassalage: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', lane: 'ELOTT', hot: true, accountTypeName: 'TCG_LOTTO_VN' },
  { vassalage: 'TCG_SEA', displayName: 'TCG Sea Lottery', lane: 'ELOTT', hot: false, accountTypeName: 'TCG_SEA' },
  { vassalage: 'LOTT', displayName: 'TCG Lottery', lane: 'LOTT', hot: false, accountTypeName: 'LOTT' },
];

/** Sportsbook-like vendors are one game each: their card launches it directly. */
const SINGLE_GAME_LANES: readonly Lane[] = ['SPORTS'];
const SINGLE_GAME_VENDORS = ['TCG_SEA'];
/** Lottery vendors whose games live in the lottery app (/lottery, /vnlottery), not in this catalogue. */
const LOTTERY_APP_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/** The client's virtual categories (groupLanes) mapped back to what the server holds. */
const VIRTUAL_TYPES: Record<string, { gameType: Lane; vendors: readonly string[] }> = {
  ESPORTS: { gameType: 'SPORTS', vendors: ['IMES', 'TF', 'IA', 'AV', 'AI'] },
  COCKFIGHT: { gameType: 'SPORTS', vendors: ['SV3'] },
  SPB: { gameType: 'RNG', vendors: ['SPB', 'SS'] },
};

export const CLASSIFY_NAMES: Record<string, string> = {
  SC: 'Slots',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BG: 'Bingo',
};

export interface CatalogueGame {
  nodeId: number;
  gameId: string;
  name: Names;
  vassalage: string;
  vendorName: string;
  gameType: Lane;
  gameClassify: string | null;
  /** The smallest stake, in dong. */
  minBet: number;
  lineNum: number;
  hot: boolean;
  isNew: boolean;
  /** Free play (accountType 0) may launch it. */
  trial: boolean;
  /** Popularity within its type: lists are sorted by it. */
  rank: number;
  /** Both names, lower-cased and without diacritics, for the search. */
  searchText: string;
  /** PVP: seats at a table. */
  maxPlayers: number;
}

export interface CatalogueRoom {
  roomId: string;
  name: Names;
  game: CatalogueGame;
  minBet: number;
  maxBet: number;
  players: number;
}

export interface CatalogueWinner {
  customerName: string;
  winAmount: number;
  game: CatalogueGame;
  winTime: number;
}

export interface Catalogue {
  games: CatalogueGame[];
  /** Per server lane, most popular first. */
  byType: Map<Lane, CatalogueGame[]>;
  byNodeId: Map<number, CatalogueGame>;
  byGameId: Map<string, CatalogueGame>;
  rooms: CatalogueRoom[];
  winners: CatalogueWinner[];
}

// ---------------------------------------------------------------------------------------------
// Names: English and Vietnamese composed from paired word lists (Vietnamese puts the noun first).

type Pair = readonly [string, string];

const ADJECTIVES: readonly Pair[] = [
  ['Golden', 'Vàng'],
  ['Lucky', 'May Mắn'],
  ['Wild', 'Hoang Dã'],
  ['Mighty', 'Dũng Mãnh'],
  ['Royal', 'Hoàng Gia'],
  ['Mystic', 'Huyền Bí'],
  ['Sacred', 'Linh Thiêng'],
  ['Crazy', 'Điên Cuồng'],
  ['Super', 'Siêu Cấp'],
  ['Mega', 'Khổng Lồ'],
  ['Fiery', 'Rực Lửa'],
  ['Jade', 'Ngọc Bích'],
  ['Diamond', 'Kim Cương'],
  ['Silver', 'Bạc'],
  ['Crystal', 'Pha Lê'],
  ['Ancient', 'Cổ Đại'],
  ['Magic', 'Phép Thuật'],
  ['Happy', 'Vui Vẻ'],
  ['Shining', 'Lấp Lánh'],
  ['Thunder', 'Sấm Sét'],
  ['Frozen', 'Băng Giá'],
  ['Sweet', 'Ngọt Ngào'],
  ['Secret', 'Bí Mật'],
  ['Legendary', 'Huyền Thoại'],
  ['Hot', 'Nóng Bỏng'],
  ['Red', 'Đỏ'],
  ['Emerald', 'Lục Bảo'],
  ['Eternal', 'Vĩnh Cửu'],
  ['Lunar', 'Ánh Trăng'],
  ['Imperial', 'Đế Vương'],
  ['Rich', 'Giàu Có'],
  ['Dancing', 'Nhảy Múa'],
  ['Flying', 'Bay Lượn'],
  ['Hidden', 'Ẩn Giấu'],
  ['Roaring', 'Gầm Thét'],
  ['Midnight', 'Nửa Đêm'],
  ['Neon', 'Neon'],
  ['Cosmic', 'Vũ Trụ'],
  ['Savage', 'Hung Dữ'],
  ['Blazing', 'Bùng Cháy'],
];

const NOUNS: readonly Pair[] = [
  ['Dragon', 'Rồng'],
  ['Tiger', 'Hổ'],
  ['Phoenix', 'Phượng Hoàng'],
  ['Koi', 'Cá Chép'],
  ['Panda', 'Gấu Trúc'],
  ['Lion', 'Sư Tử'],
  ['Buffalo', 'Trâu Rừng'],
  ['Wolf', 'Sói'],
  ['Eagle', 'Đại Bàng'],
  ['Monkey', 'Khỉ'],
  ['Elephant', 'Voi'],
  ['Horse', 'Ngựa'],
  ['Rooster', 'Gà Trống'],
  ['Pharaoh', 'Pharaoh'],
  ['Queen', 'Nữ Hoàng'],
  ['King', 'Vua'],
  ['Emperor', 'Hoàng Đế'],
  ['Samurai', 'Samurai'],
  ['Ninja', 'Ninja'],
  ['Pirate', 'Hải Tặc'],
  ['Genie', 'Thần Đèn'],
  ['Wizard', 'Phù Thủy'],
  ['Goddess', 'Nữ Thần'],
  ['Treasure', 'Kho Báu'],
  ['Gems', 'Đá Quý'],
  ['Fortune', 'Tài Lộc'],
  ['Jewels', 'Châu Báu'],
  ['Coins', 'Đồng Xu'],
  ['Fruits', 'Trái Cây'],
  ['Candy', 'Kẹo'],
  ['Lotus', 'Hoa Sen'],
  ['Temple', 'Đền Thờ'],
  ['Pyramid', 'Kim Tự Tháp'],
  ['Volcano', 'Núi Lửa'],
  ['Ocean', 'Đại Dương'],
  ['Jungle', 'Rừng Rậm'],
  ['Sun', 'Mặt Trời'],
  ['Moon', 'Mặt Trăng'],
  ['Stars', 'Ngôi Sao'],
  ['Bells', 'Chuông'],
  ['Sevens', 'Số 7'],
  ['Cherries', 'Anh Đào'],
  ['Mahjong', 'Mạt Chược'],
  ['Lantern', 'Đèn Lồng'],
  ['Envelope', 'Lì Xì'],
  ['Cat', 'Mèo'],
  ['Fox', 'Cáo'],
  ['Shark', 'Cá Mập'],
  ['Crab', 'Cua'],
  ['Bull', 'Bò Tót'],
  ['Gorilla', 'Khỉ Đột'],
  ['Unicorn', 'Kỳ Lân'],
  ['Knight', 'Hiệp Sĩ'],
  ['Viking', 'Viking'],
  ['Aztec', 'Aztec'],
  ['Mummy', 'Xác Ướp'],
  ['Cowboy', 'Cao Bồi'],
  ['Bamboo', 'Trúc Xanh'],
  ['Pearl', 'Ngọc Trai'],
  ['Crown', 'Vương Miện'],
];

const SUFFIXES: readonly Pair[] = [
  ['Megaways', 'Megaways'],
  ['Deluxe', 'Deluxe'],
  ['Hold & Win', 'Giữ & Thắng'],
  ['Rising', 'Trỗi Dậy'],
  ['Rush', 'Cơn Sốt'],
  ['Bonanza', 'Bội Thu'],
  ['Link', 'Liên Kết'],
  ['Frenzy', 'Cuồng Nhiệt'],
  ['Legends', 'Truyền Thuyết'],
  ['Riches', 'Giàu Sang'],
  ['Blast', 'Bùng Nổ'],
  ['Ways', 'Ways'],
  ['Power', 'Sức Mạnh'],
  ['Quest', 'Truy Tìm'],
  ['Kingdom', 'Vương Quốc'],
  ['Party', 'Bữa Tiệc'],
  ['1000', '1000'],
  ['Boom', 'Bùm'],
];

const JACKPOTS: readonly Pair[] = [
  ['Jackpot', 'Jackpot'],
  ['Grand Jackpot', 'Jackpot Lớn'],
  ['Mega Jackpot', 'Jackpot Khủng'],
  ['Progressive', 'Lũy Tiến'],
];

const VARIANTS: readonly Pair[] = [
  ['', ''],
  ['Multi-Hand', 'Nhiều Tay'],
  ['Pro', 'Pro'],
  ['Classic', 'Cổ Điển'],
  ['Deluxe', 'Deluxe'],
  ['Gold', 'Vàng'],
  ['VIP', 'VIP'],
  ['Mini', 'Mini'],
  ['Super', 'Siêu Cấp'],
  ['Lucky', 'May Mắn'],
  ['10 Play', '10 Tay'],
  ['Turbo', 'Tốc Độ'],
];

const VIDEO_POKER: readonly Pair[] = [
  ['Jacks or Better', 'Jacks or Better'],
  ['Deuces Wild', 'Deuces Wild'],
  ['Joker Poker', 'Poker Joker'],
  ['Double Bonus Poker', 'Poker Thưởng Kép'],
  ['Aces and Faces', 'Aces and Faces'],
  ['Bonus Poker', 'Poker Thưởng'],
  ['Tens or Better', 'Tens or Better'],
  ['All American Poker', 'Poker Mỹ'],
  ['Double Double Bonus', 'Thưởng Kép Đôi'],
  ['Joker Wild', 'Joker Hoang Dã'],
];

const TABLE_GAMES: readonly Pair[] = [
  ['Blackjack', 'Xì Dách'],
  ['European Roulette', 'Cò Quay Châu Âu'],
  ['American Roulette', 'Cò Quay Mỹ'],
  ['Baccarat', 'Baccarat'],
  ['Sic Bo', 'Tài Xỉu'],
  ['Dragon Tiger', 'Rồng Hổ'],
  ['Three Card Poker', 'Poker Ba Lá'],
  ["Casino Hold'em", "Hold'em Sòng Bài"],
  ['Teen Patti', 'Teen Patti'],
  ['Andar Bahar', 'Andar Bahar'],
  ['Xoc Dia', 'Xóc Đĩa'],
  ['Fish Prawn Crab', 'Bầu Cua Tôm Cá'],
  ['Red Dog', 'Red Dog'],
  ['Pai Gow', 'Bài Cẩu'],
];

const ARCADE: readonly Pair[] = [
  ['Crash', 'Crash'],
  ['Mines', 'Dò Mìn'],
  ['Plinko', 'Plinko'],
  ['Keno', 'Keno'],
  ['Dice', 'Xúc Xắc'],
  ['Limbo', 'Limbo'],
  ['Tower', 'Tòa Tháp'],
  ['Hi-Lo', 'Cao Thấp'],
  ['Wheel', 'Vòng Quay'],
  ['Coin Flip', 'Tung Đồng Xu'],
  ['Penalty', 'Đá Phạt'],
  ['Goal', 'Bàn Thắng'],
  ['Balloon', 'Bóng Bay'],
  ['Rocket', 'Tên Lửa'],
  ['Bubble Shooter', 'Bắn Bong Bóng'],
  ['Color Game', 'Trò Chơi Màu Sắc'],
];

const BINGO: readonly Pair[] = [
  ['Bingo', 'Bingo'],
  ['Bingo 75', 'Bingo 75'],
  ['Bingo 90', 'Bingo 90'],
  ['Pachinko', 'Pachinko'],
  ['Lotto Bingo', 'Lô Tô Bingo'],
  ['Bingo Party', 'Tiệc Bingo'],
];

const CRASH: readonly Pair[] = [
  ['Jet Pilot', 'Phi Công'],
  ['Rocket Rush', 'Tên Lửa Thần Tốc'],
  ['Balloon Pop', 'Nổ Bóng Bay'],
  ['Mines', 'Dò Mìn'],
  ['Plinko', 'Plinko'],
  ['Dice', 'Xúc Xắc'],
  ['Goal', 'Bàn Thắng'],
  ['Hi Lo', 'Cao Thấp'],
  ['Mini Roulette', 'Cò Quay Mini'],
  ['Keno 80', 'Keno 80'],
  ['Hotline', 'Đường Dây Nóng'],
  ['Trader', 'Nhà Giao Dịch'],
  ['Crash X', 'Crash X'],
  ['Limbo', 'Limbo'],
  ['Starship', 'Phi Thuyền'],
  ['Penalty Shoot', 'Sút Phạt'],
];

const LIVE_TABLES: readonly (readonly [string, string, number])[] = [
  ['Baccarat', 'Baccarat', 6],
  ['Speed Baccarat', 'Baccarat Tốc Độ', 4],
  ['Squeeze Baccarat', 'Baccarat Nặn Bài', 2],
  ['Roulette', 'Cò Quay', 2],
  ['Auto Roulette', 'Cò Quay Tự Động', 1],
  ['Dragon Tiger', 'Rồng Hổ', 2],
  ['Sic Bo', 'Tài Xỉu', 2],
  ['Blackjack', 'Xì Dách', 3],
  ['Xoc Dia', 'Xóc Đĩa', 1],
  ['Fish Prawn Crab', 'Bầu Cua Tôm Cá', 1],
  ['Fan Tan', 'Fan Tan', 1],
  ["Casino Hold'em", "Hold'em Sòng Bài", 1],
  ['Andar Bahar', 'Andar Bahar', 1],
  ['Money Wheel', 'Vòng Quay Tiền', 1],
];

const FISH_NAMES: readonly Pair[] = [
  ['Dragon', 'Rồng'],
  ['Dinosaur', 'Khủng Long'],
  ['Mega', 'Khổng Lồ'],
  ['Royal', 'Hoàng Gia'],
  ['Jackpot', 'Jackpot'],
  ['Boom', 'Bùm'],
  ['Happy', 'Vui Vẻ'],
  ['Golden', 'Vàng'],
  ['Ocean King', 'Vua Đại Dương'],
  ['Shark', 'Cá Mập'],
  ['Mermaid', 'Nàng Tiên Cá'],
  ['Kraken', 'Thủy Quái'],
  ['Thunder', 'Sấm Sét'],
  ['Bombing', 'Bom Tấn'],
  ['Fortune', 'Tài Lộc'],
  ['Deep Sea', 'Biển Sâu'],
];

const PVP_GAMES: readonly (readonly [string, string, number])[] = [
  ['Tien Len', 'Tiến Lên Miền Nam', 4],
  ['Tien Len Solo', 'Tiến Lên Đếm Lá', 4],
  ['Phom', 'Phỏm', 4],
  ['Mau Binh', 'Mậu Binh', 4],
  ['Sam Loc', 'Sâm Lốc', 5],
  ['Xi To', 'Xì Tố', 6],
  ['Lieng', 'Liêng', 6],
  ['Ba Cay', 'Ba Cây', 8],
  ['Texas Poker', 'Poker Texas', 9],
  ['Rummy', 'Rummy', 6],
  ['Ludo', 'Cờ Cá Ngựa', 4],
  ['Teen Patti', 'Teen Patti', 5],
  ['Blackjack Duel', 'Xì Dách Đối Kháng', 5],
  ['Bull Bull', 'Ngầu Hầm', 5],
  ['Chinese Chess', 'Cờ Tướng', 2],
  ['Dominoes', 'Domino', 4],
  ['Pusoy', 'Pusoy', 4],
  ['Tongits', 'Tongits', 3],
];

const INHOUSE_GAMES: readonly Pair[] = [
  ['Crash', 'Crash'],
  ['Mines', 'Dò Mìn'],
  ['Plinko', 'Plinko'],
  ['Dice', 'Xúc Xắc'],
  ['Limbo', 'Limbo'],
  ['Keno', 'Keno'],
  ['Hi-Lo', 'Cao Thấp'],
  ['Wheel', 'Vòng Quay'],
  ['Tower', 'Tòa Tháp'],
  ['Coin Flip', 'Tung Đồng Xu'],
];

const SEA_LOTTERIES: readonly Pair[] = [
  ['Thai Lottery', 'Xổ Số Thái Lan'],
  ['Lao Lottery', 'Xổ Số Lào'],
  ['Malaysia 4D', '4D Malaysia'],
  ['Singapore 4D', '4D Singapore'],
  ['Hanoi VIP', 'Hà Nội VIP'],
];

const SPORTS_NAMES: Record<string, Names> = {
  SB: { EN: 'Saba Sports', VI: 'Thể Thao Saba' },
  FB: { EN: 'FB Sports', VI: 'Thể Thao FB' },
  CMD: { EN: 'CMD368 Sportsbook', VI: 'Thể Thao CMD368' },
  IMES: { EN: 'IM eSports', VI: 'Thể Thao Điện Tử IM' },
  TF: { EN: 'TF eSports', VI: 'Thể Thao Điện Tử TF' },
  IA: { EN: 'IA eSports', VI: 'Thể Thao Điện Tử IA' },
  AV: { EN: 'AV eSports', VI: 'Thể Thao Điện Tử AV' },
  AI: { EN: 'AI eSports', VI: 'Thể Thao Điện Tử AI' },
  SV3: { EN: 'SV388 Cockfight', VI: 'Đá Gà SV388' },
};

const join = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');

/** Lower case, no diacritics (đ → d), so "rong vang" finds "Rồng Vàng". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

function slotName(rng: Rng, classify: string): Names {
  const adj = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  if (classify === 'JP') {
    const jp = rng.pick(JACKPOTS);
    return rng.bool()
      ? { EN: join(adj[0], noun[0], jp[0]), VI: join(noun[1], adj[1], jp[1]) }
      : { EN: join(noun[0], jp[0]), VI: join(noun[1], jp[1]) };
  }
  const pattern = rng.int(0, 9);
  const suffix = rng.pick(SUFFIXES);
  if (pattern < 4) return { EN: join(adj[0], noun[0]), VI: join(noun[1], adj[1]) };
  if (pattern < 7) return { EN: join(noun[0], suffix[0]), VI: join(noun[1], suffix[1]) };
  return { EN: join(adj[0], noun[0], suffix[0]), VI: join(noun[1], adj[1], suffix[1]) };
}

function variantName(rng: Rng, bases: readonly Pair[]): Names {
  const base = rng.pick(bases);
  const variant = rng.pick(VARIANTS);
  return { EN: join(base[0], variant[0]), VI: join(base[1], variant[1]) };
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** Draws names until one is new for the vendor; a numeral separates the rare clash that remains. */
function uniqueName(taken: Set<string>, draw: () => Names): Names {
  let name = draw();
  for (let attempt = 0; attempt < 12 && taken.has(name.EN); attempt++) name = draw();
  for (let i = 0; taken.has(name.EN); i++) {
    const numeral = ROMAN[i] ?? String(i + 2);
    const candidate = { EN: `${name.EN} ${numeral}`, VI: `${name.VI} ${numeral}` };
    if (!taken.has(candidate.EN)) name = candidate;
  }
  taken.add(name.EN);
  return name;
}

function pickClassify(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.78) return 'SC';
  if (roll < 0.84) return 'JP';
  if (roll < 0.88) return 'VP';
  if (roll < 0.93) return 'TG';
  if (roll < 0.98) return 'AC';
  return 'BG';
}

function slotLines(rng: Rng, name: string): number {
  if (name.includes('Megaways')) return 117_649;
  if (name.includes('Ways')) return rng.pick([243, 1024, 3125]);
  return rng.pick([5, 9, 10, 20, 25, 30, 40, 50, 243, 1024]);
}

function buildCatalogue(rng: Rng): Catalogue {
  const games: CatalogueGame[] = [];
  let nextNodeId = 170_000;
  const counters = new Map<string, number>();
  const takenNames = new Map<string, Set<string>>();

  const add = (
    vendor: VendorSeed,
    fields: { name: Names; gameClassify?: string | null; minBet: number; lineNum?: number; trial: boolean; maxPlayers?: number },
  ) => {
    const seq = (counters.get(vendor.vassalage) ?? 0) + 1;
    counters.set(vendor.vassalage, seq);
    nextNodeId += rng.int(1, 3);
    const game: CatalogueGame = {
      nodeId: nextNodeId,
      gameId: `${vendor.vassalage}${String(seq).padStart(4, '0')}`,
      name: fields.name,
      vassalage: vendor.vassalage,
      vendorName: vendor.displayName,
      gameType: vendor.lane,
      gameClassify: fields.gameClassify ?? null,
      minBet: fields.minBet,
      lineNum: fields.lineNum ?? 1,
      hot: false,
      isNew: rng.bool(0.02),
      trial: fields.trial,
      rank: rng.next(),
      searchText: foldText(`${fields.name.EN} ${fields.name.VI}`),
      maxPlayers: fields.maxPlayers ?? 0,
    };
    games.push(game);
    return game;
  };
  const taken = (vendor: VendorSeed) => {
    let set = takenNames.get(vendor.vassalage);
    if (!set) takenNames.set(vendor.vassalage, (set = new Set()));
    return set;
  };

  // Slot titles are unique across vendors; generic titles (Baccarat, Mines...) only within one.
  const slotTitles = new Set<string>();
  for (const vendor of VENDORS) {
    const names = taken(vendor);
    if (vendor.lane === 'RNG') {
      const crash = VIRTUAL_TYPES.SPB!.vendors.includes(vendor.vassalage);
      for (let i = 0; i < (vendor.slots ?? 0); i++) {
        if (crash) {
          const name = uniqueName(names, () => {
            const [en, vi] = rng.pick(CRASH);
            return { EN: en, VI: vi };
          });
          add(vendor, { name, gameClassify: 'AC', minBet: rng.pick([100, 200, 500, 1_000]), trial: true });
          continue;
        }
        const classify = pickClassify(rng);
        const draw =
          classify === 'VP'
            ? () => variantName(rng, VIDEO_POKER)
            : classify === 'TG'
              ? () => variantName(rng, TABLE_GAMES)
              : classify === 'AC'
                ? () => variantName(rng, ARCADE)
                : classify === 'BG'
                  ? () => variantName(rng, BINGO)
                  : () => slotName(rng, classify);
        const slot = classify === 'SC' || classify === 'JP';
        const name = uniqueName(slot ? slotTitles : names, draw);
        add(vendor, {
          name,
          gameClassify: classify,
          minBet: rng.pick(slot ? [100, 200, 250, 300, 500, 1_000, 2_000] : [500, 1_000, 2_000, 5_000, 10_000]),
          lineNum: slot ? slotLines(rng, name.EN) : 1,
          trial: rng.bool(0.9),
        });
      }
    } else if (vendor.lane === 'LIVE') {
      for (const [en, vi, count] of LIVE_TABLES) {
        const tables = Math.max(1, count - rng.int(0, 1));
        for (let t = 0; t < tables; t++) {
          const label = tables > 1 ? (en.includes('Baccarat') ? String.fromCharCode(65 + t) : String(t + 1)) : '';
          add(vendor, {
            name: { EN: join(en, label), VI: join(vi, label) },
            minBet: rng.pick([1_000, 2_000, 5_000, 10_000, 20_000, 50_000]),
            trial: false,
          });
        }
      }
    } else if (vendor.lane === 'FISH') {
      for (let i = rng.int(6, 10); i > 0; i--) {
        const name = uniqueName(names, () => {
          const [en, vi] = rng.pick(FISH_NAMES);
          return rng.bool(0.7) ? { EN: `${en} Fishing`, VI: `Bắn Cá ${vi}` } : { EN: `${en} Hunter`, VI: `Thợ Săn ${vi}` };
        });
        add(vendor, { name, minBet: rng.pick([100, 200, 500, 1_000]), trial: rng.bool(0.7) });
      }
    } else if (vendor.lane === 'PVP') {
      for (const [en, vi, seats] of rng.shuffle(PVP_GAMES).slice(0, rng.int(8, 12))) {
        add(vendor, { name: { EN: en, VI: vi }, minBet: rng.pick([1_000, 2_000, 5_000]), trial: false, maxPlayers: seats });
      }
    } else if (SINGLE_GAME_LANES.includes(vendor.lane)) {
      add(vendor, {
        name: SPORTS_NAMES[vendor.vassalage] ?? { EN: vendor.displayName, VI: vendor.displayName },
        minBet: rng.pick([1_000, 2_000, 5_000]),
        trial: false,
      });
    } else if (vendor.lane === 'INHOUSE') {
      for (const [en, vi] of INHOUSE_GAMES) add(vendor, { name: { EN: en, VI: vi }, minBet: rng.pick([100, 500, 1_000]), trial: true });
    } else if (vendor.vassalage === 'TCG_SEA') {
      for (const [en, vi] of SEA_LOTTERIES) add(vendor, { name: { EN: en, VI: vi }, minBet: 1_000, trial: false });
    }
  }

  const byType = new Map<Lane, CatalogueGame[]>();
  for (const lane of LANES) byType.set(lane, []);
  for (const game of games) byType.get(game.gameType)!.push(game);
  for (const list of byType.values()) {
    list.sort((a, b) => a.rank - b.rank);
    // The most popular few percent are flagged hot.
    const hotCount = list.length < 12 ? Math.ceil(list.length / 4) : Math.max(4, Math.round(list.length * 0.03));
    list.forEach((game, index) => {
      game.rank = index + 1;
      game.hot = index < hotCount;
    });
  }

  const byNodeId = new Map(games.map((g) => [g.nodeId, g]));
  const byGameId = new Map(games.map((g) => [g.gameId, g]));
  return { games, byType, byNodeId, byGameId, rooms: buildRooms(rng, byType.get('PVP')!), winners: buildWinners(rng, byType) };
}

/** Minimum bets in dong; a room's maximum is 50 times its minimum. */
const ROOM_TIERS: readonly { name: Names; minBet: number }[] = [
  { name: { EN: 'Beginner', VI: 'Sơ Cấp' }, minBet: 1_000 },
  { name: { EN: 'Intermediate', VI: 'Trung Cấp' }, minBet: 5_000 },
  { name: { EN: 'Advanced', VI: 'Cao Cấp' }, minBet: 20_000 },
  { name: { EN: 'Expert', VI: 'Chuyên Gia' }, minBet: 100_000 },
  { name: { EN: 'VIP', VI: 'VIP' }, minBet: 500_000 },
];

function buildRooms(rng: Rng, pvpGames: readonly CatalogueGame[]): CatalogueRoom[] {
  const rooms: CatalogueRoom[] = [];
  for (const game of pvpGames) {
    const count = rng.int(3, ROOM_TIERS.length);
    for (let i = 0; i < count; i++) {
      const tier = ROOM_TIERS[i]!;
      rooms.push({
        roomId: `${game.nodeId}${String(i + 1).padStart(2, '0')}`,
        name: tier.name,
        game,
        minBet: tier.minBet,
        maxBet: tier.minBet * 50,
        players: rng.int(0, game.maxPlayers),
      });
    }
  }
  return rooms;
}

const PLAYER_NAMES = [
  'minh',
  'lan',
  'hung',
  'thao',
  'nam',
  'linh',
  'tuan',
  'mai',
  'khoa',
  'an',
  'emon',
  'bao',
  'vy',
  'phuc',
  'ha',
  'lucky',
  'win',
  'king',
  'tiger',
  'rose',
];

/** How the board shows a player: the first three characters and the last two. */
export function maskName(name: string): string {
  return name.length <= 5 ? `${name.slice(0, 1)}***` : `${name.slice(0, 3)}***${name.slice(-2)}`;
}

function buildWinners(rng: Rng, byType: Map<Lane, CatalogueGame[]>): CatalogueWinner[] {
  const pool = [...byType.get('RNG')!.slice(0, 400), ...byType.get('FISH')!, ...byType.get('LIVE')!, ...byType.get('INHOUSE')!];
  const winners: CatalogueWinner[] = [];
  let time = fakeEpoch();
  for (let i = 0; i < 60; i++) {
    time -= rng.int(2, 90) * 60_000;
    // Log-uniform between 50,000 and 80,000,000 dong, whole dong: many modest wins, a few big ones.
    const winAmount = Math.round(50_000 * Math.pow(1_600, rng.next()));
    winners.push({
      customerName: maskName(`${rng.pick(PLAYER_NAMES)}${rng.int(10, 9999)}`),
      winAmount,
      game: rng.pick(pool),
      winTime: time,
    });
  }
  return winners;
}

let memo: { seed: number; catalogue: Catalogue } | undefined;

/** The static catalogue of the current world's seed (built once per seed). */
export function catalogue(): Catalogue {
  const { seed } = currentWorld();
  if (memo?.seed !== seed) memo = { seed, catalogue: buildCatalogue(createRng(hashSeed(`${seed}:games-catalogue`))) };
  return memo.catalogue;
}

// ---------------------------------------------------------------------------------------------
// Queries over the catalogue

export interface GameQuery {
  gameType: string;
  /** One code or a comma-separated list. */
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** Games a player can join with this stake: minBet at most this. */
  minBet?: number;
  /** Games with at least this many lines. */
  minLineNum?: number;
}

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '')
    : [];

/** Filters one type's games, most popular first. ESPORTS, COCKFIGHT and SPB are the client's split categories. */
export function findGames(query: GameQuery): CatalogueGame[] {
  const virtual = VIRTUAL_TYPES[query.gameType.toUpperCase()];
  const gameType = virtual?.gameType ?? (query.gameType.toUpperCase() as Lane);
  const source = catalogue().byType.get(gameType) ?? [];
  const vendors = list(query.vassalage).map((v) => v.toUpperCase());
  const classify = list(query.gameClassify).map((v) => v.toUpperCase());
  const search = query.gameName ? foldText(query.gameName.trim()) : '';
  return source.filter(
    (game) =>
      (!virtual || virtual.vendors.includes(game.vassalage)) &&
      (vendors.length === 0 || vendors.includes(game.vassalage)) &&
      (classify.length === 0 || (game.gameClassify !== null && classify.includes(game.gameClassify))) &&
      (search === '' || game.searchText.includes(search)) &&
      (query.minBet === undefined || game.minBet <= query.minBet) &&
      (query.minLineNum === undefined || game.lineNum >= query.minLineNum),
  );
}

export function findGame(gameId: string): CatalogueGame | undefined {
  return catalogue().byGameId.get(gameId);
}

export function gameByNodeId(id: number | string): CatalogueGame | undefined {
  const parsed = typeof id === 'number' ? id : Number.parseInt(id, 10);
  return Number.isFinite(parsed) ? catalogue().byNodeId.get(parsed) : undefined;
}

export function findRoom(roomId: string): CatalogueRoom | undefined {
  return catalogue().rooms.find((room) => room.roomId === roomId);
}

/** Every launch of this vendor's games answers 'game maintenance'. */
export const isUnderMaintenance = (game: CatalogueGame) => game.vassalage === MAINTENANCE_VENDOR;

// ---------------------------------------------------------------------------------------------
// Wire shapes (typed against the client's schemas so the fake and the client cannot drift)

type WireGame = z.input<typeof gameSchema>;

export function wireGame(game: CatalogueGame, language: Lang): WireGame {
  const name = game.name[language];
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameName: name,
    nodeName: name,
    gameCode: game.gameId,
    showIcon: gameIcon({ id: game.gameId, gameType: game.gameType }),
    vassalage: game.vassalage,
    gameType: game.gameType,
    vendorName: game.vendorName,
    gameClassify: game.gameClassify,
    minBet: game.minBet,
    lineNum: game.lineNum,
    isHot: game.hot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    trialSupported: game.trial,
  };
}

export function pageOf<T>(items: readonly T[], pageNo: number, pageSize: number): { items: T[]; totalPages: number } {
  return { items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), totalPages: Math.ceil(items.length / pageSize) };
}

/** value.data.lanes of the vendor call. */
export function buildVendorLanes(): z.input<typeof vendorLaneSchema>[] {
  const { byType } = catalogue();
  return LANES.map((lane) => {
    const games = byType.get(lane) ?? [];
    const counts = new Map<string, number>();
    for (const game of games) if (game.gameClassify) counts.set(game.gameClassify, (counts.get(game.gameClassify) ?? 0) + 1);
    return {
      title: lane,
      cards: VENDORS.filter((v) => v.lane === lane).map((vendor) => {
        const single = SINGLE_GAME_LANES.includes(lane) || SINGLE_GAME_VENDORS.includes(vendor.vassalage);
        const first = single ? games.find((g) => g.vassalage === vendor.vassalage) : undefined;
        return {
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          gameType: lane,
          lagerIcon: vendorIcon(vendor.vassalage, vendor.displayName, 'large'),
          smallIcon: vendorIcon(vendor.vassalage, vendor.displayName, 'small'),
          isHot: vendor.hot ? 1 : 0,
          maintenance: vendor.vassalage === MAINTENANCE_VENDOR ? 1 : 0,
          isGame: single || LOTTERY_APP_VENDORS.includes(vendor.vassalage) ? null : 'VASSALAGE',
          accountTypeName: vendor.accountTypeName ?? null,
          gameId: first?.gameId ?? null,
          nodeId: first?.nodeId ?? null,
        };
      }),
      gameClassify:
        lane === 'RNG'
          ? Object.keys(CLASSIFY_NAMES)
              .filter((key) => counts.has(key))
              .map((key) => ({ key, displayName: CLASSIFY_NAMES[key], gameCount: counts.get(key) }))
          : [],
    };
  });
}

/** value.content of getVassGameType: vendor codes per lane, each with the RNG sub-categories it has games in. */
export function buildVassGameTypes(): Record<string, Record<string, string[]>> {
  const content: Record<string, Record<string, string[]>> = {};
  for (const lane of LANES) {
    const perVendor: Record<string, string[]> = {};
    for (const vendor of VENDORS.filter((v) => v.lane === lane)) perVendor[vendor.vassalage] = [];
    for (const game of catalogue().byType.get(lane) ?? []) {
      const classes = perVendor[game.vassalage];
      if (classes && game.gameClassify && !classes.includes(game.gameClassify)) classes.push(game.gameClassify);
    }
    content[lane] = perVendor;
  }
  return content;
}

/** How many hot games each lane puts in the hot list (slots first). */
const HOT_PER_LANE: readonly (readonly [Lane, number])[] = [
  ['RNG', 24],
  ['FISH', 6],
  ['LIVE', 6],
  ['PVP', 4],
  ['INHOUSE', 4],
];

/** value.list of hotGamesV2, optionally for some vendors only. */
export function buildHotGames(language: Lang, vassalage = ''): WireGame[] {
  const { byType } = catalogue();
  const vendors = list(vassalage).map((v) => v.toUpperCase());
  return HOT_PER_LANE.flatMap(([lane, count]) =>
    (byType.get(lane) ?? []).filter((g) => g.hot && (vendors.length === 0 || vendors.includes(g.vassalage))).slice(0, count),
  ).map((g) => wireGame(g, language));
}

export function buildPvpRoom(room: CatalogueRoom, language: Lang): z.input<typeof pvpRoomSchema> {
  return {
    roomId: room.roomId,
    name: `${room.game.name[language]} · ${room.name[language]}`,
    gameId: room.game.gameId,
    nodeId: room.game.nodeId,
    vassalage: room.game.vassalage,
    minBet: room.minBet,
    maxBet: room.maxBet,
    players: room.players,
    maxPlayers: room.game.maxPlayers,
  };
}

export function buildWinner(winner: CatalogueWinner, language: Lang): { vo: z.input<typeof winnerSchema> } {
  const { game } = winner;
  const name = game.name[language];
  return {
    vo: {
      customerName: winner.customerName,
      winAmount: winner.winAmount,
      gameName: name,
      gameId: game.gameId,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameType,
      showIcon: gameThumb({ id: game.gameId, name, vassalage: game.vassalage, gameType: game.gameType }),
      winTime: winner.winTime,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Per-account state: favourites, recent games, open rounds

export interface PlayedGame {
  nodeId: number;
  time: number;
}

export interface PlayerGamesState {
  /** account (lower case) -> favourites, newest first */
  favourites: Map<string, PlayedGame[]>;
  /** account -> launches, newest first, one entry per game */
  recent: Map<string, PlayedGame[]>;
  /** account -> the round opened by its last real-money launch (real clock) */
  rounds: Map<string, { gameId: string; openedAt: number }>;
}

export const playerGames = defineStore<PlayerGamesState>('games-player', (rng) => {
  const state: PlayerGamesState = { favourites: new Map(), recent: new Map(), rounds: new Map() };
  const { byType } = catalogue();
  const popularSlots = byType.get('RNG')!.slice(0, 300);
  const played = [...popularSlots, ...byType.get('FISH')!, ...byType.get('LIVE')!, ...byType.get('PVP')!];
  const epoch = fakeEpoch();
  for (const account of accounts().byAccount.values()) {
    if (account.type === 4) continue;
    const key = account.account.toLowerCase();
    let time = epoch;
    const favourites = rng.shuffle(popularSlots).slice(0, rng.int(3, 8));
    state.favourites.set(
      key,
      favourites.map((g) => ({ nodeId: g.nodeId, time: (time -= rng.int(1, 72) * 3_600_000) })),
    );
    time = epoch;
    const recent = rng.shuffle(played).slice(0, rng.int(4, 12));
    state.recent.set(
      key,
      recent.map((g) => ({ nodeId: g.nodeId, time: (time -= rng.int(10, 600) * 60_000) })),
    );
  }
  return state;
});

export function favouritesOf(account: string): PlayedGame[] {
  return playerGames().favourites.get(account.toLowerCase()) ?? [];
}

/** Adding an existing favourite is a no-op, as is removing a missing one. */
export function setFavourite(account: string, nodeId: number, on: boolean): void {
  const key = account.toLowerCase();
  const current = favouritesOf(key).filter((f) => f.nodeId !== nodeId);
  const existing = favouritesOf(key).find((f) => f.nodeId === nodeId);
  playerGames().favourites.set(key, on ? [existing ?? { nodeId, time: Date.now() }, ...current] : current);
}

export function recentOf(account: string): PlayedGame[] {
  return playerGames().recent.get(account.toLowerCase()) ?? [];
}

/**
 * Opens a round for a real-money launch. Another game while the last round is open is refused
 * ('busy', #734); the same game again is fine and keeps the round open.
 */
export function openRound(account: string, game: CatalogueGame, now: number): 'ok' | 'busy' {
  const key = account.toLowerCase();
  const { rounds, recent } = playerGames();
  const open = rounds.get(key);
  if (open && open.gameId !== game.gameId && now - open.openedAt < ROUND_OPEN_MS) return 'busy';
  rounds.set(key, { gameId: game.gameId, openedAt: now });
  recent.set(key, [{ nodeId: game.nodeId, time: now }, ...recentOf(key).filter((r) => r.nodeId !== game.nodeId)].slice(0, RECENT_LIMIT));
  return 'ok';
}

export function wireRecent(entry: PlayedGame, language: Lang): z.input<typeof recentGameSchema> | undefined {
  const game = gameByNodeId(entry.nodeId);
  return game ? { ...wireGame(game, language), playTime: entry.time } : undefined;
}
