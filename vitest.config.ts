import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, mergeConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import viteConfig from './vite.config.ts'
import { react18Project } from './test/react18/project.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const UNIT_TEST_TIMEOUT = 20_000

// Debian's chromium by default; CHROMIUM_PATH lets a machine with Playwright's own browser use it.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

export default mergeConfig(viteConfig, defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          // A deadline for a hung test, not a speed check: a test that server-renders and hydrates
          // twice took 1 s here, and 5 s (vitest's default) on a CI machine busy with browsers.
          testTimeout: UNIT_TEST_TIMEOUT,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'test/ci/**/*.test.ts'],
          setupFiles: [path.join(dirname, 'src/test/setup.ts')],
        },
      },
      { ...react18Project, test: { ...react18Project.test, testTimeout: UNIT_TEST_TIMEOUT } },
      // Type tests: compiled only (vitest's typecheck mode), against the source under the
      // package's own names. The global-config augmentation changes every call, so it has a
      // program of its own.
      {
        test: {
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, tsconfig: './type-tests/tsconfig.json', include: ['type-tests/*.test-d.ts?(x)'], exclude: ['type-tests/11-*'] },
        },
      },
      {
        test: {
          name: 'types-global',
          include: [],
          typecheck: { enabled: true, only: true, tsconfig: './type-tests/tsconfig.global.json', include: ['type-tests/11-*.test-d.ts'] },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // A deadline for a hung play, not a speed check: the longest plays take about 11 s
          // here, and vitest's 15 s default for browser tests left a loaded CI machine little room.
          // The WebKit and Firefox runners give each story 90 s.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Docs mode: every docs page of the built Storybook opened in Chromium (test/docs). Node
        // drives the browser; it runs after the other projects, since it builds Storybook first.
        test: {
          name: 'docs',
          environment: 'node',
          include: ['test/docs/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 90_000,
          // One page at a time, in front, as a reader has it: Chromium gives a page behind
          // another about two frames a second, so its observers and its blocks' heights lag, and a
          // page that merely starved could pass for settled (a frame's request log then trailed
          // the browser's requests by one, 6 against 7, in a loaded CI run).
          maxConcurrency: 1,
        },
      },
    ],
  },
}))
