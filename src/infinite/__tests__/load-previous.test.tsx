// Page windows: loadPrevious loads the page before the first one (maxPages or not).
import { act, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import useFetchInfinite from '../index'
import type { FetchConfigValue } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, cursorPreviousKey, indexKey, usersUrl, type User, type UsersSource } from '../../../mocks'
import { cursorFetcher, firstIds, growTo, idOf, renderInfinite, settle, sleep, usersFetcher, whenRequested } from './helpers'

/**
 * A window of pages 2-3 of `src` (maxPages: 2, size 4) whose loadPrevious() failed on page 1;
 * the log holds that one request.
 */
async function failPreviousPage(src: UsersSource, config: FetchConfigValue = {}) {
  // Every error rendered: with a short automatic retry the error may be gone again before a poll
  // of result.current would see it.
  const rendered: unknown[] = []
  const { result } = renderInfinite(() => {
    const list = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false })
    if (list.error) rendered.push(list.error)
    return list
  }, config)
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 4)
  src.fail({ page: 1, times: 1 })
  src.log.reset()
  await act(async () => {
    await result.current.loadPrevious()
  })
  await waitFor(() => expect(rendered).not.toHaveLength(0))
  return result
}

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
    const result = await failPreviousPage(src)
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

  test('after a failed previous page, the automatic error retry revalidates the window, not that page: the error clears, nothing is requested, loadPrevious() still loads it', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const result = await failPreviousPage(src, { shouldRetryOnError: true, errorRetryInterval: 10 })
    await waitFor(() => expect(result.current.error).toBeUndefined())
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([1])
    expect(result.current.firstPageIndex).toBe(2)
    expect(result.current.hasPrevious).toBe(true)
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(src.log.pages()).toEqual([1, 1])
    expect(firstIds(result.current)).toEqual([1, 2].map((page) => idOf(src, page)))
  })

  test.each([
    { parallel: false, failedWalk: [1, 1, 2] },
    { parallel: true, failedWalk: [1, 1, 2, 3] },
  ])('parallel $parallel: a walk with the previous page that fails on a later page shows the window loadPrevious() asked for, and size follows it', async ({ parallel, failedWalk }) => {
    const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 1 ? 30 : 0) }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    expect(result.current.firstPageIndex).toBe(2)
    src.fail({ page: 2, times: 1 })
    src.log.reset()
    await act(async () => {
      void result.current.loadPrevious()
    })
    await whenRequested(src, 1)
    // mutate() takes the previous page into its walk; page 2 fails there.
    await act(async () => {
      await result.current.mutate().catch(() => {})
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual(failedWalk)
    expect(result.current.failedPageIndex).toBe(2)
    expect(result.current.firstPageIndex).toBe(1)
    expect(firstIds(result.current)).toEqual([1, 2, 3].map((page) => idOf(src, page)))
    // Page 4 was dropped, as a loadPrevious() that succeeds drops it: a revalidation must not load it again.
    expect(result.current.size).toBe(4)
    expect(result.current.hasMore).toBe(true)
    // mutate() revalidates that window, not the window before loadPrevious() (pages 2-4).
    src.log.reset()
    await act(async () => {
      await result.current.mutate()
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([1, 2, 3])
    expect(result.current.error).toBeUndefined()
    expect(result.current.firstPageIndex).toBe(1)
    expect(result.current.size).toBe(4)
    expect(firstIds(result.current)).toEqual([1, 2, 3].map((page) => idOf(src, page)))
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
