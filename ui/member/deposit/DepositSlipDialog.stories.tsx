import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { depositRows } from '../../../mocks/fixtures/deposit.ts';
import { receiptPng } from '../../../mocks/fixtures/records.ts';
import { DepositSlipDialog, type DepositSlipDialogProps, type DepositSlipValues } from './DepositSlipDialog.tsx';
import { PHOTO_PREVIEWS } from '../../lib/visual-parameters.ts';

// member01's deposit in review, without a slip yet.
const held = depositRows('member').find((row) => row.canUploadSlip)!;
const deposit = { depositId: held.depositId, amount: held.requestedAmount };
const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(deposit.amount);

/** A screenshot of the transfer as the browser hands it over. */
const screenshot = () => new File([receiptPng() as Uint8Array<ArrayBuffer>], 'transfer.png', { type: 'image/png', lastModified: 0 });

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** What the browser does when a file is picked in its dialog: sets the input's files and fires change. */
function pick(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const previewsLoaded = (dialog: HTMLElement) =>
  waitFor(() => {
    for (const image of dialog.querySelectorAll('img')) expect(image.complete && image.naturalWidth > 0).toBe(true);
  });

/** The platform's answer: the first send is refused, as the container reports it. */
function Refusing(props: DepositSlipDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <DepositSlipDialog
      {...props}
      refusal={refusal}
      onSubmit={(values: DepositSlipValues) => {
        props.onSubmit(values);
        setRefusal('A payment slip can no longer be sent for this deposit.');
      }}
    />
  );
}

const meta = {
  title: 'Member/Deposit/DepositSlipDialog',
  component: DepositSlipDialog,
  parameters: PHOTO_PREVIEWS,
  args: { deposit, onOpenChange: fn(), onSubmit: fn(), remarkMaxChars: 200 },
} satisfies Meta<typeof DepositSlipDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit it is for, one image with its preview and a remark with its counter; sent with both. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Send a payment slip' });
    await expect(within(dialog).getByText(/^For deposit/)).toHaveTextContent(`For deposit ${held.depositId} of ${amount}`);
    const remark = within(dialog).getByRole('textbox', { name: 'Remark (optional)' });
    await expect(remark).toHaveAccessibleDescription('0 / 200');
    await userEvent.type(remark, ' Paid from Vietcombank at 10:02 ');
    const file = screenshot();
    pick(fileInput(dialog), [file]);
    const list = await within(dialog).findByRole('list', { name: 'Chosen images' });
    await expect(within(list).getAllByRole('img')).toHaveLength(1);
    await previewsLoaded(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ image: file, remark: 'Paid from Vietcombank at 10:02' });
  },
};

/** Without an image nothing is sent, and the picker says what is missing. */
export const ImageMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Send a payment slip' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(within(dialog).getByText('Add a photo or screenshot of your transfer.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A remark over the limit: the counter turns, the reason shows, nothing is sent. */
export const RemarkTooLong: Story = {
  args: { remarkMaxChars: 10 },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Send a payment slip' });
    pick(fileInput(dialog), [screenshot()]);
    await previewsLoaded(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark (optional)' }), 'Paid at ten past ten');
    await expect(within(dialog).getByText('The remark takes at most 10 characters.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On its way: the button is busy, the fields wait. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Send a payment slip' });
    await expect(within(dialog).getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('textbox', { name: 'Remark (optional)' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

/** Refused: the reason above the buttons, the image and remark kept. */
export const Refused: Story = {
  render: (args) => <Refusing {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Send a payment slip' });
    pick(fileInput(dialog), [screenshot()]);
    await previewsLoaded(dialog);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Remark (optional)' }), 'Paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('A payment slip can no longer be sent for this deposit.');
    await expect(within(dialog).getByRole('textbox', { name: 'Remark (optional)' })).toHaveValue('Paid');
    await expect(within(within(dialog).getByRole('list', { name: 'Chosen images' })).getAllByRole('img')).toHaveLength(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Gửi biên lai thanh toán' });
    await expect(within(dialog).getByRole('textbox', { name: 'Ghi chú (không bắt buộc)' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Gửi' })).toBeVisible();
  },
};
