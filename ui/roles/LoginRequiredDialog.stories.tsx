import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { LoginRequiredDialog, type LoginRequiredDialogProps } from './LoginRequiredDialog.tsx';

const meta = {
  title: 'Roles/LoginRequiredDialog',
  component: LoginRequiredDialog,
  args: { defaultOpen: true, onLogin: fn(), onRegister: fn(), onOpenChange: fn() },
} satisfies Meta<typeof LoginRequiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor opened a member feature; focus starts on Log in. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in to continue' });
    await expect(dialog).toHaveAccessibleDescription(/^Please log in first\./);
    const login = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(login).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Register: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in to continue' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Opened from a game tile: Tab stays inside, Escape closes and focus returns to the tile. */
function FromGameTile(args: LoginRequiredDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Play Lucky Fortune</Button>
      <LoginRequiredDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const FocusTrapAndReturn: Story = {
  args: { defaultOpen: false },
  render: (args) => <FromGameTile {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Play Lucky Fortune' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in to continue' });
    const login = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(login).toHaveFocus());
    const stops: (Element | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      stops.push(canvasElement.ownerDocument.activeElement);
    }
    // Close ×, Register, Log in, and round again: focus never leaves the dialog.
    await expect(stops.every((el) => dialog.contains(el))).toBe(true);
    await expect(stops[3]).toBe(stops[0]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onLogin).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Đăng nhập để tiếp tục' });
    await expect(dialog).toHaveAccessibleDescription(/^Vui lòng đăng nhập trước\./);
    await expect(within(dialog).getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Đăng ký' })).toBeVisible();
  },
};
