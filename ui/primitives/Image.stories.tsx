import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image.tsx';

// Sample pictures as inline SVG data URIs: no network, identical pixels on every run.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90">${body}</svg>`)}`;
const BANNER = svg(
  '<rect width="160" height="90" fill="#5b3fc4"/><circle cx="122" cy="45" r="30" fill="#f5b83d"/><rect x="16" y="30" width="70" height="10" rx="5" fill="#ffffff"/><rect x="16" y="50" width="44" height="8" rx="4" fill="#ece8fb"/>',
);
const GAME_ICON = svg(
  '<rect x="35" width="90" height="90" rx="18" fill="#1a7a3a"/><circle cx="80" cy="45" r="24" fill="#ffffff"/><circle cx="80" cy="45" r="10" fill="#1a7a3a"/>',
);
const BROKEN = 'data:image/png;base64,broken';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: BANNER, alt: 'Weekend jackpot banner', width: 320, height: 180, className: 'rounded-lg' },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Weekend jackpot banner' });
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};

/** Width from the layout, height from the aspect ratio: the box is reserved before the bytes arrive. */
export const Responsive: Story = {
  args: { width: undefined, height: undefined, aspectRatio: '16 / 9', className: 'w-full max-w-[28rem] rounded-lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img');
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** Fails, retries once, fails again, then shows the default game icon. */
export const BrokenWithFallback: Story = {
  args: { src: BROKEN, fallbackSrc: GAME_ICON, alt: 'Fish Hunter', width: 160, height: 90 },
  play: async ({ canvas }) => {
    const image = await waitFor(() => {
      const img = canvas.getByRole('img', { name: 'Fish Hunter' });
      expect(img).toHaveAttribute('data-state', 'fallback');
      return img;
    });
    await expect(image).toHaveAttribute('src', GAME_ICON);
  },
};

/** The retry URL works where the first did not. */
export const RetrySucceeds: Story = {
  args: { src: BROKEN, retrySrc: BANNER },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Weekend jackpot banner' })).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.getByRole('img')).toHaveAttribute('src', BANNER);
  },
};

/** The same picture on two servers, the first down: the second server's copy shows, no fallback icon. */
export const SecondServer: Story = {
  args: { src: [BROKEN, BANNER], fallbackSrc: GAME_ICON },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Weekend jackpot banner' })).toHaveAttribute('data-state', 'loaded'));
    await expect(canvas.getByRole('img')).toHaveAttribute('src', BANNER);
  },
};

/** No fallback image: a neutral box of the same size keeps the layout and the accessible name. */
export const BrokenWithoutFallback: Story = {
  args: { src: BROKEN, alt: 'Lucky Dice' },
  play: async ({ canvas }) => {
    // The same accessible name throughout: first the <img>, then the placeholder.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lucky Dice' })).toHaveAttribute('data-slot', 'image-placeholder'));
    const placeholder = canvas.getByRole('img', { name: 'Lucky Dice' });
    await expect(placeholder).toHaveAttribute('data-state', 'fallback');
    const { width, height } = placeholder.getBoundingClientRect();
    await expect([Math.round(width), Math.round(height)]).toEqual([320, 180]);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { src: BROKEN, fallbackSrc: GAME_ICON, alt: 'Biểu tượng trò chơi Xóc Đĩa', width: 160, height: 90 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Biểu tượng trò chơi Xóc Đĩa' })).toHaveAttribute('data-state', 'fallback'));
  },
};
