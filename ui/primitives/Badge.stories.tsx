import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Trophy } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { Badge } from './Badge.tsx';

const TONES = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger'] as const;
const VARIANTS = ['solid', 'soft', 'outline'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'VIP', tone: 'brand', variant: 'soft', size: 'md' },
  argTypes: {
    tone: { control: 'inline-radio', options: TONES },
    variant: { control: 'inline-radio', options: VARIANTS },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP')).toHaveAttribute('data-tone', 'brand');
  },
};

/** Every tone in every variant, on the page and on a raised card (contrast is checked on both). */
export const TonesAndVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-space-md">
      {(['bg-surface', 'bg-surface-raised'] as const).map((surface) => (
        <div key={surface} className={`grid grid-cols-6 justify-items-start gap-space-sm rounded-lg p-space-md ${surface}`}>
          {VARIANTS.flatMap((variant) =>
            TONES.map((tone) => (
              <Badge key={`${variant}-${tone}`} tone={tone} variant={variant}>
                {tone}
              </Badge>
            )),
          )}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(36);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-space-sm">
      <Badge {...args} size="sm">
        Trial
      </Badge>
      <Badge {...args} size="md">
        Trial
      </Badge>
    </div>
  ),
  args: { tone: 'warning' },
  play: async ({ canvas }) => {
    const [small, medium] = canvas.getAllByText('Trial');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(medium!.getBoundingClientRect().height);
  },
};

/** Count mode on icon buttons: unread messages (capped at 99+) and missions to claim. */
export const Counts: Story = {
  render: () => (
    <div className="flex items-center gap-space-lg">
      <Button variant="secondary" icon={<Mail aria-hidden className="size-4" />}>
        Inbox <Badge count={120} label="120 unread messages" />
      </Button>
      <Button variant="secondary" icon={<Trophy aria-hidden className="size-4" />}>
        Missions <Badge count={3} tone="accent" />
      </Button>
      <Button variant="secondary">
        Notices <Badge count={0} label="No unread notices" />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inbox 120 unread messages' })).toHaveTextContent('99+');
    await expect(canvas.getByRole('button', { name: 'Missions 3 new items' })).toBeVisible();
    // A zero count renders nothing at all.
    await expect(canvas.getByRole('button', { name: 'Notices' })).toBeVisible();
  },
};

/** Pinned to the corner of an icon, as on the header's inbox. */
export const CountOnIcon: Story = {
  render: () => (
    <span className="relative inline-flex p-space-xs">
      <Mail aria-hidden className="size-6" />
      <Badge count={7} label="7 unread messages" className="absolute -top-1 -right-2 ring-2 ring-surface" />
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 unread messages')).toHaveClass('sr-only');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: () => (
    <div className="flex items-center gap-space-sm">
      <Badge tone="accent" variant="solid">
        Hũ thưởng
      </Badge>
      <Badge count={5} />
      <Badge count={1} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 mục mới')).toBeInTheDocument();
    await expect(canvas.getByText('1 mục mới')).toBeInTheDocument();
  },
};
