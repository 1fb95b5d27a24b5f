import { act, screen } from '@testing-library/react'
import { useFetch, useFetchConfig, unstable_serialize, type KeyedMutator, type ScopedMutator } from '../../index'
import { createKey, flush, renderWithConfig, resolveAfter, sleep } from './helpers'

interface Handles<T> { mutate: KeyedMutator<T>; global: ScopedMutator }

function setup<T>(initial: T, options: { fetcher?: () => Promise<T> } = {}) {
  const key = createKey()
  const fetcher = vi.fn(options.fetcher ?? (async () => initial))
  const h = {} as Handles<T>
  function Page() {
    const { data, error, mutate } = useFetch<T>(key, fetcher, { dedupingInterval: 0 })
    h.mutate = mutate
    h.global = useFetchConfig().mutate
    return <p>{error ? `error:${(error as Error).message}` : `data:${JSON.stringify(data)}`}</p>
  }
  renderWithConfig(<Page />)
  return { key, fetcher, h }
}
const shown = (v: unknown) => screen.getByText(`data:${JSON.stringify(v)}`)

describe('bound mutate', () => {
  test('mutate(value) shows the value at once, returns it and revalidates by default', async () => {
    const { fetcher, h } = setup('server')
    await screen.findByText('data:"server"')
    let result: unknown
    await act(async () => { result = await h.mutate('local') })
    expect(result).toBe('local')
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(shown('server')).toBeInTheDocument()
  })

  test('mutate(value, false) / { revalidate: false } does not revalidate', async () => {
    const { fetcher, h } = setup('server')
    await screen.findByText('data:"server"')
    await act(() => h.mutate('a', false))
    await act(() => h.mutate('b', { revalidate: false }))
    await flush(10)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(shown('b')).toBeInTheDocument()
  })

  test('mutate() without data only revalidates and resolves to the fresh data', async () => {
    let n = 0
    const { h } = setup(0, { fetcher: async () => ++n })
    await screen.findByText('data:1')
    let result: unknown
    await act(async () => { result = await h.mutate() })
    expect(result).toBe(2)
    expect(shown(2)).toBeInTheDocument()
  })

  test('a sync function gets the current data', async () => {
    const { h } = setup([1, 2])
    await screen.findByText('data:[1,2]')
    await act(() => h.mutate((cur) => [...(cur ?? []), 3], false))
    expect(shown([1, 2, 3])).toBeInTheDocument()
  })

  test('an async function gets the current data; its result is shown', async () => {
    const { h } = setup([1])
    await screen.findByText('data:[1]')
    await act(() => h.mutate(async (cur) => { await sleep(5); return [...(cur ?? []), 2] }, false))
    expect(shown([1, 2])).toBeInTheDocument()
  })

  test('a promise is awaited and its result shown', async () => {
    const { h } = setup('a')
    await screen.findByText('data:"a"')
    await act(() => h.mutate(resolveAfter('b', 5), false))
    expect(shown('b')).toBeInTheDocument()
  })

  test('optimisticData shows while the mutation runs, then the result', async () => {
    const { h } = setup('old')
    await screen.findByText('data:"old"')
    let p!: Promise<unknown>
    act(() => { p = h.mutate(resolveAfter('saved', 30), { optimisticData: 'optimistic', revalidate: false }) })
    expect(shown('optimistic')).toBeInTheDocument()
    await act(() => p)
    expect(shown('saved')).toBeInTheDocument()
  })

  test('optimisticData as a function of (current, displayed)', async () => {
    const { h } = setup([1])
    await screen.findByText('data:[1]')
    let p!: Promise<unknown>
    act(() => { p = h.mutate(resolveAfter([1, 2], 30), { optimisticData: (cur) => [...(cur ?? []), 99], revalidate: false }) })
    expect(shown([1, 99])).toBeInTheDocument()
    await act(() => p)
    expect(shown([1, 2])).toBeInTheDocument()
  })

  test('a failed optimistic mutation rolls back and rejects (rollbackOnError default, throwOnError default)', async () => {
    const { h } = setup('old')
    await screen.findByText('data:"old"')
    let p!: Promise<unknown>
    act(() => { p = h.mutate(async () => { await sleep(20); throw new Error('save failed') }, { optimisticData: 'optimistic', revalidate: false }) })
    expect(shown('optimistic')).toBeInTheDocument()
    await act(async () => { await expect(p).rejects.toThrow('save failed') })
    expect(shown('old')).toBeInTheDocument()
  })

  test('rollbackOnError: false keeps the optimistic data; throwOnError: false resolves', async () => {
    const { h } = setup('old')
    await screen.findByText('data:"old"')
    await act(async () => {
      await expect(h.mutate(Promise.reject(new Error('x')), { optimisticData: 'opt', rollbackOnError: false, throwOnError: false, revalidate: false })).resolves.toBeUndefined()
    })
    expect(shown('opt')).toBeInTheDocument()
  })

  test('rollbackOnError as a function of the error', async () => {
    const { h } = setup('old')
    await screen.findByText('data:"old"')
    const decide = vi.fn((e: unknown) => (e as Error).message === 'roll back')
    await act(() => h.mutate(Promise.reject(new Error('roll back')), { optimisticData: 'opt', rollbackOnError: decide, throwOnError: false, revalidate: false }))
    expect(shown('old')).toBeInTheDocument()
    expect(decide).toHaveBeenCalledWith(expect.objectContaining({ message: 'roll back' }))
  })

  test('populateCache: false leaves the shown data; as a function it merges the result', async () => {
    const { h } = setup([1])
    await screen.findByText('data:[1]')
    let r: unknown
    await act(async () => { r = await h.mutate(Promise.resolve([7]), { populateCache: false, revalidate: false }) })
    expect(r).toEqual([7])
    expect(shown([1])).toBeInTheDocument()
    await act(() => h.mutate(Promise.resolve(2) as never, { populateCache: (res: unknown, cur) => [...(cur ?? []), res as number], revalidate: false }))
    expect(shown([1, 2])).toBeInTheDocument()
  })

  test('revalidate as a function of (data, key) decides whether to refetch', async () => {
    const { fetcher, h, key } = setup('s')
    await screen.findByText('data:"s"')
    const decide = vi.fn((d: string) => d === 'refetch me')
    await act(() => h.mutate('keep', { revalidate: decide }))
    expect(fetcher).toHaveBeenCalledTimes(1)
    await act(() => h.mutate('refetch me', { revalidate: decide }))
    await flush(5)
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(decide).toHaveBeenCalledWith('keep', key)
  })

  test('a mutation clears a displayed error', async () => {
    const { h } = setup<string>('x', { fetcher: async () => { throw new Error('bad') } })
    await screen.findByText('error:bad')
    await act(() => h.mutate('fixed', false))
    expect(shown('fixed')).toBeInTheDocument()
  })

  test('the bound mutate is stable across renders', async () => {
    const { h } = setup('a')
    const first = h.mutate
    await screen.findByText('data:"a"')
    expect(h.mutate).toBe(first)
  })
})

