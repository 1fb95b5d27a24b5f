import { useFetch } from '../../../src'
import { fetchJson, usersUrl, type User } from '../../../mocks'
import { button, Card, Status, UserList } from './ui'

/** Revalidates when the window regains focus (revalidateOnFocus, on by default). */
export function FocusUsers() {
  const { data, isLoading, isValidating } = useFetch(usersUrl({ page: 0, limit: 5 }), fetchJson<User[]>)
  return (
    <Card title="Users">
      <Status>{isLoading ? 'Loading users…' : isValidating ? 'Revalidating…' : 'Up to date'}</Status>
      {data && <UserList users={data} />}
      <button type="button" style={button} onClick={() => window.dispatchEvent(new Event('focus'))}>
        Simulate focus
      </button>
    </Card>
  )
}
