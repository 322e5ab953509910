import { describe, expect, test, vi } from 'vitest';
import { ChunkLoadError, forgetChunkReload, isChunkLoadError, loadChunk } from './lazy-page.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route chunks', () => {
  test('a chunk that loads is returned and clears an earlier reload mark', async () => {
    sessionStorage.setItem('chunkReloadAt', '1');
    await expect(loadChunk(() => Promise.resolve({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
    expect(sessionStorage.getItem('chunkReloadAt')).toBeNull();
  });

  test('the first failure reloads the page once and never settles; a second failure soon after is thrown', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    let settled = false;
    void loadChunk(failing, { reload, now: () => 1_000_000 }).finally(() => (settled = true));
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    const error = await loadChunk(failing, { reload, now: () => 1_010_000 }).catch((e: unknown) => e);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isChunkLoadError(error)).toBe(true);
  });

  test('a failure long after the last automatic reload reloads again (a new deployment later on)', async () => {
    const reload = vi.fn();
    sessionStorage.setItem('chunkReloadAt', '1000');
    void loadChunk(() => Promise.reject(new Error('gone')), { reload, now: () => 1000 + 61_000 });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a chunk that takes longer than the timeout counts as failed', async () => {
    vi.useFakeTimers();
    try {
      // Already reloaded once just now, so the timeout is shown rather than reloaded.
      sessionStorage.setItem('chunkReloadAt', '500');
      const pending = loadChunk(() => new Promise(() => undefined), { timeoutMs: 120_000, now: () => 1_000 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(await pending).toBeInstanceOf(ChunkLoadError);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the retry on the error page clears the mark so the next failure reloads again', () => {
    sessionStorage.setItem('chunkReloadAt', '5');
    forgetChunkReload();
    expect(sessionStorage.getItem('chunkReloadAt')).toBeNull();
  });
});
