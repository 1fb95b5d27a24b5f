import { useState } from 'react'
import { useFetch } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Status, UserList, useMockApi } from '../../../support'

const key = usersUrl({ page: 0, limit: 5 })

/** Reads the key to show a count. */
function UserCount() {
  const api = useMockApi()
  const { data } = useFetch(key, api.fetchJson<User[]>)
  return <Card title="Header">{data ? <p style={{ margin: 0 }}>{data.length} users</p> : <Status>Counting users…</Status>}</Card>
}

/** Reads the same key to show the names. */
function UserNames({ title = 'Directory' }: { title?: string }) {
  const api = useMockApi()
  const { data } = useFetch(key, api.fetchJson<User[]>)
  return <Card title={title}>{data ? <UserList users={data} label={`${title} users`} /> : <Status>Loading users…</Status>}</Card>
}

/**
 * Two components, one key: both mount together and share one request. A reader mounted later,
 * within `dedupingInterval` of that request, reuses it as well.
 */
export function SharedUsers() {
  const [third, setThird] = useState(false)
  return (
    <div>
      <UserCount />
      <UserNames />
      {third ? <UserNames title="Sidebar" /> : <Button onClick={() => setThird(true)}>Mount a third reader</Button>}
    </div>
  )
}
