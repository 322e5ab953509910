import { Coins } from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from '../primitives/Button.tsx';

export type PointsMallLinkProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** The points mall. */
  href: string;
  /** In-app navigation (the link's own is kept for a new tab). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** Where a page speaks of rewards (VIP, missions, the reward centre): a sentence and the way to the points mall. */
export function PointsMallLink({ href, onNavigate, className, ...props }: PointsMallLinkProps) {
  const { t } = useTranslation();
  return (
    <p data-slot="points-mall-link" className={cn('flex flex-wrap items-center gap-space-sm text-sm text-muted', className)} {...props}>
      <span>{t('menu.pointMallHint')}</span>
      <a href={href} onClick={onNavigate} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <Coins aria-hidden className="size-4" />
        {t('menu.pointMallLink')}
      </a>
    </p>
  );
}
