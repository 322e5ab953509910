import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CurrencyProvider } from '../ui/i18n/money.tsx';
import { handlers } from '../mocks/handlers/index.ts';
import { applyScenario, DEFAULT_SCENARIO, parseScenarioName, scenarioNames } from '../mocks/scenarios.ts';
import '../ui/styles/globals.css';
import { addEnglishAreas, loadAreas } from '../ui/i18n/areas.ts';
import { createI18n, syncDocumentLanguage } from '../ui/i18n/i18n.ts';
import { everyAreaBundle } from '../ui/i18n/locales/areas/all.ts';
import { parseLanguageCode } from '../ui/i18n/languages.ts';
import { applyTheme, isThemeName } from '../ui/theme/theme.ts';

const i18n = createI18n();
// Stories show every screen: every area's strings too, which the app loads with the screens' chunks.
addEnglishAreas(i18n, ...everyAreaBundle);

/** Theme is a global: the class goes on <html>, exactly as in the app, so portals are themed too. */
const withTheme: Decorator = (Story, context) => {
  applyTheme(isThemeName(context.globals.theme) ? context.globals.theme : 'light');
  return <Story />;
};

const withI18n: Decorator = (Story) => (
  <I18nextProvider i18n={i18n}>
    <Story />
  </I18nextProvider>
);

/** Amounts in the brand's currency (VND), as the app shows them; the toolbar tries another. */
const withCurrency: Decorator = (Story, context) => (
  <CurrencyProvider currency={typeof context.globals.currency === 'string' ? context.globals.currency : 'VND'}>
    <Story />
  </CurrencyProvider>
);

/** A fresh QueryClient per story, so cached data of one story never masks another's error state. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <StoryQueryClient>
    <Story />
  </StoryQueryClient>
);

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English' },
          { value: 'VI', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
    currency: {
      description: 'Currency of every amount',
      toolbar: {
        title: 'Currency',
        icon: 'credit',
        items: [
          { value: 'VND', title: 'VND (the brand)' },
          { value: 'USD', title: 'USD' },
        ],
        dynamicTitle: true,
      },
    },
    scenario: {
      description: 'Fake-platform scenario (mocks/scenarios.ts)',
      toolbar: {
        title: 'Scenario',
        icon: 'database',
        items: scenarioNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'EN', currency: 'VND', scenario: DEFAULT_SCENARIO },
  loaders: [
    // The fake platform answers every story, as in the dev app; its handlers survive the per-story reset.
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
    // Every story starts from its scenario's seeded state (the toolbar, or `globals: { scenario }` in a story).
    ({ globals }) => {
      applyScenario(parseScenarioName(globals.scenario) ?? DEFAULT_SCENARIO);
      return {};
    },
    // The language is switched (and VI loaded) before the story renders, so play functions see final text.
    async ({ globals }) => {
      const code = parseLanguageCode(globals.locale) ?? 'EN';
      await i18n.changeLanguage(code);
      await loadAreas(i18n, ...everyAreaBundle);
      syncDocumentLanguage(code);
      // Screenshots and text measurements must not race the webfont.
      await document.fonts.ready;
      return {};
    },
  ],
  decorators: [withQueryClient, withCurrency, withI18n, withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    // Axe violations fail the story test, in light and in dark.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Foundations', 'Primitives', '*'] } },
  },
  tags: ['autodocs'],
};

export default preview;
