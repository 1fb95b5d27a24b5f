import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { FetchConfig, mutate as globalMutate, useFetch, useFetchConfig, type Cache, type Middleware } from '../../index'
import type { FetchConfiguration, FullConfiguration } from '../types'
import { createKey, flush, renderWithConfig, resolveAfter, sleep } from './helpers'

function Probe({ onConfig }: { onConfig: (c: FullConfiguration) => void }) {
  onConfig(useFetchConfig())
  return null
}

describe('FetchConfig value', () => {
  test('an object value reaches every hook below (here: the fetcher)', async () => {
    const key = createKey()
    const fetcher = vi.fn(async (k: string) => `from config fetcher ${k}`)
    function Page() { return <p>{useFetch<string>(key).data}</p> }
    renderWithConfig(<Page />, { fetcher })
    await screen.findByText(`from config fetcher ${key}`)
  })

  test('the hook\'s own options override the config\'s', async () => {
    let seen!: FetchConfiguration
    const key = createKey()
    const capture: Middleware = (n) => (k, f, c) => {
      seen = c
      return n(k, f, c)
    }
    function Page() {
      useFetch(key, null, { onSuccess: () => {}, use: [capture] })
      return null
    }
    renderWithConfig(<Page />, { dedupingInterval: 1, refreshInterval: 7 })
    expect(seen.dedupingInterval).toBe(1)
    expect(seen.refreshInterval).toBe(7)
  })

  test('nested configs merge: scalars override, fallback and use merge', () => {
    let config!: FullConfiguration
    const m1: Middleware = (n) => n
    const m2: Middleware = (n) => n
    render(
      <FetchConfig value={{ dedupingInterval: 100, refreshInterval: 5, fallback: { a: 1 }, use: [m1] }}>
        <FetchConfig value={{ dedupingInterval: 200, fallback: { b: 2 }, use: [m2] }}>
          <Probe onConfig={(c) => (config = c)} />
        </FetchConfig>
      </FetchConfig>,
    )
    expect(config.dedupingInterval).toBe(200)
    expect(config.refreshInterval).toBe(5)
    expect(config.fallback).toEqual({ a: 1, b: 2 })
    expect(config.use).toEqual([m1, m2])
  })

  test('a function value receives the parent config and its result replaces it', () => {
    let config!: FullConfiguration
    const parentSeen = vi.fn()
    render(
      <FetchConfig value={{ dedupingInterval: 100, refreshInterval: 5, fallback: { a: 1 } }}>
        <FetchConfig value={(parent) => { parentSeen(parent); return { dedupingInterval: parent!.dedupingInterval! * 2 } }}>
          <Probe onConfig={(c) => (config = c)} />
        </FetchConfig>
      </FetchConfig>,
    )
    expect(parentSeen).toHaveBeenCalledWith(expect.objectContaining({ dedupingInterval: 100, refreshInterval: 5, fallback: { a: 1 } }))
    expect(config.dedupingInterval).toBe(200)
    // replaced, not merged: the parent's refreshInterval and fallback are gone
    expect(config.refreshInterval).toBeUndefined()
    expect(config.fallback).toEqual({})
  })
})

describe('useFetchConfig', () => {
  test('outside any FetchConfig: the defaults, the default cache and the global mutate', () => {
    let config!: FullConfiguration
    render(<Probe onConfig={(c) => (config = c)} />)
    expect(config).toMatchObject({ dedupingInterval: 2000, focusThrottleInterval: 5000, revalidateOnFocus: true })
    expect(config.cache).toBe(FetchConfig.defaultValue.cache)
    expect(config.mutate).toBe(globalMutate)
  })

  test('FetchConfig.defaultValue is the default config with cache and mutate', () => {
    const d = FetchConfig.defaultValue
    expect(d).toMatchObject({ revalidateOnFocus: true, revalidateOnReconnect: true, revalidateIfStale: true, dedupingInterval: 2000,
      errorRetryInterval: 5000, loadingTimeout: 3000, focusThrottleInterval: 5000, shouldRetryOnError: true })
    expect(typeof d.cache.get).toBe('function')
    expect(d.mutate).toBe(globalMutate)
  })

  test('inside a provider: cache is that provider\'s and mutate is bound to it', async () => {
    const key = createKey()
    const cache = new Map()
    let config!: FullConfiguration
    function Page() { return <p>data:{useFetch(key, () => resolveAfter('a', 1)).data as string}</p> }
    render(
      <FetchConfig value={{ provider: () => cache }}>
        <Probe onConfig={(c) => (config = c)} />
        <Page />
      </FetchConfig>,
    )
    await screen.findByText('data:a')
    expect(config.cache).toBe(cache)
    expect(config.mutate).not.toBe(globalMutate)
    // cache.get(key).data is what the hook shows
    expect(config.cache.get(key)?.data).toBe('a')
    await act(() => config.mutate(key, 'b', false))
    expect(screen.getByText('data:b')).toBeInTheDocument()
    expect(cache.get(key)?.data).toBe('b')
    // the global mutate does not reach the isolated cache
    await act(() => globalMutate(key, 'global', false))
    expect(screen.getByText('data:b')).toBeInTheDocument()
  })

  test('returns the same object across re-renders of the component while the config is unchanged', () => {
    const seen: FullConfiguration[] = []
    let bump = () => {}
    function Rerendering() {
      const [, set] = useState(0)
      bump = () => set((n) => n + 1)
      seen.push(useFetchConfig())
      return null
    }
    const value = { dedupingInterval: 1 }
    render(<FetchConfig value={value}><Rerendering /></FetchConfig>)
    act(() => bump())
    expect(seen).toHaveLength(2)
    expect(seen[1]).toBe(seen[0])
  })
})

