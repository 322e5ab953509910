/**
 * The member centre on the fake platform: the menu a member's switches and flags decide (skeleton
 * first), the badge of open missions, the page in the address (an unknown or unavailable one falls
 * back to the security centre in place), the visitor's login prompt and landing, the trial account's
 * refusal, and the close button back to where the player came from.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { findAccount, SCENARIO_TOKENS } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import type { ScenarioName } from '../../../mocks/scenarios.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { setScenario } from '../../../tests/support/scenario.ts';
import { MEMBER_PAGES } from '../../paths.ts';
import { accountDialog, closeAccountDialog } from '../account/account-dialogs.ts';
import { authPromptState, dismiss, requestLogin } from '../session/auth-prompt.ts';
import { forgetLoginReturn, takeLoginReturn } from '../session/login-return.ts';
import { clearSession, emitSessionEnded, saveSession } from '../session/session-store.ts';
import { MemberCentrePage } from './MemberCentre.tsx';

afterEach(() => {
  dismiss();
  closeAccountDialog();
  forgetLoginReturn();
});

function signIn(scenario: Extract<ScenarioName, 'member' | 'trial' | 'agent'>, overrides: Parameters<typeof setScenario>[1] = {}) {
  setScenario(scenario, overrides);
  saveSession({ token: SCENARIO_TOKENS[scenario] });
}

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/member/:page', element: <MemberCentrePage /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const menu = () => screen.findByRole('navigation', { name: 'Member centre pages' });
const rows = async () => (await within(await menu()).findAllByRole('link')).map((link) => link.getAttribute('href'));

/** Paths requested while a test runs. */
function requestLog() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return paths;
}

