import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { renderQueryHook } from '../../../tests/support/query.tsx';
import { setScenario } from '../../../tests/support/scenario.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useLaunchAddress } from './use-launch-address.ts';

// This file's visit starts on the first server of each list (the spare-servers world lists the down one first).
vi.hoisted(() => {
  Math.random = () => 0;
});

/** The provider origin the fake platform names for the unit tests' app (localhost:3000's loopback twin). */
const LIVE = 'http://127.0.0.1:3000';
const launched = { url: '/fake-game.html?game=1', url2: '/fake-game.html?game=1&line=2' };

function useAddressOnceStatus(game: typeof launched | undefined) {
  const status = useSystemStatus();
  return { ready: status.isSuccess, address: useLaunchAddress(status.isSuccess ? game : undefined) };
}

describe('useLaunchAddress', () => {
  test('a path on a down first server moves to the next server that answers, line 2 with it', async () => {
    setScenario('spare-servers');
    const asked: string[] = [];
    server.use(
      http.head(`${LIVE}/`, ({ request }) => {
        asked.push(request.url);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const { result } = renderQueryHook(() => useAddressOnceStatus(launched));
    // The down server's answer (a network error) comes at once: the hook is on the live one by the next render.
    await waitFor(() => expect(result.current.address.src).toBe(`${LIVE}/fake-game.html?game=1`));
    expect(result.current.address.altSrc).toBe(`${LIVE}/fake-game.html?game=1&line=2`);
    // Any HTTP answer counts: the live server's 404 keeps the game there.
    await waitFor(() => expect(asked).toEqual([`${LIVE}/`]));
    expect(result.current.address.unreachable).toBe(false);
  });

  test('no server answers: unreachable, and retry starts again from the first', async () => {
    setScenario('spare-servers');
    let asked = 0;
    server.use(
      http.head(`${LIVE}/`, () => {
        asked += 1;
        return HttpResponse.error();
      }),
    );
    const { result } = renderQueryHook(() => useAddressOnceStatus(launched));
    await waitFor(() => expect(result.current.address.unreachable).toBe(true));
    expect(result.current.address.src).toBeUndefined();
    expect(asked).toBe(1);
    act(() => result.current.address.retry());
    // Both servers asked again (the down one first), and still none answers.
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(result.current.address.unreachable).toBe(true));
  });

  test('an absolute address loads as it is, and no server is asked', async () => {
    setScenario('spare-servers');
    const game = { url: 'https://games.example.test/play?id=1', url2: null };
    const { result } = renderQueryHook(() => useAddressOnceStatus(game as never));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.address).toMatchObject({ src: 'https://games.example.test/play?id=1', unreachable: false });
  });
});
