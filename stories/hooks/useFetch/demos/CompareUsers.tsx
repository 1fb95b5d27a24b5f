import { useRef } from 'react'
import { useFetch } from '../../../../src'
import { fetchJson, usersUrl, type User } from '../../../../mocks'
import { button, Card, Controls, Status, UserList } from './support'

const key = usersUrl({ page: 0, limit: 3 })

/** A response stamped with its number: the stamp changes on every request, the users may not. */
export interface StampedUsers {
  users: User[]
  response: number
}

let responses = 0
export const resetResponses = () => {
  responses = 0
}
/** How many responses the fetcher has received so far (all cards together). */
export const responseCount = () => responses
const fetchStamped = async (url: string): Promise<StampedUsers> => ({ users: await fetchJson<User[]>(url), response: ++responses })

/** Equal when the users are equal: the `response` stamp is ignored. */
export const ignoreStamp = (a: StampedUsers | undefined, b: StampedUsers | undefined) =>
  JSON.stringify(a?.users) === JSON.stringify(b?.users)

/**
 * Reads only `data` (so only a data change re-renders it) and counts its renders. "Refresh"
 * calls the bound `mutate()`.
 */
export function CompareUsers({ title, compare }: { title: string; compare?: typeof ignoreStamp }) {
  const renders = useRef(0)
  renders.current += 1
  const { data, mutate } = useFetch(key, fetchStamped, compare ? { compare } : undefined)
  return (
    <Card title={title}>
      {data ? <p style={{ margin: 0 }}>Showing response #{data.response}</p> : <Status>Loading users…</Status>}
      <p style={{ margin: '4px 0' }}>Renders: {renders.current}</p>
      {data && <UserList users={data.users} label={`${title} users`} />}
      <Controls><button type="button" style={button} onClick={() => void mutate()}>Refresh {title}</button></Controls>
    </Card>
  )
}
