import { render, screen } from '@testing-library/react'
import { preload, useFetch } from '../../index'
import { createKey, flush, resolveAfter } from './helpers'

// preload() works on the default cache, so these tests render without a provider and use fresh keys.

test('preload starts the request immediately, before any hook renders', () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('pre', 5))
  preload(key, fetcher)
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(fetcher).toHaveBeenCalledWith(key, { signal: expect.any(AbortSignal) })
})

test('a hook mounting later with that key uses the preloaded request: no second request', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter(`data:${fetcher.mock.calls.length}`, 5))
  preload(key, fetcher)
  function Page() { return <p>{useFetch(key, fetcher).data ?? 'loading'}</p> }
  render(<Page />)
  await screen.findByText('data:1')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('a hook mounting after the preload settled still takes its result without fetching', async () => {
  const key = createKey()
  const fetcher = vi.fn(async () => 'settled')
  await preload(key, fetcher)
  function Page() { return <p>{useFetch(key, fetcher).data ?? 'loading'}</p> }
  render(<Page />)
  await screen.findByText('settled')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('preload + two hooks on the key: one request in total', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('one', 5))
  preload(key, fetcher)
  function A() { return <p>a:{useFetch(key, fetcher).data}</p> }
  function B() { return <p>b:{useFetch(key, fetcher).data}</p> }
  render(<><A /><B /></>)
  await screen.findByText('a:one')
  await screen.findByText('b:one')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('preloading a key twice before it is used makes one request', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('x', 5))
  const a = preload(key, fetcher)
  const b = preload(key, fetcher)
  expect(a).toBe(b)
  expect(fetcher).toHaveBeenCalledTimes(1)
  await a
})

test('an array key is preloaded and picked up by the hook with an equal array', async () => {
  const id = createKey()
  const fetcher = vi.fn(async (arg: readonly [string, string]) => `got ${arg[0]}`)
  preload(['/pre', id] as const, fetcher)
  function Page() { return <p>{useFetch(['/pre', id] as const, fetcher).data}</p> }
  render(<Page />)
  await screen.findByText('got /pre')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('a failed preload shows its error in the hook', async () => {
  const key = createKey()
  const fetcher = vi.fn(async () => { throw new Error('preload failed') })
  void preload(key, fetcher)?.catch(() => {})
  function Page() {
    const { error } = useFetch(key, fetcher, { shouldRetryOnError: false })
    return <p>{error?.message ?? 'none'}</p>
  }
  render(<Page />)
  await screen.findByText('preload failed')
  await flush(5)
  expect(fetcher).toHaveBeenCalledTimes(1)
})
