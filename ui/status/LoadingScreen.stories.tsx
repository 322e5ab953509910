import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen.tsx';

/** What the window shows while the app starts: before the first page's code and the platform's status arrive. */
const meta = {
  title: 'Status/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading…' });
    await expect(status).toBeVisible();
    await expect(status.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Đang tải…' })).toBeVisible();
  },
};
