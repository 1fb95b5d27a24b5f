// Every useFetch option applies to the list.
import { Suspense } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl } from '../../../mocks'
import { pageOf, renderInfinite, settle, setup, sleep, track, usersFetcher } from './helpers'

const focus = () => act(async () => {
  window.dispatchEvent(new Event('focus'))
})

describe('options: useFetch options apply to the list', () => {
  test('dedupe: two list hooks with the same key make one set of requests', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const s = setup({ dedupingInterval: 2000 })
    function L({ name }: { name: string }) {
      const { data } = useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 })
      return <p>{name}: {data ? data.length : 'loading'}</p>
    }
    const view = render(<s.wrapper><L name="a" /><L name="b" /></s.wrapper>)
    await screen.findByText('a: 2')
    await screen.findByText('b: 2')
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1])
    // A third hook mounting within dedupingInterval reuses the finished load.
    view.rerender(<s.wrapper><L name="a" /><L name="b" /><L name="c" /></s.wrapper>)
    expect(screen.getByText('c: 2')).toBeInTheDocument()
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1])
  })

  test('revalidateOnFocus: a focus event revalidates the list (focusThrottleInterval 0)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2, focusThrottleInterval: 0 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    src.bump()
    await focus()
    await waitFor(() => expect(result.current.data?.[0]).toEqual(pageOf(src, 0)))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0])
  })

  test('revalidateOnFocus: false ignores focus events', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateOnFocus: false, focusThrottleInterval: 0 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await focus()
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(0)
  })

  test('revalidateOnReconnect: an online event revalidates the list', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(src.log.count()).toBe(1))
  })

  test('refreshInterval: the list revalidates on an interval', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result, unmount } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { refreshInterval: 20 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await waitFor(() => expect(src.log.count()).toBeGreaterThanOrEqual(3))
    expect(new Set(src.log.pages())).toEqual(new Set([0]))
    unmount()
  })

  test('fallbackData is an array of pages, shown until the first data arrives', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    const fallbackData = [[{ ...pageOf(src, 0)[0], name: 'Fallback' }]]
    const seen: unknown[] = []
    const { result } = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher, { fallbackData })
      seen.push(r.data)
      return r
    })
    expect(seen[0]).toBe(fallbackData)
    await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0)]))
  })

  test('keepPreviousData keeps the old key\'s pages while a new key loads', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    const withQ: unknown[] = []
    const { result, rerender } = renderInfinite((q: string) => {
      const r = useFetchInfinite(indexKey(10, q), usersFetcher, { keepPreviousData: true })
      if (q) withQ.push(r.data)
      return r
    }, {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    const old = result.current.data
    rerender('ada')
    expect(result.current.data).toEqual(old)
    await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0, 10, 'ada')]))
    expect(withQ.every((d) => d !== undefined)).toBe(true)
  })

  test('without keepPreviousData a new key starts with data undefined', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    const { result, rerender } = renderInfinite((q: string) => useFetchInfinite(indexKey(10, q), usersFetcher), {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    rerender('ada')
    expect(result.current.data).toBeUndefined()
    await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0, 10, 'ada')]))
  })

  test('onSuccess receives the page array and the list key', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const onSuccess = vi.fn()
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2, onSuccess }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(onSuccess.mock.calls[0][0]).toEqual([pageOf(src, 0), pageOf(src, 1)])
    expect(onSuccess.mock.calls[0][1]).toBe('$inf$' + usersUrl({ page: 0, limit: 10 }))
    expect(result.current.data).toHaveLength(2)
  })

  test('suspense: the list suspends until its pages are loaded (the mount revalidation dedupes onto that load)', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    // The default dedupe window: the revalidation after mounting reuses the suspended load.
    const s = setup({ dedupingInterval: 2000 })
    function L() {
      const { data } = useFetchInfinite(indexKey(10), usersFetcher, { suspense: true, initialSize: 2 })
      return <p>pages: {data!.length}</p>
    }
    render(<s.wrapper><Suspense fallback={<p>suspended</p>}><L /></Suspense></s.wrapper>)
    expect(screen.getByText('suspended')).toBeInTheDocument()
    await screen.findByText('pages: 2')
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1])
  })

  test('revalidateOnMount: true refetches every cached page on mount', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    const first = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 })), { wrapper: s.wrapper })
    await waitFor(() => expect(first.result.current.data).toHaveLength(3))
    await settle(src, () => first.result.current.isValidating)
    first.unmount()
    src.log.reset()
    const second = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3, revalidateOnMount: true })), { wrapper: s.wrapper })
    await waitFor(() => expect(src.log.count()).toBe(3))
    await settle(src, () => second.result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('revalidateOnMount: false makes no request on mount', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { revalidateOnMount: false }))
    await act(() => sleep(30))
    expect(src.log.count()).toBe(0)
    expect(result.current.data).toBeUndefined()
    expect(result.current.isLoading).toBe(false)
  })

  test('revalidateIfStale: false does not refetch a list that has cached data on mount', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    const first = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher)), { wrapper: s.wrapper })
    await waitFor(() => expect(first.result.current.data).toHaveLength(1))
    await settle(src, () => first.result.current.isValidating)
    first.unmount()
    src.log.reset()
    const second = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher, { revalidateIfStale: false })), { wrapper: s.wrapper })
    expect(second.result.current.data).toHaveLength(1)
    await settle(src, () => second.result.current.isValidating)
    expect(src.log.count()).toBe(0)
  })

  test('isPaused: () => true makes no request', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { isPaused: () => true }))
    await act(() => sleep(30))
    expect(src.log.count()).toBe(0)
  })

  test('compare decides whether a revalidated page array is new data', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    // "Equal" when both are page arrays of the same length: a version bump is not news.
    const compare = vi.fn((a?: unknown[], b?: unknown[]) => (a && b ? a.length === b.length : a === b))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { compare }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    const before = result.current.data
    src.bump()
    await act(() => result.current.mutate())
    await settle(src, () => result.current.isValidating)
    expect(compare).toHaveBeenCalled()
    // compare said "equal": the list keeps its (old) page array.
    expect(result.current.data).toBe(before)
  })

  test('use: a middleware given in options wraps the list hook', async () => {
    useSource(createUsersSource({ total: 45 }))
    const seenKeys: unknown[] = []
    const logger = (useNext: (k: unknown, f: unknown, c: unknown) => unknown) => (k: unknown, f: unknown, c: unknown) => {
      seenKeys.push(k)
      return useNext(k, f, c)
    }
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { use: [logger as never] }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(seenKeys.length).toBeGreaterThan(0)
  })
})
