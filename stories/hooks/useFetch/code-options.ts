// "Show code" of the useFetch stories on callbacks, compare, middleware, fallback data and keys:
// what an app writes for each demo.

const USER = 'type User = { id: number; name: string }'
const FETCHER = `
${USER}

const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())`
const LIST = `<ul aria-label="Users">{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>`

export const loadingSlowCode = `
import { useState } from 'react'
import { useFetch } from 'pagekit'
${FETCHER}

export function Users() {
  const [slow, setSlow] = useState(false)
  const { data } = useFetch('/users?page=0&limit=3', fetcher, {
    loadingTimeout: 300, // default 3000
    onLoadingSlow: () => setSlow(true),
    onSuccess: () => setSlow(false),
  })
  return (
    <>
      {slow && <p role="status">This is taking longer than usual: slow connection.</p>}
      {data && ${LIST}}
    </>
  )
}
`

export const callbacksCode = `
import { useState } from 'react'
import { useFetch } from 'pagekit'
${USER}

async function fetcher(url: string): Promise<User[]> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`)
  return res.json()
}

export function Users() {
  const [events, setEvents] = useState<string[]>([])
  const add = (event: string) => setEvents((list) => [...list, event])
  const { data, error, mutate } = useFetch('/users?page=0&limit=3', fetcher, {
    shouldRetryOnError: false,
    onSuccess: (users, key) => add(\`onSuccess: \${users.length} users for \${key}\`),
    onError: (err, key) => add(\`onError: \${err.message} for \${key}\`),
  })
  return (
    <>
      {error && <p role="alert">{error.message}</p>}
      {data && ${LIST}}
      <button onClick={() => mutate()}>Retry</button>
      <ol aria-label="Callback events">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>
    </>
  )
}
`

export const discardedCode = `
import { useState } from 'react'
import { useFetch } from 'pagekit'
${FETCHER}

export function Users() {
  const [events, setEvents] = useState<string[]>([])
  const { data, mutate } = useFetch('/users?page=0&limit=3', fetcher, {
    // An answer that a local change (or a newer request) made stale is dropped, and reported.
    onDiscarded: (key) => setEvents((list) => [...list, \`onDiscarded: an answer for \${key}\`]),
  })
  const rename = () => {
    if (data) void mutate([{ ...data[0], name: 'Ada King' }, ...data.slice(1)], { revalidate: false })
  }
  return (
    <>
      {data && ${LIST}}
      <button onClick={() => mutate()}>Refresh</button>
      <button onClick={rename}>Rename the first user here</button>
      <ol aria-label="Discarded answers">{events.map((e, i) => <li key={i}>{e}</li>)}</ol>
    </>
  )
}
`

export const compareCode = `
import { useFetch } from 'pagekit'
${USER}
type Stamped = { users: User[]; response: number }

let responses = 0
const fetcher = async (url: string): Promise<Stamped> =>
  ({ users: await fetch(url).then((res) => res.json()), response: ++responses })

// Equal when the users are equal: a new stamp alone is no change, so no re-render.
const ignoreStamp = (a: Stamped | undefined, b: Stamped | undefined) =>
  JSON.stringify(a?.users) === JSON.stringify(b?.users)

export function Users() {
  const { data, mutate } = useFetch('/users?page=0&limit=3', fetcher, { compare: ignoreStamp })
  return (
    <>
      <p>Showing response #{data?.response}</p>
      <ul>{data?.users.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button onClick={() => mutate()}>Refresh</button>
    </>
  )
}
`

export const loggerCode = `
import { useState } from 'react'
import { FetchConfig, unstable_serialize, useFetch, type Middleware } from 'pagekit'
${FETCHER}

// Wraps the fetcher: every request the hooks below make is logged with its key.
const logger: Middleware = (useNext) => (key, fetcher, config) => {
  const logged = fetcher && ((arg: unknown) => {
    console.log(\`fetch \${unstable_serialize(key)}\`)
    return fetcher(arg)
  })
  return useNext(key, logged, config)
}

function Users() {
  const [page, setPage] = useState(0)
  const { data } = useFetch<User[]>(\`/users?page=\${page}&limit=3\`)
  return (
    <>
      ${LIST}
      <button onClick={() => setPage(page + 1)}>Next page</button>
    </>
  )
}

export function App() {
  return (
    <FetchConfig value={{ fetcher, use: [logger] }}>
      <Users />
    </FetchConfig>
  )
}
`

export const keyAndDataMiddlewareCode = `
import { useState } from 'react'
import { FetchConfig, useFetch, type Middleware } from 'pagekit'
${FETCHER}

type Query = { page: number; limit: number }

// Components pass a query object; the middleware turns it into the URL and sorts the users by name.
const usersApi: Middleware = (useNext) => (key, fetcher, config) => {
  const query = key as Query | null
  const url = query ? \`/users?page=\${query.page}&limit=\${query.limit}\` : null
  const sorted = fetcher && (async (arg: string) =>
    [...((await fetcher(arg)) as User[])].sort((a, b) => a.name.localeCompare(b.name)))
  // A middleware serves hooks of any data type (as SWR's Middleware): keep the fetcher's type.
  return useNext(url, sorted as typeof fetcher, config)
}

function Users() {
  const [page, setPage] = useState(0)
  const { data } = useFetch<User[]>({ page, limit: 3 })
  return (
    <>
      ${LIST}
      <button onClick={() => setPage(page + 1)}>Next page</button>
    </>
  )
}

export function App() {
  return (
    <FetchConfig value={{ fetcher, use: [usersApi] }}>
      <Users />
    </FetchConfig>
  )
}
`

/** `fallbackData` on the hook, or the same data through `FetchConfig`'s `fallback` map. */
export const fallbackCode = (via: 'hook' | 'config' | 'no-mount' | 'cacheData') => `
import { ${via === 'config' || via === 'cacheData' ? 'FetchConfig, ' : ''}useFetch } from 'pagekit'
${FETCHER}

const key = '/users?page=0&limit=3'
// e.g. rendered on the server, or kept from an earlier visit
const fallbackUsers: User[] = [{ id: 1, name: 'Ada Lovelace' }, { id: 2, name: 'Grace Hopper' }, { id: 3, name: 'Alan Turing' }]

${via === 'config' || via === 'cacheData' ? 'function' : 'export function'} Users() {
  const { data, isLoading, mutate } = useFetch(key, fetcher${via === 'hook' ? ', { fallbackData: fallbackUsers }' : via === 'no-mount' ? ', {\n    fallbackData: fallbackUsers,\n    revalidateOnMount: false, // no request until mutate()\n  }' : ''})
  return (
    <>
      <p role="status">{isLoading ? ${via === 'cacheData' ? "'Loading…'" : "'Showing fallback data while the first request runs…'"} : 'Idle'}</p>
      ${LIST}
      <button onClick={() => mutate()}>Refresh</button>
    </>
  )
}
${via === 'config' ? `
export function App() {
  return (
    <FetchConfig value={{ fallback: { [key]: fallbackUsers } }}>
      <Users />
    </FetchConfig>
  )
}
` : via === 'cacheData' ? `
// The first request of the key is answered from cacheData (no request); Refresh asks the server.
export function App() {
  return (
    <FetchConfig value={{ cacheData: { [key]: fallbackUsers } }}>
      <Users />
    </FetchConfig>
  )
}
` : ''}`

export const conditionalKeyCode = `
import { useState } from 'react'
import { useFetch } from 'pagekit'
${FETCHER}

export function Team() {
  const [enabled, setEnabled] = useState(false)
  // A null key means "not now": no request until the box is ticked.
  const { data } = useFetch(enabled ? '/users?page=0&limit=3' : null, fetcher)
  return (
    <>
      <label><input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Show the team</label>
      {data && ${LIST}}
    </>
  )
}
`

export const dependentKeysCode = `
import { useFetch } from 'pagekit'
${FETCHER}

export function Profile() {
  const { data: profile } = useFetch('/users?page=0&limit=1', fetcher)
  // The key function throws while profile is undefined: "not ready", no request yet.
  const { data: namesakes } = useFetch(
    () => \`/users?page=0&limit=4&q=\${profile![0].name.split(' ')[1]}\`,
    fetcher,
  )
  return (
    <>
      <p>{profile ? \`Signed in as \${profile[0].name}\` : 'Loading the profile…'}</p>
      <ul aria-label="Namesakes">{namesakes?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
    </>
  )
}
`
