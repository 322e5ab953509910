import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { REGISTER_RULES } from '../../../mocks/db/system.ts';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { PaymentPasswordDialog } from './PaymentPasswordDialog.tsx';

const meta = {
  title: 'Member/Security/PaymentPasswordDialog',
  component: PaymentPasswordDialog,
  // The fake platform's rule: 6-12 letters or digits with a capital.
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), mode: 'set', rule: REGISTER_RULES.paymentPassword },
} satisfies Meta<typeof PaymentPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Set: the login password checks it; the registration rule words the format; confirmed; sent once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement, 'Set the payment password'));
    await userEvent.type(body.getByLabelText(/^Login password/), 'Abc12345');
    await userEvent.type(body.getByLabelText(/^New payment password/), '654321');
    await userEvent.type(body.getByLabelText(/^Confirm the payment password/), 'Pay65432');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(
      await body.findByText('Payment password must be 6 - 12 letters or digits, with at least one capital letter'),
    ).toBeVisible();
    await expect(body.getByText('The two passwords do not match')).toBeVisible();
    await userEvent.clear(body.getByLabelText(/^New payment password/));
    await userEvent.type(body.getByLabelText(/^New payment password/), 'Pay65432');
    await userEvent.dblClick(body.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'Abc12345',
      paymentPassword: 'Pay65432',
      confirmPassword: 'Pay65432',
    });
  },
};

/** A platform whose rules leave the field off: six digits, worded as the registration form words digits. */
export const SixDigits: Story = {
  args: { rule: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 6, maxLength: 6 } },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(await dialogIn(canvasElement, 'Set the payment password'));
    await userEvent.type(body.getByLabelText(/^New payment password/), '12ab');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Payment password must be 6 digits')).toBeVisible();
    await expect(body.getByText('Enter your current password')).toBeVisible();
    await expect(body.getByLabelText(/^New payment password/)).toHaveValue('12ab');
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

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement, 'Set the payment password'), 'Save');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(await dialogIn(canvasElement, 'Đặt mật khẩu thanh toán')).toBeVisible();
  },
};
