import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** Debian's Chromium (apt package `chromium`), headless, as root, with no background network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  // Partial raster repaints left 1-2 colour-step differences on rounded corners between runs.
  '--disable-partial-raster',
];

const browser = (viewport = { width: 800, height: 600 }) => ({
  enabled: true,
  headless: true,
  viewport,
  screenshotFailures: false,
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The runner page must hold the test frame at full size, or screenshots get scaled down.
    contextOptions: { viewport: { width: viewport.width + 200, height: viewport.height + 200 } },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/*
 * Every runtime dependency the stories can reach, pre-bundled before the first test file loads. A
 * dependency Vite discovers mid-run (react-router-dom, found late by its scan of index.html) makes it
 * re-optimise and reload the browser, and the files loading at that moment fail to start.
 */
const BROWSER_DEPS = [
  '@hookform/resolvers/zod',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-tabs',
  '@radix-ui/react-toast',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'class-variance-authority',
  'clsx',
  'crypto-js/core',
  'crypto-js/enc-base64',
  'crypto-js/enc-utf8',
  'crypto-js/mode-ecb',
  'crypto-js/pad-nopadding',
  'crypto-js/pad-pkcs7',
  'dompurify',
  'embla-carousel',
  'embla-carousel-autoplay',
  'i18next',
  'lucide-react',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'qrcode.react',
  'react',
  'react-dom',
  'react-dom/client',
  'react-error-boundary',
  'react-hook-form',
  'react-i18next',
  'react-router-dom',
  'redos-detector',
  'zod',
];

export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    optimizeDeps: { include: BROWSER_DEPS },
    test: {
      reporters: ['default', './scripts/plain-summary-reporter.ts'],
      // A poll ends when its condition holds; the bound leaves room for a busy machine, not a lucky second.
      expect: { poll: { timeout: 10_000 } },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['{ui,app,mocks,tests/unit,scripts}/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup/unit.ts'],
            // Worker threads start each file's jsdom faster than forked processes: 231 s against 284 s for
            // the whole group on 2 cores, the same 1,801 tests passing.
            pool: 'threads',
            // Property tests and the first read of the generated world are real work: on a machine whose
            // cores are both busy they take several times their usual second or two.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir, storybookScript: 'npm run storybook' })],
          test: { name: 'stories', browser: browser() },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir, initialGlobals: { theme: 'dark' } })],
          test: { name: 'stories-dark', browser: browser() },
        },
        {
          extends: true,
          test: {
            name: 'visual',
            include: ['tests/visual/**/*.visual.test.tsx'],
            // One file at a time: two Chromium tabs on 2 cores would slow each other's screenshots and plays.
            fileParallelism: false,
            // The longest play (GameGrid's 10,000 games scrolled end to end in 70 steps) took over 15 s on
            // a busy CI machine; each of its waits still ends as soon as its condition holds.
            testTimeout: 60_000,
            browser: {
              // Tall enough that long stories (token tables, lists) are captured whole.
              ...browser({ width: 800, height: 1200 }),
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // Any changed pixel fails: the threshold is per-pixel colour distance, not a count.
                  comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0, allowedMismatchedPixelRatio: 0 },
                },
              },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['./tests/e2e/global-setup.ts'],
            // A browser journey on a machine whose cores are both busy (a CI neighbour, a laptop) can take
            // minutes; each wait inside ends as soon as its condition holds.
            testTimeout: 120_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
