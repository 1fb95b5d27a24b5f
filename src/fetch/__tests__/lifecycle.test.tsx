import { act, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { FetchConfig, useFetch, type KeyedMutator } from '../../index'
import { createKey, flush, focus, renderWithConfig, resolveAfter, sleep } from './helpers'

test('StrictMode: one request, data shown, provider cache kept', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('strict', 5))
  const provider = vi.fn(() => new Map())
  function Page() { return <p>{useFetch(key, fetcher).data ?? 'loading'}</p> }
  render(<StrictMode><FetchConfig value={{ provider }}><Page /></FetchConfig></StrictMode>)
  await screen.findByText('strict')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('StrictMode: focus revalidation still works after the double effect run', async () => {
  const key = createKey()
  const fetcher = vi.fn(async () => 'v')
  function Page() { return <p>{useFetch(key, fetcher, { dedupingInterval: 0, focusThrottleInterval: 0 }).data}</p> }
  render(<StrictMode><FetchConfig value={{ provider: () => new Map() }}><Page /></FetchConfig></StrictMode>)
  await screen.findByText('v')
  const before = fetcher.mock.calls.length
  await flush(5)
  await focus()
  await flush(5)
  expect(fetcher.mock.calls.length).toBe(before + 1)
})

test('many hooks on one key: a focus event makes one request', async () => {
  const key = createKey()
  const fetcher = vi.fn(async () => 'v')
  function Item() { return <p>{useFetch(key, fetcher, { dedupingInterval: 0, focusThrottleInterval: 0 }).data}</p> }
  renderWithConfig(<><Item /><Item /><Item /></>)
  await flush(10)
  expect(fetcher).toHaveBeenCalledTimes(1)
  await flush(2)
  await focus()
  await flush(5)
  expect(fetcher).toHaveBeenCalledTimes(2)
})

test('the bound mutate follows the key the hook currently shows', async () => {
  const prefix = createKey()
  let mutate!: KeyedMutator<string>
  let setId!: (id: string) => void
  function Page() {
    const [id, set] = useState('a')
    setId = set
    const res = useFetch(`${prefix}/${id}`, async (k: string) => k.slice(-1))
    mutate = res.mutate
    return <p>data:{res.data}</p>
  }
  renderWithConfig(<Page />)
  await screen.findByText('data:a')
  act(() => setId('b'))
  await screen.findByText('data:b')
  await act(() => mutate('changed b', false))
  expect(screen.getByText('data:changed b')).toBeInTheDocument()
})

test('unmount during a request: no error, the answer is cached for the next mount', async () => {
  const key = createKey()
  const fetcher = vi.fn(() => resolveAfter('late', 20))
  function Page() { return <p>{useFetch(key, fetcher).data ?? 'loading'}</p> }
  const cache = new Map()
  const view = renderWithConfig(<Page />, { provider: () => cache })
  view.unmount()
  await act(() => sleep(30))
  expect(cache.get(key)?.data).toBe('late')
  renderWithConfig(<Page />, { provider: () => cache })
  expect(screen.getByText('late')).toBeInTheDocument()
})

test('a second hook mounted while the key is in error does not refetch on mount', async () => {
  const key = createKey()
  const fetcher = vi.fn(async () => { throw new Error('down') })
  function A() { return <p>a:{useFetch(key, fetcher, { shouldRetryOnError: false, dedupingInterval: 0 }).error?.message}</p> }
  function B() { return <p>b:{useFetch(key, fetcher, { shouldRetryOnError: false, dedupingInterval: 0 }).error?.message}</p> }
  const view = renderWithConfig(<A />)
  await screen.findByText('a:down')
  await flush(5)
  view.rerender(<><A /><B /></>)
  await flush(10)
  expect(screen.getByText('b:down')).toBeInTheDocument()
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('isValidating/isLoading: loading only without data; validating on every request', async () => {
  const key = createKey()
  const states: string[] = []
  let mutate!: KeyedMutator<string>
  function Page() {
    const res = useFetch(key, () => resolveAfter('v', 5), { dedupingInterval: 0 })
    mutate = res.mutate
    states.push(`${res.data ?? '-'} loading:${res.isLoading} validating:${res.isValidating}`)
    return null
  }
  renderWithConfig(<Page />)
  await flush(20)
  await act(async () => { await mutate() })
  expect(states[0]).toBe('- loading:true validating:true')
  expect(states).toContain('v loading:false validating:false')
  expect(states).toContain('v loading:false validating:true')
  expect(states.at(-1)).toBe('v loading:false validating:false')
})
