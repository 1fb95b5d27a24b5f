// The load-more state the hook reports itself: isLoadingMore and hasMore.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, usersUrl, type User } from '../../../mocks'
import { cursorFetcher, renderInfinite, settle, usersFetcher, whenRequested } from './helpers'

const focus = () => act(async () => {
  window.dispatchEvent(new Event('focus'))
})

/** Index pages of 10 that end on a short page: the end is known without an extra request. */
const shortPageKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < 10 ? null : usersUrl({ page: pageIndex, limit: 10 })

type LoadState = { data?: unknown[] | undefined; isLoadingMore: boolean; hasMore: boolean; size: number }
const snapshot = (r: LoadState) => ({ pages: r.data?.length, isLoadingMore: r.isLoadingMore, hasMore: r.hasMore, size: r.size })

describe('isLoadingMore', () => {
  test('true from setSize(size + 1) until the new page lands, false during the first load and after', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    const seen: ReturnType<typeof snapshot>[] = []
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher)
      seen.push(snapshot(r))
      return r
    })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    // The first load is isLoading, not isLoadingMore.
    expect(seen.every((s) => !s.isLoadingMore)).toBe(true)

    seen.length = 0
    await act(async () => {
      void result.current.setSize(2)
    })
    expect(result.current.isLoadingMore).toBe(true)
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(result.current.isLoadingMore).toBe(false)
    expect(seen.some((s) => s.isLoadingMore && s.pages === 1 && s.size === 2)).toBe(true)
    expect(seen.filter((s) => s.pages === 2).every((s) => !s.isLoadingMore)).toBe(true)
  })

  test('false while only the loaded pages revalidate (focus)', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 100 }))
    const seen: ReturnType<typeof snapshot>[] = []
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2, focusThrottleInterval: 0 })
      seen.push(snapshot(r))
      return r
    })
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    seen.length = 0
    src.log.reset()
    await focus()
    // Seen as the request starts (no polling window in which it could already be done).
    await whenRequested(src, 1)
    expect(result.current.isValidating).toBe(true)
    expect(result.current.isLoadingMore).toBe(false)
    await settle(src, () => result.current.isValidating)
    expect(seen.every((s) => !s.isLoadingMore)).toBe(true)
  })

  test('false once the new page failed', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.fail({ page: 1, kind: 'status', status: 500 })
    await act(async () => {
      void result.current.setSize(2).catch(() => {})
    })
    expect(result.current.isLoadingMore).toBe(true)
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.isLoadingMore).toBe(false)
    expect(result.current.data).toHaveLength(1)
  })

  test('false when the size asks past the end of the list', async () => {
    const src = useSource(createUsersSource({ total: 15 }))
    const { result } = renderInfinite(() => useFetchInfinite(shortPageKey, usersFetcher, { initialSize: 5 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(5)
    expect(result.current.isLoadingMore).toBe(false)
  })
})

describe('hasMore', () => {
  test('false until the first page arrives; then getKey(data.length, last page) decides, with no extra request', async () => {
    const src = useSource(createUsersSource({ total: 25 }))
    const seen: ReturnType<typeof snapshot>[] = []
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(shortPageKey, usersFetcher, { revalidateFirstPage: false })
      seen.push(snapshot(r))
      return r
    })
    expect(seen[0]).toMatchObject({ pages: undefined, hasMore: false })
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    // Page 2 holds 5 users: getKey(3, page 2) is null, so the end is known without requesting page 3.
    expect(result.current.hasMore).toBe(false)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('cursor source: true while the last page carries a nextCursor, false after the page without one', async () => {
    const src = useSource(createUsersSource({ total: 20 }))
    const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { initialSize: 2, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    expect(result.current.hasMore).toBe(false)
    expect(src.log.count()).toBe(3)
  })

  test('parallel mode: getKey gets null as the previous page, so only a key that ends by index reports the end', async () => {
    useSource(createUsersSource({ total: 25 }))
    const getKey = vi.fn((pageIndex: number, previousPageData: User[] | null) =>
      pageIndex >= 3 || (previousPageData && !previousPageData.length) ? null : usersUrl({ page: pageIndex, limit: 10 }))
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { parallel: true, initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(result.current.hasMore).toBe(true)
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    expect(result.current.hasMore).toBe(false)
    for (const [, previous] of getKey.mock.calls) expect(previous).toBeNull()
  })

  test('a getKey that throws for the next page means "not ready", not the end', async () => {
    useSource(createUsersSource({ total: 45 }))
    const getKey = (pageIndex: number) => {
      if (pageIndex > 0) throw new Error('not ready')
      return usersUrl({ page: 0, limit: 10 })
    }
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.hasMore).toBe(true)
  })
})
