import type { Meta, StoryObj } from '@storybook/react-vite';
import { Wrench } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** The frame every full-area message uses (not found, errors, maintenance, region). */
const meta = {
  title: 'Status/StatusScreen',
  component: StatusScreen,
  args: { title: 'System Maintenance', message: 'We will be back shortly.' },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'System Maintenance' })).toBeVisible();
  },
};

export const WithIconAndActions: Story = {
  args: { icon: <Wrench aria-hidden />, actions: <Button variant="secondary">Contact Us</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: 'IP Restriction',
    message:
      'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('[data-slot="status-screen"]')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { title: 'Bảo trì hệ thống', message: 'Chúng tôi sẽ sớm quay lại.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bảo trì hệ thống' })).toBeVisible();
  },
};
