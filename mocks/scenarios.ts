/**
 * Named states of the fake platform. One list, selected the same way everywhere: the Storybook
 * toolbar (.storybook/preview.tsx), tests (`useScenario` in tests/setup/scenario.ts) and the dev app
 * (`?scenario=name`, kept in sessionStorage for the browser tab, see app/main.tsx).
 */
import { SCENARIO_TOKENS } from './db/accounts.ts';
import { currentWorld, defaultWorld, resetWorld, type World } from './db/world.ts';

/**
 * The module switches of spec section 3, and the designed referral promotion's and responsible-gaming
 * capability's (decision 018); each has an `off-<modId>` scenario.
 */
export const MODULE_SWITCHES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG3',
  'CBS3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'REFERRAL3',
  'RESPGAMING3',
] as const;

export type ModuleSwitch = (typeof MODULE_SWITCHES)[number];

interface ScenarioDefinition {
  description: string;
  world: Partial<Omit<World, 'name'>>;
}

const base = {
  visitor: { description: 'A visitor on a normal day: nobody logged in, everything on.', world: {} },
  member: { description: 'Logged in as member01 (VIP1, plain member).', world: { login: 'member' } },
  agent: { description: 'Logged in as agent01 (agent type 1) with a team and contracts.', world: { login: 'agent' } },
  trial: { description: 'Logged in as a free-play trial account (type 4).', world: { login: 'trial' } },
  vip: { description: 'Logged in as vip01 (rank level 6): the VIP service channel.', world: { login: 'vip' } },
  maintenance: { description: 'systemStatus 1: the platform is under maintenance.', world: { maintenance: true } },
  'region-blocked': { description: 'systemStatus 2: the visitor’s IP or region is blocked.', world: { regionRestriction: true } },
  'logined-to-home-page': {
    description: 'Brand setting loginedToHomePage on: visitors are sent to /login.',
    world: { loginedToHomePage: true },
  },
  'game-bars': {
    description: 'Brand setting showGameBars on: /seamless and /vnlottery keep the header and side menu.',
    world: { showGameBars: true },
  },
  'captcha-required': { description: 'Every login needs the captcha, as after a failed attempt.', world: { captchaRequired: true } },
  'password-expired': { description: 'Logins answer passwordExpired: the forced change-password popup.', world: { passwordExpired: true } },
  geetest: {
    description: 'GEETEST3 on: registration and its SMS code need the geetest check (the stand-in passes it).',
    world: { modulesOn: ['GEETEST3'] },
  },
  'unregistered-ip': { description: 'Logins answer login_verify_required until the IP is verified.', world: { unregisteredIp: true } },
  'empty-catalogues': { description: 'No games, lotteries, banners, promotions or announcements.', world: { emptyCatalogues: true } },
  'deposit-closed': {
    description: 'Logged in as member01 outside deposit service hours.',
    world: { login: 'member', depositClosed: true },
  },
  'deposit-off': {
    description: 'Logged in as member01; the deposit module (DPSTBAS3) is switched off.',
    world: { login: 'member', modulesOff: ['DPSTBAS3'] },
  },
  'member-centre-off': {
    description: 'Logged in as member01; the brand switches the member centre off (isShowMC).',
    world: { login: 'member', showMemberCentre: false },
  },
  'agent-centre-off': {
    description: 'Logged in as agent01; the brand switches the agent centre off (isShowAC).',
    world: { login: 'agent', showAgentCentre: false },
  },
  'spare-servers': {
    description: 'Logged in as member01 (stock avatar, PROFPIC3 off); two image and two game-launch servers, the first of each down.',
    world: { login: 'member', spareServers: true, modulesOff: ['PROFPIC3'] },
  },
  analytics: { description: 'The permission call gives a Google tag id (analytics.gtagId G-VIVA2026).', world: { gtagId: 'G-VIVA2026' } },
  'slow-network': { description: 'Every call takes 2.5 s.', world: { latencyMs: 2500 } },
  faults: {
    description: 'One call in four fails with HTTP 500 #727 (seeded, so the same calls fail every run).',
    world: { faultRate: 0.25 },
  },
  'failing-sections': {
    description: 'The vendor lanes, hot games, big wins and promotions calls always fail (HTTP 500 #727); the rest answers.',
    world: {
      failingPaths: [
        '/wps/relay/GCSGAME_gameVendor',
        '/wps/relay/GCSGAME_hotGamesV2',
        '/wps/relay/ODSFE2_getWinnerBoard',
        '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      ],
    },
  },
} satisfies Record<string, ScenarioDefinition>;

type ModuleOffName = `off-${ModuleSwitch}`;

const moduleOff = {} as Record<ModuleOffName, ScenarioDefinition>;
for (const modId of MODULE_SWITCHES) {
  moduleOff[`off-${modId}`] = { description: `Module switch ${modId} off (its calls answer #543).`, world: { modulesOff: [modId] } };
}

export const scenarios: Record<keyof typeof base | ModuleOffName, ScenarioDefinition> = { ...base, ...moduleOff };

export type ScenarioName = keyof typeof scenarios;

export const scenarioNames = Object.keys(scenarios) as ScenarioName[];

export const DEFAULT_SCENARIO: ScenarioName = 'visitor';

/** Validates a name from a URL, storage or toolbar; anything else is undefined. */
export function parseScenarioName(value: unknown): ScenarioName | undefined {
  return typeof value === 'string' && Object.hasOwn(scenarios, value) ? (value as ScenarioName) : undefined;
}

/** Resets the fake platform to the scenario's initial state (all stores rebuilt from the seed). */
export function applyScenario(name: ScenarioName, overrides: Partial<Omit<World, 'name'>> = {}): World {
  const world: World = { ...defaultWorld, ...scenarios[name].world, ...overrides, name };
  resetWorld(world);
  return world;
}

export function activeScenario(): World {
  return currentWorld();
}

/** The session token a scenario starts with, for the host to store before it renders. */
export function scenarioToken(name: ScenarioName): string | undefined {
  const login = scenarios[name].world.login;
  return login ? SCENARIO_TOKENS[login] : undefined;
}
