import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript reads the props' JSDoc `@default` tags into the props table's Default
  // column (react-docgen only sees defaults written in the component's code).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The props a reader sets, not the DOM attributes every button or div accepts.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  staticDirs: ['../public'],
  // The preview's own page declares the manager's icon: without one, Chromium asks for /favicon.ico
  // whenever iframe.html is opened by itself (a story's own tab, the tests), which 404s.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  core: { disableTelemetry: true },
}
export default config
