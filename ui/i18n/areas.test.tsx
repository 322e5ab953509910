import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, test, vi } from 'vitest';
import { areaBundle, loadAreas, useAreas, type AreaBundle } from './areas.ts';
import { createI18n } from './i18n.ts';
import { everyAreaBundle } from './locales/areas/all.ts';
import { en } from './locales/en/index.ts';
import enPages from './locales/en/pages.json';
import viPages from './locales/vi/pages.json';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The pages area, its Vietnamese arriving when the test says. */
function controlledPages() {
  const arrival = deferred<{ default: typeof enPages }>();
  const load = vi.fn(() => arrival.promise);
  return { bundle: areaBundle({ pages: enPages }, { pages: load }), arrival, load };
}

function Screen({ bundle }: { bundle: AreaBundle }) {
  const ready = useAreas(bundle);
  const { t } = useTranslation();
  return ready ? <h1>{t('pages.vipTitle')}</h1> : <p>loading</p>;
}

function renderScreens(i18n: ReturnType<typeof createI18n>, bundle: AreaBundle, count = 1) {
  return render(
    <I18nextProvider i18n={i18n}>
      {Array.from({ length: count }, (_, i) => (
        <Screen key={i} bundle={bundle} />
      ))}
    </I18nextProvider>,
  );
}

const FIRST_SCREEN = Object.keys(en).sort();
// The area files on disk (import.meta.glob only lists them here: nothing is loaded).
const areaNames = (paths: Record<string, unknown>) =>
  Object.keys(paths)
    .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length))
    .sort();
const AREA_FILES = { en: areaNames(import.meta.glob('./locales/en/*.json')), vi: areaNames(import.meta.glob('./locales/vi/*.json')) };
const areaFiles = (language: 'en' | 'vi') => AREA_FILES[language];

describe('areas loaded with their screens', () => {
  test('English is there on the first render: words, never keys, and nothing to wait for', () => {
    const i18n = createI18n('EN');
    const { bundle, load } = controlledPages();
    renderScreens(i18n, bundle);
    expect(screen.getByRole('heading')).toHaveTextContent(enPages.vipTitle);
    expect(load).not.toHaveBeenCalled();
  });

  test('in Vietnamese a screen waits for its areas (loaded once, however many ask), then shows them', async () => {
    const i18n = createI18n('EN');
    await i18n.changeLanguage('VI');
    const { bundle, arrival, load } = controlledPages();
    renderScreens(i18n, bundle, 2);
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(screen.queryByText('pages.vipTitle')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrival.resolve({ default: viPages }));
    expect(await screen.findAllByRole('heading', { name: viPages.vipTitle })).toHaveLength(2);
    expect(viPages.vipTitle).not.toBe(enPages.vipTitle);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('switching to Vietnamese on a shown screen loads its areas then; back to English needs nothing', async () => {
    const i18n = createI18n('EN');
    const { bundle, arrival, load } = controlledPages();
    renderScreens(i18n, bundle);
    await act(() => i18n.changeLanguage('VI'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrival.resolve({ default: viPages }));
    await screen.findByRole('heading', { name: viPages.vipTitle });
    await act(() => i18n.changeLanguage('EN'));
    expect(screen.getByRole('heading')).toHaveTextContent(enPages.vipTitle);
    await act(() => i18n.changeLanguage('VI'));
    expect(screen.getByRole('heading')).toHaveTextContent(viPages.vipTitle);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a Vietnamese area that fails to load leaves its English words, not keys', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createI18n('EN');
    await i18n.changeLanguage('VI');
    const { bundle, arrival } = controlledPages();
    renderScreens(i18n, bundle);
    await act(async () => arrival.reject(new Error('chunk gone')));
    expect(await screen.findByRole('heading')).toHaveTextContent(enPages.vipTitle);
    expect(error).toHaveBeenCalledOnce();
  });

  test('Vietnamese at start brings the first screen only; a lazy area comes with loadAreas', async () => {
    const i18n = createI18n('EN');
    await i18n.changeLanguage('VI');
    expect(Object.keys(i18n.getResourceBundle('VI', 'translation') as object).sort()).toEqual(FIRST_SCREEN);
    await loadAreas(i18n, ...everyAreaBundle);
    expect(Object.keys(i18n.getResourceBundle('VI', 'translation') as object).sort()).toEqual(areaFiles('vi'));
  });

  test('every area file is on the first screen or in a bundle, never both, and EN and VI list the same', () => {
    const lazy = new Set(everyAreaBundle.flatMap((bundle) => Object.keys(bundle.en)));
    for (const bundle of everyAreaBundle) expect(Object.keys(bundle.vi)).toEqual(Object.keys(bundle.en));
    expect(FIRST_SCREEN.filter((area) => lazy.has(area))).toEqual([]);
    expect([...FIRST_SCREEN, ...lazy].sort()).toEqual(areaFiles('en'));
    expect(areaFiles('vi')).toEqual(areaFiles('en'));
  });
});
