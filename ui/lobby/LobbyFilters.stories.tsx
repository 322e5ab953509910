import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { menuCategories } from '../../mocks/fixtures/menu.ts';
import { LobbyFilters, type GameClassify, type LobbyFilterValues, type LobbyFiltersProps } from './LobbyFilters.tsx';

const CODES: readonly string[] = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] satisfies GameClassify[];
const isClassify = (key: string): key is GameClassify => CODES.includes(key);

/** The slots category's sub-categories, as the vendor lanes send them. */
const classifies = menuCategories
  .find((category) => category.gameCategory === 'RNG')!
  .gameClassify.map((entry) => entry.key)
  .filter(isClassify);
const minBets = [200, 1_000, 5_000, 10_000, 50_000, 1_000_000];
const minLineNums = [1, 9, 25, 50, 243, 1024];
const EMPTY: LobbyFilterValues = { search: '' };

/** A real wait: the debounce runs on the page's own timers. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lobby owns the values: every change lands here and calls back; Clear empties them. */
function ControlledFilters(props: LobbyFiltersProps & { countFor?: (value: LobbyFilterValues) => number }) {
  const { countFor, ...rest } = props;
  const [value, setValue] = useState(props.value);
  return (
    <LobbyFilters
      {...rest}
      value={value}
      resultCount={countFor ? countFor(value) : rest.resultCount}
      onValueChange={(next) => {
        setValue(next);
        rest.onValueChange(next);
      }}
      onClear={
        rest.onClear &&
        (() => {
          setValue(EMPTY);
          rest.onClear?.();
        })
      }
    />
  );
}

const meta = {
  title: 'Lobby/LobbyFilters',
  component: LobbyFilters,
  args: { value: EMPTY, onValueChange: fn(), onClear: fn(), classifies, minBets, minLineNums, resultCount: 1234 },
  render: (args) => (
    <div className="w-[44rem] max-w-full">
      <ControlledFilters {...args} />
    </div>
  ),
} satisfies Meta<typeof LobbyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/** Slots: search, the sub-category chips (All pressed), both selects on Any, the count; nothing to clear yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search games' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search games' });
    await expect(search).toHaveAttribute('type', 'search');
    await expect(search).toHaveAttribute('placeholder', 'Game name');
    const group = canvas.getByRole('group', { name: 'Game type' });
    const chips = within(group).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Slots',
      'Video poker',
      'Jackpot',
      'Table games',
      'Arcade',
      'Board games',
    ]);
    await expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(chips[1]).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('combobox', { name: 'Minimum bet' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('combobox', { name: 'Minimum lines' })).toHaveDisplayValue('Any');
    await expect(canvas.getByRole('status')).toHaveTextContent('1,234 games');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** Typing stays instant in the box; the parent hears once, 300 ms after the last key, with the text. */
export const DebouncedSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(search, 'fortune');
    await expect(search).toHaveValue('fortune');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await sleep(400);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith({ search: 'fortune' });
    await expect(search).toHaveValue('fortune');
    // Another filter while a search is pending: it applies at once, and the search then merges into it.
    await userEvent.type(search, ' tiger');
    await userEvent.click(canvas.getByRole('button', { name: 'Jackpot' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: 'fortune', gameClassify: 'JP' });
    await sleep(400);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: 'fortune tiger', gameClassify: 'JP' });
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    blur(canvas.getByRole('search'));
  },
};

/** Enter applies the search at once, and the debounce does not send it a second time. */
export const EnterAppliesAtOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(search, 'dragon{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith({ search: 'dragon' });
    await sleep(400);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // Surrounding spaces are not a new search.
    await userEvent.type(search, '  {Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(search).toHaveValue('dragon  ');
  },
};

/** The × empties the box, applies at once and puts focus back in the box. */
export const ClearSearch: Story = {
  args: { value: { search: 'lucky' } },
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search games' });
    await expect(search).toHaveValue('lucky');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ search: '' });
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await sleep(400);
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** One sub-category at a time; pressing the chosen one again, or All, goes back to all games. */
export const ClassifyChips: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Game type' });
    const all = within(group).getByRole('button', { name: 'All' });
    const jackpot = within(group).getByRole('button', { name: 'Jackpot' });
    const slots = within(group).getByRole('button', { name: 'Slots' });
    await userEvent.click(jackpot);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', gameClassify: 'JP' });
    await expect(jackpot).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(slots);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', gameClassify: 'SC' });
    await expect(jackpot).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(slots);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', gameClassify: undefined });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: chips are buttons in the tab order, Space toggles.
    slots.focus();
    await userEvent.keyboard(' ');
    await expect(slots).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(all);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', gameClassify: undefined });
    await expect(args.onValueChange).toHaveBeenCalledTimes(5);
    blur(group);
  },
};

