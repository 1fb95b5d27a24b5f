// "Show code" of the LoadMoreButton stories.
import type { Args } from '@storybook/react-vite'
import { jsxProps } from '../../support'

const FETCHER = `const fetcher = async (url: string): Promise<User[]> => {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`GET \${url} answered \${res.status}\`)
  return res.json()
}`

const SOURCE = `
type User = { id: number; name: string }

const PAGE_SIZE = 10
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex}&limit=\${PAGE_SIZE}\`
${FETCHER}`

const SHORT_PAGE_KEY = `
// A short page ends the list: hasMore knows the end without requesting an empty page.
const shortPageKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < PAGE_SIZE ? null : \`/users?page=\${pageIndex}&limit=\${PAGE_SIZE}\``

/** The standalone demo: useFetchInfinite and the button, one request per click. */
export const standaloneCode = `
import { LoadMoreButton } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'
${SOURCE}
${SHORT_PAGE_KEY}

export function Users() {
  // One request per click: the list does not need page 1 revalidated each time.
  const list = useFetchInfinite(shortPageKey, fetcher, { revalidateFirstPage: false })
  return (
    <>
      <p>{list.data ? list.data.flat().length : 0} users loaded</p>
      <ul>{list.data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      {/* The whole response: the button reads isLoadingMore, hasMore, error and failedPageIndex from it. */}
      <LoadMoreButton {...list} />
    </>
  )
}
`

/** A button story's args on a real list: the hook supplies the state, the story the other props. */
export function buttonCode(args: Args, handlers: string[] = [], children?: string): string {
  const props = [...jsxProps(args, ['size', 'setSize', 'isValidating', 'isLoading', 'data', 'error', 'mutate']), ...handlers]
  return `
import { LoadMoreButton } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'
${SOURCE}

export function Users() {
  const { data, size, setSize, isValidating, error, mutate } = useFetchInfinite(getKey, fetcher)
  return (
    <LoadMoreButton
      data={data} size={size} setSize={setSize} isValidating={isValidating} error={error} mutate={mutate}
      ${props.join('\n      ')}
    ${children ? `>\n      ${children}\n    </LoadMoreButton>` : '/>'}
  )
}
`
}

/** Inside `<InfiniteList loadMode="manual">` the button reads the list from context. */
export const insideListCode = `
import { InfiniteList, LoadMoreButton } from 'pagekit'
${SOURCE}

export function Users() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      renderItem={(user) => user.name}
      loadMode="manual"
      aria-label="Users"
      renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Show more users' }} />}
    />
  )
}
`

/** The button driven by a list's state (`useInfiniteData`), the items rendered by the app. */
export const listPropCode = `
import { LoadMoreButton, useInfiniteData } from 'pagekit'
${SOURCE}

export function Users() {
  // The list's state without markup: items, status, loadMore() and retry().
  const list = useInfiniteData({ getKey, fetcher })
  return (
    <>
      <p>{list.items.length} users loaded</p>
      <ul>{list.items.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <LoadMoreButton list={list} />
    </>
  )
}
`

/**
 * How the app's list commits apart from the button: `deferred`, a sibling on the same key shows
 * the pages through useDeferredValue; `root`, a second React root shows them; `store`, the pages
 * are copied into the app's own store, which the articles render from; `transition`, a sibling
 * on the same key shows them from state it sets in startTransition.
 */
export type Apart = 'deferred' | 'root' | 'store' | 'transition'

/** The React imports of each form. */
const REACT_IMPORTS: Record<Apart, string> = {
  deferred: 'useDeferredValue',
  root: 'useEffect, useRef',
  store: 'useEffect, useSyncExternalStore',
  transition: 'startTransition, useEffect, useState',
}

/** The list as a sibling of the button on the same key, for the forms that have one: its name and its code. */
const SIBLING_LIST: Partial<Record<Apart, [string, string]>> = {
  deferred: ['DeferredArticles', `// Deferred, as an app defers a long list: the page lands a commit after the button's.
function DeferredArticles() {
  return <ArticleList pages={useDeferredValue(usePages().data)} />
}`],
  transition: ['TransitionArticles', `// Shown from state set in a transition: the page lands in the transition's commit, after the button's.
function TransitionArticles() {
  const { data } = usePages()
  const [shown, setShown] = useState(data)
  useEffect(() => startTransition(() => setShown(data)), [data])
  return <ArticleList pages={shown} />
}`],
}

