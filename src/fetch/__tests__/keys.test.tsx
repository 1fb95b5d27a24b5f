import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { useFetch, unstable_serialize } from '../../index'
import { createKey, flush, renderWithConfig, resolveAfter } from './helpers'

test('an array key is passed to the fetcher as its first argument (the original array), then { signal }', async () => {
  const id = createKey()
  const fetcher = vi.fn(async (arg: readonly [string, number, string]) => `${arg[0]}#${arg[1]}`)
  function Page() { return <p>{useFetch(['/api/item', 7, id] as const, fetcher).data}</p> }
  renderWithConfig(<Page />)
  await screen.findByText('/api/item#7')
  expect(fetcher).toHaveBeenCalledTimes(1)
  expect(fetcher.mock.calls[0]).toEqual([['/api/item', 7, id], { signal: expect.any(AbortSignal) }])
})

test('an object key is passed to the fetcher as its first argument, then { signal }', async () => {
  const id = createKey()
  const fetcher = vi.fn(async ({ url, page }: { url: string; page: number; id: string }) => `${url}?page=${page}`)
  function Page() { return <p>{useFetch({ url: '/api/list', page: 2, id }, fetcher).data}</p> }
  renderWithConfig(<Page />)
  await screen.findByText('/api/list?page=2')
  expect(fetcher.mock.calls[0]).toEqual([{ url: '/api/list', page: 2, id }, { signal: expect.any(AbortSignal) }])
})

test('a new array/object literal with the same content each render is the same key (no refetch)', async () => {
  const id = createKey()
  const fetcher = vi.fn(async () => 'v')
  let rerender = () => {}
  function Page() {
    const [n, setN] = useState(0)
    rerender = () => setN((x) => x + 1)
    return <p>{`${useFetch(['/api', { b: 2, a: 1 }, id], fetcher, { dedupingInterval: 0 }).data} ${n}`}</p>
  }
  renderWithConfig(<Page />)
  await screen.findByText('v 0')
  act(() => rerender())
  act(() => rerender())
  await flush(10)
  expect(screen.getByText('v 2')).toBeInTheDocument()
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('object keys with a different field order share one cache entry and one request', async () => {
  const id = createKey()
  const fetcher = vi.fn(async () => 'shared')
  function A() { return <p>a:{useFetch({ id, a: 1, b: 2 }, fetcher).data}</p> }
  function B() { return <p>b:{useFetch({ b: 2, id, a: 1 }, fetcher).data}</p> }
  renderWithConfig(<><A /><B /></>)
  await screen.findByText('a:shared')
  await screen.findByText('b:shared')
  expect(fetcher).toHaveBeenCalledTimes(1)
})

test('unstable_serialize(key) is the cache key the hook uses', async () => {
  const key = ['/api/x', { q: 'a', page: 1 }, createKey()] as const
  const cache = new Map()
  function Page() { return <p>{useFetch(key, async () => 'stored').data}</p> }
  renderWithConfig(<Page />, { provider: () => cache })
  await screen.findByText('stored')
  expect(cache.get(unstable_serialize(key))?.data).toBe('stored')
})

describe('falsy and function keys', () => {
  test.each([null, undefined, false, ''] as const)('key %s: no request, no data, not loading', async (key) => {
    const fetcher = vi.fn(async () => 'v')
    function Page() {
      const { data, isLoading, isValidating } = useFetch(key, fetcher)
      return <p>{`data:${data} loading:${isLoading} validating:${isValidating}`}</p>
    }
    renderWithConfig(<Page />)
    await flush(10)
    expect(fetcher).not.toHaveBeenCalled()
    expect(screen.getByText('data:undefined loading:false validating:false')).toBeInTheDocument()
  })

  test('a key function that throws: no request', async () => {
    const fetcher = vi.fn(async () => 'v')
    function Page() {
      const user: { id: string } | undefined = undefined
      const { data, isLoading } = useFetch(() => `/api/projects?user=${(user as unknown as { id: string }).id}`, fetcher)
      return <p>{`data:${data} loading:${isLoading}`}</p>
    }
    renderWithConfig(<Page />)
    await flush(10)
    expect(fetcher).not.toHaveBeenCalled()
    expect(screen.getByText('data:undefined loading:false')).toBeInTheDocument()
  })

  test('a key function that returns falsy: no request', async () => {
    const fetcher = vi.fn(async () => 'v')
    function Page() { return <p>data:{String(useFetch(() => null, fetcher).data)}</p> }
    renderWithConfig(<Page />)
    await flush(10)
    expect(fetcher).not.toHaveBeenCalled()
  })

  test('dependent requests: a key function that throws until the first answer arrives', async () => {
    const id = createKey()
    const userFetcher = vi.fn(() => resolveAfter({ id: 'u1' }, 5))
    const projectsFetcher = vi.fn(async (url: string) => `projects from ${url}`)
    function Page() {
      const { data: user } = useFetch(`/user/${id}`, userFetcher)
      const { data: projects } = useFetch(() => `/projects?uid=${user!.id}&k=${id}`, projectsFetcher)
      return <p>{projects ?? 'waiting'}</p>
    }
    renderWithConfig(<Page />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    await screen.findByText(`projects from /projects?uid=u1&k=${id}`)
    expect(projectsFetcher).toHaveBeenCalledTimes(1)
  })

  test('a key function result is passed to the fetcher', async () => {
    const id = createKey()
    const fetcher = vi.fn(async (arg: readonly [string, string]) => arg.join('|'))
    function Page() { return <p>{useFetch(() => ['/fn', id] as const, fetcher).data}</p> }
    renderWithConfig(<Page />)
    await screen.findByText(`/fn|${id}`)
    expect(fetcher.mock.calls[0]).toEqual([['/fn', id], { signal: expect.any(AbortSignal) }])
  })
})
