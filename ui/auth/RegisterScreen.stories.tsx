import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { accountCountries, accountRules, registerPromotions } from '../../mocks/fixtures/account.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';

const form = (
  <RegisterForm
    rules={accountRules}
    mode="register"
    onModeChange={fn()}
    modes={['register', 'registerMobile']}
    smsVerification={false}
    mobilePassword
    affiliateCodeShown
    countries={accountCountries}
    onSendCode={fn(async () => 60)}
    onSubmit={fn()}
    termsHref="/help?topic=TERMS"
    responsibleGamingHref="/responsibleGaming"
  />
);

const meta = {
  title: 'Auth/RegisterScreen',
  component: RegisterScreen,
  args: {
    logo: <span className="text-xl font-bold text-brand">Viva</span>,
    bonusAmount: '₫1,000',
    promotions: registerPromotions,
    onPromotionClick: fn(),
    onBack: fn(),
    // Rotation off: screenshots are taken after the play function, and timers are not frozen.
    autoplay: false,
    children: form,
  },
  argTypes: { children: { control: false }, logo: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /register page: Back first in the Tab order, the title with the bonus, the new-player promotions and the form. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByText('Sign up and get ₫1,000')).toBeVisible();
    await expect(canvas.getByText('Viva')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Registration form' })).toBeVisible();

    const region = canvas.getByRole('region', { name: 'New player promotions' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    // The carousel engine loads after the first paint; its moves are checked once it is there.
    // The engine loads once the browser is idle (at most 2 s on a busy page).
    await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: registerPromotions[0]!.title }));
    await expect(args.onPromotionClick).toHaveBeenCalledWith('np-1');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('group', { name: '2 of 3' })).toHaveAttribute('data-state', 'active');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 1' }));
    // The track glides back; the screenshot waits until it rests at the first slide.
    const track = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-track"]')!;
    await waitFor(() => expect(getComputedStyle(track).transform).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/), { timeout: 5000 });

    // From the top of the page, Back is the first stop.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Autoplay as in the app: more than one promotion rotates until paused. */
export const Rotating: Story = {
  args: { autoplay: true },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'New player promotions' });
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-state', 'playing');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(region);
    await expect(region).toHaveAttribute('data-state', 'paused');
  },
};

/** No new-player promotions and no click handler: no carousel at all; the title and form remain. */
export const NoPromotions: Story = {
  args: { promotions: [], logo: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Registration form' })).toBeVisible();
  },
};

/** Promotions shown as pictures only (no click handler): the slides are not buttons. */
export const PromotionsWithoutLinks: Story = {
  args: { onPromotionClick: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(registerPromotions[0]!.title)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: registerPromotions[0]!.title })).not.toBeInTheDocument();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { bonusAmount: '1.000 ₫' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tạo tài khoản của bạn' })).toBeVisible();
    await expect(canvas.getByText('Đăng ký và nhận 1.000 ₫')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Về trang chủ' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Khuyến mãi cho người chơi mới' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đăng ký' })).toBeVisible();
  },
};
