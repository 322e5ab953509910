import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { lotteryMenuGroups, vnMenuGroups } from '../../mocks/fixtures/lottery.ts';
import { LotteryMenu } from './LotteryMenu.tsx';

const groups = lotteryMenuGroups('EN');
const ffc = groups[0]!.games[0]!;
const hk6 = groups.find((group) => group.code === 'LHC')!.games[0]!;

const group = (canvasElement: HTMLElement, name: string) => {
  const heading = within(canvasElement).getByRole('heading', { level: 3, name });
  return within(heading.parentElement!);
};

const meta = {
  title: 'Lottery/LotteryMenu',
  component: LotteryMenu,
  args: { groups, selectedCode: ffc.code, onSelect: fn(), onToggleFavourite: fn(), onRetry: fn() },
  argTypes: { groups: { table: { disable: true } } },
  render: (args) => (
    <div className="w-72">
      <LotteryMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof LotteryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member with two favourites: they are starred and listed first; choosing a game calls back with it. */
export const LoggedIn: Story = {
  args: { favouriteIds: [hk6.id, ffc.id] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Games' })).toBeVisible();
    const favourites = group(canvasElement, 'Favourites');
    await expect(favourites.getAllByRole('button', { name: /^(TCG 1-Min SSC|Hong Kong Mark Six)/ })).toHaveLength(2);
    const ssc = group(canvasElement, 'Time Lottery (SSC)');
    await expect(ssc.getByRole('button', { name: /^TCG 1-Min SSC/ })).toHaveAttribute('aria-current', 'true');
    await expect(ssc.getByRole('button', { name: 'Favourite TCG 1-Min SSC' })).toHaveAttribute('aria-pressed', 'true');
    await expect(ssc.getByRole('button', { name: 'Favourite TCG 3-Min SSC' })).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(ssc.getByRole('button', { name: /^Chongqing SSC/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'CQSSC', id: 1004 }));
    await userEvent.click(ssc.getByRole('button', { name: 'Favourite TCG 1-Min SSC' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ code: 'TCGFFC' }), false);
    await userEvent.click(ssc.getByRole('button', { name: 'Favourite TCG 3-Min SSC' }));
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'TCG3FC' }), true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Up, down, Home and End move between games; Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const games = canvas.getAllByRole('button').filter((button) => button.getAttribute('data-slot') === 'lottery-menu-game');
    games[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(games[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(games[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(games.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ code: 'TCG3FC' }));
    // Tab still reaches the star of the focused game.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Favourite TCG 3-Min SSC' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A visitor: no favourites; the star is there and its click goes to the container (which asks for a login). */
export const LoggedOut: Story = {
  args: { favouriteIds: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('heading', { name: 'Favourites' })).toBeNull();
    const star = canvas.getByRole('button', { name: 'Favourite Welfare 3D' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ code: 'FC3D' }), true);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The Vietnam games by region, without type icons. */
export const VietnamRegions: Story = {
  args: { groups: vnMenuGroups('EN'), selectedCode: 'XSMB', title: 'Games by region' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Northern',
      'Central',
      'Southern',
      'Express',
    ]);
    await expect(canvasElement.querySelector('[data-slot="lottery-type-icon"]')).toBeNull();
    await expect(group(canvasElement, 'Northern').getByRole('button', { name: /^Northern \(Hanoi\)/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { groups: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { groups: [{ code: 'SSC', name: 'SSC', icon: 'SSC', games: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No lottery games are available right now.')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const ErrorState: Story = {
  args: { groups: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The lottery games could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { groups: lotteryMenuGroups('VI'), favouriteIds: [hk6.id] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trò chơi' })).toBeVisible();
    await expect(group(canvasElement, 'Yêu thích').getByRole('button', { name: /^Mark Six Hồng Kông/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Yêu thích Mark Six Hồng Kông' })[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(group(canvasElement, '11 chọn 5').getByRole('button', { name: /^11x5 Quảng Đông/ })).toHaveTextContent('Mỗi 20 phút');
  },
};
