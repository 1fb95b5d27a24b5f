// Checks the built package as an app would use it: every `exports` entry resolves with types,
// the entries expose the public names, and `pagekit/headless` never pulls in styled-components.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
const failures = []
const check = (ok, msg) => { if (!ok) failures.push(msg) }

// Each entry has an ESM build (import) and a CommonJS one (require), each with its declarations.
for (const [entry, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue
  for (const condition of ['import', 'require']) {
    for (const file of [target[condition]?.default, target[condition]?.types]) {
      check(file && fs.existsSync(path.join(root, file)), `${entry}: missing ${condition} file ${file}`)
    }
  }
}

// The hooks, their config and the cache: in the root, and in pagekit/headless as the same functions.
const HOOKS = ['useFetch', 'FetchConfig', 'useFetchConfig', 'withMiddleware', 'mutate', 'preload', 'unstable_serialize', 'KeyError', 'useFetchInfinite']
const root_ = await import('pagekit')
for (const name of [...HOOKS, 'useFetchPages']) {
  check(name in root_, `pagekit: missing export ${name}`)
}
const inf = await import('pagekit/infinite')
check(typeof inf.default === 'function', 'pagekit/infinite: default export is not a function')
check(typeof inf.unstable_serialize === 'function', 'pagekit/infinite: missing unstable_serialize')
check(inf.default === root_.useFetchInfinite, 'pagekit/infinite default !== pagekit useFetchInfinite')
const headless = await import('pagekit/headless')
// An app without styled-components takes the data hooks from here: the same ones as the root's.
for (const name of HOOKS) {
  check(name in headless && headless[name] === root_[name], `pagekit/headless: ${name} missing or not the root's`)
}

// Render the built components the way an SSR app would (Node ESM, no bundler).
const React = await import('react')
const { renderToString } = await import('react-dom/server')
const pagerHtml = renderToString(React.createElement(root_.Pager, { pageCount: 5, defaultPage: 1 }))
check(/aria-current="page"/.test(pagerHtml), 'pagekit: <Pager> did not render aria-current')
const baseHtml = renderToString(React.createElement(headless.PagerBase, { pageCount: 3 }))
check(/<nav/.test(baseHtml), 'pagekit/headless: <PagerBase> did not render a nav')
const listHtml = renderToString(React.createElement(root_.InfiniteList, {
  getKey: (i) => `/users?page=${i}`, fetcher: async () => [], 'aria-label': 'Users', renderItem: () => null,
}))
check(listHtml.length > 0, 'pagekit: <InfiniteList> rendered nothing')

// React's development JSX runtime has no jsxDEV in production React: an app would crash on it.
const builtFiles = fs.readdirSync(path.join(root, 'dist'), { recursive: true }).filter((file) => /\.c?js$/.test(file))
const withDevJsx = builtFiles.filter((file) => fs.readFileSync(path.join(root, 'dist', file), 'utf8').includes('react/jsx-dev-runtime'))
check(withDevJsx.length === 0, `dist built with the development JSX runtime (react/jsx-dev-runtime) in ${withDevJsx.join(', ')}`)

// Walk the static imports of the headless entry: styled-components must not be reachable.
const seen = new Set()
const walk = (file) => {
  if (seen.has(file)) return
  seen.add(file)
  const src = fs.readFileSync(file, 'utf8')
  for (const m of src.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g)) {
    const spec = m[1] ?? m[2]
    check(!spec.startsWith('styled-components'), `pagekit/headless reaches styled-components via ${path.relative(root, file)}`)
    if (spec.startsWith('.')) walk(path.resolve(path.dirname(file), spec))
  }
}
walk(path.join(root, pkg.exports['./headless'].import.default))

if (failures.length) {
  console.error('dist check failed:\n  ' + failures.join('\n  '))
  process.exit(1)
}
console.log(`dist check passed: ${Object.keys(pkg.exports).length} entries, ${builtFiles.length} built files on React's production JSX runtime, headless reaches ${seen.size} file(s) and no styled-components`)
