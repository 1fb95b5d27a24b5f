import { useState } from 'react'
import { useFetch } from '../../../src'
import { fetchJson, usersUrl, type User } from '../../../mocks'
import { button, Card, Status, UserList } from './ui'

const LIMIT = 5

/** Page-index key with keepPreviousData: the old page stays on screen while the next one loads. */
export function PagedUsers() {
  const [page, setPage] = useState(0)
  const { data, isLoading } = useFetch(usersUrl({ page, limit: LIMIT }), fetchJson<User[]>, { keepPreviousData: true })
  return (
    <Card title={`Users, page ${page + 1}`}>
      <Status>{isLoading ? `Loading page ${page + 1}…` : `Showing page ${page + 1}`}</Status>
      {data && <UserList users={data} busy={isLoading} />}
      <button type="button" style={button} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>Previous page</button>
      <button type="button" style={button} disabled={!data || data.length < LIMIT} onClick={() => setPage((p) => p + 1)}>Next page</button>
    </Card>
  )
}
