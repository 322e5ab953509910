import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectBottomSheet, PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

const meta = {
  title: 'Safer play/RealityCheckDialog',
  component: RealityCheckDialog,
  args: { open: true, minutesPlayed: 90, netResult: 250_000, onContinue: fn(), onHistory: fn(), onLogout: fn() },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Reality check') =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name });
const netOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-slot="reality-check-net"]')!;

/** Up after an hour and a half: the time, the result signed and green, focus on Continue; each button answers. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(body.getByText('1 hour 30 minutes')).toBeVisible();
    await expect(body.getByText('+₫250,000')).toBeVisible();
    await expect(netOf(dialog)).toHaveAttribute('data-trend', 'up');
    await expect(body.getByRole('button', { name: 'Continue playing' })).toHaveFocus();
    // Keyboard: Shift+Tab walks back through Log out and See my history; Enter answers.
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'See my history' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHistory).toHaveBeenCalledOnce();
    // Escape means Continue, never a silent close.
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Down: a true minus sign and red, so the sign says it without the colour. */
export const Loss: Story = {
  args: { minutesPlayed: 45, netResult: -80_000 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByText('45 minutes')).toBeVisible();
    await expect(within(dialog).getByText('\u2212₫80,000')).toBeVisible();
    await expect(netOf(dialog)).toHaveAttribute('data-trend', 'down');
  },
};

/** Even: no sign, no colour. */
export const Even: Story = {
  args: { minutesPlayed: 60, netResult: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByText('1 hour')).toBeVisible();
    await expect(within(dialog).getByText('₫0')).toBeVisible();
    await expect(netOf(dialog)).toHaveAttribute('data-trend', 'even');
  },
};

/** Over a game: the dialog says the game waits for the answer (the frame behind cannot be played while it is open). */
export const OverAGame: Story = {
  args: { gamePaused: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByText('Your game is paused until you answer.')).toBeVisible();
  },
};

/** Logging out: the button is busy, the others wait, Escape does nothing. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogIn(canvasElement);
    const body = within(dialog);
    await expect(body.getByRole('button', { name: /Log out/ })).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: 'Continue playing' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** The logout failed: the reason, and the buttons back. */
export const LogoutFailed: Story = {
  args: { error: 'That did not go through. Please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('That did not go through. Please try again.');
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement), 'Continue playing');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement, 'Kiểm tra thực tế');
    await expect(within(dialog).getByText('1 giờ 30 phút')).toBeVisible();
    await expect(within(dialog).getByText('+250.000 ₫')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Tiếp tục chơi' })).toBeVisible();
  },
};
