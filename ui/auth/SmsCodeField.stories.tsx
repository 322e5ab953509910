import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_SMS_CODE } from '../../mocks/fixtures/account.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { LIVE_COUNTDOWN } from '../lib/visual-parameters.ts';

const meta = {
  title: 'Auth/SmsCodeField',
  component: SmsCodeField,
  args: { label: 'Verification code', name: 'verificationCode', required: true, onSend: fn(async () => 60), onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Get code sends once and counts down; the code is typed beside it (one-time-code autocomplete). */
export const Playground: Story = {
  parameters: LIVE_COUNTDOWN,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    const send = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.dblClick(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: /^Sent \(\d+s\)$/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(input, STORY_SMS_CODE);
    await expect(input).toHaveValue(STORY_SMS_CODE);
  },
};

/** A countdown from an earlier send (kept across tabs): the button waits and sends nothing. */
export const CountingDown: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sent (42s)' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A failed send (the caller shows why) leaves the button ready to try again. */
export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('Too many requests'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const button = await canvas.findByRole('button', { name: 'Get code' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

export const WithError: Story = {
  args: { error: 'Verification code must not be empty' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Verification code must not be empty');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeDisabled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Mã xác minh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mã xác minh' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lấy mã' })).toBeVisible();
  },
};
