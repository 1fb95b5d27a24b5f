// `POST /users` and `PATCH /users/:id` for the mutation stories, as mock endpoints under the
// story's base path (see MockApiOptions.endpoints). The `GET /users` source does not store what
// they write, so each keeps its own request log; the demos' API calls go through the story's URL.
import { delay, http, HttpResponse } from 'msw'
import { createRequestLog, FetchError, makeUser, type User } from '../../../../mocks'
import type { MockApi, MockEndpointFactory } from '../../../support'

export interface WriteEndpointOptions {
  /** ms before answering (default 600, long enough to see an optimistic item). */
  latency?: number
  /** Answer this status instead of success (e.g. 500 to show a rollback). */
  failWith?: number
}

/** `POST /users` with `{ name }`: answers 201 and the new user with an id from 1001 on. */
export const postUsers = ({ latency = 600, failWith }: WriteEndpointOptions = {}): MockEndpointFactory => (base) => {
  const log = createRequestLog()
  let nextId = 1001
  const handler = http.post(`*${base}/users`, async ({ request }) => {
    const { name } = (await request.json()) as { name: string }
    // The log's fields are made for GET /users; only url and status matter in the table.
    const finish = log.start({ url: `POST /users ${JSON.stringify({ name })}`, mode: 'index', limit: 1 })
    await delay(latency)
    if (failWith) {
      finish({ status: failWith, ok: false, fault: 'status' })
      return HttpResponse.json({ message: 'Could not save the user' }, { status: failWith })
    }
    finish({ status: 201, ok: true })
    const user: User = { id: nextId++, name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, role: 'viewer', version: 1 }
    return HttpResponse.json(user, { status: 201 })
  })
  return { caption: 'POST /users (mock endpoint)', handlers: [handler], log }
}

/** `PATCH /users/:id`: answers 200 and the updated user only. */
export const patchUsers = ({ latency = 200 }: WriteEndpointOptions = {}): MockEndpointFactory => (base) => {
  const log = createRequestLog()
  const handler = http.patch(`*${base}/users/:id`, async ({ request, params }) => {
    const id = Number(params.id)
    const patch = (await request.json()) as Partial<User>
    const finish = log.start({ url: `PATCH /users/${id} ${JSON.stringify(patch)}`, mode: 'index', limit: 1 })
    await delay(latency)
    finish({ status: 200, ok: true })
    return HttpResponse.json({ ...makeUser(id - 1), ...patch, id } satisfies User)
  })
  return { caption: 'PATCH /users/:id (mock endpoint)', handlers: [handler], log }
}

/** The app's API call: POST the new user, resolve with the saved record (or throw FetchError). */
export async function createUser(api: MockApi, name: string): Promise<User> {
  const res = await fetch(api.url('/users'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  if (!res.ok) throw new FetchError(res.status, await res.json().catch(() => null))
  return (await res.json()) as User
}

/** The app's API call: PATCH one user, resolve with the saved record (or throw FetchError). */
export async function updateUser(api: MockApi, id: number, patch: Partial<User>): Promise<User> {
  const res = await fetch(api.url(`/users/${id}`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!res.ok) throw new FetchError(res.status, await res.json().catch(() => null))
  return (await res.json()) as User
}
