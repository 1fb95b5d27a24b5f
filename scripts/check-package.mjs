// Checks the packed package the way apps meet it (run after `npm run build`):
//  1. `npm pack`, then are-the-types-wrong (node10, node16 from CJS and from ESM, bundler) and
//     publint --strict on the tarball;
//  2. a consumer project with the tarball unpacked as node_modules/pagekit (its dependencies and
//     peers linked from this repo's node_modules: no network) is compiled by TypeScript, strict and
//     without skipLibCheck, under moduleResolution node10, node16 and nodenext (an .mts and a .cts
//     file each) and bundler, plus the FetchGlobalConfig augmentation under node16 and bundler,
//     the browser app of step 4 (JSX, bundler, skipLibCheck as in Vite's React template), and an
//     app under exactOptionalPropertyTypes (scripts/package-types/exact-optional.tsx: hook results
//     spread into the components, options that may be undefined; JSX, bundler, no skipLibCheck);
//  3. Node loads every entry with require() (the CJS build) and import() (the ESM build), and
//     every entry file starts with "use client";
//  4. an app in the consumer project (scripts/package-app/) is bundled by Vite from the tarball's
//     files, on React 19 and on React 18, and rendered in Chromium against a JSON endpoint
//     (<InfiniteList> scrolled to its end, <LoadMoreButton>, useInfiniteList from
//     pagekit/headless, no page or console error); an app without styled-components, taking all
//     it uses from pagekit/headless, is bundled with styled-components unresolvable and rendered;
//     and <InfiniteList> is server-rendered in Node with its first page from `fallback`, from the ESM
//     and the CJS build (scripts/package-app.mjs).
// Exits non-zero on any problem; prints one line per check.
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { appChecks } from './package-app.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagekit-package-'))
const results = []

function run(label, file, args, options = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    execFile(file, args, { cwd: tmp, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, ...options }, (err, stdout, stderr) => {
      results.push([!err, label, Date.now() - started])
      if (err) console.error(`\n✗ ${label}\n${stdout}${stderr}${stdout || stderr ? '' : err.message}`)
      resolve()
    })
  })
}

/** Runs the tasks two at a time (each is a TypeScript program of a few seconds). */
async function inPairs(tasks) {
  const queue = [...tasks]
  const worker = async () => { while (queue.length) await queue.shift()() }
  await Promise.all([worker(), worker()])
}

if (!fs.existsSync(path.join(root, 'dist', 'index.js'))) {
  console.error('check-package: no dist/ (run `npm run build` first)')
  process.exit(1)
}

// 1. The tarball, as `npm publish` would upload it.
execFileSync('npm', ['pack', '--silent', '--pack-destination', tmp], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
const tarball = fs.readdirSync(tmp).find((f) => f.endsWith('.tgz'))
await run('are-the-types-wrong: every entry under node10, node16 (CJS and ESM) and bundler', bin('attw'), [path.join(tmp, tarball), '--format', 'table-flipped'])
await run('publint --strict', bin('publint'), [path.join(tmp, tarball), '--strict'])

// 2. The consumer project.
const consumer = path.join(tmp, 'consumer')
const modules = path.join(consumer, 'node_modules')
fs.mkdirSync(path.join(modules, 'pagekit'), { recursive: true })
execFileSync('tar', ['-xzf', path.join(tmp, tarball), '-C', path.join(modules, 'pagekit'), '--strip-components=1'])
for (const name of fs.readdirSync(path.join(root, 'node_modules'))) {
  if (name.startsWith('.') || name === 'pagekit') continue
  fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name))
}
fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))

