// A `PATCH */users/:id` msw handler for the populateCache story. The mocks' GET source does not
// see it, so it keeps its own request log (same shape, so <RequestLog> shows it).
import { delay, http, HttpResponse } from 'msw'
import { createRequestLog, FetchError, makeUser, resolveUrl, type User } from '../../../../mocks'

export function createPatchUsers({ latency = 200 } = {}) {
  const log = createRequestLog()
  const handler = http.patch('*/users/:id', async ({ request, params }) => {
    const id = Number(params.id)
    const patch = (await request.json()) as Partial<User>
    // The log's fields are made for GET /users; only url and status matter in the table.
    const finish = log.start({ url: `PATCH /users/${id} ${JSON.stringify(patch)}`, mode: 'index', limit: 1 })
    await delay(latency)
    finish({ status: 200, ok: true })
    return HttpResponse.json({ ...makeUser(id - 1), ...patch, id } satisfies User)
  })
  return { handler, log, reset: () => log.reset() }
}

/** The app's API call: PATCH one user, resolve with the saved record (or throw FetchError). */
export async function updateUser(id: number, patch: Partial<User>): Promise<User> {
  const res = await fetch(resolveUrl(`/users/${id}`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!res.ok) throw new FetchError(res.status, await res.json().catch(() => null))
  return (await res.json()) as User
}
