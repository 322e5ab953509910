import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { createJournal } from './journal.ts';

export const worker = setupWorker(...handlers);

/** The tab's journal of state-changing requests, so a reload keeps registrations and logins. */
export const journal = createJournal(sessionStorage);

/** Replays the tab's journal, then keeps recording (call after applying the scenario, before start). */
export async function restoreAndRecord(): Promise<void> {
  await journal.replay(handlers);
  worker.events.on('request:start', ({ request }) => void journal.record(request));
}
