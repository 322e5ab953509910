import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountCountries, accountRules } from '../../mocks/fixtures/account.ts';
import type { LoginMode } from '../forms/account-schemas.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { AuthDialog, type AuthDialogProps } from './AuthDialog.tsx';
import { LoginForm } from './LoginForm.tsx';

/** The login tab as the app fills it. */
function StoryLoginForm() {
  const [mode, setMode] = useState<LoginMode>('username');
  return (
    <LoginForm
      rules={accountRules}
      mode={mode}
      onModeChange={setMode}
      smsEnabled
      countries={accountCountries}
      onSendCode={async () => 60}
      onSubmit={() => undefined}
      onForgotPassword={() => undefined}
      onFreePlay={() => undefined}
    />
  );
}

/** Stands in for the registration form (its own component and stories). */
function StoryRegisterForm() {
  return (
    <form noValidate className="flex flex-col gap-space-md" onSubmit={(event) => event.preventDefault()}>
      <TextField label="Create a username" autoComplete="username" required />
      <Button type="submit" size="lg" block>
        Create account
      </Button>
    </form>
  );
}

/** The app owns which dialog is open and which tab shows; here a little state plays that part. */
function Controlled(args: AuthDialogProps) {
  const [open, setOpen] = useState(args.open);
  const [tab, setTab] = useState(args.tab);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open login</Button>
      <AuthDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          args.onTabChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Auth/AuthDialog',
  component: AuthDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    tab: 'login',
    onTabChange: fn(),
    login: <StoryLoginForm />,
    register: <StoryRegisterForm />,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement, name = 'Welcome to Viva') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** One popup, two tabs: the login form shows first; the Register tab reports the switch and shows registration. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Log in to play and collect your rewards.');
    await expect(body.getByRole('tablist', { name: 'Log in or register' })).toBeVisible();
    const loginTab = body.getByRole('tab', { name: 'Log in' });
    const registerTab = body.getByRole('tab', { name: 'Register' });
    await expect(loginTab).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('textbox', { name: 'Username' })).toBeVisible();

    await userEvent.click(registerTab);
    await expect(args.onTabChange).toHaveBeenCalledTimes(1);
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await expect(registerTab).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('tabpanel', { name: 'Register' })).toContainElement(
      body.getByRole('textbox', { name: 'Create a username' }),
    );
    await expect(dialog).toHaveAccessibleDescription('Create your account, it only takes a minute.');

    await userEvent.click(loginTab);
    await expect(args.onTabChange).toHaveBeenLastCalledWith('login');
    await expect(body.getByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

/** Opened on the Register tab (from a Register button). */
export const RegisterTab: Story = {
  args: { tab: 'register' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Create a username' })).toBeVisible();
    await expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
  },
};

/** Keyboard: focus starts on the active tab, arrows move and Enter switches, Tab goes into the form, Escape closes and focus returns. */
export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open login' });
    await userEvent.click(opener);
    const dialog = await findDialog(canvasElement);
    const body = within(dialog);
    await waitFor(() => expect(body.getByRole('tab', { name: 'Log in' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('tab', { name: 'Register' })).toHaveFocus();
    await expect(args.onTabChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTabChange).toHaveBeenCalledTimes(1);
    await expect(args.onTabChange).toHaveBeenLastCalledWith('register');
    await expect(body.getByRole('textbox', { name: 'Create a username' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('login');
    // Into the login form: its own mode switch comes first, then the username.
    await userEvent.tab();
    await expect(body.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/** Direct registration off: the login form alone, without a one-tab tab list. */
export const LoginOnly: Story = {
  args: { register: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).queryByRole('tablist', { name: 'Log in or register' })).toBeNull();
    await expect(within(dialog).queryByRole('tab', { name: 'Register' })).toBeNull();
    await expect(within(dialog).getByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

/** After a password change the app asks to log in again: the message shows above the form, with the brand's logo. */
export const NoticeAndLogo: Story = {
  args: {
    notice: 'Your password has been changed. Please log in again.',
    logo: (
      <svg aria-hidden viewBox="0 0 40 40" className="size-10 text-brand">
        <circle cx="20" cy="20" r="18" fill="currentColor" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Your password has been changed. Please log in again.');
    await expect(dialog.querySelector('[data-slot="auth-dialog-logo"] svg')).not.toBeNull();
  },
};

/** The corner × closes it. */
export const Close: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Chào mừng đến với Viva');
    await expect(dialog).toHaveAccessibleDescription('Đăng nhập để chơi và nhận thưởng.');
    await expect(within(dialog).getByRole('tab', { name: 'Đăng nhập' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('tab', { name: 'Đăng ký' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Tên đăng nhập' })).toBeVisible();
  },
};
