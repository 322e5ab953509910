import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads.ts';
import { cssAsParsed, sanitizeHtml } from './sanitize.ts';

const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'frame',
  'frameset',
  'noscript',
  'isindex',
  'keygen',
  'video',
  'audio',
  'source',
  'details',
  'marquee',
  'body',
]);
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'srcset', 'data'];
/** A value with a scheme other than http(s), mailto or tel (the parser has already decoded entities). */
const unsafeScheme = (value: string) => {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\s\p{Cc}]/gu, ''));
  return scheme !== null && !['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase());
};

/** Static DOM oracle: everything in `html` that could run script or leave the page unsafely. */
function findings(html: string): string[] {
  const host = document.createElement('div');
  // The oracle parses into an inert template, so nothing it inspects can execute.
  const template = document.createElement('template');
  template.innerHTML = html;
  host.append(template.content.cloneNode(true));
  const found: string[] = [];
  for (const el of host.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (DANGEROUS_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (URL_ATTRS.includes(name) && unsafeScheme(attr.value)) found.push(`${tag}[${name}=${attr.value}]`);
      if (tag === 'img' && name === 'src' && !/^(?:https?:|\/)/i.test(attr.value)) found.push(`img[src=${attr.value}]`);
      // Judged as written and as the CSS parser reads it (escapes decoded, comments gone).
      const parsedStyle = name === 'style' ? (el as HTMLElement).style.cssText : '';
      if (name === 'style' && /url\(|expression\(/i.test(`${attr.value} ${parsedStyle}`)) found.push(`${tag}[style=${attr.value}]`);
      if ((name === 'id' || name === 'name') && !attr.value.startsWith('user-content-')) found.push(`${tag}[${name}] clobbering`);
      if (name.startsWith('data-')) found.push(`${tag}[${name}]`);
    }
    if (tag === 'a' && el.getAttribute('target') === '_blank' && el.getAttribute('rel') !== 'noopener noreferrer')
      found.push('a[target=_blank] without rel');
  }
  return found;
}

describe('sanitizeHtml', () => {
  test('positive control: the oracle flags the raw corpus', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => findings(payload).length > 0);
    expect(flagged.length).toBeGreaterThanOrEqual(55);
  });

  test.each(XSS_PAYLOADS)('leaves nothing script-capable in %s', (payload) => {
    expect(findings(sanitizeHtml(payload))).toEqual([]);
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
