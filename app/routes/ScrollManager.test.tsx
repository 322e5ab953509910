import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { ScrollManager } from './ScrollManager.tsx';

function setup(initial: string) {
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ScrollManager />
            <h2 id="rules">Rules</h2>
          </>
        ),
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

test('a page change scrolls to the top; between game categories it scrolls smoothly', async () => {
  const { router, scrollTo } = setup('/index');
  await act(() => router.navigate('/promotions'));
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
  await act(() => router.navigate('/rng'));
  await act(() => router.navigate('/live'));
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
});

test('a hash scrolls its element into view instead', async () => {
  const { router, scrollTo } = setup('/index');
  const heading = document.getElementById('rules')!;
  heading.scrollIntoView = vi.fn();
  scrollTo.mockClear();
  await act(() => router.navigate('/help#rules'));
  expect(heading.scrollIntoView).toHaveBeenCalled();
  expect(scrollTo).not.toHaveBeenCalled();
});
