import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { vnDraws } from '../../mocks/fixtures/lottery.ts';
import { twoDigitEndings, VnOpenedNumbers } from './VnOpenedNumbers.tsx';

const north = vnDraws(5910, 'EN');
const caMau = vnDraws(5913, 'EN');

const meta = {
  title: 'Lottery/VnOpenedNumbers',
  component: VnOpenedNumbers,
  args: { gameName: north.name, draws: north.draws, onRetry: fn() },
  argTypes: { draws: { table: { disable: true } } },
} satisfies Meta<typeof VnOpenedNumbers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opened draws of the northern lottery, newest first, each with its special prize and its 27 endings. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Opened numbers of Northern (Hanoi)' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(north.draws.length);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(north.draws.map((draw) => draw.numero));
    const latest = north.draws[0]!;
    await expect(rows[0]).toHaveTextContent(latest.prizes.special[0]!);
    const endings = rows[0]!.querySelector('[data-slot="vn-endings"]')!.textContent!.split(' ');
    await expect(endings).toHaveLength(27);
    await expect(endings).toEqual(twoDigitEndings(latest));
    await expect(endings.every((ending) => /^\d{2}$/.test(ending))).toBe(true);
  },
};

/** A southern province: six-digit special prize, eighth prize included (18 numbers). */
export const SouthernProvince: Story = {
  args: { gameName: caMau.name, draws: caMau.draws },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Opened numbers of Cà Mau' });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first.querySelector('[data-slot="vn-endings"]')!.textContent!.split(' ')).toHaveLength(18);
    await expect(first).toHaveTextContent('2026-11-16 16:15');
  },
};

export const Loading: Story = {
  args: { draws: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No draws have been opened for this game yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { draws: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The opened numbers could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { gameName: vnDraws(5910, 'VI').name },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Các số đã mở' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Các số đã mở của Miền Bắc (Hà Nội)' });
    await expect(within(table).getByRole('columnheader', { name: 'Giải đặc biệt' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Lô tô (hai số cuối)' })).toBeVisible();
  },
};
