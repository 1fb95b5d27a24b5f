// useFetchImmutable (`pagekit/immutable`): fetched once, never revalidated by focus, reconnect,
// mount over cached data or polling; `mutate(key)` still revalidates.
import { act, render, screen } from '@testing-library/react'
import useFetchImmutable, { immutable } from '../index'
import { FetchConfig, useFetch, useFetchConfig, type Cache, type Middleware } from '../../index'
import { createKey, flush, focus } from '../../fetch/__tests__/helpers'

let cache: Cache
let mutateKey: (key: string) => Promise<unknown>
function GrabMutate() {
  const { mutate } = useFetchConfig()
  mutateKey = (key) => mutate(key)
  return null
}
function renderIsolated(ui: React.ReactNode, value: Record<string, unknown> = {}, entries: [string, { data: unknown }][] = []) {
  cache = new Map(entries)
  return render(<FetchConfig value={{ provider: () => cache, dedupingInterval: 0, ...value }}><GrabMutate />{ui}</FetchConfig>)
}

test('a global refreshInterval is ignored by useFetchImmutable, not by useFetch', async () => {
  const [a, b] = [createKey(), createKey()]
  const immutableFetcher = vi.fn(async () => 'x')
  const pollingFetcher = vi.fn(async () => 'y')
  function Immutable() { return <p>{useFetchImmutable(a, immutableFetcher).data}</p> }
  function Polling() { return <p>{useFetch(b, pollingFetcher).data}</p> }
  renderIsolated(<><Immutable /><Polling /></>, { refreshInterval: 30 })
  await flush(250)
  expect(immutableFetcher).toHaveBeenCalledTimes(1)
  expect(pollingFetcher.mock.calls.length).toBeGreaterThan(2)
})

test('the hook\'s own refreshInterval and revalidate options are overridden too; revalidateOnMount is kept', async () => {
  const k = createKey()
  const fetcher = vi.fn(async () => 'x')
  function Immutable() {
    const { data } = useFetchImmutable(k, fetcher, { refreshInterval: 20, revalidateOnFocus: true, revalidateOnMount: true })
    return <p>{data}</p>
  }
  renderIsolated(<Immutable />, { focusThrottleInterval: 0 })
  await screen.findByText('x')
  await flush(120)
  await focus()
  await flush(10)
  expect(fetcher).toHaveBeenCalledTimes(1)
  await act(() => mutateKey(k))
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('a key with cached data is not fetched on mount (useFetch would revalidate it)', async () => {
  const k = createKey()
  const fetcher = vi.fn(async () => 'fresh')
  function Immutable() { return <p>{useFetchImmutable(k, fetcher).data}</p> }
  renderIsolated(<Immutable />, {}, [[k, { data: 'cached' }]])
  await flush(30)
  expect(screen.getByText('cached')).toBeTruthy()
  expect(fetcher).not.toHaveBeenCalled()
})

test('middleware order: outer FetchConfig use, inner use, the hook\'s use, then immutable (they see the options unchanged)', () => {
  const k = createKey()
  const log: string[] = []
  const spy = (name: string): Middleware => (useNext) => (key, fetcher, config) => {
    log.push(`${name}:${String(config.revalidateOnFocus)}:${String(config.refreshInterval)}`)
    return useNext(key, fetcher, config)
  }
  function Immutable() { useFetchImmutable(k, async () => 1, { use: [spy('hook')] }); return null }
  render(
    <FetchConfig value={{ provider: () => new Map(), refreshInterval: 50, use: [spy('outer')] }}>
      <FetchConfig value={{ use: [spy('inner')] }}>
        <Immutable />
      </FetchConfig>
    </FetchConfig>,
  )
  expect(log.slice(0, 3)).toEqual(['outer:true:50', 'inner:true:50', 'hook:true:50'])
})

test('immutable hands the next hook a copy of the options with the four revalidation options off', () => {
  const next = vi.fn((..._args: unknown[]) => ({}) as never)
  const options = { revalidateOnFocus: true, revalidateOnReconnect: true, revalidateIfStale: true, refreshInterval: 10, dedupingInterval: 7 }
  const fetcher = async () => 1
  immutable(next as never)('k', fetcher, options)
  expect(next).toHaveBeenCalledWith('k', fetcher, {
    revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false, refreshInterval: 0, dedupingInterval: 7,
  })
  expect(options.refreshInterval).toBe(10)
})
