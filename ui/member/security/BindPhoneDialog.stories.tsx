import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { BindPhoneDialog } from './BindPhoneDialog.tsx';
import { LIVE_COUNTDOWN } from '../../lib/visual-parameters.ts';

const meta = {
  title: 'Member/Security/BindPhoneDialog',
  component: BindPhoneDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    countries: [{ countryCode: 'VN', dialingCode: '84', name: 'Vietnam' }],
    onSendCode: fn(async () => 300),
  },
} satisfies Meta<typeof BindPhoneDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Bind a mobile number') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Number, send the code (the button counts down), type it, bind once. */
export const Playground: Story = {
  parameters: LIVE_COUNTDOWN,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.type(body.getByLabelText(/^Mobile number/), '0912000444');
    await userEvent.click(body.getByRole('button', { name: /Get code|Send/i }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '84', mobileNum: '0912000444' }));
    await userEvent.type(body.getByLabelText(/^Verification code/), '246810');
    await userEvent.dblClick(body.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ countryDialingCode: '84', mobileNum: '0912000444', smsCode: '246810' });
  },
};

export const ServerRefusal: Story = {
  args: { refusal: { message: 'The verification code is incorrect', field: 'smsCode' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('The verification code is incorrect')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /^Bind/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement), 'Bind');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    await expect(await dialogIn(canvasElement, 'Liên kết số điện thoại')).toBeVisible();
  },
};
