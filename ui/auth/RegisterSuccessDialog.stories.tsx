import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RegisterSuccessDialog } from './RegisterSuccessDialog.tsx';

const meta = {
  title: 'Auth/RegisterSuccessDialog',
  component: RegisterSuccessDialog,
  args: { open: true, bonusAmount: '₫1,000', onOpenChange: fn(), onDeposit: fn(), onStart: fn() },
} satisfies Meta<typeof RegisterSuccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement, name = 'Registration successful') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** With the bonus and a deposit offer: focus starts on Start playing; Deposit now reports the choice. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Welcome! Your account is ready.');
    await expect(within(dialog).getByText('You received a sign-up bonus of ₫1,000')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Start playing' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit now' }));
    await expect(args.onDeposit).toHaveBeenCalledTimes(1);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Start playing by keyboard (Enter on the focused button). */
export const StartPlaying: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    const start = within(dialog).getByRole('button', { name: 'Start playing' });
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(args.onDeposit).not.toHaveBeenCalled();
  },
};

/** No bonus and no deposit offer: just the welcome and Start playing; × closes. */
export const Minimal: Story = {
  args: { bonusAmount: undefined, onDeposit: undefined },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).queryByText(/sign-up bonus/)).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Deposit now' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { bonusAmount: '1.000 ₫' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Đăng ký thành công');
    await expect(within(dialog).getByText('Bạn đã nhận được tiền thưởng đăng ký 1.000 ₫')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Nạp tiền ngay' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Bắt đầu chơi' })).toBeVisible();
  },
};
