// Bundles pagekit's TypeScript sources (the same modules the package ships) into one ESM file
// that node can import; every package (react, dequal ...) stays external so all three libraries
// share one React.
import { build } from 'esbuild'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
// Inside node_modules so that the bundle's bare imports resolve to the project's packages.
export const OUT_DIR = join(ROOT, 'node_modules', '.cache', 'pagekit-bench')

/** `srcRoot`: a directory holding a `src/` tree (default: this repo), e.g. a copy with a change to compare. */
export async function buildPagekitRuntime(srcRoot = ROOT, name = 'pagekit') {
  mkdirSync(OUT_DIR, { recursive: true })
  const outfile = join(OUT_DIR, `${name}.mjs`)
  await build({
    absWorkingDir: srcRoot,
    stdin: {
      contents: [
        "export { default as useFetchInfinite } from './src/infinite/index.ts'",
        "export { FetchConfig } from './src/fetch/index.ts'",
      ].join('\n'),
      resolveDir: srcRoot,
      sourcefile: 'bench-pagekit-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    target: 'node20',
    outfile,
    logLevel: 'error',
  })
  return import(pathToFileURL(outfile).href + `?t=${Date.now()}`)
}
