// The LoadMoreButton demo: useFetchInfinite plus a standalone button, against the story's mock server.
import { startTransition, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { LoadMoreButton, useInfiniteData, type LoadMoreButtonProps } from '../../../src'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, usersUrl, type User } from '../../../mocks'
import { createStore, PageList, useMockApi, type Store } from '../../support'
import type { Apart } from './code'

export const PAGE_SIZE = 10

/** Index pages that end on a short page. */
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < PAGE_SIZE ? null : usersUrl({ page: pageIndex, limit: PAGE_SIZE })

export function StandaloneDemo() {
  const api = useMockApi()
  // One request per click: the list does not need page 1 revalidated each time. A short page
  // ends the list, so the hook's hasMore knows the end without requesting an empty page.
  const r = useFetchInfinite(getKey, api.fetchJson<User[]>, { revalidateFirstPage: false })
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>{r.data ? r.data.flat().length : 0} users loaded</p>
      <PageList<User> pages={r.data} />
      {/* The whole response, as an app writes it: the button takes what it needs and puts nothing else on the DOM. */}
      <LoadMoreButton {...r} />
    </div>
  )
}

/** The button on a list's state (`useInfiniteData`): an index source that ends on an empty page. */
export function ListPropDemo() {
  const api = useMockApi()
  const list = useInfiniteData({ getKey: indexKey(PAGE_SIZE), fetcher: api.fetchJson<User[]> })
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>{list.items.length} users loaded</p>
      <PageList<User> pages={list.data} />
      <LoadMoreButton list={list} />
    </div>
  )
}

/** The height of each of the app's articles, in px: a page of them is `PAGE_SIZE` times that. */
export const ARTICLE_HEIGHT = 40

/** The app's articles. */
function Articles({ pages }: { pages: User[][] | undefined }) {
  return pages?.flat().map((user) => (
    <article key={user.id} aria-label={user.name} style={{ boxSizing: 'border-box', height: ARTICLE_HEIGHT, padding: '10px 0', margin: 0 }}>
      {user.id}. {user.name}
    </article>
  ))
}

/**
 * The box around the articles: a scroll box of `height` px, or none (the window scrolls). Named
 * as a group rather than a landmark: a docs page shows several, and a reader's list of landmarks
 * would hold "Articles" once per demo.
 */
const boxStyle = (height?: number) => ({ height, overflowY: height ? 'auto' as const : undefined, border: '1px solid #ccc', padding: '0 8px' })

/** More of the app under the button, `height` px (none without it): room for the box to scroll the button up. */
function After({ height }: { height: number | undefined }) {
  return height ? <p style={{ height, margin: 0 }}>More of the app after the list.</p> : null
}

/** The button on a line of its own under the articles. */
function ButtonLine(props: LoadMoreButtonProps<User[]>) {
  return (
    <p style={{ margin: '8px 0' }}>
      <LoadMoreButton {...props} />
    </p>
  )
}

/** The pages and the button's props, one request per press. */
const useArticles = () => useFetchInfinite(getKey, useMockApi().fetchJson<User[]>, { revalidateFirstPage: false })

/**
 * An app's own list of articles with a standalone button under it, in a scroll box of the page
 * (`height` px; none: in the page's flow, the window scrolls), and `after` px more of the app
 * under the button: each press lands a page of 10 articles, 40 px each, above the button.
 */
export function ArticlesInBox({ height, after }: { height?: number; after?: number }) {
  const r = useArticles()
  return (
    <section role="group" aria-label="Articles" style={boxStyle(height)}>
      <Articles pages={r.data} />
      <ButtonLine {...r} />
      <After height={after} />
    </section>
  )
}

/** The list as a component of its own: it reads the same key, and shows the pages a commit later. */
function DeferredArticles() {
  // Deferred, as an app defers a long list: React commits the new page in a render of its own,
  // after the one in which the button went back to "Load more".
  return <Articles pages={useDeferredValue(useArticles().data)} />
}

function ButtonOnItsOwn() {
  return <ButtonLine {...useArticles()} />
}

/** The articles in a second React root (an island of the page), rendered from an effect of the button's component. */
function ArticlesInAnotherRoot() {
  const r = useArticles()
  const host = useRef<HTMLDivElement>(null)
  const root = useRef<Root | null>(null)
  useEffect(() => {
    const mounted = createRoot(host.current!)
    root.current = mounted
    // Unmounted after this commit: React does not unmount a root while it renders another.
    return () => void queueMicrotask(() => mounted.unmount())
  }, [])
  useEffect(() => root.current?.render(<Articles pages={r.data} />), [r.data])
  return (
    <>
      <div ref={host} />
      <ButtonLine {...r} />
    </>
  )
}

/**
 * The list as a component of its own on the same key: it shows the pages from state it sets in
 * startTransition, from an effect, so each page lands in the transition's commit, after the
 * button's. (Set in the button's own component, the transition would render the button too, and
 * the button's check after its commit would see the page land.)
 */
function TransitionArticles() {
  const { data } = useArticles()
  const [shown, setShown] = useState(data)
  useEffect(() => startTransition(() => setShown(data)), [data])
  return <Articles pages={shown} />
}

/** The articles from the app's own store of the pages, read with useSyncExternalStore. */
function StoredArticles({ store }: { store: Store<User[][] | undefined> }) {
  return <Articles pages={useSyncExternalStore(store.subscribe, store.get, store.get)} />
}

/**
 * The pages copied into the app's store from an effect of the button's component, and the
 * articles rendered from the store: each page lands in the store's commit, after the button's.
 * One store per demo (an app's is a module's), so each story starts with none.
 */
function ArticlesFromAStore() {
  const r = useArticles()
  const [store] = useState(() => createStore<User[][] | undefined>(undefined))
  useEffect(() => store.set(r.data), [store, r.data])
  return (
    <>
      <StoredArticles store={store} />
      <ButtonLine {...r} />
    </>
  )
}

/** The list and the button of each way the list commits apart. */
const APART: Record<Apart, () => ReactNode> = {
  deferred: () => <><DeferredArticles /><ButtonOnItsOwn /></>,
  root: () => <ArticlesInAnotherRoot />,
  store: () => <ArticlesFromAStore />,
  transition: () => <><TransitionArticles /><ButtonOnItsOwn /></>,
}

/**
 * The same articles and button in a box (300 px by default), but the page lands in a commit in
 * which the button does not render: `deferred`, a sibling on the same key shows it through
 * useDeferredValue; `root`, a second React root shows it; `store`, the articles render from the
 * app's store the pages are copied into; `transition`, a sibling on the same key shows it from
 * state set in startTransition. `after`: as in `ArticlesInBox`.
 */
export function ArticlesApart({ how, height = 300, after }: { how: Apart; height?: number; after?: number }) {
  return (
    <section role="group" aria-label="Articles" style={boxStyle(height)}>
      {APART[how]()}
      <After height={after} />
    </section>
  )
}

/**
 * The box of `ArticlesInBox` (600 px) in a page that scrolls too: a screen of text above it
 * and one below, so the window shows only part of the box.
 */
export function BoxInScrollingPage() {
  return (
    <div>
      <p style={{ minHeight: '100vh', margin: 0 }}>The page above the box.</p>
      <ArticlesInBox height={600} />
      <p style={{ minHeight: '100vh', margin: 0 }}>The page below the box.</p>
    </div>
  )
}
