// Cancellation of page walks: a walk nobody needs stops at once and aborts the page in flight;
// an abort is never an error.
import { act, render, screen, waitFor } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import useFetchInfinite, { unstable_serialize } from '../index'
import { FetchConfig } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type UsersSource } from '../../../mocks'
import { renderInfinite, settle, sleep, usersFetcher, whenRequested } from './helpers'

/**
 * A source that never ends: page i is `[i]`; it records each call and each abort. `latency`:
 * milliseconds, or a function of the key (Infinity: never answers).
 */
function endlessFetcher(latency: number | ((key: string) => number) = 1) {
  const calls: number[] = []
  const aborted: number[] = []
  const fetcher = (key: string, { signal }: { signal: AbortSignal }) => {
    const page = Number(key.split(':')[1])
    calls.push(page)
    const ms = typeof latency === 'function' ? latency(key) : latency
    return new Promise<number[]>((resolve, reject) => {
      const timer = ms === Infinity ? undefined : setTimeout(() => resolve([page]), ms)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        aborted.push(page)
        reject(signal.reason)
      })
    })
  }
  return { fetcher, calls, aborted }
}
const endlessKey = (prefix = 'endless') => (index: number) => `${prefix}:${index}`

test('unmounting stops a walk of setSize(1e9) on a source that never ends: no request after it', async () => {
  const { fetcher, calls, aborted } = endlessFetcher()
  const { result, unmount } = renderInfinite(() => useFetchInfinite(endlessKey(), fetcher))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  void act(() => void result.current.setSize(1e9))
  await waitFor(() => expect(calls.length).toBeGreaterThan(5))
  unmount()
  await act(() => sleep(0))
  const atUnmount = calls.length
  await act(() => sleep(300))
  expect(calls.length).toBe(atUnmount)
  // The page in flight was aborted.
  expect(aborted).toEqual([calls[calls.length - 1]])
})

test('unmounting during a 5-page walk aborts the page in flight and requests no later page', async () => {
  const src = useSource(createUsersSource({ total: 100, latency: 30 }))
  const { unmount } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 5 }))
  await waitFor(() => expect(src.log.pages()).toEqual([0, 1]))
  unmount()
  await act(() => sleep(150))
  expect(src.log.pages()).toEqual([0, 1])
})

test('a key change aborts the old list\'s walk; the new key\'s walk runs', async () => {
  const { fetcher, calls, aborted } = endlessFetcher((key) => (key === 'a:1' ? Infinity : 2))
  const { result, rerender } = renderInfinite((prefix: string) => useFetchInfinite(endlessKey(prefix), fetcher, { initialSize: 5 }), {}, 'a')
  await waitFor(() => expect(calls).toHaveLength(2))
  rerender('b')
  await waitFor(() => expect(result.current.data).toHaveLength(5))
  // Old list: pages 0 and 1 requested, page 1 aborted; nothing after it.
  expect(aborted).toEqual([1])
  expect(calls).toEqual([0, 1, 0, 1, 2, 3, 4])
})

