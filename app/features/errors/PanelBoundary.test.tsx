import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { I18nextProvider } from 'react-i18next';
import { expect, test, vi } from 'vitest';
import { PanelBoundary } from './PanelBoundary.tsx';

let failing = true;
function Flaky() {
  if (failing) throw new Error('panel failed');
  return <p>Panel content</p>;
}

function Page() {
  return (
    <I18nextProvider i18n={createI18n()}>
      <h1>Page title</h1>
      <PanelBoundary>
        <Flaky />
      </PanelBoundary>
    </I18nextProvider>
  );
}

test('a failing panel shows a message and a retry, and the rest of the page stays', async () => {
  // React logs the caught error; this test expects exactly that one.
  vi.mocked(console.error).mockImplementation(() => {});
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Page title' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Panel content')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
