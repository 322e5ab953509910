/**
 * The side menu's building blocks: its links, rows, vendor groups and titled sections, and the
 * styles they share (SideMenu.tsx composes them; side-menu-sections.tsx uses them too).
 */
import { cva } from 'class-variance-authority';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Image } from '../primitives/Image.tsx';

/** A vendor card of a game category (the platform's field names); only what the menu shows is required. */
export interface MenuVendor {
  vassalage: string;
  displayName?: string | null;
  gameType: string;
  smallIcon?: string | null;
  isHot?: boolean;
  /** Its lobby with this vendor chosen. */
  path: string;
}

export const itemVariants = cva(
  'flex min-h-10 w-full min-w-0 items-center gap-space-sm rounded-md text-start text-sm text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand',
  { variants: { collapsed: { true: 'justify-center px-0', false: 'px-space-sm' } } },
);

const itemIconVariants = cva('size-5 shrink-0', {
  variants: { tone: { default: 'text-muted group-aria-[current]/item:text-brand', accent: 'text-accent', brand: 'text-brand' } },
  defaultVariants: { tone: 'default' },
});

export const labelVariants = cva('', { variants: { collapsed: { true: 'sr-only', false: 'min-w-0 flex-1 truncate' } } });

const groupToggleVariants = cva(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
);

const vendorListVariants = cva('ms-[1.375rem] mt-space-2xs flex-col gap-space-2xs border-s border-border ps-space-xs');

const vendorItemVariants = cva(
  'flex min-h-10 w-full min-w-0 items-center gap-space-sm rounded-md px-space-sm text-sm text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand',
);

const sectionVariants = cva('flex flex-col gap-space-2xs border-t border-border pt-space-sm');

const sectionLabelVariants = cva('text-xs font-semibold tracking-wide text-muted uppercase', {
  variants: { collapsed: { true: 'sr-only', false: 'px-space-sm pb-space-2xs' } },
});

export type NavigateHandler = (path: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * A real `<a href>`: it works without script, opens in a new tab on a modified click and is
 * crawlable. A plain primary click is handed to `onNavigate` (the app calls its router's
 * navigate), which is why ui/ never imports react-router.
 */
export function MenuLink({
  path,
  onNavigate,
  onClick,
  children,
  ...props
}: ComponentProps<'a'> & { path: string; onNavigate?: NavigateHandler }) {
  return (
    <a
      href={path}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        onNavigate(path, event);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** Icon and label of a row; in mini mode the label is only visually hidden and the row gets a tooltip. */
export function ItemContent({
  icon: Icon,
  label,
  collapsed,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  tone?: 'default' | 'accent' | 'brand';
}) {
  return (
    <>
      <Icon aria-hidden className={itemIconVariants({ tone })} />
      <span data-slot="side-menu-label" className={labelVariants({ collapsed })}>
        {label}
      </span>
    </>
  );
}

export function NavItem({
  path,
  activePath,
  onNavigate,
  icon,
  label,
  collapsed,
}: {
  path: string;
  activePath?: string;
  onNavigate?: NavigateHandler;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
}) {
  return (
    <MenuLink
      data-slot="side-menu-item"
      path={path}
      onNavigate={onNavigate}
      aria-current={activePath === path ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cn('group/item', itemVariants({ collapsed }))}
    >
      <ItemContent icon={icon} label={label} collapsed={collapsed} />
    </MenuLink>
  );
}

export function ActionItem({
  icon,
  label,
  collapsed,
  tone,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  tone?: 'default' | 'accent' | 'brand';
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      data-slot="side-menu-item"
      title={collapsed ? label : undefined}
      onClick={onClick}
      className={cn('group/item', itemVariants({ collapsed }))}
    >
      <ItemContent icon={icon} label={label} collapsed={collapsed} tone={tone} />
    </button>
  );
}

export interface GroupProps<V extends MenuVendor> {
  icon: LucideIcon;
  label: string;
  path: string;
  vendors: readonly V[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collapsed: boolean;
  active: boolean;
  activePath?: string;
  /** A plain click on the category link. */
  onNavigate?: NavigateHandler;
  /** A plain click on a vendor link. */
  onVendorNavigate?: (vendor: V, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A category link with its vendors in a disclosure beside it (mini mode shows the link only). */
export function VendorGroup<V extends MenuVendor>({
  icon,
  label,
  path,
  vendors,
  open,
  onOpenChange,
  collapsed,
  active,
  activePath,
  onNavigate,
  onVendorNavigate,
}: GroupProps<V>) {
  const { t } = useTranslation();
  const listId = useId();
  const expandable = !collapsed && vendors.length > 0;
  return (
    <li data-slot="side-menu-group" data-state={expandable ? (open ? 'open' : 'closed') : undefined}>
      <div className="flex items-center gap-space-2xs">
        <MenuLink
          data-slot="side-menu-item"
          path={path}
          onNavigate={onNavigate}
          aria-current={active ? 'page' : undefined}
          title={collapsed ? label : undefined}
          className={cn('group/item', itemVariants({ collapsed }))}
        >
          <ItemContent icon={icon} label={label} collapsed={collapsed} />
        </MenuLink>
        {expandable && (
          <button
            type="button"
            data-slot="side-menu-group-toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('menu.vendorsOf', { category: label })}
            title={t('menu.vendorsOf', { category: label })}
            onClick={() => onOpenChange(!open)}
            className={groupToggleVariants()}
          >
            <ChevronDown aria-hidden className={cn('size-4 motion-safe:transition-transform', open && 'rotate-180')} />
          </button>
        )}
      </div>
      {expandable && (
        <ul id={listId} data-slot="side-menu-vendors" hidden={!open} className={cn(vendorListVariants(), open && 'flex')}>
          {vendors.map((vendor) => {
            const name = vendor.displayName || vendor.vassalage;
            return (
              <li key={vendor.vassalage}>
                <MenuLink
                  data-slot="side-menu-vendor"
                  path={vendor.path}
                  onNavigate={onVendorNavigate && ((_, event) => onVendorNavigate(vendor, event))}
                  title={name}
                  aria-current={activePath === vendor.path ? 'page' : undefined}
                  className={vendorItemVariants()}
                >
                  <Image src={vendor.smallIcon ?? undefined} alt="" width={20} height={20} className="size-5 shrink-0 rounded-pill" />
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                  {vendor.isHot && (
                    <Badge tone="danger" variant="soft" size="sm">
                      {t('menu.hot')}
                    </Badge>
                  )}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

export function Section({ label, collapsed, children, slot }: { label: string; collapsed: boolean; children: ReactNode; slot: string }) {
  const labelId = useId();
  return (
    <div data-slot={slot} role="group" aria-labelledby={labelId} className={sectionVariants()}>
      <p id={labelId} className={sectionLabelVariants({ collapsed })}>
        {label}
      </p>
      {children}
    </div>
  );
}