describe('provider', () => {
  test('each provider is an isolated cache: the same key holds different data', async () => {
    const key = createKey()
    function Page({ v }: { v: string }) { return <p>{useFetch(key, () => resolveAfter(v, 1)).data as string}</p> }
    render(
      <>
        <FetchConfig value={{ provider: () => new Map() }}><Page v="one" /></FetchConfig>
        <FetchConfig value={{ provider: () => new Map() }}><Page v="two" /></FetchConfig>
      </>,
    )
    await screen.findByText('one')
    await screen.findByText('two')
  })

  test('provider is called once with the parent cache, and the cache survives re-renders', async () => {
    const provider = vi.fn((parent: Cache) => {
      expect(parent).toBe(FetchConfig.defaultValue.cache)
      return new Map()
    })
    const value = { provider }
    const view = render(<FetchConfig value={value}><p>x</p></FetchConfig>)
    view.rerender(<FetchConfig value={value}><p>y</p></FetchConfig>)
    expect(provider).toHaveBeenCalledTimes(1)
  })

  test('a nested plain config does not inherit the provider (same cache)', () => {
    let outer!: FullConfiguration
    let inner!: FullConfiguration
    render(
      <FetchConfig value={{ provider: () => new Map() }}>
        <Probe onConfig={(c) => (outer = c)} />
        <FetchConfig value={{ dedupingInterval: 5 }}><Probe onConfig={(c) => (inner = c)} /></FetchConfig>
      </FetchConfig>,
    )
    expect(inner.cache).toBe(outer.cache)
  })

  test('a provider cache can be pre-filled: hooks read cache.get(key).data', () => {
    const key = createKey()
    function Page() { return <p>{useFetch(key, null).data as string}</p> }
    renderWithConfig(<Page />, { provider: () => new Map([[key, { data: 'prefilled' }]]) })
    expect(screen.getByText('prefilled')).toBeInTheDocument()
  })

  test('initFocus in the provider config is the focus source of that cache, removed on unmount', async () => {
    const key = createKey()
    let fire: () => void = () => {}
    const release = vi.fn()
    const initFocus = vi.fn((cb: () => void) => { fire = cb; return release })
    const fetcher = vi.fn(async () => 'v')
    function Page() { useFetch(key, fetcher, { dedupingInterval: 0, focusThrottleInterval: 0 }); return null }
    const view = render(<FetchConfig value={{ provider: () => new Map(), initFocus, initReconnect: () => () => {} }}><Page /></FetchConfig>)
    await flush(10)
    expect(initFocus).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledTimes(1)
    await act(async () => { fire(); await sleep(5) })
    expect(fetcher).toHaveBeenCalledTimes(2)
    // window focus is not this cache's source
    await act(async () => { window.dispatchEvent(new Event('focus')); await sleep(5) })
    expect(fetcher).toHaveBeenCalledTimes(2)
    view.unmount()
    expect(release).toHaveBeenCalledTimes(1)
  })

  test('initReconnect in the provider config is the reconnect source of that cache', async () => {
    const key = createKey()
    let fire: () => void = () => {}
    const fetcher = vi.fn(async () => 'v')
    function Page() { useFetch(key, fetcher, { dedupingInterval: 0 }); return null }
    render(<FetchConfig value={{ provider: () => new Map(), initReconnect: (cb) => { fire = cb } }}><Page /></FetchConfig>)
    await flush(10)
    await act(async () => { fire(); await sleep(5) })
    expect(fetcher).toHaveBeenCalledTimes(2)
  })
})
