import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: 'https://example.com/download/android', label: 'Android app download QR code' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Android app download QR code' });
    await expect(image).toBeVisible();
    // The encoder loads with the first code: wait for the drawing.
    await waitFor(() => expect(canvasElement.querySelector('svg')).not.toBeNull());
    const svg = canvasElement.querySelector('svg');
    // Spec: 100 px, no built-in margin (the padded white box is the quiet zone).
    await expect(svg).toHaveAttribute('width', '100');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Both platforms side by side, as on the download page. */
export const AppDownloads: Story = {
  render: () => (
    <div className="flex gap-space-lg">
      <figure className="flex flex-col items-center gap-space-sm">
        <QrCode value="https://example.com/download/android" label="Android app download QR code" />
        <figcaption className="text-sm text-muted">Android</figcaption>
      </figure>
      <figure className="flex flex-col items-center gap-space-sm">
        <QrCode value="https://example.com/download/ios" label="iOS app download QR code" />
        <figcaption className="text-sm text-muted">iOS</figcaption>
      </figure>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /app download QR code/ })).toHaveLength(2);
  },
};

export const Large: Story = {
  args: { size: 160, level: 'M' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '160'));
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mã QR' })).toBeVisible();
  },
};
