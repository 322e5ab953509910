/**
 * The points mall on the fake platform: a visitor browses the rewards with a log-in prompt; member01
 * (4,204 points, withdraw password 123456) redeems after a wrong password, the points drop and the
 * redemption heads the history; a failing tab fails on its own with a retry.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { CurrencyProvider } from '@ui/i18n/money.tsx';
import { http, HttpResponse } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test } from 'vitest';
import { SCENARIO_TOKENS } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { setScenario } from '../../../tests/support/scenario.ts';
import { accountDialog, closeAccountDialog } from '../account/account-dialogs.ts';
import { saveSession } from '../session/session-store.ts';
import { PointMallPage } from './PointMallPage.tsx';

afterEach(() => closeAccountDialog());

function renderMall() {
  render(
    <I18nextProvider i18n={createI18n()}>
      <CurrencyProvider currency="VND">
        <QueryClientProvider client={createTestQueryClient()}>
          <PointMallPage />
        </QueryClientProvider>
      </CurrencyProvider>
    </I18nextProvider>,
  );
}

const balance = () => screen.findByText(/^[\d,]+ points$/, { selector: '[data-slot="points-balance"]' });

test('a visitor sees the rewards and a log-in prompt, no points and no member tabs', async () => {
  const user = userEvent.setup();
  renderMall();
  const list = await screen.findByRole('list', { name: 'Rewards' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(13);
  expect(screen.queryByRole('button', { name: /^Redeem: / })).toBeNull();
  expect(screen.queryByRole('tab')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(accountDialog()).toMatchObject({ kind: 'auth', tab: 'login' });
});

test('a member redeems after a wrong password: the points drop and the redemption heads the history', async () => {
  setScenario('member');
  saveSession({ token: SCENARIO_TOKENS.member });
  const user = userEvent.setup();
  renderMall();
  expect((await balance()).textContent).toBe('4,204 points');

  await user.click(await screen.findByRole('button', { name: 'Redeem: Cash reward 10,000 VND' }));
  const dialog = await screen.findByRole('dialog', { name: 'Redeem Cash reward 10,000 VND' });
  await user.type(within(dialog).getByLabelText(/Withdraw password/), '111111');
  await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
  expect(await within(dialog).findByText('The withdraw password is incorrect.')).toBeVisible();
  expect(within(dialog).getByLabelText(/Withdraw password/)).toHaveValue('111111');

  await user.clear(within(dialog).getByLabelText(/Withdraw password/));
  await user.type(within(dialog).getByLabelText(/Withdraw password/), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
  expect(await screen.findByText('Redeemed: Cash reward 10,000 VND. You can follow it in the redeem history.')).toBeVisible();
  await waitFor(async () => expect((await balance()).textContent).toBe('3,204 points'));

  await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
  const table = await screen.findByRole('table', { name: 'Redeem history' });
  await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/Cash reward 10,000 VND.*1,000.*In process/));
});

test('the rules tab fails on its own, with a retry that brings it back; the rules say points never expire', async () => {
  setScenario('member');
  saveSession({ token: SCENARIO_TOKENS.member });
  let fail = true;
  server.use(
    http.get('*/wps/relay/MCS2_getPointConfig', () => (fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)),
  );
  const user = userEvent.setup();
  renderMall();
  await balance();
  await user.click(screen.getByRole('tab', { name: 'Rules' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The rules could not be loaded.');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Points never expire.')).toBeVisible();
  expect(screen.getByRole('table', { name: 'Exchange rates' })).toHaveTextContent('100 points are worth ₫1,000');
});
