// The second benchmark harness: vitest + jsdom + @testing-library/react, independent of
// bench/run.mjs (its own DOM, its own act loop, pagekit compiled by vite rather than esbuild).
// `npm run bench:rtl`, and `npm run bench` runs it at the end. Not part of `npm test`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'bench-rtl',
    environment: 'jsdom',
    include: ['bench/rtl/**/*.bench.test.tsx'],
    // One file, one worker: the rounds must not share the CPU with another test file.
    fileParallelism: false,
    testTimeout: 30 * 60_000,
  },
})
