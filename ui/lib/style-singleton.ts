/**
 * `react-style-singleton` without `<style>` elements (vite.config.ts aliases the package here). Radix's
 * modal dialogs and menus lock the page's scroll through react-remove-scroll, which adds its rules with
 * this package; the original inserts a `<style>` element, which the production Content-Security-Policy
 * (`style-src 'self'`, deploy/security-headers.inc.template) blocks and reports on every dialog. A
 * constructed stylesheet (`adoptedStyleSheets`) is not an inline style element, so the rules apply under
 * that policy. Where constructed stylesheets are missing (jsdom in unit tests) the original way is kept.
 * Same exports and behaviour: the rules are added with the first user and removed with the last.
 */
import { useEffect } from 'react';

type Sheet = { add: (style: string) => void; remove: () => void };

const constructable = () =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

function adopt(style: string): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(style);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
  };
}

function styleElement(style: string): () => void {
  const tag = document.createElement('style');
  tag.appendChild(document.createTextNode(style));
  document.head.appendChild(tag);
  return () => tag.remove();
}

export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let detach: (() => void) | null = null;
  return {
    add(style) {
      if (counter === 0 && typeof document !== 'undefined') detach = constructable() ? adopt(style) : styleElement(style);
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && detach) {
        detach();
        detach = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the original: the rules are read once, or again on change when dynamic.
    }, [styles && isDynamic]);
  };
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
