import { useState } from 'react'
import { useFetch } from '../../../src'
import { fetchJson, usersUrl, type User } from '../../../mocks'
import { button, Card, Status, UserList } from './ui'

const key = usersUrl({ page: 0, limit: 5 })

/** Reads the key to show a count. */
function UserCount() {
  const { data } = useFetch(key, fetchJson<User[]>)
  return <Card title="Header">{data ? <p style={{ margin: 0 }}>{data.length} users</p> : <Status>Counting users…</Status>}</Card>
}

/** Reads the same key to show the names. */
function UserNames({ title = 'Directory' }: { title?: string }) {
  const { data } = useFetch(key, fetchJson<User[]>)
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
      {third ? <UserNames title="Sidebar" />
        : <button type="button" style={button} onClick={() => setThird(true)}>Mount a third reader</button>}
    </div>
  )
}
