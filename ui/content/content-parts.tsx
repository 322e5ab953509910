import { cn } from '../lib/cn.ts';

// What the content views (help centre, promotion detail, announcements) share: the rich-text classes.

/**
 * Classes for operator rich text inside SafeHtml. The platform's editor writes inline colours picked
 * for its dark skin (its gold #f39c12 is 2.2:1 on our light page): coloured text keeps standing out,
 * as the accent token that is readable in both themes, and inline backgrounds are dropped so no text
 * ends up on a colour we do not know.
 */
export const richTextClass = cn(
  'text-sm leading-relaxed [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_[style*=background]]:bg-transparent! [&_[style*=color]]:text-accent! [&_font[color]]:text-accent!',
);
