import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../ui/**/*.mdx', '../ui/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // react-docgen-typescript reads cva VariantProps, so `variant`/`size` get proper controls.
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
