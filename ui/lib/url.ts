/**
 * The one check for addresses that came from the platform or the page (social links, download links,
 * banner links, customer service): only http(s) is opened or linked; `javascript:`, `data:`,
 * protocol-relative and malformed addresses are dropped.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
