import { useState } from 'react'
import { preload, useFetch, useFetchConfig, type Arguments } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, useMockApi, UserList } from '../../../support'
import { updateUser } from './endpoints'

function Reader<K extends string | readonly [string, number]>({ title, k, fetcher }: {
  title: string
  k: K
  fetcher: (key: K) => Promise<User[]>
}) {
  const { data } = useFetch(k, fetcher)
  return <Card title={title}>{data ? <UserList users={data} label={title} /> : <Status>Loading users…</Status>}</Card>
}

/**
 * Three readers: two with URL keys (`/users?page=0…`, `/users?page=1…`) and one with the array key
 * `['team', 2]`, whose fetcher also calls `/users`. The button calls the cache's `mutate` with a
 * filter over the original keys: `(key) => typeof key === 'string' && key.startsWith('/users')`.
 */
export function FilterMutateDemo() {
  const api = useMockApi()
  const fetchUsers = api.fetchJson<User[]>
  const teamFetcher = ([, page]: readonly [string, number]) => fetchUsers(usersUrl({ page, limit: 3 }))
  const { mutate } = useFetchConfig()
  const [result, setResult] = useState('')
  const revalidateUsers = async () => {
    // `key: Arguments` is spelled out: without it pagekit's ScopedMutator overloads leave `key` untyped
    // (SWR's types infer it; see the stories' report).
    const matched = await mutate((key: Arguments) => typeof key === 'string' && key.startsWith('/users'))
    setResult(`Revalidated ${matched.length} keys`)
  }
  return (
    <div>
      <Reader title="Page 1 (key /users?page=0&limit=3)" k={usersUrl({ page: 0, limit: 3 })} fetcher={fetchUsers} />
      <Reader title="Page 2 (key /users?page=1&limit=3)" k={usersUrl({ page: 1, limit: 3 })} fetcher={fetchUsers} />
      <Reader title="Team (key ['team', 2])" k={['team', 2] as const} fetcher={teamFetcher} />
      <Controls>
        <Button onClick={() => void revalidateUsers()}>Revalidate keys starting with /users</Button>
      </Controls>
      <Status>{result}</Status>
    </div>
  )
}

/**
 * "Rename" PATCHes one user; the server answers with that user only. `populateCache` merges it
 * into the cached list, so no revalidation (`revalidate: false`) is needed to show it.
 */
export function PopulateCacheDemo() {
  const api = useMockApi()
  const { data, mutate } = useFetch(usersUrl({ page: 0, limit: 3 }), api.fetchJson<User[]>)
  const [step, setStep] = useState<'idle' | 'saving' | 'saved'>('idle')
  const rename = async () => {
    setStep('saving')
    // The mutation resolves with one user, the cache holds the list: the bound mutate's type (as SWR's)
    // takes the list type only, hence the casts.
    await mutate(updateUser(api, 1, { name: 'Ada King' }) as unknown as Promise<User[]>, {
      populateCache: (updated, current) => {
        const user = updated as unknown as User
        return (current ?? []).map((u) => (u.id === user.id ? user : u))
      },
      revalidate: false,
    })
    setStep('saved')
  }
  return (
    <Card title="Users">
      <Status>{!data ? 'Loading users…' : step === 'saving' ? 'Saving…' : step === 'saved' ? 'Saved: the list shows the server\'s answer' : 'Loaded'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Button disabled={!data || step === 'saving'} onClick={() => void rename()}>Rename user 1 to Ada King</Button>
      </Controls>
    </Card>
  )
}

/** The key a PreloadDemo for team `page` preloads and reads. */
export const preloadKey = (page: number) => usersUrl({ page, limit: 3 })

function TeamDetails({ page }: { page: number }) {
  const api = useMockApi()
  const { data } = useFetch(preloadKey(page), api.fetchJson<User[]>)
  return (
    <Card title="Team details">
      {data ? <UserList users={data} label="Team members" /> : <Status>Loading team…</Status>}
    </Card>
  )
}

/**
 * `preload(key, fetcher)` when the pointer enters (or focus reaches) the button: the request is
 * under way before the details component exists. Mounting it picks that request up.
 */
export function PreloadDemo({ page }: { page: number }) {
  const api = useMockApi()
  const [open, setOpen] = useState(false)
  const start = () => void preload(preloadKey(page), api.fetchJson<User[]>)
  if (open) return <TeamDetails page={page} />
  return (
    <Card title="Team">
      <Controls>
        <Button onMouseEnter={start} onFocus={start} onClick={() => setOpen(true)}>
          Show team details
        </Button>
      </Controls>
    </Card>
  )
}
