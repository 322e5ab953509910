/** The platform's `/wps` envelope. */
export function ok<T>(value: T) {
  return { success: true as const, value };
}

export function fail(message: string, errorCode?: string, value: unknown = null) {
  return { success: false as const, value, message, ...(errorCode ? { errorCode } : {}) };
}
