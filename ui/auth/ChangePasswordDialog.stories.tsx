import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountRules } from '../../mocks/fixtures/account.ts';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog.tsx';

const meta = {
  title: 'Auth/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { open: true, onOpenChange: fn(), needOld: true, rules: accountRules, onSubmit: fn(), onLogout: fn(), username: 'member01' },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Change password') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The stored password is unknown: all three fields, the right autocomplete on each, values sent as typed. */
export const WithCurrentPassword: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Choose a new password for your account.');
    const current = body.getByLabelText('Current password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await expect(body.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(body.getByLabelText('Verify password')).toHaveAttribute('autocomplete', 'new-password');
    // The account name rides along for password managers, out of sight.
    const account = dialog.querySelector('input[autocomplete="username"]');
    await expect(account).toHaveValue('member01');
    await expect(account).not.toBeVisible();
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.type(current, 'Abc12345');
    await userEvent.type(body.getByLabelText('New password'), 'Lotus2027');
    await userEvent.type(body.getByLabelText('Verify password'), 'Lotus2027');
    await userEvent.dblClick(body.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: 'Abc12345', newPassword: 'Lotus2027', confirmPassword: 'Lotus2027' });
  },
};

/** Empty submit: each shown field says it is required; nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.click(body.getByRole('button', { name: 'Change password' }));
    await expect(await body.findByText('Current password must not be empty')).toBeVisible();
    await expect(body.getByText('New password must not be empty')).toBeVisible();
    await expect(body.getByText('Verify password must not be empty')).toBeVisible();
    await expect(body.getByLabelText('Current password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The stored password is known: no current-password field, and the new pair alone is sent. */
export const WithoutCurrentPassword: Story = {
  args: { needOld: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.queryByLabelText('Current password')).toBeNull();
    await userEvent.type(body.getByLabelText('New password'), 'Lotus2027');
    await userEvent.type(body.getByLabelText('Verify password'), 'Lotus2027{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: '', newPassword: 'Lotus2027', confirmPassword: 'Lotus2027' }),
    );
  },
};

/** A new password breaking the rule gets the pattern message; a different confirmation gets "inconsistent". */
export const RuleAndMismatch: Story = {
  args: { needOld: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const newPassword = body.getByLabelText('New password');
    await userEvent.type(newPassword, 'abc!');
    await userEvent.type(body.getByLabelText('Verify password'), 'Lotus2028');
    await userEvent.click(body.getByRole('button', { name: 'Change password' }));
    await expect(await body.findByText('New password must be 6 - 12 letters or digits, without special characters')).toBeVisible();
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'Lotus2027');
    await userEvent.click(body.getByRole('button', { name: 'Change password' }));
    await expect(await body.findByText('The two passwords are inconsistent')).toBeVisible();
    await expect(body.getByLabelText('Verify password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Voluntary change: Cancel and Escape both close. */
export const CancelAndEscape: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(body.queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Forced after login with an expired password: the reason, no way out but a new password or Log out. */
export const ForcedExpired: Story = {
  args: { forced: 'expired', needOld: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Your password has expired. Please set a new password to continue.');
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(body.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(doc.querySelector('[data-slot="dialog-overlay"]')!);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Forced after a reload (the reason was not kept, the change still is): the current password is asked. */
export const ForcedAfterReload: Story = {
  args: { forced: 'required', needOld: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('A new password is required for your account. Please set one to continue.');
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(body.getByLabelText('Current password')).toBeVisible();
  },
};

/** Forced because the password is the weak default one; same lock, its own reason. */
export const ForcedWeak: Story = {
  args: { forced: 'weak', needOld: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(
      'Your password is the default one and too weak. Please set a new password to continue.',
    );
    await expect(body.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect(body.getByLabelText('Current password')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(body.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** While the change runs the button is busy; clicks and Enter send nothing more. */
export const Pending: Story = {
  args: { needOld: false, pending: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.type(body.getByLabelText('New password'), 'Lotus2027');
    await userEvent.type(body.getByLabelText('Verify password'), 'Lotus2027');
    const submit = body.getByRole('button', { name: /Change password/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses (wrong current password): the message shows above the button, the fields keep their values. */
function WithServerError(args: ChangePasswordDialogProps) {
  const [error, setError] = useState<string>();
  return (
    <ChangePasswordDialog
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('The current password is incorrect');
      }}
    />
  );
}

export const ServerError: Story = {
  render: (args) => <WithServerError {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.type(body.getByLabelText('Current password'), 'Abc99999');
    await userEvent.type(body.getByLabelText('New password'), 'Lotus2027');
    await userEvent.type(body.getByLabelText('Verify password'), 'Lotus2027');
    await userEvent.click(body.getByRole('button', { name: 'Change password' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('The current password is incorrect');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(body.getByLabelText('Current password')).toHaveValue('Abc99999');
    await expect(body.getByLabelText('New password')).toHaveValue('Lotus2027');
    await expect(body.getByLabelText('Verify password')).toHaveValue('Lotus2027');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { forced: 'expired' },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement, 'Đổi mật khẩu');
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Mật khẩu của bạn đã hết hạn. Vui lòng đặt mật khẩu mới để tiếp tục.');
    await expect(body.getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Đổi mật khẩu' }));
    await expect(await body.findByText('Mật khẩu hiện tại không được để trống')).toBeVisible();
    await expect(body.getByText('Mật khẩu mới không được để trống')).toBeVisible();
  },
};
