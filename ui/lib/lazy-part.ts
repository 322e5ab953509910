import { useEffect, useState } from 'react';

/** Runs `run` when the browser is idle (a short timeout where there is no requestIdleCallback); returns a cancel. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Runs `run` once the next frame has been produced (its animation frame, then a task): work started then
 * is not part of that frame, so what it renders paints in a later one. (The frame may still reach the
 * screen a little after `run` starts: a request started here can end before it is presented.) A page
 * that paints no frames (a background tab) runs it after `timeout`. Returns a cancel.
 */
export function afterNextPaint(run: () => void, timeout = 500): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let inner: number | undefined;
  const frame = requestAnimationFrame(() => (inner = window.setTimeout(once)));
  const fallback = window.setTimeout(once, timeout);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(inner);
    window.clearTimeout(fallback);
  };
}

/**
 * A part of a component kept in its own chunk: loaded once (the first `load()` starts it, later calls
 * share it), and read synchronously once there, so a render after the load never suspends.
 */
export interface LazyPart<M> {
  /** The module, once loaded. */
  current: () => M | undefined;
  load: () => Promise<M>;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    current: () => module,
    load: () => {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // A failed chunk (a deploy replaced it, the network dropped) may be tried again on the next use.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The part's module for this render: undefined until it has loaded. With `now`, the load starts at once
 * (the part is on screen); else, with `idle`, when the browser is next idle. `load()` starts it at once
 * (a user reached for the part).
 */
export function useLazyPart<M>(part: LazyPart<M>, { idle = true, now = false }: { idle?: boolean; now?: boolean } = {}) {
  const [module, setModule] = useState(part.current);
  const load = () => {
    const loaded = part.current();
    if (loaded) return Promise.resolve(loaded);
    return part.load().then((next) => {
      setModule(() => next);
      return next;
    });
  };
  useEffect(() => {
    if (module) return;
    let live = true;
    const settle = (next: M) => {
      if (live) setModule(() => next);
    };
    // Loaded meanwhile by another instance: take it now.
    const loaded = part.current();
    if (loaded) {
      settle(loaded);
      return;
    }
    const start = () => void part.load().then(settle, () => undefined);
    let cancel: (() => void) | undefined;
    if (now) start();
    else if (idle) cancel = whenIdle(start);
    return () => {
      live = false;
      cancel?.();
    };
  }, [part, idle, now, module]);
  return { module, load };
}