test('a member: skeleton first, then the menu of every page but the upline transfer, the page in the address marked and shown', async () => {
  signIn('member');
  renderAt('/member/withdraw');
  const centre = await screen.findByRole('region', { name: 'Member centre' });
  expect(centre).toHaveAttribute('data-state', 'loading');
  expect(within(centre).getAllByText('Loading…').length).toBeGreaterThan(0);
  await waitFor(() => expect(centre).toHaveAttribute('data-state', 'ready'));
  // The points mall, its own route, follows the reward centre (PTSYS3 on).
  expect(await rows()).toEqual(
    MEMBER_PAGES.filter((page) => page !== 'transferUpline').flatMap((page) =>
      page === 'rewardCenter' ? [`/member/${page}`, '/pointMall'] : [`/member/${page}`],
    ),
  );
  const nav = await menu();
  expect(within(nav).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('heading', { level: 1, name: 'Member centre' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Withdraw' });
  expect(await within(panel).findByRole('heading', { level: 3, name: 'New withdrawal' })).toBeInTheDocument();
});

test('the missions entry carries the open mission count once it is known', async () => {
  signIn('member');
  renderAt('/member/securityCenter');
  const missions = await within(await menu()).findByRole('link', { name: /^Missions/ });
  await waitFor(() => expect(missions).toHaveAccessibleName(/^Missions \d+ open missions?$/));
  const shown = missions.querySelector('[data-slot="centre-menu-count"] [aria-hidden="true"]')?.textContent;
  expect(Number(shown)).toBeGreaterThan(0);
});

test('no open mission: no badge', async () => {
  signIn('member');
  server.use(
    http.get('*/wps/relay/MCSFE_getMissionSummaryDetails', () => HttpResponse.json({ success: true, value: { list: [], totalCount: 0 } })),
  );
  renderAt('/member/securityCenter');
  const missions = await within(await menu()).findByRole('link', { name: 'Missions' });
  await waitFor(() => expect(screen.getByRole('region', { name: 'Member centre' })).toHaveAttribute('data-state', 'ready'));
  expect(missions.querySelector('[data-slot="centre-menu-count"]')).toBeNull();
});

test('choosing an entry opens its page; close then goes back to where the player was before the centre', async () => {
  signIn('member');
  const router = renderAt('/index', '/member/securityCenter');
  await userEvent.click(await within(await menu()).findByRole('link', { name: 'Deposit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/depositv2'));
  expect(await screen.findByRole('region', { name: 'Deposit' })).toBeInTheDocument();
  await userEvent.click(within(await menu()).getByRole('link', { name: 'Inbox' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/messageV2'));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
});

test('close on a centre opened by its address goes home', async () => {
  signIn('member');
  const router = renderAt('/member/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('an unknown page falls back to the security centre in place, and close still goes home', async () => {
  signIn('member');
  const router = renderAt('/member/%3Cscript%3E');
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await screen.findByRole('region', { name: 'My account' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
});

test('a single merchant wallet hides the wallet transfer, and its address falls back', async () => {
  signIn('member');
  server.use(http.get('*/wps/relay/GCS_merchantWallet', () => HttpResponse.json({ success: true, value: { isSingle: true } })));
  const router = renderAt('/member/transferFund');
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
  expect(await rows()).not.toContain('/member/transferFund');
});

test('a module switch off takes its page away', async () => {
  signIn('member', { modulesOff: ['REWCEN3', 'INBOX3'] });
  renderAt('/member/securityCenter');
  const links = await rows();
  expect(links).not.toContain('/member/rewardCenter');
  expect(links).not.toContain('/member/messageV2');
  expect(links).toContain('/member/missionLeaderboard');
});

test('a member the platform lets transfer to the upline sees that page', async () => {
  signIn('member');
  // The seeded world is rebuilt before every test: this member may transfer to an upline for this one only.
  findAccount('member01')!.toUpline = true;
  renderAt('/member/transferUpline');
  expect(await screen.findByRole('region', { name: 'Transfer to upline' })).toBeInTheDocument();
  expect(await rows()).toContain('/member/transferUpline');
});

test('a visitor gets the login notice alone (no login prompt over it); its Log in opens the login, which will land on the page asked for', async () => {
  const paths = requestLog();
  renderAt('/member/withdraw');
  await screen.findByRole('heading', { level: 1, name: 'Member centre' });
  await screen.findByText(/^Please log in first\./);
  expect(authPromptState().open).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(accountDialog()).toEqual({ kind: 'auth', tab: 'login', notice: undefined });
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(takeLoginReturn()).toEqual({ path: '/member/withdraw', state: { centreDepth: 0, centreOpenedDirectly: true } });
  expect(paths.filter((path) => path.startsWith('/wps/relay'))).toEqual([]);
});

test('a trial account gets the in_need_true_account warning with its register button, and no menu or panel', async () => {
  signIn('trial');
  const paths = requestLog();
  renderAt('/member/depositv2');
  const centre = await screen.findByRole('region', { name: 'Member centre' });
  await within(centre).findByText(/only for registered members/);
  expect(within(centre).getByRole('button', { name: 'Register a real account' })).toBeInTheDocument();
  expect(within(centre).queryByRole('navigation')).toBeNull();
  expect(within(centre).queryByRole('region', { name: 'Deposit' })).toBeNull();
  expect(paths).not.toContain('/wps/relay/GCS_merchantWallet');
  expect(authPromptState().open).toBe(false);
});

/** What the session-expiry watcher does when a call answers 401 (app/features/session/session-expiry.ts). */
function expireSession() {
  act(() => {
    clearSession();
    emitSessionEnded('expired');
    requestLogin('session-expired');
  });
}

test('a session expiring mid-form keeps the panel, unchanged, behind the login popup; logging in lands back on it', async () => {
  signIn('member');
  renderAt('/member/withdraw');
  const centre = await screen.findByRole('region', { name: 'Member centre' });
  await waitFor(() => expect(centre).toHaveAttribute('data-state', 'ready'));
  const panel = screen.getByRole('region', { name: 'Withdraw' });
  const content = panel.lastElementChild;
  expect(content).not.toBeNull();

  expireSession();
  expect(authPromptState()).toEqual({ open: true, reason: 'session-expired' });
  expect(screen.queryByText(/^Please log in first\./)).toBeNull();
  expect(content?.isConnected).toBe(true);
  expect(takeLoginReturn()).toEqual({ path: '/member/withdraw', state: { centreDepth: 0, centreOpenedDirectly: true } });

  act(() => {
    saveSession({ token: SCENARIO_TOKENS.member });
    dismiss();
  });
  await waitFor(() => expect(centre).toHaveAttribute('data-state', 'ready'));
  expect(content?.isConnected).toBe(true);
});

test('closing the popup after an expiry without logging in gives the visitor notice', async () => {
  signIn('member');
  renderAt('/member/withdraw');
  const centre = await screen.findByRole('region', { name: 'Member centre' });
  await waitFor(() => expect(centre).toHaveAttribute('data-state', 'ready'));
  expireSession();
  act(() => dismiss());
  expect(await screen.findByText(/^Please log in first\./)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Withdraw' })).toBeNull();
});
