// Cancellation: the fetcher's second argument `{ signal }` aborts when no mounted hook needs the
// answer any more, and an abort is never an error.
import { act, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { FetchConfig, preload, useFetch, type Fetcher } from '../../index'
import { createKey, flush, renderWithConfig, resolveAfter, sleep } from './helpers'

/** A fetcher that never answers unless aborted (then it rejects as fetch does), recording its signals. */
function stalledFetcher() {
  const signals: AbortSignal[] = []
  const fetcher = vi.fn((_key: string, { signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return new Promise<string>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason))
    })
  })
  return { fetcher, signals }
}

function Show({ k, fetcher, options = {} }: { k: string | null; fetcher: Fetcher<string, string>; options?: object }) {
  const { data, error, isLoading } = useFetch(k, fetcher, options)
  return <p>{error ? `error: ${String(error)}` : isLoading ? 'loading' : data ?? 'none'}</p>
}

function Toggle({ children, initial = true }: { children: React.ReactNode; initial?: boolean }) {
  const [shown, setShown] = useState(initial)
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>toggle</button>
      {shown ? children : null}
    </>
  )
}

test('the fetcher gets { signal } after the key; it aborts when the last hook unmounts', async () => {
  const key = createKey()
  const { fetcher, signals } = stalledFetcher()
  renderWithConfig(<Toggle><Show k={key} fetcher={fetcher} /></Toggle>)
  await flush()
  expect(fetcher).toHaveBeenCalledWith(key, { signal: expect.any(AbortSignal) })
  expect(signals[0].aborted).toBe(false)
  await act(async () => screen.getByText('toggle').click())
  await flush()
  expect(signals[0].aborted).toBe(true)
})

test('a shared request aborts only when its last consumer unmounts', async () => {
  const key = createKey()
  const { fetcher, signals } = stalledFetcher()
  renderWithConfig(
    <>
      <Toggle><Show k={key} fetcher={fetcher} /></Toggle>
      <Toggle><Show k={key} fetcher={fetcher} /></Toggle>
    </>,
  )
  await flush()
  expect(fetcher).toHaveBeenCalledTimes(1)
  const [first, second] = screen.getAllByText('toggle')
  await act(async () => first.click())
  await flush()
  expect(signals[0].aborted).toBe(false)
  await act(async () => second.click())
  await flush()
  expect(signals[0].aborted).toBe(true)
})

test('a key change aborts the old key\'s request', async () => {
  const a = createKey()
  const b = createKey()
  const { fetcher, signals } = stalledFetcher()
  const { rerender } = renderWithConfig(<Show k={a} fetcher={fetcher} />)
  await flush()
  rerender(<Show k={b} fetcher={fetcher} />)
  await flush()
  expect(fetcher.mock.calls.map(([k]) => k)).toEqual([a, b])
  expect(signals[0].aborted).toBe(true)
  expect(signals[1].aborted).toBe(false)
})

