import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bonusTurnover } from '../../mocks/fixtures/records.ts';
import { ProgressMeter } from './ProgressMeter.tsx';

// vip01's bonus turnover: ₫301,070 bet of the ₫2,100,000 needed before a withdrawal.
const turnover = bonusTurnover('vip');

const meta = {
  title: 'Records/ProgressMeter',
  component: ProgressMeter,
  args: { label: 'Turnover before withdrawal', current: turnover.completed, target: turnover.required, kind: 'money' },
  argTypes: { kind: { control: 'inline-radio', options: ['money', 'count'] }, size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

const barWidth = (canvasElement: HTMLElement) => {
  const track = canvasElement.querySelector<HTMLElement>('[data-slot="progress-meter-track"]')!;
  const bar = canvasElement.querySelector<HTMLElement>('[data-slot="progress-meter-bar"]')!;
  return bar.getBoundingClientRect().width / track.getBoundingClientRect().width;
};

/** Money towards a target: the amounts, the percentage, what is left; one progressbar says it all. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Turnover before withdrawal' });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '2100000');
    await expect(bar).toHaveAttribute('aria-valuenow', '301070');
    await expect(bar).toHaveAttribute('aria-valuetext', '₫301,070 of ₫2,100,000 (14%)');
    await expect(canvasElement.querySelector('[data-slot="progress-meter-values"]')).toHaveTextContent('₫301,070 / ₫2,100,000');
    await expect(canvasElement.querySelector('[data-slot="progress-meter-remaining"]')).toHaveTextContent('₫1,798,930 to go');
    await expect(barWidth(canvasElement)).toBeCloseTo(301_070 / 2_100_000, 2);
  },
};

/** A count (a mission: bets placed). */
export const Count: Story = {
  args: { label: 'Place 5 bets on slots', current: 3, target: 5, kind: 'count', hint: 'Reward: 50 points' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Place 5 bets on slots' })).toHaveAttribute('aria-valuetext', '3 of 5 (60%)');
    await expect(canvasElement.querySelector('[data-slot="progress-meter-remaining"]')).toHaveTextContent('2 to go');
    await expect(canvas.getByText('Reward: 50 points')).toBeVisible();
  },
};

/** Met (or passed): a full bar in the success tone, a check and "Complete". */
export const Complete: Story = {
  args: { current: 2_350_000, target: 2_100_000 },
  play: async ({ canvas, canvasElement }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '2100000');
    await expect(bar).toHaveAttribute('aria-valuetext', '₫2,350,000 of ₫2,100,000 (100%), Complete');
    await expect(canvasElement.querySelector('[data-slot="progress-meter"]')).toHaveAttribute('data-state', 'complete');
    await expect(canvasElement.querySelector('[data-slot="progress-meter-complete"]')).toHaveTextContent('Complete');
    await expect(barWidth(canvasElement)).toBeCloseTo(1, 2);
  },
};

/** Nothing done yet: an empty bar, the whole target to go. */
export const Empty: Story = {
  args: { current: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '₫0 of ₫2,100,000 (0%)');
    await expect(canvasElement.querySelector('[data-slot="progress-meter-remaining"]')).toHaveTextContent('₫2,100,000 to go');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="progress-meter"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** Several meters in a phone-wide card (the member's VIP and missions panel). */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} className="flex flex-col gap-space-lg rounded-lg border border-border bg-surface-raised p-space-md">
        <Story />
        <ProgressMeter label="Deposits towards VIP 3" current={8_400_000} target={20_000_000} kind="money" size="sm" />
        <ProgressMeter label="Log in 7 days in a row" current={7} target={7} size="sm" />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    for (const meter of canvasElement.querySelectorAll<HTMLElement>('[data-slot="progress-meter"]'))
      await expect(meter.scrollWidth).toBeLessThanOrEqual(meter.clientWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Doanh thu cược trước khi rút' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Doanh thu cược trước khi rút' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^301\.070\s₫ trên 2\.100\.000\s₫ \(14\s?%\)$/),
    );
    await expect(canvasElement.querySelector('[data-slot="progress-meter-remaining"]')).toHaveTextContent(/^Còn 1\.798\.930\s₫$/);
  },
};
