import { act, render, screen } from '@testing-library/react'
import { FetchConfig, KeyError, preload, useFetch } from '../../index'
import { advance, createKey, flush, renderWithConfig } from './helpers'

function Show({ k, fetcher, options }: { k: unknown; fetcher?: unknown; options?: object }) {
  const args = (fetcher === undefined ? [k, options] : [k, fetcher, options]) as [never, never, never]
  const { data, error, isLoading } = useFetch(...args)
  return <p>{error ? `${(error as Error).name}: ${(error as Error).message}` : `data:${String(data)} loading:${String(isLoading)}`}</p>
}

describe('fetcher that is not a function', () => {
  afterEach(() => vi.useRealTimers())

  test.each([['a string', '/not-a-fetcher'], ['a number', 42], ['an object with options', { nope: true }]])(
    '%s as the fetcher gives a TypeError naming "fetcher" in error, no crash',
    async (_label, fetcher) => {
      renderWithConfig(<Show k={createKey()} fetcher={fetcher} options={{}} />)
      await flush(5)
      expect(screen.getByText(/TypeError: .*"fetcher".*must be a function/)).toBeInTheDocument()
    },
  )

  test('a string as the second argument (two-argument form) is reported, not ignored', async () => {
    renderWithConfig(<Show k={createKey()} fetcher="/oops" />)
    await flush(5)
    expect(screen.getByText(/TypeError: .*fetcher/)).toBeInTheDocument()
  })

  test('the invalid-fetcher error is not retried', async () => {
    vi.useFakeTimers()
    const onError = vi.fn()
    const onErrorRetry = vi.fn()
    renderWithConfig(<Show k={createKey()} fetcher={123} options={{ onError, errorRetryInterval: 10 }} />)
    await advance(60_000)
    expect(onError).toHaveBeenCalledTimes(1)
    renderWithConfig(<Show k={createKey()} fetcher="x" options={{ onErrorRetry }} />)
    await advance(100)
    expect(onErrorRetry).not.toHaveBeenCalled()
  })

  test('an explicit invalid fetcher is reported even when FetchConfig has a valid one', async () => {
    const configFetcher = vi.fn(async () => 'from config')
    renderWithConfig(<Show k={createKey()} fetcher="bad" />, { fetcher: configFetcher })
    await flush(5)
    expect(screen.getByText(/TypeError/)).toBeInTheDocument()
    expect(configFetcher).not.toHaveBeenCalled()
  })

  test('null as the fetcher uses the FetchConfig fetcher (as SWR)', async () => {
    const configFetcher = vi.fn(async () => 'from config')
    renderWithConfig(<Show k={createKey()} fetcher={null} options={{}} />, { fetcher: configFetcher })
    await screen.findByText('data:from config loading:false')
  })

  test('no fetcher anywhere: no request and no error', async () => {
    renderWithConfig(<Show k={createKey()} />)
    await flush(5)
    expect(screen.getByText('data:undefined loading:false')).toBeInTheDocument()
  })

  test('preload with a non-function fetcher throws a TypeError naming "fetcher"', () => {
    expect(() => preload(createKey(), 'nope' as never)).toThrow(TypeError)
    expect(() => preload(createKey(), 5 as never)).toThrow(/fetcher/)
  })
})

describe('keys that cannot be serialized', () => {
  test('a circular key: error is a KeyError, no request, no crash', async () => {
    const circular: Record<string, unknown> = { url: '/api' }
    circular.self = circular
    const fetcher = vi.fn(async () => 'v')
    renderWithConfig(<Show k={circular} fetcher={fetcher} />)
    await flush(5)
    expect(screen.getByText(/KeyError: .*circular/)).toBeInTheDocument()
    expect(fetcher).not.toHaveBeenCalled()
  })

  test('the KeyError is exported and the error is an instance of it', async () => {
    const arr: unknown[] = ['/api']
    arr.push(arr)
    let error: unknown
    function Page() { error = useFetch(arr as never, async () => 1).error; return null }
    renderWithConfig(<Page />)
    await flush(5)
    expect(error).toBeInstanceOf(KeyError)
  })

  test('a key function returning a circular key is reported the same way', async () => {
    const circular: Record<string, unknown> = {}
    circular.c = circular
    const fetcher = vi.fn(async () => 'v')
    renderWithConfig(<Show k={() => circular} fetcher={fetcher} />)
    await flush(5)
    expect(screen.getByText(/KeyError/)).toBeInTheDocument()
    expect(fetcher).not.toHaveBeenCalled()
  })
})

describe('fetchers that fail', () => {
  test('a fetcher throwing synchronously puts the error in error, no crash', async () => {
    const fetcher = () => { throw new Error('sync boom') }
    renderWithConfig(<Show k={createKey()} fetcher={fetcher} options={{ shouldRetryOnError: false }} />)
    await screen.findByText('Error: sync boom')
  })

  test('a fetcher rejecting with a non-Error value puts that value in error', async () => {
    const key = createKey()
    let error: unknown
    function Page() { error = useFetch(key, () => Promise.reject('plain string'), { shouldRetryOnError: false }).error; return null }
    renderWithConfig(<Page />)
    await flush(10)
    expect(error).toBe('plain string')
  })

  test('one failing hook does not break a sibling on another key', async () => {
    function Good() { return <p>good:{useFetch(createKeyOnce, async () => 'ok').data}</p> }
    const createKeyOnce = createKey()
    render(
      <FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <Show k={createKey()} fetcher={() => { throw new Error('bad') }} />
        <Good />
      </FetchConfig>,
    )
    await screen.findByText('good:ok')
    await act(async () => {})
    expect(screen.getByText('Error: bad')).toBeInTheDocument()
  })
})
