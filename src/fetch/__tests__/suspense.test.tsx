import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, useState, type ReactNode } from 'react'
import { FetchConfig, preload, useFetch } from '../../index'
import { createKey, flush, renderWithConfig, resolveAfter } from './helpers'

class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) { return { error } }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children
  }
}

beforeEach(() => {
  // React logs caught render errors; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

test('suspense: the Suspense fallback shows until the data arrives; data is never undefined in the render', async () => {
  const key = createKey()
  const seen: unknown[] = []
  function Page() {
    const { data } = useFetch(key, () => resolveAfter('suspended data', 10), { suspense: true })
    seen.push(data)
    return <p>{data}</p>
  }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  expect(screen.getByText('fallback')).toBeInTheDocument()
  await screen.findByText('suspended data')
  expect(seen).not.toContain(undefined)
})

test('suspense false (default): no suspension, data starts undefined', () => {
  const key = createKey()
  function Page() { return <p>data:{String(useFetch(key, () => resolveAfter('x', 10)).data)}</p> }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  expect(screen.getByText('data:undefined')).toBeInTheDocument()
})

test('suspense: an error goes to the nearest ErrorBoundary', async () => {
  const key = createKey()
  function Page() {
    const { data } = useFetch(key, async () => { throw new Error('suspense failure') }, { suspense: true, shouldRetryOnError: false })
    return <p>{String(data)}</p>
  }
  renderWithConfig(<ErrorBoundary><Suspense fallback={<p>fallback</p>}><Page /></Suspense></ErrorBoundary>)
  await screen.findByText('boundary: suspense failure')
})

test('suspense: cached data renders at once without the fallback', async () => {
  const key = createKey()
  function Page() { return <p>{useFetch(key, () => resolveAfter('fresh', 5), { suspense: true }).data}</p> }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>, { provider: () => new Map([[key, { data: 'cached' }]]) })
  expect(screen.getByText('cached')).toBeInTheDocument()
  expect(screen.queryByText('fallback')).toBeNull()
  // stale data is revalidated (revalidateIfStale) without suspending again
  await screen.findByText('fresh')
})

test('suspense: fallbackData renders at once', () => {
  const key = createKey()
  function Page() { return <p>{useFetch(key, () => resolveAfter('fresh', 50), { suspense: true, fallbackData: 'fb' }).data}</p> }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  expect(screen.getByText('fb')).toBeInTheDocument()
})

test('suspense: two components on one key suspend on one request', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('shared', 10))
  function A() { return <p>a:{useFetch(key, fetcher, { suspense: true }).data}</p> }
  function B() { return <p>b:{useFetch(key, fetcher, { suspense: true }).data}</p> }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><A /><B /></Suspense>)
  await screen.findByText('a:shared')
  expect(screen.getByText('b:shared')).toBeInTheDocument()
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('suspense: a falsy key does not suspend', () => {
  function Page() { return <p>data:{String(useFetch(null, async () => 1, { suspense: true }).data)}</p> }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  expect(screen.getByText('data:undefined')).toBeInTheDocument()
})

test('suspense via FetchConfig applies to every hook below', async () => {
  const key = createKey()
  function Page() { return <p>{useFetch(key, () => resolveAfter('via config', 10)).data}</p> }
  render(
    <FetchConfig value={{ provider: () => new Map(), suspense: true }}>
      <Suspense fallback={<p>fallback</p>}><Page /></Suspense>
    </FetchConfig>,
  )
  expect(screen.getByText('fallback')).toBeInTheDocument()
  await screen.findByText('via config')
})

test('suspense: a preloaded key suspends on the preload, no second request', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('preloaded', 10))
  preload(key, fetcher)
  function Page() { return <p>{useFetch(key, fetcher, { suspense: true }).data}</p> }
  render(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  expect(screen.getByText('fallback')).toBeInTheDocument()
  await screen.findByText('preloaded')
  await flush(10)
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('suspense: a key change suspends again and then shows the new key\'s data', async () => {
  const prefix = createKey()
  let setId!: (id: number) => void
  function Page() {
    const [id, set] = useState(1)
    setId = set
    return <p>{useFetch(`${prefix}/${id}`, (k: string) => resolveAfter(`item ${k.split('/').pop()}`, 10), { suspense: true }).data}</p>
  }
  renderWithConfig(<Suspense fallback={<p>fallback</p>}><Page /></Suspense>)
  await screen.findByText('item 1')
  act(() => setId(2))
  await screen.findByText('item 2')
})

describe('suspense retry: an error boundary that retries with preload(key, fetcher)', () => {
  class RetryBoundary extends Component<{ children: ReactNode; onReset: () => void }, { error?: Error | undefined }> {
    override state: { error?: Error | undefined } = {}
    static getDerivedStateFromError(error: Error) { return { error } }
    override render() {
      if (!this.state.error) return this.props.children
      const retry = () => {
        this.props.onReset()
        this.setState({ error: undefined })
      }
      return <button onClick={retry}>try again</button>
    }
  }
  // The first request fails, the next ones succeed.
  const failingOnce = () => {
    let calls = 0
    return vi.fn(() => (++calls === 1 ? Promise.reject(new Error('wrong')) : Promise.resolve('ok')))
  }

  test('recovers: the render takes the new preload instead of throwing the cached error again; the preload is used once', async () => {
    const key = createKey()
    const fetcher = failingOnce()
    function Page() { return <p>data: {useFetch(key, fetcher, { suspense: true, revalidateIfStale: false }).data}</p> }
    await act(async () => {
      renderWithConfig(<RetryBoundary onReset={() => void preload(key, fetcher)}><Suspense fallback={<p>loading</p>}><Page /></Suspense></RetryBoundary>)
    })
    await screen.findByText('try again')
    await act(async () => screen.getByText('try again').click())
    await screen.findByText('data: ok')
    // The failed request and the preload; nothing else.
    expect(fetcher).toHaveBeenCalledTimes(2)
    // Taken by the render, the preload is gone: preloading the key again calls the fetcher.
    void preload(key, fetcher)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  test('a retry without preload() throws the cached error again, with no new request', async () => {
    const key = createKey()
    const fetcher = vi.fn(() => Promise.reject(new Error('wrong')))
    function Page() { return <p>data: {useFetch(key, fetcher, { suspense: true, shouldRetryOnError: false }).data}</p> }
    await act(async () => {
      renderWithConfig(<RetryBoundary onReset={() => {}}><Suspense fallback={<p>loading</p>}><Page /></Suspense></RetryBoundary>)
    })
    await screen.findByText('try again')
    const calls = fetcher.mock.calls.length
    await act(async () => screen.getByText('try again').click())
    await flush(20)
    expect(screen.getByText('try again')).toBeInTheDocument()
    expect(fetcher).toHaveBeenCalledTimes(calls)
  })

  test('a preload that fails again goes back to the boundary', async () => {
    const key = createKey()
    const fetcher = vi.fn(() => Promise.reject(new Error('still wrong')))
    function Page() { return <p>data: {useFetch(key, fetcher, { suspense: true, shouldRetryOnError: false }).data}</p> }
    await act(async () => {
      renderWithConfig(<RetryBoundary onReset={() => void preload(key, fetcher).catch(() => {})}><Suspense fallback={<p>loading</p>}><Page /></Suspense></RetryBoundary>)
    })
    await screen.findByText('try again')
    await act(async () => screen.getByText('try again').click())
    await screen.findByText('try again')
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
