import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { pinEpoch } from '../../mocks/db/world.ts';
import { server } from '../../mocks/node.ts';
import { setApiLanguage, setScenario } from '../support/scenario.ts';
import { recordUnhandled, takeUnhandled } from './unhandled.ts';

// Waits end as soon as what they wait for is there; the bound is for a busy machine (a newcomer's
// laptop, CI with both cores taken), where building the 10,000-game world alone can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// An unhandled request is a bug in the test or the code: it is recorded (the request itself then
// fails, there is no network) and the test fails after it, whatever the code did with the error.
beforeAll(() => server.listen({ onUnhandledFrame: ({ frame }) => recordUnhandled(frame) }));
afterAll(() => server.close());

// Tests assert exact seeded dates: the fake platform's epoch is pinned (PINNED_EPOCH, Friday 2026-11-20),
// whatever the calendar says. A test may let it follow the calendar; the next one is pinned again.
pinEpoch();

// jsdom has no layout, and no ResizeObserver: a dialog's body measures itself with one.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A console error or warning (React act() warnings, key warnings, failed prop types) fails the test.
beforeEach(() => {
  setScenario('visitor');
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Every test starts from the seeded visitor world on the pinned day, signed out, in English.
  pinEpoch();
  setScenario('visitor');
  setApiLanguage('EN');
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  const unhandled = takeUnhandled();
  if (unhandled.length > 0) throw new Error(`Requests without a handler:\n  ${unhandled.join('\n  ')}`);
});
