import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Shared by Storybook (which merges it) and vitest. The library build has its own config
// (vite.lib.config.ts) so its dts plugin never runs inside Storybook.
export default defineConfig({
  plugins: [react()],
})
