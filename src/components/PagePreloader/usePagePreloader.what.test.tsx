// What the preloader requests: never a cached, in-flight or preloaded page; the pages ahead and
// their bounds; the next page of an infinite list.
import { act, render, screen, waitFor } from '@testing-library/react'
import useFetchInfinite from '../../infinite'
import { createUsersSource, cursorKey, fetchJson, indexKey, type CursorPage, type User } from '../../../mocks'
import { useSource } from '../../test/server'
import { getKey, Isolated, Page, pageKey, Probe, restoreBrowser, result, setResult } from '../../test/page-preloader'
import { usePagePreloader } from './usePagePreloader'
import type { UsePagePreloaderOptions } from './types'

afterEach(restoreBrowser)

describe('dedupe: never a request for a page that is cached, in flight or already preloaded', () => {
  test('a cached page: 0 requests', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const cache = new Map<string, unknown>([[pageKey(1), { data: [{ id: 1, name: 'cached' }] }]])
    render(<Isolated cache={cache}><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    act(() => result.preload())
    act(() => result.preloadPage(1))
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.count()).toBe(0)
  })

  test('a page in flight: no second request', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 50 }))
    const fetcher = vi.fn(fetchJson)
    render(
      <Isolated>
        <Page page={1} />
        <Probe page={0} pageCount={5} getKey={getKey} fetcher={fetcher} strategy="eager" />
      </Isolated>,
    )
    await screen.findByText(/^page 1:/)
    expect(fetcher).not.toHaveBeenCalled()
    expect(src.log.count((e) => e.page === 1)).toBe(1)
    expect(src.log.count()).toBe(1)
  })

  test('two preloaders for the same page: 1 request', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    render(
      <Isolated>
        <Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" />
        <Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" label="other" />
      </Isolated>,
    )
    await waitFor(() => expect(src.log.pending()).toBe(0))
    await waitFor(() => expect(src.log.count()).toBe(1))
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([1])
  })

  test('after preloading, mounting useFetch(key) makes no new request', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const { rerender } = render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([1]))
    await waitFor(() => expect(src.log.pending()).toBe(0))
    rerender(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /><Page page={1} /></Isolated>)
    expect(await screen.findByText('page 1: ' + src.users()[10].name)).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([1])
  })

  test('StrictMode (effects run twice) still makes 1 request', async () => {
    const { StrictMode } = await import('react')
    const src = useSource(createUsersSource({ total: 45 }))
    render(<StrictMode><Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated></StrictMode>)
    await waitFor(() => expect(src.log.count()).toBe(1))
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([1])
  })

  test('preloads go to the cache of the surrounding FetchConfig provider, not the default cache', async () => {
    useSource(createUsersSource({ total: 45 }))
    const { initCache } = await import('../../core/cache')
    const own = new Map<string, unknown>()
    render(<Isolated cache={own}><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    expect(initCache(own as never).preloads.has(pageKey(1))).toBe(true)
    const { defaultContext } = await import('../../core/cache')
    expect(defaultContext.preloads.has(pageKey(1))).toBe(false)
  })
})

describe('ahead and bounds', () => {
  const keysOf = () => result.targets.map((t) => t.key)

  test('ahead pages after `page`, bounded by pageCount', () => {
    render(<Isolated><Probe page={1} pageCount={3} ahead={3} getKey={getKey} strategy="hover" /></Isolated>)
    expect(keysOf()).toEqual([pageKey(2)])
  })

  test('ahead = 2 preloads two pages; the last page preloads nothing', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { rerender } = render(<Isolated><Probe page={0} pageCount={5} ahead={2} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([1, 2]))
    rerender(<Isolated><Probe page={4} pageCount={5} ahead={2} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    expect(result.targets).toEqual([])
    await new Promise((r) => setTimeout(r, 30))
    expect(src.log.pages()).toEqual([1, 2])
  })

  test('ahead = 0, enabled = false, hasNext = false: no pages ahead', () => {
    const { rerender } = render(<Isolated><Probe page={0} ahead={0} getKey={getKey} /></Isolated>)
    expect(result.targets).toEqual([])
    rerender(<Isolated><Probe page={0} getKey={getKey} enabled={false} /></Isolated>)
    expect(result.targets).toEqual([])
    rerender(<Isolated><Probe page={0} getKey={getKey} hasNext={false} /></Isolated>)
    expect(result.targets).toEqual([])
    rerender(<Isolated><Probe page={0} ahead={2} getKey={getKey} /></Isolated>)
    expect(keysOf()).toEqual([pageKey(1), pageKey(2)])
  })

  test('a null key ends the pages ahead; a throwing getKey counts as null', () => {
    const { rerender } = render(<Isolated><Probe page={0} ahead={3} getKey={(p: number) => (p < 2 ? pageKey(p) : null)} /></Isolated>)
    expect(keysOf()).toEqual([pageKey(1)])
    rerender(<Isolated><Probe page={0} ahead={3} getKey={() => { throw new Error('not ready') }} /></Isolated>)
    expect(keysOf()).toEqual([])
  })

  test('explicit keys are preloaded as given (falsy keys skipped)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(<Isolated><Probe keys={[pageKey(3), null, pageKey(4)]} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([3, 4]))
  })

  test('invalid numbers throw a RangeError naming the option', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Isolated><Probe page={0} ahead={-1} /></Isolated>)).toThrow(/"ahead"/)
    expect(() => render(<Isolated><Probe page={1.5} /></Isolated>)).toThrow(/"page"/)
    spy.mockRestore()
  })

  test('a new current page preloads its own next page (eager)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { rerender } = render(<Isolated><Probe page={0} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([1]))
    rerender(<Isolated><Probe page={1} pageCount={5} getKey={getKey} fetcher={fetchJson} strategy="eager" /></Isolated>)
    await waitFor(() => expect(src.log.pages()).toEqual([1, 2]))
  })
})