test('a shrinking size aborts the page in flight beyond it and ends the walk at once', async () => {
  const src = useSource(createUsersSource({ total: 100, latency: (req) => (req.page === 3 ? 10_000 : 5) }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  src.log.reset()
  void act(() => void result.current.setSize(5))
  await waitFor(() => expect(src.log.pages()).toContain(3))
  await act(() => result.current.setSize(2))
  await waitFor(() => expect(result.current.isValidating).toBe(false))
  expect(result.current.data).toHaveLength(2)
  expect(result.current.error).toBeUndefined()
  expect(src.log.pages()).toEqual([0, 2, 3])
})

test('an abort is not an error: no error, no onError, no retry, no console output', async () => {
  const { fetcher } = endlessFetcher(20)
  const onError = vi.fn()
  const onErrorRetry = vi.fn()
  const warn = vi.spyOn(console, 'warn')
  const error = vi.spyOn(console, 'error')
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    const { result, rerender } = renderInfinite(
      (prefix: string | null) => useFetchInfinite((i) => (prefix ? `${prefix}:${i}` : null), fetcher, { initialSize: 3, onError, onErrorRetry }), {}, 'a',
    )
    await act(() => sleep(5))
    rerender(null)
    await act(() => sleep(60))
    expect(result.current.error).toBeUndefined()
    expect(result.current.isValidating).toBe(false)
    expect(onError).not.toHaveBeenCalled()
    expect(onErrorRetry).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
    expect(error).not.toHaveBeenCalled()
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
    warn.mockRestore()
    error.mockRestore()
  }
})

test('a page fetcher that ignores the signal: the walk still stops at once', async () => {
  // Each page answers when the test says, not after a delay: under load a timed answer could land
  // before the unmount, and the walk would rightly request the next page.
  const answers: (() => void)[] = []
  const fetcher = (key: string) => new Promise<string[]>((resolve) => answers.push(() => resolve([key])))
  const { unmount } = renderInfinite(() => useFetchInfinite(endlessKey(), fetcher, { initialSize: 10 }))
  await waitFor(() => expect(answers).toHaveLength(1))
  unmount()
  // Page 0 answers after the unmount: the walk requests no page after it.
  answers[0]()
  await act(() => sleep(60))
  expect(answers).toHaveLength(1)
})

test('mutate() during a walk supersedes it: the old walk stops, the new one walks every page once', async () => {
  let slowPage1 = false
  const src = useSource(createUsersSource({ total: 100, latency: (req) => (slowPage1 && req.page === 1 ? 800 : 5) }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  await settle(src, () => result.current.isValidating)
  src.log.reset()
  slowPage1 = true
  void act(() => void result.current.mutate())
  // The log tells the moment page 1 is requested (no polling window), far inside its 800 ms.
  await whenRequested(src, 2)
  expect(src.log.pages()).toEqual([0, 1])
  slowPage1 = false
  await act(() => result.current.mutate())
  await settle(src, () => result.current.isValidating)
  // First walk: 0, 1 (1 aborted); second walk: 0, 1, 2.
  expect(src.log.pages()).toEqual([0, 1, 0, 1, 2])
  expect(result.current.data).toHaveLength(3)
})

test('a remounted list after an abort requests its page again (an aborted page is never reused)', async () => {
  let firstRequest = true
  const src = useSource(createUsersSource({
    total: 100,
    latency: () => {
      const ms = firstRequest ? 10_000 : 5
      firstRequest = false
      return ms
    },
  }))
  const cache = new Map()
  function List() {
    const { data } = useFetchInfinite(indexKey(10), usersFetcher, { dedupingInterval: 60_000 })
    return <p>{data ? `pages: ${data.length}` : 'loading'}</p>
  }
  function App() {
    const [shown, setShown] = useState(true)
    return <><button onClick={() => setShown((s) => !s)}>toggle</button>{shown ? <List /> : null}</>
  }
  render(<FetchConfig value={{ provider: () => cache, shouldRetryOnError: false }}><App /></FetchConfig>)
  await waitFor(() => expect(src.log.count()).toBe(1))
  await act(async () => screen.getByText('toggle').click())
  await act(async () => screen.getByText('toggle').click())
  await screen.findByText('pages: 1')
  expect(src.log.pages()).toEqual([0, 0])
  expect(cache.get(unstable_serialize(indexKey(10)))?.error).toBeUndefined()
})

describe('one request per page, whatever the call pattern', () => {
  /** A list of `src` with page 0 loaded and settled, the log cleared. */
  async function onePageLoaded(src: UsersSource, options: { parallel?: boolean } = {}) {
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, options))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    return result
  }
  const tenMore = (result: { current: { setSize: (s: (n: number) => number) => Promise<unknown> } }) => act(() => {
    for (let i = 0; i < 10; i++) void result.current.setSize((s) => s + 1)
  })
  const ELEVEN_PAGES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

  test('ten setSize(s => s + 1) in one act: exactly one request per page', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 2 }))
    const result = await onePageLoaded(src)
    tenMore(result)
    await waitFor(() => expect(result.current.data).toHaveLength(11))
    await settle(src, () => result.current.isValidating)
    // Page 0 is revalidated once (revalidateFirstPage), every new page is requested once.
    expect(src.log.pages()).toEqual(ELEVEN_PAGES)
    expect(result.current.size).toBe(11)
  })

  test('ten setSize calls 1 ms apart: exactly one request per page', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 3 }))
    const result = await onePageLoaded(src)
    for (let i = 0; i < 10; i++) {
      act(() => void result.current.setSize((s) => s + 1))
      await act(() => sleep(1))
    }
    await waitFor(() => expect(result.current.data).toHaveLength(11))
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual(ELEVEN_PAGES)
  })

  test('parallel: ten rapid setSize calls, one request per page', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    const result = await onePageLoaded(src, { parallel: true })
    tenMore(result)
    await waitFor(() => expect(result.current.data).toHaveLength(11))
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual(ELEVEN_PAGES)
  })

  test('StrictMode: rapid setSize still makes one request per page', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 2 }))
    let setSize!: (s: (n: number) => number) => Promise<unknown>
    function List() {
      const list = useFetchInfinite(indexKey(10), usersFetcher, { revalidateFirstPage: false })
      setSize = list.setSize
      return <p>{list.data ? `pages: ${list.data.length}` : 'loading'}</p>
    }
    render(<StrictMode><FetchConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><List /></FetchConfig></StrictMode>)
    await screen.findByText('pages: 1')
    act(() => {
      for (let i = 0; i < 5; i++) void setSize((s) => s + 1)
    })
    await screen.findByText('pages: 6')
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5])
  })
})

