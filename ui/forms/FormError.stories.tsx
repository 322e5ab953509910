import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from './FormError.tsx';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { message: 'The username or password is incorrect.' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('The username or password is incorrect.');
  },
};

export const LongMessage: Story = {
  args: { message: `Registration failed: ${'the_server_sent_a_very_long_unbroken_reason_'.repeat(4)}` },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    // Long unbroken text wraps inside the block instead of widening the form.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth + 1);
  },
};

export const NoMessage: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { message: 'Tên đăng nhập hoặc mật khẩu không đúng.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng.');
  },
};