describe('infinite lists (useFetchInfinite)', () => {
  function List<Data>({ getKey: gk, ahead, strategy = 'eager' }: {
    getKey: (i: number, prev: Data | null) => string | null
    ahead?: number
    strategy?: UsePagePreloaderOptions['strategy']
  }) {
    const list = useFetchInfinite<Data>(gk, fetchJson as never, { revalidateFirstPage: false })
    setResult(usePagePreloader<Data>({ infinite: list, getKey: gk, fetcher: fetchJson as never, ahead, strategy }))
    api = list
    return <p>{list.data ? `${list.data.length} pages` : 'loading'}</p>
  }
  let api: { setSize: (n: number) => Promise<unknown>; size: number }

  test('index source: the next page is preloaded once the last one lands; setSize then makes 0 new requests', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const gk = indexKey(10)
    render(<Isolated><List getKey={gk} /></Isolated>)
    await screen.findByText('1 pages')
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1]))
    await waitFor(() => expect(src.log.pending()).toBe(0))
    await act(() => api.setSize(2))
    await screen.findByText('2 pages')
    // The new page came from the preload; the preloader then moved on to page 2.
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1, 2]))
    expect(src.log.count((e) => e.page === 1)).toBe(1)
  })

  test('cursor source: waits for the last page (its nextCursor) before preloading', async () => {
    const src = useSource(createUsersSource({ total: 25, latency: 30 }))
    const gk = cursorKey<User>(10)
    render(<Isolated><List<CursorPage<User>> getKey={gk} /></Isolated>)
    // While page 0 is in flight there is no key for page 1: nothing preloaded.
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(result.targets).toEqual([])
    await waitFor(() => expect(src.log.count()).toBe(1))
    await screen.findByText('1 pages')
    await waitFor(() => expect(src.log.count()).toBe(2))
    expect(src.log.entries()[1].cursor).toBeDefined()
    expect(src.log.entries()[1].offset).toBe(10)
    await waitFor(() => expect(src.log.pending()).toBe(0))
    await act(() => api.setSize(2))
    await screen.findByText('2 pages')
    await waitFor(() => expect(src.log.count()).toBe(3))
    expect(src.log.entries().map((e) => e.offset)).toEqual([0, 10, 20])
  })

  test('cursor source with ahead = 2 chains: page 2 starts only after page 1 answered', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 40 }))
    const gk = cursorKey<User>(10)
    render(<Isolated><List<CursorPage<User>> getKey={gk} ahead={2} /></Isolated>)
    await waitFor(() => expect(src.log.count()).toBe(3))
    const [, p1, p2] = src.log.entries()
    expect([p1.offset, p2.offset]).toEqual([10, 20])
    expect(p2.startedAt).toBeGreaterThanOrEqual(p1.endedAt!)
    expect(src.log.maxConcurrency()).toBe(1)
  })

  test('the end of the list (null key) preloads nothing', async () => {
    const src = useSource(createUsersSource({ total: 5 }))
    const gk = cursorKey<User>(10)
    render(<Isolated><List<CursorPage<User>> getKey={gk} /></Isolated>)
    await screen.findByText('1 pages')
    // Page 0 has 5 items and a nextCursor pointing at the (empty) end page: that page is preloaded.
    await waitFor(() => expect(src.log.count()).toBe(2))
    await waitFor(() => expect(src.log.pending()).toBe(0))
    await act(() => api.setSize(2))
    await screen.findByText('2 pages')
    // The end page has nextCursor null: no key, no request.
    await new Promise((r) => setTimeout(r, 50))
    expect(src.log.count()).toBe(2)
    expect(result.targets).toEqual([])
  })
})