test('a long walk yields to the event loop: setSize(5000) with an instant fetcher lets timers run between pages', async () => {
  const fetcher = (key: string) => [key]
  const { result } = renderInfinite(() => useFetchInfinite(endlessKey(), fetcher, { revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  let ticks = 0
  let running = true
  const tick = () => {
    ticks++
    if (running) setTimeout(tick, 0)
  }
  setTimeout(tick, 0)
  act(() => void result.current.setSize(5000))
  await waitFor(() => expect(result.current.data).toHaveLength(5000))
  running = false
  // One yield per 50 pages: about 100 chances for other work; never one block.
  expect(ticks).toBeGreaterThanOrEqual(50)
})

test('the walk yields between slices of pages, not after every page', async () => {
  let calls = 0
  const fetcher = (key: string) => {
    calls++
    return [key]
  }
  const { result } = renderInfinite(() => useFetchInfinite(endlessKey(), fetcher, { revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  const seen: number[] = []
  void act(() => void result.current.setSize(200))
  await new Promise<void>((resolve) => {
    const check = () => {
      seen.push(calls)
      if (calls >= 200) resolve()
      else setTimeout(check, 0)
    }
    setTimeout(check, 0)
  })
  // Pages arrive in slices of at most 50 between two timer turns.
  const steps = seen.map((n, i) => n - (i ? seen[i - 1] : 1)).filter((n) => n > 0)
  expect(Math.max(...steps)).toBeLessThanOrEqual(50)
})

test('growing a long cached list by one page waits for no timer: cached pages do not count toward a slice', async () => {
  const requested: string[] = []
  const fetcher = (key: string) => {
    requested.push(key)
    return [key]
  }
  const { result } = renderInfinite(() => useFetchInfinite(endlessKey(), fetcher, { revalidateFirstPage: false }))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  act(() => void result.current.setSize(120))
  await waitFor(() => expect(result.current.data).toHaveLength(120))
  requested.length = 0
  act(() => void result.current.setSize(121))
  // Microtasks only, no timer turn: the walk passes 120 cached pages and requests the new one.
  for (let i = 0; i < 100 && !requested.length; i++) await Promise.resolve()
  expect(requested).toHaveLength(1)
})
