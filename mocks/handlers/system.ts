import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  countWords,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
  type FeedbackQuestionType,
} from '../../app/api/system.contract.ts';
import {
  addFeedback,
  COUNTRIES,
  customerServiceAt,
  domainRoutes,
  DOWN_IMAGE_CDN,
  DOWN_LAUNCH_CDN,
  IMAGE_CDN,
  helpCenter,
  REGISTER_RULES,
  systemStatusFor,
  whitelabelTree,
} from '../db/system.ts';
import { issueCaptcha } from '../db/verification.ts';
import { currentWorld } from '../db/world.ts';
import { ok } from './envelope.ts';
import { failure, httpError, str, wps } from './platform.ts';
import { providerOrigin } from './provider-origin.ts';

/** What the live image server answers in the spare-servers world: one picture for every path. */
const CDN_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5b3fc4"/><circle cx="32" cy="26" r="12" fill="#f5b83d"/><rect x="14" y="42" width="36" height="12" rx="6" fill="#f5b83d"/></svg>';

const isQuestionType = (value: string): value is FeedbackQuestionType => (FEEDBACK_QUESTION_TYPES as readonly string[]).includes(value);

export const systemHandlers: HttpHandler[] = [
  // The gateway lets the status call through in maintenance: its answer is what shows the maintenance screen.
  // The customer-service paths decrypt to the fake service page on this request's provider origin.
  ...wps('get', ['/wps/system/status', '/wps/v2/system/status'], {}, (ctx) =>
    systemStatusFor(currentWorld(), customerServiceAt(providerOrigin(ctx)), providerOrigin(ctx)),
  ),

  // The spare-servers world: the down servers never answer; the live image server answers every picture.
  http.all(`${DOWN_IMAGE_CDN}/*`, () => HttpResponse.error()),
  http.all(`${DOWN_LAUNCH_CDN}/*`, () => HttpResponse.error()),
  http.get(`${IMAGE_CDN}/*`, () =>
    currentWorld().spareServers ? new HttpResponse(CDN_PICTURE, { headers: { 'Content-Type': 'image/svg+xml' } }) : undefined,
  ),

  ...wps('get', '/wps/system/setting/register', {}, () => REGISTER_RULES),

  ...wps('get', '/wps/system/whitelabel', {}, () => whitelabelTree(currentWorld().modulesOff, currentWorld().modulesOn)),

  ...wps('get', '/wps/system/domainRoute', {}, () => domainRoutes()),

  // The speed test's probe of a mirror domain: it answers after the domain's designed latency (its
  // `speed` in the store, which the screen does not show), so the measured times differ and sort.
  http.get('https://*.viva.example.test/', async ({ request }) => {
    if (!new URL(request.url).searchParams.has('speedTest')) return undefined;
    const origin = new URL(request.url).origin;
    const route = domainRoutes().find((entry) => typeof entry !== 'string' && entry.domain === origin);
    if (!route || typeof route === 'string') return HttpResponse.error();
    await delay(route.speed);
    return new HttpResponse(null, { status: 204 });
  }),

  ...wps('get', '/wps/system/helpCenter', {}, ({ query }) => {
    const lang = str(query, 'lang');
    const device = str(query, 'device');
    if (lang === '' || !['WEB', 'H5', 'APP'].includes(device)) return httpError(400, 'request_param_err', 'lang and device are required');
    return helpCenter(lang);
  }),

  ...wps('get', '/wps/system/country', {}, () => COUNTRIES),

  // Visitors may write too (spec: no token); a member's entry is filed under the account.
  ...wps('put', '/wps/feedback', { module: 'FEEDBACK3', auth: 'optional' }, ({ body, account }) => {
    const questionType = str(body, 'questionType');
    const content = str(body, 'content').trim();
    if (!isQuestionType(questionType)) return failure('Please choose a question type', 'request_param_err');
    if (content === '') return failure('Content cannot be empty', 'feedback.content.empty');
    const words = countWords(content);
    if (words < FEEDBACK_WORDS_MIN || words > FEEDBACK_WORDS_MAX) {
      return failure(`Feedback content must be between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`, 'feedback.content.length');
    }
    const saved = addFeedback({ account: account?.account, questionType, content, contact: str(body, 'contact').trim() });
    return { feedbackId: saved.feedbackId };
  }),

  // Each picture replaces the previous code, so it must never come from a cache.
  ...wps('get', '/wps/captcha', { module: 'CAPTCHA3' }, () =>
    HttpResponse.json(ok(issueCaptcha().png), { headers: { 'Cache-Control': 'no-store' } }),
  ),
];
