// The LoadMoreButton demo: useFetchInfinite plus a standalone button, against the story's mock server.
import { LoadMoreButton, useInfiniteData } from '../../../src'
import useFetchInfinite from '../../../src/infinite'
import { indexKey, usersUrl, type User } from '../../../mocks'
import { PageList, useMockApi } from '../../support'

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

/**
 * An app's own list of articles with a standalone button under it, in a scroll box of the page
 * (`height` px; none: in the page's flow, the window scrolls): each press lands a page of 10
 * articles, 40 px each, above the button.
 */
export function ArticlesInBox({ height }: { height?: number }) {
  const api = useMockApi()
  const r = useFetchInfinite(getKey, api.fetchJson<User[]>, { revalidateFirstPage: false })
  return (
    <section aria-label="Articles" style={{ height, overflowY: height ? 'auto' : undefined, border: '1px solid #ccc', padding: '0 8px' }}>
      {r.data?.flat().map((user) => (
        <article key={user.id} aria-label={user.name} style={{ boxSizing: 'border-box', height: 40, padding: '10px 0', margin: 0 }}>
          {user.id}. {user.name}
        </article>
      ))}
      <p style={{ margin: '8px 0' }}>
        <LoadMoreButton {...r} />
      </p>
    </section>
  )
}
