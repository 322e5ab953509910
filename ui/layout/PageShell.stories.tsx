import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronsLeft, ChevronsRight, Crown, Fish, Gift, House, Menu, Spade, Ticket, Trophy, type LucideIcon } from 'lucide-react';
import { createContext, use, useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { footerPartners, footerResources, homeBanners } from '../../mocks/fixtures/layout.ts';
import { cn } from '../lib/cn.ts';
import { Button, IconButton } from '../primitives/Button.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { PageShell, type PageShellProps, type SideMenuContext } from './PageShell.tsx';
import { SideMenuDrawer } from './SideMenuDrawer.tsx';
import { SiteFooter } from './SiteFooter.tsx';

// Placeholder slot contents: the real header and side menu are separate components; these only
// show where each slot sits and wire the drawer and the collapse arrow the way the app does.

interface DemoControls {
  menuOpen: boolean;
  openMenu: () => void;
  toggleCollapsed: () => void;
}

const DemoContext = createContext<DemoControls>({ menuOpen: false, openMenu: () => {}, toggleCollapsed: () => {} });

function DemoHeader({ menuButton = false }: { menuButton?: boolean }) {
  const { menuOpen, openMenu } = use(DemoContext);
  return (
    <header className="flex h-16 items-center gap-space-sm border-b border-border bg-surface-raised px-space-md">
      {menuButton && (
        <IconButton label="Open menu" aria-expanded={menuOpen} aria-haspopup="dialog" onClick={openMenu}>
          <Menu aria-hidden className="size-5" />
        </IconButton>
      )}
      <span className="text-lg font-semibold text-brand">Viva</span>
      <div className="ms-auto flex gap-space-sm">
        <Button variant="secondary">Log in</Button>
        <Button>Register</Button>
      </div>
    </header>
  );
}

const MENU: ReadonlyArray<{ label: string; icon: LucideIcon }> = [
  { label: 'Home', icon: House },
  { label: 'Lottery', icon: Ticket },
  { label: 'Live casino', icon: Spade },
  { label: 'Sports', icon: Trophy },
  { label: 'Fishing', icon: Fish },
  { label: 'Promotions', icon: Gift },
  { label: 'VIP', icon: Crown },
];

function DemoSideMenu({ placement, collapsed, close }: SideMenuContext) {
  const { toggleCollapsed } = use(DemoContext);
  return (
    <nav aria-label="Main menu" className="flex flex-col gap-space-2xs p-space-sm">
      {MENU.map(({ label, icon: Icon }, i) => (
        <button
          key={label}
          type="button"
          aria-current={i === 0 ? 'page' : undefined}
          title={collapsed ? label : undefined}
          onClick={close}
          className={cn(
            'flex h-10 items-center gap-space-sm rounded-md px-space-sm text-sm font-semibold text-text hover:bg-surface-sunken aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand',
            collapsed && 'justify-center',
          )}
        >
          <Icon aria-hidden className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
        </button>
      ))}
      {placement === 'column' && (
        <IconButton label={collapsed ? 'Expand menu' : 'Collapse menu'} className="mt-space-sm self-end" onClick={toggleCollapsed}>
          {collapsed ? <ChevronsRight aria-hidden className="size-5" /> : <ChevronsLeft aria-hidden className="size-5" />}
        </IconButton>
      )}
    </nav>
  );
}

function DemoContent({ title = 'Hot games', action }: { title?: string; action?: string }) {
  return (
    <section className="flex flex-col gap-space-md p-space-md">
      <div className="flex items-center justify-between gap-space-sm">
        <h1 className="text-xl font-semibold">{title}</h1>
        {action && <Button>{action}</Button>}
      </div>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-space-sm">
        {['Fortune Gems 3', 'Aviator', 'Lightning Baccarat', 'Ocean King', 'Tiến Lên', 'Crash X', 'Mines', 'Super Ace'].map((name) => (
          <li key={name} className="flex aspect-square items-end rounded-lg bg-surface-sunken p-space-sm text-sm text-muted">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Holds the drawer and collapse state the way the app's layout route does. */
function ShellDemo({ menuButton = false, ...args }: PageShellProps & { menuButton?: boolean }) {
  const [menuOpen, setMenuOpen] = useState(args.sideMenuOpen ?? false);
  const [collapsed, setCollapsed] = useState(args.sideMenuCollapsed ?? false);
  const changeOpen = (next: boolean) => {
    setMenuOpen(next);
    args.onSideMenuOpenChange?.(next);
  };
  return (
    <DemoContext value={{ menuOpen, openMenu: () => changeOpen(true), toggleCollapsed: () => setCollapsed((value) => !value) }}>
      <PageShell
        {...args}
        header={args.header && <DemoHeader menuButton={menuButton} />}
        sideMenuCollapsed={collapsed}
        sideMenuOpen={menuOpen}
        onSideMenuOpenChange={changeOpen}
      />
    </DemoContext>
  );
}

/**
 * The test browsers are narrower than the 1024 px of shell the wide layout needs, or only just wider. The frame lays the page
 * out at 1280 px and shows it at 60 %: the shell decides by its own width, so it lays out as on a desktop.
 */
function DesktopFrame({ children }: { children: ReactNode }) {
  return (
    <div className="h-[600px] w-[768px] overflow-hidden rounded-md border border-border">
      <div data-testid="desktop-frame" className="h-[1000px] w-[1280px] origin-top-left scale-[0.6] overflow-y-auto">
        {children}
      </div>
    </div>
  );
}

function PhoneFrame({ children }: { children: ReactNode }) {
  return <div className="w-[360px] border border-border">{children}</div>;
}

const shell = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="page-shell"]')!;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const wideLayout = (canvasElement: HTMLElement) => waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-layout', 'wide'));

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  render: (args) => <ShellDemo {...args} />,
  args: {
    header: <DemoHeader />,
    sideMenu: (context: SideMenuContext) => <DemoSideMenu {...context} />,
    banner: <BannerCarousel banners={homeBanners} autoplay={false} />,
    footer: <SiteFooter socials={footerResources} partners={footerPartners} onAffiliate={fn()} />,
    children: <DemoContent />,
    drawer: SideMenuDrawer,
    onSideMenuOpenChange: fn(),
  },
  argTypes: {
    drawer: { control: false },
    header: { control: false },
    sideMenu: { control: false },
    banner: { control: false },
    footer: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every slot at the window's width: below 1024 px of shell the side menu waits in the drawer, from there on it is a column. */
export const Playground: Story = {
  render: (args) => <ShellDemo {...args} menuButton />,
  play: async ({ canvas, canvasElement }) => {
    const wide = shell(canvasElement).offsetWidth >= 1024;
    await expect(shell(canvasElement)).toHaveAttribute('data-layout', wide ? 'wide' : 'narrow');
    if (wide) await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    else await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('region', { name: 'Featured promotions' }));
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/**
 * /index at desktop width: sticky header, the side menu as a sticky column, banner, content and
 * footer. The skip link is the first stop and moves focus to <main>.
 */
export const HomeLayout: Story = {
  decorators: [
    (Story) => (
      <DesktopFrame>
        <Story />
      </DesktopFrame>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await wideLayout(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    await expect(canvasElement.querySelector<HTMLElement>('[data-slot="page-shell-side-menu"]')!.offsetWidth).toBe(240);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();

    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    // The menu column stays under the header while the page scrolls.
    const frame = canvas.getByTestId('desktop-frame');
    frame.scrollTop = 600;
    const headerBottom = canvas.getByRole('banner').getBoundingClientRect().bottom;
    await waitFor(() => expect(Math.round(nav.getBoundingClientRect().top)).toBe(Math.round(headerBottom)));
    frame.scrollTop = 0;
  },
};

/** /lottery: header only. No menu, banner or footer, and no empty frames for them. */
export const HeaderOnly: Story = {
  args: { sideMenu: undefined, banner: undefined, footer: undefined, children: <DemoContent title="Lottery" /> },
  decorators: [
    (Story) => (
      <DesktopFrame>
        <Story />
      </DesktopFrame>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await wideLayout(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="page-shell-side-menu"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="page-shell-banner"]')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Lottery' })).toBeVisible();
  },
};

/** /seamless and /vnlottery: the top and left bars are hidden, so the game gets the whole frame and there is nothing to skip. */
export const HiddenBars: Story = {
  args: {
    hideBars: true,
    banner: undefined,
    footer: undefined,
    sideMenuOpen: true,
    children: <DemoContent title="Vietnam lottery" action="Place bet" />,
  },
  decorators: [
    (Story) => (
      <DesktopFrame>
        <Story />
      </DesktopFrame>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Skip to main content' })).toBeNull();
    await expect(canvas.getByRole('main')).toHaveTextContent('Vietnam lottery');
    // Nothing comes before the page's own content.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Place bet' })).toHaveFocus();
  },
};

/** The mini side menu: icons only at 72 px, labels kept for screen readers; the collapse arrow toggles it. */
export const CollapsedMenu: Story = {
  args: { sideMenuCollapsed: true },
  decorators: [
    (Story) => (
      <DesktopFrame>
        <Story />
      </DesktopFrame>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await wideLayout(canvasElement);
    const column = canvasElement.querySelector<HTMLElement>('[data-slot="page-shell-side-menu"]')!;
    await expect(column).toHaveAttribute('data-state', 'collapsed');
    await expect(column.offsetWidth).toBe(72);
    await expect(canvas.getByRole('button', { name: 'Live casino' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(column).toHaveAttribute('data-state', 'expanded');
    await waitFor(() => expect(column.offsetWidth).toBe(240));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(column.offsetWidth).toBe(72));
  },
};

/**
 * A phone: the menu is an off-canvas drawer. It opens from the header with the keyboard, traps
 * focus, closes with Escape, the close button or a chosen entry, and gives focus back to the opener.
 */
export const MobileDrawer: Story = {
  render: (args) => <ShellDemo {...args} menuButton />,
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = body(canvasElement);
    await expect(shell(canvasElement)).toHaveAttribute('data-layout', 'narrow');
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await expect(opener).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Menu' });
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(true);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await waitFor(() => expect(drawer).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    // Focus is trapped: Shift+Tab from the first stop wraps to the last entry.
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('button', { name: 'VIP' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();

    // Choosing an entry closes the drawer too.
    await userEvent.keyboard(' ');
    await userEvent.click(within(await page.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Sports' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();

    // Left open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** Uncontrolled: the drawer starts open and closes by itself; every text the shell owns is Vietnamese. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: (args) => <PageShell {...args} defaultSideMenuOpen />,
  decorators: [
    (Story) => (
      <PhoneFrame>
        <Story />
      </PhoneFrame>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Danh mục' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onSideMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('link', { name: 'Chuyển đến nội dung chính' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Khuyến mãi nổi bật' })).toBeVisible();
    await expect(canvas.getByText('© 2022 Viva. Bảo lưu mọi quyền.')).toBeVisible();
  },
};
