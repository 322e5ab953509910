import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Columns } from './Columns.tsx';

const Block = ({ label, tall = false }: { label: string; tall?: boolean }) => (
  <div
    data-slot="sample"
    className={`rounded-lg border border-dashed border-border-strong bg-surface-sunken p-space-md text-sm text-muted ${tall ? 'h-40' : ''}`}
  >
    {label}
  </div>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    children: (
      <>
        <Block label="Big wins" tall />
        <Block label="Lottery results" />
      </>
    ),
  },
  argTypes: {
    from: { control: 'inline-radio', options: ['lg', 'xl'] },
    gap: { control: 'inline-radio', options: ['lg', 'xl'] },
    align: { control: 'inline-radio', options: ['start', 'stretch'] },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stacked below the breakpoint (as here), two equal columns above it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = [...canvasElement.querySelectorAll('[data-slot="sample"]')].map((block) => block.getBoundingClientRect());
    if (window.innerWidth >= 1280) await expect(second!.left).toBeGreaterThan(first!.right);
    else await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};

/** Columns of a row that share its height (the home page's big wins and lottery results). */
export const Stretch: Story = {
  args: { from: 'lg', gap: 'xl', align: 'stretch' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="columns"]')).toHaveClass('items-stretch', 'gap-space-xl', 'lg:grid-cols-2');
  },
};
