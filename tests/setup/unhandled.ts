/** Requests that reached the fake platform with no handler; the unit setup fails the test on any. */
const unhandled: string[] = [];

export function recordUnhandled(frame: { data: unknown }): void {
  const request = (frame.data as { request?: Request } | undefined)?.request;
  unhandled.push(request ? `${request.method} ${request.url}` : 'unknown frame');
}

/** Returns and clears what was recorded. */
export function takeUnhandled(): string[] {
  return unhandled.splice(0, unhandled.length);
}
