import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SidebarLayout } from './SidebarLayout.tsx';

const Block = ({ label, tall = false }: { label: string; tall?: boolean }) => (
  <div
    className={`rounded-lg border border-dashed border-border-strong bg-surface-sunken p-space-md text-sm text-muted ${tall ? 'h-48' : ''}`}
  >
    {label}
  </div>
);

const meta = {
  title: 'Layout/SidebarLayout',
  component: SidebarLayout,
  args: {
    aside: <Block label="Game menu" tall />,
    children: (
      <>
        <Block label="Countdown" />
        <Block label="Popular games" />
      </>
    ),
  },
} satisfies Meta<typeof SidebarLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From a 1024 px window up the side column sits beside the main one at 18 rem; below that (a phone, a
 * tablet) it stacks above it. The breakpoint is the window's, so the story shows whichever the test
 * browser's window is.
 */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const aside = canvasElement.querySelector('[data-slot="sidebar-layout-aside"]')!.getBoundingClientRect();
    const main = canvasElement.querySelector('[data-slot="sidebar-layout-main"]')!.getBoundingClientRect();
    if (window.innerWidth >= 1024) {
      await expect(aside.width).toBe(18 * 16);
      await expect(main.left).toBeGreaterThan(aside.right);
    } else {
      await expect(main.top).toBeGreaterThan(aside.bottom);
    }
  },
};
