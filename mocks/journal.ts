/**
 * The fake platform's state lives in the page, so a reload of the dev app would forget registrations
 * and logins. The journal keeps a tab's state-changing requests in sessionStorage and replays them
 * through the same handlers before the app starts, which rebuilds the same state: the stores are
 * seeded and tokens deterministic, so the app's stored session is valid again.
 */
import { getResponse, type RequestHandler } from 'msw';

interface JournalEntry {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
  /** When the request was made (Date.now()); replayed as JOURNAL_TIME_HEADER. Older entries lack it. */
  time?: number;
}

/**
 * The replay's header naming when the request was first made, so a handler whose answer depends on
 * the time (a time-out's end, when a raised limit applies) rebuilds the same state after a reload.
 */
export const JOURNAL_TIME_HEADER = 'X-Journal-Time';

/** When a replayed request was first made (never later than now); undefined for a live request. */
export function journaledTime(request: Request): number | undefined {
  const raw = request.headers.get(JOURNAL_TIME_HEADER);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return undefined;
  return Math.min(Number(raw), Date.now());
}

const KEY = 'fakePlatformJournal';

/** Writes, and the captcha (a later login checks the code it served). */
const journaled = (request: Request) => request.method !== 'GET' || new URL(request.url).pathname === '/wps/captcha';

function isEntry(value: unknown): value is JournalEntry {
  const entry = value as Partial<JournalEntry> | null;
  return (
    typeof entry?.method === 'string' &&
    typeof entry.url === 'string' &&
    Array.isArray(entry.headers) &&
    typeof entry.body === 'string' &&
    (entry.time === undefined || typeof entry.time === 'number')
  );
}

export function createJournal(storage: Storage) {
  const read = (): JournalEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  // Appends happen in request order even though reading a body is asynchronous.
  let queue = Promise.resolve();

  return {
    clear: () => storage.removeItem(KEY),
    /** Records the request if it changes state; resolves once it is stored. */
    record(request: Request): Promise<void> {
      if (!journaled(request)) return queue;
      const copy = request.clone();
      const time = Date.now();
      queue = queue.then(async () => {
        const entry: JournalEntry = {
          method: copy.method,
          url: copy.url,
          headers: [...copy.headers.entries()],
          body: await copy.text(),
          time,
        };
        storage.setItem(KEY, JSON.stringify([...read(), entry]));
      });
      return queue;
    },
    /** Replays the journal through the handlers (after the scenario is applied, before the app runs). */
    async replay(handlers: readonly RequestHandler[]): Promise<number> {
      const entries = read();
      for (const entry of entries) {
        await getResponse(
          [...handlers],
          new Request(entry.url, {
            method: entry.method,
            headers: entry.time === undefined ? entry.headers : [...entry.headers, [JOURNAL_TIME_HEADER, String(entry.time)]],
            body: entry.method === 'GET' ? undefined : entry.body,
          }),
        );
      }
      return entries.length;
    },
  };
}
