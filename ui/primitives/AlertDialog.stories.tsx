import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AlertDialog, type AlertDialogProps } from './AlertDialog.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/AlertDialog',
  component: AlertDialog,
  args: {
    defaultOpen: true,
    message: 'Your balance is not enough for this bet. Please deposit first.',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['warning', 'danger', 'info'] } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button: the error catalogue's notice. Focus starts on it, and the backdrop does not dismiss. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Warning' });
    await expect(dialog).toHaveAccessibleDescription(args.message);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(confirm).toHaveFocus());
    // The only button keeps focus: Tab cannot leave the dialog.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The spec's catalogue entries can relabel the one button (here `in_increase_submit`). */
export const CustomConfirmLabel: Story = {
  args: { confirmLabel: 'Deposit now' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Warning' });
    const confirm = within(dialog).getByRole('button', { name: 'Deposit now' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LogoutConfirmation: Story = {
  args: { title: 'Prompt', message: 'Are you sure you want to log out?', tone: 'info', cancelable: true },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Prompt' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
  },
};

export const CancelWithEscape: Story = {
  args: { title: 'Prompt', message: 'Are you sure you want to log out?', tone: 'info', cancelable: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Prompt' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The server call is running: the confirm spins and nothing can dismiss the dialog. */
export const ConfirmLoading: Story = {
  args: { title: 'Prompt', message: 'Are you sure you want to log out?', tone: 'info', cancelable: true, confirmLoading: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Prompt' });
    const confirm = within(dialog).getByRole('button', { name: /Confirm/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Controlled, as the app wires logout: confirm keeps the dialog open while the request runs, then closes it. */
function LogoutFlow(args: AlertDialogProps) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Log out
      </Button>
      <AlertDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        confirmLoading={loading}
        onConfirm={(event) => {
          event.preventDefault();
          args.onConfirm?.(event);
          setLoading(true);
          // Stands in for the logout request.
          void new Promise((resolve) => setTimeout(resolve, 300)).then(() => {
            setLoading(false);
            setOpen(false);
          });
        }}
      />
    </>
  );
}

export const ControlledLogout: Story = {
  args: { defaultOpen: false, title: 'Prompt', message: 'Are you sure you want to log out?', tone: 'info', cancelable: true },
  render: (args) => <LogoutFlow {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Log out' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog', { name: 'Prompt' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: /Confirm/ })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Danger: Story = {
  args: { tone: 'danger', message: 'Your account has been locked. Please contact customer service.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toHaveAttribute('data-tone', 'danger');
  },
};

/** Server text is shown as text: markup stays visible as characters, and a long message scrolls inside. */
export const LongServerMessage: Story = {
  args: {
    message: `Withdrawal rejected. <b>Reason</b>: the turnover requirement of your last bonus has not been met yet.\n\n${'Please complete the remaining turnover on eligible games, or contact customer service with your transaction number if you believe this is a mistake. '.repeat(8)}`,
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Warning' });
    await expect(within(dialog).getByText(/<b>Reason<\/b>/)).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
    const scroller = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight));
    // The long body scrolls, so it joins the Tab order (axe: scrollable-region-focusable).
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { message: 'Bạn có chắc chắn muốn đăng xuất không?', cancelable: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cảnh báo' });
    await expect(within(dialog).getByRole('button', { name: 'Xác nhận' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Hủy' })).toBeVisible();
  },
};
