import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { FetchConfig, useFetch, unstable_serialize, type Middleware } from '../../index'
import { createKey, flush, renderWithConfig, resolveAfter, sleep } from './helpers'

describe('fallbackData / fallback', () => {
  test('fallbackData shows before the first answer, then the fetched data replaces it', async () => {
    const key = createKey()
    function Page() {
      const { data, isLoading } = useFetch(key, () => resolveAfter('fetched', 20), { fallbackData: 'fallback' })
      return <p>{`${data} loading:${isLoading}`}</p>
    }
    renderWithConfig(<Page />)
    expect(screen.getByText('fallback loading:true')).toBeInTheDocument()
    await screen.findByText('fetched loading:false')
  })

  test('fallbackData is not written to the cache', async () => {
    const key = createKey()
    const cache = new Map()
    function Page() {
      const { data } = useFetch(key, null, { fallbackData: 'fallback' })
      return <p>{data}</p>
    }
    renderWithConfig(<Page />, { provider: () => cache })
    await flush(10)
    expect(screen.getByText('fallback')).toBeInTheDocument()
    expect(cache.get(key)?.data).toBeUndefined()
  })

  test('fallback from FetchConfig maps serialized keys to data; fallbackData wins over it', async () => {
    const key = ['/fallback', createKey()] as const
    function A() { return <p>a:{useFetch(key, null).data as string}</p> }
    function B() { return <p>b:{useFetch(key, null, { fallbackData: 'own' }).data as string}</p> }
    renderWithConfig(<><A /><B /></>, { fallback: { [unstable_serialize(key)]: 'from config' } })
    expect(screen.getByText('a:from config')).toBeInTheDocument()
    expect(screen.getByText('b:own')).toBeInTheDocument()
  })

  test('fallback data is still revalidated on mount', async () => {
    const key = createKey()
    const fetcher = vi.fn(() => resolveAfter('fresh', 5))
    function Page() { return <p>{useFetch(key, fetcher).data as string}</p> }
    renderWithConfig(<Page />, { fallback: { [key]: 'stale' } })
    expect(screen.getByText('stale')).toBeInTheDocument()
    await screen.findByText('fresh')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})

describe('keepPreviousData', () => {
  function Search({ keep }: { keep?: boolean }) {
    const [q, setQ] = useState('a')
    const { data, isLoading } = useFetch(['/search', q], ([, query]) => resolveAfter(`results for ${query}`, 30), keep === undefined ? {} : { keepPreviousData: keep })
    return (
      <>
        <button onClick={() => setQ('b')}>next</button>
        <p>{`${data ?? 'empty'} loading:${isLoading}`}</p>
      </>
    )
  }

  test('default false: data is undefined while the new key loads', async () => {
    renderWithConfig(<Search />)
    await screen.findByText('results for a loading:false')
    act(() => screen.getByText('next').click())
    expect(screen.getByText('empty loading:true')).toBeInTheDocument()
    await screen.findByText('results for b loading:false')
  })

  test('true: the previous key\'s data stays while the new key loads', async () => {
    renderWithConfig(<Search keep />)
    await screen.findByText('results for a loading:false')
    act(() => screen.getByText('next').click())
    expect(screen.getByText('results for a loading:true')).toBeInTheDocument()
    await screen.findByText('results for b loading:false')
  })
})

describe('compare', () => {
  test('default (deep equal): a deep-equal answer keeps the previous object reference', async () => {
    const key = createKey()
    const seen: unknown[] = []
    let n = 0
    function Page() {
      const { data, mutate } = useFetch(key, async () => ({ items: [1, 2], n: ++n > 0 ? 'same' : '' }), { dedupingInterval: 0 })
      seen.push(data)
      return <button onClick={() => void mutate()}>{data ? 'loaded' : 'loading'}</button>
    }
    renderWithConfig(<Page />)
    await screen.findByText('loaded')
    const first = seen.at(-1)
    await act(async () => { screen.getByText('loaded').click(); await sleep(10) })
    expect(n).toBe(2)
    expect(seen.at(-1)).toBe(first)
  })

  test('a custom compare that says "equal" keeps the old data and does not re-render', async () => {
    const key = createKey()
    let renders = 0
    const compare = vi.fn(() => true)
    function Page() {
      const { data } = useFetch(key, async () => ({ v: 2 }), { compare })
      renders++
      return <p>v:{data?.v}</p>
    }
    renderWithConfig(<Page />, { provider: () => new Map([[key, { data: { v: 1 } }]]) })
    await flush(50)
    expect(compare).toHaveBeenCalled()
    expect(screen.getByText('v:1')).toBeInTheDocument()
    expect(renders).toBe(1)
  })

  test('a custom compare that says "different" replaces deep-equal data', async () => {
    const key = createKey()
    const initial = { v: 1 }
    let shown: unknown
    function Page() {
      const { data } = useFetch(key, async () => ({ v: 1 }), { compare: (a, b) => a === b })
      shown = data
      return null
    }
    renderWithConfig(<Page />, { provider: () => new Map([[key, { data: initial }]]) })
    await flush(50)
    expect(shown).toEqual({ v: 1 })
    expect(shown).not.toBe(initial)
  })
})

describe('use (middleware)', () => {
  test('order: outer FetchConfig middlewares run first, then inner, then the hook\'s own', () => {
    const log: string[] = []
    const named = (name: string): Middleware => (useNext) => (key, fetcher, config) => {
      log.push(`${name} before`)
      const res = useNext(key, fetcher, config)
      log.push(`${name} after`)
      return res
    }
    const key = createKey()
    function Page() { useFetch(key, null, { use: [named('hook')] }); return null }
    render(
      <FetchConfig value={{ provider: () => new Map(), use: [named('outer1'), named('outer2')] }}>
        <FetchConfig value={{ use: [named('inner')] }}>
          <Page />
        </FetchConfig>
      </FetchConfig>,
    )
    expect(log.slice(0, 8)).toEqual([
      'outer1 before', 'outer2 before', 'inner before', 'hook before', 'hook after', 'inner after', 'outer2 after', 'outer1 after',
    ])
  })

  test('a middleware can change the key and wrap the fetcher', async () => {
    const key = createKey()
    const fetcher = vi.fn(async (k: string) => `data for ${k}`)
    const prefix: Middleware = (useNext) => (k, f, config) =>
      useNext(`/v2${k as string}`, f && (async (arg: string) => String(await f(arg)).toUpperCase()) as typeof f, config)
    function Page() { return <p>{useFetch(key, fetcher, { use: [prefix] }).data}</p> }
    renderWithConfig(<Page />)
    await screen.findByText(`DATA FOR /V2${key.toUpperCase()}`)
    expect(fetcher).toHaveBeenCalledWith(`/v2${key}`)
  })

  test('a middleware can change the response', async () => {
    const key = createKey()
    const withDefault: Middleware = (useNext) => (k, f, config) => {
      const res = useNext(k, f, config)
      return { ...res, get data() { return res.data ?? ('placeholder' as typeof res.data) } }
    }
    function Page() { return <p>{useFetch(key, () => resolveAfter('real', 10), { use: [withDefault] }).data}</p> }
    renderWithConfig(<Page />)
    expect(screen.getByText('placeholder')).toBeInTheDocument()
    await screen.findByText('real')
  })

  test('a middleware can change the config the hook sees', async () => {
    const key = createKey()
    const onSuccess = vi.fn()
    const addCallback: Middleware = (useNext) => (k, f, config) => useNext(k, f, { ...config, onSuccess })
    function Page() { return <p>{useFetch(key, async () => 'v', { use: [addCallback] }).data}</p> }
    renderWithConfig(<Page />)
    await screen.findByText('v')
    expect(onSuccess).toHaveBeenCalledWith('v', key, expect.any(Object))
  })
})
