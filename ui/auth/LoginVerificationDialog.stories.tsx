import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountRules, STORY_SMS_CODE } from '../../mocks/fixtures/account.ts';
import { LoginVerificationDialog, type LoginVerificationDialogProps } from './LoginVerificationDialog.tsx';
import { LIVE_COUNTDOWN } from '../lib/visual-parameters.ts';

/** The app answers a refused check with a translated message; what was typed must stay. */
/** A platform that refuses after a short round trip (the second click of a double click lands before it answers). */
function Refusing(args: LoginVerificationDialogProps) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  return (
    <LoginVerificationDialog
      {...args}
      error={error}
      pending={pending}
      onSubmit={(value) => {
        args.onSubmit(value);
        setPending(true);
        setTimeout(() => {
          setPending(false);
          setError('Invalid or missing verification code');
        }, 100);
      }}
    />
  );
}

const meta = {
  title: 'Auth/LoginVerificationDialog',
  component: LoginVerificationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    methods: [{ type: 'mobile', target: '+84 ***6789' }],
    rules: accountRules,
    onSendCode: fn(async () => 60),
    onSubmit: fn(),
  },
} satisfies Meta<typeof LoginVerificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement, name = "Verify it's you") =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
const verifyButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Verify/ });

/** The SMS code to the account's (masked) phone: required, sent on request, then verified. */
export const Mobile: Story = {
  parameters: LIVE_COUNTDOWN,
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(/^You are logging in from a new network\./);
    await expect(body.queryByRole('tablist')).toBeNull();
    const code = body.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAccessibleDescription('We will send a code to +84 ***6789.');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.click(verifyButton(dialog));
    await expect(await body.findByText('Verification code must not be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(body.getByRole('button', { name: 'Get code' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(await body.findByRole('button', { name: /^Sent \(\d+s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(code, `${STORY_SMS_CODE}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'mobile', value: STORY_SMS_CODE });
  },
};

/** The email on the account: checked as an email address before it is sent. */
export const Email: Story = {
  args: { methods: [{ type: 'email', target: 'pl***@example.com' }] },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAccessibleDescription('Enter the email address on your account (pl***@example.com).');
    await userEvent.type(email, 'player');
    await userEvent.click(verifyButton(dialog));
    await expect(
      await within(dialog).findByText('Email must be an email address of 6 - 50 characters, such as name@example.com'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '01@example.com{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', value: 'player01@example.com' });
  },
};

/** The bank account holder's name. */
export const BankName: Story = {
  args: { methods: [{ type: 'bankName' }] },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: 'Real name' });
    await expect(name).toHaveAccessibleDescription('Enter the bank account holder name, exactly as on your bank account.');
    await userEvent.click(verifyButton(dialog));
    await expect(await within(dialog).findByText('Real name must not be empty')).toBeVisible();
    await userEvent.type(name, 'NGUYEN VAN AN');
    await userEvent.click(verifyButton(dialog));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'bankName', value: 'NGUYEN VAN AN' });
  },
};

/** A 6-digit authenticator code: numeric keyboard, one-time-code autofill, at most 6 characters. */
export const Authenticator: Story = {
  args: { methods: [{ type: 'authenticator' }] },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    await expect(within(dialog).queryByRole('button', { name: 'Get code' })).toBeNull();
    await userEvent.click(verifyButton(dialog));
    await expect(await within(dialog).findByText('Verification code must not be empty')).toBeVisible();
    await userEvent.type(code, '1234567');
    await expect(code).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'authenticator', value: '123456' });
  },
};

/** Several methods: the player chooses; each keeps what was typed, and Verify sends the one shown. */
export const ChooseMethod: Story = {
  args: {
    methods: [
      { type: 'mobile', target: '+84 ***6789' },
      { type: 'email', target: 'pl***@example.com' },
      { type: 'bankName' },
      { type: 'authenticator' },
    ],
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const body = within(dialog);
    await expect(body.getByRole('tablist', { name: 'Verify with' })).toBeVisible();
    await expect(body.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Email', 'Bank account name', 'Authenticator']) await expect(body.getByRole('tab', { name })).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: 'Verification code' }), STORY_SMS_CODE);

    await userEvent.click(body.getByRole('tab', { name: 'Email' }));
    await expect(body.queryByRole('button', { name: 'Get code' })).toBeNull();
    await userEvent.type(body.getByRole('textbox', { name: 'Email' }), 'player01@example.com');

    await userEvent.click(body.getByRole('tab', { name: 'SMS code' }));
    await expect(body.getByRole('textbox', { name: 'Verification code' })).toHaveValue(STORY_SMS_CODE);
    await userEvent.click(body.getByRole('tab', { name: 'Email' }));
    await userEvent.click(verifyButton(dialog));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'email', value: 'player01@example.com' });
  },
};

/** While the check runs: Verify is busy, and neither a click nor Enter sends another. */
export const Pending: Story = {
  args: { pending: true, methods: [{ type: 'authenticator' }] },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const verify = verifyButton(dialog);
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
    await userEvent.dblClick(verify);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refuses: its message shows above Verify, and the value stays. */
export const ServerError: Story = {
  args: { methods: [{ type: 'authenticator' }] },
  render: (args) => <Refusing {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '654321');
    await userEvent.dblClick(verifyButton(dialog));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid or missing verification code');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(code).toHaveValue('654321');
  },
};

/** Cancel gives up (the app drops the held credentials). */
export const Cancel: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { methods: [{ type: 'mobile', target: '+84 ***6789' }, { type: 'bankName' }] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await findDialog(canvasElement, 'Xác minh danh tính');
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(/^Bạn đang đăng nhập từ một mạng mới\./);
    await expect(body.getByRole('textbox', { name: 'Mã xác minh' })).toHaveAccessibleDescription('Chúng tôi sẽ gửi mã đến +84 ***6789.');
    await userEvent.click(body.getByRole('tab', { name: 'Tên chủ tài khoản ngân hàng' }));
    await userEvent.click(body.getByRole('button', { name: 'Xác minh' }));
    await expect(await body.findByText('Họ tên thật không được để trống')).toBeVisible();
  },
};
