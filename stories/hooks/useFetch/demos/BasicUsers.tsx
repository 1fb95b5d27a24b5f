import { useFetch } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Card, Problem, Status, UserList, useMockApi } from '../../../support'

/** The smallest useFetch: a key (the URL), a fetcher, and the three states to render. */
export function BasicUsers() {
  const api = useMockApi()
  const { data, error, isLoading } = useFetch(usersUrl({ page: 0, limit: 5 }), api.fetchJson<User[]>)
  return (
    <Card title="Users">
      {error ? <Problem error={error} />
        : isLoading || !data ? <Status>Loading users…</Status>
        : <UserList users={data} />}
    </Card>
  )
}
