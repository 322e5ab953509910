import { MessageSquareText } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from '../primitives/Button.tsx';

export type FeedbackLinkProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** The feedback page. */
  href: string;
  /** In-app navigation (the link's own is kept for a new tab). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** `line`: a sentence with the link (under a centre); `button`: the link alone, as a button (a page heading's action). */
  variant?: 'line' | 'button';
};

/** The way to the feedback form from the help centre and the member centre. */
export function FeedbackLink({ href, onNavigate, variant = 'line', className, ...props }: FeedbackLinkProps) {
  const { t } = useTranslation();
  const link = (
    <a
      href={href}
      onClick={onNavigate}
      data-slot="feedback-link"
      className={buttonVariants({ variant: variant === 'button' ? 'secondary' : 'ghost', size: 'sm' })}
    >
      <MessageSquareText aria-hidden className="size-4" />
      {t('feedback.link')}
    </a>
  );
  return (
    <p className={cn('flex flex-wrap items-center gap-space-sm text-sm text-muted', className)} {...props}>
      {variant === 'line' && <span>{t('feedback.linkHint')}</span>}
      {link}
    </p>
  );
}
