/** Every failure of a platform call, in one shape the containers turn into a translated message. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'session-expired' | 'malformed';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  /** The `value` of a failed envelope (the captcha indicator travels here). */
  readonly value: unknown;

  constructor(kind: ApiErrorKind, message: string, init: { status?: number; errorCode?: string; value?: unknown; cause?: unknown } = {}) {
    super(message, { cause: init.cause });
    this.kind = kind;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.value = init.value;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The request may have reached the platform and been carried out, but its answer never came back (no
 * network, no answer in time, a 5xx, an unreadable answer): for a money request the outcome is unknown.
 */
export function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'malformed' ||
    (error.kind === 'http' && (error.status ?? 0) >= 500)
  );
}
