/**
 * Customer service addresses. A module of its own because decrypting needs DES (crypto-js), which
 * the first screen should not download: customer-service.ts imports it when the player asks for help.
 */
import { safeHttpUrl } from '@ui/lib/url.ts';
import { decryptCustomerServicePath } from '../../api/crypto/envelope.ts';
import type { SystemStatus } from '../../api/system.contract.ts';

/**
 * The customer-service URL for a channel (the chat is csType 3): the entry of that type, else the
 * first, as the desktop's getService does, decrypted (platform-api.md 1.4). Undefined when there is
 * none or it does not decrypt to an http(s) URL, so the caller never opens a javascript: or garbage
 * address.
 */
export function customerServiceUrl(status: Pick<SystemStatus, 'info'> | undefined, csType: number): string | undefined {
  const services = status?.info.customerService ?? [];
  const entry = services.find((service) => service.csType === csType) ?? services[0];
  if (!entry) return undefined;
  try {
    return safeHttpUrl(decryptCustomerServicePath(entry.path));
  } catch {
    return undefined;
  }
}
