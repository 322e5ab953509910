import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { depositReceipt } from '../../../mocks/fixtures/deposit.ts';
import { DepositReceiptView } from './DepositReceiptView.tsx';

// member01's newest deposit as just made: pending, with its reference, payee account and QR code.
const receipt = depositReceipt();

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Deposit/DepositReceiptView',
  component: DepositReceiptView,
  args: { receipt, timeZone: STORY_TIME_ZONE, onDone: fn() },
  argTypes: { receipt: { table: { disable: true } } },
} satisfies Meta<typeof DepositReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What to pay and where: the reference and account to copy, the status, and a way back to the form. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Deposit request created' })).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reference' })).toHaveValue(receipt.reference);
    await expect(canvas.getByRole('textbox', { name: 'Account number' })).toHaveValue(receipt.payTo.accountNumber);
    await expect(canvas.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make another deposit' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Data: the amount in the instructions, the order number, and the QR code named for the amount. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(receipt.amount);
    await expect(canvas.getByText(/^Transfer exactly/)).toHaveTextContent(`Transfer exactly ${amount} to the account below`);
    await expect(canvas.getByText(receipt.depositId)).toBeVisible();
    await expect(canvas.getByRole('img', { name: `QR code to pay ${amount}` })).toBeVisible();
  },
};

/** A bank transfer without a QR code: the payee instructions alone. */
export const WithoutQr: Story = {
  args: { receipt: { ...receipt, qrImageUrl: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Account name' })).toBeVisible();
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
    await expect(canvas.getByRole('textbox', { name: 'Mã tham chiếu' })).toHaveValue(receipt.reference);
    await expect(canvas.getByText('Đang xử lý')).toBeVisible();
  },
};
