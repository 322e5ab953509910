/** Story helpers for dialogs: a phone's viewport and the bottom sheet a dialog becomes there. */
import { expect, within } from 'storybook/test';

/** The story viewport of a small phone (Storybook's `mobile1`, 320 x 568). */
export const PHONE_GLOBALS = { viewport: { value: 'mobile1' } };

/** On a phone a dialog is a sheet along the bottom edge, its submit button in reach. */
export async function expectBottomSheet(dialog: HTMLElement, submit: string) {
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  const box = dialog.getBoundingClientRect();
  await expect(box.width).toBe(window.innerWidth);
  await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  await expect(within(dialog).getByRole('button', { name: submit })).toBeVisible();
}
