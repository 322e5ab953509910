/**
 * The lottery pages wired to the fake platform: the address picks the game (an unknown code falls
 * back), anyone browses the latest results, a visitor's Play asks for a login, and one failing call
 * shows its own error and retry while the rest of the page stays.
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
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { setScenario } from '../../../tests/support/scenario.ts';
import { LotteryPage, VnLotteryPage } from './LotteryPages.tsx';
import { authPromptState, dismiss } from '../session/auth-prompt.ts';
import { saveSession } from '../session/session-store.ts';

afterEach(() => dismiss());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/lottery', element: <LotteryPage /> },
      { path: '/vnlottery', element: <VnLotteryPage /> },
    ],
    { initialEntries: [path] },
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

const menu = () => screen.findByRole('region', { name: 'Games' });
const selected = async () => (await menu()).querySelector('[aria-current="true"]')?.closest('li')?.getAttribute('data-game');

test('the address preselects a listed game, whatever the play type', async () => {
  renderAt('/lottery?gameCode=HK6&playType=R5');
  await within(await menu()).findByRole('button', { name: /^Hong Kong Mark Six/ });
  expect(await selected()).toBe('HK6');
  expect(await screen.findByRole('heading', { level: 2, name: 'Hong Kong Mark Six' })).toBeInTheDocument();
});

test('an unknown game code shows the first game, without an error', async () => {
  renderAt('/lottery?gameCode=%3Cscript%3E');
  await within(await menu()).findByRole('button', { name: /^TCG 1-Min SSC/ });
  expect(await selected()).toBe('TCGFFC');
  expect(screen.queryByRole('alert')).toBeNull();
});

/** Paths requested while a test runs. */
function requestLog() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return paths;
}

const earlierNumeros = (results: HTMLElement) =>
  [...within(results).getByRole('list', { name: 'Earlier draws' }).querySelectorAll('[data-slot="earlier-draw"] > span')].map(
    (span) => span.textContent,
  );

test('a visitor sees the countdown and the public latest results with nine earlier draws, and Play opens the login prompt', async () => {
  const paths = requestLog();
  renderAt('/lottery?gameCode=CQSSC');
  const countdown = await screen.findByRole('region', { name: 'Chongqing SSC' });
  await within(countdown).findByRole('timer');
  const results = screen.getByRole('region', { name: 'Latest results' });
  const balls = await within(results).findByRole('list', { name: 'Winning numbers' });
  expect(within(balls).getAllByRole('listitem')).toHaveLength(5);
  expect(results).toHaveTextContent('Draw 20261120-0057');
  expect(earlierNumeros(results)).toEqual(Array.from({ length: 9 }, (_, i) => `20261120-${String(56 - i).padStart(4, '0')}`));
  expect(results).not.toHaveTextContent('Log in');
  expect(paths).toContain('/lgw/draw/1004');
  expect(paths).not.toContain('/lotto/lgw/games/opened/numero');
  await userEvent.click(within(countdown).getByRole('button', { name: 'Play now' }));
  expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
});

test('a member whose opened numero has a newer draw sees it as the latest, and the whole history under it', async () => {
  setScenario('member');
  saveSession({ token: SCENARIO_TOKENS.member });
  server.use(
    http.get('*/lotto/lgw/games/opened/numero', () =>
      HttpResponse.json([
        {
          gameCode: 'CQSSC',
          gameId: 1004,
          numero: '20261120-0058',
          winningTime: Date.UTC(2026, 10, 20, 12, 20),
          winNo: ['9', '9', '9', '9', '9'],
        },
      ]),
    ),
  );
  renderAt('/lottery?gameCode=CQSSC');
  const results = await screen.findByRole('region', { name: 'Latest results' });
  await within(results).findByText('Draw 20261120-0058', { exact: false });
  expect(
    within(within(results).getByRole('list', { name: 'Winning numbers' }))
      .getAllByRole('listitem')
      .map((ball) => ball.textContent),
  ).toEqual(['9', '9', '9', '9', '9']);
  await waitFor(() => expect(earlierNumeros(results)).toHaveLength(10));
  expect(earlierNumeros(results)[0]).toBe('20261120-0057');
});

test('a member whose opened numero lacks the game gets the latest from the history; a failed history shows its error and retry asks only it again', async () => {
  setScenario('member');
  saveSession({ token: SCENARIO_TOKENS.member });
  let fail = true;
  server.use(
    http.get('*/lotto/lgw/games/opened/numero', () => HttpResponse.json([])),
    http.get('*/lgw/draw/:gameId', () => (fail ? HttpResponse.json({ errorCode: 'system.error' }, { status: 502 }) : undefined)),
  );
  const paths = requestLog();
  renderAt('/lottery?gameCode=CQSSC');
  const results = await screen.findByRole('region', { name: 'Latest results' });
  expect(await within(results).findByRole('alert')).toHaveTextContent('The latest results could not be loaded.');
  const openedCalls = paths.filter((path) => path === '/lotto/lgw/games/opened/numero').length;
  expect(openedCalls).toBe(1);
  fail = false;
  await userEvent.click(within(results).getByRole('button', { name: 'Retry' }));
  await within(results).findByText('Draw 20261120-0057', { exact: false });
  expect(earlierNumeros(results)).toHaveLength(9);
  expect(paths.filter((path) => path === '/lotto/lgw/games/opened/numero')).toHaveLength(openedCalls);
  expect(paths.filter((path) => path === '/lgw/draw/1004')).toHaveLength(2);
});

test('a failing popular list shows its error and retry; the menu stays, and retry recovers', async () => {
  let fail = true;
  server.use(http.get('*/lgw/games/popular', () => (fail ? HttpResponse.json({ errorCode: 'system.error' }, { status: 502 }) : undefined)));
  renderAt('/lottery');
  const popular = await screen.findByRole('region', { name: 'Popular lotteries' });
  await within(popular).findByRole('alert');
  expect(within(await menu()).getAllByRole('button', { name: /SSC/ }).length).toBeGreaterThan(0);
  fail = false;
  await userEvent.click(within(popular).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(popular.querySelectorAll('[data-slot="popular-lottery"]')).toHaveLength(20));
});

test('/vnlottery shows the opened numbers of the chosen game', async () => {
  renderAt('/vnlottery?gameCode=XSMB');
  const opened = await screen.findByRole('region', { name: 'Opened numbers' });
  await waitFor(() => expect(opened.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
  expect(within(opened).getByRole('rowheader', { name: '20261120-0001' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Recently played' })).toHaveTextContent('Log in to see the games you played recently.');
});
