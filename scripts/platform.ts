/**
 * `npm run platform [-- --port 4010] [--scenario visitor] [--latency 150]`: the fake platform as an
 * HTTP server (mocks/http.ts). --latency adds that many milliseconds to every answer (a phone
 * network's round trip); --port 0 takes any free port.
 */
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import type * as Platform from '../mocks/http.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    scenario: { type: 'string', default: 'visitor' },
    latency: { type: 'string', default: '0' },
  },
});

// Through Vite's module runner: the fake platform is TypeScript written for the bundler's resolution.
const { module: platform } = await runnerImport<typeof Platform>('./mocks/http.ts');
try {
  const { url } = await platform.startPlatform({
    port: Number(values.port),
    scenario: values.scenario,
    latencyMs: Number(values.latency) || 0,
  });
  console.log(`Fake platform on ${url} (scenario ${values.scenario}, latency ${values.latency} ms)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
