import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { depositReceipt } from '../../../mocks/fixtures/deposit.ts';
import { DepositReceiptView } from './DepositReceiptView.tsx';

// member01's newest deposit amount, as just requested through each kind of channel.
const manual = depositReceipt('manual');
const remark = depositReceipt('remark');
const qr = depositReceipt('qr');
const launch = depositReceipt('launch');
const crypto = depositReceipt('crypto');

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(amount);

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Deposit/DepositReceiptView',
  component: DepositReceiptView,
  args: { receipt: manual, methodName: 'Fast bank transfer (24/7)', timeZone: STORY_TIME_ZONE, onDone: fn() },
  argTypes: { receipt: { table: { disable: true } } },
} satisfies Meta<typeof DepositReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank transfer by account name: the account and reference to copy, the amount, and a way back to the form. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Deposit request created' })).toBeVisible();
    await expect(canvas.getByText(/^Transfer exactly/)).toHaveTextContent(`Transfer exactly ${money(manual.amount)} to the account below`);
    await expect(canvas.getByRole('textbox', { name: 'Reference' })).toHaveValue(manual.reference);
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue(manual.payee.accountNumber);
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toHaveValue(manual.payee.accountName);
    await expect(canvas.getByText('Vietcombank · Chi nhánh Sài Gòn')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Make another deposit' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** A transfer with the platform's reference: the same details, with the bank's QR code of them. */
export const WithReference: Story = {
  args: { receipt: remark, methodName: 'Transfer with reference (24/7)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(remark.depositId!)).toBeVisible();
    await expect(canvas.getByText('MB Bank · Chi nhánh Hoàn Kiếm')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `QR code to pay ${money(remark.amount)}` })).toBeVisible();
  },
};

/** An e-wallet QR code: scan it in the app; the fee and what is credited. */
export const QrCode: Story = {
  name: 'QR code',
  args: { receipt: qr, methodName: 'MoMo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Scan the QR code/)).toHaveTextContent(
      `Scan the QR code with your MoMo app and pay exactly ${money(qr.amount)}.`,
    );
    await expect(canvas.getByRole('img', { name: `QR code to pay ${money(qr.amount)}` })).toBeVisible();
    await expect(canvas.getByText(money(qr.fee))).toBeVisible();
    await expect(canvas.getByText(money(qr.amount - qr.fee))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Account number' })).toBeNull();
  },
};

/** A payment page: a link that opens it in a new tab, out of this page's reach. */
export const PaymentPage: Story = {
  args: { receipt: launch, methodName: 'Napas ATM card' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Go to the payment page (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', launch.redirectUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/^Finish paying/)).toHaveTextContent('it opens in a new tab');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A payment page the platform did not give (or gave as something other than a web address): said, with what to do. */
export const NoPaymentPage: Story = {
  args: { receipt: { ...launch, redirectUrl: null }, methodName: 'Napas ATM card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment page could not be opened.');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** USDT: the crypto amount and the address to send it to, with its QR code. */
export const Crypto: Story = {
  args: { receipt: crypto, methodName: 'USDT (TRC20)', cryptoCurrency: 'USDT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Wallet address' })).toHaveValue(crypto.walletAddress);
    await expect(canvas.getByText(/^Send exactly/)).toHaveTextContent(`Send exactly ${crypto.cryptoAmount} USDT to the address below.`);
    await expect(canvas.getByText('Amount in USDT')).toBeVisible();
    await expect(canvas.getByRole('img', { name: `QR code to pay ${money(crypto.amount)}` })).toBeVisible();
  },
};

/** A QR code sent as text only: drawn here. */
export const QrText: Story = {
  name: 'QR text',
  args: {
    receipt: {
      ...qr,
      qrImageUrl: null,
      qrCode: '00020101021238570010A00000072701270006970436011310293847560208QRIBFTTA53037045802VN6304ABCD',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: `QR code to pay ${money(qr.amount)}` })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Deposit request created' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Đã tạo lệnh nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mã tham chiếu' })).toHaveValue(manual.reference);
    await expect(canvas.getByRole('textbox', { name: 'Số tài khoản' })).toHaveValue(manual.payee.accountNumber);
  },
};
