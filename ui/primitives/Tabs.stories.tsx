import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'login', onValueChange: fn() },
  render: (args) => (
    <Tabs {...args} className="max-w-96">
      <TabsList aria-label="Account">
        <TabsTrigger value="login">Log in</TabsTrigger>
        <TabsTrigger value="register">Register</TabsTrigger>
      </TabsList>
      <TabsContent value="login">Welcome back. Log in with your username and password.</TabsContent>
      <TabsContent value="register">New here? Create an account in under a minute.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const login = canvas.getByRole('tab', { name: 'Log in' });
    const register = canvas.getByRole('tab', { name: 'Register' });
    await expect(login).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Log in' })).toHaveTextContent('Welcome back');
    await userEvent.click(register);
    await expect(args.onValueChange).toHaveBeenCalledWith('register');
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Register' })).toHaveTextContent('Create an account');
  },
};

/** Tab lands on the active tab; arrows move and select (wrapping), Home/End jump, Tab goes on to the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const login = canvas.getByRole('tab', { name: 'Log in' });
    const register = canvas.getByRole('tab', { name: 'Register' });
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(register).toHaveFocus();
    await expect(register).toHaveAttribute('data-state', 'active');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('register');
    await userEvent.keyboard('{ArrowRight}');
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(register).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(login).toHaveFocus();
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Log in' })).toHaveFocus();
  },
};

export const Pill: Story = {
  args: { defaultValue: 'today' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pill" aria-label="Period">
        <TabsTrigger value="today">Today</TabsTrigger>
        <TabsTrigger value="yesterday">Yesterday</TabsTrigger>
        <TabsTrigger value="week">Last 7 days</TabsTrigger>
      </TabsList>
      <TabsContent value="today">3 bets today.</TabsContent>
      <TabsContent value="yesterday">No bets yesterday.</TabsContent>
      <TabsContent value="week">12 bets in the last 7 days.</TabsContent>
    </Tabs>
  ),
  // Same Radix keyboard model as the underline list (see KeyboardNavigation); this one shows the look.
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Period' })).toHaveAttribute('data-variant', 'pill');
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Today' })).toHaveTextContent('3 bets today.');
  },
};

const categories = [
  ['hot', 'Hot'],
  ['slots', 'Slots'],
  ['live', 'Live casino'],
  ['sports', 'Sports'],
  ['lottery', 'Lottery'],
  ['fishing', 'Fishing'],
  ['cards', 'Card games'],
  ['esports', 'E-sports'],
  ['cockfighting', 'Cockfighting'],
  ['virtual', 'Virtual'],
  ['keno', 'Keno'],
  ['table', 'Table games'],
] as const;

/**
 * More tabs than fit: the list scrolls sideways, and keyboard focus brings the tab into view.
 * Values end up in element ids, so they are slugs, never display text with spaces.
 */
export const ManyTabsOverflow: Story = {
  args: { defaultValue: 'hot' },
  render: (args) => (
    <Tabs {...args} className="w-80">
      <TabsList aria-label="Game categories">
        {categories.map(([value, label]) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map(([value, label]) => (
        <TabsContent key={value} value={value}>
          {label}: the most played games this week.
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Game categories' });
    const scroller = list.parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller.scrollLeft).toBe(0);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Table games' });
    await expect(last).toHaveFocus();
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right + 1);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Table games: the most played');
  },
};

export const DisabledTab: Story = {
  args: { defaultValue: 'deposit' },
  render: (args) => (
    <Tabs {...args} className="max-w-[28rem]">
      <TabsList aria-label="Wallet">
        <TabsTrigger value="deposit">Deposit</TabsTrigger>
        <TabsTrigger value="withdraw" disabled>
          Withdraw
        </TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="deposit">Choose a payment method.</TabsContent>
      <TabsContent value="withdraw">Withdrawals open after verification.</TabsContent>
      <TabsContent value="history">Your last transactions.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    const withdraw = canvas.getByRole('tab', { name: 'Withdraw' });
    await expect(withdraw).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.click(withdraw);
    await expect(withdraw).toHaveAttribute('data-state', 'inactive');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your last transactions.');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: (args) => (
    <Tabs {...args} className="max-w-96">
      <TabsList aria-label="Tài khoản">
        <TabsTrigger value="login">Đăng nhập</TabsTrigger>
        <TabsTrigger value="register">Đăng ký</TabsTrigger>
      </TabsList>
      <TabsContent value="login">Chào mừng bạn trở lại. Đăng nhập bằng tên người dùng và mật khẩu.</TabsContent>
      <TabsContent value="register">Bạn mới đến? Tạo tài khoản chỉ trong chưa đầy một phút.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Đăng nhập' })).toHaveTextContent('Chào mừng bạn trở lại');
  },
};