/** Labelled selects with Any first; bets in the brand's currency, numbers in the page's language; a choice applies at once. */
export const Selects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const minBet = canvas.getByRole('combobox', { name: 'Minimum bet' });
    await expect(
      within(minBet)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '₫200', '₫1,000', '₫5,000', '₫10,000', '₫50,000', '₫1,000,000']);
    await userEvent.selectOptions(minBet, '₫10,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', minBet: 10_000 });
    const lines = canvas.getByRole('combobox', { name: 'Minimum lines' });
    await userEvent.selectOptions(lines, '1,024');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', minBet: 10_000, minLineNum: 1024 });
    await userEvent.selectOptions(minBet, 'Any');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ search: '', minBet: undefined, minLineNum: 1024 });
    await expect(minBet).toHaveDisplayValue('Any');
    await expect(lines).toHaveDisplayValue('1,024');
    blur(lines);
  },
};

const countFor = (value: LobbyFilterValues) => (value.gameClassify === 'JP' ? 1 : value.gameClassify ? 56 : 1234);

/** The count sits in a polite live region that is there from the start, so each new count is read out. */
export const ResultCount: Story = {
  render: (args) => (
    <div className="w-[44rem] max-w-full">
      <ControlledFilters {...args} countFor={countFor} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status.tagName).toBe('P');
    await expect(status).toHaveTextContent('1,234 games');
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    await expect(status).toHaveTextContent('56 games');
    await userEvent.click(canvas.getByRole('button', { name: 'Jackpot' }));
    await expect(status).toHaveTextContent(/^1 game$/);
    // The same element throughout: a region swapped out would not be announced.
    await expect(canvas.getByRole('status')).toBe(status);
    blur(status);
  },
};

/** Before the first count arrives the region is empty but present. */
export const NoCountYet: Story = {
  args: { resultCount: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** With anything set, "Clear filters" calls back; the lobby empties the values, the button goes and focus moves to search. */
export const ClearFilters: Story = {
  args: { value: { search: 'book', gameClassify: 'SC', minBet: 5_000 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('book');
    await expect(canvas.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Minimum bet' })).toHaveDisplayValue('₫5,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Minimum bet' })).toHaveDisplayValue('Any');
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // Typing alone (not yet applied) already offers it.
    await userEvent.type(canvas.getByRole('searchbox'), 'x');
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await sleep(400);
    // The pending search was dropped with the rest.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    blur(canvas.getByRole('search'));
  },
};

/** A category without sub-categories or bet filters (live casino): just the search and the count. */
export const OnlySearch: Story = {
  args: { classifies: undefined, minBets: undefined, minLineNums: undefined, resultCount: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('42 games');
  },
};

/** A phone: the search takes the full width, the selects and chips wrap under it. */
export const Mobile: Story = {
  args: { value: { search: 'wild', gameClassify: 'VP' } },
  render: (args) => (
    <div className="w-[344px]">
      <ControlledFilters {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="lobby-filters"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('search').getBoundingClientRect().width).toBeCloseTo(root.getBoundingClientRect().width, 0);
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { value: { search: 'rồng' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Tìm trò chơi' })).toHaveValue('rồng');
    await expect(canvas.getByRole('button', { name: 'Xóa tìm kiếm' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Loại trò chơi' });
    await expect(within(group).getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Nổ hũ' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ search: 'rồng', gameClassify: 'SC' });
    const minBet = canvas.getByRole('combobox', { name: 'Cược tối thiểu' });
    await expect(minBet).toHaveDisplayValue('Bất kỳ');
    await expect(
      within(minBet)
        .getAllByRole('option')
        // Intl puts a no-break space before the sign.
        .map((option) => option.textContent?.replace(/\s/g, ' ')),
    ).toContain('1.000 ₫');
    await expect(
      within(minBet)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace(/\s/g, ' ')),
    ).toContain('1.000.000 ₫');
    await expect(canvas.getByRole('combobox', { name: 'Số dòng tối thiểu' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1.234 trò chơi');
    await expect(canvas.getByRole('button', { name: 'Xóa bộ lọc' })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
    blur(group);
  },
};
