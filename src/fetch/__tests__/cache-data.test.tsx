// `cacheData`: data produced ahead of the hooks (a server component, say), per serialized key. A
// hook that finds its key there, with no data cached, uses the value once instead of its first
// request, in default and suspense mode, with and without a fetcher.
import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { FetchConfig, preload, useFetch, useFetchConfig, type Cache, type FetchConfigValue, type FetchConfiguration } from '../../index'
import { createKey, flush } from './helpers'

interface Snapshot { data: unknown; error: string | undefined; isValidating: boolean; isLoading: boolean }

function Show({ k, fetcher, suspense, log }: { k: string; fetcher: ((key: string) => unknown) | null; suspense?: boolean; log?: Snapshot[] }) {
  const r = useFetch(k, fetcher, { ...(suspense === undefined ? {} : { suspense }), shouldRetryOnError: false })
  log?.push({ data: r.data, error: r.error === undefined ? undefined : String(r.error), isValidating: r.isValidating, isLoading: r.isLoading })
  return <p data-testid={k}>{`${String(r.data)}|${String(r.error ?? '')}|${r.isValidating}|${r.isLoading}`}</p>
}
const shown = (k: string) => screen.getByTestId(k).textContent

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) { return { error } }
  override render() { return this.state.error ? <p>boundary: {String(this.state.error)}</p> : this.props.children }
}

let cache: Cache
/** A fresh cache per render (so each test starts empty), plus the given value. */
function withCache(value: FetchConfigValue) {
  cache = new Map()
  const isolated: FetchConfigValue = { provider: () => cache, ...value }
  return (ui: ReactNode) => <FetchConfig value={isolated}>{ui}</FetchConfig>
}
let mutateKey: (key: string) => Promise<unknown>
function GrabMutate() {
  const { mutate } = useFetchConfig()
  mutateKey = (key) => mutate(key)
  return null
}

let mutateWith: (key: string, data: string) => Promise<unknown> = async () => undefined
function GrabMutateWith() {
  const { mutate } = useFetchConfig()
  mutateWith = (key, data) => mutate(key, data, { revalidate: false })
  return null
}

describe('cacheData, default mode with a fetcher', () => {
  test.each([
    ['a promise', () => Promise.resolve('seed')],
    ['a plain value', () => 'seed'],
  ])('%s answers the first request: the fetcher is not called; a later revalidation calls it', async (_, makeSeed) => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const log: Snapshot[] = []
    const wrap = withCache({ cacheData: { [k]: makeSeed() } })
    render(wrap(<><GrabMutate /><Show k={k} fetcher={fetcher} log={log} /></>))
    // It goes through the request path: loading first, as with a fetch.
    expect(log[0]).toEqual({ data: undefined, error: undefined, isValidating: true, isLoading: true })
    await screen.findByText('seed||false|false')
    expect(fetcher).not.toHaveBeenCalled()
    await act(() => mutateKey(k))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown(k)).toBe('fetched||false|false')
  })

  test('a rejected promise takes the error path: error set, onError called, the fetcher not called', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const onError = vi.fn()
    const failed = Promise.reject(new Error('boom'))
    const wrap = withCache({ cacheData: { [k]: failed }, onError })
    render(wrap(<Show k={k} fetcher={fetcher} />))
    await screen.findByText('undefined|Error: boom|false|false')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(fetcher).not.toHaveBeenCalled()
  })

  test('a key with cached data does not use cacheData', async () => {
    const k = createKey()
    const wrap = withCache({ cacheData: { [k]: 'seed' }, revalidateIfStale: false })
    cache.set(k, { data: 'cached' })
    render(wrap(<Show k={k} fetcher={async () => 'fetched'} />))
    await flush(10)
    expect(shown(k)).toBe('cached||false|false')
  })

  test('a pending preload() of the key wins over cacheData', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    void preload(k, async () => 'preloaded')
    const wrap = withCache({ cacheData: { [k]: 'seed' } })
    render(wrap(<Show k={k} fetcher={fetcher} />))
    await screen.findByText('preloaded||false|false')
    expect(fetcher).not.toHaveBeenCalled()
  })
})

