/**
 * The contract pages on the fake platform: agent01 (top of the tree) has no dividend of its own and
 * lists the ones it offered its downlines; agent02 reads the dividend agent01 gave it, tier by tier.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { addEnglishAreas, createI18n } from '@ui/i18n/i18n.ts';
import { enCentreAreas } from '@ui/i18n/locales/en/centre-areas.ts';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect, test } from 'vitest';
import { createTestQueryClient } from '../../../../tests/support/query.tsx';
import { setScenario, setToken } from '../../../../tests/support/scenario.ts';
import { findAccount, issueToken } from '../../../../mocks/db/accounts.ts';
import { DividendContractPage, RealTimeSalaryContractPage } from './ContractPage.tsx';

function renderPage(Page: ComponentType) {
  // The centre frame loads these strings with its chunk; the page alone needs them here.
  const i18n = createI18n();
  addEnglishAreas(i18n, enCentreAreas);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <Page />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

test('the top agent has no dividend of its own and lists the ones it offered, with their statuses', async () => {
  setScenario('agent');
  renderPage(DividendContractPage);
  expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
  const issued = screen.getByRole('table', { name: 'Contracts with your downlines' });
  const rows = within(issued).getAllByRole('row').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.textContent).toMatch(/Offered|Active|Rejected|Ending requested|Ended/);
});

test("a downline agent reads its upline's real-time salary: both rates and the 5-minute settlement", async () => {
  setScenario('agent');
  setToken(issueToken(findAccount('agent02')!));
  renderPage(RealTimeSalaryContractPage);
  const current = await screen.findByRole('region', { name: 'Your contract' });
  expect(within(current).getByText('Profit rate')).toBeInTheDocument();
  expect(within(current).getByText('Every 5 minutes')).toBeInTheDocument();
});
