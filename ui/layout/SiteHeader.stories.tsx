import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { headerMemberFlags, headerSession, headerVisitorFlags } from '../../mocks/fixtures/header.ts';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.tsx';
import { BUNDLED_LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { HeaderClock } from '../safer-play/HeaderClock.tsx';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { preloadSiteHeaderMember, SiteHeader } from './SiteHeader.tsx';
import { preloadAvatarMenu } from './AvatarMenu.tsx';

/** The theme and language controls the app passes in as the end slot. */
function endSlot(language: LanguageCode = 'EN') {
  return (
    <>
      <LanguageSwitcher languages={BUNDLED_LANGUAGES} value={language} onChange={fn()} />
      <ThemeToggle onThemeChange={fn()} />
    </>
  );
}

const member = headerSession('member');

// 14:05:09 in Ho Chi Minh City (GMT+7); the session began 1 h 23 min 45 s earlier.
const NOW = new Date(Date.UTC(2026, 10, 20, 7, 5, 9));
const LOGIN = new Date(NOW.getTime() - ((1 * 60 + 23) * 60 + 45) * 1000);

/** The safer-play clock the app passes in (LiveClock ticks it; here it stands still). */
function clock(session = true) {
  return (
    <HeaderClock
      now={NOW}
      sessionStartedAt={session ? LOGIN : undefined}
      timeZone="Asia/Ho_Chi_Minh"
      responsibleGamingHref="/responsibleGaming"
    />
  );
}

/*
 * The header lays out by its own width (container queries), so stories that depend on the layout pin
 * it: a phone (360 px, one row over the clock's slim row), a tablet (48rem, one bar, withdraw and favourites in the avatar
 * menu) and a desktop (64rem, everything in the bar). Other stories follow the canvas.
 */
const phone: Decorator = (Story) => <div className="w-[360px] border-x border-dashed border-border">{Story()}</div>;
const tablet: Decorator = (Story) => <div className="w-[48rem] max-w-full">{Story()}</div>;
const desktop: Decorator = (Story) => <div className="w-[64rem]">{Story()}</div>;

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  args: {
    session: member,
    ...headerVisitorFlags(),
    ...headerMemberFlags('member'),
    clock: clock(),
    endSlot: endSlot(),
    onMenuToggle: fn(),
    menuOpen: false,
    onLogin: fn(),
    onRegister: fn(),
    onFreePlay: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onFavourites: fn(),
    onMessages: fn(),
    onRefreshBalance: fn(),
    onBalanceHiddenChange: fn(),
    onRankClick: fn(),
    onSecurityCentre: fn(),
    onMemberCentre: fn(),
    onAccountRecord: fn(),
    onBettingRecord: fn(),
    onAgentCentre: fn(),
    onSignOut: fn(),
  },
  argTypes: { clock: { table: { disable: true } }, endSlot: { table: { disable: true } }, logo: { table: { disable: true } } },
  parameters: { layout: 'fullscreen' },
  // Room below the bar for the avatar menu, so screenshots show it whole.
  decorators: [(Story) => <div className="min-h-[30rem]">{Story()}</div>],
  // The member half and the avatar menu's popup are chunks of their own, loaded for a member and at idle:
  // here they are there before the story renders (SiteHeader.test.tsx covers the member half arriving
  // later, AvatarMenu.test.tsx a press that comes before the popup).
  beforeEach: async () => {
    await Promise.all([preloadSiteHeaderMember(), preloadAvatarMenu()]);
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures are data URIs but decode asynchronously: wait, so screenshots never catch them half-loaded. */
async function avatarsLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const img of root.querySelectorAll('[data-slot="image"]')) expect(img).toHaveAttribute('data-state', 'loaded');
  });
}

