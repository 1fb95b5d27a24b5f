import { useState, useSyncExternalStore } from 'react'
import { unstable_serialize, useFetch, type Key, type Middleware } from '../../../../src'
import { usersUrl, type User, type UsersQuery } from '../../../../mocks'
import { Button, Card, Controls, createStore, Note, Status, UserList } from '../../../support'

/** A store of lines, so a middleware (outside React state) can report to the UI. */
export function createLines() {
  const store = createStore<readonly string[]>([])
  return { ...store, add: (line: string) => store.set([...store.get(), line]) }
}
export type Lines = ReturnType<typeof createLines>

/** The middleware's own log on screen. */
export function LinesView({ lines, title }: { lines: Lines; title: string }) {
  const list = useSyncExternalStore(lines.subscribe, lines.get, lines.get)
  return (
    <Card title={title}>
      {list.length ? (
        <ol aria-label={title} style={{ margin: 0, paddingLeft: 20 }}>
          {list.map((line, i) => <li key={i}>{line}</li>)}
        </ol>
      ) : <Note>Nothing yet</Note>}
    </Card>
  )
}

/**
 * A logger middleware (the SWR docs' example): it wraps the fetcher, so every request the hook
 * makes is recorded with its key.
 */
export const logger = (lines: Lines): Middleware => (useNext) => (key: Key, fetcher, config) => {
  const logged = fetcher && ((arg: unknown) => {
    lines.add(`fetch ${unstable_serialize(key)}`)
    return fetcher(arg)
  })
  return useNext(key, logged, config)
}

/**
 * A middleware that changes the key and the data: components pass a query object
 * (`{ page, limit }`), the middleware turns it into the URL, and the fetched users come back
 * sorted by name.
 */
export const usersApi: Middleware = (useNext) => (key, fetcher, config) => {
  const query = key as UsersQuery | null
  const url = query ? usersUrl(query) : null
  const sorted = fetcher && (async (arg: string) => [...((await fetcher(arg)) as User[])].sort((a, b) => a.name.localeCompare(b.name)))
  return useNext(url, sorted as typeof fetcher, config)
}

/** Paged users through whatever middleware the FetchConfig above installs. */
export function PagedUsers({ title, queryKey }: { title: string; queryKey?: boolean }) {
  const [page, setPage] = useState(0)
  const key = queryKey ? { page, limit: 3 } : usersUrl({ page, limit: 3 })
  const { data } = useFetch<User[]>(key)
  return (
    <Card title={title}>
      {data ? <UserList users={data} label={`${title}, page ${page + 1}`} /> : <Status>Loading page {page + 1}…</Status>}
      <Controls><Button onClick={() => setPage((p) => p + 1)}>Next page</Button></Controls>
    </Card>
  )
}
