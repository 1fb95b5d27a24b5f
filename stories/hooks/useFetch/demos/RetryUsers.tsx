import { useFetch, type FetchConfiguration } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Problem, Status, UserList, useMockApi } from '../../../support'

export interface RetryUsersProps {
  /** useFetch options, e.g. `{ shouldRetryOnError: false }` or `{ errorRetryInterval: 200 }`. */
  options?: Omit<FetchConfiguration<User[]>, 'fetcher'>
}

/** On error: the message plus a Retry button; `mutate()` with no arguments revalidates the key. */
export function RetryUsers({ options }: RetryUsersProps) {
  const api = useMockApi()
  const { data, error, isLoading, isValidating, mutate } = useFetch(usersUrl({ page: 0, limit: 5 }), api.fetchJson<User[]>, options ?? {})
  if (data) return <Card title="Users"><UserList users={data} /></Card>
  return (
    <Card title="Users">
      {error ? (
        <>
          <Problem error={error} />
          {isValidating && <Status>Retrying…</Status>}
          <div><Button disabled={isValidating} onClick={() => void mutate()}>Retry</Button></div>
        </>
      ) : isLoading && <Status>Loading users…</Status>}
    </Card>
  )
}
