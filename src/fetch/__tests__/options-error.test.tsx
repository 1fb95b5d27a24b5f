import { screen } from '@testing-library/react'
import { useFetch } from '../../index'
import type { FetchConfiguration } from '../types'
import { advance, createKey, renderWithConfig } from './helpers'

beforeEach(() => {
  vi.useFakeTimers()
  // Backoff factor (random + 0.5) = 0.5: retry n waits 2^(n-1) × errorRetryInterval.
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function failing(options: FetchConfiguration<string, Error>, fail: (n: number) => boolean = () => true) {
  const key = createKey()
  const fetcher = vi.fn(async () => {
    if (fail(fetcher.mock.calls.length)) throw new Error(`fail ${fetcher.mock.calls.length}`)
    return 'ok'
  })
  function Page() {
    const { data, error } = useFetch(key, fetcher, { dedupingInterval: 0, ...options })
    return <p>{error ? `error:${error.message}` : `data:${data ?? 'none'}`}</p>
  }
  renderWithConfig(<Page />)
  return { key, fetcher }
}

describe('error retry', () => {
  test('shouldRetryOnError default true: retries after errorRetryInterval (default 5000)', async () => {
    const { fetcher } = failing({})
    await advance(10)
    expect(screen.getByText('error:fail 1')).toBeInTheDocument()
    await advance(4980)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await advance(20)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('a retry that succeeds replaces the error with data', async () => {
    const { fetcher } = failing({ errorRetryInterval: 100 }, (n) => n === 1)
    await advance(10)
    expect(screen.getByText('error:fail 1')).toBeInTheDocument()
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(screen.getByText('data:ok')).toBeInTheDocument()
  })

  test('errorRetryInterval sets the base of the exponential backoff', async () => {
    const { fetcher } = failing({ errorRetryInterval: 100 })
    await advance(10)
    await advance(90) // retry 1, 100 ms after the first failure (t = 0)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await advance(199) // retry 2, 200 ms after retry 1
    expect(fetcher).toHaveBeenCalledTimes(2)
    await advance(1)
    expect(fetcher).toHaveBeenCalledTimes(3)
    await advance(399) // retry 3, 400 ms after retry 2
    expect(fetcher).toHaveBeenCalledTimes(3)
    await advance(1)
    expect(fetcher).toHaveBeenCalledTimes(4)
  })

  test('errorRetryCount caps the number of retries', async () => {
    const { fetcher } = failing({ errorRetryInterval: 10, errorRetryCount: 2 })
    await advance(100_000)
    expect(fetcher).toHaveBeenCalledTimes(3) // the request + 2 retries
    expect(screen.getByText('error:fail 3')).toBeInTheDocument()
  })

  test('errorRetryCount unset: keeps retrying', async () => {
    const { fetcher } = failing({ errorRetryInterval: 10 })
    await advance(60_000)
    expect(fetcher.mock.calls.length).toBeGreaterThan(6)
  })

  test('shouldRetryOnError false: no retry', async () => {
    const { fetcher } = failing({ shouldRetryOnError: false, errorRetryInterval: 10 })
    await advance(10_000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('shouldRetryOnError as a function decides per error', async () => {
    const decide = vi.fn((err: Error) => err.message === 'fail 1')
    const { fetcher } = failing({ shouldRetryOnError: decide, errorRetryInterval: 10 })
    await advance(10_000)
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(decide).toHaveBeenCalledTimes(2)
  })

  test('no retry while the page is hidden', async () => {
    const { fetcher } = failing({ errorRetryInterval: 10, isVisible: () => false })
    await advance(10_000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('a custom onErrorRetry replaces the backoff and gets (err, key, config, revalidate, { retryCount })', async () => {
    const onErrorRetry = vi.fn((_err: Error, _key: string, _config: unknown, revalidate: (o: { retryCount: number }) => void, opts: { retryCount: number }) => {
      if (opts.retryCount <= 3) setTimeout(() => revalidate(opts), 50)
    })
    const { fetcher, key } = failing({ onErrorRetry })
    await advance(10)
    expect(onErrorRetry).toHaveBeenCalledWith(expect.objectContaining({ message: 'fail 1' }), key, expect.any(Object), expect.any(Function), expect.objectContaining({ retryCount: 1 }))
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(4)
    expect(onErrorRetry.mock.calls.map((c) => c[4].retryCount)).toEqual([1, 2, 3, 4])
  })

  test('retries stop after unmount', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => { throw new Error('x') })
    function Page() {
      useFetch(key, fetcher, { errorRetryInterval: 10 })
      return null
    }
    const view = renderWithConfig(<Page />)
    await advance(5)
    view.unmount()
    await advance(10_000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

describe('callbacks', () => {
  test('onSuccess gets (data, key, config) once per request, not per hook', async () => {
    const key = createKey()
    const onSuccess = vi.fn()
    const fetcher = vi.fn(async () => 'v')
    function A() { useFetch(key, fetcher, { onSuccess }); return null }
    renderWithConfig(<><A /><A /></>)
    await advance(10)
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(onSuccess).toHaveBeenCalledWith('v', key, expect.objectContaining({ dedupingInterval: 2000 }))
  })

  test('onError gets (error, key, config)', async () => {
    const onError = vi.fn()
    const { key } = failing({ onError, shouldRetryOnError: false })
    await advance(10)
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'fail 1' }), key, expect.any(Object))
  })

  test('onLoadingSlow fires after loadingTimeout (default 3000) while nothing is shown', async () => {
    const key = createKey()
    const onLoadingSlow = vi.fn()
    const fetcher = () => new Promise<string>((r) => setTimeout(() => r('late'), 5000))
    function Page() { useFetch(key, fetcher, { onLoadingSlow }); return null }
    renderWithConfig(<Page />)
    await advance(2990)
    expect(onLoadingSlow).not.toHaveBeenCalled()
    await advance(20)
    expect(onLoadingSlow).toHaveBeenCalledWith(key, expect.any(Object))
  })

  test('onLoadingSlow honours a custom loadingTimeout and is silent for a fast request', async () => {
    const slowKey = createKey()
    const fastKey = createKey()
    const onLoadingSlow = vi.fn()
    function Page() {
      useFetch(slowKey, () => new Promise((r) => setTimeout(() => r(1), 500)), { onLoadingSlow, loadingTimeout: 100 })
      useFetch(fastKey, () => new Promise((r) => setTimeout(() => r(1), 50)), { onLoadingSlow, loadingTimeout: 100 })
      return null
    }
    renderWithConfig(<Page />)
    await advance(1000)
    expect(onLoadingSlow).toHaveBeenCalledTimes(1)
    expect(onLoadingSlow).toHaveBeenCalledWith(slowKey, expect.any(Object))
  })

  test('the latest callbacks are used (config changes between renders)', async () => {
    const key = createKey()
    const first = vi.fn()
    const second = vi.fn()
    let resolve!: (v: string) => void
    function Page({ cb }: { cb: () => void }) {
      useFetch(key, () => new Promise<string>((r) => { resolve = r }), { onSuccess: cb })
      return null
    }
    const view = renderWithConfig(<Page cb={first} />)
    view.rerender(<Page cb={second} />)
    resolve('v')
    await advance(10)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
