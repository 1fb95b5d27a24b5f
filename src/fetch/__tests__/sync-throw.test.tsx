// A fetcher that throws synchronously (instead of returning a rejected promise) ends like a
// failed request: the error in `error`, isValidating and isLoading back to false, onError once.
import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { FetchConfig, preload, useFetch, type Cache, type Middleware } from '../../index'
import useFetchInfinite from '../../infinite'
import { createKey, flush } from './helpers'

const throwing = () => {
  throw new Error('sync')
}
const line = (r: { data: unknown; error: unknown; isValidating: boolean; isLoading: boolean }) =>
  `${String(r.data)}|${String(r.error ?? '')}|${r.isValidating}|${r.isLoading}`

let cache: Cache
function renderIsolated(ui: ReactNode) {
  cache = new Map()
  return render(<FetchConfig value={{ provider: () => cache, shouldRetryOnError: false }}>{ui}</FetchConfig>)
}

test('useFetch: error set, isValidating and isLoading end false, onError called once', async () => {
  const k = createKey()
  const onError = vi.fn()
  function Page() { return <p>{line(useFetch(k, throwing, { onError }))}</p> }
  renderIsolated(<Page />)
  await screen.findByText('undefined|Error: sync|false|false')
  expect(onError).toHaveBeenCalledTimes(1)
  expect(cache.get(k)).toMatchObject({ isValidating: false, isLoading: false })
})

test('useFetch: a revalidation that throws synchronously over cached data ends not validating and keeps the data', async () => {
  const k = createKey()
  let calls = 0
  const fetcher = () => {
    if (++calls > 1) throw new Error('sync')
    return Promise.resolve('first')
  }
  let mutateKey!: () => Promise<unknown>
  function Page() {
    const r = useFetch(k, fetcher)
    mutateKey = () => r.mutate()
    return <p>{line(r)}</p>
  }
  renderIsolated(<Page />)
  await screen.findByText('first||false|false')
  await act(() => mutateKey())
  await screen.findByText('first|Error: sync|false|false')
})

test('useFetch: a fetcher wrapped by a middleware that throws synchronously', async () => {
  const k = createKey()
  const wrapFetcher: Middleware = (useNext) => (key, fetcher, config) =>
    useNext(key, fetcher && ((arg: unknown) => { if (arg) throw new Error('sync'); return fetcher(arg) }), config)
  function Page() { return <p>{line(useFetch(k, async () => 'never', { use: [wrapFetcher] }))}</p> }
  renderIsolated(<Page />)
  await screen.findByText('undefined|Error: sync|false|false')
})

test.each([false, true])('useFetchInfinite (parallel: %s): a page fetcher that throws synchronously', async (parallel) => {
  const k = createKey()
  function List() { return <p>{line(useFetchInfinite((i) => `${k}-${i}`, throwing, { parallel, initialSize: 2 }))}</p> }
  renderIsolated(<List />)
  await screen.findByText('undefined|Error: sync|false|false')
})

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) { return { error } }
  override render() { return this.state.error ? <p>boundary: {String(this.state.error)}</p> : this.props.children }
}

test('suspense: the error reaches the boundary and the key ends not validating', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const k = createKey()
  function Page() { return <p>{String(useFetch(k, throwing, { suspense: true }).data)}</p> }
  await act(async () => {
    renderIsolated(<Boundary><Suspense fallback={<p>loading</p>}><Page /></Suspense></Boundary>)
  })
  await screen.findByText('boundary: Error: sync')
  await flush(10)
  expect(cache.get(k)).toMatchObject({ isValidating: false, isLoading: false })
  vi.restoreAllMocks()
})

test('preload: a fetcher that throws synchronously throws to the caller, and the hook fetches for itself', async () => {
  const k = createKey()
  expect(() => preload(k, throwing)).toThrow('sync')
  function Page() { return <p>{String(useFetch(k, async () => 'fetched').data)}</p> }
  renderIsolated(<Page />)
  await screen.findByText('fetched')
})

