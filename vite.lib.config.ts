import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import dts from 'vite-plugin-dts'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/, 'dequal', 'dequal/lite',
  /^@tanstack\/react-virtual/, /^react-intersection-observer/]

export default defineConfig({
  plugins: [
    react(),
    // Per-file declarations, twice: `.d.mts` beside the ESM build and `.d.cts` beside the CJS one,
    // their relative imports rewritten with extensions, so node16/nodenext resolve them. Not
    // bundled per entry: one declaration of FetchGlobalConfig is shared by every entry, which is
    // what an app's `declare module 'pagekit'` augmentation needs.
    dts({
      tsconfigPath: './tsconfig.lib.json',
      include: ['src'],
      exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/__tests__/**', 'src/test/**'],
      outDirs: [{ dir: 'dist', moduleFormat: 'esm' }, { dir: 'dist', moduleFormat: 'cjs' }],
    }),
  ],
  publicDir: false,
  // The published build calls React's production JSX runtime whatever NODE_ENV the shell has:
  // built under NODE_ENV=development it called jsxDEV, which production React does not export.
  oxc: { jsx: { development: false } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: path.join(dirname, 'src/index.ts'),
        infinite: path.join(dirname, 'src/infinite/index.ts'),
        headless: path.join(dirname, 'src/headless/index.ts'),
        immutable: path.join(dirname, 'src/immutable/index.ts'),
      },
      // ESM (.js, the package is "type": "module") and CommonJS (.cjs) for require() and Jest.
      formats: ['es', 'cjs'],
    },
    rolldownOptions: {
      external,
      // Every module holds hooks or components: a Next.js App Router file can import them as is.
      // `exports: 'named'`: pagekit/infinite's CJS build has `default` beside the named exports, as SWR's.
      output: { banner: "'use client';", exports: 'named' },
    },
  },
})
