import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pointRules } from '../../mocks/fixtures/points.ts';
import { PointRules } from './PointRules.tsx';

const meta = {
  title: 'Points/PointRules',
  component: PointRules,
  args: { rules: pointRules.rules, rates: pointRules.rates, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Points never expire" first (said once), the rule lines, then the exchange-rate table. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Points never expire.')).toHaveLength(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pointRules.rules.length - 1);
    const table = canvas.getByRole('table', { name: 'Exchange rates' });
    await expect(within(table).getByRole('row', { name: /Live casino/ })).toHaveTextContent('5 points per ₫10,000');
    await expect(within(table).getByRole('row', { name: /Redeem/ })).toHaveTextContent('100 points are worth ₫1,000');
  },
};

export const Data: Story = {
  args: { rules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Points never expire.')).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Exchange rates' })).getAllByRole('row')).toHaveLength(
      pointRules.rates.length + 1,
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rules: [], rates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No exchange rates are set.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rules could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Exchange rates' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: { rules: pointRules.rulesVi },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Điểm không bao giờ hết hạn.')).toHaveLength(1);
    await expect(canvas.getByRole('table', { name: 'Bảng tỷ lệ quy đổi' })).toBeVisible();
  },
};