// An app's module: every entry, data types inferred from the fetchers, SWR-style options.
const app = `
import { useFetch, FetchConfig, preload, mutate, type FetchResponse, type Middleware } from 'pagekit'
import useFetchInfinite, { unstable_serialize } from 'pagekit/infinite'
import useFetchImmutable from 'pagekit/immutable'
import { useInfiniteList } from 'pagekit/headless'

interface User { id: number; name: string }
declare function getUsers(url: string): Promise<User[]>

const logger: Middleware = (useNext) => (key, fetcher, config) => useNext(key, fetcher, config)

export function useApp() {
  const users: User[] | undefined = useFetch('/users', getUsers, { use: [logger] }).data
  const suspended: User[] = useFetch('/users', getUsers, { suspense: true }).data
  const withFallback: User[] = useFetch('/users', getUsers, { fallbackData: [] }).data
  const response: FetchResponse<User[]> = useFetch<User[]>('/users')
  const pages: User[][] | undefined = useFetchInfinite(
    (index: number, previous: User[] | null) => (previous && !previous.length ? null : '/users?page=' + index),
    getUsers,
  ).data
  const fixed: User[] | undefined = useFetchImmutable('/me', getUsers).data
  const preloaded: Promise<User[]> = preload('/users', getUsers)
  const key: string = unstable_serialize((index: number) => '/users?page=' + index)
  const list = useInfiniteList({ getKey: (index: number) => '/users?page=' + index, fetcher: getUsers })
  const names: string[] = list.items.map((user) => user.name)
  return { users, suspended, withFallback, response, pages, fixed, preloaded, key, names, FetchConfig, mutate }
}
`
// The app sets suspense globally: data is defined in every hook, useFetchInfinite's included.
const augmented = `
import { useFetch } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'
declare module 'pagekit' { interface FetchGlobalConfig { suspense: true } }
declare function count(url: string): Promise<number>
export const one: number = useFetch('/n', count).data
export const pages: number[] = useFetchInfinite((index: number) => '/n/' + index, count).data
`
for (const ext of ['ts', 'mts', 'cts']) {
  fs.writeFileSync(path.join(consumer, `app.${ext}`), app)
  fs.writeFileSync(path.join(consumer, `augmented.${ext}`), augmented)
}
// The browser app of step 4 (scripts/package-app/), compiled with the others below.
fs.cpSync(path.join(root, 'scripts', 'package-app'), path.join(consumer, 'app'), { recursive: true })
fs.copyFileSync(path.join(root, 'scripts', 'package-types', 'exact-optional.tsx'), path.join(consumer, 'exact-optional.tsx'))

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const base = { strict: true, noEmit: true, skipLibCheck: false, esModuleInterop: true, target: 'ES2022', lib: ['ES2022', 'DOM'], types: [] }
const programs = [
  // node10 is deprecated in TypeScript 6 (and gone in 7) but still what older apps use.
  ['node10', { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' }, ['app.ts']],
  ['node16 (ESM and CJS)', { module: 'node16', moduleResolution: 'node16' }, ['app.mts', 'app.cts']],
  ['nodenext (ESM and CJS)', { module: 'nodenext', moduleResolution: 'nodenext' }, ['app.mts', 'app.cts']],
  ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, ['app.ts']],
  ['FetchGlobalConfig augmentation, node16 (ESM and CJS)', { module: 'node16', moduleResolution: 'node16' }, ['augmented.mts', 'augmented.cts']],
  ['FetchGlobalConfig augmentation, bundler', { module: 'esnext', moduleResolution: 'bundler' }, ['augmented.ts']],
  // Set up as Vite's React template sets an app up. skipLibCheck as there: styled-components' own
  // declarations need @types/node (pagekit's are checked without it, and without skipLibCheck, above).
  ['bundler, JSX, the browser app', {
    module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', skipLibCheck: true, lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  }, ['app/main.tsx', 'app/headless-only.tsx']],
  // A strict app's setting: an optional prop refuses an explicit undefined unless its type says
  // `| undefined`. styled-components' declarations are checked too here, so @types/node is in.
  ['exactOptionalPropertyTypes, bundler, JSX', {
    module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', exactOptionalPropertyTypes: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: ['node'],
  }, ['app.ts', 'exact-optional.tsx']],
]
await inPairs(programs.map(([label, options, files]) => () => {
  const config = `tsconfig.${label.replace(/\W+/g, '-')}.json`
  fs.writeFileSync(path.join(consumer, config), JSON.stringify({ compilerOptions: { ...base, ...options }, files }))
  return run(`tsc, ${label}: ${files.join(', ')}`, process.execPath, [tsc, '-p', config], { cwd: consumer })
}))

// 3. Node loads both builds of every entry.
const entries = ['pagekit', 'pagekit/infinite', 'pagekit/headless', 'pagekit/immutable']
const load = `
  const assert = require('node:assert')
  const cjs = Object.fromEntries(${JSON.stringify(entries)}.map((e) => [e, require(e)]))
  assert.equal(typeof cjs.pagekit.useFetch, 'function')
  assert.equal(typeof cjs['pagekit/infinite'].default, 'function')
  assert.equal(cjs['pagekit/infinite'].default, cjs.pagekit.useFetchInfinite)
  assert.equal(typeof cjs['pagekit/immutable'].default, 'function')
  assert.equal(typeof cjs['pagekit/headless'].useInfiniteList, 'function')
  Promise.all(${JSON.stringify(entries)}.map((e) => import(e))).then((esm) => {
    esm.forEach((m, i) => {
      const e = ${JSON.stringify(entries)}[i]
      assert.deepEqual(Object.keys(m).filter((k) => k !== 'module.exports').sort(), Object.keys(cjs[e]).sort(), e + ': ESM and CJS export different names')
    })
  }).catch((err) => { console.error(err); process.exit(1) })
`
await run('node: require() and import() of every entry (same names in both builds)', process.execPath, ['-e', load], { cwd: consumer })

const pkgDir = path.join(modules, 'pagekit')
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'))
const entryFiles = Object.values(pkg.exports).filter((t) => typeof t === 'object').flatMap((t) => [t.import.default, t.require.default])
const withoutDirective = entryFiles.filter((file) => !/^(['"])use client\1;/.test(fs.readFileSync(path.join(pkgDir, file), 'utf8')))
results.push([withoutDirective.length === 0, `"use client" first in every entry file (${entryFiles.length})${withoutDirective.length ? ': missing in ' + withoutDirective.join(', ') : ''}`, 0])

// 4. An app bundled by Vite and rendered in Chromium, and a server render in Node (package-app.mjs).
results.push(...await appChecks(consumer))

fs.rmSync(tmp, { recursive: true, force: true })
for (const [ok, label, ms] of results) console.log(`${ok ? '✓' : '✗'} ${label}${ms ? ` (${(ms / 1000).toFixed(1)} s)` : ''}`)
const failed = results.filter(([ok]) => !ok).length
console.log(`package check: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
