// size / setSize / initialSize / persistSize; the size lives in the cache.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import useFetchInfinite, { unstable_serialize } from '../index'
import type { ListState } from '../list-key'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { pageOf, renderInfinite, settle, setup, track, usersFetcher, whenRequested } from './helpers'

describe('setSize', () => {
  test('setSize: a number sets the page count; "Load More" is setSize(size + 1)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.size).toBe(1)
    await act(() => result.current.setSize(result.current.size + 1))
    expect(result.current.size).toBe(2)
    await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)]))
  })

  test('setSize: a function receives the current size', async () => {
    useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    const fn = vi.fn((s: number) => s + 2)
    await act(() => result.current.setSize(fn))
    expect(fn).toHaveBeenCalledWith(2)
    expect(result.current.size).toBe(4)
    await waitFor(() => expect(result.current.data).toHaveLength(4))
  })

  test.each([['a string', 'a'], ['NaN', NaN], ['-1', -1], ['1.5', 1.5], ['undefined', undefined], ['a function returning NaN', () => NaN], ['Infinity', Infinity]])(
    'setSize(%s) is ignored: no throw, no request, resolves to the current data',
    async (_name, arg) => {
      const src = useSource(createUsersSource({ total: 45 }))
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
      await waitFor(() => expect(result.current.data).toHaveLength(2))
      await settle(src, () => result.current.isValidating)
      const before = src.log.count()
      let ret: unknown
      await act(async () => {
        ret = await (result.current.setSize as (a: unknown) => Promise<unknown>)(arg)
      })
      expect(ret).toEqual(result.current.data)
      await settle(src, () => result.current.isValidating)
      expect(result.current.size).toBe(2)
      expect(result.current.data).toHaveLength(2)
      expect(src.log.count()).toBe(before)
      warn.mockRestore()
    },
  )

  test('setSize returns a promise of the data (all pages cached: the new page array)', async () => {
    useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    const pages = result.current.data!
    let p: Promise<unknown> | undefined
    let value: unknown
    await act(async () => {
      p = result.current.setSize(2)
      value = await p
    })
    expect(p).toBeInstanceOf(Promise)
    expect(value).toEqual(pages.slice(0, 2))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
  })

  test('cached pages show at once when size grows again; an uncached page keeps the current data while it loads', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 40 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await act(() => result.current.setSize(1))
    expect(result.current.data).toHaveLength(1)
    src.log.reset()
    await act(() => result.current.setSize(3))
    // Shown from the page cache before any request answers.
    expect(src.log.pending()).toBe(0)
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1), pageOf(src, 2)])
    await act(() => result.current.setSize(4))
    expect(result.current.data).toHaveLength(3)
    await whenRequested(src, 1)
    expect(src.log.pending()).toBe(1)
    expect(result.current.data).toHaveLength(3)
    await waitFor(() => expect(result.current.data).toHaveLength(4))
  })

  test('load more asks getKey for each loaded page once: setSize past the loaded pages does not read them before the walk does', async () => {
    const src = useSource(createUsersSource({ total: 95 }))
    const asked: number[] = []
    const getKey = (index: number) => {
      asked.push(index)
      return indexKey(10)(index, null)
    }
    const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 5, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(5))
    await settle(src, () => result.current.isValidating)
    asked.length = 0
    await act(() => result.current.setSize((size) => size + 1))
    await waitFor(() => expect(result.current.data).toHaveLength(6))
    await settle(src, () => result.current.isValidating)
    // Page 0 is also asked on each render (the list's key); pages 1-4 only by the walk; page 5
    // by setSize (is it cached?) and the walk.
    const times = (index: number) => asked.filter((i) => i === index).length
    expect([1, 2, 3, 4].map(times)).toEqual([1, 1, 1, 1])
    expect(times(5)).toBe(2)
  })

  test('the page count changes only through setSize (revalidation and the end of the list leave it)', async () => {
    const src = useSource(createUsersSource({ total: 15 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(() => result.current.setSize(5))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await act(() => result.current.mutate())
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(5)
    expect(result.current.data).toHaveLength(3)
  })
})

describe('initialSize', () => {
  test('initialSize defaults to 1: one page, one request', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    expect(result.current.size).toBe(1)
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0])
  })

  test('initialSize: N loads N pages at first', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
    expect(result.current.size).toBe(3)
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  test('initialSize must not change: a new value is ignored (first value kept) and warned about once', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result, rerender } = renderInfinite((n: number) => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: n }), {}, 2)
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    rerender(4)
    rerender(5)
    await settle(src, () => result.current.isValidating)
    expect(result.current.size).toBe(2)
    expect(result.current.data).toHaveLength(2)
    expect(src.log.pages()).not.toContain(2)
    const calls = warn.mock.calls.filter(([m]) => String(m).includes('initialSize'))
    expect(calls).toHaveLength(1)
    warn.mockRestore()
  })
})

