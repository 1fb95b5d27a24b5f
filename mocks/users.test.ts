import { server, useSource } from '../src/test/server'
import { http, HttpResponse } from 'msw'
import {
  createUsersSource, cursorKey, cursorPreviousKey, decodeCursor, encodeCursor, fetchJson, FetchError, indexKey,
  makeUser, offsetKey, usersSource, usersUrl, type CursorPage, type User,
} from './index'

const names = (users: User[]) => users.map((u) => u.name)

// Walks a getKey the way an infinite hook does: fetch pages until the key is null.
async function walk<P>(getKey: (i: number, prev: P | null) => string | null, max = 50): Promise<P[]> {
  const pages: P[] = []
  for (let i = 0; i < max; i++) {
    const key = getKey(i, pages[i - 1] ?? null)
    if (!key) break
    pages.push(await fetchJson<P>(key))
  }
  return pages
}

describe('data', () => {
  it('is deterministic per index, with unique names and ids = index + 1', () => {
    expect(makeUser(7)).toEqual(makeUser(7))
    const all = usersSource.users()
    expect(all).toHaveLength(100)
    expect(new Set(names(all)).size).toBe(100)
    expect(all[0]).toMatchObject({ id: 1, name: 'Ada Lovelace', version: 1 })
    expect(all[0]).toHaveProperty('email')
    expect(all[0]).toHaveProperty('role')
  })

  it('gives neighbours different first and last names, unique for the first 340 users', () => {
    const users = Array.from({ length: 400 }, (_, i) => makeUser(i))
    const split = (u: User) => u.name.split(' ')
    for (let i = 1; i < users.length; i++) {
      const [first, last] = split(users[i])
      const [prevFirst, prevLast] = split(users[i - 1])
      expect(first).not.toBe(prevFirst)
      expect(last).not.toBe(prevLast)
    }
    expect(new Set(users.slice(0, 340).map((u) => u.name)).size).toBe(340)
    expect(new Set(users.map((u) => u.name)).size).toBe(400)
    expect(new Set(users.map((u) => u.email)).size).toBe(400)
    expect(users[340].name).toBe(`${users[0].name} 2`)
  })
})

describe('index mode', () => {
  it('serves zero-based pages and an empty array past the end', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    expect(await fetchJson<User[]>('/users?page=0&limit=10')).toEqual(src.users().slice(0, 10))
    expect(await fetchJson<User[]>('/users?page=4&limit=10')).toHaveLength(5)
    expect(await fetchJson<User[]>('/users?page=5&limit=10')).toEqual([])
    expect(src.log.pages()).toEqual([0, 4, 5])
  })

  it('indexKey walks to the first empty page', async () => {
    const src = useSource(createUsersSource({ total: 25 }))
    const pages = await walk(indexKey(10))
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5, 0])
    expect(pages.flat()).toEqual(src.users())
    expect(src.log.entries().map((e) => e.url)).toEqual([
      '/users?page=0&limit=10', '/users?page=1&limit=10', '/users?page=2&limit=10', '/users?page=3&limit=10'])
  })

  it('uses pageSize when limit is absent and rejects bad params with 400', async () => {
    useSource(createUsersSource({ pageSize: 3 }))
    expect(await fetchJson<User[]>('/users?page=1')).toEqual([makeUser(3), makeUser(4), makeUser(5)])
    await expect(fetchJson('/users?page=-1&limit=3')).rejects.toMatchObject({ status: 400 })
    await expect(fetchJson('/users?cursor=nope&limit=3')).rejects.toMatchObject({ status: 400 })
  })
})

describe('cursor mode', () => {
  it('chains opaque cursors to an empty end page with nextCursor null', async () => {
    const src = useSource(createUsersSource({ total: 20 }))
    const pages = await walk(cursorKey(10))
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 0])
    expect(pages[2].nextCursor).toBeNull()
    expect(pages[1].nextCursor).toBe(encodeCursor(20))
    expect(decodeCursor(pages[0].nextCursor!)).toBe(10)
    expect(pages.flatMap((p) => p.data)).toEqual(src.users())
    expect(src.log.entries()[0].url).toBe('/users?limit=10')
    expect(src.log.entries()[0].cursor).toBeUndefined()
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('points back with prevCursor (null on the first page), which cursorPreviousKey follows', async () => {
    useSource(createUsersSource({ total: 30 }))
    const pages = await walk(cursorKey(10))
    expect(pages.map((p) => p.prevCursor)).toEqual([null, encodeCursor(0), encodeCursor(10), encodeCursor(20)])
    const previousKey = cursorPreviousKey(10)
    expect(previousKey(2, pages[2])).toBe(`/users?cursor=${encodeCursor(10)}&limit=10`)
    expect(previousKey(0, pages[0])).toBeNull()
    const before = await fetchJson<CursorPage<User>>(previousKey(2, pages[2])!)
    expect(before.data).toEqual(pages[1].data)
  })
})

