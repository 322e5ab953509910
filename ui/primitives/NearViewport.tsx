import { Suspense, useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type NearViewportProps = Omit<ComponentProps<'div'>, 'children' | 'placeholder'> & {
  /** Rendered once the box comes near the viewport (a lazy component may suspend: the placeholder stays until it is there). */
  children: ReactNode;
  /**
   * Stands in until then: keep the section's heading in it, so a user (or a test) finding the region by
   * its name finds it before it has rendered.
   */
  placeholder?: ReactNode;
  /** The placeholder's height (a CSS length): about the rendered content's, so nothing moves when it comes. */
  minHeight: string;
  /** How far outside the viewport the content starts to render. */
  rootMargin?: string;
};

/**
 * Renders its children only when they come near the viewport (IntersectionObserver, 600 px ahead by
 * default), so a page's sections below the fold cost nothing on the first screen. Until then, and
 * while a lazily loaded child suspends, a placeholder of the given height keeps the layout still.
 * Without IntersectionObserver the children render at once.
 */
export function NearViewport({ children, placeholder, minHeight, rootMargin = '600px', className, style, ...props }: NearViewportProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  const waiting = (
    <div data-slot="near-viewport-placeholder" style={{ minHeight }}>
      {placeholder}
    </div>
  );
  return (
    <div
      ref={observe}
      data-slot="near-viewport"
      data-state={near ? 'near' : 'waiting'}
      className={cn('min-w-0', className)}
      style={style}
      {...props}
    >
      {near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </div>
  );
}
