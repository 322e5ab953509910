/** The header's member half is a chunk of its own: a visitor never waits for it, a member sees its place held until it is there. */
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { headerSession } from '../../mocks/fixtures/header.ts';

// Fresh modules for each test, so the member half has not loaded yet when the header first renders.
beforeEach(() => {
  vi.resetModules();
});

async function renderHeader(session: ReturnType<typeof headerSession> | null) {
  const { SiteHeader } = await import('./SiteHeader.tsx');
  const { I18nextProvider } = await import('react-i18next');
  const { createI18n } = await import('../i18n/i18n.ts');
  const i18n = createI18n();
  const header = (next: typeof session) => (
    <I18nextProvider i18n={i18n}>
      <SiteHeader session={next} canRegister memberCentreAvailable onLogin={vi.fn()} onDeposit={vi.fn()} onMessages={vi.fn()} />
    </I18nextProvider>
  );
  const view = render(header(session));
  return { rerender: (next: typeof session) => view.rerender(header(next)) };
}

test("a visitor's buttons are there at the first render, with nothing waiting", async () => {
  await renderHeader(null);
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

test("a member's header holds the balance's place, busy, until the member half arrives", async () => {
  await renderHeader(headerSession('member'));
  const actions = document.querySelector('[data-slot="site-header-actions"]');
  expect(actions).toHaveAttribute('aria-busy', 'true');
  expect(actions).toHaveTextContent('Loading…');
  expect(await screen.findByRole('group', { name: 'Balance' })).toHaveTextContent('375,458');
  expect(screen.getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

test('a login turns the visitor buttons into the member half', async () => {
  const { rerender } = await renderHeader(null);
  rerender(headerSession('member'));
  expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  expect(await screen.findByRole('button', { name: 'Messages, 5 unread' })).toBeInTheDocument();
});

test('the deposit button and the inbox show only with their actions (a brand switch off passes none)', async () => {
  const { SiteHeader } = await import('./SiteHeader.tsx');
  const { I18nextProvider } = await import('react-i18next');
  const { createI18n } = await import('../i18n/i18n.ts');
  render(
    <I18nextProvider i18n={createI18n()}>
      <SiteHeader session={headerSession('member')} memberCentreAvailable onWithdraw={vi.fn()} />
    </I18nextProvider>,
  );
  expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Messages/ })).toBeNull();
});
