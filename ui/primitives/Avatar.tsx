import { cva, type VariantProps } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Image, type ImageSources } from './Image.tsx';

const avatarVariants = cva(
  'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-pill bg-brand-soft font-semibold text-brand select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-16 text-xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const iconSize = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** "Nguyễn Văn An" → "NA": first letters of the first and last words, as most avatar UIs do. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  // Array.from keeps a letter whole even outside the BMP.
  return [first, last]
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    src?: ImageSources;
    /** The person's name: used for the accessible name and for the initials fallback. */
    name?: string;
    /** Overrides the accessible name; pass "" when the name is already written next to the avatar. */
    alt?: string;
    /** The platform's default avatar, tried before the initials. */
    fallbackSrc?: ImageSources;
  };

/** A round user picture; when it fails (after one retry) it shows the default avatar, the initials, or a user icon. */
export function Avatar({ className, size = 'md', src, name, alt, fallbackSrc, ...props }: AvatarProps) {
  const { t } = useTranslation();
  const label = alt ?? (name?.trim() || t('widgets.avatar'));
  const initials = initialsOf(name);
  const fallback = (
    <span
      data-slot="avatar-fallback"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className="flex size-full items-center justify-center"
    >
      {initials ? <span aria-hidden="true">{initials}</span> : <UserRound aria-hidden className={iconSize[size ?? 'md']} />}
    </span>
  );

  return (
    <span data-slot="avatar" data-size={size} className={cn(avatarVariants({ size }), className)} {...props}>
      <Image src={src} fallbackSrc={fallbackSrc} alt={label} fallback={fallback} className="size-full" />
    </span>
  );
}
