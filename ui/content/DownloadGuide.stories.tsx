import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { downloadLinks } from '../../mocks/fixtures/content.ts';
import { DownloadGuide } from './DownloadGuide.tsx';

const meta = {
  title: 'Content/DownloadGuide',
  component: DownloadGuide,
  args: { androidUrl: downloadLinks.androidUrl, iosUrl: downloadLinks.iosUrl, onPlatformChange: fn() },
} satisfies Meta<typeof DownloadGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four steps per platform; step 1 has a 100 px QR code of the platform's link and the link itself. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const android = canvas.getByRole('tab', { name: 'Android' });
    await expect(android).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Android' });
    await expect(panel.querySelectorAll('li[data-slot="download-step"]')).toHaveLength(4);
    const qr = canvas.getByRole('img', { name: 'QR code to download the Android app' });
    // The encoder loads with the first code drawn.
    await waitFor(() => expect(qr.querySelector('svg')).toHaveAttribute('width', '100'));
    const link = canvas.getByRole('link', { name: /Download for Android/ });
    await expect(link).toHaveAttribute('href', downloadLinks.androidUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('Allow the installation')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'iOS' }));
    await expect(args.onPlatformChange).toHaveBeenCalledWith('ios');
    await expect(canvas.getByRole('link', { name: /Install on iPhone/ })).toHaveAttribute('href', downloadLinks.iosUrl);
    await expect(canvas.getByRole('img', { name: 'QR code to install the iOS app' })).toBeVisible();
    await expect(canvas.getByText('Trust the profile')).toBeVisible();
  },
};

/** Arrow keys switch platforms (and wrap); Tab then reaches the panel and its link. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const android = canvas.getByRole('tab', { name: 'Android' });
    const ios = canvas.getByRole('tab', { name: 'iOS' });
    await expect(android).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(ios).toHaveFocus();
    await expect(ios).toHaveAttribute('aria-selected', 'true');
    await expect(args.onPlatformChange).toHaveBeenLastCalledWith('ios');
    await userEvent.keyboard('{ArrowRight}');
    await expect(android).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(ios).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'iOS' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Install on iPhone/ })).toHaveFocus();
  },
};

/** No iOS link yet: the iOS tab says so instead of showing steps. */
export const AndroidOnly: Story = {
  args: { iosUrl: undefined },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: /Download for Android/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'iOS' }));
    await expect(canvas.getByText('The iOS app is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();
  },
};

/** Only the iOS profile: that tab opens first. */
export const IosOnly: Story = {
  args: { androidUrl: null },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: /Install on iPhone/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Android' }));
    await expect(canvas.getByText('The Android app is not available yet.')).toBeVisible();
  },
};

/** Neither app released, or a link that is not http(s) (never rendered as a link): both tabs say so. */
export const Neither: Story = {
  args: { androidUrl: undefined, iosUrl: 'javascript:alert(1)' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('The Android app is not available yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'iOS' }));
    await expect(canvas.getByText('The iOS app is not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The status call (which carries the resources) has not answered yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The platform sends the resources with empty URLs. */
export const Empty: Story = {
  args: { androidUrl: '', iosUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('The Android app is not available yet.')).toBeVisible();
    await expect(canvas.getByText("You can keep playing in your phone's browser in the meantime.")).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Chọn loại điện thoại' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Tải cho Android/ })).toBeVisible();
    await expect(canvas.getByText('Cho phép cài đặt')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'iOS' }));
    await expect(canvas.getByText('Tin cậy cấu hình')).toBeVisible();
  },
};

/** 360 px wide, as in the download popup on a phone: the steps stack, the link stays a full button. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultPlatform: 'ios' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Install on iPhone/ });
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(canvas.getByRole('tabpanel').getBoundingClientRect().right + 1);
  },
};
