import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';

export type SafeHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Untrusted rich text from the server or storage. */
  html: string | null | undefined;
};

/**
 * The only place in the codebase that renders HTML. `contain: paint` makes the box the containing
 * block of anything `position: fixed` inside, so content can never overlay the real login or money UI.
 */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = sanitizeHtml(html);
  return (
    <div
      data-slot="safe-html"
      className={cn(
        'relative overflow-hidden break-words text-text [contain:paint]',
        '[&_a]:text-brand [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:p-1 [&_th]:border [&_th]:border-border [&_th]:p-1 [&_ul]:list-disc',
        className,
      )}
      // eslint-disable-next-line @eslint-react/dom-no-dangerously-set-innerhtml -- sanitised just above; this component is the one sanctioned sink.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
