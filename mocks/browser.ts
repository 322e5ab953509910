import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { createJournal } from './journal.ts';

/**
 * The host app's fake platform (dev server, demo build) lays its histories back from today, so a
 * default "last 7 days" filter always shows the seeded records; stories and tests keep the pinned day.
 */
export { followTheCalendar } from './db/world.ts';

export const worker = setupWorker(...handlers);

/** The tab's journal of state-changing requests, so a reload keeps registrations and logins. */
export const journal = createJournal(sessionStorage);

/** Replays the tab's journal, then keeps recording (call after applying the scenario, before start). */
export async function restoreAndRecord(): Promise<void> {
  await journal.replay(handlers);
  worker.events.on('request:start', ({ request }) => void journal.record(request));
}

const RICH_TEXT_KEY = 'fakePlatformRichText';

/**
 * For the host app's end-to-end tests (demo build only): what a tester reads off a real phone or
 * the captcha picture. Nothing here exists in a production build (the fake platform is dropped).
 */
export async function exposeTestHooks(): Promise<void> {
  const [{ currentCaptchaCode }, { findAccount }, { setFailingPaths }, { decideOrder }, { swapRichText }, { creditBetPoints }] =
    await Promise.all([
      import('./db/verification.ts'),
      import('./db/accounts.ts'),
      import('./db/world.ts'),
      import('./db/wallets.ts'),
      import('./db/content-authoring.ts'),
      import('./db/points.ts'),
    ]);
  // Kept for the tab, so the page load after the call answers with the payloads too.
  const richText = (payloads: string[] | null) => {
    swapRichText(payloads);
    if (payloads === null) sessionStorage.removeItem(RICH_TEXT_KEY);
    else sessionStorage.setItem(RICH_TEXT_KEY, JSON.stringify(payloads));
  };
  const kept = sessionStorage.getItem(RICH_TEXT_KEY);
  if (kept !== null) swapRichText(JSON.parse(kept) as string[]);
  Object.assign(window, {
    fakePlatform: {
      captchaCode: () => currentCaptchaCode(),
      mobileOf: (account: string) => findAccount(account)?.mobile,
      referralCodeOf: (account: string) => findAccount(account)?.referralCode,
      /** Every call to these paths fails (HTTP 500 #727) until called again; [] mends them. */
      failPaths: (paths: string[]) => setFailingPaths(paths),
      /**
       * Every rich-text answer (announcements, the login notice, promotion details, inbox messages,
       * help articles, agent announcements) carries these payloads, each after a visible marker
       * `⟦xss N⟧`, until called with null; kept for the tab across page loads.
       */
      richText,
      /** Credits or fails a pending deposit, pays out or rejects a processing withdrawal (a money notice follows). */
      decideOrder: (account: string, orderId: string, approve: boolean) => {
        const found = findAccount(account);
        return found ? decideOrder(found, orderId, approve) : false;
      },
      /** Credits points as settled bets do (the new points balance). */
      creditPoints: (account: string, earned: number) => {
        const found = findAccount(account);
        return found ? creditBetPoints(found, earned) : undefined;
      },
    },
  });
}
