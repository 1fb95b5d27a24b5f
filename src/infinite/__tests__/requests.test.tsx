// Which requests a list makes: sequential/parallel walks, cursor/offset sources, null keys,
// the revalidation rules, the list key and the page keys.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite, { unstable_serialize } from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, offsetKey, usersUrl, type CursorPage, type User } from '../../../mocks'
import { cursorFetcher, pageOf, renderInfinite, settle, urls, usersFetcher, whenRequested } from './helpers'

describe('sequential walk (default)', () => {
  test('revalidateFirstPage (default true): loading page N+1 requests page 0, then the new page', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0])
    src.log.reset()

    await act(() => result.current.setSize(2))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    expect(urls(src)).toEqual([usersUrl({ page: 0, limit: 10 }), usersUrl({ page: 1, limit: 10 })])
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test('revalidateFirstPage: false: loading more requests only the new page', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(() => result.current.setSize(2))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([1, 2])
  })

  test('revalidateAll: true: setSize fetches only the new pages, so loading N pages costs N requests', async () => {
    const src = useSource(createUsersSource({ total: 95 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateAll: true, initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1])
    for (let size = 3; size <= 5; size++) {
      await act(() => result.current.setSize(size))
      await waitFor(() => expect(result.current.data).toHaveLength(size))
    }
    await act(() => result.current.setSize(7))
    await waitFor(() => expect(result.current.data).toHaveLength(7))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5, 6].map((page) => pageOf(src, page)))
  })

  test('revalidateAll: true: mutate() and focus revalidate every loaded page', async () => {
    const src = useSource(createUsersSource({ total: 95 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateAll: true, initialSize: 3, focusThrottleInterval: 0 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(() => result.current.mutate())
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
    src.log.reset()
    src.bump()
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(result.current.data).toEqual([0, 1, 2].map((page) => pageOf(src, page))))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('revalidateAll: true: a setSize handed to the walk still loading, then focus: every loaded page is revalidated', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 20 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateAll: true, focusThrottleInterval: 0 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    act(() => void result.current.setSize(2))
    await whenRequested(src, 2)
    // The walk loading page 1 takes this size too.
    act(() => void result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
    src.log.reset()
    await act(async () => {
      window.dispatchEvent(new Event('focus'))
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('revalidateAll: true: a page that is cached but not in the list is fetched again when setSize brings it back', async () => {
    const src = useSource(createUsersSource({ total: 95 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateAll: true, initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await act(() => result.current.setSize(1))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(() => result.current.setSize(3))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([1, 2])
  })

  test('sequential mode chains the pages (one request in flight at a time) and passes the previous page to getKey', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 15 }))
    const getKey = vi.fn(indexKey(10))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    expect(src.log.pages()).toEqual([0, 1, 2])
    expect(src.log.maxConcurrency()).toBe(1)
    const walked = getKey.mock.calls.filter(([i]) => i > 0)
    expect(walked).toContainEqual([1, pageOf(src, 0)])
    expect(walked).toContainEqual([2, pageOf(src, 1)])
  })
})

describe('parallel mode', () => {
  test('parallel: all pages are in flight at once and previousPageData is always null', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 30 }))
    const getKey = vi.fn((i: number, prev: User[] | null) => usersUrl({ page: i, limit: 10 }) + (prev ? '&bad' : ''))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { parallel: true, initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    expect(src.log.maxConcurrency()).toBe(3)
    expect(src.log.sortedPages()).toEqual([0, 1, 2])
    expect(getKey.mock.calls.length).toBeGreaterThan(0)
    for (const [, prev] of getKey.mock.calls) expect(prev).toBeNull()
  })

  test('getKey: previousPageData is null in parallel mode in setSize too', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = vi.fn((i: number, prev: User[] | null) => usersUrl({ page: i, limit: 10 }) + (prev ? '&bad' : ''))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { parallel: true, initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await act(() => result.current.setSize(4))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    await act(() => result.current.setSize(2))
    await act(() => result.current.setSize(3))
    await settle(src, () => result.current.isValidating)
    for (const [, prev] of getKey.mock.calls) expect(prev).toBeNull()
    expect(src.log.count((e) => e.url.includes('bad'))).toBe(0)
  })
})

describe('parallel: number', () => {
  test('parallel: 2, mutate() while pages load: the pages from before it are aborted, never more than 2 in flight', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 50 }))
    // In flight as the client sees it: from the call until it settles or its signal aborts.
    let inFlight = 0
    let maxInFlight = 0
    const aborted: string[] = []
    const fetcher = (url: string, { signal }: { signal: AbortSignal }) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight)
      let done = false
      const end = () => void (done || (done = true, inFlight--))
      signal.addEventListener('abort', () => {
        aborted.push(url)
        end()
      })
      return usersFetcher(url, { signal }).finally(end)
    }
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), fetcher, { parallel: 2, initialSize: 2, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    maxInFlight = 0
    act(() => void result.current.setSize(4))
    await waitFor(() => expect(inFlight).toBe(2), { interval: 5 })
    await act(() => result.current.mutate())
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    await settle(src, () => result.current.isValidating)
    expect(maxInFlight).toBe(2)
    expect(aborted.sort()).toEqual([usersUrl({ page: 2, limit: 10 }), usersUrl({ page: 3, limit: 10 })])
    expect(result.current.data).toEqual([0, 1, 2, 3].map((page) => pageOf(src, page)))
  })

  test('parallel: 3 keeps at most 3 pages in flight and loads them all', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 20 }))
    const getKey = vi.fn(indexKey(10))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { parallel: 3, initialSize: 8 }))
    await waitFor(() => expect(result.current.data).toHaveLength(8))
    expect(src.log.maxConcurrency()).toBe(3)
    expect(src.log.sortedPages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(result.current.data).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((page) => pageOf(src, page)))
    for (const [, previous] of getKey.mock.calls) expect(previous).toBeNull()
  })

  test('parallel: 1 fetches one page at a time, without passing previous pages to getKey', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 10 }))
    const getKey = vi.fn(indexKey(10))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { parallel: 1, initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    expect(src.log.maxConcurrency()).toBe(1)
    for (const [, previous] of getKey.mock.calls) expect(previous).toBeNull()
  })

  test('parallel: 0 (not a positive integer) warns once and fetches in parallel without a limit', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 20 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: 0, initialSize: 4 }))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    expect(src.log.maxConcurrency()).toBe(4)
    expect(warn.mock.calls.filter(([m]) => String(m).includes('"parallel"'))).toHaveLength(1)
    warn.mockRestore()
  })

  test('parallel: 2, a failed page: no later page starts, the error is reported', async () => {
    const src = useSource(createUsersSource({ total: 95, latency: 10 }))
    src.fail({ page: 1, kind: 'status', status: 500 })
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: 2, initialSize: 6 }))
    await waitFor(() => expect(result.current.error).toBeDefined())
    await settle(src, () => result.current.isValidating)
    // Pages 0 and 1 start together; page 1 fails; page 2 started when page 0 landed, nothing after it.
    expect(src.log.count()).toBeLessThanOrEqual(3)
  })
})

