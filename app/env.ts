/** Build-time settings. Everything here comes from VITE_* variables; nothing from the URL. */
export const env = {
  /** Empty = same origin (the fake platform in dev/demo, or a reverse proxy in production). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /** The brand setting sent as the Merchant header. */
  merchant: import.meta.env.VITE_MERCHANT ?? 'viva123',
} as const;
