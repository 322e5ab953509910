import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './Dialog.tsx';

const fieldClass =
  'h-10 w-full rounded-md border border-border-strong bg-surface-sunken px-3 text-sm text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

interface SampleProps {
  size?: DialogContentProps['size'];
  showCloseButton?: boolean;
}

function ProfileDialogContent({ size, showCloseButton }: SampleProps) {
  return (
    <DialogContent size={size} showCloseButton={showCloseButton}>
      <DialogHeader>
        <DialogTitle>Edit nickname</DialogTitle>
        <DialogDescription>Your nickname is shown on leaderboards and in the chat.</DialogDescription>
      </DialogHeader>
      <DialogBody>
        <label className="flex flex-col gap-space-xs text-sm font-semibold">
          Nickname
          <input className={fieldClass} defaultValue="LuckyTiger88" />
        </label>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save</Button>
      </DialogFooter>
    </DialogContent>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Edit nickname</Button>
      </DialogTrigger>
      <ProfileDialogContent />
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit nickname' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit nickname' });
    await expect(dialog).toHaveAccessibleDescription('Your nickname is shown on leaderboards and in the chat.');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Opened from the keyboard: focus moves in, Tab cycles inside, Escape closes, focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit nickname' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Edit nickname' });
    const scope = within(dialog);
    const nickname = scope.getByRole('textbox', { name: 'Nickname' });
    await waitFor(() => expect(nickname).toHaveFocus());

    // Four stops inside (field, Cancel, Save, Close), then Tab wraps back to the field.
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(nickname).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(scope.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();

    // Space on the trigger opens it too.
    await userEvent.keyboard(' ');
    await expect(await body.findByRole('dialog', { name: 'Edit nickname' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open on first render, so the visual baseline captures the dialog in both themes. */
export const OpenByDefault: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit nickname' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveAttribute('data-size', 'md');
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    await expect(dialog.getBoundingClientRect().width).toBe(512);
  },
};

export const Small: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Session expired</DialogTitle>
          <DialogDescription>Please log in again to continue playing.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button block>Log in</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toHaveAttribute('data-size', 'sm');
  },
};

export const FullSize: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <ProfileDialogContent size="full" />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit nickname' });
    // Fills the viewport but for a 1rem margin on each side, once the entrance has scaled up.
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth - 32);
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <ProfileDialogContent showCloseButton={false} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Edit nickname' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

const terms = Array.from(
  { length: 14 },
  (_, i) =>
    `${i + 1}. Bets are accepted only from registered players aged 18 or over. Winnings are credited to the main wallet once the draw result is confirmed, and promotional credit must be wagered according to the rules of the campaign before it can be withdrawn.`,
);

/** The body scrolls; the title and the footer stay in view. The scroller joins the Tab order only because it overflows. */
export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Terms and conditions</DialogTitle>
          <DialogDescription>Last updated 1 March 2025.</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-sm text-sm">
          {terms.map((term) => (
            <p key={term}>{term}</p>
          ))}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>I agree</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Terms and conditions' });
    const scroller = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    const title = within(dialog).getByRole('heading', { name: 'Terms and conditions' });
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);

    // Keyboard users reach the scroller: it sits before the footer in the Tab order.
    const agree = within(dialog).getByRole('button', { name: 'I agree' });
    agree.focus();
    await userEvent.tab({ shift: true });
    await expect(scroller).toHaveFocus();

    // Let the entrance transition finish, or the title moves for reasons other than scrolling.
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    const titleTop = title.getBoundingClientRect().top;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    await expect(title.getBoundingClientRect().top).toBe(titleTop);
    await expect(agree).toBeVisible();
    // Back to the top, focus on the button: the screenshot shows the resting state.
    scroller.scrollTop = 0;
    agree.focus();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Đổi biệt danh</DialogTitle>
          <DialogDescription>Biệt danh của bạn được hiển thị trên bảng xếp hạng và trong phòng trò chuyện.</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <label className="flex flex-col gap-space-xs text-sm font-semibold">
            Biệt danh
            <input className={fieldClass} defaultValue="HổMayMắn88" />
          </label>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Hủy</Button>
          </DialogClose>
          <Button>Lưu</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Đổi biệt danh' });
    await expect(within(dialog).getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  },
};
