import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { LogoutDialog, type LogoutDialogProps } from './LogoutDialog.tsx';

const meta = {
  title: 'Roles/LogoutDialog',
  component: LogoutDialog,
  args: { defaultOpen: true, onConfirm: fn(), onCancel: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LogoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    const confirm = within(dialog).getByRole('button', { name: 'Log out' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // A callback that returns nothing closes the dialog at once.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Log out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** The logout call is running: Log out spins, Cancel is disabled, Escape and clicks do nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Log out' });
    const confirm = within(dialog).getByRole('button', { name: /Log out/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** As the header wires it: the callback returns the logout promise; the dialog waits, then closes and returns focus. */
function FromHeader(args: LogoutDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Log out
      </Button>
      <LogoutDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        onConfirm={() => {
          args.onConfirm();
          // Stands in for the logout request.
          return new Promise((resolve) => setTimeout(resolve, 300));
        }}
      />
    </>
  );
}

export const ConfirmWithPromise: Story = {
  args: { defaultOpen: false },
  render: (args) => <FromHeader {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Log out' });
    const confirm = within(dialog).getByRole('button', { name: 'Log out' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(confirm).toHaveFocus());
    // Focus is trapped between the two buttons.
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toBeDisabled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Đăng xuất' });
    await expect(dialog).toHaveAccessibleDescription('Bạn có chắc chắn muốn đăng xuất không?');
    await expect(within(dialog).getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeVisible();
  },
};
