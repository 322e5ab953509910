import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PointsMallLink } from './PointsMallLink.tsx';

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Points/PointsMallLink',
  component: PointsMallLink,
  args: { href: '/pointMall', onNavigate: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
} satisfies Meta<typeof PointsMallLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the VIP levels, the missions and the reward centre: a sentence and the link to the points mall. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your bets also earn points: exchange them for rewards.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open the points mall' });
    await expect(link).toHaveAttribute('href', '/pointMall');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** Reached with the keyboard: Tab focuses the link, Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open the points mall' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open the points mall' })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cược của bạn còn được tích điểm: đổi điểm lấy phần thưởng.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mở cửa hàng điểm' })).toBeVisible();
  },
};
