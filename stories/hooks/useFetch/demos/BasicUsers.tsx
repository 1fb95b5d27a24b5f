import { useFetch } from '../../../src'
import { fetchJson, usersUrl, type User } from '../../../mocks'
import { Card, Problem, Status, UserList } from './ui'

/** The smallest useFetch: a key (the URL), a fetcher, and the three states to render. */
export function BasicUsers() {
  const { data, error, isLoading } = useFetch(usersUrl({ page: 0, limit: 5 }), fetchJson<User[]>)
  return (
    <Card title="Users">
      {error ? <Problem error={error} />
        : isLoading || !data ? <Status>Loading users…</Status>
        : <UserList users={data} />}
    </Card>
  )
}
