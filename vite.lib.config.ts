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
    dts({ tsconfigPath: './tsconfig.lib.json', include: ['src'], exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/__tests__/**', 'src/test/**'] }),
  ],
  publicDir: false,
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
      },
      formats: ['es'],
    },
    rolldownOptions: { external },
  },
})
