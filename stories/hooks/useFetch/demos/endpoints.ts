// A `POST */users` msw handler for the optimistic-update stories. The mocks' GET source does not
// see POSTs, so this handler keeps its own request log (same shape, so <RequestLog> shows it).
import { delay, http, HttpResponse } from 'msw'
import { createRequestLog, FetchError, resolveUrl, type User } from '../../../mocks'

export interface PostUsersOptions {
  /** ms before answering (default 600, long enough to see the optimistic item). */
  latency?: number
  /** Answer this status instead of 201 (e.g. 500 to show a rollback). */
  failWith?: number
}

export function createPostUsers({ latency = 600, failWith }: PostUsersOptions = {}) {
  const log = createRequestLog()
  let nextId = 1001
  const handler = http.post('*/users', async ({ request }) => {
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
  return {
    handler,
    log,
    reset() {
      log.reset()
      nextId = 1001
    },
  }
}

/** The app's API call: POST the new user, resolve with the saved record (or throw FetchError). */
export async function createUser(name: string): Promise<User> {
  const res = await fetch(resolveUrl('/users'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  if (!res.ok) throw new FetchError(res.status, await res.json().catch(() => null))
  return (await res.json()) as User
}
