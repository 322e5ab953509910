import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { accountCountries, accountRules, STORY_CAPTCHA_CODE, storyCaptchaImage, STORY_SMS_CODE } from '../../mocks/fixtures/account.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';
import { LIVE_COUNTDOWN } from '../lib/visual-parameters.ts';

/** The app owns the mode; here a little state plays that part so the switch works. */
function WithMode(args: LoginFormProps) {
  const [mode, setMode] = useState(args.mode);
  return (
    <LoginForm
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
    />
  );
}

/** The app answers a failed attempt with a translated message; the form must keep what was typed. */
function FailingLogin(args: LoginFormProps) {
  const [error, setError] = useState<string>();
  return (
    <WithMode
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('Wrong account or password');
      }}
    />
  );
}

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  args: {
    rules: accountRules,
    mode: 'username',
    onModeChange: fn(),
    smsEnabled: true,
    countries: accountCountries,
    onSendCode: fn(async () => 60),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onFreePlay: fn(),
    onRegister: fn(),
  },
  render: (args) => <WithMode {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const usernameInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Username' });
const passwordInput = (canvas: Canvas) => canvas.getByLabelText('Password');
const mobileInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Mobile number' });
const codeInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Verification code' });
// While busy the name gains the spinner's "Loading…".
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: /^Log in/ });

/** Username and password, the browser's password manager hints, then Log in sends the values once. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    const username = usernameInput(canvas);
    const password = passwordInput(canvas);
    await expect(username).toHaveAttribute('autocomplete', 'username');
    await expect(username).toHaveAttribute('placeholder', '* Username');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('textbox', { name: 'Captcha' })).toBeNull();
    await userEvent.type(username, 'player01');
    await userEvent.type(password, 'secret12');
    // A double click is one attempt.
    await userEvent.dblClick(submitButton(canvas));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'player01',
      password: 'secret12',
      captcha: '',
      countryDialingCode: '84',
      mobileNum: '',
      verificationCode: '',
      remember: false,
      mode: 'username',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An empty submit names each required field, focuses the first and sends nothing. */
export const EmptySubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Username must not be empty')).toBeVisible();
    await expect(canvas.getByText('Password must not be empty')).toBeVisible();
    await expect(usernameInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(usernameInput(canvas)).toHaveAccessibleDescription('Username must not be empty');
    await expect(usernameInput(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Typing clears the message as soon as the value is acceptable.
    await userEvent.type(usernameInput(canvas), 'player01');
    await waitFor(() => expect(canvas.queryByText('Username must not be empty')).toBeNull());
  },
};

/** After a failed login asked for it: the captcha is required, typed, and the picture refreshes once per double click. */
export const WithCaptcha: Story = {
  args: { captcha: { imageSrc: storyCaptchaImage, onRefresh: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const captcha = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(canvas.getByRole('img', { name: 'Captcha code picture' })).toBeVisible();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Captcha must not be empty')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.dblClick(canvas.getByRole('button', { name: /Load a new picture/ }));
    await expect(args.captcha?.onRefresh).toHaveBeenCalledTimes(1);

    await userEvent.type(usernameInput(canvas), 'player01');
    await userEvent.type(passwordInput(canvas), 'secret12');
    await userEvent.type(captcha, STORY_CAPTCHA_CODE);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'player01', password: 'secret12', captcha: STORY_CAPTCHA_CODE, mode: 'username' }),
    );
  },
};

/** While the attempt runs the button is busy, and neither a click nor Enter sends another. */
export const Pending: Story = {
  args: { pending: true, defaultValues: { username: 'player01' } },
  play: async ({ canvas, userEvent, args }) => {
    const submit = submitButton(canvas);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(passwordInput(canvas), 'secret12');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(usernameInput(canvas)).toHaveValue('player01');
  },
};

/** The server refuses: its message shows above Log in and everything typed stays. */
export const ServerError: Story = {
  render: (args) => <FailingLogin {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(usernameInput(canvas), 'player01');
    await userEvent.type(passwordInput(canvas), 'wrongpass');
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong account or password');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(usernameInput(canvas)).toHaveValue('player01');
    await expect(passwordInput(canvas)).toHaveValue('wrongpass');
  },
};

