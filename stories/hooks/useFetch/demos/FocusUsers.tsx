import { useFetch } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, UserList, useMockApi } from '../../../support'

/** Revalidates when the window regains focus (revalidateOnFocus, on by default). */
export function FocusUsers() {
  const api = useMockApi()
  const { data, isLoading, isValidating } = useFetch(usersUrl({ page: 0, limit: 5 }), api.fetchJson<User[]>)
  return (
    <Card title="Users">
      <Status>{isLoading ? 'Loading users…' : isValidating ? 'Revalidating…' : 'Up to date'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Button onClick={() => window.dispatchEvent(new Event('focus'))}>Simulate focus</Button>
        <Button $variant="secondary" onClick={() => api.users.bump()}>Change data on the server</Button>
      </Controls>
    </Card>
  )
}
