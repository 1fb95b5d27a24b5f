// Builds the package before the second harness runs: it measures pagekit as an app installs it
// (dist/, loaded by Node as SWR and TanStack Query are), not the source through vitest's
// module transform, which wraps every cross-module access (≈ 5% of the CPU in a profile).
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export default function setup(): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '-c', 'vite.lib.config.ts', '--logLevel', 'error'], {
    cwd: root, stdio: 'inherit',
  })
}
