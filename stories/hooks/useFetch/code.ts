// "Show code" of the useFetch stories: what an app writes for each demo (a `/users` endpoint,
// a fetcher, the hook and its options). The demos themselves add the story's mock server.

const USER = 'type User = { id: number; name: string }'

const FETCHER = `
${USER}

const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())`

// Rejects on an HTTP error, so the hook reports it in `error` (fetch itself only rejects on
// network errors).
const CHECKED_FETCHER = `
${USER}

// fetch only rejects on network errors; an HTTP error must be thrown to reach \`error\`.
async function fetcher(url: string): Promise<User[]> {
  const res = await fetch(url)
  if (!res.ok) throw Object.assign(new Error(\`the server answered \${res.status}\`), { status: res.status })
  return res.json()
}`

const LIST = `<ul aria-label="Users">{data.map((user) => <li key={user.id}>{user.name}</li>)}</ul>`

export const basicCode = `
import { useFetch } from 'pagekit'
${CHECKED_FETCHER}

export function Users() {
  const { data, error, isLoading } = useFetch('/users?page=0&limit=5', fetcher)
  if (error) return <p role="alert">Could not load users: {error.message}.</p>
  if (isLoading || !data) return <p role="status">Loading users…</p>
  return ${LIST}
}
`

/** An error with a Retry button (the bound `mutate()` revalidates); `options` as the story sets them. */
export const retryCode = (options: string) => `
import { useFetch } from 'pagekit'
${CHECKED_FETCHER}

export function Users() {
  const { data, error, isLoading, isValidating, mutate } =
    useFetch('/users?page=0&limit=5', fetcher, ${options})
  if (data) return ${LIST}
  if (error) {
    return (
      <>
        <p role="alert">Could not load users: {error.message}.</p>
        <button disabled={isValidating} onClick={() => mutate()}>Retry</button>
      </>
    )
  }
  return isLoading ? <p role="status">Loading users…</p> : null
}
`

export const dedupeCode = `
import { useState } from 'react'
import { FetchConfig, useFetch } from 'pagekit'
${FETCHER}

const key = '/users?page=0&limit=5'

function UserCount() {
  const { data } = useFetch(key, fetcher)
  return <p>{data ? \`\${data.length} users\` : 'Counting users…'}</p>
}

function UserNames() {
  const { data } = useFetch(key, fetcher)
  return data ? ${LIST} : <p role="status">Loading users…</p>
}

export function App() {
  const [third, setThird] = useState(false)
  // Both readers mount together: one request. A third within dedupingInterval reuses it too.
  return (
    <FetchConfig value={{ dedupingInterval: 2000 }}>
      <UserCount />
      <UserNames />
      {third ? <UserNames /> : <button onClick={() => setThird(true)}>Mount a third reader</button>}
    </FetchConfig>
  )
}
`

export const focusCode = `
import { FetchConfig, useFetch } from 'pagekit'
${FETCHER}

function Users() {
  // revalidateOnFocus is on by default: coming back to the tab asks the server again.
  const { data, isLoading, isValidating } = useFetch('/users?page=0&limit=5', fetcher)
  return (
    <>
      <p role="status">{isLoading ? 'Loading users…' : isValidating ? 'Revalidating…' : 'Up to date'}</p>
      {data && ${LIST}}
    </>
  )
}

export function App() {
  // By default a focus within 5 s of the last revalidation is ignored.
  return (
    <FetchConfig value={{ focusThrottleInterval: 0 }}>
      <Users />
    </FetchConfig>
  )
}
`

export const keepPreviousDataCode = `
import { useState } from 'react'
import { useFetch } from 'pagekit'
${FETCHER}

export function Users() {
  const [page, setPage] = useState(0)
  // keepPreviousData: the previous page stays on screen (marked busy) until the next one arrives.
  const { data, isLoading } = useFetch(\`/users?page=\${page}&limit=5\`, fetcher, { keepPreviousData: true })
  return (
    <>
      <p role="status">{isLoading ? \`Loading page \${page + 1}…\` : \`Showing page \${page + 1}\`}</p>
      <ul aria-busy={isLoading}>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={page === 0} onClick={() => setPage(page - 1)}>Previous page</button>
      <button disabled={!data || data.length < 5} onClick={() => setPage(page + 1)}>Next page</button>
    </>
  )
}
`

