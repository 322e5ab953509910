import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingRegion } from './LoadingRegion.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/LoadingRegion',
  component: LoadingRegion,
  args: {
    className: 'flex w-72 flex-col gap-space-sm',
    children: (
      <>
        <Skeleton shape="text" className="w-3/4" />
        <Skeleton className="h-16" />
        <Skeleton shape="text" className="w-1/2" />
      </>
    ),
  },
} satisfies Meta<typeof LoadingRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section while its call runs: busy, one spoken "Loading", the skeletons hidden from screen readers. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-slot="loading-region"]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent(/^Loading/);
    for (const skeleton of region.querySelectorAll('[data-slot="skeleton"]')) await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="loading-region"]')).toHaveTextContent(/^Đang tải/);
  },
};
