// The second benchmark harness: vitest + jsdom + @testing-library/react, independent of
// bench/run.mjs (its own DOM, its own act loop, pagekit as the package's own build in dist/
// rather than bench/run.mjs's esbuild bundle). Every library is loaded by Node, untransformed.
// `npm run bench:rtl`, and `npm run bench` runs it at the end. Not part of `npm test`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^pagekit\/infinite$/, replacement: path.join(root, 'dist', 'infinite.js') },
      { find: /^pagekit$/, replacement: path.join(root, 'dist', 'index.js') },
    ],
  },
  test: {
    globalSetup: ['bench/rtl/build-package.ts'],
    // The built package is loaded by Node itself, as node_modules packages are.
    server: { deps: { external: [/\/dist\//] } },
    name: 'bench-rtl',
    environment: 'jsdom',
    include: ['bench/rtl/**/*.bench.test.tsx'],
    // One file, one worker: the rounds must not share the CPU with another test file.
    fileParallelism: false,
    // A collection before each measured run, as in bench/run.mjs: garbage left by the previous
    // library is not billed to the next one.
    pool: 'forks',
    execArgv: ['--expose-gc', ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : [])],
    testTimeout: 30 * 60_000,
  },
})
