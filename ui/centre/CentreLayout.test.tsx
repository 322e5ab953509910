/** The narrow layout's view (jsdom has no container queries: what is asserted is the view the layout chose). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expect, test, vi } from 'vitest';
import { addEnglishAreas } from '../i18n/areas.ts';
import { createI18n } from '../i18n/i18n.ts';
import { memberCentreAreas } from '../i18n/locales/areas/member-centre.ts';
import { CentreLayout } from './CentreLayout.tsx';

const ENTRIES = [
  { id: 'securityCenter', label: 'My account', href: '/member/securityCenter' },
  { id: 'depositv2', label: 'Deposit', href: '/member/depositv2' },
];

const i18n = createI18n();
addEnglishAreas(i18n, memberCentreAreas);
const layout = (current: string, onViewChange = vi.fn()) => (
  <I18nextProvider i18n={i18n}>
    <CentreLayout title="Member centre" entries={ENTRIES} current={current} defaultView="menu" onViewChange={onViewChange}>
      <p>Panel of {current}</p>
    </CentreLayout>
  </I18nextProvider>
);
const view = () => screen.getByRole('region', { name: 'Member centre' }).getAttribute('data-view');

test('the list gives way to the panel when the page changes by another way (the header, the browser)', () => {
  const onViewChange = vi.fn();
  const { rerender } = render(layout('securityCenter', onViewChange));
  expect(view()).toBe('menu');
  rerender(layout('depositv2', onViewChange));
  expect(view()).toBe('panel');
  expect(onViewChange).toHaveBeenCalledExactlyOnceWith('panel');
  // The same page again changes nothing.
  rerender(layout('depositv2', onViewChange));
  expect(onViewChange).toHaveBeenCalledOnce();
});

test('choosing a row shows its panel; back shows the list', async () => {
  const onSelect = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <CentreLayout title="Member centre" entries={ENTRIES} current="securityCenter" defaultView="menu" onSelect={onSelect} />
    </I18nextProvider>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
  expect(onSelect).toHaveBeenCalledWith('depositv2');
  expect(view()).toBe('panel');
  await userEvent.click(screen.getByRole('button', { name: 'Back to the menu' }));
  expect(view()).toBe('menu');
});