/** Opens the avatar menu from the keyboard and returns it. */
async function openAvatarMenu(canvasElement: HTMLElement, trigger: HTMLElement, press: (keys: string) => Promise<void>) {
  trigger.focus();
  await press('{Enter}');
  return within(canvasElement.ownerDocument.body).findByRole('menu');
}

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'member');
    await expect(canvas.getByRole('link', { name: 'Viva' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₫375,458');
    await avatarsLoaded(canvasElement);
  },
};

export const Desktop: Story = {
  decorators: [desktop],
  // The visual runner's page is 800 px wide, too narrow for this 1024 px frame; the stories run checks it.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await avatarsLoaded(canvasElement);
    // Everything sits in the bar: withdraw, favourites with its count, the name beside the avatar.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites, 8 games' }));
    await expect(args.onFavourites).toHaveBeenCalledTimes(1);
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    await expect(within(trigger).getByText('Emon')).toBeVisible();
    // So the avatar menu does not repeat them.
    const menu = await openAvatarMenu(canvasElement, trigger, (keys) => userEvent.keyboard(keys));
    await expect(within(menu).queryByRole('menuitem', { name: 'Withdraw' })).not.toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: /Favourites/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

export const LoggedOut: Story = {
  args: { session: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'visitor');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Free demo' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    // Nothing of a member's bar.
    await expect(canvas.queryByRole('group', { name: 'Balance' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const LoggedOutLoginOnly: Story = {
  args: { session: null, canRegister: false, canFreePlay: false },
  decorators: [tablet],
  play: async ({ canvas, userEvent, args }) => {
    // DIRECTREG3 and FREEPLAY3 off: only log in is offered.
    await expect(canvas.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument();
    // Keyboard order: the side-menu toggle, the brand, then log in.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Viva' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const FreePlayPending: Story = {
  args: { session: null, freePlayPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const demo = canvas.getByRole('button', { name: /Free demo/ });
    await expect(demo).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(demo);
    await expect(args.onFreePlay).not.toHaveBeenCalled();
  },
};

export const LoggedIn: Story = {
  decorators: [tablet],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await avatarsLoaded(canvasElement);
    // Visitor buttons are gone; the member's bar is there.
    await expect(canvas.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Messages, 5 unread' }));
    await expect(args.onMessages).toHaveBeenCalledTimes(1);

    // Balance: hide to stars and back with the keyboard, then refresh.
    const balance = canvas.getByRole('group', { name: 'Balance' });
    await expect(balance).toHaveTextContent('₫375,458');
    const toggle = canvas.getByRole('button', { name: 'Hide balance' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(balance).toHaveTextContent('******');
    await expect(args.onBalanceHiddenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(balance).toHaveTextContent('₫375,458');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);

    // At this width withdraw and favourites live in the avatar menu, which arrows walk through.
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    const menu = await openAvatarMenu(canvasElement, trigger, (keys) => userEvent.keyboard(keys));
    const expected = [
      'VIP1 My VIP rank',
      'Withdraw',
      'Favourites 8 games',
      'Member centre',
      'Account record',
      'Betting record',
      'Sign out',
    ];
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(expected.length);
    for (const [index, name] of expected.entries()) await expect(items[index]).toHaveAccessibleName(name);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await openAvatarMenu(canvasElement, trigger, (keys) => userEvent.keyboard(keys));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onFavourites).toHaveBeenCalledTimes(1);
    // Escape closes and returns focus.
    await openAvatarMenu(canvasElement, trigger, (keys) => userEvent.keyboard(keys));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // Sign out from the end of the menu.
    await openAvatarMenu(canvasElement, trigger, (keys) => userEvent.keyboard(keys));
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onAgentCentre).not.toHaveBeenCalled();
  },
};

export const Agent: Story = {
  args: { session: headerSession('agent'), ...headerMemberFlags('agent') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await avatarsLoaded(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₫28,262,328');
    const menu = await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: 'Account menu Agent Minh' }), (keys) =>
      userEvent.keyboard(keys),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Agent centre' }));
    await expect(args.onAgentCentre).toHaveBeenCalledTimes(1);
    // Reopened for the screenshot.
    await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: 'Account menu Agent Minh' }), (keys) =>
      userEvent.keyboard(keys),
    );
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const Trial: Story = {
  args: { session: headerSession('trial'), ...headerMemberFlags('trial') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // No member centre for trial accounts: no deposit or withdraw, anywhere.
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₫2,000,000');
    const menu = await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: /Account menu Guest 0001/ }), (keys) =>
      userEvent.keyboard(keys),
    );
    await expect(within(menu).getByText('Trial')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Withdraw' })).not.toBeInTheDocument();
    await expect(within(menu).queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    // The items still call back; the app answers with the "real account needed" warning.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Member centre' }));
    await expect(args.onMemberCentre).toHaveBeenCalledTimes(1);
    await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: /Account menu Guest 0001/ }), (keys) =>
      userEvent.keyboard(keys),
    );
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const VIP: Story = {
  args: { session: headerSession('vip'), ...headerMemberFlags('vip') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const menu = await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: 'Account menu Golden Lotus' }), (keys) =>
      userEvent.keyboard(keys),
    );
    const rank = within(menu).getByRole('menuitem', { name: 'VIP6 My VIP rank' });
    await expect(rank.querySelector('[data-slot="member-label"]')).toHaveStyle({
      color: 'rgb(31, 41, 55)',
      backgroundColor: 'rgb(251, 146, 60)',
    });
    await waitFor(() => expect(rank).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onRankClick).toHaveBeenCalledTimes(1);
    await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: 'Account menu Golden Lotus' }), (keys) =>
      userEvent.keyboard(keys),
    );
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

