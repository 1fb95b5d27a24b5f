import { useState } from 'react'
import { useFetch } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, UserList, useMockApi } from '../../../support'

const LIMIT = 5

/** Page-index key with keepPreviousData: the old page stays on screen while the next one loads. */
export function PagedUsers() {
  const api = useMockApi()
  const [page, setPage] = useState(0)
  const { data, isLoading } = useFetch(usersUrl({ page, limit: LIMIT }), api.fetchJson<User[]>, { keepPreviousData: true })
  return (
    <Card title={`Users, page ${page + 1}`}>
      <Status>{isLoading ? `Loading page ${page + 1}…` : `Showing page ${page + 1}`}</Status>
      {data && <UserList users={data} busy={isLoading} />}
      <Controls>
        <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>Previous page</Button>
        <Button disabled={!data || data.length < LIMIT} onClick={() => setPage((p) => p + 1)}>Next page</Button>
      </Controls>
    </Card>
  )
}
