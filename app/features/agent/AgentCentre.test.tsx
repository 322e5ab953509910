/**
 * The agent centre on the fake platform: the menu the consolidated funds' flags decide (skeleton
 * first), the page in the address (an unknown or switched-off one falls back to the overview in
 * place), the visitor's login prompt and landing, the trial account's warning, a plain member refused
 * in words, and the close button back to where the player came from.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { SCENARIO_TOKENS } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import type { ScenarioName } from '../../../mocks/scenarios.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { setScenario } from '../../../tests/support/scenario.ts';
import { AGENT_PAGES } from '../../paths.ts';
import { accountDialog, closeAccountDialog } from '../account/account-dialogs.ts';
import { authPromptState, dismiss } from '../session/auth-prompt.ts';
import { forgetLoginReturn, takeLoginReturn } from '../session/login-return.ts';
import { saveSession } from '../session/session-store.ts';
import { AgentCentrePage } from './AgentCentre.tsx';

afterEach(() => {
  dismiss();
  closeAccountDialog();
  forgetLoginReturn();
});

const SEEDING = { timeout: 5000 };

function signIn(scenario: Extract<ScenarioName, 'member' | 'trial' | 'agent'>) {
  setScenario(scenario);
  saveSession({ token: SCENARIO_TOKENS[scenario] });
}

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/agent/:page', element: <AgentCentrePage /> },
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

const menu = () => screen.findByRole('navigation', { name: 'Agent centre pages' });
const rows = async () => (await within(await menu()).findAllByRole('link')).map((link) => link.getAttribute('href'));

/** Answers the consolidated funds with these contract flags on (every other flag off). */
function flags(on: Partial<Record<'divtypeinfo' | 'dailysalinfotype' | 'contracthoursalinfo' | 'realtimesalreqtype', boolean>>) {
  server.use(
    http.get('*/wps/member/info/funds/consolidated', () =>
      HttpResponse.json({ success: true, value: { sumBalance: 0, availBalance: 0, ...on } }),
    ),
  );
}

/** The agent centre's calls: the /wps/agent/ ones, the team reports' ODSFE2_ relays and the contract relays. */
const isAgentCall = (path: string) =>
  path.startsWith('/wps/agent') || /\/wps\/relay\/(ODSFE2_|MCS2_process|MCSFE_process|MCSFE_getContract|MCSFE_getRealTime)/.test(path);

/** Paths requested while a test runs. */
function requestLog() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return paths;
}

test('an agent: skeleton first, then every page (the seeded agent has all four contracts on), the page in the address shown', async () => {
  signIn('agent');
  renderAt('/agent/agentTeamBetting');
  const centre = await screen.findByRole('region', { name: 'Agent centre' });
  expect(centre).toHaveAttribute('data-state', 'loading');
  await waitFor(() => expect(centre).toHaveAttribute('data-state', 'ready'), SEEDING);
  expect(await rows()).toEqual(AGENT_PAGES.map((page) => `/agent/${page}`));
  const nav = await menu();
  expect(within(nav).getByRole('link', { name: 'Team betting' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeInTheDocument();
  const panel = screen.getByRole('region', { name: 'Team betting' });
  expect(await within(panel).findByRole('table', { name: 'Team bets' }, SEEDING)).toBeInTheDocument();
});

test('contract entries follow their flags: only dividend and real-time salary on', async () => {
  signIn('agent');
  flags({ divtypeinfo: true, realtimesalreqtype: true });
  renderAt('/agent/agentTeamOverview');
  const links = await rows();
  expect(links.slice(-2)).toEqual(['/agent/agentDividend', '/agent/agentRealTimeSalary']);
  expect(links).toHaveLength(10);
});

test('every flag off: the eight team pages, and a contract page asked for falls back to the overview in place', async () => {
  signIn('agent');
  flags({});
  const router = renderAt('/agent/agentHourlySalary');
  await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'), SEEDING);
  expect(router.state.historyAction).toBe('REPLACE');
  expect(await rows()).toEqual(AGENT_PAGES.slice(0, 8).map((page) => `/agent/${page}`));
  expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
});

test('a failed flags call still gives the eight team pages', async () => {
  signIn('agent');
  server.use(
    http.get('*/wps/member/info/funds/consolidated', () => HttpResponse.json({ success: false, message: 'down' }, { status: 500 })),
  );
  renderAt('/agent/agentMyIncome');
  expect(await rows()).toEqual(AGENT_PAGES.slice(0, 8).map((page) => `/agent/${page}`));
  expect(await screen.findByRole('region', { name: 'My income' })).toBeInTheDocument();
});

test('an unknown page falls back to the overview; choosing entries then close goes back to before the centre', async () => {
  signIn('agent');
  const router = renderAt('/index', '/agent/nope');
  await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamOverview'));
  await userEvent.click(await within(await menu()).findByRole('link', { name: 'Team management' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentTeamManagement'));
  expect(await screen.findByRole('region', { name: 'Team management' })).toBeInTheDocument();
  await userEvent.click(within(await menu()).getByRole('link', { name: 'Announcement' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/agent/agentAnnouncement'));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
});

test('close on a centre opened by its address goes home', async () => {
  signIn('agent');
  const router = renderAt('/agent/agentAccount');
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a plain member is refused in words, with the way to the member centre, and no agent call is made', async () => {
  signIn('member');
  const paths = requestLog();
  const router = renderAt('/agent/agentTeamOverview');
  const centre = await screen.findByRole('region', { name: 'Agent centre' });
  await within(centre).findByText(/^The agent centre is for agent accounts\./);
  expect(within(centre).getByText('Agents only')).toBeInTheDocument();
  expect(within(centre).queryByRole('navigation')).toBeNull();
  expect(paths.filter((path) => isAgentCall(path) || path.endsWith('/funds/consolidated'))).toEqual([]);
  await userEvent.click(within(centre).getByRole('button', { name: 'Go to the member centre' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
});

test('a visitor gets the login notice alone (no login prompt over it); its Log in opens the login, which will land on the page asked for', async () => {
  const paths = requestLog();
  renderAt('/agent/agentMyIncome');
  await screen.findByRole('heading', { level: 1, name: 'Agent centre' });
  await screen.findByText(/^Please log in first\./);
  expect(authPromptState().open).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(accountDialog()).toEqual({ kind: 'auth', tab: 'login', notice: undefined });
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(takeLoginReturn()).toEqual({ path: '/agent/agentMyIncome', state: { centreDepth: 0, centreOpenedDirectly: true } });
  expect(paths.filter(isAgentCall)).toEqual([]);
});

test('a trial account gets the in_need_true_account warning with its register button, and no menu or panel', async () => {
  signIn('trial');
  renderAt('/agent/agentTeamOverview');
  const centre = await screen.findByRole('region', { name: 'Agent centre' });
  await within(centre).findByText(/only for registered members/);
  expect(within(centre).getByRole('button', { name: 'Register a real account' })).toBeInTheDocument();
  expect(within(centre).queryByRole('navigation')).toBeNull();
  expect(authPromptState().open).toBe(false);
});
