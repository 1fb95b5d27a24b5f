// Page windows: maxPages keeps a bounded window of pages; loadPrevious loads the page before it.
import { act, renderHook, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import useFetchInfinite from '../index'
import { useFetch } from '../../index'
import { useSource } from '../../test/server'
import {
  createUsersSource, cursorKey, cursorPreviousKey, indexKey, usersUrl, type CursorPage, type User, type UsersSource,
} from '../../../mocks'
import { cursorFetcher, pageOf, renderInfinite, settle, setup, sleep, usersFetcher } from './helpers'

type Window = { data?: unknown[]; size: number; firstPageIndex: number }
/** The first user id of each page (index source): which pages `data` holds, readable in a failure. */
const firstIds = (r: { data?: User[][] }) => r.data?.map((page) => page[0]?.id)
const idOf = (src: UsersSource, page: number) => pageOf(src, page)[0].id

async function growTo(result: { current: Window & { setSize: (size: number) => Promise<unknown> } }, src: UsersSource, size: number) {
  for (let next = result.current.size + 1; next <= size; next++) {
    await act(async () => {
      await result.current.setSize(next)
    })
  }
  await settle(src)
}

describe('maxPages', () => {
  test('loading forward keeps the last maxPages pages; firstPageIndex says where data starts', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    expect(firstIds(result.current)).toEqual([2, 3, 4].map((page) => idOf(src, page)))
    expect(result.current.firstPageIndex).toBe(2)
    expect(result.current.size).toBe(5)
    // One request per page, in order; nothing fetched twice.
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4])
    expect(result.current.hasMore).toBe(true)
    expect(result.current.hasPrevious).toBe(true)
  })

  test('pages the window dropped are not revalidated: mutate() refetches only the pages in data', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 6)
    src.log.reset()
    await act(async () => {
      await result.current.mutate()
    })
    expect(src.log.pages()).toEqual([3, 4, 5])
    expect(result.current.firstPageIndex).toBe(3)
  })

  test('revalidateFirstPage refetches page 0 only while page 0 is in the window', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    // setSize(2): page 0 again + page 1; setSize(3..5): the new page only.
    expect(src.log.pages()).toEqual([0, 0, 1, 2, 3, 4])
  })

  test('the cache entries of dropped pages are released, unless a mounted hook reads them', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { cache, wrapper } = setup()
    const { result } = renderHook(() => ({
      list: useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }),
      // Someone else reads page 1.
      page1: useFetch(usersUrl({ page: 1, limit: 10 }), usersFetcher).data,
    }), { wrapper })
    await waitFor(() => expect(result.current.list.data).toHaveLength(1))
    for (const size of [2, 3, 4, 5]) {
      await act(async () => {
        await result.current.list.setSize(size)
      })
    }
    await settle(src)
    expect(result.current.list.firstPageIndex).toBe(3)
    const pageKeys = [...cache.keys()].filter((key) => key.startsWith('/users'))
    expect(pageKeys.sort()).toEqual([1, 3, 4].map((page) => usersUrl({ page, limit: 10 })).sort())
  })

  test('a list that ends before size keeps its last maxPages pages (not an empty window)', async () => {
    const src = useSource(createUsersSource({ total: 50 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(async () => {
      await result.current.setSize(10)
    })
    await settle(src)
    // Pages 0–4 hold users, page 5 is the empty end page.
    expect(result.current.firstPageIndex).toBe(3)
    expect(result.current.data?.map((page) => (page as User[]).length)).toEqual([10, 10, 0])
    expect(result.current.hasMore).toBe(false)
  })

  test('a jump far ahead: sequential mode fetches the pages between for their keys; parallel mode skips them', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const sequential = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(sequential.result.current.data).toHaveLength(1))
    await act(async () => {
      await sequential.result.current.setSize(10)
    })
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect((sequential.result.current.data as CursorPage<User>[]).map((page) => page.data[0].id)).toEqual([7, 8, 9].map((page) => idOf(src, page)))

    src.log.reset()
    const parallel = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel: true, revalidateFirstPage: false }))
    await waitFor(() => expect(parallel.result.current.data).toHaveLength(1))
    await act(async () => {
      await parallel.result.current.setSize(10)
    })
    await settle(src)
    expect(src.log.pages()).toEqual([0, 7, 8, 9])
    expect(firstIds(parallel.result.current as { data?: User[][] })).toEqual([7, 8, 9].map((page) => idOf(src, page)))
  })

  test('setSize to a size at or before the window starts the list from page 0 again', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 8)
    expect(result.current.firstPageIndex).toBe(5)
    await act(async () => {
      await result.current.setSize(2)
    })
    await settle(src)
    expect(result.current.firstPageIndex).toBe(0)
    expect(firstIds(result.current)).toEqual([0, 1].map((page) => idOf(src, page)))
  })

  test.each([0, -1, 1.5, Number.NaN])('maxPages %s is not a window: every page is kept, with a dev warning', async (maxPages) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    expect(result.current.data).toHaveLength(4)
    expect(result.current.firstPageIndex).toBe(0)
    expect(warn.mock.calls.some(([message]) => String(message).includes('"maxPages" must be a positive integer'))).toBe(true)
    warn.mockRestore()
  })
})

