import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  androidOnlyResources,
  menuEntries,
  menuEntriesWithoutLottery,
  menuLanguages,
  menuPaths,
  menuResources,
  seaLotteryVendor,
} from '../../mocks/fixtures/menu.ts';
import { SideMenu } from './SideMenu.tsx';

/** The site's left menu, fed with the fake platform's vendor lanes and resources. */
const meta = {
  title: 'Layout/SideMenu',
  component: SideMenu,
  args: {
    paths: menuPaths,
    categories: menuEntries,
    languages: menuLanguages,
    language: 'EN',
    resources: menuResources,
    activePath: '/index',
    showReferral: true,
    onNavigate: fn(),
    onLaunchVendor: fn(),
    onCollapsedChange: fn(),
    onOpenGroupsChange: fn(),
    onLanguageChange: fn(),
    onVip: fn(),
    onCustomerService: fn(),
    onPlatformInfo: fn(),
    onAnnouncements: fn(),
    onHelpCentre: fn(),
    onReferral: fn(),
  },
  argTypes: {
    categories: { control: false },
    resources: { control: false },
  },
  // A page column of fixed height, as beside the content: the menu scrolls inside it.
  decorators: [
    (Story) => (
      <div className="flex h-[1000px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Promotions' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/promotions', expect.anything());

    // Language list: the current one is marked, choosing another calls back.
    const languages = canvas.getByRole('group', { name: 'Language' });
    await expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: 'Tiếng Việt' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('VI');

    await userEvent.click(canvas.getByRole('button', { name: 'Help centre' }));
    await expect(args.onHelpCentre).toHaveBeenCalledTimes(1);
  },
};

export const Expanded: Story = {
  name: 'Expanded (logged out)',
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');

    // The lottery category launches the TCG_SEA vendor as a game instead of opening a page.
    await userEvent.click(canvas.getByRole('button', { name: 'E-Lottery' }));
    await expect(args.onLaunchVendor).toHaveBeenCalledWith(
      expect.objectContaining({ vassalage: 'TCG_SEA' }),
      expect.objectContaining({ gameCategory: 'ELOTT' }),
    );
    await expect(args.onLaunchVendor).toHaveBeenCalledWith(seaLotteryVendor, expect.anything());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'E-Lottery providers' })).toBeNull();

    // Both download codes and the three configured socials, opening safely in a new tab.
    await expect(canvas.getByRole('img', { name: 'Android app download QR code' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'iOS app download QR code' })).toBeVisible();
    const telegram = canvas.getByRole('link', { name: 'Telegram (opens in a new tab)' });
    await expect(telegram).toHaveAttribute('target', '_blank');
    await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(canvas.getByRole('group', { name: 'Follow us' })).getAllByRole('link')).toHaveLength(3);

    // Logged out: the referral invite shows.
    await userEvent.click(within(canvas.getByRole('region', { name: 'Invite friends' })).getByRole('button', { name: 'Invite now' }));
    await expect(args.onReferral).toHaveBeenCalledTimes(1);
  },
};

export const Collapsed: Story = {
  name: 'Collapsed (mini)',
  args: { defaultCollapsed: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    const toggle = canvas.getByRole('button', { name: 'Expand menu' });
    const labelOf = (name: string) => within(canvas.getByRole('link', { name })).getByText(name);

    // Mini: 72 px, labels visually hidden, names and tooltips kept, no QR codes.
    await expect(nav.getBoundingClientRect().width).toBe(72);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveAttribute('title', 'Slots');
    await expect(labelOf('Home').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();

    // The arrow toggles with the keyboard.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    const expanded = canvas.getByRole('button', { name: 'Collapse menu' });
    await expect(expanded).toHaveAttribute('aria-expanded', 'true');
    await expect(expanded).toHaveFocus();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBe(240));
    await expect(labelOf('Home').getBoundingClientRect().width).toBeGreaterThan(1);

    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(labelOf('Home').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="side-menu"]')).toHaveAttribute('data-state', 'collapsed');
  },
};

