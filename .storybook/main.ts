import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)', './*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives with the console; Storybook serves the same file.
  staticDirs: ['../apps/console/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Stories reach these helpers as @storybook-helpers/* (also in tsconfig.base.json and vitest.config.ts).
      resolve: { conditions: ['source'], alias: { '@storybook-helpers': path.dirname(fileURLToPath(import.meta.url)) } },
    });
  },
};

export default config;
