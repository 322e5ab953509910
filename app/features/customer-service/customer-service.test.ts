import { describe, expect, test, vi } from 'vitest';
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

  test('a path that does not decrypt to an http(s) address closes the popup', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup as unknown as Window);
    const status = { info: { customerService: [{ csType: 3, path: 'not-a-path-12345678' }] } } as never;
    expect(await openCustomerService(status, { vip: false, open })).toBe(false);
    expect(popup.close).toHaveBeenCalled();
    expect(await openCustomerService(undefined, { vip: true, open })).toBe(false);
  });

});