/** A remembered player: the username and the remember flag come back, and the flag is sent. */
export const RememberMe: Story = {
  args: { defaultValues: { username: 'player01', remember: true } },
  play: async ({ canvas, userEvent, args }) => {
    const remember = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(usernameInput(canvas)).toHaveValue('player01');
    await expect(remember).toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(remember).not.toBeChecked();
    await userEvent.click(remember);
    await expect(remember).toBeChecked();
    await userEvent.type(passwordInput(canvas), 'secret12{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'player01', remember: true, mode: 'username' }));
  },
};

/** SMS login: pick a country, get a code for the number, type it, log in. */
export const SmsLogin: Story = {
  parameters: LIVE_COUNTDOWN,
  args: { mode: 'sms' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'SMS code' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
    const country = canvas.getByRole('combobox', { name: 'Country calling code' });
    await expect(country).toHaveDisplayValue('Vietnam (+84)');
    const mobile = mobileInput(canvas);
    await expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    await expect(codeInput(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.selectOptions(country, 'Thailand (+66)');
    await userEvent.type(mobile, '912345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '66', mobileNum: '912345678' });
    await expect(await canvas.findByRole('button', { name: /^Sent \(\d+s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(codeInput(canvas), `${STORY_SMS_CODE}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryDialingCode: '66', mobileNum: '912345678', verificationCode: STORY_SMS_CODE, mode: 'sms' }),
    );
  },
};

/** Spec section 5: the number is checked before sending; a bad one shows the rule and sends nothing. */
export const SmsInvalidNumber: Story = {
  args: { mode: 'sms' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(mobileInput(canvas), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByText('Mobile number must be 9 - 11 digits')).toBeVisible();
    await expect(mobileInput(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(mobileInput(canvas)).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveAccessibleDescription(
      'Mobile number must be 9 - 11 digits',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
  },
};

/** SMS mode, empty submit: the number and the code are both required; there is no forgot-password link. */
export const SmsEmptySubmit: Story = {
  args: { mode: 'sms' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Mobile number must not be empty')).toBeVisible();
    await expect(canvas.getByText('Verification code must not be empty')).toBeVisible();
    await expect(mobileInput(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SMS mode after a refused attempt: remembered number, the captcha, the server's message, and a busy retry. */
export const SmsCaptchaAndError: Story = {
  args: {
    mode: 'sms',
    captcha: { imageSrc: storyCaptchaImage, onRefresh: fn() },
    error: 'The captcha code is wrong, please enter the new one',
    defaultValues: { countryDialingCode: '84', mobileNum: '912345678', remember: true },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The captcha code is wrong, please enter the new one');
    await expect(mobileInput(canvas)).toHaveValue('912345678');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(codeInput(canvas), STORY_SMS_CODE);
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Captcha must not be empty')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), `${STORY_CAPTCHA_CODE}{Enter}`);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        mobileNum: '912345678',
        verificationCode: STORY_SMS_CODE,
        captcha: STORY_CAPTCHA_CODE,
        remember: true,
        mode: 'sms',
      }),
    );
  },
};

/** SMS mode while the attempt runs: busy, and no second request. */
export const SmsPending: Story = {
  args: { mode: 'sms', pending: true, defaultValues: { mobileNum: '912345678' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(submitButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(codeInput(canvas), `${STORY_SMS_CODE}{Enter}`);
    await userEvent.click(submitButton(canvas));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Switching modes keeps what was typed in each, and drops the other mode's messages. */
export const ModeSwitchKeepsValues: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByText('Username must not be empty')).toBeVisible();
    await userEvent.type(usernameInput(canvas), 'player01');
    await userEvent.type(passwordInput(canvas), 'secret12');

    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    await expect(args.onModeChange).toHaveBeenCalledTimes(1);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('sms');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
    await expect(canvas.queryByText(/must not be empty/)).toBeNull();
    await userEvent.type(mobileInput(canvas), '912345678');

    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('username');
    await expect(usernameInput(canvas)).toHaveValue('player01');
    await expect(passwordInput(canvas)).toHaveValue('secret12');

    await userEvent.click(canvas.getByRole('tab', { name: 'SMS code' }));
    await expect(mobileInput(canvas)).toHaveValue('912345678');
  },
};

/** The ways out: free play, forgot password and register each call back. */
export const FreePlayAndLinks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Free play' }));
    await expect(args.onFreePlay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('No account?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A free-play login under way: that button is busy and ignores clicks. */
export const FreePlayPending: Story = {
  args: { freePlayPending: true },
  play: async ({ canvas, userEvent, args }) => {
    const freePlay = canvas.getByRole('button', { name: /Free play/ });
    await expect(freePlay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(freePlay);
    await expect(args.onFreePlay).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab to the fields, type, Enter logs in. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    await expect(usernameInput(canvas)).toHaveFocus();
    await userEvent.keyboard('player01');
    await userEvent.tab();
    await expect(passwordInput(canvas)).toHaveFocus();
    await userEvent.keyboard('secret12{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'player01', password: 'secret12', mode: 'username' }),
    );
  },
};

/** SMS login switched off and no extras: no mode switch, no free play, no register line. */
export const UsernameOnly: Story = {
  args: { smsEnabled: false, onFreePlay: undefined, onRegister: undefined, onForgotPassword: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(usernameInput(canvas)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Free play' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Register' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Mã SMS' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chơi thử' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng nhập' }));
    await expect(await canvas.findByText('Tên đăng nhập không được để trống')).toBeVisible();
    await expect(canvas.getByText('Mật khẩu không được để trống')).toBeVisible();
  },
};
