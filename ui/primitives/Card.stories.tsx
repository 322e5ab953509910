import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    className: 'w-80',
    children: (
      <>
        <h2 className="font-semibold">Main wallet</h2>
        <p className="mt-space-xs text-sm text-muted">Deposits go here; games draw on it.</p>
      </>
    ),
  },
  argTypes: { padding: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]')!;
    await expect(card).toHaveClass('bg-surface-raised', 'p-space-lg');
    await expect(card).toHaveTextContent('Main wallet');
  },
};

export const Compact: Story = {
  args: { padding: 'md' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveClass('p-space-md');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    children: (
      <>
        <h2 className="font-semibold">Ví chính</h2>
        <p className="mt-space-xs text-sm text-muted">Tiền nạp vào đây; trò chơi dùng số dư này.</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveTextContent('Ví chính');
  },
};
