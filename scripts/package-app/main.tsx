// The app scripts/package-app.mjs bundles from the packed package: each list imports pagekit the
// way an app does. `?list=feed|button|headless` picks the list, so each page load has its own
// cache and its own requests.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { styled } from 'styled-components'
import { InfiniteList, LoadMoreButton } from 'pagekit'
import { useInfiniteList } from 'pagekit/headless'
import useFetchInfinite from 'pagekit/infinite'

type User = { id: number; name: string; email: string }

// The README's getKey: an index source that ends with an empty page.
const getKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : `/users?page=${pageIndex}&limit=10`
const fetcher = (url: string, { signal }: { signal: AbortSignal }) =>
  fetch(url, { signal }).then((res) => {
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
    return res.json() as Promise<User[]>
  })

// The app's own styled-components next to pagekit's: the bundle must hold one copy of it.
const Page = styled.main`
  max-width: 480px;
  margin: 16px auto;
  font-family: sans-serif;
`

// Two lines per user: ten of them are taller than the list, so only scrolling loads page 2.
function Feed() {
  return (
    <InfiniteList
      getKey={getKey}
      fetcher={fetcher}
      aria-label="Users"
      height={300}
      renderItem={(user: User) => (
        <>
          <strong>{user.name}</strong>
          <div>{user.email}</div>
        </>
      )}
    />
  )
}

function ButtonList() {
  const list = useFetchInfinite(getKey, fetcher)
  return (
    <section aria-label="Users, with a button">
      <ul>{list.data?.flat().map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <LoadMoreButton {...list} />
    </section>
  )
}

// Rows of 60 px in a 200 px area: the sentinel starts out of reach, as in Feed.
function HeadlessList() {
  const [scroller, setScroller] = useState<HTMLElement | null>(null)
  const list = useInfiniteList({ getKey, fetcher, 'aria-label': 'Users (headless)', root: scroller })
  return (
    <div {...list.getRootProps({ ref: setScroller, style: { position: 'relative', height: 200, overflowY: 'auto' } })}>
      <section {...list.getListProps()}>
        {list.items.map((user, i) => (
          <div key={user.id} {...list.getItemProps(i, { style: { height: 60 } })}>{user.name}</div>
        ))}
      </section>
      {list.hasMore ? <div {...list.getSentinelProps({ style: { height: 1 } })} /> : null}
      <div {...list.getStatusProps()} />
    </div>
  )
}

const lists = { feed: Feed, button: ButtonList, headless: HeadlessList }
const List = lists[new URLSearchParams(location.search).get('list') as keyof typeof lists]

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page>{List ? <List /> : <p>?list=feed, button or headless</p>}</Page>
  </StrictMode>,
)