/** Where the "Kept in view" articles go: a scroll box of `height` px (none: the window scrolls), `after` px of the app under it. */
interface ArticlesBox {
  height?: number
  after?: number
  apart?: Apart
  /** The box between a screen of the page above it and one below it. */
  inScrollingPage?: boolean
}

/** "Show code" of the "Kept in view from the keyboard" stories: an app's articles with a standalone button under them. */
export function articlesCode({ height, after, apart, inScrollingPage }: ArticlesBox): string {
  const box = height ? `{ height: ${height}, overflowY: 'auto' }` : '{}'
  const more = after ? `\n      <p style={{ height: ${after} }}>More of the app after the list.</p>` : ''
  const reactImports = apart ? REACT_IMPORTS[apart] : ''
  const head = `
${reactImports ? `import { ${reactImports} } from 'react'\n` : ''}${apart === 'root' ? "import { createRoot, type Root } from 'react-dom/client'\n" : ''}import { LoadMoreButton } from 'pagekit'
import useFetchInfinite from 'pagekit/infinite'

type User = { id: number; name: string }

const PAGE_SIZE = 10
${FETCHER}
${SHORT_PAGE_KEY}

// One request per press: the list does not need page 1 revalidated each time.
const usePages = () => useFetchInfinite(shortPageKey, fetcher, { revalidateFirstPage: false })

function ArticleList({ pages }: { pages: User[][] | undefined }) {
  return pages?.flat().map((user) => <article key={user.id} aria-label={user.name}>{user.id}. {user.name}</article>)
}
`
  const button = '<p><LoadMoreButton {...list} /></p>'
  const kept = '// Focused from the keyboard, the button stays wholly in view as each page lands above it.'
  const section = (inside: string) => `<section aria-label="Articles" style={${box}}>
      ${inside}${more}
    </section>`
  const page = (inner: string) => (inScrollingPage
    ? `<div>
      <p style={{ minHeight: '100vh' }}>The page above the box.</p>
      ${inner.replace(/\n/g, '\n  ')}
      <p style={{ minHeight: '100vh' }}>The page below the box.</p>
    </div>`
    : inner)
  const sibling = apart && SIBLING_LIST[apart]
  if (sibling) {
    const [list, code] = sibling
    return `${head}
${code}

${kept}
function MoreButton() {
  const list = usePages()
  return ${button}
}

export function Articles() {
  return (
    ${section(`<${list} />\n      <MoreButton />`)}
  )
}
`
  }
  if (apart === 'store') {
    return `${head}
// The app's own store of the pages (as zustand or redux keeps them), read with useSyncExternalStore.
let storedPages: User[][] | undefined
const listeners = new Set<() => void>()
const pagesStore = {
  get: () => storedPages,
  set(pages: User[][] | undefined) {
    storedPages = pages
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

// The list renders from the store: each page lands in the store's commit, after the button's.
function StoredArticles() {
  return <ArticleList pages={useSyncExternalStore(pagesStore.subscribe, pagesStore.get, pagesStore.get)} />
}

${kept}
export function Articles() {
  const list = usePages()
  // The pages copied into the store when they change.
  useEffect(() => pagesStore.set(list.data), [list.data])
  return (
    ${section(`<StoredArticles />\n      ${button}`)}
  )
}
`
  }
  if (apart === 'root') {
    return `${head}
// The articles in a second React root (an island of the page): always a commit of its own.
${kept}
export function Articles() {
  const list = usePages()
  const host = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  useEffect(() => {
    const mounted = createRoot(host.current!)
    root.current = mounted
    // Unmounted after this commit: React does not unmount a root while it renders another.
    return () => void queueMicrotask(() => mounted.unmount())
  }, [])
  useEffect(() => root.current?.render(<ArticleList pages={list.data} />), [list.data])
  return (
    ${section(`<div ref={host} />\n      ${button}`)}
  )
}
`
  }
  return `${head}
${kept}
export function Articles() {
  const list = usePages()
  return (
    ${page(section(`<ArticleList pages={list.data} />\n      ${button}`))}
  )
}
`
}
