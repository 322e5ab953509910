import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recentLotteryItems } from '../../mocks/fixtures/lottery.ts';
import { RecentLotteries } from './RecentLotteries.tsx';

const items = recentLotteryItems('member01', 'EN');

const meta = {
  title: 'Lottery/RecentLotteries',
  component: RecentLotteries,
  args: { items, selectedCode: 'XSMB', onSelect: fn(), onRetry: fn(), onUnlock: fn() },
  argTypes: { items: { table: { disable: true } } },
  render: (args) => (
    <div className="w-72">
      <RecentLotteries {...args} />
    </div>
  ),
} satisfies Meta<typeof RecentLotteries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's recently played Vietnam games; choosing one calls back with its code. */
export const LoggedIn: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recently played' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(items.length);
    await expect(canvas.getByRole('button', { name: /^Northern \(Hanoi\)/ })).toHaveAttribute('aria-current', 'true');
    const other = items.find((item) => item.gameCode !== 'XSMB')!;
    await userEvent.click(buttons.find((button) => button.textContent?.startsWith(other.name))!);
    await expect(args.onSelect).toHaveBeenCalledWith(other.gameCode);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A visitor: recent games need a login (spec section 6). */
export const LoggedOut: Story = {
  args: { items: undefined, restricted: 'visitor' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Log in to see the games you played recently.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A trial account is refused recent games and offered a real account. */
export const TrialAccount: Story = {
  args: { items: undefined, restricted: 'trial' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Recent games are for registered members.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register a real account' }));
    await expect(args.onUnlock).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not played any Vietnam lottery game yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { items: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your recent games could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { items: recentLotteryItems('member01', 'VI') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Chơi gần đây' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Miền Bắc \(Hà Nội\)/ })).toHaveAttribute('aria-current', 'true');
  },
};
