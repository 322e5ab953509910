import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { accountCountries, accountRules, STORY_CAPTCHA_CODE, STORY_SMS_CODE, storyCaptchaImage } from '../../mocks/fixtures/account.ts';
import { REGISTER_FIELDS, type RegisterMode, type RegisterValues } from '../forms/account-schemas.ts';
import { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
import { LIVE_COUNTDOWN } from '../lib/visual-parameters.ts';

/** The form with its mode held like the app holds it, so the tabs really switch. */
function ModeHost(args: RegisterFormProps) {
  const [mode, setMode] = useState<RegisterMode>(args.mode);
  return (
    <RegisterForm
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange(next);
      }}
    />
  );
}

/** Like the app: a submit turns the form busy until the server answers (here: never). */
function PendingHost(args: RegisterFormProps) {
  const [pending, setPending] = useState(false);
  return (
    <ModeHost
      {...args}
      pending={pending}
      onSubmit={(values) => {
        setPending(true);
        args.onSubmit(values);
      }}
    />
  );
}

/** The server refuses the username: the form shows the message and keeps every value typed. */
function ServerErrorHost(args: RegisterFormProps) {
  const [error, setError] = useState<string>();
  return (
    <ModeHost
      {...args}
      error={error}
      onSubmit={(values) => {
        args.onSubmit(values);
        setError('This username is already taken');
      }}
    />
  );
}

