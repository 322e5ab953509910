import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `vite build --mode demo` (or VITE_MSW=on) ships the fake platform for demos and e2e; a plain
// production build does not contain a line of mocks/ (tests/unit/bundle.test.ts checks that).
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
});
