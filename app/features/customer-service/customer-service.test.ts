import { describe, expect, test, vi } from 'vitest';
import { CUSTOMER_SERVICE, encryptCustomerServicePath } from '../../../mocks/db/system.ts';
import { systemStatusSchema } from '../../api/system.contract.ts';
import { getSystemStatus } from '../../api/system.ts';
import { customerServiceUrl } from './customer-service-url.ts';
import { openCustomerService } from './customer-service.ts';

const LIVE_CHAT_PATH = 'YFpU7KVM9lUSc6CpudP6a69Yh8zooukZ1NwH7Gz7mv24VMo7IIZOEg==Ab3dE6gH';

function fakePopup() {
  return { close: vi.fn(), opener: {} as unknown, location: { href: '' } };
}

describe('customer service', () => {
  test('decrypts the type-3 path and opens it in the service popup, cut off from this window', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup as unknown as Window);
    const status = { info: { customerService: [{ csType: 3, path: LIVE_CHAT_PATH }] } } as never;
    expect(await openCustomerService(status, { vip: false, open })).toBe(true);
    expect(open).toHaveBeenCalledWith('', 'service', 'width=440,height=750');
    expect(popup.location.href).toBe('https://chat.example.test/?b2c=1');
    expect(popup.opener).toBeNull();
  });

  test("on the fake platform the popup opens the fake service page of the channel, on the app server's other loopback name", async () => {
    const status = await getSystemStatus();
    // jsdom's page is on localhost: the provider pages are on 127.0.0.1, same port.
    expect(location.hostname).toBe('localhost');
    const provider = `${location.protocol}//127.0.0.1:${location.port}`;
    for (const [vip, type] of [
      [false, 3],
      [true, 5],
    ] as const) {
      const popup = fakePopup();
      expect(await openCustomerService(status, { vip, open: vi.fn(() => popup as unknown as Window) })).toBe(true);
      expect(popup.location.href).toBe(`${provider}/fake-service.html?type=${type}`);
      expect(popup.opener).toBeNull();
    }
  });

  test('a path that does not decrypt to an http(s) address closes the popup', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup as unknown as Window);
    const status = { info: { customerService: [{ csType: 3, path: 'not-a-path-12345678' }] } } as never;
    expect(await openCustomerService(status, { vip: false, open })).toBe(false);
    expect(popup.close).toHaveBeenCalled();
    expect(await openCustomerService(undefined, { vip: true, open })).toBe(false);
  });
});

describe('customerServiceUrl', () => {
  const status = (customerService: { csType: number; path: string }[]) => systemStatusSchema.parse({ info: { customerService } });
  const vip = encryptCustomerServicePath('https://vip.example.test/chat', 'Zz8yX7wV');

  test('decrypts the entry of the asked type, else the first', () => {
    const both = status([{ csType: 5, path: vip }, ...CUSTOMER_SERVICE.filter((c) => c.csType === 3)]);
    expect(customerServiceUrl(both, 3)).toBe('https://chat.example.test/?b2c=1');
    expect(customerServiceUrl(both, 5)).toBe('https://vip.example.test/chat');
    expect(customerServiceUrl(both, 9)).toBe('https://vip.example.test/chat');
  });

  test('nothing to open: no entries, no status, a garbled path, or a non-http URL', () => {
    expect(customerServiceUrl(status([]), 3)).toBeUndefined();
    expect(customerServiceUrl(undefined, 3)).toBeUndefined();
    expect(customerServiceUrl(status([{ csType: 3, path: 'not-base64!!Ab3dE6gH' }]), 3)).toBeUndefined();
    const script = encryptCustomerServicePath('javascript:alert(1)', 'Ab3dE6gH');
    expect(customerServiceUrl(status([{ csType: 3, path: script }]), 3)).toBeUndefined();
  });
});
