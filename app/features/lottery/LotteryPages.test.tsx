/**
 * The lottery pages wired to the fake platform: the address picks the game (an unknown code falls
 * back), a visitor's Play asks for a login, and one failing call shows its own error and retry while
 * the rest of the page stays.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { LotteryPage, VnLotteryPage } from '../../routes/LotteryPages.tsx';
import { authPromptState, dismiss } from '../session/auth-prompt.ts';

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

test('a visitor sees the countdown, is asked to log in for results, and Play opens the login prompt', async () => {
  renderAt('/lottery?gameCode=TCGFFC');
  const countdown = await screen.findByRole('region', { name: 'TCG 1-Min SSC' });
  await within(countdown).findByRole('timer');
  expect(screen.getByRole('region', { name: 'Latest results' })).toHaveTextContent('Log in to see the latest results');
  await userEvent.click(within(countdown).getByRole('button', { name: 'Play now' }));
  expect(authPromptState()).toEqual({ open: true, reason: 'login-required' });
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
