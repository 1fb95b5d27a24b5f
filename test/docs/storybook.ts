// Builds the static Storybook once and serves it on a free port, for the docs-mode test.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { preview, type PreviewServer } from 'vite'

const root = path.resolve(import.meta.dirname, '../..')

export interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'docs' | 'story'
  importPath: string
  tags?: string[]
  storiesImports?: string[]
}

/**
 * The static Storybook to test: `STORYBOOK_STATIC_DIR` when set (an existing build, e.g. of
 * another branch), else a fresh `storybook build` of this checkout.
 */
export function buildStorybook(): { dir: string; buildMs: number } {
  const given = process.env.STORYBOOK_STATIC_DIR
  if (given) {
    if (!existsSync(path.join(given, 'index.json'))) throw new Error(`STORYBOOK_STATIC_DIR=${given} has no index.json`)
    return { dir: path.resolve(given), buildMs: 0 }
  }
  const dir = path.join(root, 'node_modules/.cache/docs-mode-storybook')
  const started = Date.now()
  execFileSync(process.execPath, [path.join(root, 'node_modules/.bin/storybook'), 'build', '--quiet', '-o', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  })
  return { dir, buildMs: Date.now() - started }
}

export function readIndex(dir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

/** Serves `dir` on 127.0.0.1 with a free port; the service worker needs a real origin. */
export async function serve(dir: string): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: { outDir: dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('the preview server has no port')
  return { url: `http://127.0.0.1:${address.port}/`, server }
}