/** The app download button (the header's download popup), for visitors and members alike. */
export const WithDownload: Story = {
  args: { session: null, onDownload: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download the app' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const NoRankPage: Story = {
  args: { hasRankPage: false },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const menu = await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: /Account menu/ }), (keys) =>
      userEvent.keyboard(keys),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'VIP1 Security centre' }));
    await expect(args.onSecurityCentre).toHaveBeenCalledTimes(1);
    await expect(args.onRankClick).not.toHaveBeenCalled();
  },
};

export const BalanceLoading: Story = {
  args: { session: { ...member, balance: { status: 'loading' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('Updating balance…');
    await expect(canvas.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
    await avatarsLoaded(canvasElement);
  },
};

export const BalanceRefreshing: Story = {
  args: { session: { ...member, balance: { ...member.balance, refreshing: true } } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefreshBalance).not.toHaveBeenCalled();
    await avatarsLoaded(canvasElement);
  },
};

export const BalanceError: Story = {
  args: { session: { ...member, balance: { status: 'error' } } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('Balance unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry loading balance' }));
    await expect(args.onRefreshBalance).toHaveBeenCalledTimes(1);
    await avatarsLoaded(canvasElement);
  },
};

export const BalanceHidden: Story = {
  args: { defaultBalanceHidden: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const balance = canvas.getByRole('group', { name: 'Balance' });
    await expect(balance).toHaveTextContent('******');
    await expect(balance).not.toHaveTextContent('375');
    const toggle = canvas.getByRole('button', { name: 'Hide balance', pressed: true });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(balance).toHaveTextContent('₫375,458');
    await userEvent.keyboard('{Enter}');
    await expect(balance).toHaveTextContent('******');
    await avatarsLoaded(canvasElement);
  },
};

export const LongNickname: Story = {
  args: { session: { ...member, member: { ...member.member, nickname: 'Nguyễn Thị Phương Thảo the Lucky Dragon of Saigon' } } },
  play: async ({ canvas, canvasElement }) => {
    // The bar never overflows its width, whatever the name.
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="site-header-bar"]')!;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(canvas.getByRole('button', { name: /Nguyễn Thị Phương Thảo the Lucky Dragon of Saigon/ })).toBeVisible();
    await avatarsLoaded(canvasElement);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { endSlot: endSlot('VI') },
  decorators: [tablet],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hộp thư, 5 thư chưa đọc' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Số dư' })).toHaveTextContent('375.458 ₫');
    const menu = await openAvatarMenu(canvasElement, canvas.getByRole('button', { name: 'Menu tài khoản Emon' }), (keys) =>
      userEvent.keyboard(keys),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Rút tiền' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const VietnameseLoggedOut: Story = {
  globals: { locale: 'VI' },
  args: { session: null, endSlot: endSlot('VI') },
  play: async ({ canvas }) => {
    for (const name of ['Đăng nhập', 'Đăng ký', 'Chơi thử']) await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};

/** What a phone's header may take: the issue-36 budget of 112 px for the top chrome, less the 36 px reward strip. */
const PHONE_HEADER_MAX_PX = 76;

/** The header fits a phone: nothing past its width, and no taller than its budget. */
async function fitsPhone(canvasElement: HTMLElement) {
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="site-header-bar"]')!;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(canvasElement.querySelector('header')!.getBoundingClientRect().height).toBeLessThanOrEqual(PHONE_HEADER_MAX_PX);
}

