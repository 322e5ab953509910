import { server } from '../../mocks/node.ts';

/** The query string and headers of the first request to `path` made while `run` is pending (unit tests, msw in node). */
export async function captureQuery(path: string, run: () => Promise<unknown>): Promise<{ query: URLSearchParams; headers: Headers }> {
  let captured: { query: URLSearchParams; headers: Headers } | undefined;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path && !captured) captured = { query: url.searchParams, headers: request.headers };
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
