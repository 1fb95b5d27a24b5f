import { Component, Suspense, type ReactNode } from 'react'
import { useFetch, useFetchConfig } from '../../../../src'
import { type User, usersUrl } from '../../../../mocks'
import { Button, Card, Problem, Status, useMockApi, UserList } from '../../../support'

export const SUSPENSE_KEY = usersUrl({ page: 0, limit: 3 })

/** With `suspense: true`, `data` is always defined here: the component suspends until it is. */
function SuspendingUsers() {
  const api = useMockApi()
  const { data } = useFetch(SUSPENSE_KEY, api.fetchJson<User[]>, { suspense: true })
  return <UserList users={data!} />
}

interface BoundaryProps {
  /** Called by "Try again" before the boundary renders its children again. */
  onReset: () => void
  children: ReactNode
}

/** A minimal error boundary: the error as an alert, and "Try again". */
class ErrorBoundary extends Component<BoundaryProps, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <>
        <Problem error={this.state.error} />
        <Button onClick={() => { this.props.onReset(); this.setState({ error: undefined }) }}>
          Try again
        </Button>
      </>
    )
  }
}

/**
 * `<Suspense fallback>` around a suspending reader, inside an error boundary. "Try again" drops
 * the failed key from the cache (the error is cached with it) so the reader fetches anew.
 */
export function SuspenseUsers() {
  const { cache } = useFetchConfig()
  return (
    <Card title="Users (suspense)">
      <ErrorBoundary onReset={() => cache.delete(SUSPENSE_KEY)}>
        <Suspense fallback={<Status>Loading users (Suspense fallback)…</Status>}>
          <SuspendingUsers />
        </Suspense>
      </ErrorBoundary>
    </Card>
  )
}