describe('offset mode', () => {
  it('serves arrays from an item offset; offsetKey stops after an empty page', async () => {
    const src = useSource(createUsersSource({ total: 12 }))
    expect(await fetchJson<User[]>('/users?offset=3&limit=2')).toEqual([makeUser(3), makeUser(4)])
    src.log.reset()
    const pages = await walk(offsetKey(5))
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2, 0])
    expect(src.log.entries().map((e) => [e.mode, e.offset, e.page])).toEqual([
      ['offset', 0, 0], ['offset', 5, 1], ['offset', 10, 2], ['offset', 15, 3]])
  })
})

describe('q filter', () => {
  it('filters by name (case-insensitive) before paging, in every mode', async () => {
    const src = useSource(createUsersSource())
    const adas = src.users('ada')
    expect(adas.length).toBe(5)
    expect(adas.every((u) => /ada/i.test(u.name))).toBe(true)
    expect(await fetchJson<User[]>(usersUrl({ page: 0, limit: 3, q: 'ADA' }))).toEqual(adas.slice(0, 3))
    expect(await fetchJson<User[]>(usersUrl({ page: 1, limit: 3, q: 'ada' }))).toEqual(adas.slice(3))
    const cursorPages = await walk(cursorKey(2, 'ada'))
    expect(cursorPages.flatMap((p) => p.data)).toEqual(adas)
    expect(src.log.entries().map((e) => e.q)).toEqual(['ADA', 'ada', 'ada', 'ada', 'ada', 'ada'])
  })
})

describe('base path', () => {
  it('sources under different base paths answer only their own requests and log paths without the base', async () => {
    const a = useSource(createUsersSource({ total: 30, basePath: '/__mock/story-a' }))
    const b = useSource(createUsersSource({ total: 5, basePath: '/__mock/story-b' }))
    expect(await fetchJson<User[]>('/__mock/story-a/users?page=1&limit=10')).toEqual(a.users().slice(10, 20))
    expect(await fetchJson<User[]>('/__mock/story-b/users?page=0&limit=10')).toHaveLength(5)
    expect(a.log.entries().map((e) => e.url)).toEqual(['/users?page=1&limit=10'])
    expect(b.log.entries().map((e) => e.url)).toEqual(['/users?page=0&limit=10'])
    expect(usersSource.log.count()).toBe(0)
  })

  it('rejects a base path that is not a plain path', () => {
    expect(() => createUsersSource({ basePath: 'api/' })).toThrow(TypeError)
    expect(() => createUsersSource({ basePath: '/api/' })).toThrow(/no trailing slash/)
  })
})

describe('latency', () => {
  it('delays responses; parallel requests overlap, chained ones do not', async () => {
    const src = useSource(createUsersSource({ latency: 30 }))
    await Promise.all([0, 1, 2].map((page) => fetchJson(usersUrl({ page, limit: 5 }))))
    const [a, b] = src.log.entries()
    expect(a.endedAt! - a.startedAt).toBeGreaterThanOrEqual(25)
    expect(b.startedAt).toBeLessThan(a.endedAt!)
    expect(src.log.maxConcurrency()).toBe(3)

    src.log.reset()
    await walk(indexKey(50))
    expect(src.log.count()).toBe(3)
    expect(src.log.maxConcurrency()).toBe(1)
  })

  it('Infinity never answers: the request stays pending', async () => {
    const src = useSource(createUsersSource({ latency: Infinity }))
    const controller = new AbortController()
    const request = fetchJson('/users?page=0&limit=5', { signal: controller.signal }).catch((e: unknown) => e)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(src.log.pending()).toBe(1)
    controller.abort()
    expect(await request).toMatchObject({ name: 'AbortError' })
  })

  it('accepts a function of the request', async () => {
    const latency = vi.fn(({ page }: { page: number }) => (page === 1 ? 40 : 0))
    const src = useSource(createUsersSource({ latency }))
    await Promise.all([fetchJson('/users?page=1&limit=5'), fetchJson('/users?page=0&limit=5')])
    const [slow, fast] = src.log.entries()
    expect(fast.endedAt!).toBeLessThan(slow.endedAt!)
    expect(latency).toHaveBeenCalledWith(expect.objectContaining({ mode: 'index', page: 1, limit: 5 }))
  })
})

