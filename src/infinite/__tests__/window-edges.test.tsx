// The added features at their edges: parallel limits with failures and unmounts, failed pages
// inside a window, windows on mount, under StrictMode, with a cursor, and mutations of a moved window.
import { StrictMode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import useFetchInfinite, { unstable_serialize } from '../index'
import { useFetch, useFetchConfig } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, usersUrl, type CursorPage, type User } from '../../../mocks'
import { cursorFetcher, firstIds, growTo, idOf, renderInfinite, settle, setup, sleep, track, usersFetcher, whenRequested } from './helpers'

describe('parallel: 2', () => {
  test('page 2 of 6 fails: at most 2 in flight; the retry requests page 2 and the pages never loaded, not 0-1', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 10, failures: [{ page: 2, times: 1 }] }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: 2, initialSize: 6 }))
    await waitFor(() => expect(result.current.error).toBeDefined())
    await settle(src, () => result.current.isValidating)
    const firstPass = src.log.pages()
    expect(firstPass.slice(0, 3)).toEqual([0, 1, 2])
    expect(src.log.maxConcurrency()).toBeLessThanOrEqual(2)
    expect(result.current.failedPageIndex).toBe(2)
    expect(firstIds(result.current)).toEqual([0, 1].map((page) => idOf(src, page)))
    src.log.reset()
    await act(() => result.current.setSize(result.current.size))
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual([2, ...[3, 4, 5].filter((page) => !firstPass.includes(page))])
    expect(src.log.maxConcurrency()).toBeLessThanOrEqual(2)
    expect(result.current.error).toBeUndefined()
    expect(firstIds(result.current)).toEqual([0, 1, 2, 3, 4, 5].map((page) => idOf(src, page)))
  })

  test('unmounting mid-walk aborts every page in flight and requests nothing after', async () => {
    const calls: number[] = []
    const aborted: number[] = []
    const fetcher = (key: string, { signal }: { signal: AbortSignal }) => {
      const page = Number(key.split(':')[1])
      calls.push(page)
      return new Promise<number[]>((resolve, reject) => {
        const timer = setTimeout(() => resolve([page]), page === 0 ? 1 : 10_000)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          aborted.push(page)
          reject(signal.reason)
        })
      })
    }
    const { result, unmount } = renderInfinite(() => useFetchInfinite((index: number) => `p:${index}`, fetcher, { parallel: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    void act(() => void result.current.setSize(20))
    await waitFor(() => expect(calls).toEqual([0, 1, 2, 3]))
    unmount()
    await act(() => sleep(50))
    expect(calls).toEqual([0, 1, 2, 3])
    expect([...aborted].sort()).toEqual([1, 2, 3])
  })
})

test('maxPages: a failed new page keeps the window; hasMore stays true, isLoadingMore false; the retry moves the window', async () => {
  const src = useSource(createUsersSource({ total: 200, failures: [{ page: 3, times: 1 }] }))
  const { result } = renderInfinite(() => {
    const r = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false })
    void r.isLoadingMore
    void r.hasMore
    return r
  })
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 3)
  src.log.reset()
  await act(async () => {
    await result.current.setSize(4).catch(() => {})
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.failedPageIndex).toBe(3)
  expect(result.current.firstPageIndex).toBe(1)
  expect(firstIds(result.current)).toEqual([1, 2].map((page) => idOf(src, page)))
  expect(result.current.hasMore).toBe(true)
  expect(result.current.isLoadingMore).toBe(false)
  await act(() => result.current.setSize(result.current.size))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([3, 3])
  expect(result.current.firstPageIndex).toBe(2)
  expect(result.current.error).toBeUndefined()
})

test('a failed previous page, then setSize(size + 1): only the new page is requested and the error clears', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 4)
  src.fail({ page: 1, times: 1 })
  await act(async () => {
    await result.current.loadPrevious().catch(() => {})
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.failedPageIndex).toBe(1)
  expect(result.current.hasPrevious).toBe(true)
  src.log.reset()
  await act(() => result.current.setSize((size) => size + 1))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([4])
  expect(result.current.error).toBeUndefined()
  expect(result.current.failedPageIndex).toBeUndefined()
  expect(firstIds(result.current)).toEqual([3, 4].map((page) => idOf(src, page)))
})

test.each([
  ['sequential', false, [0, 1, 2, 3, 4]],
  ['parallel', true, [3, 4]],
] as const)('initialSize 5 with maxPages 2, %s: the first load shows pages 3-4', async (_mode, parallel, requested) => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 5, maxPages: 2, parallel }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual(requested)
  expect(result.current.firstPageIndex).toBe(3)
  expect(result.current.size).toBe(5)
  expect(firstIds(result.current)).toEqual([3, 4].map((page) => idOf(src, page)))
  expect(result.current.hasPrevious).toBe(true)
})

