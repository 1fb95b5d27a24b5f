import { useFetch, type FetchConfiguration } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, useMockApi, UserList } from '../../../support'

export const FALLBACK_KEY = usersUrl({ page: 0, limit: 3 })

/**
 * Shows whatever the hook returns for FALLBACK_KEY: the fallback until the server answers, and
 * says which one it is. "Refresh" calls the bound `mutate()`.
 */
export function FallbackUsers({ title, options }: { title: string; options?: FetchConfiguration<User[]> }) {
  const api = useMockApi()
  const { data, isLoading, isValidating, mutate } = useFetch(FALLBACK_KEY, api.fetchJson<User[]>, options)
  const status = isLoading ? 'Showing fallback data while the first request runs…'
    : isValidating ? 'Refreshing…'
    : 'Idle'
  return (
    <Card title={title}>
      <Status>{status}</Status>
      {data ? <UserList users={data} /> : <p style={{ margin: 0 }}>No data</p>}
      <Controls><Button onClick={() => void mutate()}>Refresh</Button></Controls>
    </Card>
  )
}
