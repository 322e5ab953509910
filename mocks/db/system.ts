/**
 * The brand's public settings on the fake platform: module switches (whitelabel tree), registration
 * rules, resources, customer service, domains, countries, the help centre and the feedback inbox.
 * Built from the world (maintenance, region, modules off) so scenarios change the status answer.
 */
import type * as z from 'zod/mini';
import { desEncrypt } from '../../app/api/crypto/des.ts';
import type {
  countriesSchema,
  domainRoutesSchema,
  FeedbackQuestionType,
  helpCenterSchema,
  registerRulesSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '../../app/api/system.contract.ts';
import { richTextOr } from './content-authoring.ts';
import { createRng, hashSeed } from './rng.ts';
import { defineStore, fakeEpoch, type World } from './world.ts';

const DAY = 86_400_000;

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The maintenance scenario's window (maintainTime/endTime of every call's maintenance answer): four
 * hours from a day and a half after the world's epoch, 22/11 09:00 GMT+7 on the pinned day.
 */
export function maintenanceWindow(): { maintainTime: number; endTime: number } {
  const maintainTime = fakeEpoch() + 38 * 3_600_000;
  return { maintainTime, endTime: maintainTime + 4 * 3_600_000 };
}

// ---------------------------------------------------------------------------------------------
// Module switches

interface ModuleBlueprint {
  modId: string;
  /** Off by default, whatever the scenario (see GEETEST3). */
  off?: boolean;
  children?: ModuleBlueprint[];
}

/**
 * Every switch of spec section 3 and of platform-api.md section 11, plus AGETRANSFERUP3 (the member
 * centre's upline transfer), grouped under the call modules they refine (the real tree's grouping was
 * not seen). GEETEST3 is off by default: the fake platform serves no geetest challenge, and the image
 * captcha stands in for it.
 */
export const MODULE_TREE: readonly ModuleBlueprint[] = [
  {
    modId: 'COMM3',
    children: [
      { modId: 'CAPTCHA3' },
      { modId: 'GEETEST3', off: true },
      { modId: 'VERIFICATION3' },
      { modId: 'MOBILEVERCODELOGIN3' },
      { modId: 'LOGINIPVERF3' },
      { modId: 'FREEPLAY3' },
    ],
  },
  {
    modId: 'REG3',
    children: [
      { modId: 'DIRECTREG3' },
      { modId: 'USERNAMEREG3' },
      { modId: 'MOBILENUMREG3' },
      { modId: 'MOBILENUMPASSREG3' },
      { modId: 'REGMOBVERF3' },
      { modId: 'AFFMAN3' },
    ],
  },
  { modId: 'PASS3', children: [{ modId: 'CHNGPASSVERIF3' }, { modId: 'PWRESETSMS3' }, { modId: 'PWDEXPFORCECHANGE3' }] },
  { modId: 'PROFPIC3' },
  { modId: 'GAMELO3', children: [{ modId: 'GAMELOHOT3' }, { modId: 'GAMELOFAV3' }, { modId: 'GAMELOREC3' }] },
  { modId: 'FUNDTRANS3', children: [{ modId: 'DPSTBAS3' }] },
  // The hosted member centre's switch for the transfer to the upline (product-landscape.md section 0).
  { modId: 'AGETRANSFERUP3' },
  { modId: 'AGEANNOUNCE3' },
  { modId: 'SIGNCONDIV3' },
  { modId: 'DAILYSALCONT3' },
  { modId: 'HOURSAL3' },
  { modId: 'RTSALARY3' },
  { modId: 'REWCEN3' },
  { modId: 'MISSIONLB3' },
  { modId: 'PTSYS3', children: [{ modId: 'MEMTRANS3' }] },
  { modId: 'INBOX3' },
  { modId: 'CBS3' },
  { modId: 'FEEDBACK3' },
  { modId: 'REFERRAL3' },
  // The designed responsible-gaming capability (decision 018): limits, time-out and self-exclusion.
  { modId: 'RESPGAMING3' },
];

type WhitelabelInput = z.input<typeof whitelabelSchema>;

/** The whitelabel tree as the platform sends it (`enabled` "1"/"0"), with the world's switches off (and default-off ones on). */
export function whitelabelTree(modulesOff: readonly string[], modulesOn: readonly string[] = []): WhitelabelInput {
  const build = (nodes: readonly ModuleBlueprint[]): WhitelabelInput =>
    nodes.map((node) => ({
      modId: node.modId,
      enabled: (node.off && !modulesOn.includes(node.modId)) || modulesOff.includes(node.modId) ? ('0' as const) : ('1' as const),
      childrenNodes: build(node.children ?? []),
    }));
  return build(MODULE_TREE);
}

// ---------------------------------------------------------------------------------------------
// Registration rules

/** Pattern 7, the payment password's: the platform checks a new one with it (acceptsPaymentPassword). */
const CAPITALISED_ALPHANUMERIC = /^[a-z0-9]*[A-Z][A-Za-z0-9]*$/;

/**
 * The pattern ids of spec section 5, each with a safe pattern source (written as literals so the
 * regexp lint checks them for super-linear backtracking). They have no flags and no \p classes, so
 * any compiler can use them; 0 is the platform's "*" (length only).
 */
export const PATTERNS = {
  0: '*',
  // a letter first, then letters and digits
  1: /^[A-Za-z][A-Za-z0-9]*$/.source,
  // Chinese characters (CJK unified ideographs) and digits
  2: /^[\u4e00-\u9fa50-9]+$/.source,
  // a mailbox: local part, @, at least two dot-separated labels
  3: /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.source,
  // alphanumeric, no special characters
  4: /^[A-Za-z0-9]+$/.source,
  // letters and digits, at least one of each (the first digit after letters, or the first letter after digits)
  5: /^(?:[A-Za-z]+[0-9]|[0-9]+[A-Za-z])[A-Za-z0-9]*$/.source,
  // digits only
  6: /^[0-9]+$/.source,
  // alphanumeric with at least one uppercase letter
  7: CAPITALISED_ALPHANUMERIC.source,
  // English letters, single spaces between words
  8: /^[A-Za-z]+(?: [A-Za-z]+)*$/.source,
  // anything without whitespace
  9: /^\S+$/.source,
  // Chinese characters and punctuation (Chinese and ASCII)
  10: /^[\u4e00-\u9fa5\u3001\u3002\u300a\u300b\u2018\u2019\u201c\u201d\uff01\uff08\uff09\uff0c\uff1a\uff1b\uff1f,.!?;:()]+$/.source,
  // a date yyyy-MM-dd
  11: /^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$/.source,
  // letters of any Latin script (Vietnamese included) and single spaces
  12: /^[A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]+(?: [A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]+)*$/
    .source,
  // a date MM-dd-yyyy
  13: /^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$/.source,
  // letters and digits only
  14: /^[a-zA-Z0-9]+$/.source,
  // Korean only (Hangul syllables and jamo)
  15: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]+$/.source,
} as const satisfies Record<number, string>;

