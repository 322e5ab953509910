import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { GAME_CATEGORY_PATHS } from '../paths.ts';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * On a page change the view goes to the hash's element or to the top (spec section 2); moving between
 * game categories scrolls smoothly, unless the player asked for reduced motion.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const previousRef = useRef(pathname);

  useEffect(() => {
    const from = previousRef.current;
    previousRef.current = pathname;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
    }
    if (from === pathname && !hash) return;
    const smooth = GAME_CATEGORY_PATHS.includes(from) && GAME_CATEGORY_PATHS.includes(pathname) && !prefersReducedMotion();
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'auto' });
  }, [pathname, hash]);

  return null;
}
