import { useState } from 'react'
import { useFetch } from '../../../../src'
import { type User, usersUrl } from '../../../../mocks'
import { Card, Checkbox, Controls, Status, useMockApi, UserList } from '../../../support'

/** Conditional fetching: a `null` key means "not now"; no request until the box is ticked. */
export function ConditionalUsers() {
  const api = useMockApi()
  const [enabled, setEnabled] = useState(false)
  const { data, isLoading } = useFetch(enabled ? usersUrl({ page: 0, limit: 3 }) : null, api.fetchJson<User[]>)
  return (
    <Card title="Team">
      <Controls><Checkbox label="Show the team" checked={enabled} onChange={setEnabled} /></Controls>
      <Status>{!enabled ? 'Not requested: the key is null' : isLoading ? 'Loading users…' : 'Loaded'}</Status>
      {data && <UserList users={data} />}
    </Card>
  )
}

/**
 * Dependent fetching: the second key is a function that reads the first hook's data. It throws
 * while that data is missing (`profile[0]` of undefined), which means "not ready": no request.
 */
export function DependentUsers() {
  const api = useMockApi()
  const { data: profile } = useFetch(usersUrl({ page: 0, limit: 1 }), api.fetchJson<User[]>)
  const { data: namesakes } = useFetch(
    () => usersUrl({ page: 0, limit: 4, q: profile![0].name.split(' ')[1] }),
    api.fetchJson<User[]>,
  )
  const me = profile?.[0]
  return (
    <div>
      <Card title="Profile">
        {me ? <p style={{ margin: 0 }}>Signed in as {me.name}</p> : <Status>Loading the profile…</Status>}
      </Card>
      <Card title="Namesakes">
        {namesakes ? <UserList users={namesakes} label="Namesakes" />
          : <Status>{me ? 'Loading namesakes…' : 'Waiting for the profile…'}</Status>}
      </Card>
    </div>
  )
}