type PatternId = keyof typeof PATTERNS;

const rule = (patternId: PatternId, minLength: number, maxLength: number, enabled: boolean, required: boolean) => ({
  enabled,
  required,
  acceptedPattern: PATTERNS[patternId],
  patternId,
  minLength,
  maxLength,
});

/**
 * GET /wps/system/setting/register (and status.info.register). Every pattern id 0-15 is used once, so
 * the screens meet them all; the ones no Vietnamese brand would use (Chinese, Korean, dates) sit on
 * fields that are switched off, as another merchant's configuration would leave them. The register
 * handler enforces username (1, 4-16) and password (4, 6-12).
 */
export const REGISTER_RULES = {
  username: rule(1, 4, 16, true, true),
  password: rule(4, 6, 12, true, true),
  payeeName: rule(8, 2, 50, true, false),
  paymentPassword: rule(7, 6, 12, true, false),
  email: rule(3, 6, 50, true, false),
  mobileNum: rule(6, 9, 11, true, true),
  recommenderId: rule(14, 4, 16, true, false),
  affiliateCode: rule(5, 4, 12, true, false),
  captcha: rule(0, 4, 4, true, true),
  zalo: rule(9, 5, 30, true, false),
  facebook: rule(12, 2, 50, true, false),
  qqNum: rule(2, 5, 12, false, false),
  wechat: rule(10, 2, 20, false, false),
  idNumber: rule(11, 10, 10, false, false),
  whatsapp: rule(13, 10, 10, false, false),
  line: rule(15, 1, 20, false, false),
} satisfies z.input<typeof registerRulesSchema>;

/** The platform holds a new payment password to the rule it announces for registration. */
export function acceptsPaymentPassword(value: string): boolean {
  const { minLength, maxLength } = REGISTER_RULES.paymentPassword;
  return value.length >= minLength && value.length <= maxLength && CAPITALISED_ALPHANUMERIC.test(value);
}

// ---------------------------------------------------------------------------------------------
// Customer service, resources, domains

/** The customer-service `path` obfuscation of platform-api.md 1.4: DES(url) in Base64, then its 8-character key. */
export function encryptCustomerServicePath(url: string, key: string): string {
  if (key.length !== 8) throw new Error('the customer-service key is 8 characters');
  return desEncrypt(url, key) + key;
}

/**
 * csType 3 is the live chat (spec section 7); its path is the research test vector. 1 (an online
 * support page) and 5 (the VIP channel) are designed: the platform's other csType numbers were not seen.
 */
export const CUSTOMER_SERVICE = [
  { csType: 3, path: 'YFpU7KVM9lUSc6CpudP6a69Yh8zooukZ1NwH7Gz7mv24VMo7IIZOEg==Ab3dE6gH' },
  { csType: 1, path: encryptCustomerServicePath('https://support.viva.example.test/ticket?lang=vi', 'Qm7xP2vL') },
  { csType: 5, path: encryptCustomerServicePath('https://vip.viva.example.test/chat?b2c=1&tier=vip', 'Vt9kR4sN') },
];

/**
 * The entries the status call answers: the same channels, each encrypted with its seeded key, but
 * decrypting to the fake customer-service page (mocks/provider/fake-service.html) on the origin the
 * fake provider pages are served from (mocks/handlers/provider-origin.ts), so the popup opens a page
 * that exists.
 */
export function customerServiceAt(origin: string): typeof CUSTOMER_SERVICE {
  return CUSTOMER_SERVICE.map(({ csType, path }) => ({
    csType,
    path: encryptCustomerServicePath(`${origin}/fake-service.html?type=${csType}`, path.slice(-8)),
  }));
}

/** A QR-looking picture (three finder squares, seeded modules); it does not scan. */
export function fakeQrCode(text: string): string {
  const rng = createRng(hashSeed(`qr:${text}`));
  const size = 25;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (!inFinder(x, y) && rng.bool(0.45)) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
  }
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/>${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}</svg>`,
  );
}

const resource = (resourceType: string, url: string, labelNameEn: string, qr = false) => ({
  resourceType,
  url,
  qrCodeUrl: qr ? fakeQrCode(url) : null,
  labelNameEn,
});

/** Resources by resourceType (spec section 3): downloads, the affiliate link, Telegram, speed test, socials. */
export const RESOURCES = [
  resource('AFFILIATELINK', 'https://aff.viva.example.test/join?merchant=viva123', 'Affiliate programme'),
  resource('TELEGRAM', 'https://t.me/viva_example', 'Telegram', true),
  resource('Android', 'https://download.viva.example.test/viva-2.8.1.apk', 'Android app', true),
  resource('MOBILECONFIG', 'https://download.viva.example.test/viva.mobileconfig', 'iOS app', true),
  resource('USDJUMP', 'https://usdt.viva.example.test/guide', 'Deposit with USDT'),
  resource('SpeedTest', 'https://speed.viva.example.test/', 'Line speed test'),
  resource('Facebook', 'https://facebook.example.test/viva.vn', 'Facebook'),
  resource('Instagram', 'https://instagram.example.test/viva.vn', 'Instagram'),
  resource('YouTube', 'https://youtube.example.test/@viva-vn', 'YouTube'),
  resource('Twitter', 'https://x.example.test/viva_vn', 'X (Twitter)'),
  resource('TikTok', 'https://tiktok.example.test/@viva.vn', 'TikTok'),
  resource('Line', 'https://line.example.test/ti/p/@viva', 'LINE'),
];

/** The brand's mirror domains for the speed test; `speed` is the platform's last measurement in ms. */
export const domainRoutes = defineStore(
  'domainRoutes',
  (rng) =>
    ['www', 'm', 'vn1', 'vn2', 'sg1', 'hk1'].map((host) => ({
      domain: `https://${host}.viva.example.test`,
      speed: rng.int(35, 480),
    })) satisfies z.input<typeof domainRoutesSchema>,
);

export const IMAGE_CDN = 'https://images.viva.example.test';
export const LAUNCH_CDN = 'https://launch.viva.example.test';
/** The servers that are down in the spare-servers world (every request to them is a network error). */
export const DOWN_IMAGE_CDN = 'https://images-down.viva.example.test';
export const DOWN_LAUNCH_CDN = 'https://launch-down.viva.example.test';

/**
 * The permission call's answer for the world: maintenance, region, switches come from the scenario.
 * The handler passes the customer-service entries for the request (customerServiceAt); the seeded
 * ones are the default. In the spare-servers world the live launch server is the provider origin
 * (mocks/handlers/provider-origin.ts), where the launches' paths lead.
 */
