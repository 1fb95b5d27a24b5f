import { useState, type FormEvent } from 'react'
import { useFetch } from '../../../src'
import { FetchError, fetchJson, usersUrl, type User } from '../../../mocks'
import { createUser } from './postUsers'
import { button, Card, MUTED, Problem, Status } from './ui'

let draftId = 0

/**
 * "Add user" with an optimistic update: the new user shows at once (marked "saving…"), the
 * server's answer replaces it, and a failure rolls the list back.
 */
export function OptimisticUsers() {
  const { data, isLoading, mutate } = useFetch(usersUrl({ page: 0, limit: 5 }), fetchJson<User[]>)
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
      await mutate(async (current) => [...(current ?? []), await createUser(draft.name)], {
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
        <ul aria-label="Users" style={{ margin: '4px 0', paddingLeft: 20 }}>
          {data.map((u) => (
            <li key={u.id}>{u.name}{u.id < 0 && <span style={{ color: MUTED }}> (saving…)</span>}</li>
          ))}
        </ul>
      )}
      {problem && <Problem>{problem}</Problem>}
      <form onSubmit={add} style={{ marginTop: 8 }}>
        <label htmlFor="new-user-name" style={{ marginRight: 8 }}>Name</label>
        <input id="new-user-name" value={name} onChange={(e) => setName(e.target.value)} style={{ marginRight: 8 }} />
        <button type="submit" style={button} disabled={!data}>Add user</button>
      </form>
    </Card>
  )
}
