// The unit tests of the hooks and components once more, under React 18: the peer range allows it,
// and the other projects run the React 19 of the root node_modules. React 18 lives in this
// folder's own node_modules (package.json here, a `file:` devDependency of the root), so that
// react-dom 18 finds react 18 beside it; npm refuses react-dom 18 at the root, whose react is 19.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProjectInlineConfiguration } from 'vitest/config'

const here = path.dirname(fileURLToPath(import.meta.url))
const modules = path.join(here, 'node_modules')

// Everything that imports react is bundled into the test run (inlined), so that the aliases
// below reach it; loaded by Node as is, it would get the root's React 19 (two Reacts: every
// hook would throw).
const USES_REACT = [
  '@testing-library/react', 'react-intersection-observer', '@tanstack/react-virtual', 'styled-components', 'swr',
]

// Files that assert a state rendered in the middle of one act() scope (isValidating true while a
// revalidation runs, an error before its retry succeeds). React 18's act() renders only when the
// scope ends, so there those states never render; in a browser React 18 renders them as React 19
// does (checked in Chromium with the packed package).
const ACT_SCOPE_RENDERS = [
  'src/fetch/__tests__/lifecycle.test.tsx', 'src/fetch/__tests__/render-tracking.test.tsx',
  'src/fetch/__tests__/compat.test.tsx', 'src/infinite/__tests__/compat.test.tsx',
]

export const react18Project: TestProjectInlineConfiguration = {
  extends: true,
  resolve: {
    // The packages' ESM builds: inlined, their imports go through the aliases (a CommonJS
    // build's require() would not).
    mainFields: ['module', 'main'],
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: path.join(here, 'use-sync-external-store-shim.ts') },
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
    ],
  },
  test: {
    name: 'unit-react18',
    environment: 'jsdom',
    globals: true,
    include: ['src/components/**/*.test.{ts,tsx}', 'src/fetch/__tests__/*.test.tsx', 'src/infinite/__tests__/*.test.tsx'],
    exclude: ACT_SCOPE_RENDERS,
    setupFiles: [path.join(here, 'setup.ts'), path.join(here, '../../src/test/setup.ts')],
    server: { deps: { inline: USES_REACT } },
  },
}
