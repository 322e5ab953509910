import { cva } from 'class-variance-authority';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';

/** One page of a centre (member or agent): what its menu row shows. */
export interface CentreMenuEntry<Id extends string = string> {
  id: Id;
  label: string;
  icon?: LucideIcon;
  /** The page's address: the row is a real link (new tab on a modified click); a plain click goes to `onSelect`. */
  href?: string;
  /** A counter after the label (open missions); nothing at 0. */
  count?: number;
  /** What a screen reader hears for the counter, e.g. "3 open missions". */
  countLabel?: string;
}

export type CentreMenuProps<Id extends string = string> = Omit<ComponentProps<'nav'>, 'onSelect'> & {
  /** The navigation landmark's name. */
  label: string;
  entries: readonly CentreMenuEntry<Id>[];
  /** The page shown in the panel: its row is marked aria-current="page". */
  current?: Id;
  onSelect?: (id: Id) => void;
  /** The entries are not known yet: skeleton rows, busy for assistive technology. */
  loading?: boolean;
  /** How many skeleton rows stand in while loading. */
  skeletonRows?: number;
};

// In a narrow centre (a phone: the menu is the whole view) rows grow to list height and get a chevron.
const rowVariants = cva(
  'group/row flex min-h-10 w-full min-w-0 items-center gap-space-sm rounded-md px-space-sm text-start text-sm text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand @max-2xl/centre:min-h-12 @max-2xl/centre:text-base',
);

const iconVariants = cva('size-5 shrink-0 text-muted group-aria-[current]/row:text-brand');

const chevronVariants = cva('hidden size-4 shrink-0 text-muted @max-2xl/centre:block rtl:rotate-180');

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A centre's page list: a navigation landmark holding a list of links, the shown page marked
 * aria-current. Tab and Enter move through it like any links; it is drawn as a column beside the
 * panel, and as a full-width list inside a narrow CentreLayout.
 */
export function CentreMenu<Id extends string = string>({
  label,
  entries,
  current,
  onSelect,
  loading = false,
  skeletonRows = 8,
  className,
  ...props
}: CentreMenuProps<Id>) {
  let body: ReactNode;
  if (loading) {
    body = (
      <LoadingRegion className="flex flex-col gap-space-2xs">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <span key={i} data-slot="centre-menu-skeleton" className="flex h-10 items-center gap-space-sm px-space-sm">
            <Skeleton shape="circle" className="size-5" />
            <Skeleton shape="text" className={i % 3 === 0 ? 'w-3/5' : i % 3 === 1 ? 'w-4/5' : 'w-1/2'} />
          </span>
        ))}
      </LoadingRegion>
    );
  } else {
    body = (
      <ul className="flex flex-col gap-space-2xs">
        {entries.map((entry) => {
          const Icon = entry.icon;
          const content = (
            <>
              {Icon && <Icon aria-hidden className={iconVariants()} />}
              <span className="min-w-0 flex-1 truncate">{entry.label}</span>
              {entry.count !== undefined && entry.count > 0 && (
                <>
                  {/* A space for the link's accessible name ("Missions 3 open missions"); a flex row draws none. */}{' '}
                  <Badge data-slot="centre-menu-count" count={entry.count} label={entry.countLabel} />
                </>
              )}
              <ChevronRight aria-hidden className={chevronVariants()} />
            </>
          );
          const shared = {
            'data-slot': 'centre-menu-item',
            'data-entry': entry.id,
            'aria-current': entry.id === current ? ('page' as const) : undefined,
            className: rowVariants(),
          };
          return (
            <li key={entry.id}>
              {entry.href !== undefined ? (
                <a
                  {...shared}
                  href={entry.href}
                  onClick={(event) => {
                    if (!onSelect || !isPlainClick(event)) return;
                    event.preventDefault();
                    onSelect(entry.id);
                  }}
                >
                  {content}
                </a>
              ) : (
                <button {...shared} type="button" onClick={() => onSelect?.(entry.id)}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <nav data-slot="centre-menu" aria-label={label} className={cn('p-space-sm', className)} {...props}>
      {body}
    </nav>
  );
}
