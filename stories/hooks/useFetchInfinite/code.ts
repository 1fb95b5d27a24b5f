// "Show code" of the useFetchInfinite stories: the getKey, fetcher and hook call an app writes,
// with a plain list and a Load more button around them.

import { CURSOR_SOURCE, indexGetKey, USER } from '../../support/snippets'

/** Index keys `/users?page=N&limit=L`; stops after an empty page. */
const indexSource = (limit: number) => `
${USER}

${indexGetKey(limit)}
async function fetcher(url: string): Promise<User[]> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`GET \${url} answered \${res.status}\`)
  return res.json()
}`

const LOAD_MORE_LIST = `
  const users = data?.flat() ?? []
  return (
    <>
      <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={isValidating} onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )`

/** An index-source list with Load more; `options` are the story's hook options. */
export const indexListCode = (options = '', limit = 5) => `
import useFetchInfinite from 'pagekit/infinite'
${indexSource(limit)}

export function Users() {
  const { data, size, setSize, isValidating } = useFetchInfinite(getKey, fetcher${options ? `, ${options}` : ''})${LOAD_MORE_LIST}
}
`

export const cursorListCode = `
import useFetchInfinite from 'pagekit/infinite'

${USER}
${CURSOR_SOURCE}

export function Users() {
  const { data, size, setSize, isValidating } = useFetchInfinite(getKey, fetcher)
  const users = data?.flatMap((page) => page.data) ?? []
  const end = !!data && !data[data.length - 1]?.nextCursor
  return (
    <>
      <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={isValidating || end} onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}
`

export const offsetListCode = `
import useFetchInfinite from 'pagekit/infinite'

${USER}

const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : \`/users?offset=\${pageIndex * 10}&limit=10\`
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

export function Users() {
  const { data, size, setSize, isValidating } = useFetchInfinite(getKey, fetcher)${LOAD_MORE_LIST}
}
`

/** The list with an error state and a Retry that revalidates every loaded page (`mutate()`). */
export const errorListCode = `
import useFetchInfinite from 'pagekit/infinite'
${indexSource(5)}

export function Users() {
  const { data, error, size, setSize, isValidating, mutate } =
    useFetchInfinite(getKey, fetcher, { shouldRetryOnError: false })
  return (
    <>
      <ul>{data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      {error && (
        <p role="alert">
          Loading stopped: {error.message} <button onClick={() => mutate()}>Retry</button>
        </p>
      )}
      <button disabled={isValidating} onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}
`

/** `mutate(data, { revalidate })` on array keys: refresh the last page, or every page. */
export const predicateCode = `
import useFetchInfinite from 'pagekit/infinite'

${USER}
type PageKey = readonly [url: string, page: number]

const getKey = (pageIndex: number, previousPageData: User[] | null): PageKey | null =>
  previousPageData && !previousPageData.length ? null : [\`/users?page=\${pageIndex}&limit=5\`, pageIndex]
const fetcher = ([url]: PageKey): Promise<User[]> => fetch(url).then((res) => res.json())

export function Users() {
  const { data, size, setSize, mutate } = useFetchInfinite(getKey, fetcher)
  // Only the page whose key the predicate accepts is requested again.
  const refreshLastPage = () => mutate(data, { revalidate: (_pageData, key) => (key as PageKey)[1] === size - 1 })
  return (
    <>
      <ul>{data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button onClick={() => setSize(size + 1)}>Load more</button>
      <button onClick={() => void refreshLastPage()}>Refresh last page</button>
      <button onClick={() => void mutate()}>Refresh all pages</button>
    </>
  )
}
`

/** A button elsewhere in the app revalidates the list through the global mutate. */
export const globalMutateCode = (options: string) => `
import { useFetchConfig } from 'pagekit'
import useFetchInfinite, { unstable_serialize } from 'pagekit/infinite'
${indexSource(5)}

function RefreshButton() {
  const { mutate } = useFetchConfig()
  return <button onClick={() => mutate(unstable_serialize(getKey))}>Revalidate list</button>
}

function Users() {
  const { data, size, setSize } = useFetchInfinite(getKey, fetcher${options ? `, ${options}` : ''})
  return (
    <>
      <ul>{data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}

export function App() {
  return (
    <>
      <header><RefreshButton /></header>
      <Users />
    </>
  )
}
`

/** The search query is part of the key; `options` decide what `size` does when it changes. */
export const searchCode = (options: string) => `
import { useState } from 'react'
import useFetchInfinite from 'pagekit/infinite'

${USER}
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

export function Users() {
  const [q, setQ] = useState('')
  // A new query is a new first key, so a new list.
  const getKey = (pageIndex: number, previousPageData: User[] | null) =>
    previousPageData && !previousPageData.length ? null : \`/users?page=\${pageIndex}&limit=5&q=\${encodeURIComponent(q)}\`
  const { data, size, setSize } = useFetchInfinite(getKey, fetcher${options ? `, ${options}` : ''})
  return (
    <>
      <input type="search" aria-label="Search names" value={q} onChange={(e) => setQ(e.target.value)} />
      <ul>{data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}
`

