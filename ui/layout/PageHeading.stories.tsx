import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { PageHeading } from './PageHeading.tsx';

const meta = {
  title: 'Layout/PageHeading',
  component: PageHeading,
  args: { title: 'Promotions', intro: 'Bonuses and events running now.' },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByText('Bonuses and events running now.')).toBeVisible();
  },
};

const onAction = fn();

export const WithActions: Story = {
  args: { title: 'Log in', intro: 'Log in to play, deposit and follow your bets.', actions: <Button onClick={onAction}>Log in</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(onAction).toHaveBeenCalled();
  },
};

export const LongTitle: Story = {
  args: { title: 'Trung tâm trợ giúp và các câu hỏi thường gặp của người chơi', intro: 'Giải đáp những câu hỏi người chơi hay hỏi nhất.' },
  globals: { locale: 'VI' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Trung tâm trợ giúp');
  },
};