describe('global mutate', () => {
  test('mutate(key, data) updates every hook on that key', async () => {
    const key = createKey()
    let g!: ScopedMutator
    function A() { return <p>a:{useFetch(key, async () => 'x').data as string}</p> }
    function B() { g = useFetchConfig().mutate; return <p>b:{useFetch(key, async () => 'x').data as string}</p> }
    renderWithConfig(<><A /><B /></>)
    await screen.findByText('a:x')
    await act(() => g(key, 'y', false))
    expect(screen.getByText('a:y')).toBeInTheDocument()
    expect(screen.getByText('b:y')).toBeInTheDocument()
  })

  test('mutate(arrayKey) matches the hook using the same array key', async () => {
    const id = createKey()
    let g!: ScopedMutator
    function Page() { g = useFetchConfig().mutate; return <p>{useFetch(['/item', id], async () => 'x').data as string}</p> }
    renderWithConfig(<Page />)
    await screen.findByText('x')
    await act(() => g(['/item', id], 'z', false))
    expect(screen.getByText('z')).toBeInTheDocument()
  })

  test('a filter mutates every matching key (matched by the original key) and revalidates them', async () => {
    const id = createKey()
    let g!: ScopedMutator
    const fetcher = vi.fn(async ([path, n]: readonly [string, number]) => `${path}:${n}`)
    function Item({ path, n }: { path: string; n: number }) {
      return <p>{useFetch([path, n, id] as const, ([p, m]) => fetcher([p, m]), { dedupingInterval: 0 }).data as string}</p>
    }
    function Grab() { g = useFetchConfig().mutate; return null }
    renderWithConfig(<><Grab /><Item path="/users" n={1} /><Item path="/users" n={2} /><Item path="/posts" n={1} /></>)
    await screen.findByText('/posts:1')
    await screen.findByText('/users:2')
    expect(fetcher).toHaveBeenCalledTimes(3)
    const filter = vi.fn((key: unknown) => Array.isArray(key) && key[0] === '/users')
    let results: unknown
    await act(async () => { results = await g(filter) })
    expect(filter).toHaveBeenCalledWith(['/users', 1, id])
    expect(results).toEqual(['/users:1', '/users:2'])
    expect(fetcher).toHaveBeenCalledTimes(5)
  })

  test('a filter never matches the internal $inf$ keys', async () => {
    const key = createKey()
    let g!: ScopedMutator
    const infKey = `$inf$${unstable_serialize(key)}`
    function Grab() { g = useFetchConfig().mutate; return null }
    renderWithConfig(<Grab />, { provider: () => new Map([[infKey, { data: [['page']], originalKey: key }], [key, { data: 'plain', originalKey: key }]]) })
    const filter = vi.fn(() => true)
    await act(() => g(filter, 'changed', false))
    expect(filter).toHaveBeenCalledTimes(1)
  })

  test('the default global mutate (from pagekit) returns a promise of the new data', async () => {
    const { mutate } = await import('../../index')
    const key = createKey()
    await expect(mutate(key, async () => 'new')).resolves.toBe('new')
    await expect(mutate(key, 'v', { populateCache: (r: string) => r.toUpperCase(), revalidate: false })).resolves.toBe('v')
  })
})