test('StrictMode\'s double effect run aborts nothing and makes one request', async () => {
  const key = createKey()
  const signals: AbortSignal[] = []
  const fetcher = vi.fn((_k: string, { signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return resolveAfter('strict', 10)
  })
  render(<StrictMode><FetchConfig value={{ provider: () => new Map() }}><Show k={key} fetcher={fetcher} /></FetchConfig></StrictMode>)
  await screen.findByText('strict')
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(signals[0].aborted).toBe(false)
})

test('an abort is not an error: no error state, no onError, no retry, no console output', async () => {
  const key = createKey()
  const { fetcher } = stalledFetcher()
  const onError = vi.fn()
  const onErrorRetry = vi.fn()
  const consoleError = vi.spyOn(console, 'error')
  const consoleWarn = vi.spyOn(console, 'warn')
  const unhandled = vi.fn()
  process.on('unhandledRejection', unhandled)
  try {
    const { rerender } = renderWithConfig(<Show k={key} fetcher={fetcher} options={{ onError, onErrorRetry }} />)
    await flush()
    rerender(<Show k={null} fetcher={fetcher} options={{ onError, onErrorRetry }} />)
    await flush(20)
    expect(screen.getByText('none')).toBeTruthy()
    expect(onError).not.toHaveBeenCalled()
    expect(onErrorRetry).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(consoleWarn).not.toHaveBeenCalled()
    expect(unhandled).not.toHaveBeenCalled()
  } finally {
    process.off('unhandledRejection', unhandled)
    consoleError.mockRestore()
    consoleWarn.mockRestore()
  }
})

test('a remount after an abort starts a new request (the aborted one is not reused)', async () => {
  const key = createKey()
  const { fetcher, signals } = stalledFetcher()
  renderWithConfig(<Toggle><Show k={key} fetcher={fetcher} /></Toggle>, { dedupingInterval: 60_000 })
  await flush()
  await act(async () => screen.getByText('toggle').click())
  await flush()
  await act(async () => screen.getByText('toggle').click())
  await flush()
  expect(fetcher).toHaveBeenCalledTimes(2)
  expect(signals[0].aborted).toBe(true)
  expect(signals[1].aborted).toBe(false)
  expect(screen.getByText('loading')).toBeTruthy()
})

test('a settled request is not aborted by an unmount: a remount within dedupingInterval reuses it', async () => {
  const key = createKey()
  const signals: AbortSignal[] = []
  const fetcher = vi.fn(async (_k: string, { signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return 'done'
  })
  renderWithConfig(<Toggle><Show k={key} fetcher={fetcher} /></Toggle>, { dedupingInterval: 60_000 })
  await screen.findByText('done')
  await act(async () => screen.getByText('toggle').click())
  await flush()
  await act(async () => screen.getByText('toggle').click())
  await screen.findByText('done')
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(signals[0].aborted).toBe(false)
})

test('mutate() while a request is in flight aborts the older request (its answer would be dropped)', async () => {
  const key = createKey()
  const signals: AbortSignal[] = []
  const fetcher = vi.fn((_k: string, { signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return resolveAfter(`v${signals.length}`, 20)
  })
  let mutate!: () => Promise<unknown>
  function Page() {
    const r = useFetch(key, fetcher)
    mutate = r.mutate
    return <p>{r.data ?? 'loading'}</p>
  }
  renderWithConfig(<Page />, { dedupingInterval: 0 })
  await flush()
  await act(async () => void mutate())
  expect(signals[0].aborted).toBe(true)
  await screen.findByText('v2')
})

test('a fetcher that ignores the signal behaves as before: its answer after an unmount still fills the cache', async () => {
  const key = createKey()
  const cache = new Map()
  const fetcher = vi.fn((k: string) => resolveAfter(`late ${k}`, 20))
  render(<FetchConfig value={{ provider: () => cache }}><Toggle><Show k={key} fetcher={fetcher} /></Toggle></FetchConfig>)
  await flush()
  await act(async () => screen.getByText('toggle').click())
  await act(() => sleep(40))
  expect(cache.get(key)?.data).toBe(`late ${key}`)
})

test('a fetcher that ignores the signal and fails after the unmount: the failure is dropped as an abort', async () => {
  const key = createKey()
  const cache = new Map()
  const onError = vi.fn()
  const fetcher = vi.fn(() => sleep(20).then(() => { throw new Error('late failure') }))
  render(<FetchConfig value={{ provider: () => cache }}><Toggle><Show k={key} fetcher={fetcher} options={{ onError }} /></Toggle></FetchConfig>)
  await flush()
  await act(async () => screen.getByText('toggle').click())
  await act(() => sleep(40))
  expect(onError).not.toHaveBeenCalled()
  expect(cache.get(key)?.error).toBeUndefined()
  expect(cache.get(key)?.isValidating).toBe(false)
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('preload: the fetcher gets a signal; it aborts once the hook that took it unmounts', async () => {
  const key = createKey()
  const { fetcher, signals } = stalledFetcher()
  void preload(key, fetcher)?.catch(() => {})
  expect(signals).toHaveLength(1)
  renderWithConfig(<Toggle><Show k={key} fetcher={fetcher} /></Toggle>)
  await flush()
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(signals[0].aborted).toBe(false)
  await act(async () => screen.getByText('toggle').click())
  await flush()
  expect(signals[0].aborted).toBe(true)
})

test('a failed preload is dropped: the hook fetches afresh', async () => {
  const key = createKey()
  await preload(key, () => Promise.reject(new Error('preload failed')))?.catch(() => {})
  await flush()
  const fetcher = vi.fn(async () => 'fresh')
  renderWithConfig(<Show k={key} fetcher={fetcher} />)
  await screen.findByText('fresh')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('a rejection with undefined still shows as an error', async () => {
  const key = createKey()
  const onError = vi.fn()
  renderWithConfig(<Show k={key} fetcher={() => Promise.reject(undefined)} options={{ onError }} />, { shouldRetryOnError: false })
  await screen.findByText(/error: Error: pagekit: useFetch: the fetcher rejected without a reason/)
  expect(onError).toHaveBeenCalledWith(expect.any(Error), key, expect.anything())
})
