import { act, screen } from '@testing-library/react'
import { useFetch } from '../../index'
import type { FetchConfiguration } from '../types'
import { advance, createKey, focus, renderWithConfig } from './helpers'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(options: FetchConfiguration<string> = {}, cache?: Map<string, object>) {
  const key = createKey()
  const fetcher = vi.fn(async (k: string) => `${k}:${fetcher.mock.calls.length}`)
  function Page() {
    const { data } = useFetch(key, fetcher, options)
    return <p>data:{data ?? 'none'}</p>
  }
  const provider = cache ? () => cache : () => new Map()
  const view = renderWithConfig(<Page />, { provider })
  return { key, fetcher, view }
}

describe('revalidateOnFocus', () => {
  test('default true: a window focus after the throttle revalidates', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, focusThrottleInterval: 10 })
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('a visibilitychange to visible revalidates too', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, focusThrottleInterval: 10 })
    await advance(50)
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('false: focus does not revalidate', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, focusThrottleInterval: 10, revalidateOnFocus: false })
    await advance(50)
    await focus()
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('no focus revalidation while the page is hidden (isVisible false)', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, focusThrottleInterval: 10, isVisible: () => false })
    await advance(50)
    const before = fetcher.mock.calls.length
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(before)
  })
})

describe('focusThrottleInterval', () => {
  test('default 5000: focus within 5 s of mount or of the last focus revalidation is ignored', async () => {
    const { fetcher } = setup({ dedupingInterval: 0 })
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await advance(4100) // 5100 ms after mount
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await advance(1000)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
    await advance(4100)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  test('a custom interval is honoured', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, focusThrottleInterval: 200 })
    await advance(150)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await advance(100)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})

describe('revalidateOnReconnect', () => {
  test('default true: coming back online revalidates', async () => {
    const { fetcher } = setup({ dedupingInterval: 0 })
    await advance(50)
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('false: coming back online does not revalidate', async () => {
    const { fetcher } = setup({ dedupingInterval: 0, revalidateOnReconnect: false })
    await advance(50)
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
      window.dispatchEvent(new Event('online'))
    })
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

describe('revalidateIfStale / revalidateOnMount', () => {
  test('revalidateIfStale default true: cached data shows at once and is revalidated on mount', async () => {
    const key = createKey()
    const cache = new Map<string, object>([[key, { data: 'cached' }]])
    const fetcher = vi.fn(async () => 'fresh')
    function Page() {
      const { data } = useFetch(key, fetcher)
      return <p>data:{data}</p>
    }
    renderWithConfig(<Page />, { provider: () => cache })
    expect(screen.getByText('data:cached')).toBeInTheDocument()
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(screen.getByText('data:fresh')).toBeInTheDocument()
  })

  test('revalidateIfStale false: cached data is not revalidated on mount', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'fresh')
    function Page() {
      const { data } = useFetch(key, fetcher, { revalidateIfStale: false })
      return <p>data:{data}</p>
    }
    renderWithConfig(<Page />, { provider: () => new Map([[key, { data: 'cached' }]]) })
    await advance(100)
    expect(fetcher).not.toHaveBeenCalled()
    expect(screen.getByText('data:cached')).toBeInTheDocument()
  })

  test('revalidateIfStale false still fetches when nothing is cached', async () => {
    const { fetcher } = setup({ revalidateIfStale: false })
    await advance(10)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('revalidateOnMount true overrides revalidateIfStale false', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'fresh')
    function Page() {
      const { data } = useFetch(key, fetcher, { revalidateIfStale: false, revalidateOnMount: true })
      return <p>data:{data}</p>
    }
    renderWithConfig(<Page />, { provider: () => new Map([[key, { data: 'cached' }]]) })
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(screen.getByText('data:fresh')).toBeInTheDocument()
  })

  test('revalidateOnMount false: no request on mount even without data, and not loading', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'fresh')
    function Page() {
      const { data, isLoading, isValidating } = useFetch(key, fetcher, { revalidateOnMount: false })
      return <p>{`data:${data} loading:${isLoading} validating:${isValidating}`}</p>
    }
    renderWithConfig(<Page />)
    expect(screen.getByText('data:undefined loading:false validating:false')).toBeInTheDocument()
    await advance(100)
    expect(fetcher).not.toHaveBeenCalled()
  })
})

describe('dedupingInterval', () => {
  test('two hooks mounted within the interval make one request', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'v')
    function A() { return <p>a:{useFetch(key, fetcher).data}</p> }
    function B() { return <p>b:{useFetch(key, fetcher).data}</p> }
    const view = renderWithConfig(<A />)
    await advance(500)
    view.rerender(<><A /><B /></>)
    await advance(50)
    expect(screen.getByText('b:v')).toBeInTheDocument()
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('default 2000: a hook mounted after the interval revalidates', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'v')
    function A() { return <p>a:{useFetch(key, fetcher).data}</p> }
    function B() { return <p>b:{useFetch(key, fetcher).data}</p> }
    const view = renderWithConfig(<A />)
    await advance(2100)
    view.rerender(<><A /><B /></>)
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('dedupingInterval 0: every mount requests', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 'v')
    function A() { return <p>a:{useFetch(key, fetcher, { dedupingInterval: 0 }).data}</p> }
    function B() { return <p>b:{useFetch(key, fetcher, { dedupingInterval: 0 }).data}</p> }
    const view = renderWithConfig(<A />)
    await advance(50)
    view.rerender(<><A /><B /></>)
    await advance(50)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('focus within the deduping interval joins the existing request', async () => {
    const { fetcher } = setup({ dedupingInterval: 10_000, focusThrottleInterval: 10 })
    await advance(50)
    await focus()
    await advance(0)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
