/**
 * The system contract: the status answer (maintenance, region, customer service, resources, the
 * whitelabel module switches and CDNs), the registration rules, domain routes, the help centre,
 * countries, feedback and the captcha, with their pure helpers (status code, module switch, flag and
 * captcha image sources). Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { flag, isFlagOn } from './common.contract.ts';

/** A whitelabel module switch node (`enabled` "1"/"0"), possibly with children. */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleNode[];
}

/** The node as the platform sends it (`enabled` is read as a flag, whatever its spelling). */
export interface ModuleNodeInput {
  modId: string;
  enabled: '1' | '0' | boolean;
  childrenNodes?: ModuleNodeInput[];
}

const moduleNode: z.ZodMiniType<ModuleNode, ModuleNodeInput> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: flag,
    childrenNodes: z._default(z.array(moduleNode), []),
  }),
) as z.ZodMiniType<ModuleNode, ModuleNodeInput>;

/**
 * A brand switch that defaults to shown: missing, null or empty reads as on, any other spelling as the
 * platform's flags read (isFlagOn), so only a switch the brand sent as off hides its centre.
 */
const shownUnlessOff = z._default(
  z.pipe(
    z.nullish(z.union([z.boolean(), z.number(), z.string()])),
    z.transform((value: boolean | number | string | null | undefined) => value == null || value === '' || isFlagOn(value)),
  ),
  true,
);

/** One field's registration rule; `acceptedPattern` "*" means any value (spec section 5). */
export const registerRuleSchema = z.object({
  enabled: z._default(z.boolean(), false),
  required: z._default(z.boolean(), false),
  acceptedPattern: z.nullish(z.string()),
  patternId: z.nullish(z.number().check(z.int())),
  minLength: z.nullish(z.number().check(z.int())),
  maxLength: z.nullish(z.number().check(z.int())),
});

/** Rules per registration field (username, password, payeeName, ... captcha). */
export const registerRulesSchema = z.record(z.string(), registerRuleSchema);

export const whitelabelSchema = z.array(moduleNode);

/** A domain of the speed test; some builds list bare domains, the spec's entries carry `speed`. */
export const domainRouteSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((domain) => ({ domain, speed: 0 })),
  ),
  z.object({ domain: z.string(), speed: z._default(z.number(), 0) }),
]);
export const domainRoutesSchema = z.array(domainRouteSchema);

export const systemStatusSchema = z.object({
  maintenance: z._default(z.boolean(), false),
  regionRestriction: z._default(z.boolean(), false),
  location: z._default(z.object({ ip: z._default(z.string(), ''), country: z._default(z.string(), '') }), { ip: '', country: '' }),
  info: z._default(
    z.object({
      customerService: z._default(
        z.array(z.object({ csType: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)), path: z.string() })),
        [],
      ),
      domainRoute: z._default(domainRoutesSchema, []),
      resources: z._default(
        z.array(
          z.object({
            resourceType: z.string(),
            url: z.nullish(z.string()),
            qrCodeUrl: z.nullish(z.string()),
            labelNameEn: z.nullish(z.string()),
          }),
        ),
        [],
      ),
      whitelabel: z._default(z.array(moduleNode), []),
      // isShowMC / isShowAC: spec section 5 lists them beside the whitelabel flags and no source shows
      // their place, so they are read here, beside the tree (docs/decisions/026-brand-centre-switches.md).
      isShowMC: shownUnlessOff,
      isShowAC: shownUnlessOff,
      register: z._default(registerRulesSchema, {}),
      mainDomain: z.nullish(z.string()),
      analytics: z.nullish(z.object({ gtagId: z.nullish(z.string()) })),
      imageCDNs: z._default(z.array(z.string()), []),
      launchGameCDNs: z._default(z.array(z.string()), []),
    }),
    {
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel: [],
      isShowMC: true,
      isShowAC: true,
      register: {},
      imageCDNs: [],
      launchGameCDNs: [],
    },
  ),
});

export type SystemStatus = z.infer<typeof systemStatusSchema>;
export type RegisterRule = z.infer<typeof registerRuleSchema>;
export type RegisterRules = z.infer<typeof registerRulesSchema>;
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** 0 the app, 1 the maintenance screen, 2 the region screen (spec section 2). */
export type SystemStatusCode = 0 | 1 | 2;

