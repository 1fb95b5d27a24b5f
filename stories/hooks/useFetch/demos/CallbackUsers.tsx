import { useId, useState } from 'react'
import { useFetch } from '../../../../src'
import { FetchError, type User, usersUrl } from '../../../../mocks'
import { Button, Card, Controls, Note, Problem, Status, useMockApi, UserList } from '../../../support'

const key = usersUrl({ page: 0, limit: 3 })

/**
 * `loadingTimeout` + `onLoadingSlow`: when the first request has not answered after
 * `loadingTimeout` ms, the callback fires and the demo shows a notice; `onSuccess` clears it.
 */
export function SlowUsers({ loadingTimeout }: { loadingTimeout: number }) {
  const api = useMockApi()
  const [slow, setSlow] = useState(false)
  const { data, isLoading } = useFetch(key, api.fetchJson<User[]>, {
    loadingTimeout,
    onLoadingSlow: () => setSlow(true),
    onSuccess: () => setSlow(false),
  })
  return (
    <Card title="Users on a slow connection">
      {isLoading && <Status>Loading users…</Status>}
      {slow && (
        <p role="status" style={{ margin: '4px 0', fontWeight: 600 }}>
          This is taking longer than usual: slow connection.
        </p>
      )}
      {data && <UserList users={data} />}
    </Card>
  )
}

/** `onSuccess` / `onError` append to an event list on screen; "Retry" revalidates. */
export function CallbackUsers() {
  const api = useMockApi()
  const eventsId = useId()
  const [events, setEvents] = useState<string[]>([])
  const add = (event: string) => setEvents((list) => [...list, event])
  const { data, error, mutate } = useFetch(key, api.fetchJson<User[]>, {
    shouldRetryOnError: false,
    onSuccess: (users, k) => add(`onSuccess: ${users.length} users for ${k}`),
    onError: (err, k) => add(`onError: ${err instanceof FetchError ? `HTTP ${err.status}` : String(err)} for ${k}`),
  })
  return (
    <Card title="Users with callbacks">
      {error && <Problem error={error} />}
      {data && <UserList users={data} />}
      <Controls><Button onClick={() => void mutate()}>Retry</Button></Controls>
      <p id={eventsId} style={{ fontSize: 14, fontWeight: 600, margin: 0 }}>Callback events</p>
      {events.length ? (
        <ol aria-labelledby={eventsId} style={{ margin: 0, paddingLeft: 20 }}>
          {events.map((e, i) => <li key={i}>{e}</li>)}
        </ol>
      ) : <Note>None yet</Note>}
    </Card>
  )
}

/**
 * `onDiscarded`: "Refresh" starts a slow request; "Rename the first user here" changes the list
 * with `mutate(data, { revalidate: false })` while that request runs. The request's answer
 * predates the change, so the hook drops it and calls `onDiscarded(key)`.
 */
export function DiscardedUsers() {
  const api = useMockApi()
  const [events, setEvents] = useState<string[]>([])
  const { data, isValidating, mutate } = useFetch(key, api.fetchJson<User[]>, {
    onDiscarded: (k) => setEvents((list) => [...list, `onDiscarded: an answer for ${k}`]),
  })
  const rename = () => {
    if (data) void mutate([{ ...data[0], name: 'Ada King' }, ...data.slice(1)], { revalidate: false })
  }
  return (
    <Card title="Users with onDiscarded">
      <Status>{isValidating ? 'Refreshing…' : 'Idle'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Button onClick={() => void mutate()}>Refresh</Button>
        <Button $variant="secondary" onClick={rename}>Rename the first user here</Button>
      </Controls>
      <ol aria-label="Discarded answers" style={{ margin: 0, paddingLeft: 20 }}>
        {events.map((e, i) => <li key={i}>{e}</li>)}
      </ol>
    </Card>
  )
}
