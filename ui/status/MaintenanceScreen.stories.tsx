import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BRAND_TIME_ZONE, maintenanceWindow } from '../../mocks/fixtures/status.ts';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';

/** systemStatus 1: replaces the whole app, header and footer included. */
const meta = {
  title: 'Status/MaintenanceScreen',
  component: MaintenanceScreen,
  args: { onContactUs: fn(), timeZone: BRAND_TIME_ZONE },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MaintenanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a window: the status call says maintenance before any call has answered with times. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
    await expect(canvas.getByText('Restriction of visit')).toBeVisible();
    await expect(canvas.getByText(/under maintenance/)).toBeVisible();
    await expect(canvas.queryByText('Expected back at')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

/** The maintenance answer's maintainTime/endTime, shown in the brand's zone with its offset. */
export const WithWindow: Story = {
  args: maintenanceWindow,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Maintenance started')).toBeVisible();
    await expect(canvas.getByText('2026-11-22 09:00 GMT+7')).toBeVisible();
    await expect(canvas.getByText('Expected back at')).toBeVisible();
    await expect(canvas.getByText('2026-11-22 13:00 GMT+7')).toHaveAttribute('datetime', '2026-11-22T06:00:00.000Z');
    // Keyboard: the only control is reachable and works with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

/** Only the expected end is known. */
export const EndTimeOnly: Story = {
  args: { endTime: maintenanceWindow.endTime },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expected back at')).toBeVisible();
    await expect(canvas.queryByText('Maintenance started')).toBeNull();
  },
};

/** 360 px wide: the card, the window and a full-width Contact Us fit without sideways scrolling. */
export const Mobile: Story = {
  args: maintenanceWindow,
  render: (args) => (
    <div className="w-[360px]">
      <MaintenanceScreen {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="maintenance-screen"]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const button = canvas.getByRole('button', { name: 'Contact Us' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: maintenanceWindow,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bảo trì hệ thống' })).toBeVisible();
    await expect(canvas.getByText('Hạn chế truy cập')).toBeVisible();
    await expect(canvas.getByText('Dự kiến hoạt động lại')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Liên hệ chúng tôi' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};
