/**
 * The one "dangerous node" oracle of the XSS tests: the sanitiser's unit tests (jsdom) and the corpus
 * run in a real browser (tests/e2e/xss-corpus.e2e.ts) judge rendered rich text with it. Static: it
 * reads a DOM and reports everything that could run script, load something, or leave the page unsafely;
 * it never executes anything.
 */

/**
 * Everything under `root` (its descendants, not `root` itself) that could run script or leave the page
 * unsafely: script-capable or form-capable elements (script, iframe, object, embed, base, meta, form,
 * svg, math, style, template...), event-handler attributes (`on*`), URL attributes with a scheme other
 * than http(s), mailto or tel (javascript:, vbscript:, data:), images from anywhere but http(s) or the
 * site, inline styles that load anything (url(), @import, expression(), behavior, -moz-binding,
 * image-set()) judged as written and as the CSS parser reads them, DOM clobbering (id or name without
 * the `user-content-` prefix), data attributes and `target=_blank` links without `rel`.
 *
 * Self-contained (no outside names), so a test can hand it to a real page as it is:
 * `page.evaluate(dangerousNodes, element)`.
 */
export function dangerousNodes(root: ParentNode): string[] {
  const dangerousTags = [
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
    'portal',
    'applet',
  ];
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'srcset', 'data', 'poster', 'lowsrc', 'dynsrc'];
  const safeSchemes = ['http', 'https', 'mailto', 'tel'];
  const loadingStyle = /url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|image-set\s*\(/i;
  // Read through the prototypes: a payload's named form controls can shadow `attributes`, `tagName`,
  // `getAttribute` and the rest on the element itself (DOM clobbering of the oracle).
  const names = Element.prototype.getAttributeNames;
  const read = Element.prototype.getAttribute;
  const localName = Object.getOwnPropertyDescriptor(Element.prototype, 'localName')!.get!;
  const htmlStyle = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style')!.get!;
  const svgStyle = Object.getOwnPropertyDescriptor(SVGElement.prototype, 'style')?.get;
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = (localName.call(el) as string).toLowerCase();
    if (dangerousTags.includes(tag)) found.push(`<${tag}>`);
    for (const raw of names.call(el)) {
      const name = raw.toLowerCase();
      const value = read.call(el, raw) ?? '';
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      // A scheme other than http(s), mailto or tel (the parser has already decoded entities).
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\s\p{Cc}]/gu, ''));
      if (urlAttributes.includes(name) && scheme !== null && !safeSchemes.includes(scheme[1]!.toLowerCase()))
        found.push(`${tag}[${name}=${value}]`);
      if (tag === 'img' && name === 'src' && !/^(?:https?:|\/(?!\/))/i.test(value)) found.push(`img[src=${value}]`);
      // Judged as written and as the CSS parser reads it (escapes decoded, comments gone).
      const style = el instanceof HTMLElement ? htmlStyle : el instanceof SVGElement ? svgStyle : undefined;
      const parsed = name === 'style' && style ? (style.call(el) as CSSStyleDeclaration).cssText : '';
      if (name === 'style' && loadingStyle.test(`${value} ${parsed}`)) found.push(`${tag}[style=${value}]`);
      if ((name === 'id' || name === 'name') && !value.startsWith('user-content-')) found.push(`${tag}[${name}] clobbering`);
      if (name.startsWith('data-')) found.push(`${tag}[${name}]`);
    }
    if (tag === 'a' && read.call(el, 'target') === '_blank' && read.call(el, 'rel') !== 'noopener noreferrer')
      found.push('a[target=_blank] without rel');
  }
  return found;
}

/** The oracle over an HTML string, parsed into an inert template (nothing in it can execute or load). */
export function dangerousNodesInHtml(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return dangerousNodes(template.content);
}
