import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { receiptPng } from '../../../mocks/fixtures/records.ts';
import { awaitingReceipts, receiptNow } from '../../../mocks/fixtures/withdraw.ts';
import { ReceiptConfirmations } from './ReceiptConfirmations.tsx';
import { PHOTO_PREVIEWS } from '../../lib/visual-parameters.ts';

// member01's withdrawal paid out to BIDV (₫100,000), 20 minutes left to confirm.
const items = awaitingReceipts('member');
const item = items[0]!;
const now = receiptNow();

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** What the browser does when a file is picked in its dialog. */
function pick(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Member/Withdraw/ReceiptConfirmations',
  component: ReceiptConfirmations,
  parameters: PHOTO_PREVIEWS,
  args: { items, now, onConfirm: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReceiptConfirmations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Received in full: the minutes left, the no-refund warning, one confirmation. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: /Withdrawal .*₫100,000 to BIDV/ });
    await expect(within(form).getByText('20 minutes left to confirm.')).toBeVisible();
    await expect(within(form).getByText(/counts as received and the amount is not refunded/)).toBeVisible();
    await expect(within(form).getByRole('radio', { name: 'Received in full' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ id: item.id, result: 'RECEIVED' });
  },
};

/** Partly received: the amount received, and the remaining amount shown as it is typed. */
export const Partial: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Partly received' }));
    const amount = canvas.getByRole('textbox', { name: /Amount received/ });
    await userEvent.type(amount, '60000');
    await expect(canvas.getByText('Remaining: ₫40,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ id: item.id, result: 'PARTIAL', receivedAmount: 60_000 });
  },
};

/** Partly received needs less than the whole: the full amount is refused in words, nothing sent. */
export const PartialTooMuch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Partly received' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount received/ }), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByText('For the full amount, choose Received in full.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Not received: a proof image is required; with one, it is sent. */
export const NotReceived: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Not received' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByText('Please add a proof image.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const proof = new File([receiptPng() as Uint8Array<ArrayBuffer>], 'bank.png', { type: 'image/png', lastModified: 0 });
    pick(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, proof);
    await waitFor(() => expect(canvas.getByText('bank.png')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ id: item.id, result: 'NOT_RECEIVED', proofImage: proof });
  },
};

/** The answer in flight: the button busy, a second click sends nothing more. */
export const Sending: Story = {
  args: { pendingId: item.id },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Not received' })).toBeDisabled();
  },
};

/** A refusal from the platform, and the thank-you once answered. */
export const RefusedAndDone: Story = {
  args: {
    items: [item, { ...item, id: 'WD-OTHER', confirmDeadline: now - 1 }],
    errors: { [item.id]: 'This withdrawal is no longer waiting for your confirmation.' },
    doneIds: ['WD-OTHER'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('no longer waiting');
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you, your answer was recorded.');
  },
};

/** The time has run out (the platform will count it as received on its next read). */
export const Expired: Story = {
  args: { items: [{ ...item, confirmDeadline: now - 60_000 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The time to confirm has run out.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No withdrawals are waiting for your confirmation.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The withdrawals to confirm could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Data: Story = {
  args: { items: [item, { ...item, id: 'WD-SECOND', amount: 250_000, confirmDeadline: now + 60_000 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
    await expect(canvas.getByText('1 minute left to confirm.')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Partly received' }));
    const form = canvas.getByRole('form');
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('textbox', { name: /Amount received/ })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Còn 20 phút để xác nhận.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Nhận một phần' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Số tiền đã nhận/ }), '60000');
    await expect(canvas.getByText('Còn lại: 40.000 ₫')).toBeVisible();
  },
};
