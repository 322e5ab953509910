import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { headerMember } from '../../mocks/fixtures/header.ts';
import { AvatarMenu, preloadAvatarMenu } from './AvatarMenu.tsx';

const meta = {
  title: 'Layout/AvatarMenu',
  component: AvatarMenu,
  args: {
    member: headerMember('member'),
    isAgent: false,
    hasRankPage: true,
    onRankClick: fn(),
    onSecurityCentre: fn(),
    onMemberCentre: fn(),
    onAccountRecord: fn(),
    onBettingRecord: fn(),
    onAgentCentre: fn(),
    onSignOut: fn(),
    onOpenChange: fn(),
  },
  // The menu opens below the trigger; leave it room so it is screenshotted whole.
  decorators: [(Story) => <div className="flex min-h-[26rem] justify-end">{Story()}</div>],
  // The popup is its own chunk, loaded at idle: here it is there before the story renders (the unit test
  // AvatarMenu.test.tsx covers a press that comes first).
  beforeEach: async () => {
    await preloadAvatarMenu();
  },
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures are data URIs but decode asynchronously: wait, so screenshots never catch them half-loaded. */
async function avatarsLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const img of root.querySelectorAll('[data-slot="image"]')) expect(img).toHaveAttribute('data-state', 'loaded');
  });
}

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    // The popup's chunk is there (stories wait on this mark when the menu loads at idle).
    await expect(trigger).toHaveAttribute('data-ready');
    await avatarsLoaded(canvasElement);
    // Enter opens and lands on the first item; arrows move through the items and wrap.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const items = within(menu).getAllByRole('menuitem');
    const expected = ['VIP1 My VIP rank', 'Member centre', 'Account record', 'Betting record', 'Sign out'];
    await expect(items).toHaveLength(expected.length);
    for (const [index, name] of expected.entries()) await expect(items[index]).toHaveAccessibleName(name);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(within(menu).getByText('ID 10001')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Member centre' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    // Escape closes and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // ArrowDown opens too; Enter on an item runs it and closes the menu.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onMemberCentre).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SignOut: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: /Account menu/ }).focus();
    await userEvent.keyboard(' ');
    await body.findByRole('menu');
    // End jumps to the last item.
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Agent: Story = {
  args: { member: headerMember('agent'), isAgent: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await avatarsLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Agent Minh' }));
    const agent = await body.findByRole('menuitem', { name: 'Agent centre' });
    await avatarsLoaded(canvasElement.ownerDocument.body);
    await userEvent.click(agent);
    await expect(args.onAgentCentre).toHaveBeenCalledTimes(1);
    // Reopened for the screenshot: the agent's menu, open.
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Agent Minh' }));
    await expect(await body.findByRole('menuitem', { name: 'Agent centre' })).toBeVisible();
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

/** The points mall's item (PTSYS3 on). */
export const PointsMall: Story = {
  args: { onPointMall: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Points mall' }));
    await expect(args.onPointMall).toHaveBeenCalledOnce();
  },
};

/** The brand switched the member and agent centres off: no item leads into them (no handlers given). */
export const CentresSwitchedOff: Story = {
  args: {
    member: headerMember('agent'),
    isAgent: true,
    onRankClick: undefined,
    onSecurityCentre: undefined,
    onMemberCentre: undefined,
    onAccountRecord: undefined,
    onBettingRecord: undefined,
    onAgentCentre: undefined,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await body.findByRole('menuitem', { name: 'Sign out' });
    for (const name of ['Member centre', 'Account record', 'Betting record', 'Agent centre']) {
      await expect(body.queryByRole('menuitem', { name })).not.toBeInTheDocument();
    }
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const NotAgent: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await body.findByRole('menu');
    await expect(body.queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const Trial: Story = {
  args: { member: headerMember('trial') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Account menu Guest 0001/ });
    // The trigger carries the trial badge where the name is shown.
    await expect(within(trigger).getByText('Trial')).toBeVisible();
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('Trial')).toBeVisible();
    // Member-centre items still call back: the app shows the trial warning.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account record' }));
    await expect(args.onAccountRecord).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const VIP: Story = {
  args: { member: headerMember('vip') },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Golden Lotus' }));
    const rank = await body.findByRole('menuitem', { name: 'VIP6 My VIP rank' });
    // The server's label colours (dark text on orange) are readable, so they are used as sent.
    const pill = rank.querySelector('[data-slot="member-label"]');
    await expect(pill).toHaveStyle({ color: 'rgb(31, 41, 55)', backgroundColor: 'rgb(251, 146, 60)' });
    await userEvent.click(rank);
    await expect(args.onRankClick).toHaveBeenCalledTimes(1);
    await expect(args.onSecurityCentre).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Golden Lotus' }));
    await body.findByRole('menu');
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const UnreadableLabelColours: Story = {
  args: { member: { ...headerMember('member'), clubLabel: { labelName: 'VIP1', color: '#ffffff', color2: '#fde68a', rankLevel: 1 } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    const rank = await body.findByRole('menuitem', { name: 'VIP1 My VIP rank' });
    // White on pale yellow fails 4.5:1, so the pill falls back to the brand colours.
    const pill = rank.querySelector('[data-slot="member-label"]');
    await expect(pill).not.toHaveAttribute('style');
    await expect(pill).toHaveClass('bg-brand', 'text-brand-fg');
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

/** A member answer without the customer id (the captured member info has none): the menu works, without the id line. */
export const WithoutCustomerId: Story = {
  args: { member: { ...headerMember('member'), id: undefined } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await avatarsLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Emon' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).queryByText(/^ID /)).toBeNull();
    await expect(within(menu).getByRole('menuitem', { name: 'Member centre' })).toBeVisible();
  },
};

/** A picture that does not load (a tiny broken PNG): the stock avatar behind it shows; without one, the initials. */
export const PictureFallback: Story = {
  args: {
    member: { ...headerMember('member'), avatarSrc: 'data:image/png;base64,AAAA', avatarFallbackSrc: headerMember('member').avatarSrc },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    await waitFor(() => expect(trigger.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'fallback'));
    await expect(trigger.querySelector('[data-slot="image"]')).toHaveAttribute('src', headerMember('member').avatarSrc);
    await userEvent.click(trigger);
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await waitFor(() => expect(menu.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'fallback'));
  },
};

/** Neither the picture nor a stock avatar loads: the default avatar (the nickname's initial). */
export const DefaultAvatar: Story = {
  args: { member: { ...headerMember('member'), avatarSrc: 'data:image/png;base64,AAAA', avatarFallbackSrc: undefined } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    await waitFor(() => expect(trigger.querySelector('[data-slot="avatar-fallback"]')).toHaveTextContent('E'));
  },
};

export const NoRankPage: Story = {
  args: { hasRankPage: false },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'VIP1 Security centre' }));
    await expect(args.onSecurityCentre).toHaveBeenCalledTimes(1);
    await expect(args.onRankClick).not.toHaveBeenCalled();
  },
};

export const LongNickname: Story = {
  args: { member: { ...headerMember('member'), nickname: 'Nguyễn Thị Phương Thảo the Lucky Dragon of Saigon' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /Nguyễn Thị Phương Thảo the Lucky Dragon of Saigon/ });
    // The trigger truncates; the menu shows the whole name, wrapped inside the menu's width.
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(192);
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    const fullName = within(menu).getByText('Nguyễn Thị Phương Thảo the Lucky Dragon of Saigon');
    await expect(fullName.getBoundingClientRect().right).toBeLessThanOrEqual(menu.getBoundingClientRect().right);
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { isAgent: true, member: headerMember('agent') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu tài khoản Agent Minh' }));
    const menu = await body.findByRole('menu');
    for (const name of [
      'VIP3 Hạng VIP của tôi',
      'Trung tâm thành viên',
      'Lịch sử giao dịch',
      'Lịch sử cược',
      'Trung tâm đại lý',
      'Đăng xuất',
    ]) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

export const Mobile: Story = {
  // A 360 px header-like container: the trigger shrinks to the avatar, the name stays its accessible name.
  decorators: [
    (Story) => (
      <div className="@container ms-auto flex min-h-[26rem] w-[360px] justify-end border border-dashed border-border">{Story()}</div>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Account menu Emon' });
    await expect(trigger.getBoundingClientRect().width).toBe(40);
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    for (const item of within(menu).getAllByRole('menuitem')) await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await avatarsLoaded(canvasElement.ownerDocument.body);
  },
};

/** Given the voluntary change, the menu offers it (spec section 2: the header's change-password modal). */
export const ChangePassword: Story = {
  args: { onChangePassword: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await avatarsLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu Emon' }));
    const item = await body.findByRole('menuitem', { name: 'Change password' });
    await userEvent.click(item);
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(body.queryByRole('menu')).toBeNull();
  },
};
