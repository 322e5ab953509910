import type { TestProject } from 'vitest/node';
import { build, preview, type PreviewServer } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    prodDir: string;
  }
}

/**
 * Builds the host app twice: the plain production build (checked for mock code) and the demo build
 * (the fake platform inside, MSW worker in the page), then serves the demo build on a free port.
 */
export default async function setup(project: TestProject) {
  const quiet = { logLevel: 'warn' as const };
  // Vitest sets NODE_ENV=test; the builds under test must be real production builds.
  process.env.NODE_ENV = 'production';
  await build({ ...quiet, mode: 'production', build: { outDir: 'dist' } });
  await build({ ...quiet, mode: 'demo', build: { outDir: 'dist-demo' } });
  const server: PreviewServer = await preview({
    ...quiet,
    mode: 'demo',
    build: { outDir: 'dist-demo' },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('demoUrl', `http://127.0.0.1:${address.port}`);
  project.provide('prodDir', 'dist');
  return async () => {
    await server.close();
  };
}
