/**
 * Content of the fake platform: announcements (player, popup, promotion, hot), banners for every page
 * group and the designed promotions with their activity applications. This module holds the store
 * (built from the seeds in announcements.ts, banners.ts and promotions.ts) and the reads over it; the
 * activity application is checked in promotion-applications.ts, and the shared authoring helpers
 * (languages, rich text, generated SVG art) are in content-authoring.ts.
 */
import type * as z from 'zod/mini';
import type { activityApplicationSchema } from '../../app/api/activity.contract.ts';
import type { Execution, noticeSchema, promotionSummarySchema } from '../../app/api/content.contract.ts';
import type { Account } from './accounts.ts';
import { announcementWire, buildAnnouncements, type AnnouncementRecord, type AnnouncementSeed } from './announcements.ts';
import { buildBanners, type BannerWire } from './banners.ts';
import { DAY, type Lang } from './content-authoring.ts';
import { PROMOTION_SEEDS, promotionSummary, type Application, type PromotionSeed } from './promotions.ts';
import { defineStore, fakeEpoch } from './world.ts';

export interface ContentState {
  announcements: AnnouncementRecord[];
  /** Every page's banners, as each language sees them (the same banners, localised). */
  banners: Record<Lang, BannerWire[]>;
  promotions: readonly PromotionSeed[];
  /** account -> promotionId -> the pending application */
  applications: Map<string, Map<number, Application>>;
  applicationCounter: number;
}

export const content = defineStore<ContentState>('content', (rng, world) => {
  if (world.emptyCatalogues)
    return { announcements: [], banners: { EN: [], VI: [] }, promotions: [], applications: new Map(), applicationCounter: 0 };
  return {
    announcements: buildAnnouncements(rng),
    banners: { EN: buildBanners('EN'), VI: buildBanners('VI') },
    promotions: PROMOTION_SEEDS,
    applications: new Map(),
    applicationCounter: 0,
  };
});

export const ANNOUNCEMENT_TYPE_CODES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementTypeCode = (typeof ANNOUNCEMENT_TYPE_CODES)[number];

const byPriority = (a: AnnouncementRecord, b: AnnouncementRecord) =>
  (b.seed.priority ?? 1) - (a.seed.priority ?? 1) || b.startDate - a.startDate;

/** The MCSFE_getListAnnouncements value: all five keys, the lists of types not asked for empty. */
export function noticeValue(types: ReadonlySet<AnnouncementTypeCode>, execution: Execution, lang: Lang): z.input<typeof noticeSchema> {
  const state = content();
  const epoch = fakeEpoch();
  const live = state.announcements
    .filter((record) => record.startDate <= epoch && (record.endDate === null || record.endDate >= epoch))
    .sort(byPriority);
  const of = (type: AnnouncementSeed['type']) => (types.has(type) ? live.filter((record) => record.seed.type === type) : []);
  return {
    player: of('PL').map((record) => announcementWire(record, lang)),
    popup: of('PU')
      .filter((record) => record.seed.execution === execution)
      .map((record) => announcementWire(record, lang)),
    hot: of('H').map((record) => announcementWire(record, lang)),
    banners: types.has('B') ? state.banners[lang] : [],
    promotion: of('PR').map((record) => announcementWire(record, lang)),
  };
}

export function findPromotion(promotionId: number): PromotionSeed | undefined {
  return content().promotions.find((seed) => seed.id === promotionId);
}

export function applicationOf(account: Account | undefined, promotionId: number): Application | undefined {
  return account ? content().applications.get(account.account.toLowerCase())?.get(promotionId) : undefined;
}

export function listPromotions(lang: Lang, account: Account | undefined, category: string): z.output<typeof promotionSummarySchema>[] {
  return content()
    .promotions.filter((seed) => category === '' || seed.category === category)
    .map((seed) => promotionSummary(seed, lang, account, applicationOf(account, seed.id)));
}

/**
 * The caller's activity applications (designed, decision 015), newest first: those sent in this world
 * (APPLYING while reviewed) and, for a seeded
 * REJECTED status of an application promotion, the earlier application it answers, with its reason.
 */
export function listApplications(lang: Lang, account: Account): z.input<typeof activityApplicationSchema>[] {
  if (account.type === 4) return [];
  const rows: z.input<typeof activityApplicationSchema>[] = [];
  for (const seed of content().promotions) {
    if (!seed.needsApplication) continue;
    const copy = lang === 'VI' ? seed.vi : seed.en;
    const sent = applicationOf(account, seed.id);
    if (sent) {
      rows.push({ ...sent, promotionId: seed.id, title: copy.title, status: 'APPLYING', rejectReason: null });
    } else if (seed.memberStatus === 'REJECTED') {
      rows.push({
        applicationId: `AP${seed.id.toString(36).toUpperCase()}`,
        promotionId: seed.id,
        title: copy.title,
        status: 'REJECTED',
        comment: lang === 'VI' ? 'Ảnh giấy tờ, tháng sinh nhật' : 'ID photo, birthday month',
        imageCount: 1,
        appliedAt: fakeEpoch() - 3 * DAY,
        rejectReason: seed.rejectReason?.[lang === 'VI' ? 'vi' : 'en'] ?? null,
      });
    }
  }
  return rows.sort((a, b) => b.appliedAt - a.appliedAt);
}