/** `a` sits wholly above `b`. */
const above = (a: Element, b: Element) => a.getBoundingClientRect().bottom <= b.getBoundingClientRect().top;

export const Mobile: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await avatarsLoaded(canvasElement);
    await fitsPhone(canvasElement);
    // One row: the menu, the brand, the balance, deposit and the avatar; under it the clock's slim row.
    const brand = canvas.getByRole('link', { name: 'Viva' });
    const balance = canvas.getByRole('group', { name: 'Balance' });
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    const avatar = canvas.getByRole('button', { name: 'Account menu Emon' });
    for (const item of [balance, deposit, avatar])
      await expect(item.getBoundingClientRect().top).toBeLessThan(brand.getBoundingClientRect().bottom);
    const clockGroup = canvas.getByRole('group', { name: 'Clock' });
    await expect(clockGroup).toBeVisible();
    await expect(above(balance, clockGroup)).toBe(true);
    await expect(within(clockGroup).getByRole('timer')).toHaveTextContent('01:23:45');
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    // Language and theme are the side menu's on a phone.
    await expect(canvas.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('switch', { name: 'Dark theme' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Favourites/ })).not.toBeInTheDocument();
    await userEvent.click(deposit);
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    // The menu toggle.
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onMenuToggle).toHaveBeenCalledTimes(1);
    // Withdraw, favourites and messages stay reachable through the avatar menu.
    const menu = await openAvatarMenu(canvasElement, avatar, (keys) => userEvent.keyboard(keys));
    await expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Favourites 8 games' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Messages 5 new items' }));
    await expect(args.onMessages).toHaveBeenCalledTimes(1);
    // Closed again, so the screenshot shows the bar (the open menu has its own stories).
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const MobileLoggedOut: Story = {
  args: { session: null, clock: clock(false) },
  decorators: [phone],
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await fitsPhone(canvasElement);
    // Log in and register share the brand's row; the free demo sits at the end of the clock's slim row.
    const brand = canvas.getByRole('link', { name: 'Viva' });
    for (const name of ['Log in', 'Register'])
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().top).toBeLessThan(brand.getBoundingClientRect().bottom);
    const demo = canvas.getByRole('button', { name: 'Free demo' });
    await expect(above(brand, demo)).toBe(true);
    await expect(demo.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await expect(above(brand, canvas.getByRole('group', { name: 'Clock' }))).toBe(true);
    await userEvent.click(demo);
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
  },
};

/** The longer Vietnamese words fit the phone's row: the deposit is an icon there, named in words. */
export const MobileVietnamese: Story = {
  globals: { locale: 'VI' },
  args: { endSlot: endSlot('VI') },
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await avatarsLoaded(canvasElement);
    await fitsPhone(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Số dư' })).toHaveTextContent('375.458 ₫');
    await expect(canvas.getByRole('group', { name: 'Đồng hồ' })).toBeVisible();
  },
};

export const MobileVietnameseLoggedOut: Story = {
  globals: { locale: 'VI' },
  args: { session: null, clock: clock(false), endSlot: endSlot('VI') },
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await fitsPhone(canvasElement);
    for (const name of ['Đăng nhập', 'Đăng ký', 'Chơi thử']) await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
