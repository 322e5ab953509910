import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pointRewardCards } from '../../mocks/fixtures/points.ts';
import { RedeemDialog, type RedeemDialogProps, type RedeemRefusal, type RedeemValues } from './RedeemDialog.tsx';

const rewards = pointRewardCards('EN');
const cash = rewards.find((reward) => reward.id === 'R1001')!;
const tee = rewards.find((reward) => reward.id === 'R3001')!;
const iphone = rewards.find((reward) => reward.id === 'R3006')!;

/** The fake platform's answer: the seeded withdraw password is 123456. */
function Refusing(props: RedeemDialogProps) {
  const [refusal, setRefusal] = useState<RedeemRefusal | null>(null);
  return (
    <RedeemDialog
      {...props}
      refusal={refusal}
      onSubmit={(values: RedeemValues) => {
        props.onSubmit(values);
        setRefusal(values.paymentPassword === '123456' ? null : { message: 'The withdraw password is incorrect.', field: 'password' });
      }}
    />
  );
}

const body = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Points/RedeemDialog',
  component: RedeemDialog,
  args: { reward: cash, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof RedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cash reward: the quantity, the cost and the withdraw password, required before sending. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Redeem ${cash.name}` });
    await expect(within(dialog).queryByLabelText(/Receiving address/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(within(dialog).getByText('Please enter your withdraw password.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Quantity/ }), '2');
    await expect(within(dialog).getByText('2,000 points')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Withdraw password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rewardId: cash.id, quantity: 2, paymentPassword: '123456' });
  },
};

/** A wrong password is said under the password; what was typed stays. */
export const PasswordRefusal: Story = {
  args: { reward: tee },
  render: (args) => <Refusing {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Redeem ${tee.name}` });
    await userEvent.type(within(dialog).getByLabelText(/Receiving address/), '12 Nguyễn Huệ, Quận 1');
    await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '0912345678');
    await userEvent.type(within(dialog).getByLabelText(/Withdraw password/), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(within(dialog).getByText('The withdraw password is incorrect.')).toBeVisible());
    await expect(within(dialog).getByLabelText(/Withdraw password/)).toHaveAccessibleDescription(/The withdraw password is incorrect./);
    await expect(within(dialog).getByLabelText(/Receiving address/)).toHaveValue('12 Nguyễn Huệ, Quận 1');
    await expect(within(dialog).getByLabelText(/Mobile number/)).toHaveValue('0912345678');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Physical goods ask for the receiving address and a mobile number, checked in words. */
export const GoodsWithAddress: Story = {
  args: { reward: iphone },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: `Redeem ${iphone.name}` });
    await expect(within(dialog).getByText('200,000 points + ₫5,000,000')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Receiving address/), 'Q1');
    await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '12-34');
    await userEvent.type(within(dialog).getByLabelText(/Withdraw password/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(within(dialog).getByText('Please enter the receiving address (at least 10 characters).')).toBeVisible();
    await expect(within(dialog).getByText('Please enter a valid mobile number (8 to 15 digits).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByLabelText(/Receiving address/));
    await userEvent.type(within(dialog).getByLabelText(/Receiving address/), '12 Nguyễn Huệ, Quận 1, TP. HCM');
    await userEvent.clear(within(dialog).getByLabelText(/Mobile number/));
    await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '0912 345 678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      rewardId: iphone.id,
      quantity: 1,
      paymentPassword: '123456',
      receivingAddress: '12 Nguyễn Huệ, Quận 1, TP. HCM',
      mobile: '0912345678',
    });
  },
};

/** Out of stock and too few points are said above the buttons. */
export const NotEnoughPoints: Story = {
  args: { refusal: { message: 'You do not have enough points for this reward.' } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have enough points for this reward.');
  },
};

/** In flight: the button is busy and a second submit sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog');
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(submit).toHaveAccessibleName(/^Redeem/);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByLabelText(/Withdraw password/)).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  args: { reward: pointRewardCards('VI').find((reward) => reward.id === 'R3001')! },
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Đổi Áo thun cotton Viva' });
    await expect(within(dialog).getByLabelText(/Địa chỉ nhận hàng/)).toBeVisible();
    await expect(within(dialog).getByLabelText(/Mật khẩu rút tiền/)).toBeVisible();
  },
};
