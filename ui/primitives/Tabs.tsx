import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, use, type ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

type TabsVariant = 'underline' | 'pill';

/** The list's variant reaches its triggers without repeating the prop on each one. */
const TabsVariantContext = createContext<TabsVariant>('underline');

/**
 * Root: controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`). Arrow keys, Home and
 * End come from Radix. Values end up in element ids, so use slugs, not display text.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-space-md', className)} {...props} />;
}

export const tabsListVariants = cva('flex w-max gap-space-xs', {
  variants: {
    variant: {
      underline: 'min-w-full border-b border-border',
      pill: 'rounded-pill bg-surface-sunken p-space-xs',
    },
  },
  defaultVariants: { variant: 'underline' },
});

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>;

/*
 * The list sits in a sideways scroller for when the tabs do not fit (many game categories on a
 * phone); Radix focuses the tab on arrow keys, which scrolls it into view. The scroller is a plain
 * wrapper so the rounded pill track is never itself a clipped scroll container.
 */
export function TabsList({ className, variant, ...props }: TabsListProps) {
  const resolved = variant ?? 'underline';
  return (
    <TabsVariantContext value={resolved}>
      <div data-slot="tabs-list-scroller" className="max-w-full [scrollbar-width:thin] overflow-x-auto">
        <TabsPrimitive.List
          data-slot="tabs-list"
          data-variant={resolved}
          className={cn(tabsListVariants({ variant: resolved }), className)}
          {...props}
        />
      </div>
    </TabsVariantContext>
  );
}

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 text-sm font-semibold whitespace-nowrap text-muted transition-colors select-none hover:text-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:text-muted [&_svg]:size-4',
  {
    variants: {
      variant: {
        // The underline is a pseudo-element so the active tab does not shift its neighbours.
        underline:
          'relative h-10 px-space-md after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-pill data-[state=active]:text-brand data-[state=active]:after:bg-brand',
        pill: 'h-8 rounded-pill px-space-md data-[state=active]:bg-brand data-[state=active]:text-brand-fg data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = use(TabsVariantContext);
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants({ variant }), className)} {...props} />;
}

const tabsContentVariants = cva('rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus');

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn(tabsContentVariants(), className)} {...props} />;
}
