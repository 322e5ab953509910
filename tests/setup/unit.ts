import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mocks/node.ts';

// An unhandled request is a bug in the test or the code: fail loudly (msw 3 renamed the option).
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A console error or warning (React act() warnings, key warnings, failed prop types) fails the test.
beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
