// Storybook for the shared UI kit and shell pieces. Webpack 5 with the SWC compiler addon
// (react-webpack5 needs one), MSW for stories that fetch, and the same `@` -> src alias as
// webpack.config.ts and tsconfig paths. mockServiceWorker.js lives in ./public (site root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const here = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  staticDirs: ['./public'],
  addons: ['@storybook/addon-webpack5-compiler-swc', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.resolve ??= {};
    webpackConfig.resolve.alias = {
      ...(webpackConfig.resolve.alias as Record<string, string> | undefined),
      '@': path.resolve(here, '../src'),
    };
    return webpackConfig;
  },
};

export default config;
