// Lifecycle and races: StrictMode, rapid setSize, key changes while loading, unmount, config-level
// options that see the list.
import { StrictMode } from 'react'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import useFetchInfinite, { unstable_serialize } from '../index'
import { FetchConfig } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl, type User } from '../../../mocks'
import { pageOf, renderInfinite, settle, setup, sleep, track, usersFetcher, whenRequested } from './helpers'

test('StrictMode loads the list with one request per page', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const s = setup()
  const { result } = renderHook(() => track(useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 })), {
    wrapper: ({ children }) => <StrictMode><s.wrapper>{children}</s.wrapper></StrictMode>,
  })
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([0, 1])
  await act(() => result.current.setSize(3))
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  expect(result.current.size).toBe(3)
})

test('setSize: rapid calls end with the last size and its pages', async () => {
  const src = useSource(createUsersSource({ total: 100, latency: 10 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await act(async () => {
    void result.current.setSize(2)
    void result.current.setSize(3)
    void result.current.setSize((n) => n + 1)
  })
  await waitFor(() => expect(result.current.data).toHaveLength(4))
  await settle(src, () => result.current.isValidating)
  expect(result.current.size).toBe(4)
  expect(result.current.data).toEqual([0, 1, 2, 3].map((i) => pageOf(src, i)))
})

test('a key change while the old key is loading shows only the new key\'s pages', async () => {
  const src = useSource(createUsersSource({ total: 100, latency: (req) => (req.q ? 5 : 60) }))
  const { result, rerender, cache } = renderInfinite((q: string) => useFetchInfinite(indexKey(10, q), usersFetcher), {}, '')
  await whenRequested(src, 1)
  expect(src.log.pending()).toBe(1)
  rerender('ada')
  await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0, 10, 'ada')]))
  await settle(src, () => result.current.isValidating)
  expect(result.current.data).toEqual([pageOf(src, 0, 10, 'ada')])
  // Nobody shows the old list any more: its walk was aborted, its entry stays empty.
  expect(cache.get(unstable_serialize(indexKey(10, '')))?.data).toBeUndefined()
  expect(cache.get(usersUrl({ page: 0, limit: 10 }))?.data).toBeUndefined()
})

test('unmounting during a load stops the walk: no further page is requested, nothing throws', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 20 }))
  const error = vi.spyOn(console, 'error')
  const { unmount, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
  await whenRequested(src, 1)
  expect(src.log.pending()).toBe(1)
  unmount()
  await act(() => sleep(60))
  expect(src.log.pages()).toEqual([0])
  expect(cache.get(usersUrl({ page: 1, limit: 10 }))?.data).toBeUndefined()
  expect(error).not.toHaveBeenCalled()
  error.mockRestore()
})

test('an inline getKey (a new function every render) does not loop', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  let renders = 0
  const { result } = renderInfinite(() => {
    renders++
    return useFetchInfinite((i: number, prev: User[] | null) => (prev && !prev.length ? null : usersUrl({ page: i, limit: 10 })), usersFetcher, { initialSize: 2 })
  })
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  const settled = renders
  await act(() => sleep(30))
  expect(renders).toBe(settled)
  expect(renders).toBeLessThan(10)
  expect(src.log.pages()).toEqual([0, 1])
})

test('fallback: FetchConfig fallback keyed by unstable_serialize(getKey) seeds the list', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 20 }))
  const s = setup()
  const getKey = indexKey(10)
  const seeded = [[{ ...pageOf(src, 0)[0], name: 'Seeded' }]]
  let first: unknown
  function L() {
    const { data } = useFetchInfinite(getKey, usersFetcher)
    first ??= data
    return <p>{data ? data[0][0].name : 'loading'}</p>
  }
  const fallback = { [unstable_serialize(getKey)]: seeded }
  render(<s.wrapper><FetchConfig value={{ fallback }}><L /></FetchConfig></s.wrapper>)
  expect(first).toBe(seeded)
  await screen.findByText(pageOf(src, 0)[0].name)
})

