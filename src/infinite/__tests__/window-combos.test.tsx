// Page windows combined with the other added features: loadPrevious racing setSize,
// revalidateAll, and mutate while the window has moved.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, cursorPreviousKey, indexKey, type CursorPage, type User, type UsersSource } from '../../../mocks'
import { cursorFetcher, firstIds, growTo, idOf, renderInfinite, settle, usersFetcher, whenRequested } from './helpers'

const focus = () => act(async () => {
  window.dispatchEvent(new Event('focus'))
})

describe('loadPrevious and setSize together (maxPages: 3, window on pages 2-4)', () => {
  /** A source whose page 1 is slow to answer. */
  const slowPage1 = () => createUsersSource({ total: 200, latency: (req) => (req.page === 1 ? 40 : 0) })
  /** A list showing pages 2-4; the log starts empty. */
  async function windowAtPage2(src: UsersSource) {
    const hook = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1))
    await growTo(hook.result, src, 5)
    src.log.reset()
    return hook.result
  }
  /** That list, its loadPrevious() waiting on page 1. */
  async function loadingPrevious(src: UsersSource) {
    const result = await windowAtPage2(src)
    await act(async () => {
      void result.current.loadPrevious()
    })
    await whenRequested(src, 1)
    return result
  }

  test('setSize(size + 1) while the previous page loads: the list grows as asked (the later call wins)', async () => {
    const src = useSource(slowPage1())
    const result = await windowAtPage2(src)
    let previous: Promise<unknown> = Promise.resolve()
    await act(async () => {
      previous = result.current.loadPrevious()
    })
    await whenRequested(src, 1)
    await act(async () => {
      await Promise.all([previous, result.current.setSize((size) => size + 1)])
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(6)
    expect(result.current.firstPageIndex).toBe(3)
    expect(firstIds(result.current)).toEqual([3, 4, 5].map((page) => idOf(src, page)))
    // Page 1 was already in flight; page 5 once.
    expect(src.log.pages()).toEqual([1, 5])
  })

  test('setSize(size + 1), then setSize(size) while the previous page loads: the window ends at that size', async () => {
    const src = useSource(slowPage1())
    const result = await loadingPrevious(src)
    // The size comes back to where loadPrevious() started from: still a setSize since.
    await act(async () => {
      await result.current.setSize(6)
      await result.current.setSize(5)
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(5)
    expect(result.current.firstPageIndex).toBe(2)
    expect(firstIds(result.current)).toEqual([2, 3, 4].map((page) => idOf(src, page)))
  })

  test('setSize back to page 0 while the previous page loads: the list starts from page 0 again', async () => {
    const src = useSource(slowPage1())
    const result = await loadingPrevious(src)
    await act(async () => {
      await result.current.setSize(1)
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(1)
    expect(result.current.firstPageIndex).toBe(0)
    expect(firstIds(result.current)).toEqual([idOf(src, 0)])
    expect(result.current.isLoadingPrevious).toBe(false)
  })

  test('loadPrevious while setSize loads a new page: the later call wins, each page requested once', async () => {
    const src = useSource(slowPage1())
    const result = await windowAtPage2(src)
    src.set({ latency: (req) => (req.page === 5 ? 40 : 0) })
    let grow: Promise<unknown> = Promise.resolve()
    await act(async () => {
      grow = result.current.setSize(6)
    })
    await whenRequested(src, 1)
    await act(async () => {
      await Promise.all([grow, result.current.loadPrevious()])
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([5, 1])
    expect(result.current.size).toBe(4)
    expect(result.current.firstPageIndex).toBe(1)
    expect(firstIds(result.current)).toEqual([1, 2, 3].map((page) => idOf(src, page)))
    expect(result.current.hasMore).toBe(true)
  })
})

test('without a window, setSize while a previous page loads keeps both: the earlier page and the new one', async () => {
  const src = useSource(createUsersSource({ total: 200, latency: (req) => (req.page === 4 ? 40 : 0) }))
  // The list opens at page 5 of the source (a deep link).
  const getKey = (index: number) => `/users?page=${index + 5}&limit=10`
  const getPreviousKey = (firstPageIndex: number) => (firstPageIndex + 5 > 0 ? `/users?page=${firstPageIndex + 4}&limit=10` : null)
  const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { getPreviousKey, revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  src.log.reset()
  await act(async () => {
    void result.current.loadPrevious()
  })
  await whenRequested(src, 1)
  await act(async () => {
    await result.current.setSize(2)
  })
  await settle(src, () => result.current.isValidating)
  expect(result.current.firstPageIndex).toBe(-1)
  expect(firstIds(result.current)).toEqual([4, 5, 6].map((page) => idOf(src, page)))
  expect(src.log.pages()).toEqual([4, 6])
})

describe('revalidateAll with maxPages', () => {
  test('focus refetches only the pages in the window; setSize and loadPrevious fetch one page each', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateAll: true, focusThrottleInterval: 0 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 6)
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5])
    src.log.reset()
    await focus()
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([3, 4, 5])
    src.log.reset()
    await act(async () => {
      await result.current.loadPrevious()
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([2])
    expect(firstIds(result.current)).toEqual([2, 3, 4].map((page) => idOf(src, page)))
  })
})

test('cursor window that moved: mutate(data) refetches the changed page, mutate() the window, from the stored cursor', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, {
    maxPages: 2, revalidateFirstPage: false, getPreviousKey: cursorPreviousKey(10),
  }))
  const ids = () => (result.current.data as CursorPage<User>[]).map((page) => page.data[0]?.id)
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 5)
  await act(async () => {
    await result.current.loadPrevious()
  })
  await settle(src)
  expect(ids()).toEqual([2, 3].map((page) => idOf(src, page)))
  src.log.reset()
  const [first, second] = result.current.data as CursorPage<User>[]
  await act(async () => {
    await result.current.mutate([first, { ...second, data: [] }])
  })
  await settle(src)
  expect(src.log.pages()).toEqual([3])
  expect(result.current.firstPageIndex).toBe(2)
  expect(ids()).toEqual([2, 3].map((page) => idOf(src, page)))
  src.log.reset()
  await act(async () => {
    await result.current.mutate()
  })
  expect(src.log.pages()).toEqual([2, 3])
  expect(result.current.firstPageIndex).toBe(2)
})

describe('parallel mode with maxPages: a size that shrinks during a jump ahead', () => {
  test.each([4, 9])('setSize(10) then setSize(%i) while pages 7-8 load: the window ends at the new size', async (size) => {
    const src = useSource(createUsersSource({ total: 200, latency: 20 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel: 2, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(async () => {
      void result.current.setSize(10)
    })
    await whenRequested(src, 3)
    await act(async () => {
      await result.current.setSize(size)
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(size)
    expect(result.current.firstPageIndex).toBe(size - 3)
    expect(firstIds(result.current)).toEqual([size - 3, size - 2, size - 1].map((page) => idOf(src, page)))
  })
})

test('persistSize carries the size loadPrevious() left, not the last setSize value', async () => {
  const src = useSource(createUsersSource({ total: 200 }))
  const { result, rerender } = renderInfinite((q: string) => useFetchInfinite(indexKey(10, q), usersFetcher, {
    persistSize: true, maxPages: 2, revalidateFirstPage: false,
  }), {}, '')
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await growTo(result, src, 5)
  await act(async () => {
    await result.current.loadPrevious()
  })
  expect(result.current.size).toBe(4)
  src.log.reset()
  rerender('a')
  await waitFor(() => expect(result.current.data?.[0]?.[0]).toEqual(src.users('a')[10 * (result.current.firstPageIndex)]))
  await settle(src, () => result.current.isValidating)
  expect(result.current.size).toBe(4)
  expect(src.log.pages()).toEqual([0, 1, 2, 3])
})