const meta = {
  title: 'Auth/RegisterForm',
  component: RegisterForm,
  args: {
    rules: accountRules,
    mode: 'register',
    modes: ['register'],
    smsVerification: false,
    mobilePassword: true,
    affiliateCodeShown: true,
    countries: accountCountries,
    variant: 'page',
    onModeChange: fn(),
    onSendCode: fn(async () => 60),
    onSubmit: fn(),
    onLogin: fn(),
    // The host app's help page at the user-agreement topic; ui/ only renders the address.
    termsHref: '/help?topic=TERMS',
    responsibleGamingHref: '/responsibleGaming',
  },
  argTypes: { rules: { control: false }, countries: { control: false } },
  render: (args) => <ModeHost {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

// Inputs only: the tab panels are labelled by their tabs ("Username", "Mobile number") too.
const field = (canvas: PlayContext['canvas'], name: string) => canvas.getByLabelText(name, { selector: 'input' });
const maybeField = (canvas: PlayContext['canvas'], name: string) => canvas.queryByLabelText(name, { selector: 'input' });

const blank = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as Record<(typeof REGISTER_FIELDS)[number], string>;

/** What onSubmit receives for the username registration filled by `fillUsernameMode`. */
const submitted = (extra: Partial<RegisterValues & { mode: RegisterMode }> = {}) => ({
  ...blank,
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  mobileNum: '912345678',
  countryDialingCode: '84',
  agree: true,
  mode: 'register',
  ...extra,
});

async function fillUsernameMode({ canvas, userEvent }: PlayContext) {
  await userEvent.type(field(canvas, 'Username'), 'player01');
  await userEvent.type(field(canvas, 'Password'), 'secret12');
  await userEvent.type(field(canvas, 'Verify password'), 'secret12');
  await userEvent.type(field(canvas, 'Mobile number'), '912345678');
}

const registerButton = ({ canvas }: PlayContext) => canvas.getByRole('button', { name: /^Register/ });

/** Username registration with the fake platform's rules: the fields in order, required ones starred; a valid submit sends exact values. */
export const Playground: Story = {
  play: async (context) => {
    const { canvas, userEvent, args, canvasElement } = context;
    await expect(canvas.getByRole('form', { name: 'Registration form' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    const labels = [...canvasElement.querySelectorAll('[data-slot="field-label"]')].map((label) => label.textContent);
    await expect(labels).toEqual([
      'Username',
      'Password',
      'Verify password',
      'Payment password',
      'Real name',
      'Mobile number',
      'Email',
      'Recommender ID',
      'Zalo',
      'Facebook',
      'Invitation code',
    ]);
    await expect(field(canvas, 'Username')).toHaveAttribute('placeholder', '* Username');
    await expect(field(canvas, 'Username')).toHaveAttribute('autocomplete', 'username');
    await expect(field(canvas, 'Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(field(canvas, 'Payment password')).toHaveAttribute('autocomplete', 'off');
    await expect(field(canvas, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(canvas, 'Email')).not.toHaveAttribute('placeholder');
    await expect(field(canvas, 'Mobile number')).toHaveAttribute('inputmode', 'tel');
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('VN');
    await expect(canvas.getByRole('checkbox', { name: /I agree to the terms/ })).toBeChecked();
    // Registration says who may play and where the safer-play tools and help are (issue 21).
    await expect(canvas.getByText('18+')).toBeVisible();
    const responsible = canvas.getByRole('link', { name: 'Safer play and where to get help' });
    await expect(responsible).toHaveAttribute('href', '/responsibleGaming');
    await expect(responsible).toHaveAttribute('target', '_blank');

    await fillUsernameMode(context);
    await userEvent.click(registerButton(context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(submitted());
  },
};

/** Both modes: the tabs switch between username and mobile registration, keeping what both ask for. */
export const UsernameAndMobileTabs: Story = {
  args: { modes: ['register', 'registerMobile'] },
  play: async ({ canvas, userEvent, args }) => {
    const tabs = canvas.getByRole('tablist', { name: 'Registration method' });
    await expect(tabs).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(field(canvas, 'Username'), 'player01');
    await userEvent.type(field(canvas, 'Password'), 'secret12');

    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile number' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('registerMobile');
    await expect(canvas.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
    await expect(maybeField(canvas, 'Username')).not.toBeInTheDocument();
    await expect(field(canvas, 'Verification code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field(canvas, 'Password')).toHaveValue('secret12');

    await userEvent.click(canvas.getByRole('tab', { name: 'Username' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('register');
    await expect(field(canvas, 'Username')).toHaveValue('player01');
  },
};

/** Nothing typed: every required field says it must not be empty, and nothing is sent. */
export const EmptySubmit: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText('Username must not be empty')).toBeVisible();
    await expect(canvas.getByText('Password must not be empty')).toBeVisible();
    await expect(canvas.getByText('Verify password must not be empty')).toBeVisible();
    await expect(canvas.getByText('Mobile number must not be empty')).toBeVisible();
    await expect(canvas.queryByText('Email must not be empty')).not.toBeInTheDocument();
    await expect(field(canvas, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'Username')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A username starting with a digit: the pattern message with the 4 - 16 bounds, shown on leaving the field. */
export const BadUsername: Story = {
  play: async ({ canvas, userEvent }) => {
    const username = field(canvas, 'Username');
    await userEvent.type(username, '1abc');
    await userEvent.tab();
    const message = 'Username must be 4 - 16 characters: a letter first, then letters and digits';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(username).toHaveAccessibleDescription(message);
    await userEvent.clear(username);
    await userEvent.type(username, 'abcd1');
    await waitFor(() => expect(canvas.queryByText(message)).not.toBeInTheDocument());
  },
};

/** The confirmation differs: "inconsistent" on Verify password. */
export const PasswordMismatch: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.type(field(canvas, 'Username'), 'player01');
    await userEvent.type(field(canvas, 'Password'), 'secret12');
    await userEvent.type(field(canvas, 'Verify password'), 'secret13');
    await userEvent.type(field(canvas, 'Mobile number'), '912345678');
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText('The two passwords are inconsistent')).toBeVisible();
    await expect(field(canvas, 'Verify password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The agreement is ticked by default; unticked, the form asks for it and sends nothing. */
export const AgreementUnticked: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillUsernameMode(context);
    const agree = canvas.getByRole('checkbox', { name: /I agree to the terms and conditions and confirm that I am 18/ });
    await userEvent.click(agree);
    await expect(agree).not.toBeChecked();
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText('You must agree to the terms and confirm that you are 18 or older')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(agree);
    await userEvent.click(registerButton(context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(submitted()));
  },
};

/**
 * "terms and conditions" is a link to the user agreement, opened in a new tab so the form keeps what
 * was typed; following it leaves the agreement as it was (the rest of the label still toggles it).
 */
export const TermsLink: Story = {
  args: { variant: 'modal' },
  play: async (context) => {
    const { canvas, canvasElement, userEvent } = context;
    const terms = canvas.getByRole('link', { name: 'terms and conditions' });
    await expect(terms).toHaveAttribute('href', '/help?topic=TERMS');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(terms).toHaveAccessibleDescription('Opens in a new tab, so this form keeps what you typed');
    const agree = canvas.getByRole('checkbox', { name: /I agree to the terms and conditions and confirm that I am 18/ });
    await expect(agree).not.toHaveAccessibleDescription(/new tab/);

    await fillUsernameMode(context);
    // The test page stays put: the click is stopped before the browser would open the tab.
    const stay = (event: MouseEvent) => event.preventDefault();
    canvasElement.addEventListener('click', stay);
    try {
      await userEvent.click(terms);
    } finally {
      canvasElement.removeEventListener('click', stay);
    }
    await expect(agree).toBeChecked();
    await expect(field(canvas, 'Username')).toHaveValue('player01');
    await userEvent.click(canvas.getByText(/confirm that I am 18/));
    await expect(agree).not.toBeChecked();
  },
};

/** Without an address the words stay plain text: no link that leads nowhere. */
export const TermsWithoutLink: Story = {
  args: { termsHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'terms and conditions' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /I agree to the terms and conditions/ })).toBeChecked();
  },
};

/** Public settings turn the captcha on: its picture refreshes on click, and the code is required and sent. */
export const Captcha: Story = {
  args: { captcha: { imageSrc: storyCaptchaImage, onRefresh: fn() } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(canvas.getByRole('img', { name: 'Captcha code picture' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Load a new picture/ }));
    await expect(args.captcha?.onRefresh).toHaveBeenCalledTimes(1);
    await fillUsernameMode(context);
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText('Captcha must not be empty')).toBeVisible();
    await userEvent.type(field(canvas, 'Captcha'), STORY_CAPTCHA_CODE);
    await userEvent.click(registerButton(context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(submitted({ captcha: STORY_CAPTCHA_CODE })));
  },
};

/** SMS verification on: "Get code" checks the number first, then sends to the chosen country code. */
export const SmsVerification: Story = {
  parameters: LIVE_COUNTDOWN,
  args: { smsVerification: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const mobile = field(canvas, 'Mobile number');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByText('Mobile number must not be empty')).toBeVisible();
    await expect(mobile).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country calling code' }), 'TH');
    await userEvent.type(mobile, '912345678');
    // The button ignores a second press within a second of the first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '66', mobileNum: '912345678' });
    await expect(await canvas.findByRole('button', { name: /^Sent \(\d+s\)$/ })).toBeVisible();

    await userEvent.type(field(canvas, 'Username'), 'player01');
    await userEvent.type(field(canvas, 'Password'), 'secret12');
    await userEvent.type(field(canvas, 'Verify password'), 'secret12');
    await userEvent.type(field(canvas, 'Verification code'), STORY_SMS_CODE);
    await userEvent.click(registerButton(context));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(submitted({ countryDialingCode: '66', verificationCode: STORY_SMS_CODE })),
    );
  },
};

/** Mobile registration where the site asks for no password: number and code only; the submit says registerMobile. */
export const MobileWithoutPassword: Story = {
  args: { modes: ['register', 'registerMobile'], mode: 'registerMobile', mobilePassword: false },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(maybeField(canvas, 'Password')).not.toBeInTheDocument();
    await expect(maybeField(canvas, 'Verify password')).not.toBeInTheDocument();
    await expect(maybeField(canvas, 'Username')).not.toBeInTheDocument();
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText('Mobile number must not be empty')).toBeVisible();
    await expect(canvas.getByText('Verification code must not be empty')).toBeVisible();
    await userEvent.type(field(canvas, 'Mobile number'), '912345678');
    await userEvent.type(field(canvas, 'Verification code'), STORY_SMS_CODE);
    await userEvent.click(registerButton(context));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...blank,
        mobileNum: '912345678',
        verificationCode: STORY_SMS_CODE,
        countryDialingCode: '84',
        agree: true,
        mode: 'registerMobile',
      }),
    );
  },
};

/** A URL code that checked out: the field is hidden and the code is still sent. */
export const AffiliateHidden: Story = {
  args: { affiliateCodeShown: false, defaultValues: { affiliateCode: 'VIVA88' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await expect(maybeField(canvas, 'Invitation code')).not.toBeInTheDocument();
    await fillUsernameMode(context);
    await userEvent.click(registerButton(context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(submitted({ affiliateCode: 'VIVA88' })));
  },
};

/** The invitation code field is shown (optional): a malformed code gets its pattern message. */
export const AffiliateShown: Story = {
  play: async ({ canvas, userEvent }) => {
    const code = field(canvas, 'Invitation code');
    await expect(code).not.toHaveAttribute('placeholder');
    await userEvent.type(code, 'ab');
    await userEvent.tab();
    await expect(await canvas.findByText('Invitation code must be 4 - 12 characters combining letters and digits')).toBeVisible();
  },
};

/** A request under way: the button is busy and neither a click nor Enter sends again. */
export const Pending: Story = {
  args: { pending: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillUsernameMode(context);
    const button = registerButton(context);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(field(canvas, 'Mobile number'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

/** A double click on Register sends one request; the form turns busy at once. */
export const DoubleClickSubmitsOnce: Story = {
  render: (args) => <PendingHost {...args} />,
  play: async (context) => {
    const { userEvent, args } = context;
    await fillUsernameMode(context);
    await userEvent.dblClick(registerButton(context));
    await waitFor(() => expect(registerButton(context)).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(registerButton(context));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(submitted());
  },
};

/** The server refuses: its message shows above the button in an alert, and every typed value stays. */
export const ServerError: Story = {
  render: (args) => <ServerErrorHost {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await fillUsernameMode(context);
    await userEvent.click(registerButton(context));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This username is already taken');
    await expect(field(canvas, 'Username')).toHaveValue('player01');
    await expect(field(canvas, 'Password')).toHaveValue('secret12');
    await expect(field(canvas, 'Verify password')).toHaveValue('secret12');
    await expect(field(canvas, 'Mobile number')).toHaveValue('912345678');
  },
};

/** As a page: Reset puts back the defaults (the prefilled invitation code, the ticked agreement) and clears the messages. */
export const PageReset: Story = {
  args: { defaultValues: { affiliateCode: 'VIVA88' } },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const code = field(canvas, 'Invitation code');
    await expect(code).toHaveValue('VIVA88');
    await userEvent.type(field(canvas, 'Username'), '1abc');
    await userEvent.clear(code);
    await userEvent.type(code, 'OTHER7');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(registerButton(context));
    await expect(await canvas.findByText(/^Username must be 4 - 16/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(field(canvas, 'Username')).toHaveValue('');
    await expect(code).toHaveValue('VIVA88');
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await waitFor(() => expect(canvas.queryByText(/^Username must/)).not.toBeInTheDocument());
    await expect(canvas.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

/** In the login/register popup: no Reset, and a shortcut to the login tab. */
export const ModalLoginShortcut: Story = {
  args: { variant: 'modal' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab through the fields, Space on the agreement, past the terms link, Enter on Register. */
export const KeyboardOnly: Story = {
  args: { rules: { username: accountRules.username, password: accountRules.password } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(field(canvas, 'Username')).toHaveFocus();
    await userEvent.keyboard('player01');
    await userEvent.tab();
    await expect(field(canvas, 'Password')).toHaveFocus();
    await userEvent.keyboard('secret12');
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: 'Show password' })[0]).toHaveFocus();
    await userEvent.tab();
    await expect(field(canvas, 'Verify password')).toHaveFocus();
    await userEvent.keyboard('secret12');
    await userEvent.tab();
    await userEvent.tab();
    const agree = canvas.getByRole('checkbox', { name: /I agree/ });
    await expect(agree).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(agree).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(agree).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'terms and conditions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Safer play and where to get help' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Register' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...blank,
        username: 'player01',
        password: 'secret12',
        confirmPassword: 'secret12',
        countryDialingCode: '84',
        agree: true,
        mode: 'register',
      }),
    );
  },
};

/** Vietnamese: labels, tabs, required messages and the button in Vietnamese. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { modes: ['register', 'registerMobile'] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Tên đăng nhập' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Số điện thoại' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Tôi đồng ý với các điều khoản/ })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'điều khoản và điều kiện' })).toHaveAccessibleDescription(
      'Mở trong thẻ mới, biểu mẫu này vẫn giữ những gì bạn đã nhập',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
    await expect(await canvas.findByText('Tên đăng nhập không được để trống')).toBeVisible();
    await expect(canvas.getByText('Mật khẩu không được để trống')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đặt lại' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
