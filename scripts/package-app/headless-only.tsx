// An app that has no styled-components: everything it takes from pagekit comes from
// `pagekit/headless`, the data hooks included. scripts/package-app.mjs bundles it with
// styled-components made unresolvable, as in an app that never installed it, and renders it.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { FetchConfig, PagerBase, useFetch, useFetchInfinite, useInfiniteList } from 'pagekit/headless'

type User = { id: number; name: string }

const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())
// Index pages of `limit` users; the two lists take different limits, so each has its own size.
const indexKey = (limit: number) => (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && !previousPageData.length ? null : `/users?page=${pageIndex}&limit=${limit}`

function FirstPage() {
  const { data } = useFetch('/users?page=0&limit=10', fetcher)
  return <p data-first-page="">{data ? `${data.length} users` : 'Loading…'}</p>
}

function PageCount() {
  const { data } = useFetchInfinite(indexKey(5), fetcher, { initialSize: 2 })
  return <p data-page-count="">{data ? `${data.length} pages` : 'Loading…'}</p>
}

function Feed() {
  const list = useInfiniteList({ getKey: indexKey(10), fetcher, 'aria-label': 'Users', loadMode: 'manual' })
  return (
    <div {...list.getRootProps()}>
      <section {...list.getListProps()}>
        {list.items.map((user, i) => <div key={user.id} {...list.getItemProps(i)}>{user.name}</div>)}
      </section>
      <div {...list.getStatusProps()} />
    </div>
  )
}

function Paging() {
  const [page, setPage] = useState(0)
  return <PagerBase aria-label="Pages" pageCount={4} page={page} onPageChange={setPage} />
}

createRoot(document.getElementById('root')!).render(
  <FetchConfig value={{ revalidateOnFocus: false }}>
    <FirstPage />
    <PageCount />
    <Feed />
    <Paging />
  </FetchConfig>,
)
