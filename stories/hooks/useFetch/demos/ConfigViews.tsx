import { useFetch, useFetchConfig, FetchConfig, type Middleware } from '../../../../src'
import { type User, usersUrl } from '../../../../mocks'
import { Button, Card, Controls, Status, useMockApi, UserList } from '../../../support'

/** A pass-through middleware with a label, so the config view can name it. */
export const labelled = (label: string): Middleware => Object.assign(((useNext) => useNext) as Middleware, { label })
const labelOf = (m: Middleware) => (m as Middleware & { label?: string }).label ?? 'unnamed'

/** What `useFetchConfig()` returns here: the merged options this subtree's hooks get. */
export function ConfigView({ title }: { title: string }) {
  const config = useFetchConfig()
  const rows: [string, string][] = [
    ['dedupingInterval', String(config.dedupingInterval)],
    ['loadingTimeout', String(config.loadingTimeout)],
    ['revalidateOnFocus', String(config.revalidateOnFocus)],
    ['fallback keys', Object.keys(config.fallback).join(', ') || 'none'],
    ['use', (config.use ?? []).map(labelOf).join(', ') || 'none'],
    ['cache', config.cache === FetchConfig.defaultValue.cache ? 'the default cache' : 'a provider cache'],
  ]
  return (
    <Card title={title}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '2px 12px', margin: 0, overflowWrap: 'anywhere' }}>
        {rows.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{name}</dt>
            <dd style={{ margin: 0 }} data-option={name}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

export const SHARED_KEY = usersUrl({ page: 0, limit: 3 })

/** Reads SHARED_KEY from whatever cache is in scope; "Refresh" revalidates it there. */
export function CacheReader({ title }: { title: string }) {
  const api = useMockApi()
  const { data, mutate } = useFetch(SHARED_KEY, api.fetchJson<User[]>)
  return (
    <Card title={title}>
      {data ? <UserList users={data} label={`${title} users`} /> : <Status>Loading users…</Status>}
      <Controls><Button onClick={() => void mutate()}>Refresh {title}</Button></Controls>
    </Card>
  )
}
