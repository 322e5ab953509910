/**
 * The Google tag (gtag.js), in its own chunk (decision 027). One page_view per page (pathname) of the
 * single-page app, the first one included (the tag's own is off) and none twice. No personal data:
 * the events carry the page's path only, never its query (tokens, referral codes) or the account, and
 * Google signals and ad personalisation are off.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

let startedFor: string | undefined;
let lastPath: string | undefined;

function gtag(..._command: unknown[]) {
  // gtag.js reads the queue's Arguments objects, not arrays.
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

function start(id: string) {
  if (startedFor === id) return;
  startedFor = id;
  gtag('js', new Date());
  gtag('config', id, {
    send_page_view: false,
    page_location: `${window.location.origin}${window.location.pathname}`,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function pageView(id: string, path: string) {
  start(id);
  if (path === lastPath) return;
  lastPath = path;
  gtag('event', 'page_view', { send_to: id, page_path: path, page_location: `${window.location.origin}${path}` });
}
