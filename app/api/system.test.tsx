import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node.ts';
import { decryptCustomerServicePath } from './crypto/envelope.ts';
import { systemStatusCode, systemStatusSchema, useSystemStatus } from './system.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('system status (the permission call)', () => {
  test('the hook loads, validates and normalises the fake platform answer, sending the host as url', async () => {
    let url: string | null = null;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/wps/system/status')) url = new URL(request.url).searchParams.get('url');
    });
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeAllListeners();
    const status = result.current.data!;
    expect(url).toBe(location.host);
    expect(systemStatusCode(status)).toBe(0);
    expect(status.location).toEqual({ ip: '203.0.113.7', country: 'VN' });
    expect(status.info.whitelabel.find((m) => m.modId === 'FREEPLAY3')?.enabled).toBe(true);
    const chat = status.info.customerService.find((c) => c.csType === 3)!;
    expect(decryptCustomerServicePath(chat.path)).toBe('https://chat.example.test/?b2c=1');
  });

  test('maintenance wins over region restriction; both off is the app', () => {
    expect(systemStatusCode({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusCode({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(systemStatusCode({ maintenance: false, regionRestriction: false })).toBe(0);
  });

  test('missing blocks get safe defaults instead of crashing the first screen', () => {
    const parsed = systemStatusSchema.parse({});
    expect(parsed).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: '', country: '' } });
    expect(parsed.info.customerService).toEqual([]);
  });

  test('a failing permission call reaches the hook as a typed ApiError', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.json({ success: false, message: 'system error', errorCode: '#727' })));
    const { result } = renderHook(() => useSystemStatus(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '#727', message: 'system error' });
  });
});
