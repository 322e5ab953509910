import { describe, expect, test, vi } from 'vitest';
import { createDomainProbe, speedTestDomains } from './domain-probe.ts';

describe('the speed test timer', () => {
  test('times one no-cors request to the domain root with a cache-buster', async () => {
    let clock = 1_000;
    const fetchImpl = vi.fn((_url: string, _init: RequestInit) => {
      clock += 87;
      return Promise.resolve(new Response(null));
    });
    const probe = createDomainProbe({ now: () => clock, fetchImpl });
    await expect(probe('https://m.viva.example.test/some/page', new AbortController().signal)).resolves.toBe(87);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(new URL(url).origin + new URL(url).pathname).toBe('https://m.viva.example.test/');
    expect(new URL(url).searchParams.has('speedTest')).toBe(true);
    expect(init).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
  });

  test('no answer (a network failure or the timeout) is null', async () => {
    const failing = createDomainProbe({ fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failing('https://vn1.viva.example.test', new AbortController().signal)).resolves.toBeNull();

    const hanging = createDomainProbe({
      timeoutMs: 20,
      fetchImpl: (_url, init) =>
        new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')))),
    });
    await expect(hanging('https://sg1.viva.example.test', new AbortController().signal)).resolves.toBeNull();
  });

  test('an address that is not http(s) is never requested', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response(null)));
    const probe = createDomainProbe({ fetchImpl });
    await expect(probe('javascript:alert(1)', new AbortController().signal)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('the domains to time: speeds dropped, bare hosts over https, each once, only http(s)', () => {
    expect(
      speedTestDomains([
        { domain: 'https://www.viva.example.test' },
        { domain: ' m.viva.example.test ' },
        { domain: 'https://www.viva.example.test' },
        { domain: 'javascript:alert(1)' },
        { domain: 'http://vn1.viva.example.test' },
      ]),
    ).toEqual(['https://www.viva.example.test', 'https://m.viva.example.test', 'http://vn1.viva.example.test']);
  });
});
