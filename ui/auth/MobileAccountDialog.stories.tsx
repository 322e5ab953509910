import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MobileAccountDialog } from './MobileAccountDialog.tsx';

const ACCOUNT = '84912345678';

// The story controls the clipboard, so copying behaves the same in every browser and run.
const writeText = fn(async (_text: string) => {});

function stubClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    // Removing the own property brings back the browser's clipboard.
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

const meta = {
  title: 'Auth/MobileAccountDialog',
  component: MobileAccountDialog,
  args: { open: true, account: ACCOUNT, onOpenChange: fn(), onConfirm: fn() },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard();
  },
} satisfies Meta<typeof MobileAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement, name = 'Your account') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The generated number, large and selectable; Copy puts it on the clipboard and says so; OK goes on. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Registration successful. Your account number is:');
    const number = within(dialog).getByText(ACCOUNT);
    await expect(number).toHaveClass('select-all');
    await expect(within(dialog).getByText('Remember this account number: you will use it to log in.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await expect(writeText).toHaveBeenCalledWith(ACCOUNT);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Copied');

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // OK only confirms: the app closes this dialog as it opens the success one.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** No clipboard access: the number gets selected for copying by hand, and the status says so. */
export const CopyFailed: Story = {
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await expect(await within(dialog).findByText('Could not copy automatically. The number is selected: copy it yourself.')).toBeVisible();
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(ACCOUNT);
    await expect(within(dialog).getByText(ACCOUNT)).toBeVisible();
  },
};

/** Keyboard: focus starts inside; a click outside does not lose the number; Escape acknowledges like OK. */
export const KeyboardAndDismissal: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await findDialog(canvasElement);
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]')!);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await findDialog(canvasElement, 'Tài khoản của bạn');
    await expect(dialog).toHaveAccessibleDescription('Đăng ký thành công. Số tài khoản của bạn là:');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sao chép' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Đã sao chép');
    await expect(within(dialog).getByRole('button', { name: 'Đồng ý' })).toBeVisible();
  },
};
