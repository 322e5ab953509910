import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { regionVisitor } from '../../mocks/fixtures/status.ts';
import { RegionScreen } from './RegionScreen.tsx';

/** systemStatus 2: replaces the whole app, header and footer included. */
const meta = {
  title: 'Status/RegionScreen',
  component: RegionScreen,
  args: { onContactUs: fn(), ...regionVisitor },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region-blocked scenario's visitor: IP, country by name with its code and flag. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'IP Restriction' })).toBeVisible();
    await expect(canvas.getByText('Restriction of visit')).toBeVisible();
    await expect(
      canvas.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Your IP address')).toBeVisible();
    await expect(canvas.getByText(args.ip!)).toBeVisible();
    await expect(canvas.getByText('United States')).toBeVisible();
    await expect(canvas.getByText('(US)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

/** A code Intl does not know is shown as it is, and a malformed one does not break the page. */
export const UnknownCountry: Story = {
  args: { ip: '2001:db8:85a3::8a2e:370:7334', country: 'XX', flagSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XX')).toBeVisible();
    await expect(canvas.getByText('2001:db8:85a3::8a2e:370:7334')).toBeVisible();
  },
};

/** The status call answered without a location: the message and Contact Us still stand. */
export const NoLocation: Story = {
  args: { ip: '', country: '', flagSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Your IP address')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  },
};

/** 360 px wide: nothing scrolls sideways, Contact Us is a full-width 48 px target. */
export const Mobile: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <RegionScreen {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="region-screen"]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Contact Us' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onContactUs).toHaveBeenCalledTimes(1);
  },
};

/** The country name follows the language (Intl.DisplayNames). */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hạn chế IP' })).toBeVisible();
    await expect(canvas.getByText(/Do hạn chế về vị trí hoặc địa chỉ IP của bạn/)).toBeVisible();
    await expect(canvas.getByText('Địa chỉ IP của bạn')).toBeVisible();
    await expect(canvas.getByText('Hoa Kỳ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Liên hệ chúng tôi' })).toBeVisible();
  },
};