export function systemStatusFor(world: World, customerService: typeof CUSTOMER_SERVICE = CUSTOMER_SERVICE, providerOrigin = LAUNCH_CDN) {
  return {
    maintenance: world.maintenance,
    regionRestriction: world.regionRestriction,
    // TEST-NET addresses (RFC 5737): a visitor from Vietnam, or from a blocked region.
    location: world.regionRestriction ? { ip: '198.51.100.23', country: 'US' } : { ip: '203.0.113.7', country: 'VN' },
    info: {
      customerService,
      domainRoute: domainRoutes(),
      resources: RESOURCES,
      whitelabel: whitelabelTree(world.modulesOff, world.modulesOn),
      // Beside the whitelabel tree, spelt as its switches are (docs/decisions/026-brand-centre-switches.md).
      isShowMC: world.showMemberCentre ? '1' : '0',
      isShowAC: world.showAgentCentre ? '1' : '0',
      register: REGISTER_RULES,
      mainDomain: 'viva.example.test',
      analytics: { gtagId: world.gtagId },
      imageCDNs: world.spareServers ? [DOWN_IMAGE_CDN, IMAGE_CDN] : [IMAGE_CDN],
      launchGameCDNs: world.spareServers ? [DOWN_LAUNCH_CDN, providerOrigin] : [LAUNCH_CDN],
    },
  } satisfies z.input<typeof systemStatusSchema>;
}

// ---------------------------------------------------------------------------------------------
// Countries

type Shape =
  | { rect: [x: number, y: number, w: number, h: number]; fill: string }
  | { disc: [cx: number, cy: number, r: number]; fill: string }
  | { star: [cx: number, cy: number, r: number]; fill: string }
  | { poly: string; fill: string }
  | { path: string; fill: string };

interface FlagDesign {
  /** Equal stripes, top to bottom (h) or hoist to fly (v); one colour is a plain field. */
  stripes: 'h' | 'v';
  colours: string[];
  shapes?: Shape[];
}

function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