export function systemStatusCode(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

/**
 * A server list in the order this visit tries it: from a random start (spec section 9: "Random image
 * and game-launch CDN bases are chosen from the supplied lists"), then the others in turn, so a dead
 * server is followed by the next. `draw` is one random number in [0, 1) per page load: the same start
 * for the whole visit keeps the browser cache useful (performance.md 7.3).
 */
export function visitOrder(servers: readonly string[], draw: number): string[] {
  const start = Math.min(servers.length - 1, Math.floor(draw * servers.length));
  return start <= 0 ? [...servers] : [...servers.slice(start), ...servers.slice(0, start)];
}

/**
 * The Google tag id of the analytics setting, when it is one: it goes into a script URL, so only the
 * tag's own forms pass (G- measurement, AW- ads, UA- universal analytics ids; security reference, gtagId row).
 */
export function analyticsTagId(status: Pick<SystemStatus, 'info'> | undefined): string | undefined {
  const id = status?.info.analytics?.gtagId?.trim();
  return id && /^(?:G-[A-Z0-9]{4,16}|AW-\d{4,16}|UA-\d{4,12}-\d{1,4})$/.test(id) ? id : undefined;
}

type ModuleSource = Pick<SystemStatus, 'info'> | readonly ModuleNode[] | undefined;

/**
 * Whether a module switch is on, from the status answer or the whitelabel tree. A switch is on when
 * its node and every node above it are enabled; a switch the tree does not list is off (the platform
 * lists every module the brand has), and so is everything before the status call has answered.
 */
export function moduleEnabled(source: ModuleSource, modId: string): boolean {
  const roots = source === undefined ? [] : 'info' in source ? source.info.whitelabel : source;
  const walk = (nodes: readonly ModuleNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled;
      const below = walk(node.childrenNodes);
      if (below !== undefined) return node.enabled && below;
    }
    return undefined;
  };
  return walk(roots) ?? false;
}

/**
 * Whether the brand shows the member centre (isShowMC) and the agent centre (isShowAC), spec section 6.
 * Shown until the status call answers otherwise: the centres' own checks (session, role) still apply.
 */
export function centresShown(status: Pick<SystemStatus, 'info'> | undefined): { memberCentre: boolean; agentCentre: boolean } {
  return { memberCentre: status?.info.isShowMC ?? true, agentCentre: status?.info.isShowAC ?? true };
}

/**
 * The referral promotion's switch (designed: the live tree was never seen with one). On, the side
 * menu's invite card shows to members too; a visitor always sees it (spec section 2, left menu).
 */
export const REFERRAL_PROMO_MODULE = 'REFERRAL3';

/**
 * The responsible-gaming capability (designed, docs/decisions/018-safer-play-calls.md): on, the platform
 * takes the safer-play calls (deposit and loss limits, time-out, self-exclusion) and enforces them;
 * off or missing from the tree, the app hides those tools (the calls answer #543).
 */
export const RESPONSIBLE_GAMING_MODULE = 'RESPGAMING3';

/** Help centre (shape designed, not seen): categories of articles whose `content` is rich-text HTML to sanitise. */
export const helpArticleSchema = z.object({
  id: z.number(),
  title: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
  sequence: z._default(z.number(), 0),
  updateTime: z.nullish(z.number()),
});

export const helpCategorySchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z._default(z.string(), ''),
  icon: z.nullish(z.string()),
  sequence: z._default(z.number(), 0),
  articles: z._default(z.array(helpArticleSchema), []),
});

export const helpCenterSchema = z.array(helpCategorySchema);

export type HelpArticle = z.infer<typeof helpArticleSchema>;
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** A country of the mobile-number picker; `flag` is a fake-platform extra (the platform's flags live on the image CDN). */
export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((code) => String(code).replace(/^\+/, '')),
  ),
  countryName: z.nullish(z.string()),
  flag: z.nullish(z.string()),
});

export const countriesSchema = z.array(countrySchema);

export type Country = z.infer<typeof countrySchema>;

/** The flag to show: the answer's own, else `{imageCDN}/COUNTRY_FLAG/CIRCLE/{countryCode}.svg` (spec section 9). */
export function countryFlagSrc(country: Pick<Country, 'countryCode' | 'flag'>, imageCdn: string | undefined): string | undefined {
  if (country.flag) return country.flag;
  if (!imageCdn) return undefined;
  const base = imageCdn.endsWith('/') ? imageCdn.slice(0, -1) : imageCdn;
  return `${base}/COUNTRY_FLAG/CIRCLE/${encodeURIComponent(country.countryCode)}.svg`;
}

/** The support question types of spec section 3 (wire values designed). */
export const FEEDBACK_QUESTION_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/**
 * "Feedback content must be between {0} and {1} words" (spec section 5): counted in words, runs of
 * text between spaces (a Vietnamese syllable is one, as its writing spaces them), not in characters.
 * The bounds are not shown in the spec: 3 to 300 words, the form and the fake platform share them.
 */
export const FEEDBACK_WORDS_MIN = 3;
export const FEEDBACK_WORDS_MAX = 300;

/** Words in a text: runs of non-space characters (punctuation alone between spaces is not a word). */
export const countWords = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export interface FeedbackInput {
  questionType: FeedbackQuestionType;
  content: string;
  /** How to reach a visitor (email or phone); a member is known by the session. */
  contact?: string;
}

export const feedbackResultSchema = z.nullish(z.object({ feedbackId: z.nullish(z.string()) }));

/** Base64 PNG without the `data:` prefix. */
export const captchaSchema = z.string().check(z.minLength(1));

export const captchaImageSrc = (value: string) => `data:image/png;base64,${value}`;