test('StrictMode with maxPages: one request per page; the cache keeps only the window\'s pages', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const s = setup()
  const { result } = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, initialSize: 3 })), {
    wrapper: ({ children }) => <StrictMode><s.wrapper>{children}</s.wrapper></StrictMode>,
  })
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  await growTo(result, src, 6)
  await act(async () => {
    await result.current.loadPrevious()
  })
  await settle(src, () => result.current.isValidating)
  // Pages 0-2 on mount, 3-5 loading more, page 3 again (released when the window left it).
  expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5, 3])
  expect(firstIds(result.current)).toEqual([3, 4].map((page) => idOf(src, page)))
  const pageKeys = [...s.cache.keys()].filter((key) => key.startsWith('/users'))
  expect(pageKeys.sort()).toEqual([3, 4].map((page) => usersUrl({ page, limit: 10 })).sort())
})

test('cursor source: setSize below the window walks from page 0 again, the first page without a cursor', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { maxPages: 2, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 6)
  src.log.reset()
  await act(() => result.current.setSize(3))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([0, 1, 2])
  expect(src.log.entries()[0].cursor).toBeUndefined()
  expect(result.current.firstPageIndex).toBe(1)
  expect((result.current.data as CursorPage<User>[]).map((page) => page.data[0].id)).toEqual([1, 2].map((page) => idOf(src, page)))
})

test('mutate() while a previous page loads: the walk it starts loads that page too (fresh, so requested again)', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 1 ? 30 : 0) }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 4)
  src.log.reset()
  await act(async () => {
    void result.current.loadPrevious()
  })
  await whenRequested(src, 1)
  await act(() => result.current.mutate())
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([1, 1, 2])
  expect(result.current.firstPageIndex).toBe(1)
  expect(result.current.size).toBe(3)
  expect(result.current.isLoadingPrevious).toBe(false)
})

test('global mutate of a moved window: data keeps firstPageIndex and refetches the changed page; without data, no page 0 outside the window', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => ({
    list: useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }),
    config: useFetchConfig(),
  }))
  await waitFor(() => expect(result.current.list.data).toHaveLength(1))
  for (const size of [2, 3, 4]) {
    await act(() => result.current.list.setSize(size))
  }
  await settle(src)
  src.log.reset()
  const [first, second] = result.current.list.data as User[][]
  await act(() => result.current.config.mutate(unstable_serialize(indexKey(10)), [first, [{ ...second[0], name: 'Edited' }]]))
  await settle(src)
  expect(src.log.pages()).toEqual([3])
  expect(result.current.list.firstPageIndex).toBe(2)
  expect(firstIds(result.current.list as { data?: User[][] })).toEqual([2, 3].map((page) => idOf(src, page)))
  src.log.reset()
  await act(() => result.current.config.mutate(unstable_serialize(indexKey(10))))
  await settle(src)
  expect(src.log.pages()).toEqual([])
})

test('revalidateAll, parallel, maxPages 3: a jump to 10 requests the window only; mutate() refetches the window', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel: true, revalidateAll: true }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  src.log.reset()
  await act(() => result.current.setSize(10))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([7, 8, 9])
  src.log.reset()
  await act(() => result.current.mutate())
  expect(src.log.sortedPages()).toEqual([7, 8, 9])
})

/** An index source whose getKey ends the list by index: pages 0-11, none from page 12 on. */
const twelvePages = (index: number) => (index < 12 ? usersUrl({ page: index, limit: 10 }) : null)
/** The page indexes the cache holds (users pages). */
const cachedPages = (cache: Map<string, unknown>) =>
  [...cache.keys()].filter((key) => key.startsWith('/users')).map((key) => Number(new URLSearchParams(key.split('?')[1]).get('page'))).sort((a, b) => a - b)

test('maxPages: a size that shrinks while a page loads releases the pages the walk loaded past the new size', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 3 ? 40 : 0) }))
  const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, initialSize: 2, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  src.log.reset()
  await act(async () => {
    void result.current.setSize(4)
  })
  await whenRequested(src, 2)
  await act(async () => {
    await result.current.setSize(2)
  })
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([2, 3])
  expect(result.current.firstPageIndex).toBe(0)
  expect(result.current.size).toBe(2)
  expect(firstIds(result.current)).toEqual([0, 1].map((page) => idOf(src, page)))
  expect(cachedPages(cache)).toEqual([0, 1])
})

