import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LOTTERY_TYPES, LotteryTypeIcon } from './LotteryTypeIcon.tsx';

const meta = {
  title: 'Lottery/LotteryTypeIcon',
  component: LotteryTypeIcon,
  args: { type: 'SSC', size: 'md' },
  argTypes: {
    type: { control: 'select', options: [...LOTTERY_TYPES, 'PCB', null] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof LotteryTypeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon with its accessible name. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Time lottery (SSC)' });
    await expect(icon).toHaveAttribute('data-type', 'SSC');
    await expect(icon.querySelector('svg')).not.toBeNull();
  },
};

/** Every type of spec section 3 plus K3, and the fallback for a code without an icon of its own. */
export const AllTypes: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-space-sm">
      {[...LOTTERY_TYPES, 'PCB', undefined].map((type) => (
        <LotteryTypeIcon key={type ?? 'none'} {...args} type={type} size="lg" />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    await expect(names).toEqual([
      'Time lottery (SSC)',
      '11 choose 5',
      'Low-frequency lottery',
      'Mark Six',
      'PK10 racing',
      'Fast 3 dice (K3)',
      'Lottery',
      'Lottery',
    ]);
    const types = canvas.getAllByRole('img').map((icon) => icon.getAttribute('data-type'));
    await expect(types).toEqual(['SSC', '11X5', 'LF', 'LHC', 'PK10', 'K3', 'other', 'other']);
  },
};

/** Beside the group's written name the icon is hidden from screen readers. */
export const Decorative: Story = {
  args: { type: 'PK10', decorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="lottery-type-icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: AllTypes.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Xổ số thời gian (SSC)' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Xúc xắc nhanh 3 (K3)' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Xổ số' })).toHaveLength(2);
  },
};
