import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusChip } from './StatusChip.tsx';

const meta = {
  title: 'Records/StatusChip',
  component: StatusChip,
  args: { tone: 'success', children: 'Completed' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] } },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Completed');
    await expect(chip).toHaveAttribute('data-tone', 'success');
    // The dot repeats the tone for the eye; the word carries the meaning.
    await expect(chip.querySelector('[aria-hidden="true"]')).toHaveClass('bg-success');
  },
};

/** Every tone, as the record pages use them: the platform's statuses mapped by the containers. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-space-sm">
      <StatusChip tone="success">Completed</StatusChip>
      <StatusChip tone="warning">Processing</StatusChip>
      <StatusChip tone="danger">Rejected</StatusChip>
      <StatusChip tone="info">Applying</StatusChip>
      <StatusChip tone="neutral">Cancelled</StatusChip>
      <StatusChip tone="success" size="md">
        Credited
      </StatusChip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-slot="status-chip"]')].map((chip) => chip.getAttribute('data-tone'));
    await expect(tones).toEqual(['success', 'warning', 'danger', 'info', 'neutral', 'success']);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => (
    <div className="flex flex-wrap gap-space-sm">
      <StatusChip tone="success">Hoàn thành</StatusChip>
      <StatusChip tone="warning">Đang xử lý</StatusChip>
      <StatusChip tone="danger">Bị từ chối</StatusChip>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang xử lý')).toHaveAttribute('data-tone', 'warning');
  },
};
