import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { homeCategories } from '../../mocks/fixtures/home.ts';
import { CategoryTiles } from './CategoryTiles.tsx';

const categories = homeCategories();

const meta = {
  title: 'Home/CategoryTiles',
  component: CategoryTiles,
  args: { categories, onNavigate: fn(), onRetry: fn() },
  argTypes: { categories: { table: { disable: true } } },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Game categories' })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(categories.length);
    const slots = canvas.getByRole('link', { name: /^Slots/ });
    await expect(slots).toHaveAttribute('href', '/rng');
    await expect(slots).toHaveTextContent('10,000 games · 11 providers');
    await userEvent.click(slots);
    await expect(args.onNavigate).toHaveBeenCalledWith('/rng');
    await expect(canvas.getByRole('link', { name: /^Vietnam lottery/ })).toHaveTextContent('1 provider');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The tiles are links in reading order; Enter follows one through onNavigate. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Lottery/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Vietnam lottery/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/vnlottery');
  },
};

/** Without onNavigate the tiles are plain links the router (or the browser) follows. */
export const PlainLinks: Story = {
  args: { onNavigate: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Cock fight/ })).toHaveAttribute('href', '/sports?vassalage=SV3');
  },
};

/** Only the categories given are shown: a brand with three lanes gets three tiles. */
export const SomeCategories: Story = {
  args: { categories: categories.filter((tile) => ['RNG', 'LIVE', 'SPORTS'].includes(tile.category)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/rng', '/live', '/sports']);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Nothing to show: the section stays, titled, and says so (the home page never goes blank). */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await expect(canvas.getByText('No games are available right now')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Danh mục trò chơi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Nổ hũ/ })).toHaveTextContent('10.000 trò chơi · 11 nhà cung cấp');
    await expect(canvas.getByRole('link', { name: /^Đá gà/ })).toBeVisible();
  },
};

/** Two columns at 360 px, every tile at least 40 px tall. */
export const Mobile: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <CategoryTiles {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    const tops = new Set(links.slice(0, 2).map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    for (const link of links) await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};
