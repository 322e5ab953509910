/** The avatar menu before its popup's chunk is there: a press or a key still opens it. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { headerMember } from '../../mocks/fixtures/header.ts';

// Each test takes fresh modules (the menu's, and the i18n its hook reads), so the popup has not loaded yet when it presses.
beforeEach(() => {
  vi.resetModules();
});

async function renderMenu() {
  const { AvatarMenu } = await import('./AvatarMenu.tsx');
  const { I18nextProvider } = await import('react-i18next');
  const { createI18n } = await import('../i18n/i18n.ts');
  const i18n = createI18n();
  const onOpenChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AvatarMenu member={headerMember('member')} onMemberCentre={vi.fn()} onOpenChange={onOpenChange} />
    </I18nextProvider>,
  );
  const trigger = screen.getByRole('button', { name: /Account menu/ });
  expect(trigger).not.toHaveAttribute('data-ready');
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  return { onOpenChange, trigger };
}

test.each(['Enter', ' ', 'ArrowDown'])('%j on the trigger before the popup loads opens it on its first item', async (key) => {
  const { onOpenChange, trigger } = await renderMenu();
  trigger.focus();
  fireEvent.keyDown(trigger, { key });
  const menu = await screen.findByRole('menu');
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
  await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
  expect(menu).toHaveTextContent('Member centre');
  expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAttribute('data-ready');
});

test('a press on the trigger before the popup loads opens it', async () => {
  const { onOpenChange, trigger } = await renderMenu();
  fireEvent.pointerDown(trigger, { button: 0 });
  expect(await screen.findByRole('menu')).toHaveTextContent('Sign out');
  expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
});

test('other keys leave it closed; the popup still arrives at idle and keeps the focus on the trigger', async () => {
  const { onOpenChange, trigger } = await renderMenu();
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'a' });
  await waitFor(() => expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAttribute('data-ready'));
  expect(screen.queryByRole('menu')).toBeNull();
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus();
});