describe('size lives in the cache', () => {
  test('size: unmount and remount keep the size', async () => {
    useSource(createUsersSource({ total: 45 }))
    const s = setup()
    const getKey = indexKey(10)
    const first = renderHook(() => track(useFetchInfinite(getKey, usersFetcher)), { wrapper: s.wrapper })
    await waitFor(() => expect(first.result.current.data).toHaveLength(1))
    await act(() => first.result.current.setSize(3))
    await waitFor(() => expect(first.result.current.data).toHaveLength(3))
    expect((s.cache.get(unstable_serialize(getKey)) as ListState | undefined)?.size).toBe(3)
    first.unmount()
    const second = renderHook(() => track(useFetchInfinite(getKey, usersFetcher)), { wrapper: s.wrapper })
    expect(second.result.current.size).toBe(3)
    expect(second.result.current.data).toHaveLength(3)
  })

  test('size: two hooks with the same first key share the size', async () => {
    useSource(createUsersSource({ total: 45 }))
    const s = setup()
    let setSize: ((n: number) => Promise<unknown>) | undefined
    function A() {
      const r = useFetchInfinite(indexKey(10), usersFetcher)
      setSize = r.setSize
      return <p>A size {r.size} pages {r.data?.length ?? 0}</p>
    }
    function B() {
      const r = useFetchInfinite(indexKey(10), usersFetcher)
      return <p>B size {r.size} pages {r.data?.length ?? 0}</p>
    }
    render(<s.wrapper><A /><B /></s.wrapper>)
    await screen.findByText('B size 1 pages 1')
    await act(() => setSize!(3))
    await screen.findByText('B size 3 pages 3')
    await screen.findByText('A size 3 pages 3')
  })
})

describe('persistSize (a change of the first page key)', () => {
  const useList = (q: string, persistSize: boolean) => useFetchInfinite(indexKey(10, q), usersFetcher, { persistSize, initialSize: 2 })

  test('persistSize: false resets size to initialSize for a new key and restores a key\'s own cached size when switching back', async () => {
    const src = useSource(createUsersSource({ total: 100 }))
    const { result, rerender } = renderInfinite((q: string) => useList(q, false), {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await act(() => result.current.setSize(4))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    rerender('a')
    await waitFor(() => expect(result.current.size).toBe(2))
    await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0, 10, 'a'), pageOf(src, 1, 10, 'a')]))
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    rerender('')
    await waitFor(() => expect(result.current.size).toBe(4))
    expect(result.current.data).toHaveLength(4)
    rerender('a')
    await waitFor(() => expect(result.current.size).toBe(3))
  })

  test('persistSize: true keeps the size across a key change', async () => {
    const src = useSource(createUsersSource({ total: 100 }))
    const { result, rerender } = renderInfinite((q: string) => useList(q, true), {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await act(() => result.current.setSize(4))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    rerender('a')
    await waitFor(() => expect(result.current.data?.[0]).toEqual(pageOf(src, 0, 10, 'a')))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    expect(result.current.size).toBe(4)
    expect(src.log.count((e) => e.q === 'a')).toBe(4)
  })

  test('persistSize defaults to false: the size goes back to 1 without initialSize', async () => {
    useSource(createUsersSource({ total: 100 }))
    const { result, rerender } = renderInfinite((q: string) => useFetchInfinite(indexKey(10, q), usersFetcher), {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    rerender('e')
    await waitFor(() => expect(result.current.size).toBe(1))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
  })
})
