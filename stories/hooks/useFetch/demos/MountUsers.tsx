import { useState } from 'react'
import { useFetch, type FetchConfiguration } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, useMockApi, UserList } from '../../../support'

const key = usersUrl({ page: 0, limit: 3 })

/** Reads the key and says whether a request for it is running. */
function Reader({ title, options }: { title: string; options?: FetchConfiguration<User[]> | undefined }) {
  const api = useMockApi()
  const { data, isValidating } = useFetch(key, api.fetchJson<User[]>, options)
  return (
    <Card title={title}>
      <Status>{!data ? 'Loading users…' : isValidating ? 'Showing cached users, revalidating…' : 'No request running'}</Status>
      {data && <UserList users={data} label={`${title} users`} />}
    </Card>
  )
}

export interface MountUsersProps {
  /** Options of the second reader, e.g. `{ revalidateIfStale: false }`. */
  secondOptions?: FetchConfiguration<User[]> | undefined
  /** How the story names those options in the second card's title. */
  secondLabel: string
}

/**
 * A first reader loads the key; "Mount a second reader" mounts another component on the same,
 * now cached, key with `secondOptions`. What it does on mount is what the story is about.
 */
export function MountUsers({ secondOptions, secondLabel }: MountUsersProps) {
  const [second, setSecond] = useState(false)
  return (
    <div>
      <Reader title="First reader" />
      {second ? <Reader title={`Second reader (${secondLabel})`} options={secondOptions} />
        : <Controls><Button onClick={() => setSecond(true)}>Mount a second reader</Button></Controls>}
    </div>
  )
}

/** Revalidates when the browser comes back online (revalidateOnReconnect, on by default). */
export function ReconnectUsers({ options }: { options?: FetchConfiguration<User[]> }) {
  const api = useMockApi()
  const { data, isValidating } = useFetch(key, api.fetchJson<User[]>, options)
  const [online, setOnline] = useState(true)
  const go = (next: boolean) => {
    setOnline(next)
    window.dispatchEvent(new Event(next ? 'online' : 'offline'))
  }
  return (
    <Card title="Users">
      <Status>{!data ? 'Loading users…' : isValidating ? 'Revalidating…' : online ? 'Online, up to date' : 'Offline'}</Status>
      {data && <UserList users={data} />}
      <Controls>
        <Button disabled={!online} onClick={() => go(false)}>Simulate going offline</Button>
        <Button disabled={online} onClick={() => go(true)}>Simulate coming back online</Button>
      </Controls>
    </Card>
  )
}
