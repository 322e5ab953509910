import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame, SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onAction = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { icon: <SearchX aria-hidden />, title: 'No games match', hint: 'Try another name, or clear the filters.' },
  argTypes: { size: { control: 'inline-radio', options: ['roomy', 'compact'] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No games match')).toBeVisible();
    await expect(canvas.getByText('Try another name, or clear the filters.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"] svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An empty section points somewhere useful. */
export const WithAction: Story = {
  args: {
    icon: <Flame aria-hidden />,
    title: 'No hot games right now',
    hint: 'Every game is in the lobbies.',
    size: 'compact',
    action: (
      <Button variant="secondary" size="sm" onClick={onAction}>
        Browse the slots
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Browse the slots' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { title: 'Không có trò chơi phù hợp', hint: 'Hãy thử tên khác hoặc xoá bộ lọc.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có trò chơi phù hợp')).toBeVisible();
  },
};