describe('data sources', () => {
  test('cursor: each page is requested with the previous page\'s nextCursor (none for page 0)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = vi.fn(cursorKey(10))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, cursorFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    const [p0, p1, p2] = result.current.data as CursorPage<User>[]
    const entries = src.log.entries()
    expect(entries.map((e) => e.mode)).toEqual(['cursor', 'cursor', 'cursor'])
    expect(entries[0].cursor).toBeUndefined()
    expect(entries[0].url).toBe(usersUrl({ limit: 10 }))
    expect(entries[1].cursor).toBe(p0.nextCursor)
    expect(entries[2].cursor).toBe(p1.nextCursor)
    expect(getKey).toHaveBeenCalledWith(1, p0)
    expect(getKey).toHaveBeenCalledWith(2, p1)
    expect([p0, p1, p2].map((p) => p.data)).toEqual([pageOf(src, 0), pageOf(src, 1), pageOf(src, 2)])
  })

  test('cursor end: a page without data ends the walk (getKey returns null, data.length < size)', async () => {
    const src = useSource(createUsersSource({ total: 25 }))
    const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { initialSize: 6 }))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    await settle(src, () => result.current.isValidating)
    const data = result.current.data as CursorPage<User>[]
    expect(data[2].data).toHaveLength(5)
    expect(data[3]).toMatchObject({ data: [], nextCursor: null })
    expect(src.log.count()).toBe(4)
    expect(result.current.size).toBe(6)
  })

  test('an offset source works (offset = pageIndex × limit)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(offsetKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(src.log.entries().map((e) => [e.mode, e.offset])).toEqual([['offset', 0], ['offset', 10]])
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test('index: page is zero-based with limit; an empty page makes getKey return null (no request, data.length < size)', async () => {
    const src = useSource(createUsersSource({ total: 30 }))
    const getKey = vi.fn(indexKey(10))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 6 }))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2, 3])
    expect(src.log.entries().every((e) => e.mode === 'index' && e.limit === 10)).toBe(true)
    expect(result.current.data?.[3]).toEqual([])
    expect(getKey).toHaveReturnedWith(null)
    expect(result.current.size).toBe(6)
  })
})

