import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColorTokens, ShapeTokens } from './TokenGallery.tsx';
import { colorTokens } from './tokens.ts';

const meta = {
  title: 'Foundations/Tokens',
  component: ColorTokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token, light and dark side by side whatever the toolbar theme. */
export const Colors: Story = {
  play: async ({ canvas }) => {
    const count = Object.keys(colorTokens).length;
    await expect(canvas.getAllByRole('listitem')).toHaveLength(count * 2);
    // The dark column really resolves the dark values, even inside a light page.
    const dark = canvas.getByRole('region', { name: 'Dark' });
    await expect(getComputedStyle(dark).backgroundColor).toBe('rgb(15, 17, 32)');
    const light = canvas.getByRole('region', { name: 'Light' });
    await expect(getComputedStyle(light).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const Shapes: StoryObj<typeof ShapeTokens> = {
  render: () => <ShapeTokens />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Radius' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shadow' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Spacing' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Tối' })).toBeVisible();
  },
};