test('refreshInterval as a function receives the page array', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const interval = vi.fn((_data?: User[][]) => 0)
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2, refreshInterval: interval }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  // Called at least when the timer is set up; any non-undefined call sees a page array.
  for (const [data] of interval.mock.calls) if (data !== undefined) expect(data).toHaveLength(2)
  expect(interval).toHaveBeenCalled()
})

test('onLoadingSlow fires with the list key when the first load takes longer than loadingTimeout', async () => {
  useSource(createUsersSource({ total: 45, latency: 60 }))
  const onLoadingSlow = vi.fn()
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { loadingTimeout: 10, onLoadingSlow }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  expect(onLoadingSlow).toHaveBeenCalledWith('$inf$' + usersUrl({ page: 0, limit: 10 }), expect.anything())
})

test('mutate options: throwOnError false resolves undefined; populateCache false keeps the page array', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  const before = result.current.data
  let value: unknown = 'unset'
  await act(async () => {
    value = await result.current.mutate(Promise.reject(new Error('nope')), { throwOnError: false, revalidate: false })
  })
  expect(value).toBeUndefined()
  expect(result.current.data).toEqual(before)
  await act(async () => {
    value = await result.current.mutate([pageOf(src, 3)], { populateCache: false, revalidate: false })
  })
  expect(value).toEqual([pageOf(src, 3)])
  expect(result.current.data).toEqual(before)
})

describe('a page dropped by a shrinking size and requested again takes only the new request\'s answer', () => {
  /**
   * Page i's n-th request answers `[i, n]` when the test says (`answer`), or fails; the fetcher
   * ignores its signal, as many apps' fetchers do, so an aborted request still answers.
   */
  function manualFetcher() {
    const requests: { page: number; n: number; aborted: boolean; settle: (fail: boolean) => void }[] = []
    const fetcher = (key: string, { signal }: { signal: AbortSignal }) => new Promise<number[]>((resolve, reject) => {
      const page = Number(key.split(':')[1])
      const n = requests.filter((q) => q.page === page).length + 1
      const request = { page, n, aborted: false, settle: (fail: boolean) => (fail ? reject(new Error(`request ${n} of page ${page} failed`)) : resolve([page, n])) }
      signal.addEventListener('abort', () => void (request.aborted = true))
      requests.push(request)
    })
    const answer = (page: number, n: number, fail = false) => act(async () => requests.find((q) => q.page === page && q.n === n)!.settle(fail))
    return { fetcher, requests, answer }
  }

  // Parallel mode: another page keeps the walk going, and it requests the dropped page again.
  test.each([
    { parallel: true, late: 'answers' },
    { parallel: true, late: 'fails' },
    { parallel: 2, late: 'answers' },
    { parallel: 2, late: 'fails' },
  ])('parallel $parallel: the aborted request $late after the new one started', async ({ parallel, late }) => {
    const { fetcher, requests, answer } = manualFetcher()
    const { result } = renderInfinite(() => useFetchInfinite((i) => `manual:${i}`, fetcher, { parallel, revalidateFirstPage: false }))
    await waitFor(() => expect(requests).toHaveLength(1))
    await answer(0, 1)
    await act(async () => void result.current.setSize(3))
    await waitFor(() => expect(requests).toHaveLength(3))
    await act(async () => void result.current.setSize(2))
    await waitFor(() => expect(requests[2].aborted).toBe(true))
    await act(async () => void result.current.setSize(3))
    await waitFor(() => expect(requests).toHaveLength(4))
    expect(requests.map((q) => [q.page, q.n])).toEqual([[0, 1], [1, 1], [2, 1], [2, 2]])
    // Page 2's first request, aborted, answers (or fails) only now: nobody takes it.
    await answer(2, 1, late === 'fails')
    await answer(1, 1)
    await act(() => sleep(10))
    expect(result.current.data).toEqual([[0, 1]])
    expect(result.current.error).toBeUndefined()
    expect(result.current.isValidating).toBe(true)
    expect(requests[3].aborted).toBe(false)
    await answer(2, 2)
    await waitFor(() => expect(result.current.isValidating).toBe(false))
    expect(result.current.data).toEqual([[0, 1], [1, 1], [2, 2]])
    expect(result.current.error).toBeUndefined()
  })
})
