import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PaymentPasswordDialog } from './PaymentPasswordDialog.tsx';

const meta = {
  title: 'Member/Security/PaymentPasswordDialog',
  component: PaymentPasswordDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), mode: 'set', pattern: /^\d{6}$/ },
} satisfies Meta<typeof PaymentPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Set: the login password checks it; 6 digits, confirmed; sent once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement, 'Set the payment password'));
    await userEvent.type(body.getByLabelText(/^Login password/), 'Abc12345');
    await userEvent.type(body.getByLabelText(/^New payment password/), '12ab');
    await userEvent.type(body.getByLabelText(/^Confirm the payment password/), '654321');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('The payment password must be 6 digits')).toBeVisible();
    await expect(body.getByText('The two passwords do not match')).toBeVisible();
    await userEvent.clear(body.getByLabelText(/^New payment password/));
    await userEvent.type(body.getByLabelText(/^New payment password/), '654321');
    await userEvent.dblClick(body.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Abc12345', paymentPassword: '654321', confirmPassword: '654321' });
  },
};

export const Change: Story = {
  args: { mode: 'change' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Change the payment password'));
    await expect(body.getByLabelText(/^Current payment password/)).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Set the payment password'));
    await expect(body.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerRefusal: Story = {
  args: { refusal: { message: 'The login password is incorrect', field: 'currentPassword' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Set the payment password'));
    await expect(body.getByText('The login password is incorrect')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(await dialogIn(canvasElement, 'Đặt mật khẩu thanh toán')).toBeVisible();
  },
};
