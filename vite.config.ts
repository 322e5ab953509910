import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The fake platform runs in dev (unless VITE_MSW=off) and in builds made with VITE_MSW=on
  // (`--mode demo`). It is a compile-time constant, so a plain production build drops every line
  // of mocks/ and msw (tests/e2e/bundle.e2e.ts checks that).
  const fakePlatform = env.VITE_MSW === 'on' || (command === 'serve' && env.VITE_MSW !== 'off');
  return {
    plugins: [react(), tailwindcss()],
    define: { __FAKE_PLATFORM__: JSON.stringify(fakePlatform) },
    resolve: {
      alias: { '@ui': dir('./ui'), '@app': dir('./app'), '@mocks': dir('./mocks') },
    },
    build: {
      outDir: 'dist',
      manifest: true,
      sourcemap: true,
      target: 'es2022',
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
