import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountCountries, accountRules, STORY_SMS_CODE } from '../../mocks/fixtures/account.ts';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps, type ForgotTab } from './ForgotPasswordDialog.tsx';

/** The tab is the app's state: this keeps it, as the app does, and still reports each change. */
function WithTabState(args: ForgotPasswordDialogProps) {
  const [tab, setTab] = useState<ForgotTab>(args.tab);
  return (
    <ForgotPasswordDialog
      {...args}
      tab={tab}
      onTabChange={(next) => {
        setTab(next);
        args.onTabChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Auth/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    tab: 'email',
    onTabChange: fn(),
    phoneAvailable: true,
    rules: accountRules,
    countries: accountCountries,
    onSubmitEmail: fn(),
    // The fake platform's reset code is valid for a minute.
    onSendCode: fn(async () => 60),
    onSubmitPhone: fn(),
    onBackToLogin: fn(),
  },
  render: (args) => <WithTabState {...args} />,
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string | RegExp = 'Forgot password') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Submitting the empty email form names each missing field and sends nothing. */
export const EmailRequired: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(body.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('tab', { name: 'Mobile number' })).toBeVisible();
    const username = body.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveAttribute('placeholder', '* Username');
    await expect(body.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(body.getByRole('button', { name: 'Send instructions' }));
    await expect(await body.findByText('Username must not be empty')).toBeVisible();
    await expect(body.getByText('Email must not be empty')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

/** A malformed email gets the pattern message with the rule's length bounds. */
export const EmailBadPattern: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.type(body.getByRole('textbox', { name: 'Username' }), 'member01');
    await userEvent.type(body.getByRole('textbox', { name: 'Email' }), 'member01@');
    await userEvent.click(body.getByRole('button', { name: 'Send instructions' }));
    await expect(await body.findByText('Email must be an email address of 6 - 50 characters, such as name@example.com')).toBeVisible();
    await expect(body.queryByText(/^Username must/)).toBeNull();
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

/** Valid values go out exactly as typed, once, however fast the clicks. */
export const EmailSubmit: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.type(body.getByRole('textbox', { name: 'Username' }), 'member01');
    await userEvent.type(body.getByRole('textbox', { name: 'Email' }), 'member01@example.test');
    await userEvent.dblClick(body.getByRole('button', { name: 'Send instructions' }));
    await waitFor(() => expect(args.onSubmitEmail).toHaveBeenCalledTimes(1));
    await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'member01', email: 'member01@example.test' });
  },
};

