import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { OfflineBanner } from './OfflineBanner.tsx';

/** What every page shows while the device has no network (the app mounts it on the browser's offline event). */
const meta = {
  title: 'Status/OfflineBanner',
  component: OfflineBanner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status at the window's foot, over the page: it says what happened and that nothing typed is lost. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('You are offline. What you typed is kept, and the page catches up when you are back online.');
    await expect(banner.getBoundingClientRect().bottom).toBe(window.innerHeight);
    // Nothing to press: the keyboard passes it by.
    await expect(banner.querySelector('button, a, input')).toBeNull();
  },
};

/** A 320 px phone: the words wrap, the bar stays at the foot. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toBeVisible();
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Bạn đang ngoại tuyến.');
  },
};
