/**
 * Customer service (spec section 7): the service configuration's path for the channel is decrypted
 * (key = its last 8 characters), accepted only as an http(s) URL, and opened in a popup window; the
 * window is opened at once (inside the click, so it is not blocked) and closed again on any failure.
 */
import type { SystemStatus } from '../../api/system.contract.ts';

/** Live chat (spec: type 3) and the VIP channel for rank level above 4 (its code is the fake platform's). */
export const LIVE_CHAT_CS_TYPE = 3;
export const VIP_CS_TYPE = 5;

/** Opens the channel; returns false (and closes the popup) when there is no usable address. */
export async function openCustomerService(
  status: Pick<SystemStatus, 'info'> | undefined,
  options: { vip: boolean; open?: typeof window.open },
): Promise<boolean> {
  const popup = (options.open ?? window.open.bind(window))('', 'service', 'width=440,height=750');
  let url: string | undefined;
  try {
    const { customerServiceUrl } = await import('./customer-service-url.ts');
    url = customerServiceUrl(status, options.vip ? VIP_CS_TYPE : LIVE_CHAT_CS_TYPE);
  } catch {
    url = undefined;
  }
  if (!popup) return false;
  if (!url) {
    popup.close();
    return false;
  }
  // The service page must not be able to script or navigate this window.
  popup.opener = null;
  popup.location.href = url;
  return true;
}