/**
 * A list on the hook's own load-more state; `options` are the story's hook options. The key
 * ends the list on a short page, so `hasMore` knows the end without an empty request.
 */
export const loadStateCode = (options = '', limit = 5) => `
import useFetchInfinite from 'pagekit/infinite'

${USER}

// A page shorter than ${limit} is the last one: no request for an empty page.
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < ${limit} ? null : \`/users?page=\${pageIndex}&limit=${limit}\`
async function fetcher(url: string): Promise<User[]> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`GET \${url} answered \${res.status}\`)
  return res.json()
}

export function Users() {
  const { data, setSize, isLoadingMore, hasMore } = useFetchInfinite(getKey, fetcher${options ? `, ${options}` : ''})
  const users = data?.flat() ?? []
  return (
    <>
      <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      {isLoadingMore && <p role="status">Loading more…</p>}
      <button disabled={!hasMore || isLoadingMore} onClick={() => setSize((size) => size + 1)}>
        {hasMore ? 'Load more' : 'No more users'}
      </button>
    </>
  )
}
`

/** A list whose fetcher passes the signal on to fetch: leaving the page aborts the page in flight. */
export const cancellationCode = `
import { useState } from 'react'
import useFetchInfinite from 'pagekit/infinite'

${USER}

${indexGetKey(5)}
// The second argument's signal aborts when no mounted list needs the page any more.
async function fetcher(url: string, { signal }: { signal: AbortSignal }): Promise<User[]> {
  const res = await fetch(url, { signal })
  if (!res.ok) throw new Error(\`GET \${url} answered \${res.status}\`)
  return res.json()
}

function Users() {
  // revalidateFirstPage: false, so each new page costs exactly one request.
  const { data, error, failedPageIndex, size, setSize } =
    useFetchInfinite(getKey, fetcher, { initialSize: 5, revalidateFirstPage: false })
  const users = data?.flat() ?? []
  return (
    <>
      <ul>{users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      {error && <p role="alert">Page {failedPageIndex! + 1} failed <button onClick={() => setSize(size)}>Retry</button></p>}
      <button onClick={() => { for (let i = 0; i < 5; i++) setSize((s) => s + 1) }}>Load 5 more at once</button>
    </>
  )
}

export function Page() {
  const [shown, setShown] = useState(true)
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>{shown ? 'Leave the list' : 'Back to the list'}</button>
      {shown && <Users />}
    </>
  )
}
`

/** A page window: at most 3 pages in data, Load previous above and Load more below. */
export const pageWindowCode = `
import useFetchInfinite from 'pagekit/infinite'
${indexSource(5)}

export function Users() {
  const {
    data, size, setSize, isLoadingMore, hasMore, firstPageIndex, loadPrevious, hasPrevious, isLoadingPrevious,
  } = useFetchInfinite(getKey, fetcher, { maxPages: 3, revalidateFirstPage: false })
  // data holds pages firstPageIndex .. size - 1.
  return (
    <>
      <button disabled={!hasPrevious || isLoadingPrevious} onClick={() => loadPrevious()}>Load previous</button>
      <p role="status">Pages {firstPageIndex + 1}–{size} in data</p>
      <ul>{data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={!hasMore || isLoadingMore} onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}
`

/** A cursor source with a page window: the page before the window from the first page's prevCursor. */
export const cursorWindowCode = `
import useFetchInfinite from 'pagekit/infinite'

${USER}
type Page = { data: User[]; nextCursor: string | null; prevCursor: string | null }

const getKey = (pageIndex: number, previousPageData: Page | null) => {
  if (pageIndex === 0 || !previousPageData) return '/users?limit=5'
  if (!previousPageData.nextCursor) return null
  return \`/users?cursor=\${previousPageData.nextCursor}&limit=5\`
}
// A cursor only points forward from a page: the page before the window needs its own key.
const getPreviousKey = (firstPageIndex: number, firstPageData: Page) =>
  firstPageData.prevCursor ? \`/users?cursor=\${firstPageData.prevCursor}&limit=5\` : null
const fetcher = (url: string): Promise<Page> => fetch(url).then((res) => res.json())

export function Users() {
  const { data, size, setSize, isLoadingMore, hasMore, firstPageIndex, loadPrevious, hasPrevious, isLoadingPrevious } =
    useFetchInfinite(getKey, fetcher, { maxPages: 2, getPreviousKey, revalidateFirstPage: false })
  return (
    <>
      <button disabled={!hasPrevious || isLoadingPrevious} onClick={() => loadPrevious()}>Load previous</button>
      <p role="status">Pages {firstPageIndex + 1}–{size} in data</p>
      <ul>{data?.flatMap((page) => page.data).map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={!hasMore || isLoadingMore} onClick={() => setSize(size + 1)}>Load more</button>
    </>
  )
}
`
