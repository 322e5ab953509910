/** Build-time settings. Everything here comes from VITE_* variables; nothing from the URL. */
export const env = {
  /** Empty = same origin (the fake platform in dev/demo, or a reverse proxy in production). */
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
  /** The brand setting sent as the Merchant header. */
  merchant: (import.meta.env.VITE_MERCHANT as string | undefined) ?? 'viva123',
  /** The fake platform runs in dev (unless VITE_MSW=off) and in builds made with VITE_MSW=on. */
  mocks: import.meta.env.VITE_MSW === 'on' || (import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off'),
} as const;
