import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { TrialAccountDialog, type TrialAccountDialogProps } from './TrialAccountDialog.tsx';

const meta = {
  title: 'Roles/TrialAccountDialog',
  component: TrialAccountDialog,
  args: { defaultOpen: true, onRegister: fn(), onCancel: fn(), onOpenChange: fn() },
  argTypes: { reason: { control: 'inline-radio', options: ['feature', 'chat'] } },
} satisfies Meta<typeof TrialAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trial account opened the member centre (or favourites, recent games, account centre). */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Trial account' });
    await expect(dialog).toHaveAccessibleDescription('This feature is only for registered members. Register a real account to use it.');
    const register = within(dialog).getByRole('button', { name: 'Register a real account' });
    await waitFor(() => expect(register).toHaveFocus());
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The chat: the platform's in_please_information text instead. */
export const Chat: Story = {
  args: { reason: 'chat' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Trial account' });
    await expect(dialog).toHaveAccessibleDescription(
      'To chat with customer service, please register a real account with your details first.',
    );
  },
};

/** Not now (or Escape) closes without registering. */
export const Cancel: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Trial account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** As the app opens it: focus is trapped in the dialog and goes back to the button that opened it. */
function FromFavourite(args: TrialAccountDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add to favourites
      </Button>
      <TrialAccountDialog
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
  render: (args) => <FromFavourite {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Add to favourites' });
    await userEvent.click(trigger);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Trial account' });
    const register = within(dialog).getByRole('button', { name: 'Register a real account' });
    const later = within(dialog).getByRole('button', { name: 'Not now' });
    await waitFor(() => expect(register).toHaveFocus());
    // Tab cycles between the two buttons and never leaves the dialog.
    await userEvent.tab();
    await expect(later).toHaveFocus();
    await userEvent.tab();
    await expect(register).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(later).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { reason: 'chat' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Tài khoản dùng thử' });
    await expect(dialog).toHaveAccessibleDescription(/Để trò chuyện với bộ phận chăm sóc khách hàng/);
    await expect(within(dialog).getByRole('button', { name: 'Đăng ký tài khoản thật' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Để sau' })).toBeVisible();
  },
};
