import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingRegion } from './LoadingRegion.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'rect', className: 'h-24 w-64' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton).toHaveClass('animate-pulse');
  },
};

export const Shapes: Story = {
  render: () => (
    <div className="flex items-center gap-space-md">
      <Skeleton shape="circle" className="size-12" />
      <Skeleton shape="rect" className="h-12 w-32" />
      <Skeleton shape="text" className="w-40" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>('[data-shape="circle"]')!;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

/** A lobby's game grid while the list loads: card-sized blocks keep the layout from jumping. */
export const GameCardGrid: Story = {
  render: () => (
    <LoadingRegion>
      <ul className="grid grid-cols-2 gap-space-md sm:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="flex flex-col gap-space-sm rounded-lg bg-surface-raised p-space-sm">
            <Skeleton className="aspect-square rounded-lg" />
            <Skeleton shape="text" className="w-3/4" />
            <Skeleton shape="text" className="h-3 w-1/2" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(24);
    await expect(canvas.getByText('Loading…')).toHaveClass('sr-only');
  },
};

/** A paragraph of text loading: uneven last line, so it reads as text. */
export const TextBlock: Story = {
  render: () => (
    <LoadingRegion>
      <div className="flex max-w-[28rem] items-start gap-space-md">
        <Skeleton shape="circle" className="size-10" />
        <div className="flex flex-1 flex-col gap-space-sm">
          <Skeleton shape="text" className="h-5 w-1/2" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" className="w-2/3" />
        </div>
      </div>
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-shape="text"]')).toHaveLength(4);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => (
    <LoadingRegion>
      <div className="flex w-64 flex-col gap-space-sm">
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </LoadingRegion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải…')).toBeInTheDocument();
  },
};
