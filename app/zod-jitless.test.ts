/**
 * public/zod-jitless.js sets zod's shared settings object before the app loads; this holds zod to the
 * contract that makes it work: `config()` returns `globalThis.__zod_globalConfig`, and with the script
 * run, zod is jitless (no `new Function` probe under the production CSP).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import { expect, test } from 'vitest';
import { config } from 'zod/mini';

test('public/zod-jitless.js makes zod jitless through the settings object config() returns', () => {
  const shared = () => (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
  expect(config()).toBe(shared());
  const before = config().jitless;
  try {
    // A classic script, run as the page runs it.
    runInThisContext(readFileSync(resolve('public/zod-jitless.js'), 'utf8'));
    expect(config().jitless).toBe(true);
    expect(config()).toBe(shared());
  } finally {
    config({ jitless: before });
  }
});