/** While the request runs the button is busy and neither a click nor Enter sends again. */
export const EmailPending: Story = {
  args: { pending: true, defaultValues: { username: 'member01' } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('textbox', { name: 'Username' })).toHaveValue('member01');
    const email = body.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'member01@example.test');
    const submit = body.getByRole('button', { name: /Send instructions/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await userEvent.type(email, '{Enter}');
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

/** The app answers a failed request with its message: it shows above the button and the fields keep their values. */
function EmailWithServerError(args: ForgotPasswordDialogProps) {
  const [error, setError] = useState<string>();
  return (
    <ForgotPasswordDialog
      {...args}
      error={error}
      onSubmitEmail={(values) => {
        args.onSubmitEmail(values);
        setError('User name or mail does not exist');
      }}
    />
  );
}

export const EmailServerError: Story = {
  render: (args) => <EmailWithServerError {...args} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const username = body.getByRole('textbox', { name: 'Username' });
    const email = body.getByRole('textbox', { name: 'Email' });
    await userEvent.type(username, 'member01');
    await userEvent.type(email, 'member02@example.test');
    await userEvent.click(body.getByRole('button', { name: 'Send instructions' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('User name or mail does not exist');
    await expect(args.onSubmitEmail).toHaveBeenCalledWith({ username: 'member01', email: 'member02@example.test' });
    await expect(username).toHaveValue('member01');
    await expect(email).toHaveValue('member02@example.test');
    // The message sits right above the button that sends again.
    const alert = body.getByRole('alert');
    await expect(
      alert.compareDocumentPosition(body.getByRole('button', { name: 'Send instructions' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** After success the form gives way to a confirmation and a way back to login. */
export const EmailSent: Story = {
  args: { emailSent: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement, 'Check your email');
    await expect(dialog).toHaveAccessibleDescription('We sent password reset instructions to your email.');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await expect(within(dialog).queryByRole('tablist')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** The mobile tab: a bad number is reported and no code is sent; nothing else is checked yet. */
export const MobileInvalidNumberNotSent: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.click(body.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('mobileNum');
    const panel = body.getByRole('tabpanel', { name: 'Mobile number' });
    const mobile = within(panel).getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(within(panel).getByRole('textbox', { name: 'Verification code' })).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(mobile, '12ab');
    await userEvent.click(within(panel).getByRole('button', { name: 'Get code' }));
    await expect(await within(panel).findByText('Mobile number must be 9 - 11 digits')).toBeVisible();
    await expect(mobile).toHaveFocus();
    await expect(within(panel).queryByText('Verification code must not be empty')).toBeNull();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(within(panel).getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A valid number with the chosen country goes to onSendCode, and the button counts down from its answer. */
export const MobileSendCode: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    // Something typed on the email tab survives the trip to the mobile tab and back.
    await userEvent.type(body.getByRole('textbox', { name: 'Username' }), 'member01');
    await userEvent.click(body.getByRole('tab', { name: 'Mobile number' }));
    const panel = within(body.getByRole('tabpanel', { name: 'Mobile number' }));
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Country calling code' }), 'Thailand (+66)');
    await expect(panel.getByText('+66')).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await userEvent.click(panel.getByRole('button', { name: 'Get code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '66', mobileNum: '912345678' });
    await expect(await panel.findByRole('button', { name: /^Sent \(\d+s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body.getByRole('tab', { name: 'Email' }));
    await expect(body.getByRole('textbox', { name: 'Username' })).toHaveValue('member01');
  },
};

/** Every phone field is required, and the confirmation must match. */
export const MobileRequired: Story = {
  args: { tab: 'mobileNum' },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const panel = within(body.getByRole('tabpanel', { name: 'Mobile number' }));
    const submit = panel.getByRole('button', { name: 'Reset password' });
    await userEvent.click(submit);
    await expect(await panel.findByText('Mobile number must not be empty')).toBeVisible();
    await expect(panel.getByText('Verification code must not be empty')).toBeVisible();
    await expect(panel.getByText('New password must not be empty')).toBeVisible();
    await expect(panel.getByText('Verify password must not be empty')).toBeVisible();
    await userEvent.type(panel.getByLabelText('New password'), 'Lotus2027');
    await userEvent.type(panel.getByLabelText('Verify password'), 'Lotus2028');
    await userEvent.click(submit);
    await expect(await panel.findByText('The two passwords are inconsistent')).toBeVisible();
    await expect(args.onSubmitPhone).not.toHaveBeenCalled();
  },
};

/** A complete phone reset hands over exactly what was entered (the app then logs the player in). */
export const MobileSubmit: Story = {
  args: { tab: 'mobileNum', defaultValues: { countryDialingCode: '84', mobileNum: '912345678' } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    const panel = within(body.getByRole('tabpanel', { name: 'Mobile number' }));
    await expect(panel.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
    await expect(panel.getByText('+84')).toBeVisible();
    const newPassword = panel.getByLabelText('New password');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await expect(panel.getByLabelText('Verify password')).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(panel.getByRole('textbox', { name: 'Verification code' }), STORY_SMS_CODE);
    await userEvent.type(newPassword, 'Lotus2027');
    await userEvent.type(panel.getByLabelText('Verify password'), 'Lotus2027{Enter}');
    await waitFor(() => expect(args.onSubmitPhone).toHaveBeenCalledTimes(1));
    await expect(args.onSubmitPhone).toHaveBeenCalledWith({
      countryDialingCode: '84',
      mobileNum: '912345678',
      verificationCode: STORY_SMS_CODE,
      newPassword: 'Lotus2027',
      confirmPassword: 'Lotus2027',
    });
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

/** CHNGPASSVERIF3 off: no tabs at all, only the email form (even if the app asks for the mobile tab); Escape closes. */
export const NoMobileTab: Story = {
  args: { phoneAvailable: false, tab: 'mobileNum' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(/^Enter your username and the email address on your account\./);
    await expect(body.queryByRole('tablist')).toBeNull();
    await expect(body.queryByRole('tab')).toBeNull();
    await expect(body.queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    await expect(body.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(await dialogIn(canvasElement, 'Quên mật khẩu'));
    await expect(body.getByRole('tab', { name: 'Số điện thoại' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Gửi hướng dẫn' }));
    await expect(await body.findByText('Tên đăng nhập không được để trống')).toBeVisible();
    await expect(body.getByText('Email không được để trống')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Quay lại đăng nhập' })).toBeVisible();
  },
};
