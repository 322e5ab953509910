import { server } from '../../mocks/node.ts';

export interface CapturedRequest {
  query: URLSearchParams;
  headers: Headers;
  /** The raw body (empty for a GET). */
  body: string;
}

/** The query string, headers and body of the first request to `path` made while `run` is pending (unit tests, msw in node). */
export async function captureQuery(path: string, run: () => Promise<unknown>): Promise<CapturedRequest> {
  let captured: Promise<CapturedRequest> | undefined;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== path || captured) return;
    captured = request
      .clone()
      .text()
      .then((body) => ({ query: url.searchParams, headers: request.headers, body }));
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  if (!captured) throw new Error(`No request to ${path}`);
  return captured;
}
