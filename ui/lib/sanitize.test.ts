import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads.ts';
import { dangerousNodesInHtml as findings } from '../../tests/support/xss-oracle.ts';
import { cssAsParsed, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  test('positive control: the oracle flags the raw corpus', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => findings(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(55);
  });

  test.each(XSS_PAYLOADS)('leaves nothing script-capable in %s', (payload) => {
    expect(findings(sanitizeHtml(payload))).toEqual([]);
  });

  test('leaves nothing script-capable in any payload of the public corpus (tests/fixtures/xss-corpus)', () => {
    const corpus = JSON.parse(readFileSync('tests/fixtures/xss-corpus/payloads.json', 'utf8')) as { payloads: { payload: string }[] };
    expect(corpus.payloads.length).toBeGreaterThan(2600);
    const leaks = corpus.payloads.flatMap(({ payload }) => {
      const found = findings(sanitizeHtml(payload));
      return found.length > 0 ? [{ payload, found }] : [];
    });
    expect(leaks).toEqual([]);
  });

  test('is idempotent on the corpus', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeHtml(payload);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  test('keeps ordinary rich text: formatting, lists, tables, safe links and images, inline styles', () => {
    const html =
      '<h2 style="color: red">Welcome</h2><p><strong>Bonus</strong> <em>100%</em></p><ul><li>One</li></ul>' +
      '<table><tbody><tr><td colspan="2">Cell</td></tr></tbody></table>' +
      '<a href="https://example.test/promo" target="_blank">Promo</a><img src="https://cdn.example.test/a.png" alt="Banner">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2 style="color: red">Welcome</h2>');
    expect(clean).toContain('<strong>Bonus</strong>');
    expect(clean).toContain('<td colspan="2">Cell</td>');
    expect(clean).toContain('<a href="https://example.test/promo" target="_blank" rel="noopener noreferrer">Promo</a>');
    expect(clean).toContain('<img src="https://cdn.example.test/a.png" alt="Banner">');
  });

  test('judges a style as the CSS parser reads it: escapes cannot smuggle url() or expression()', () => {
    const smuggled = [
      'background-image:\\75rl(https://tracker.example.test/p.png)',
      'background:\\000075\\72\\6c(https://tracker.example.test/p.png)',
      'background:u\\rl(https://tracker.example.test/p.png)',
      'width:expressio\\6e(alert(1))',
      'width:expr\\65ssion(alert(1))',
      'behavio\\72:url(#default#x)',
      '@\\69mport "https://tracker.example.test/x.css"',
    ];
    for (const style of smuggled) {
      const html = `<p style="${style}">Bonus</p>`;
      // The oracle sees the remote url() or expression() the browser would.
      if (style.includes('rl(')) expect(findings(html).length, style).toBeGreaterThan(0);
      expect(sanitizeHtml(html), style).toBe('<p>Bonus</p>');
    }
    // An escape that only spells a colour is harmless and stays as written.
    expect(sanitizeHtml('<p style="color: \\72 ed">Bonus</p>')).toBe('<p style="color: \\72 ed">Bonus</p>');
    expect(cssAsParsed('color: \\72 ed; /* note */ margin: 0')).toBe('color: red;  margin: 0');
  });

  test('drops targets other than _blank and non-http image sources', () => {
    expect(sanitizeHtml('<a target="_top" href="https://x.test">x</a>')).toBe('<a href="https://x.test">x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('<img alt="x">');
  });

  test('accepts anything without throwing and leaves nothing dangerous (property)', () => {
    const fragment = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      'script',
      'img',
      'svg',
      'a',
      'onerror',
      'href',
      'src',
      'javascript:',
      'alert(1)',
      '<!--',
      '-->',
      'style',
      'math',
      '&#x09;',
      'x',
    );
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join('')),
        fc.string({ unit: 'binary', maxLength: 200 }),
        (soup, noise) => {
          const clean = sanitizeHtml(soup + noise);
          expect(findings(clean)).toEqual([]);
          expect(sanitizeHtml(clean)).toBe(clean);
        },
      ),
      { numRuns: 300, seed: 20261122 },
    );
  });

  test('treats non-strings as empty', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml({ toString: () => '<script>alert(1)</script>' })).toBe('');
  });
});
