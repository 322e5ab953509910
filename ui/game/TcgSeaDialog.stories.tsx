import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { TcgSeaDialog, type TcgSeaDialogProps } from './TcgSeaDialog.tsx';

const TITLE = 'TCG Sea Lottery';

const meta = {
  title: 'Games/TcgSeaDialog',
  component: TcgSeaDialog,
  // about:blank stands in for the provider's page: stories never load the network.
  args: { open: true, title: TITLE, src: 'about:blank', onOpenChange: fn(), onRetry: fn() },
} satisfies Meta<typeof TcgSeaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name = TITLE) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

const frameOf = (dialog: HTMLElement) => dialog.querySelector('iframe');

/** The game shows at once in the dialog: no intro step, the frame's toolbar is the only chrome. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(/plays in this window/);
    const frame = frameOf(dialog);
    await expect(frame).toHaveAttribute('title', TITLE);
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    // The frame's Back closes; there is no corner × over its toolbar.
    await expect(within(dialog).queryAllByRole('button', { name: /close/i })).toHaveLength(0);
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const SecondLine: Story = {
  args: { altSrc: 'about:blank#line-2' },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogOf(canvasElement);
    const line = within(dialog).getByRole('switch', { name: 'Line 2' });
    await expect(line).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(line);
    await expect(line).toHaveAttribute('aria-checked', 'true');
    await expect(frameOf(dialog)).toHaveAttribute('src', 'about:blank#line-2');
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  },
};

export const Launching: Story = {
  args: { src: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/\S/);
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

export const LaunchFailed: Story = {
  args: { src: undefined, error: 'The previous game has not finished yet. Please try again shortly.' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await dialogOf(canvasElement);
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The previous game has not finished yet.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Controlled, as the app uses it: Back and Escape both ask to close, and focus returns to the entry. */
function FromLotteryEntry(args: TcgSeaDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Lottery</Button>
      <TcgSeaDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

export const BackAndEscapeClose: Story = {
  args: { open: false },
  render: (args) => <FromLotteryEntry {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Lottery' });
    await userEvent.click(trigger);
    let dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(trigger).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { title: 'Xổ Số TCG Sea' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Xổ Số TCG Sea');
    await expect(dialog).toHaveAccessibleDescription('Trò chơi diễn ra trong cửa sổ này. Nhấn Quay lại hoặc Esc để trở về trang.');
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  },
};