test('parallel, maxPages 3: a size past the end of the list keeps its last 3 pages, never a hole', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const rendered: string[] = []
  const { result, cache } = renderInfinite(() => {
    const r = useFetchInfinite(twelvePages, usersFetcher, { maxPages: 3, parallel: true })
    const pages = r.data ?? []
    for (let j = 0; j < pages.length; j++) {
      if (pages[j]?.[0]?.id !== idOf(src, r.firstPageIndex + j)) rendered.push(`data[${j}] with firstPageIndex ${r.firstPageIndex}`)
    }
    return r
  })
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  for (const size of [13, 14, 15]) {
    await act(async () => {
      await result.current.setSize(size)
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(size)
    expect(result.current.firstPageIndex).toBe(9)
    expect(firstIds(result.current)).toEqual([9, 10, 11].map((page) => idOf(src, page)))
    expect(result.current.hasPrevious).toBe(true)
    expect(cachedPages(cache)).toEqual([9, 10, 11])
  }
  expect(rendered).toEqual([])
  // Page 0 on mount, then the last 3 pages once each (page 9 once page 12's null key showed where the list ends).
  expect(src.log.pages()).toEqual([0, 10, 11, 9])
})

test('maxPages: setSize past the end of the list while the previous page loads, then mutate(): the setSize wins', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 7 ? 40 : 0) }))
  const { result } = renderInfinite(() => useFetchInfinite(twelvePages, usersFetcher, { maxPages: 4, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await act(async () => {
    await result.current.setSize(15)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.firstPageIndex).toBe(8)
  await act(async () => {
    void result.current.loadPrevious()
  })
  await act(async () => {
    void result.current.setSize(16)
  })
  await act(async () => {
    void result.current.mutate()
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.size).toBe(16)
  expect(result.current.firstPageIndex).toBe(8)
  expect(firstIds(result.current)).toEqual([8, 9, 10, 11].map((page) => idOf(src, page)))
})

test('maxPages 1: setSize onto a page another hook has cached shows it with its own firstPageIndex in every render', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: 5 }))
  const rendered: string[] = []
  const { result } = renderInfinite(() => {
    // A detail view elsewhere in the app has page 1.
    useFetch(usersUrl({ page: 1, limit: 10 }), usersFetcher)
    const r = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 1, revalidateFirstPage: false })
    const pages = r.data ?? []
    for (let j = 0; j < pages.length; j++) {
      if (pages[j]?.[0]?.id !== idOf(src, r.firstPageIndex + j)) rendered.push(`first id ${pages[j]?.[0]?.id} shown as page ${r.firstPageIndex + j}`)
    }
    return r
  })
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  await act(async () => {
    await result.current.setSize(2)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.firstPageIndex).toBe(1)
  expect(firstIds(result.current)).toEqual([idOf(src, 1)])
  expect(rendered).toEqual([])
})

test('maxPages 2: a setSize back to page 0 while pages past the window load: the pages that walk loaded are released too', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 5 ? 40 : 0) }))
  const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, initialSize: 4, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.firstPageIndex).toBe(2))
  await settle(src, () => result.current.isValidating)
  expect(cachedPages(cache)).toEqual([2, 3])
  src.log.reset()
  await act(async () => {
    void result.current.setSize(6)
  })
  // Page 4 has loaded, page 5 is on its way: the list starts over from page 0.
  await whenRequested(src, 2)
  await act(async () => {
    await result.current.setSize(2)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.firstPageIndex).toBe(0)
  expect(firstIds(result.current)).toEqual([0, 1].map((page) => idOf(src, page)))
  expect(cachedPages(cache)).toEqual([0, 1])
})

test('maxPages 2, parallel: a page that fails beside others that load: the next walk releases those its window does not hold', async () => {
  const src = useSource(createUsersSource({ total: 200, failures: [{ page: 4, times: 1 }] }))
  const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, initialSize: 2, parallel: true, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  await act(async () => {
    await result.current.setSize(6)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.failedPageIndex).toBe(4)
  await act(async () => {
    await result.current.setSize(1)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.error).toBeUndefined()
  expect(firstIds(result.current)).toEqual([idOf(src, 0)])
  expect(cachedPages(cache)).toEqual([0])
})

describe('maxPages: a list that ends before its size', () => {
  test.each([
    ['sequential', false],
    ['parallel', true],
  ])('%s: mutate() revalidates the pages of the window, which the size alone would have left behind', async (_, parallel) => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(twelvePages, usersFetcher, { maxPages: 2, parallel, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(async () => {
      await result.current.setSize(15)
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.firstPageIndex).toBe(10)
    src.log.reset()
    src.bump()
    await act(() => result.current.mutate())
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual([10, 11])
    expect(firstIds(result.current)).toEqual([10, 11].map((page) => idOf(src, page)))
  })
})

test('maxPages 2: loadPrevious() while a setSize loads takes over: the window starts at the page before the one shown', async () => {
  // Page 5 keeps the setSize's walk in flight while loadPrevious() comes: 500 ms, since under load
  // a shorter wait had run out before it, and the walk had ended.
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 5 ? 500 : 0) }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, initialSize: 4, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.firstPageIndex).toBe(2))
  await act(async () => {
    await result.current.setSize(3)
  })
  await settle(src, () => result.current.isValidating)
  expect(firstIds(result.current)).toEqual([idOf(src, 2)])
  src.log.reset()
  await act(async () => {
    void result.current.setSize(8)
  })
  await whenRequested(src, 3)
  await act(async () => {
    void result.current.loadPrevious()
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.firstPageIndex).toBe(1)
  expect(firstIds(result.current)).toEqual([1, 2].map((page) => idOf(src, page)))
  expect(result.current.size).toBe(3)
  expect(result.current.error).toBeUndefined()
})
