/**
 * The route table on screen with the declarative router: each page its own lazy chunk, made once; the
 * layout from the same table; `/` replaced by the home page; a failing page (render or chunk) shows the
 * route error screen until the address changes; the shell draws before the first page's chunk; a
 * navigation keeps the old page until the next one's chunk is in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@ui/i18n/i18n.ts';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, useNavigate, useNavigationType, type RouteObject } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { createTestQueryClient } from '../../tests/support/query.tsx';
import { PATHS } from '../paths.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { LAYOUTS, layoutAt } from './layout.ts';
import { ChunkLoadError } from './lazy-page.ts';
import { pageRoute, routes } from './router.tsx';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A page module with one component, `Page`, that says its name and links to the other test pages. */
function pageModule(name: string) {
  return {
    Page: () => (
      <>
        <h1>{name} page</h1>
        <p>Arrived by {useNavigationType()}</p>
        <Link to="/a">To A</Link>
        <Link to="/b">To B</Link>
      </>
    ),
  };
}

function testRoute(path: string, load: () => Promise<{ Page: () => React.ReactNode }>) {
  return pageRoute(path, LAYOUTS.login, load, (m) => m.Page);
}

/** A button outside the route error boundary, as the browser's back button or address bar would be. */
function AddressBar() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/a')}>
      Address bar: A
    </button>
  );
}

function renderAt(path: string, table: RouteObject[]) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AddressBar />
          <AppRoutes routes={table} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const header = () => document.querySelector('[data-slot="site-header"]');

test('the app’s table gives each address its layout, unknown ones the 404 page’s, and each page a preload', () => {
  expect(layoutAt(routes, PATHS.home)).toBe(LAYOUTS.home);
  expect(layoutAt(routes, PATHS.seamless.replace(':vendor', 'x').replace(':game', 'y'))).toBe(LAYOUTS.seamless);
  expect(layoutAt(routes, '/no-such-page')).toBe(LAYOUTS.notFound);
  const notFound = routes.find((route) => route.path === PATHS.notFound);
  expect(notFound?.handle).toMatchObject({ layout: LAYOUTS.notFound, preload: expect.any(Function) });
  const pages = routes.filter((route) => route.path !== PATHS.root);
  expect(pages.every((route) => typeof (route.handle as { preload?: unknown }).preload === 'function')).toBe(true);
});

test('`/` is replaced by the home page', async () => {
  const root = routes.find((route) => route.path === PATHS.root)!;
  renderAt(PATHS.root, [root, testRoute(PATHS.home, () => Promise.resolve(pageModule('Home')))]);
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(screen.getByText('Arrived by REPLACE')).toBeInTheDocument();
});

test('a page’s chunk loads once, whether preloaded at boot or rendered, however often the page is visited', async () => {
  const load = vi.fn(() => Promise.resolve(pageModule('A')));
  const a = testRoute('/a', load);
  await (a.handle as { preload: () => Promise<unknown> }).preload();
  renderAt('/a', [a, testRoute('/b', () => Promise.resolve(pageModule('B')))]);
  await screen.findByRole('heading', { name: 'A page' });
  await userEvent.click(screen.getByRole('link', { name: 'To B' }));
  await screen.findByRole('heading', { name: 'B page' });
  await userEvent.click(screen.getByRole('link', { name: 'To A' }));
  await screen.findByRole('heading', { name: 'A page' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a page whose chunk was preloaded renders at once, without suspending', async () => {
  const a = testRoute('/a', () => Promise.resolve(pageModule('A')));
  await (a.handle as { preload: () => Promise<unknown> }).preload();
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Suspense fallback={<p>Suspended</p>}>{a.element}</Suspense>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'A page' })).toBeInTheDocument();
  expect(screen.queryByText('Suspended')).toBeNull();
});

test('the shell draws while the first page’s chunk loads; the page follows', async () => {
  const chunk = deferred<ReturnType<typeof pageModule>>();
  renderAt('/a', [testRoute('/a', () => chunk.promise)]);
  await waitFor(() => expect(header()).not.toBeNull());
  expect(screen.queryByRole('heading', { name: 'A page' })).toBeNull();
  chunk.resolve(pageModule('A'));
  expect(await screen.findByRole('heading', { name: 'A page' })).toBeInTheDocument();
});

test('a navigation keeps the old page on screen until the next page’s chunk is in', async () => {
  const chunk = deferred<ReturnType<typeof pageModule>>();
  const b = vi.fn(() => chunk.promise);
  renderAt('/a', [testRoute('/a', () => Promise.resolve(pageModule('A'))), testRoute('/b', b)]);
  await userEvent.click(await screen.findByRole('link', { name: 'To B' }));
  await waitFor(() => expect(b).toHaveBeenCalled());
  // The chunk is asked for, and A is still what the player sees (no blank page area).
  expect(screen.getByRole('heading', { name: 'A page' })).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'B page' })).toBeNull();
  chunk.resolve(pageModule('B'));
  expect(await screen.findByRole('heading', { name: 'B page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'A page' })).toBeNull();
});

test('a page that fails to render shows the error screen in place of the layout; a new address recovers', async () => {
  // React logs the caught error; this test expects exactly that.
  vi.mocked(console.error).mockImplementation(() => {});
  const Broken = () => {
    throw new Error('page failed');
  };
  renderAt('/b', [testRoute('/a', () => Promise.resolve(pageModule('A'))), testRoute('/b', () => Promise.resolve({ Page: Broken }))]);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(header()).toBeNull();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Address bar: A' }));
  expect(await screen.findByRole('heading', { name: 'A page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});

test('a page whose chunk cannot load (after the automatic reload) says so', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  // The automatic reload happened a moment ago: this failure is shown, not reloaded.
  sessionStorage.setItem('chunkReloadAt', String(Date.now()));
  renderAt('/b', [testRoute('/b', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))]);
  expect(await screen.findByRole('heading', { name: 'The page could not load' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a ChunkLoadError thrown by a page is the load screen too', async () => {
  vi.mocked(console.error).mockImplementation(() => {});
  const Failing = () => {
    throw new ChunkLoadError('Loading the page timed out');
  };
  renderAt('/b', [testRoute('/b', () => Promise.resolve({ Page: Failing }))]);
  expect(await screen.findByRole('heading', { name: 'The page could not load' })).toBeInTheDocument();
});
