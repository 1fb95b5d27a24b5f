import { screen } from '@testing-library/react'
import { useFetch } from '../../index'
import type { FetchConfiguration } from '../types'
import { advance, createKey, focus, renderWithConfig } from './helpers'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(options: FetchConfiguration<number>) {
  const key = createKey()
  let n = 0
  const fetcher = vi.fn(async () => ++n)
  function Page() {
    const { data } = useFetch(key, fetcher, { dedupingInterval: 0, ...options })
    return <p>data:{data ?? 'none'}</p>
  }
  const view = renderWithConfig(<Page />)
  return { fetcher, view, Page }
}

describe('refreshInterval', () => {
  test('default 0: no polling', async () => {
    const { fetcher } = setup({})
    await advance(60_000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('a number polls at that interval and shows each new answer', async () => {
    const { fetcher } = setup({ refreshInterval: 100 })
    await advance(10)
    expect(screen.getByText('data:1')).toBeInTheDocument()
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(screen.getByText('data:2')).toBeInTheDocument()
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(3)
  })

  test('a function of the latest data decides each next interval (0 stops polling)', async () => {
    const interval = vi.fn((data: number | undefined) => (data !== undefined && data >= 3 ? 0 : 100))
    const { fetcher } = setup({ refreshInterval: interval })
    await advance(10)
    await advance(100)
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(3)
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(3)
    expect(interval).toHaveBeenCalledWith(2)
    expect(interval).toHaveBeenLastCalledWith(3)
  })

  test('polling stops when the component unmounts', async () => {
    const { fetcher, view } = setup({ refreshInterval: 100 })
    await advance(110)
    expect(fetcher).toHaveBeenCalledTimes(2)
    view.unmount()
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  test('no poll request while the key is in error', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => { throw new Error('down') })
    function Page() {
      const { error } = useFetch(key, fetcher, { refreshInterval: 100, shouldRetryOnError: false, dedupingInterval: 0 })
      return <p>{error?.message}</p>
    }
    renderWithConfig(<Page />)
    await advance(10)
    expect(screen.getByText('down')).toBeInTheDocument()
    await advance(500)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

describe('refreshWhenHidden / refreshWhenOffline', () => {
  test('refreshWhenHidden default false: no polling while hidden', async () => {
    const { fetcher } = setup({ refreshInterval: 100, isVisible: () => false })
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('refreshWhenHidden true: polls while hidden', async () => {
    const { fetcher } = setup({ refreshInterval: 100, isVisible: () => false, refreshWhenHidden: true })
    await advance(350)
    expect(fetcher).toHaveBeenCalledTimes(4)
  })

  test('refreshWhenOffline default false: no polling while offline', async () => {
    const { fetcher } = setup({ refreshInterval: 100, isOnline: () => false })
    await advance(1000)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('refreshWhenOffline true: polls while offline', async () => {
    const { fetcher } = setup({ refreshInterval: 100, isOnline: () => false, refreshWhenOffline: true })
    await advance(350)
    expect(fetcher).toHaveBeenCalledTimes(4)
  })

  test('polling resumes when the page becomes visible again', async () => {
    let visible = false
    const { fetcher } = setup({ refreshInterval: 100, isVisible: () => visible })
    await advance(500)
    expect(fetcher).toHaveBeenCalledTimes(1)
    visible = true
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})

describe('isPaused', () => {
  test('default () => false: requests run', async () => {
    const { fetcher } = setup({})
    await advance(10)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('while paused nothing is requested: not on mount, focus or poll; not loading', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 1)
    function Page() {
      const { data, isLoading } = useFetch(key, fetcher, {
        isPaused: () => true, refreshInterval: 100, focusThrottleInterval: 0, dedupingInterval: 0,
      })
      return <p>{`data:${data} loading:${isLoading}`}</p>
    }
    renderWithConfig(<Page />)
    await advance(500)
    await focus()
    await advance(10)
    expect(fetcher).not.toHaveBeenCalled()
    expect(screen.getByText('data:undefined loading:false')).toBeInTheDocument()
  })

  test('paused with revalidateOnMount true: still no request and not stuck validating', async () => {
    const key = createKey()
    const fetcher = vi.fn(async () => 1)
    function Page() {
      const { isValidating } = useFetch(key, fetcher, { isPaused: () => true, revalidateOnMount: true })
      return <p>{`validating:${isValidating}`}</p>
    }
    renderWithConfig(<Page />)
    await advance(50)
    expect(fetcher).not.toHaveBeenCalled()
    expect(screen.getByText('validating:false')).toBeInTheDocument()
  })

  test('unpausing lets the next poll through', async () => {
    let paused = true
    const { fetcher } = setup({ isPaused: () => paused, refreshInterval: 100 })
    await advance(250)
    expect(fetcher).not.toHaveBeenCalled()
    paused = false
    await advance(100)
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
