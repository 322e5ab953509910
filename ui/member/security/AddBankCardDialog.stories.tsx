import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { REGISTER_RULES } from '../../../mocks/db/system.ts';
import { bindRules, cardBanks, cardWalletTypes } from '../../../mocks/fixtures/withdraw.ts';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { AddBankCardDialog } from './AddBankCardDialog.tsx';
import { LIVE_COUNTDOWN } from '../../lib/visual-parameters.ts';

// The fake merchant's banks (and e-wallet providers) and USDT networks; member01 has a payment password.
const banks = cardBanks();
const walletTypes = cardWalletTypes();

const meta = {
  title: 'Member/Security/AddBankCardDialog',
  component: AddBankCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onSendCode: fn(async () => 60),
    banks,
    walletTypes,
    rules: bindRules('member'),
    // The fake platform's rule: 6-12 letters or digits with a capital.
    paymentPasswordRule: REGISTER_RULES.paymentPassword,
    countries: [{ countryCode: 'VN', dialingCode: '84', name: 'Vietnam' }],
  },
} satisfies Meta<typeof AddBankCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Add a bank card') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** A bank card: bank, holder, number (spaces dropped), payment password; a double click sends it once, as the platform's body. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'VCB');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '0123 456 789');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.dblClick(body.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'BANK',
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      payeeName: 'Nguyen Van A',
      cardNumber: '0123456789',
      paymentPassword: '123456',
    });
  },
};

/** A USDT wallet: the network and the address, checked for its network. */
export const UsdtWallet: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Type/), 'VIRTUAL');
    await userEvent.selectOptions(body.getByLabelText(/^Network/), 'USDT_TRC20');
    const address = body.getByLabelText(/^Wallet address/);
    await userEvent.type(address, 'T123');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await expect(await body.findByText('This address is not valid for its network')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(address);
    await userEvent.type(address, 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        kind: 'VIRTUAL',
        walletType: 'USDT_TRC20',
        walletName: 'USDT (TRC20)',
        walletAddress: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
        paymentPassword: '123456',
      }),
    );
  },
};

/** A number in the wrong format is refused here, and nothing is sent. */
export const BadNumber: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'MOMO');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '12345');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await expect(await body.findByText('This account number is not valid for its type')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No payment password yet (the bind rules ask for a first one): it is typed twice, checked by the site's rule, and sent with the card. */
export const FirstPaymentPassword: Story = {
  args: { rules: bindRules('bare') },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('You have no payment password yet: this one becomes it.')).toBeVisible();
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'TCB');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '19036628451017');
    await userEvent.type(body.getByLabelText(/^New payment password/), 'Pay13579');
    await userEvent.type(body.getByLabelText(/^Confirm the payment password/), 'Pay13570');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await expect(await body.findByText('The two passwords do not match')).toBeVisible();
    await userEvent.clear(body.getByLabelText(/^Confirm the payment password/));
    await userEvent.type(body.getByLabelText(/^Confirm the payment password/), 'Pay13579');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ paymentPassword: 'Pay13579', validatePaymentPassword: 'Pay13579' }),
      ),
    );
  },
};

/** The bind rules ask for the mobile: a number, its SMS code (sent here), then the card goes with both. */
export const WithMobile: Story = {
  parameters: LIVE_COUNTDOWN,
  args: { rules: { ...bindRules('member'), mobile: true } },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'ACB');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '24681357');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.type(body.getByRole('textbox', { name: /^Mobile number/ }), '0912000666');
    await userEvent.click(body.getByRole('button', { name: /Get code/ }));
    await expect(args.onSendCode).toHaveBeenCalledWith({ countryDialingCode: '84', mobileNum: '0912000666' });
    await userEvent.type(body.getByRole('textbox', { name: /^Verification code/ }), '246810');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ mobile: { countryDialingCode: '84', mobileNum: '0912000666', verificationCode: '246810' } }),
      ),
    );
  },
};

/** The request is in flight: the button is busy. */
export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /Add a bank card/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The platform refused the payment password: the message shows under the password. */
export const ServerRefusal: Story = {
  args: { refusal: { message: 'The payment password is incorrect', field: 'paymentPassword' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('The payment password is incorrect')).toBeVisible();
    await expect(body.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(/The payment password is incorrect/);
  },
};

export const Loading: Story = {
  args: { banks: undefined, rules: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: { banks: undefined, error: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('The bank list could not be loaded.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement, 'Add a bank card'), 'Add a bank card');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Thêm thẻ ngân hàng'));
    await expect(body.getByLabelText(/^Chủ tài khoản/)).toBeVisible();
  },
};
