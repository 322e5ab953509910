import DOMPurify, { type Config } from 'dompurify';

/**
 * The one HTML sanitiser (announcements, notices, help, promotions, inbox). A narrow allowlist: no
 * forms, inputs, buttons, style elements, svg, math, iframes or templates, which removes most mXSS and
 * configuration-dependent bypass classes. `style` attributes stay (operators write rich text in
 * editors; CSP allows style attributes but no inline script). Sanitise at render time, every time,
 * including content read back from storage, and never post-process the result.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'center',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'class',
  'width',
  'height',
  'colspan',
  'rowspan',
  'target',
  'rel',
  'style',
  'align',
  'color',
  'size',
  'face',
  'lang',
  'dir',
];

/**
 * DOMPurify checks every non-URI-safe attribute value against this: values without a scheme pass
 * (`2`, `_blank`, `/promo`, `#top`); with a scheme, only http(s), mailto and tel (no javascript:,
 * data:, vbscript:). Same shape as DOMPurify's default, with fewer schemes.
 */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
};

const UNSAFE_STYLE = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|image-set\s*\(/i;

/**
 * A style value as the CSS parser reads it: escapes decoded (`\75rl(` is `url(`, `expressio\6e(` is
 * `expression(`, `u\rl(` is `url(`), so the filter judges what the browser sees. Comments are dropped
 * too, which can only make the filter stricter.
 */
export function cssAsParsed(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\\r?\n/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([^\n])/gi, (_, hex: string | undefined, char: string | undefined) => {
      if (hex === undefined) return char ?? '';
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    });
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Inline styles stay for layout and colour, but never load anything (tracking pixels, legacy expression()).
    if (UNSAFE_STYLE.test(cssAsParsed(node.getAttribute('style') ?? ''))) node.removeAttribute('style');
    if (node.tagName === 'A') {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    // data: images are script-inert but can be huge tracking or phishing payloads: media comes over http(s) only.
    if (node.tagName === 'IMG') {
      if (!/^(?:https?:|\/(?!\/))/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
      // An image the author left without alt text is treated as decorative rather than read as a file name.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