describe('keys', () => {
  test('a null key for a page starts no request for it', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = (i: number) => (i < 2 ? usersUrl({ page: i, limit: 10 }) : null)
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 4 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1])
  })

  test('fetcher: array keys [url, page] work and the fetcher receives the key getKey returned', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const fetcher = vi.fn(([url]: readonly [string, number]) => usersFetcher(url))
    const getKey = (i: number) => [usersUrl({ page: i, limit: 10 }), i] as const
    const { result, cache } = renderInfinite(() => useFetchInfinite(getKey, fetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(fetcher.mock.calls.map(([k]) => k)).toEqual([getKey(0), getKey(1)])
    expect(cache.get(unstable_serialize(getKey))?.data).toEqual(result.current.data)
    expect(unstable_serialize(getKey)).toMatch(/^\$inf\$@/)
    expect(src.log.pages()).toEqual([0, 1])
  })

  test('fetcher: string keys work and the fetcher receives the string, then { signal }', async () => {
    useSource(createUsersSource({ total: 45 }))
    const fetcher = vi.fn(usersFetcher)
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), fetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(fetcher).toHaveBeenCalledWith(usersUrl({ page: 0, limit: 10 }), { signal: expect.any(AbortSignal) })
  })

  test('keys: plain object keys work too (order-independent serialization)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const fetcher = vi.fn((k: { page: number; limit: number }) => usersFetcher(usersUrl(k)))
    const getKey = (page: number) => ({ page, limit: 10 })
    const { result, cache } = renderInfinite(() => useFetchInfinite(getKey, fetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(fetcher.mock.calls.map(([k]) => k)).toEqual([getKey(0), getKey(1)])
    expect(unstable_serialize(getKey)).toBe(unstable_serialize(() => ({ limit: 10, page: 0 })))
    expect(cache.get(unstable_serialize(getKey))?.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test("the list lives under '$inf$' + first page key (unstable_serialize(getKey)); each page under its own key", async () => {
    useSource(createUsersSource({ total: 45 }))
    const getKey = indexKey(10)
    const { result, cache } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(unstable_serialize(getKey)).toBe('$inf$' + usersUrl({ page: 0, limit: 10 }))
    expect(cache.get(unstable_serialize(getKey))?.data).toEqual(result.current.data)
    expect(cache.get(usersUrl({ page: 1, limit: 10 }))?.data).toEqual(result.current.data?.[1])
  })

  test('the hook has no endpoint of its own: the fetcher is called only with keys getKey returned', async () => {
    useSource(createUsersSource({ total: 45 }))
    const getKey = vi.fn(indexKey(10))
    const fetcher = vi.fn(usersFetcher)
    const { result } = renderInfinite(() => useFetchInfinite(getKey, fetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    const returned = getKey.mock.results.map((r) => r.value)
    for (const [key] of fetcher.mock.calls) expect(returned).toContain(key)
  })

  test('one hook call issues a variable number of requests, one per page', async () => {
    const src = useSource(createUsersSource({ total: 100 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 4, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    expect(src.log.count()).toBe(4)
    await act(() => result.current.setSize(7))
    await waitFor(() => expect(result.current.data).toHaveLength(7))
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(7)
    expect(new Set(urls(src)).size).toBe(7)
  })
})