describe('failure injection', () => {
  it('answers a status on a page `times` times, then succeeds', async () => {
    const src = useSource(createUsersSource({ failures: [{ page: 2, status: 503, times: 2 }] }))
    expect(await fetchJson<User[]>('/users?page=1&limit=5')).toHaveLength(5)
    for (let i = 0; i < 2; i++) {
      await expect(fetchJson('/users?page=2&limit=5')).rejects.toMatchObject({ status: 503 })
    }
    expect(await fetchJson<User[]>('/users?page=2&limit=5')).toHaveLength(5)
    expect(src.log.entries().map((e) => [e.status, e.ok, e.fault])).toEqual([
      [200, true, undefined], [503, false, 'status'], [503, false, 'status'], [200, true, undefined]])
  })

  it('fails forever without `times`, also in cursor mode, until reset()', async () => {
    const src = useSource(createUsersSource({ total: 30 }))
    src.fail({ page: 1 })
    const first = await fetchJson<CursorPage<User>>(cursorKey(10)(0, null)!)
    const second = cursorKey(10)(1, first)!
    await expect(fetchJson(second)).rejects.toMatchObject({ status: 500 })
    await expect(fetchJson(second)).rejects.toMatchObject({ status: 500 })
    src.reset()
    expect(src.log.count()).toBe(0)
    expect((await fetchJson<CursorPage<User>>(second)).data).toEqual(src.users().slice(10, 20))
  })

  it('a network error makes fetch reject', async () => {
    const src = useSource(createUsersSource())
    src.set({ failures: [{ page: 0, kind: 'network' }] })
    await expect(fetchJson('/users?page=0&limit=5')).rejects.toThrow(TypeError)
    expect(src.log.entries()[0]).toMatchObject({ status: 0, ok: false, fault: 'network' })
    expect(src.log.entries()[0].endedAt).toBeDefined()
  })

  it('malformed JSON is a 200 whose res.json() rejects', async () => {
    useSource(createUsersSource({ failures: [{ page: 0, kind: 'malformed', times: 1 }] }))
    const res = await fetch('http://localhost/users?page=0&limit=5')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/json/)
    await expect(res.json()).rejects.toThrow(SyntaxError)
    expect(await fetchJson<User[]>('/users?page=0&limit=5')).toHaveLength(5)
  })
})

describe('server-side changes', () => {
  it('bump() and setVersion() change the served data', async () => {
    const src = useSource(createUsersSource())
    const before = await fetchJson<User[]>('/users?page=0&limit=2')
    expect(src.bump()).toBe(2)
    const after = await fetchJson<User[]>('/users?page=0&limit=2')
    expect(after[0]).toEqual({ ...before[0], name: `${before[0].name} (v2)`, version: 2 })
    src.setVersion(5)
    expect((await fetchJson<User[]>('/users?page=0&limit=2'))[1].name).toMatch(/\(v5\)$/)
    src.reset()
    expect(src.version).toBe(1)
  })
})

describe('request log', () => {
  it('records entries, notifies subscribers, and resets', async () => {
    const src = useSource(createUsersSource({ latency: 5 }))
    const seen: number[] = []
    const unsubscribe = src.log.subscribe(() => seen.push(src.log.pending()))
    const snapshot = src.log.entries()
    await fetchJson('/users?page=3&limit=4&q=a')
    expect(seen).toEqual([1, 0]) // start, then finish
    expect(src.log.entries()).not.toBe(snapshot) // copy-on-write for useSyncExternalStore
    expect(src.log.entries()).toBe(src.log.entries())
    expect(src.log.entries()[0]).toMatchObject({
      id: 1, url: '/users?page=3&limit=4&q=a', mode: 'index', page: 3, offset: 12, limit: 4, q: 'a', status: 200, ok: true,
    })
    src.log.reset()
    expect(seen).toEqual([1, 0, 0])
    expect(src.log.entries()).toEqual([])
    unsubscribe()
    await fetchJson('/users?page=0&limit=4')
    expect(seen).toHaveLength(3)
    expect(src.log.entries()[0].id).toBe(1)
    expect(src.log.count((e) => e.ok)).toBe(1)
  })

  it('the default shared source serves /users and is reset between tests', async () => {
    expect(usersSource.log.count()).toBe(0)
    await fetchJson('/users?page=0&limit=1')
    expect(usersSource.log.count()).toBe(1)
  })
})

describe('fetchJson', () => {
  it('throws FetchError with status and the JSON body as info', async () => {
    useSource(createUsersSource({ failures: [{ page: 0, status: 404 }] }))
    const error = await fetchJson('/users?page=0&limit=1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FetchError)
    expect(error).toMatchObject({
      message: 'An error occurred while fetching the data.', status: 404, info: { status: 404, page: 0 },
    })
  })

  it('keeps a non-JSON error body as text and resolves relative URLs against location', async () => {
    server.use(http.get('*/text-error', ({ request }) =>
      new HttpResponse(`nope from ${new URL(request.url).origin}`, { status: 418 })))
    await expect(fetchJson('/text-error')).rejects.toMatchObject({
      status: 418, info: `nope from ${globalThis.location.origin}`,
    })
  })
})