/** A circular flag (as the CDN's COUNTRY_FLAG/CIRCLE set), simplified to stripes and a few shapes. */
export function flagSvg(design: FlagDesign): string {
  const n = design.colours.length;
  const stripes = design.colours
    .map((fill, i) =>
      design.stripes === 'h'
        ? `<rect x="0" y="${((32 * i) / n).toFixed(2)}" width="32" height="${(32 / n + 0.1).toFixed(2)}" fill="${fill}"/>`
        : `<rect x="${((32 * i) / n).toFixed(2)}" y="0" width="${(32 / n + 0.1).toFixed(2)}" height="32" fill="${fill}"/>`,
    )
    .join('');
  const shapes = (design.shapes ?? [])
    .map((shape) => {
      if ('rect' in shape)
        return `<rect x="${shape.rect[0]}" y="${shape.rect[1]}" width="${shape.rect[2]}" height="${shape.rect[3]}" fill="${shape.fill}"/>`;
      if ('disc' in shape) return `<circle cx="${shape.disc[0]}" cy="${shape.disc[1]}" r="${shape.disc[2]}" fill="${shape.fill}"/>`;
      if ('star' in shape) return `<polygon points="${starPoints(...shape.star)}" fill="${shape.fill}"/>`;
      if ('poly' in shape) return `<polygon points="${shape.poly}" fill="${shape.fill}"/>`;
      return `<path d="${shape.path}" fill="${shape.fill}"/>`;
    })
    .join('');
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><clipPath id="c"><circle cx="16" cy="16" r="16"/></clipPath><g clip-path="url(#c)">${stripes}${shapes}</g></svg>`,
  );
}

const RED = '#da251d';
const WHITE = '#ffffff';
const BLUE = '#1f3f99';
const YELLOW = '#ffcd00';

/** Country, dialling code (digits, no +), English name and flag; Vietnam first, as the brand's home. */
const COUNTRY_TABLE: [code: string, dial: string, name: string, flag: FlagDesign][] = [
  ['VN', '84', 'Vietnam', { stripes: 'h', colours: [RED], shapes: [{ star: [16, 16.8, 9], fill: YELLOW }] }],
  ['TH', '66', 'Thailand', { stripes: 'h', colours: [RED, WHITE, BLUE, BLUE, WHITE, RED] }],
  [
    'KH',
    '855',
    'Cambodia',
    { stripes: 'h', colours: [BLUE, RED, RED, BLUE], shapes: [{ poly: '10,20 12,13 16,10 20,13 22,20', fill: WHITE }] },
  ],
  ['LA', '856', 'Laos', { stripes: 'h', colours: [RED, BLUE, BLUE, RED], shapes: [{ disc: [16, 16, 5.5], fill: WHITE }] }],
  [
    'MY',
    '60',
    'Malaysia',
    {
      stripes: 'h',
      colours: [RED, WHITE, RED, WHITE, RED, WHITE, RED],
      shapes: [
        { rect: [0, 0, 16, 18], fill: '#010066' },
        { star: [10, 9, 4], fill: YELLOW },
      ],
    },
  ],
  [
    'SG',
    '65',
    'Singapore',
    {
      stripes: 'h',
      colours: [RED, WHITE],
      shapes: [
        { disc: [9, 8, 4.5], fill: WHITE },
        { disc: [11, 8, 4.2], fill: RED },
      ],
    },
  ],
  ['ID', '62', 'Indonesia', { stripes: 'h', colours: [RED, WHITE] }],
  [
    'PH',
    '63',
    'Philippines',
    {
      stripes: 'h',
      colours: ['#0038a8', '#ce1126'],
      shapes: [
        { poly: '0,0 16,16 0,32', fill: WHITE },
        { disc: [6, 16, 3], fill: '#fcd116' },
      ],
    },
  ],
  ['MM', '95', 'Myanmar', { stripes: 'h', colours: ['#fecb00', '#34b233', '#ea2839'], shapes: [{ star: [16, 17, 11], fill: WHITE }] }],
  ['CN', '86', 'China', { stripes: 'h', colours: ['#de2910'], shapes: [{ star: [10, 11, 6], fill: YELLOW }] }],
  ['HK', '852', 'Hong Kong', { stripes: 'h', colours: ['#de2910'], shapes: [{ star: [16, 16, 8], fill: WHITE }] }],
  [
    'TW',
    '886',
    'Taiwan',
    {
      stripes: 'h',
      colours: ['#fe0000'],
      shapes: [
        { rect: [0, 0, 18, 16], fill: '#000095' },
        { disc: [9, 8, 4], fill: WHITE },
      ],
    },
  ],
  ['JP', '81', 'Japan', { stripes: 'h', colours: [WHITE], shapes: [{ disc: [16, 16, 9], fill: '#bc002d' }] }],
  [
    'KR',
    '82',
    'South Korea',
    {
      stripes: 'h',
      colours: [WHITE],
      shapes: [
        { disc: [16, 16, 8], fill: '#0047a0' },
        { path: 'M8 16a8 8 0 0 1 16 0z', fill: '#cd2e3a' },
        { rect: [4, 6, 5, 1.2], fill: '#000000' },
        { rect: [23, 24.8, 5, 1.2], fill: '#000000' },
      ],
    },
  ],
  [
    'IN',
    '91',
    'India',
    {
      stripes: 'h',
      colours: ['#ff9933', WHITE, '#138808'],
      shapes: [
        { disc: [16, 16, 4], fill: '#000080' },
        { disc: [16, 16, 3], fill: WHITE },
      ],
    },
  ],
  ['BD', '880', 'Bangladesh', { stripes: 'h', colours: ['#006a4e'], shapes: [{ disc: [14, 16, 8], fill: '#f42a41' }] }],
  [
    'PK',
    '92',
    'Pakistan',
    {
      stripes: 'v',
      colours: [WHITE, '#01411c', '#01411c', '#01411c'],
      shapes: [
        { disc: [19, 16, 7], fill: WHITE },
        { disc: [21, 14.5, 6.2], fill: '#01411c' },
        { star: [23, 12, 2.5], fill: WHITE },
      ],
    },
  ],
  [
    'LK',
    '94',
    'Sri Lanka',
    {
      stripes: 'v',
      colours: ['#005f56', '#ff7f00', '#8d153a', '#8d153a', '#8d153a'],
      shapes: [
        { rect: [14, 8, 14, 16], fill: '#ffb700' },
        { rect: [16, 10, 10, 12], fill: '#8d153a' },
      ],
    },
  ],
  [
    'NP',
    '977',
    'Nepal',
    {
      stripes: 'h',
      colours: ['#003893', '#dc143c', '#dc143c', '#003893'],
      shapes: [
        { disc: [13, 12, 3], fill: WHITE },
        { star: [13, 21, 3.5], fill: WHITE },
      ],
    },
  ],
  [
    'AU',
    '61',
    'Australia',
    {
      stripes: 'h',
      colours: ['#012169'],
      shapes: [
        { star: [10, 22, 4], fill: WHITE },
        { star: [23, 10, 2], fill: WHITE },
        { star: [26, 18, 2], fill: WHITE },
        { star: [22, 25, 2], fill: WHITE },
      ],
    },
  ],
  [
    'NZ',
    '64',
    'New Zealand',
    {
      stripes: 'h',
      colours: ['#012169'],
      shapes: [
        { star: [23, 9, 2.4], fill: '#c8102e' },
        { star: [19, 16, 2.4], fill: '#c8102e' },
        { star: [26, 15, 2], fill: '#c8102e' },
        { star: [23, 24, 2.6], fill: '#c8102e' },
      ],
    },
  ],
  [
    'US',
    '1',
    'United States',
    {
      stripes: 'h',
      colours: ['#b22234', WHITE, '#b22234', WHITE, '#b22234', WHITE, '#b22234'],
      shapes: [
        { rect: [0, 0, 16, 18], fill: '#3c3b6e' },
        { star: [8, 9, 4], fill: WHITE },
      ],
    },
  ],
  [
    'GB',
    '44',
    'United Kingdom',
    {
      stripes: 'h',
      colours: ['#012169'],
      shapes: [
        { rect: [12, 0, 8, 32], fill: WHITE },
        { rect: [0, 12, 32, 8], fill: WHITE },
        { rect: [14, 0, 4, 32], fill: '#c8102e' },
        { rect: [0, 14, 32, 4], fill: '#c8102e' },
      ],
    },
  ],
  [
    'CA',
    '1',
    'Canada',
    { stripes: 'v', colours: ['#d52b1e', WHITE, WHITE, '#d52b1e'], shapes: [{ star: [16, 16, 6.5], fill: '#d52b1e' }] },
  ],
  ['FR', '33', 'France', { stripes: 'v', colours: ['#0055a4', WHITE, '#ef4135'] }],
  ['DE', '49', 'Germany', { stripes: 'h', colours: ['#000000', '#dd0000', '#ffce00'] }],
  ['IT', '39', 'Italy', { stripes: 'v', colours: ['#009246', WHITE, '#ce2b37'] }],
  ['ES', '34', 'Spain', { stripes: 'h', colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] }],
  ['RU', '7', 'Russia', { stripes: 'h', colours: [WHITE, '#0039a6', '#d52b1e'] }],
  [
    'AE',
    '971',
    'United Arab Emirates',
    { stripes: 'h', colours: ['#00732f', WHITE, '#000000'], shapes: [{ rect: [0, 0, 9, 32], fill: '#ff0000' }] },
  ],
  [
    'SA',
    '966',
    'Saudi Arabia',
    {
      stripes: 'h',
      colours: ['#006c35'],
      shapes: [
        { rect: [7, 19, 18, 1.6], fill: WHITE },
        { rect: [8, 11, 16, 5], fill: '#3a9a66' },
      ],
    },
  ],
  [
    'BR',
    '55',
    'Brazil',
    {
      stripes: 'h',
      colours: ['#009c3b'],
      shapes: [
        { poly: '16,4 29,16 16,28 3,16', fill: YELLOW },
        { disc: [16, 16, 6.5], fill: '#002776' },
      ],
    },
  ],
];

/** GET /wps/system/country (flag: a fake-platform extra, see countryFlagSrc in app/api/system.ts). */
export const COUNTRIES = COUNTRY_TABLE.map(([countryCode, countryDialingCode, countryName, flag]) => ({
  countryCode,
  countryDialingCode,
  countryName,
  flag: flagSvg(flag),
})) satisfies z.input<typeof countriesSchema>;

/** A dialling code the platform knows, with or without the leading +. */
export function isKnownDialingCode(code: string): boolean {
  const digits = code.startsWith('+') ? code.slice(1) : code;
  return COUNTRIES.some((country) => country.countryDialingCode === digits);
}

// ---------------------------------------------------------------------------------------------
// Help centre (shape designed: categories of HTML articles)

interface ArticleText {
  title: string;
  content: string;
}

interface CategoryBlueprint {
  code: string;
  title: { EN: string; VI: string };
  /** A path for the 24x24 icon. */
  glyph: string;
  colour: string;
  articles: { EN: ArticleText; VI: ArticleText }[];
}

const HELP: CategoryBlueprint[] = [
  {
    code: 'GETTING_STARTED',
    title: { EN: 'Getting started', VI: 'Bắt đầu' },
    glyph: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0z',
    colour: '#6142bf',
    articles: [
      {
        EN: {
          title: 'How do I create an account?',
          content:
            '<p>Opening an account takes less than a minute. You can register with a <strong>username</strong> or with your <strong>mobile number</strong>.</p><ol><li>Tap <strong>Register</strong> at the top of any page.</li><li>Choose a username of 4 to 16 letters and digits, starting with a letter.</li><li>Pick a password of 6 to 12 letters and digits, then type it again to confirm.</li><li>Enter your mobile number and the SMS code we send you.</li><li>Type the 4-digit code shown in the picture and tap <strong>Register</strong>.</li></ol><p>You are signed in straight away. If a friend invited you, their invitation code is filled in for you.</p>',
        },
        VI: {
          title: 'Làm thế nào để tạo tài khoản?',
          content:
            '<p>Mở tài khoản chỉ mất chưa đến một phút. Bạn có thể đăng ký bằng <strong>tên đăng nhập</strong> hoặc bằng <strong>số điện thoại</strong>.</p><ol><li>Nhấn <strong>Đăng ký</strong> ở đầu bất kỳ trang nào.</li><li>Chọn tên đăng nhập dài 4 đến 16 ký tự gồm chữ và số, bắt đầu bằng chữ cái.</li><li>Đặt mật khẩu dài 6 đến 12 ký tự gồm chữ và số, rồi nhập lại để xác nhận.</li><li>Nhập số điện thoại và mã SMS chúng tôi gửi cho bạn.</li><li>Nhập mã 4 chữ số trong hình và nhấn <strong>Đăng ký</strong>.</li></ol><p>Bạn được đăng nhập ngay lập tức. Nếu được bạn bè mời, mã mời sẽ được điền sẵn.</p>',
        },
      },
      {
        EN: {
          title: 'I forgot my password',
          content:
            '<p>On the login window, tap <strong>Forgot password</strong> and choose how to recover it:</p><ul><li><strong>By phone</strong>: enter the mobile number of your account, request an SMS code, then set a new password. You are signed in automatically.</li><li><strong>By email</strong>: enter your username and the email address of your account. We send the new password to that address.</li></ul><p>The SMS code is valid for 5 minutes. If it does not arrive, wait for the countdown to end before asking for a new one.</p>',
        },
        VI: {
          title: 'Tôi quên mật khẩu',
          content:
            '<p>Tại cửa sổ đăng nhập, nhấn <strong>Quên mật khẩu</strong> và chọn cách khôi phục:</p><ul><li><strong>Qua điện thoại</strong>: nhập số điện thoại của tài khoản, yêu cầu mã SMS rồi đặt mật khẩu mới. Bạn sẽ được đăng nhập tự động.</li><li><strong>Qua email</strong>: nhập tên đăng nhập và địa chỉ email của tài khoản. Chúng tôi sẽ gửi mật khẩu mới đến địa chỉ đó.</li></ul><p>Mã SMS có hiệu lực trong 5 phút. Nếu chưa nhận được, hãy chờ hết thời gian đếm ngược rồi yêu cầu mã mới.</p>',
        },
      },
      {
        EN: {
          title: 'Keeping your account safe',
          content:
            '<p>Your account holds real money, so treat its details like a bank card.</p><ul><li>Never share your password, withdrawal password or SMS codes, not even with someone who says they are from customer service.</li><li>Use a different password here from the one you use elsewhere.</li><li>If you sign in from a new device or network, we may ask you to confirm it is you with an SMS code or your bank account name.</li></ul><p><em>Our staff will never ask for your password.</em></p>',
        },
        VI: {
          title: 'Giữ an toàn cho tài khoản',
          content:
            '<p>Tài khoản của bạn chứa tiền thật, vì vậy hãy bảo vệ thông tin như thẻ ngân hàng.</p><ul><li>Không bao giờ chia sẻ mật khẩu, mật khẩu rút tiền hay mã SMS, kể cả với người tự xưng là nhân viên chăm sóc khách hàng.</li><li>Dùng mật khẩu khác với mật khẩu bạn dùng ở nơi khác.</li><li>Khi đăng nhập từ thiết bị hoặc mạng mới, chúng tôi có thể yêu cầu xác minh bằng mã SMS hoặc tên tài khoản ngân hàng.</li></ul><p><em>Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.</em></p>',
        },
      },
    ],
  },
  {
    code: 'DEPOSIT',
    title: { EN: 'Deposits', VI: 'Nạp tiền' },
    glyph: 'M3 7h18v10H3zm9 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    colour: '#15803d',
    articles: [
      {
        EN: {
          title: 'How to deposit',
          content:
            '<p>Go to <strong>Member centre &rsaquo; Deposit</strong>, choose a method and follow the steps on screen.</p><table><thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th><th>Credited</th></tr></thead><tbody><tr><td>Bank transfer</td><td>100,000 VND</td><td>300,000,000 VND</td><td>1-5 minutes</td></tr><tr><td>E-wallet (MoMo, ZaloPay)</td><td>50,000 VND</td><td>20,000,000 VND</td><td>Instant</td></tr><tr><td>Scratch card</td><td>20,000 VND</td><td>5,000,000 VND</td><td>1-3 minutes</td></tr><tr><td>USDT (TRC20)</td><td>10 USDT</td><td>50,000 USDT</td><td>After 1 confirmation</td></tr></tbody></table><p>Always transfer the <strong>exact amount</strong> shown and include the reference code in the transfer note.</p>',
        },
        VI: {
          title: 'Cách nạp tiền',
          content:
            '<p>Vào <strong>Trung tâm thành viên &rsaquo; Nạp tiền</strong>, chọn phương thức và làm theo hướng dẫn trên màn hình.</p><table><thead><tr><th>Phương thức</th><th>Tối thiểu</th><th>Tối đa</th><th>Thời gian cộng tiền</th></tr></thead><tbody><tr><td>Chuyển khoản ngân hàng</td><td>100.000 VND</td><td>300.000.000 VND</td><td>1-5 phút</td></tr><tr><td>Ví điện tử (MoMo, ZaloPay)</td><td>50.000 VND</td><td>20.000.000 VND</td><td>Tức thì</td></tr><tr><td>Thẻ cào</td><td>20.000 VND</td><td>5.000.000 VND</td><td>1-3 phút</td></tr><tr><td>USDT (TRC20)</td><td>10 USDT</td><td>50.000 USDT</td><td>Sau 1 xác nhận</td></tr></tbody></table><p>Luôn chuyển <strong>đúng số tiền</strong> hiển thị và ghi mã tham chiếu vào nội dung chuyển khoản.</p>',
        },
      },
      {
        EN: {
          title: 'My deposit has not arrived',
          content:
            '<p>Most deposits are credited within 5 minutes. If yours is taking longer:</p><ol><li>Check that you transferred the exact amount with the reference code in the note.</li><li>Open <strong>Member centre &rsaquo; Transactions</strong> to see the status of the order.</li><li>If it still shows <em>processing</em> after 15 minutes, contact live chat with a screenshot of your bank receipt.</li></ol><p>Deposits sent to an old or expired account number cannot be traced automatically, so always copy the details from the current order.</p>',
        },
        VI: {
          title: 'Tiền nạp chưa được cộng',
          content:
            '<p>Phần lớn giao dịch nạp được cộng trong vòng 5 phút. Nếu lâu hơn:</p><ol><li>Kiểm tra bạn đã chuyển đúng số tiền và ghi mã tham chiếu trong nội dung.</li><li>Mở <strong>Trung tâm thành viên &rsaquo; Giao dịch</strong> để xem trạng thái lệnh.</li><li>Nếu sau 15 phút vẫn ở trạng thái <em>đang xử lý</em>, hãy liên hệ chat trực tuyến kèm ảnh chụp biên lai ngân hàng.</li></ol><p>Tiền chuyển vào số tài khoản cũ hoặc đã hết hạn không thể tự động đối soát, vì vậy hãy luôn sao chép thông tin từ lệnh hiện tại.</p>',
        },
      },
    ],
  },
  {
    code: 'WITHDRAWAL',
    title: { EN: 'Withdrawals', VI: 'Rút tiền' },
    glyph: 'M12 3l5 5h-3v6h-4V8H7zM4 17h16v4H4z',
    colour: '#b45309',
    articles: [
      {
        EN: {
          title: 'How to withdraw',
          content:
            '<p>Before your first withdrawal, add a bank account in your own name and set a <strong>withdrawal password</strong>.</p><ol><li>Go to <strong>Member centre &rsaquo; Withdraw</strong>.</li><li>Move any balance left in game wallets back to the main wallet.</li><li>Choose the bank account, enter the amount and your withdrawal password.</li></ol><p>The name on the bank account must match the payee name of your profile, without diacritics.</p>',
        },
        VI: {
          title: 'Cách rút tiền',
          content:
            '<p>Trước lần rút đầu tiên, hãy thêm tài khoản ngân hàng đứng tên bạn và đặt <strong>mật khẩu rút tiền</strong>.</p><ol><li>Vào <strong>Trung tâm thành viên &rsaquo; Rút tiền</strong>.</li><li>Chuyển số dư còn trong các ví trò chơi về ví chính.</li><li>Chọn tài khoản ngân hàng, nhập số tiền và mật khẩu rút tiền.</li></ol><p>Tên chủ tài khoản ngân hàng phải trùng với tên người nhận trong hồ sơ, viết không dấu.</p>',
        },
      },
      {
        EN: {
          title: 'Withdrawal limits and processing times',
          content:
            '<table><thead><tr><th>VIP level</th><th>Per withdrawal</th><th>Per day</th><th>Withdrawals per day</th></tr></thead><tbody><tr><td>VIP0-VIP2</td><td>200,000 - 50,000,000 VND</td><td>100,000,000 VND</td><td>5</td></tr><tr><td>VIP3-VIP5</td><td>200,000 - 200,000,000 VND</td><td>500,000,000 VND</td><td>10</td></tr><tr><td>VIP6 and above</td><td>200,000 - 1,000,000,000 VND</td><td>Unlimited</td><td>Unlimited</td></tr></tbody></table><p>Withdrawals are usually paid within <strong>15 minutes</strong>. Bonuses must meet their turnover requirement before the money can be withdrawn.</p>',
        },
        VI: {
          title: 'Hạn mức và thời gian xử lý rút tiền',
          content:
            '<table><thead><tr><th>Cấp VIP</th><th>Mỗi lần rút</th><th>Mỗi ngày</th><th>Số lần mỗi ngày</th></tr></thead><tbody><tr><td>VIP0-VIP2</td><td>200.000 - 50.000.000 VND</td><td>100.000.000 VND</td><td>5</td></tr><tr><td>VIP3-VIP5</td><td>200.000 - 200.000.000 VND</td><td>500.000.000 VND</td><td>10</td></tr><tr><td>VIP6 trở lên</td><td>200.000 - 1.000.000.000 VND</td><td>Không giới hạn</td><td>Không giới hạn</td></tr></tbody></table><p>Lệnh rút thường được thanh toán trong vòng <strong>15 phút</strong>. Tiền thưởng phải đạt đủ vòng cược trước khi được rút.</p>',
        },
      },
      {
        EN: {
          title: 'Confirming that you received a withdrawal',
          content:
            '<p>After we pay a withdrawal, the order asks you to confirm it:</p><ul><li><strong>Received</strong>: the full amount arrived.</li><li><strong>Partly received</strong>: enter the amount that arrived.</li><li><strong>Not received</strong>: upload a screenshot of your bank statement so we can investigate.</li></ul><p>If you do not answer within the time shown on the order, it is treated as received.</p>',
        },
        VI: {
          title: 'Xác nhận đã nhận tiền rút',
          content:
            '<p>Sau khi chúng tôi thanh toán, lệnh rút sẽ yêu cầu bạn xác nhận:</p><ul><li><strong>Đã nhận</strong>: nhận đủ số tiền.</li><li><strong>Nhận một phần</strong>: nhập số tiền thực nhận.</li><li><strong>Chưa nhận</strong>: tải lên ảnh sao kê ngân hàng để chúng tôi kiểm tra.</li></ul><p>Nếu bạn không phản hồi trong thời gian ghi trên lệnh, lệnh sẽ được coi là đã nhận.</p>',
        },
      },
    ],
  },
  {
    code: 'GAMES',
    title: { EN: 'Games & lottery', VI: 'Trò chơi & xổ số' },
    glyph: 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8zm1 3v2h2v2h2v-2h2v-2h-2V9H9v2z',
    colour: '#be123c',
    articles: [
      {
        EN: {
          title: 'Game wallets and transfers',
          content:
            '<p>Each game provider has its own wallet. When you open a game, your main balance is moved into that provider’s wallet automatically, and moved back when you return.</p><p>If a game closes unexpectedly, use <strong>Member centre &rsaquo; Transfer</strong> and tap <strong>Recall all</strong> to bring every balance back to the main wallet.</p><p><em>Only one game can be open at a time: finish or close the current round before starting another game.</em></p>',
        },
        VI: {
          title: 'Ví trò chơi và chuyển quỹ',
          content:
            '<p>Mỗi nhà cung cấp trò chơi có một ví riêng. Khi bạn mở trò chơi, số dư ví chính được chuyển tự động sang ví của nhà cung cấp đó và được chuyển về khi bạn quay lại.</p><p>Nếu trò chơi bị đóng đột ngột, vào <strong>Trung tâm thành viên &rsaquo; Chuyển quỹ</strong> và nhấn <strong>Thu hồi tất cả</strong> để đưa mọi số dư về ví chính.</p><p><em>Mỗi lần chỉ mở được một trò chơi: hãy hoàn tất hoặc đóng ván hiện tại trước khi bắt đầu trò khác.</em></p>',
        },
      },
      {
        EN: {
          title: 'How Vietnamese lottery betting works',
          content:
            '<p>Northern, Central and Southern lotteries draw every day at 16:15, 17:15 and 18:15. Fast lotteries draw every 1 to 5 minutes.</p><ul><li><strong>Lô</strong>: bet that a 2-digit number appears at the end of any prize.</li><li><strong>Đề</strong>: bet on the last 2 digits of the special prize.</li><li><strong>Xiên</strong>: combine 2 to 4 numbers that must all appear.</li></ul><p>Betting for a draw closes 15 minutes before it. Results and payouts appear in <strong>Betting records</strong> as soon as the draw is official.</p>',
        },
        VI: {
          title: 'Cách chơi xổ số Việt Nam',
          content:
            '<p>Xổ số miền Bắc, miền Trung và miền Nam quay thưởng hằng ngày lúc 16:15, 17:15 và 18:15. Xổ số nhanh quay mỗi 1 đến 5 phút.</p><ul><li><strong>Lô</strong>: đặt cược một số 2 chữ số xuất hiện ở cuối bất kỳ giải nào.</li><li><strong>Đề</strong>: đặt cược 2 chữ số cuối của giải đặc biệt.</li><li><strong>Xiên</strong>: ghép 2 đến 4 số và tất cả phải cùng về.</li></ul><p>Việc đặt cược cho một kỳ đóng trước giờ quay 15 phút. Kết quả và tiền thắng hiển thị trong <strong>Lịch sử cược</strong> ngay khi có kết quả chính thức.</p>',
        },
      },
    ],
  },
  {
    code: 'PROMOTIONS',
    title: { EN: 'Promotions & VIP', VI: 'Khuyến mãi & VIP' },
    glyph: 'M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z',
    colour: '#ca8a04',
    articles: [
      {
        EN: {
          title: 'VIP levels and benefits',
          content:
            '<p>Your VIP level rises with your deposits and valid bets, and is reviewed every Monday.</p><table><thead><tr><th>Level</th><th>Birthday bonus</th><th>Weekly rebate</th><th>Service</th></tr></thead><tbody><tr><td>VIP1</td><td>58,000 VND</td><td>0.5%</td><td>Live chat</td></tr><tr><td>VIP3</td><td>288,000 VND</td><td>0.8%</td><td>Live chat</td></tr><tr><td>VIP5</td><td>1,888,000 VND</td><td>1.0%</td><td>VIP channel</td></tr><tr><td>VIP8</td><td>18,888,000 VND</td><td>1.5%</td><td>Personal manager</td></tr></tbody></table>',
        },
        VI: {
          title: 'Cấp độ VIP và quyền lợi',
          content:
            '<p>Cấp VIP tăng theo tổng nạp và cược hợp lệ, được xét lại vào thứ Hai hằng tuần.</p><table><thead><tr><th>Cấp</th><th>Quà sinh nhật</th><th>Hoàn trả hằng tuần</th><th>Hỗ trợ</th></tr></thead><tbody><tr><td>VIP1</td><td>58.000 VND</td><td>0,5%</td><td>Chat trực tuyến</td></tr><tr><td>VIP3</td><td>288.000 VND</td><td>0,8%</td><td>Chat trực tuyến</td></tr><tr><td>VIP5</td><td>1.888.000 VND</td><td>1,0%</td><td>Kênh VIP</td></tr><tr><td>VIP8</td><td>18.888.000 VND</td><td>1,5%</td><td>Quản lý riêng</td></tr></tbody></table>',
        },
      },
      {
        EN: {
          title: 'Earning and spending points',
          content:
            '<p>You earn points on every valid bet: lottery, live casino, slots, sports and card games each have their own rate. Points never expire.</p><p>Spend them in the <strong>Points mall</strong> on gifts or convert them to cash. Redeeming a gift asks for your withdrawal password, a delivery address and a mobile number.</p>',
        },
        VI: {
          title: 'Tích và sử dụng điểm thưởng',
          content:
            '<p>Bạn nhận điểm cho mỗi cược hợp lệ: xổ số, casino trực tuyến, slot, thể thao và game bài có tỷ lệ riêng. Điểm không bao giờ hết hạn.</p><p>Dùng điểm tại <strong>Cửa hàng điểm</strong> để đổi quà hoặc quy đổi thành tiền. Khi đổi quà, bạn cần nhập mật khẩu rút tiền, địa chỉ nhận hàng và số điện thoại.</p>',
        },
      },
    ],
  },
  {
    // The footer's "Responsible gaming" link opens this topic (app/features/content/help-topics.ts).
    code: 'RESPONSIBLE',
    title: { EN: 'Responsible gaming', VI: 'Chơi có trách nhiệm' },
    glyph: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z',
    colour: '#0e7490',
    articles: [
      {
        EN: {
          title: 'Play responsibly',
          content:
            '<p>Gaming should be entertainment, not a way to make money. You must be <strong>18 or older</strong> to play.</p><ul><li>Set a budget before you play and stop when you reach it.</li><li>Never chase losses or borrow money to play.</li><li>Take regular breaks.</li></ul><p>If you want a break, customer service can limit your deposits or close your account for a period you choose.</p>',
        },
        VI: {
          title: 'Chơi có trách nhiệm',
          content:
            '<p>Trò chơi là để giải trí, không phải cách kiếm tiền. Bạn phải <strong>đủ 18 tuổi</strong> trở lên để tham gia.</p><ul><li>Đặt ngân sách trước khi chơi và dừng lại khi đạt mức đó.</li><li>Không gỡ gạc khi thua và không vay tiền để chơi.</li><li>Nghỉ ngơi thường xuyên.</li></ul><p>Nếu muốn tạm nghỉ, bộ phận chăm sóc khách hàng có thể giới hạn nạp tiền hoặc khóa tài khoản trong khoảng thời gian bạn chọn.</p>',
        },
      },
      {
        EN: {
          title: 'Limits, breaks and self-exclusion',
          content:
            '<p>Ask customer service for any of these at any time. Limits take effect at once; raising a limit again takes effect after 24 hours.</p><ul><li><strong>Deposit limit</strong>: the most you can deposit per day, week or month.</li><li><strong>Time-out</strong>: your account is locked for 1, 7 or 30 days.</li><li><strong>Self-exclusion</strong>: your account is closed for at least 6 months and you receive no promotions.</li></ul><p>If gambling is causing you harm, talk to someone you trust or to a professional support service.</p>',
        },
        VI: {
          title: 'Giới hạn, tạm nghỉ và tự loại trừ',
          content:
            '<p>Bạn có thể yêu cầu bộ phận chăm sóc khách hàng áp dụng các biện pháp sau bất cứ lúc nào. Giới hạn có hiệu lực ngay; việc nâng lại giới hạn có hiệu lực sau 24 giờ.</p><ul><li><strong>Giới hạn nạp tiền</strong>: số tiền tối đa được nạp mỗi ngày, tuần hoặc tháng.</li><li><strong>Tạm nghỉ</strong>: tài khoản bị khóa trong 1, 7 hoặc 30 ngày.</li><li><strong>Tự loại trừ</strong>: tài khoản bị đóng ít nhất 6 tháng và bạn không nhận khuyến mãi nào.</li></ul><p>Nếu cờ bạc đang gây hại cho bạn, hãy chia sẻ với người bạn tin tưởng hoặc một dịch vụ hỗ trợ chuyên nghiệp.</p>',
        },
      },
    ],
  },
  {
    // The registration's agreement and the footer's "Terms and conditions" link open this topic.
    code: 'TERMS',
    title: { EN: 'Terms and conditions', VI: 'Điều khoản và điều kiện' },
    glyph: 'M6 2h8l6 6v14H6z',
    colour: '#475569',
    articles: [
      {
        EN: {
          title: 'Your account',
          content:
            '<p>By registering you confirm that you are <strong>18 or older</strong> and that the details you give are true and your own.</p><ul><li>One person may hold only one account. Accounts opened to claim the same bonus more than once are closed and their bonuses removed.</li><li>You are responsible for keeping your password and withdrawal password secret.</li><li>Deposits and withdrawals must use payment accounts in your own name.</li></ul><p>We may ask you to prove your identity before paying a withdrawal, and may close an account that breaks these terms.</p>',
        },
        VI: {
          title: 'Tài khoản của bạn',
          content:
            '<p>Khi đăng ký, bạn xác nhận rằng bạn <strong>đủ 18 tuổi</strong> trở lên và các thông tin cung cấp là đúng sự thật và thuộc về chính bạn.</p><ul><li>Mỗi người chỉ được sở hữu một tài khoản. Các tài khoản lập ra để nhận cùng một khuyến mãi nhiều lần sẽ bị khóa và thu hồi tiền thưởng.</li><li>Bạn có trách nhiệm giữ bí mật mật khẩu và mật khẩu rút tiền.</li><li>Việc nạp và rút tiền phải dùng tài khoản thanh toán đứng tên bạn.</li></ul><p>Chúng tôi có thể yêu cầu xác minh danh tính trước khi thanh toán lệnh rút và có thể đóng tài khoản vi phạm các điều khoản này.</p>',
        },
      },
      {
        EN: {
          title: 'Bets, bonuses and results',
          content:
            '<p>A bet is accepted once it appears in your <strong>Betting records</strong>; it cannot be cancelled after that. Results are those of the game provider or the official lottery draw.</p><p>Each bonus has a turnover requirement shown in its promotion. Money from a bonus can be withdrawn only after that requirement is met. If a game fails, bets on the unfinished round are refunded.</p>',
        },
        VI: {
          title: 'Cược, tiền thưởng và kết quả',
          content:
            '<p>Một cược được chấp nhận khi xuất hiện trong <strong>Lịch sử cược</strong>; sau đó không thể hủy. Kết quả là kết quả của nhà cung cấp trò chơi hoặc của kỳ quay xổ số chính thức.</p><p>Mỗi khoản tiền thưởng có yêu cầu vòng cược ghi trong khuyến mãi. Tiền từ tiền thưởng chỉ được rút sau khi đạt yêu cầu đó. Nếu trò chơi gặp lỗi, các cược của ván chưa hoàn tất sẽ được hoàn lại.</p>',
        },
      },
    ],
  },
  {
    // The footer's "Privacy policy" link opens this topic.
    code: 'PRIVACY',
    title: { EN: 'Privacy policy', VI: 'Chính sách quyền riêng tư' },
    glyph: 'M7 10V7a5 5 0 0 1 10 0v3h2v12H5V10zm2 0h6V7a3 3 0 0 0-6 0z',
    colour: '#7c3aed',
    articles: [
      {
        EN: {
          title: 'What we collect',
          content:
            '<p>We keep only what we need to run your account:</p><ul><li>the details you give when you register and in your profile (username, mobile number, email, payee name);</li><li>your deposits, withdrawals and bets;</li><li>the device, browser and IP address you sign in from, to protect your account.</li></ul>',
        },
        VI: {
          title: 'Chúng tôi thu thập những gì',
          content:
            '<p>Chúng tôi chỉ lưu những gì cần thiết để vận hành tài khoản của bạn:</p><ul><li>thông tin bạn cung cấp khi đăng ký và trong hồ sơ (tên đăng nhập, số điện thoại, email, tên người nhận);</li><li>các giao dịch nạp, rút tiền và cược của bạn;</li><li>thiết bị, trình duyệt và địa chỉ IP bạn dùng để đăng nhập, nhằm bảo vệ tài khoản.</li></ul>',
        },
      },
      {
        EN: {
          title: 'How we use and protect it',
          content:
            '<p>We use your personal details only to run your account, pay your withdrawals and meet legal duties. We never sell them.</p><p>Passwords are never stored in readable form, and our staff will never ask for them. You can ask customer service for a copy of your details or to correct them at any time.</p>',
        },
        VI: {
          title: 'Cách chúng tôi sử dụng và bảo vệ thông tin',
          content:
            '<p>Chúng tôi chỉ dùng thông tin cá nhân để vận hành tài khoản, thanh toán rút tiền và thực hiện nghĩa vụ pháp lý, và không bao giờ bán thông tin đó.</p><p>Mật khẩu không bao giờ được lưu ở dạng có thể đọc được, và nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn. Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao hoặc sửa thông tin của mình bất cứ lúc nào.</p>',
        },
      },
    ],
  },
];

const helpIcon = (glyph: string, colour: string) =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${colour}"/><path d="${glyph}" fill="#fff" transform="translate(3.6 3.6) scale(0.7)"/></svg>`,
  );

