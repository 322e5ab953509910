import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';

/** Markers that only the fake platform (msw and mocks/) put into a bundle. */
const MOCK_MARKERS = ['mockServiceWorker', '[MSW]', 'setupWorker'];

function scripts(dir: string): string {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
}

describe('build hygiene', () => {
  test('the production bundle contains no mock code', () => {
    const code = scripts(inject('prodDir'));
    expect(MOCK_MARKERS.filter((marker) => code.includes(marker))).toEqual([]);
  });

  test('positive control: the demo bundle does contain the fake platform', () => {
    const code = scripts('dist-demo');
    expect(MOCK_MARKERS.filter((marker) => code.includes(marker)).length).toBeGreaterThan(0);
  });

  test('the fake provider pages (games, lotto, chat, customer service) are in the demo build only', () => {
    const pages = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('fake-') && f.endsWith('.html'));
    expect(pages(inject('prodDir'))).toEqual([]);
    expect(pages('dist-demo').sort()).toEqual(['fake-chat.html', 'fake-game.html', 'fake-lotto.html', 'fake-service.html']);
  });

  test("react-router's link and form components, which the app never renders, are left out (vite.config.ts, treeShakeableRouter)", () => {
    // `data-discover` is an attribute of react-router's <Link>, <NavLink> and <Form>: its build has it.
    const router = 'node_modules/react-router/dist/production';
    const library = readdirSync(router)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(router, f), 'utf8'))
      .join('\n');
    expect(library).toContain('data-discover');
    expect(scripts(inject('prodDir'))).not.toContain('data-discover');
  });

  test('index.html has no inline script (CSP script-src self needs none)', () => {
    const html = readFileSync(join(inject('prodDir'), 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toEqual([]);
  });
});
