import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FeedbackLink } from './FeedbackLink.tsx';

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Content/FeedbackLink',
  component: FeedbackLink,
  args: { href: '/feedback', onNavigate: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
} satisfies Meta<typeof FeedbackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the member centre: a sentence and the link to the feedback page. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Questions or suggestions? Write to us.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Send feedback' });
    await expect(link).toHaveAttribute('href', '/feedback');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/** In the help centre's heading: the link alone, as a button. */
export const AsButton: Story = {
  args: { variant: 'button' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Questions or suggestions? Write to us.')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Send feedback' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Send feedback' })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Có câu hỏi hoặc đề xuất? Hãy viết cho chúng tôi.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gửi góp ý' })).toBeVisible();
  },
};