export const HELP_LANGUAGES = ['EN', 'VI'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** GET /wps/system/helpCenter in EN or VI (other languages fall back to EN, as untranslated content does). */
export function helpCenter(lang: string) {
  const language: HelpLanguage = lang.toUpperCase() === 'VI' ? 'VI' : 'EN';
  return HELP.map((category, c) => ({
    id: c + 1,
    code: category.code,
    title: category.title[language],
    icon: helpIcon(category.glyph, category.colour),
    sequence: c + 1,
    articles: category.articles.map((article, a) => ({
      id: (c + 1) * 100 + a + 1,
      title: article[language].title,
      content: richTextOr(article[language].content),
      sequence: a + 1,
      // Laid back from the world's epoch: the pinned day in stories, so screenshots are stable.
      updateTime: fakeEpoch() - ((c * 7 + a * 3) % 40) * DAY - 9 * 3_600_000,
    })),
  })) satisfies z.input<typeof helpCenterSchema>;
}

// ---------------------------------------------------------------------------------------------
// Feedback

export interface FeedbackEntry {
  feedbackId: string;
  /** The member's account, or undefined for a visitor. */
  account: string | undefined;
  questionType: FeedbackQuestionType;
  content: string;
  contact: string;
  createdAt: number;
}

/** What PUT /wps/feedback received, newest last (nothing reads it back on the platform side). */
export const feedbackInbox = defineStore('feedback', (): FeedbackEntry[] => []);

export function addFeedback(entry: Omit<FeedbackEntry, 'feedbackId' | 'createdAt'>): FeedbackEntry {
  const inbox = feedbackInbox();
  const saved: FeedbackEntry = { ...entry, feedbackId: `FB${String(inbox.length + 1).padStart(6, '0')}`, createdAt: Date.now() };
  inbox.push(saved);
  return saved;
}
