import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_CAPTCHA_CODE, storyCaptchaImage } from '../../mocks/fixtures/account.ts';
import { CaptchaField } from './CaptchaField.tsx';

const meta = {
  title: 'Auth/CaptchaField',
  component: CaptchaField,
  args: { label: 'Captcha', name: 'captcha', required: true, imageSrc: storyCaptchaImage, onRefresh: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture sits in the field; the code is typed beside it (no autocomplete, numeric keyboard). */
export const Playground: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(input).toHaveAttribute('placeholder', '* Captcha');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('img', { name: 'Captcha code picture' })).toHaveAttribute('src', storyCaptchaImage);
    await userEvent.type(input, STORY_CAPTCHA_CODE);
    await expect(input).toHaveValue(STORY_CAPTCHA_CODE);
  },
};

/** Spec section 4: a click on the picture loads a new one, at most once per second (a double click is one refresh). */
export const RefreshThrottled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const refresh = canvas.getByRole('button', { name: /Load a new picture/ });
    await userEvent.dblClick(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** The refresh button works from the keyboard: Tab past the input, Enter. */
export const KeyboardRefresh: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Captcha' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Load a new picture/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** While the picture loads a placeholder holds its place; the button still asks for one. */
export const Loading: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="captcha-refresh"] [data-slot="skeleton"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load a new picture' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Only a base64 PNG is shown: a URL or an SVG from a tampered answer is treated as missing. */
export const RejectsOtherImages: Story = {
  args: { imageSrc: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A wrong or missing code: the message is linked to the input. */
export const WithError: Story = {
  args: { error: 'Captcha must not be empty' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Captcha' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Captcha must not be empty');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Mã captcha' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hình mã captcha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Tải hình mới/ })).toBeVisible();
  },
};
