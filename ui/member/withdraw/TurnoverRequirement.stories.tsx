import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withdrawSummary } from '../../../mocks/fixtures/withdraw.ts';
import { TurnoverRequirement } from './TurnoverRequirement.tsx';

// vip01: a VIP upgrade bonus with 3x turnover, part played, so withdrawals wait (status N).
const vip = withdrawSummary('vip').turnover;

const meta = {
  title: 'Member/Withdraw/TurnoverRequirement',
  component: TurnoverRequirement,
  args: { turnover: vip, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TurnoverRequirement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blocked: what is left per game type, and why the form waits. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Turnover still required' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Withdrawals open once the turnover below is complete.');
    const row = within(canvas.getByRole('table')).getByRole('row', { name: /All games/ });
    await expect(row).toHaveTextContent(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(vip.items[0]!.remaining),
    );
  },
};

/** Status I: some is owed but withdrawals stay open; per game type, the lottery's e-lottery line worded as the lottery's. */
export const Warning: Story = {
  args: {
    turnover: {
      state: 'WARNING',
      items: [
        { gameType: 'RNG', required: 500_000, actual: 200_000, remaining: 300_000 },
        { gameType: 'ELOTT', required: 100_000, actual: 100_000, remaining: 0 },
        { gameType: 'XYZ', required: 50_000, actual: 0, remaining: 50_000 },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/You may withdraw/);
    await expect(canvas.getByText('Slots')).toBeVisible();
    await expect(canvas.getByText('Lottery')).toBeVisible();
    // A game type the app does not know shows as the platform names it.
    await expect(canvas.getByText('XYZ')).toBeVisible();
  },
};

/** What was owed is played (status D): said in one line. */
export const Done: Story = {
  args: { turnover: { state: 'CLEAR', items: [{ gameType: 'ALL', required: 300_000, actual: 300_000, remaining: 0 }] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The turnover required before withdrawing is complete.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing owed (status A): nothing to show. */
export const Empty: Story = {
  args: { turnover: { state: 'CLEAR', items: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="withdraw-turnover"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { turnover: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="withdraw-turnover"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  args: { turnover: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The turnover still required could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Doanh số cược còn thiếu' })).toBeVisible();
    await expect(canvas.getByText('Tất cả trò chơi')).toBeVisible();
  },
};
