import { useId, useState, type FormEvent } from 'react'
import { useFetch } from '../../../../src'
import { FetchError, usersUrl, type User } from '../../../../mocks'
import { Button, Card, Input, Problem, Status, useMockApi } from '../../../support'
import { createUser } from './endpoints'

let draftId = 0

/**
 * "Add user" with an optimistic update: the new user shows at once (marked "saving…"), the
 * server's answer replaces it, and a failure rolls the list back.
 */
export function OptimisticUsers() {
  const api = useMockApi()
  const { data, isLoading, mutate } = useFetch(usersUrl({ page: 0, limit: 5 }), api.fetchJson<User[]>)
  const inputId = useId()
  const [name, setName] = useState('')
  const [problem, setProblem] = useState<string>()

  async function add(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return
    // A negative id marks a draft the server has not confirmed yet.
    const draft: User = { id: -++draftId, name: name.trim(), email: '', role: 'viewer', version: 1 }
    setName('')
    setProblem(undefined)
    try {
      // The callback gets the list as it was before the draft; its result goes into the cache.
      await mutate(async (current) => [...(current ?? []), await createUser(api, draft.name)], {
        optimisticData: (current) => [...(current ?? []), draft],
        rollbackOnError: true,
        // The mock GET source does not store new users: a revalidation would drop them again.
        revalidate: false,
      })
    } catch (err) {
      const why = err instanceof FetchError ? `the server answered ${err.status}` : String(err)
      setProblem(`Could not add ${draft.name}: ${why}. The list was rolled back.`)
    }
  }

  return (
    <Card title="Users">
      {isLoading && <Status>Loading users…</Status>}
      {data && (
        <ul aria-label="Users" style={{ margin: 0, paddingLeft: 20 }}>
          {data.map((u) => <li key={u.id}>{u.name}{u.id < 0 && <i> (saving…)</i>}</li>)}
        </ul>
      )}
      {problem && <Problem>{problem}</Problem>}
      <form onSubmit={add} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <label htmlFor={inputId}>Name</label>
        <Input id={inputId} value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={!data}>Add user</Button>
      </form>
    </Card>
  )
}
