// Server-renders <InfiniteList> from the packed package, as an app's server does: its first page
// in FetchConfig's `fallback` (under unstable_serialize(getKey)), styles from styled-components'
// ServerStyleSheet. `node ssr.mjs esm` loads pagekit with import() (the ESM build), `cjs` with
// require() (the CommonJS build). Run from the consumer project; throws on any problem.
import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'

const require = createRequire(import.meta.url)
const build = process.argv[2]
assert.ok(build === 'esm' || build === 'cjs', 'usage: node ssr.mjs esm|cjs')

// From here on, including while pagekit loads: React's server warnings and pagekit's own.
const consoleErrors = []
console.error = (...args) => consoleErrors.push(args.map(String).join(' '))

// pagekit and styled-components from the same build, as an app of that kind gets them.
const load = build === 'cjs' ? async (name) => require(name) : (name) => import(name)
const file = build === 'cjs' ? require.resolve('pagekit') : fileURLToPath(import.meta.resolve('pagekit'))
assert.match(file, build === 'cjs' ? /\/consumer\/node_modules\/pagekit\/dist\/index\.cjs$/ : /\/consumer\/node_modules\/pagekit\/dist\/index\.js$/)
const { FetchConfig, InfiniteList } = await load('pagekit')
const { unstable_serialize } = await load('pagekit/infinite')
const { ServerStyleSheet } = await load('styled-components')

const getKey = (pageIndex, previousPageData) =>
  previousPageData && !previousPageData.length ? null : `/users?page=${pageIndex}&limit=10`
const firstPage = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `User ${i + 1}` }))
// The server has the data already: a request from the render would be a bug.
const fetcher = () => { throw new Error('the server render called the fetcher') }

const sheet = new ServerStyleSheet()
let html, styles
try {
  html = renderToString(sheet.collectStyles(
    h(FetchConfig, { value: { fallback: { [unstable_serialize(getKey)]: [firstPage] } } },
      h(InfiniteList, { getKey, fetcher, 'aria-label': 'Users', height: 300, renderItem: (user) => user.name })),
  ))
  styles = sheet.getStyleTags()
} finally {
  sheet.seal()
}

assert.deepEqual(consoleErrors, [], 'console.error while loading or rendering')
assert.match(html, /<div[^>]*role="feed"[^>]*>/)
const feed = html.match(/<div[^>]*role="feed"[^>]*>/)[0]
assert.match(feed, /aria-label="Users"/)
assert.doesNotMatch(feed, /aria-busy="true"/, 'the feed is busy: the first page did not come from fallback')
const articles = [...html.matchAll(/<article[^>]*>(.*?)<\/article>/g)]
assert.deepEqual(articles.map((m) => m[1]), firstPage.map((user) => user.name), 'the articles are not the first page')
assert.match(articles[9][0], /aria-posinset="10"/)
// The list's root carries the styled skin's classes, and the style tags hold their rules.
const rootTag = html.match(/<div[^>]*\sdata-pagekit-infinite-list[^>]*>/)?.[0] ?? ''
const rootClasses = rootTag.match(/\sclass="([^"]+)"/)?.[1].split(' ') ?? []
assert.ok(rootClasses.length > 0, 'the list root has no class')
assert.ok(rootClasses.some((name) => styles.includes(`.${name}{`)), `no style rule for the list root's classes ${rootClasses.join(' ')}`)
console.log(`${build}: ${articles.length} articles, ${styles.length} bytes of styles`)
