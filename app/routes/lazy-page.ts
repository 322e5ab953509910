/**
 * Route chunks: a chunk that fails to load (or takes over 120 s, spec section 9) reloads the page once,
 * to pick up a new deployment's file names; if it fails again soon after, the route error shows a clear
 * message with a retry instead of reloading in a loop.
 */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_KEY = 'chunkReloadAt';
/** A second failure within this window after the automatic reload is shown, not reloaded. */
const RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

interface LazyOptions {
  timeoutMs?: number;
  reload?: () => void;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading the page timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && error.name === 'ChunkLoadError' ? error : new ChunkLoadError(String(error), { cause: error }));
      },
    );
  });
}

/** Loads a route module; on failure reloads once, then throws a ChunkLoadError for the route error page. */
export async function loadChunk<T>(load: () => Promise<T>, options: LazyOptions = {}): Promise<T> {
  const storage = options.storage ?? sessionStorage;
  const now = options.now ?? Date.now;
  try {
    const module = await withTimeout(load(), options.timeoutMs ?? CHUNK_TIMEOUT_MS);
    storage.removeItem(RELOAD_KEY);
    return module;
  } catch (error) {
    const last = Number(storage.getItem(RELOAD_KEY));
    if (!Number.isFinite(last) || last <= 0 || now() - last > RELOAD_WINDOW_MS) {
      storage.setItem(RELOAD_KEY, String(now()));
      (options.reload ?? (() => window.location.reload()))();
      // The page is going away; never settle, so nothing renders an error in the meantime.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** Lets the route error page's retry reload again after the user asks for it. */
export function forgetChunkReload(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(RELOAD_KEY);
}