describe('cacheData without a fetcher', () => {
  test('seeds the key once the value settles, without a loading state', async () => {
    const k = createKey()
    const log: Snapshot[] = []
    const wrap = withCache({ cacheData: { [k]: Promise.resolve('seed') } })
    render(wrap(<Show k={k} fetcher={null} log={log} />))
    await screen.findByText('seed||false|false')
    expect(log.every((s) => !s.isLoading && !s.isValidating)).toBe(true)
  })

  test('a rejected value sets the error', async () => {
    const k = createKey()
    const wrap = withCache({ cacheData: { [k]: Promise.reject(new Error('boom')) } })
    render(wrap(<Show k={k} fetcher={null} />))
    await screen.findByText('undefined|Error: boom|false|false')
  })

  test('a mutation that starts before the value settles wins: the value is not written', async () => {
    const k = createKey()
    let settle!: (value: string) => void
    const wrap = withCache({ cacheData: { [k]: new Promise<string>((r) => { settle = r }) } })
    render(wrap(<><GrabMutateWith /><Show k={k} fetcher={null} /></>))
    await act(async () => { await mutateWith(k, 'mutated') })
    await act(async () => settle('seed'))
    await flush(10)
    expect(shown(k)).toBe('mutated||false|false')
  })

  test('nested FetchConfig values merge cacheData per key', async () => {
    const a = createKey()
    const b = createKey()
    cache = new Map()
    render(
      <FetchConfig value={{ provider: () => cache, cacheData: { [a]: 'A' } }}>
        <FetchConfig value={{ cacheData: { [b]: 'B' } }}>
          <Show k={a} fetcher={null} />
          <Show k={b} fetcher={null} />
        </FetchConfig>
      </FetchConfig>,
    )
    await screen.findByText('A||false|false')
    await screen.findByText('B||false|false')
  })
})

describe('cacheData is consumed once', () => {
  test('after the entry is cleared, the same hook calls its fetcher instead of reusing the value', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const wrap = withCache({ cacheData: { [k]: 'seed' } })
    render(wrap(<><GrabMutate /><Show k={k} fetcher={fetcher} /></>))
    await screen.findByText('seed||false|false')
    cache.delete(k)
    await act(() => mutateKey(k))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown(k)).toBe('fetched||false|false')
  })

  test('a new hook mounted after the entry was cleared does not reuse it either', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    // No deduping window: the new hook's mount would otherwise reuse the first request's answer.
    const wrap = withCache({ cacheData: { [k]: 'seed' }, dedupingInterval: 0 })
    const { rerender } = render(wrap(<Show key="a" k={k} fetcher={fetcher} />))
    await flush(10)
    await screen.findByText('seed||false|false')
    cache.delete(k)
    rerender(wrap(<Show key="b" k={k} fetcher={fetcher} />))
    await screen.findByText('fetched||false|false')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  test('seeded without a fetcher, then given one after the entry was cleared: the fetcher runs', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const wrap = withCache({ cacheData: { [k]: 'seed' } })
    const { rerender } = render(wrap(<><GrabMutate /><Show k={k} fetcher={null} /></>))
    await screen.findByText('seed||false|false')
    cache.delete(k)
    rerender(wrap(<><GrabMutate /><Show k={k} fetcher={fetcher} /></>))
    await act(() => mutateKey(k))
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown(k)).toBe('fetched||false|false')
  })
})

describe('cacheData under suspense', () => {
  test.each([
    ['a promise', () => Promise.resolve('seed')],
    ['a plain value', () => 'seed'],
  ])('%s is rendered without a request and without a mount revalidation; the hook ends idle', async (_, makeSeed) => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const wrap = withCache({ cacheData: { [k]: makeSeed() } })
    await act(async () => {
      render(wrap(<Suspense fallback={<p>loading</p>}><Show k={k} fetcher={fetcher} suspense /></Suspense>))
    })
    await flush(30)
    expect(shown(k)).toBe('seed||false|false')
    expect(fetcher).not.toHaveBeenCalled()
    expect(cache.get(k)?.data).toBe('seed')
  })

  test('without a fetcher', async () => {
    const k = createKey()
    const wrap = withCache({ cacheData: { [k]: Promise.resolve('seed') } })
    await act(async () => {
      render(wrap(<Suspense fallback={<p>loading</p>}><Show k={k} fetcher={null} suspense /></Suspense>))
    })
    await screen.findByText('seed||false|false')
  })

  test('a rejected value goes to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const k = createKey()
    const wrap = withCache({ cacheData: { [k]: Promise.reject(new Error('boom')) } })
    await act(async () => {
      render(wrap(<Boundary><Suspense fallback={<p>loading</p>}><Show k={k} fetcher={async () => 'x'} suspense /></Suspense></Boundary>))
    })
    await screen.findByText('boundary: Error: boom')
  })

  test('after the entry is cleared, a revalidation calls the fetcher (the value is not shown again)', async () => {
    const k = createKey()
    const fetcher = vi.fn(async () => 'fetched')
    const wrap = withCache({ cacheData: { [k]: 'seed' } })
    await act(async () => {
      render(wrap(<><GrabMutate /><Suspense fallback={<p>loading</p>}><Show k={k} fetcher={fetcher} suspense /></Suspense></>))
    })
    await screen.findByText('seed||false|false')
    cache.delete(k)
    await act(() => mutateKey(k))
    await screen.findByText('fetched||false|false')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

test('cacheData given as a hook option works too (the options are merged into the config)', async () => {
  const k = createKey()
  function Hook() {
    // Typed `never` as a hook option (it belongs to FetchConfig's value), as in SWR.
    const options = { cacheData: { [k]: 'seed' } } as unknown as FetchConfiguration
    const { data } = useFetch(k, null, options)
    return <p>{String(data)}</p>
  }
  render(withCache({})(<Hook />))
  await screen.findByText('seed')
})