export const WithVendorsOpen: Story = {
  args: { defaultOpenGroups: ['RNG', 'LIVE'], activePath: '/rng?vassalage=PG' },
  play: async ({ canvas, userEvent, args }) => {
    const slots = canvas.getByRole('button', { name: 'Slots providers' });
    await expect(slots).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: /Pocket Games Soft/ })).toHaveAttribute('aria-current', 'page');

    // A closed group opens and closes from the keyboard.
    const fishing = canvas.getByRole('button', { name: 'Fishing providers' });
    const fishList = () => document.getElementById(fishing.getAttribute('aria-controls')!)!;
    await expect(fishList()).not.toBeVisible();
    fishing.focus();
    await userEvent.keyboard('{Enter}');
    await expect(fishing).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenGroupsChange).toHaveBeenLastCalledWith(['RNG', 'LIVE', 'FISH']);
    await expect(within(fishList()).getAllByRole('link')).toHaveLength(4);
    await expect(within(fishList()).getByRole('link', { name: /Jili/ })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(fishing).toHaveAttribute('aria-expanded', 'false');
    await expect(fishList()).not.toBeVisible();

    // A vendor opens its lobby filtered to it.
    await userEvent.click(canvas.getByRole('link', { name: /Evolution/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/live?vassalage=EG4', expect.anything());
  },
};

export const EmptyCategories: Story = {
  name: 'NoLottery / EmptyCategories',
  args: { categories: menuEntriesWithoutLottery },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Fishing' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'E-Lottery' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Lottery' })).toBeNull();
    // In-House keeps its fixed place, with its vendors.
    await expect(canvas.getByRole('link', { name: 'In-House' })).toHaveAttribute('href', '/inhouse');
  },
};

export const SingleLanguage: Story = {
  args: { languages: ['EN'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Language' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'English' })).toBeNull();
  },
};

export const LoggedInNoReferral: Story = {
  args: { showReferral: false, activePath: '/sports' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Invite friends' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    // Cock fight shares the sports lobby, but only the first entry is marked current.
    await expect(canvas.getByRole('link', { name: 'Cockfighting' })).not.toHaveAttribute('aria-current');
  },
};

/** The VIP page and, for a brand with a SpeedTest resource, the domain speed test: each entry calls its handler. */
export const VipAndSpeedTest: Story = {
  args: { onSpeedTest: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'VIP' }));
    await expect(args.onVip).toHaveBeenCalledOnce();
    await userEvent.click(within(nav).getByRole('button', { name: 'Line speed test' }));
    await expect(args.onSpeedTest).toHaveBeenCalledOnce();
  },
};

/** The points mall's entry (PTSYS3 on): a link after Promotions, marked current on its page. */
export const WithPointsMall: Story = {
  args: { paths: { ...menuPaths, pointMall: '/pointMall' }, activePath: '/pointMall' },
  play: async ({ canvas, userEvent, args }) => {
    const link = within(canvas.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Points mall' });
    await expect(link).toHaveAttribute('href', '/pointMall');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/pointMall', expect.anything());
  },
};

export const AndroidDownloadOnly: Story = {
  args: { resources: androidOnlyResources, showReferral: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Android app download QR code' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'iOS app download QR code' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Download the Android app (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://download.viva.example.test/viva-2.8.1.apk',
    );
    await expect(canvas.queryByRole('group', { name: 'Follow us' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, categories: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="side-menu-list"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-slot="side-menu-skeleton"]')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Slots' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { language: 'VI', defaultOpenGroups: ['RNG'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nổ hũ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nhà cung cấp Nổ hũ' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Xổ số điện toán' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Mời ngay' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thu gọn menu' })).toBeVisible();
  },
};

/** The phone's drawer: the menu fills it, with the theme switch the phone's header leaves to it. */
export const Mobile: Story = {
  args: { collapsible: false, className: 'w-full border-e-0', onThemeChange: fn() },
  render: (args) => (
    // A phone-width drawer: the menu fills it and scrolls inside.
    <div className="h-[640px] w-[360px] overflow-hidden rounded-lg border border-border shadow-lg">
      <SideMenu {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.queryByRole('button', { name: /Collapse menu|Expand menu/ })).toBeNull();
    const body = canvasElement.querySelector<HTMLElement>('[data-slot="side-menu-body"]')!;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    // Touch targets: every row is at least 40 px tall.
    for (const link of within(nav).getAllByRole('link')) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    // The theme switch sits under the languages and asks for the other theme.
    const dark = canvasElement.ownerDocument.documentElement.classList.contains('dark');
    const theme = canvas.getByRole('switch', { name: 'Dark theme' });
    await expect(theme).toHaveAttribute('aria-checked', String(dark));
    await userEvent.click(theme);
    await expect(args.onThemeChange).toHaveBeenCalledWith(dark ? 'light' : 'dark');
  },
};
