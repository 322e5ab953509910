import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { BindEmailDialog } from './BindEmailDialog.tsx';

const meta = {
  title: 'Member/Security/BindEmailDialog',
  component: BindEmailDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof BindEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Bind an email') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** A bad address is refused here, the typed text kept; a good one is sent once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const email = body.getByLabelText(/^Email/);
    await userEvent.type(email, 'lan@');
    await userEvent.click(body.getByRole('button', { name: 'Bind' }));
    await expect(await body.findByText('Enter a valid email address')).toBeVisible();
    await expect(email).toHaveValue('lan@');
    await userEvent.type(email, 'example.test');
    await userEvent.dblClick(body.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'lan@example.test' });
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /Bind/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerRefusal: Story = {
  args: { refusal: { message: 'This email address is already in use', field: 'email' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('This email address is already in use')).toBeVisible();
  },
};

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement), 'Bind');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(await dialogIn(canvasElement, 'Liên kết email')).toBeVisible();
  },
};
