import type { HttpHandler } from 'msw';
import type { Execution } from '../../app/api/content.contract.ts';
import { langOf } from '../db/content-authoring.ts';
import {
  ANNOUNCEMENT_TYPE_CODES,
  applicationOf,
  findPromotion,
  listApplications,
  listPromotions,
  noticeValue,
  type AnnouncementTypeCode,
} from '../db/content.ts';
import { applyForPromotion } from '../db/promotion-applications.ts';
import { promotionDetail } from '../db/promotions.ts';
import { failure, int, str, wps } from './platform.ts';

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

const EXECUTIONS: readonly string[] = ['A', 'B', 'F'];
const PLATFORMS: readonly string[] = ['W', 'M', 'A'];

/** Trial (free-play) accounts may look but not take part. */
const trialRefused = () => failure('Please register a real account to use this feature', 'trial.account.not.allowed');

export const contentHandlers: HttpHandler[] = [
  // One relay answers both the games' announcements (B,PL,PU,PR,H) and the notice (B,PL,PU,PR).
  ...wps('get', '/wps/relay/MCSFE_getListAnnouncements', { auth: 'optional', module: 'COMM3' }, ({ query, request }) => {
    const types = str(query, 'types')
      .split(',')
      .map((type) => type.trim())
      .filter((type) => type !== '');
    if (types.length === 0 || !types.every((type) => (ANNOUNCEMENT_TYPE_CODES as readonly string[]).includes(type)))
      return badParam('types');
    if (!PLATFORMS.includes(str(query, 'platform'))) return badParam('platform');
    const execution = str(query, 'execution');
    if (!EXECUTIONS.includes(execution)) return badParam('execution');
    return noticeValue(new Set(types as AnnouncementTypeCode[]), execution as Execution, langOf(request.headers.get('Language')));
  }),

  // Designed: the promotions list (path from a sibling registry, REWCEN3, no token needed).
  ...wps('get', '/wps/relay/MCSFE_getMerchantAvailablePromotions', { auth: 'optional', module: 'REWCEN3' }, ({ query, request, account }) =>
    listPromotions(langOf(request.headers.get('Language')), account, str(query, 'category')),
  ),

  // Designed: one promotion with its rich-text body and the caller's pending application.
  ...wps('get', '/wps/relay/MCSFE_getPromotionDetail', { auth: 'optional', module: 'REWCEN3' }, ({ query, request, account }) => {
    const promotionId = int(query, 'promotionId', 0);
    if (promotionId === 0) return badParam('promotionId');
    const seed = findPromotion(promotionId);
    if (!seed) return failure('Promotion not found', 'promotion.not.found');
    return promotionDetail(seed, langOf(request.headers.get('Language')), account, applicationOf(account, promotionId));
  }),

  // Designed (decision 015): the caller's activity applications, newest first.
  ...wps('get', '/wps/relay/MCSFE_getMyPromotionApplications', { auth: 'required', module: 'REWCEN3' }, ({ request, account }) =>
    listApplications(langOf(request.headers.get('Language')), account!),
  ),

  // Designed: the activity application (comment and up to 3 PNG/JPG images as base64 JSON).
  ...wps('post', '/wps/relay/MCSFE_applyPromotion', { auth: 'required', module: 'REWCEN3' }, ({ body, account }) => {
    if (account!.type === 4) return trialRefused();
    const promotionId = int(body, 'promotionId', 0);
    if (promotionId === 0) return badParam('promotionId');
    const comment = body.comment ?? '';
    const images = body.images ?? [];
    if (typeof comment !== 'string') return badParam('comment');
    if (!Array.isArray(images) || !images.every(isImage)) return badParam('images');
    const outcome = applyForPromotion(account!, { promotionId, comment, images });
    return outcome.ok ? outcome.value : failure(outcome.message, outcome.errorCode);
  }),
];

function isImage(value: unknown): value is { name: string; type: string; data: string } {
  if (typeof value !== 'object' || value === null) return false;
  const image = value as Record<string, unknown>;
  return typeof image.name === 'string' && typeof image.type === 'string' && typeof image.data === 'string';
}
