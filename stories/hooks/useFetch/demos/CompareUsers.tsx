import { useRef } from 'react'
import { useFetch } from '../../../../src'
import { usersUrl, type User } from '../../../../mocks'
import { Button, Card, Controls, Status, UserList } from '../../../support'

const key = usersUrl({ page: 0, limit: 3 })

/** A response stamped with its number: the stamp changes on every request, the users may not. */
export interface StampedUsers {
  users: User[]
  response: number
}

/**
 * A fetcher that stamps every response with its number, counted per demo (both cards share
 * one counter). `count()` is how many responses it has received so far.
 */
export function createStampedFetcher(fetchUsers: (url: string) => Promise<User[]>) {
  let responses = 0
  return {
    fetcher: async (url: string): Promise<StampedUsers> => ({ users: await fetchUsers(url), response: ++responses }),
    count: () => responses,
  }
}

/** Equal when the users are equal: the `response` stamp is ignored. */
export const ignoreStamp = (a: StampedUsers | undefined, b: StampedUsers | undefined) =>
  JSON.stringify(a?.users) === JSON.stringify(b?.users)

/**
 * Reads only `data` (so only a data change re-renders it) and counts its renders. "Refresh"
 * calls the bound `mutate()`.
 */
export function CompareUsers({ title, fetcher, compare }: {
  title: string
  fetcher: (url: string) => Promise<StampedUsers>
  compare?: typeof ignoreStamp
}) {
  const renders = useRef(0)
  renders.current += 1
  const { data, mutate } = useFetch(key, fetcher, compare ? { compare } : undefined)
  return (
    <Card title={title}>
      {data ? <p style={{ margin: 0 }}>Showing response #{data.response}</p> : <Status>Loading users…</Status>}
      <p style={{ margin: '4px 0' }}>Renders: {renders.current}</p>
      {data && <UserList users={data.users} label={`${title} users`} />}
      <Controls><Button onClick={() => void mutate()}>Refresh {title}</Button></Controls>
    </Card>
  )
}
