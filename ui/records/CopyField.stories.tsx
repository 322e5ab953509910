import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, type Mock, type MockInstance } from 'storybook/test';
import { depositChannel, referralCode } from '../../mocks/fixtures/records.ts';
import { CopyField } from './CopyField.tsx';

// The fast bank transfer channel's first payee account (Vietcombank 1029384756).
const { payee } = depositChannel;

/**
 * The clipboard as each story needs it: the async API resolving (the default), missing (an http page
 * or an old WebView: the copy command stands in), or refused along with the command.
 */
type ClipboardMode = 'api' | 'command' | 'none';
let writeText: Mock<(text: string) => Promise<void>>;
let execCommand: MockInstance<typeof document.execCommand>;

function fakeClipboard(mode: ClipboardMode) {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  writeText = fn(async (_text: string) => {
    if (mode !== 'api') throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  execCommand = spyOn(document, 'execCommand').mockImplementation(() => mode === 'command');
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    execCommand.mockRestore();
  };
}

const meta = {
  title: 'Records/CopyField',
  component: CopyField,
  args: { label: 'Account number', value: payee.accountNumber, onCopy: fn() },
  parameters: { clipboard: 'api' satisfies ClipboardMode },
  beforeEach: ({ parameters }) => fakeClipboard((parameters.clipboard as ClipboardMode | undefined) ?? 'api'),
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy: the value reaches the clipboard, the button says "Copied", and the result is announced. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('textbox', { name: 'Account number' });
    await expect(value).toHaveAttribute('readonly');
    await expect(value).toHaveValue('1029384756');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Account number' }));
    await expect(writeText).toHaveBeenCalledWith('1029384756');
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('Account number copied.');
    // After a moment the button offers to copy again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy Account number' })).toBeVisible(), { timeout: 4000 });
    await expect(status).toBeEmptyDOMElement();
  },
};

/** By keyboard: Tab reaches the value (selected whole on focus), then Copy; Enter copies. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const value = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Account number' });
    await expect(value).toHaveFocus();
    await expect([value.selectionStart, value.selectionEnd]).toEqual([0, payee.accountNumber.length]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy Account number' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('1029384756');
    await expect(canvas.getByRole('status')).toHaveTextContent('Account number copied.');
  },
};

/** No clipboard API: the value is selected and the copy command copies it. */
export const Fallback: Story = {
  parameters: { clipboard: 'command' satisfies ClipboardMode },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Account number' }));
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(args.onCopy).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('Account number copied.');
  },
};

/** Neither works: the text is left selected, and the member is told to copy it by hand. */
export const ErrorState: Story = {
  parameters: { clipboard: 'none' satisfies ClipboardMode },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Account number' }));
    await expect(args.onCopy).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy automatically. The text is selected: copy it yourself.');
    const value = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Account number' });
    await expect(value).toHaveFocus();
    await expect([value.selectionStart, value.selectionEnd]).toEqual([0, payee.accountNumber.length]);
  },
};

/** The value is not known yet (the deposit order is being made). */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An empty value still copies (nothing); the field keeps its height. */
export const Empty: Story = {
  args: { label: 'Transfer note', value: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Transfer note' })).toHaveValue('');
  },
};

/** A long referral link in a phone-wide column: the box scrolls its text, the button stays whole. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Referral link', value: `https://www.viva123.example/register?affiliateCode=${referralCode('member')}&lang=VI` },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="copy-field"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const button = canvas.getByRole('button', { name: 'Copy Referral link' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 0.5);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: 'Số tài khoản' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sao chép Số tài khoản' }));
    await expect(canvas.getByRole('button', { name: 'Đã sao chép' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã sao chép Số tài khoản.');
  },
};