describe('loadPrevious', () => {
  test('index source: loads the page before the window, dropping the newest; stops at page 0', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    src.log.reset()
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(src.log.pages()).toEqual([1])
    expect(result.current.firstPageIndex).toBe(1)
    expect(result.current.size).toBe(4)
    expect(firstIds(result.current)).toEqual([1, 2, 3].map((page) => idOf(src, page)))
    expect(result.current.hasMore).toBe(true)

    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(result.current.firstPageIndex).toBe(0)
    expect(result.current.hasPrevious).toBe(false)
    // No page before page 0: a no-op, no request.
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(src.log.pages()).toEqual([1, 0])
    expect(firstIds(result.current)).toEqual([0, 1, 2].map((page) => idOf(src, page)))
  })

  test('down 10 pages with maxPages: 3, back up 2: exactly 2 requests, one per page', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 10)
    src.log.reset()
    for (let step = 0; step < 2; step++) {
      await act(async () => {
        await result.current.loadPrevious()
      })
    }
    await settle(src)
    expect(src.log.pages()).toEqual([6, 5])
    expect(firstIds(result.current)).toEqual([5, 6, 7].map((page) => idOf(src, page)))
  })

  test('isLoadingPrevious while the page is in flight (not isLoadingMore); a second call joins it', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 30 }))
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false })
      void r.isLoadingPrevious
      void r.isLoadingMore
      return r
    })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    expect(result.current.isLoadingPrevious).toBe(false)
    src.log.reset()
    let first: Promise<unknown> = Promise.resolve()
    let second: Promise<unknown> = Promise.resolve()
    await act(async () => {
      first = result.current.loadPrevious()
      second = result.current.loadPrevious()
    })
    expect(result.current.isLoadingPrevious).toBe(true)
    expect(result.current.isLoadingMore).toBe(false)
    await act(async () => {
      await Promise.all([first, second])
    })
    expect(result.current.isLoadingPrevious).toBe(false)
    expect(src.log.pages()).toEqual([1])
    expect(result.current.firstPageIndex).toBe(1)
  })

  test('cursor source with getPreviousKey: follows the backward cursor', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, {
      maxPages: 2, revalidateFirstPage: false, getPreviousKey: cursorPreviousKey(10),
    }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    expect(result.current.firstPageIndex).toBe(2)
    src.log.reset()
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(src.log.pages()).toEqual([1])
    expect(result.current.data?.map((page) => page.data[0].id)).toEqual([1, 2].map((page) => idOf(src, page)))
    // Mount and focus walks start from the stored first key: mutate() refetches the window's pages.
    src.log.reset()
    await act(async () => {
      await result.current.mutate()
    })
    expect(src.log.pages()).toEqual([1, 2])
  })

  test('cursor source without getPreviousKey: no previous page (a dev warning says why), no request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { maxPages: 2, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    src.log.reset()
    expect(result.current.hasPrevious).toBe(false)
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(src.log.count()).toBe(0)
    expect(warn.mock.calls.some(([message]) => String(message).includes('getPreviousKey'))).toBe(true)
    warn.mockRestore()
  })

  test('a deep link: getPreviousKey loads pages before page 0 (negative indexes), without maxPages', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    // The list opens at page 5 of the source.
    const getKey = (index: number, previous: User[] | null) => (previous && !previous.length ? null : usersUrl({ page: index + 5, limit: 10 }))
    const getPreviousKey = (firstPageIndex: number) => (firstPageIndex + 5 > 0 ? usersUrl({ page: firstPageIndex + 4, limit: 10 }) : null)
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { getPreviousKey, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.hasPrevious).toBe(true)
    for (let step = 0; step < 2; step++) {
      await act(async () => {
        await result.current.loadPrevious()
      })
    }
    expect(result.current.firstPageIndex).toBe(-2)
    expect(result.current.size).toBe(1)
    expect(firstIds(result.current)).toEqual([3, 4, 5].map((page) => idOf(src, page)))
    expect(src.log.pages()).toEqual([5, 4, 3])
    await act(async () => {
      await result.current.setSize(2)
    })
    expect(firstIds(result.current)).toEqual([3, 4, 5, 6].map((page) => idOf(src, page)))
  })

  test('a failed previous page keeps the list as it was; failedPageIndex names it; loadPrevious retries it alone', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    src.fail({ page: 1, times: 1 })
    src.log.reset()
    await act(async () => {
      await result.current.loadPrevious()
    })
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.failedPageIndex).toBe(1)
    expect(firstIds(result.current)).toEqual([2, 3].map((page) => idOf(src, page)))
    expect(result.current.firstPageIndex).toBe(2)
    expect(result.current.size).toBe(4)
    await act(async () => {
      await result.current.loadPrevious()
    })
    await settle(src)
    expect(result.current.error).toBeUndefined()
    expect(src.log.pages()).toEqual([1, 1])
    expect(firstIds(result.current)).toEqual([1, 2].map((page) => idOf(src, page)))
  })

  test('a window that moved is published with its pages: firstPageIndex never runs ahead of data', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    const seen: string[] = []
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false })
      const pages = r.data as User[][] | undefined
      if (pages?.length) seen.push(`${r.firstPageIndex}:${pages[0][0].id}`)
      return r
    })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 6)
    await act(async () => {
      await result.current.loadPrevious()
    })
    for (const entry of seen) {
      const [index, id] = entry.split(':').map(Number)
      expect(id).toBe(idOf(src, index))
    }
    expect(seen.length).toBeGreaterThan(5)
  })

  test('nothing loaded yet: loadPrevious is a no-op and hasPrevious is false', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 20 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2 }))
    expect(result.current.hasPrevious).toBe(false)
    await act(async () => {
      expect(await result.current.loadPrevious()).toBeUndefined()
    })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await sleep(10)
    expect(src.log.pages()).toEqual([0])
  })
})