export const optimisticCode = `
import { useState, type FormEvent } from 'react'
import { useFetch } from 'pagekit'
${FETCHER}

async function createUser(name: string): Promise<User> {
  const res = await fetch('/users', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  if (!res.ok) throw new Error(\`POST /users answered \${res.status}\`)
  return res.json()
}

export function Users() {
  const { data, mutate } = useFetch('/users?page=0&limit=5', fetcher)
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string>()

  async function add(event: FormEvent) {
    event.preventDefault()
    const draft = { id: -Date.now(), name } // a negative id: not saved yet
    setName('')
    try {
      // Shows the draft at once; the server's answer replaces it, a failure rolls the list back.
      await mutate(async (current) => [...(current ?? []), await createUser(draft.name)], {
        optimisticData: (current) => [...(current ?? []), draft],
        rollbackOnError: true,
        revalidate: false, // this demo server does not store new users
      })
    } catch (error) {
      setProblem(\`Could not add \${draft.name}: \${(error as Error).message}. The list was rolled back.\`)
    }
  }

  return (
    <>
      <ul aria-label="Users">
        {data?.map((user) => <li key={user.id}>{user.name}{user.id < 0 && <i> (saving…)</i>}</li>)}
      </ul>
      {problem && <p role="alert">{problem}</p>}
      <form onSubmit={add}>
        <label>Name <input value={name} onChange={(e) => setName(e.target.value)} /></label>
        <button type="submit" disabled={!data}>Add user</button>
      </form>
    </>
  )
}
`

export const filterMutateCode = `
import { useFetch, useFetchConfig, type Arguments } from 'pagekit'
${FETCHER}

const teamFetcher = ([, page]: readonly [string, number]) => fetcher(\`/users?page=\${page}&limit=3\`)

function Reader({ url }: { url: string }) {
  const { data } = useFetch(url, fetcher)
  return <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

function Team() {
  const { data } = useFetch(['team', 2] as const, teamFetcher)
  return <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

export function App() {
  const { mutate } = useFetchConfig()
  // Revalidates every cached key the filter accepts; it sees the original keys, not strings.
  const refreshUsers = () => mutate((key: Arguments) => typeof key === 'string' && key.startsWith('/users'))
  return (
    <>
      <Reader url="/users?page=0&limit=3" />
      <Reader url="/users?page=1&limit=3" />
      <Team />
      <button onClick={() => refreshUsers()}>Revalidate keys starting with /users</button>
    </>
  )
}
`

export const populateCacheCode = `
import { useFetch } from 'pagekit'
${FETCHER}

async function updateUser(id: number, patch: Partial<User>): Promise<User> {
  const res = await fetch(\`/users/\${id}\`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  return res.json()
}

export function Users() {
  const { data, mutate } = useFetch('/users?page=0&limit=3', fetcher)
  const rename = () =>
    // The server answers with the one updated user; populateCache merges it into the cached
    // list, so no revalidation is needed to show it.
    mutate(updateUser(1, { name: 'Ada King' }) as unknown as Promise<User[]>, {
      populateCache: (updated, current) => {
        const user = updated as unknown as User
        return (current ?? []).map((u) => (u.id === user.id ? user : u))
      },
      revalidate: false,
    })
  return (
    <>
      <ul aria-label="Users">{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <button disabled={!data} onClick={() => void rename()}>Rename user 1 to Ada King</button>
    </>
  )
}
`

/** `preload` on hover or focus; `provider` wraps the app in its own cache. */
export const preloadCode = (provider: boolean) => `
import { useState } from 'react'
import { ${provider ? 'FetchConfig, ' : ''}preload, useFetch } from 'pagekit'
${FETCHER}

const key = '/users?page=${provider ? 7 : 6}&limit=3'

function TeamDetails() {
  // Takes the preloaded request instead of starting a new one.
  const { data } = useFetch(key, fetcher)
  return <ul aria-label="Team members">{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

export function Team() {
  const [open, setOpen] = useState(false)
  const start = () => void preload(key, fetcher)
  if (open) return <TeamDetails />
  return <button onMouseEnter={start} onFocus={start} onClick={() => setOpen(true)}>Show team details</button>
}
${provider ? `
export function App() {
  return (
    <FetchConfig value={{ provider: () => new Map() }}>
      <Team />
    </FetchConfig>
  )
}
` : ''}`
