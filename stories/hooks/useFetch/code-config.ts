// "Show code" of the useFetch stories on polling, providers, revalidation and suspense: what an
// app writes for each demo.

const USER = 'type User = { id: number; name: string }'
const FETCHER = `
${USER}

const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())`
const LIST = `<ul aria-label="Users">{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>`

/** A polled list; `options` are the story's. */
export const pollingCode = (options: string) => `
import { useFetch } from 'pagekit'
${FETCHER}

export function Users() {
  const { data } = useFetch('/users?page=0&limit=3', fetcher, ${options})
  return ${LIST}
}
`

export const separateCachesCode = `
import { FetchConfig, useFetch } from 'pagekit'
${FETCHER}

function Reader() {
  const { data, mutate } = useFetch('/users?page=0&limit=3', fetcher)
  return (
    <>
      ${LIST}
      <button onClick={() => mutate()}>Refresh</button>
    </>
  )
}

// Two providers, two caches: two requests, and each subtree refreshes only its own copy.
export function App() {
  return (
    <>
      <FetchConfig value={{ provider: () => new Map() }}><Reader /></FetchConfig>
      <FetchConfig value={{ provider: () => new Map() }}><Reader /></FetchConfig>
    </>
  )
}
`

export const nestedConfigCode = `
import { FetchConfig, useFetchConfig, type Middleware } from 'pagekit'

const outer: Middleware = (useNext) => useNext
const inner: Middleware = (useNext) => useNext
const fnOnly: Middleware = (useNext) => useNext

function ShowConfig() {
  const { dedupingInterval, loadingTimeout, fallback, use } = useFetchConfig()
  return <pre>{JSON.stringify({ dedupingInterval, loadingTimeout, fallback: Object.keys(fallback), use: use?.length })}</pre>
}

export function App() {
  return (
    <FetchConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback: { '/users?page=9&limit=3': [] }, use: [outer] }}>
      <ShowConfig />
      {/* An object value merges field by field; fallback and use are combined (outer first). */}
      <FetchConfig value={{ loadingTimeout: 500, fallback: { '/users?page=0&limit=3': [] }, use: [inner] }}>
        <ShowConfig />
      </FetchConfig>
      {/* A function value gets the parent config; its result is used as is. */}
      <FetchConfig value={(parent) => ({ ...parent, use: [fnOnly] })}>
        <ShowConfig />
      </FetchConfig>
    </FetchConfig>
  )
}
`

/** Revalidation when the browser comes back online; `options` are the story's. */
export const reconnectCode = (options: string) => `
import { useFetch } from 'pagekit'
${FETCHER}

export function Users() {
  // revalidateOnReconnect (on by default): the browser's \`online\` event asks the server again.
  const { data, isValidating } = useFetch('/users?page=0&limit=3', fetcher${options ? `, ${options}` : ''})
  return (
    <>
      <p role="status">{isValidating ? 'Revalidating…' : 'Up to date'}</p>
      ${LIST}
    </>
  )
}
`

/** Revalidation on mount of a cached key; `options` are the second reader's. */
export const revalidationCode = (options: string) => `
import { useState } from 'react'
import { useFetch, type FetchConfiguration } from 'pagekit'
${FETCHER}

function Reader({ title, options }: { title: string; options?: FetchConfiguration<User[]> }) {
  const { data, isValidating } = useFetch('/users?page=0&limit=3', fetcher, options)
  return (
    <section aria-label={title}>
      <p role="status">{isValidating ? 'Revalidating…' : 'No request running'}</p>
      ${LIST}
    </section>
  )
}

export function App() {
  const [second, setSecond] = useState(false)
  // The second reader mounts on a key that is already cached.
  return (
    <>
      <Reader title="First reader" />
      {second
        ? <Reader title="Second reader"${options ? ` options={${options}}` : ''} />
        : <button onClick={() => setSecond(true)}>Mount a second reader</button>}
    </>
  )
}
`

export const suspenseCode = `
import { Component, Suspense, type ReactNode } from 'react'
import { useFetch, useFetchConfig } from 'pagekit'
${USER}

const key = '/users?page=0&limit=3'
async function fetcher(url: string): Promise<User[]> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(\`HTTP \${res.status}\`)
  return res.json()
}

function Users() {
  // With suspense, data is always there when this renders.
  const { data } = useFetch(key, fetcher, { suspense: true })
  return <ul aria-label="Users">{data!.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

class ErrorBoundary extends Component<{ onReset: () => void; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    if (!this.state.error) return this.props.children
    return (
      <>
        <p role="alert">{this.state.error.message}</p>
        <button onClick={() => { this.props.onReset(); this.setState({ error: undefined }) }}>Try again</button>
      </>
    )
  }
}

export function App() {
  const { cache } = useFetchConfig()
  // "Try again" drops the failed key (its error is cached with it) so the reader fetches anew.
  return (
    <ErrorBoundary onReset={() => cache.delete(key)}>
      <Suspense fallback={<p role="status">Loading users (Suspense fallback)…</p>}>
        <Users />
      </Suspense>
    </ErrorBoundary>
  )
}
`

/** A provider cache whose focus source is the app's own event instead of the window's focus. */
export const appFocusCode = `
import { FetchConfig, useFetch } from 'pagekit'
${FETCHER}

// The app's own "focus": say, a native shell telling that the app came to the foreground.
const foregroundListeners = new Set<() => void>()
const cameToForeground = () => foregroundListeners.forEach((listener) => listener())

function Users() {
  const { data } = useFetch('/users?page=0&limit=3', fetcher)
  return ${LIST}
}

export function App() {
  return (
    <FetchConfig
      value={{
        provider: () => new Map(),
        // This cache's focus source, instead of the window's focus event; returns its clean-up.
        initFocus: (revalidate) => {
          foregroundListeners.add(revalidate)
          return () => { foregroundListeners.delete(revalidate) }
        },
      }}
    >
      <Users />
      <button onClick={cameToForeground}>App came to the foreground</button>
    </FetchConfig>
  )
}
`
