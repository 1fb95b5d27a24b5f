// Where the list ends (index, cursor, total, isEnd, getItems, empty) and what it passes to useFetchInfinite.
import type { ReactNode } from 'react'
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { FetchConfig } from '../../fetch'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, type CursorPage, type User } from '../../../mocks'
import { cursorFetcher, fetcher, isolated, liveRegion, renderList } from '../../test/infinite-list'
import { useInfiniteList } from './useInfiniteList'

describe('useInfiniteList: the end of the list and the options', () => {
  it('index source: detects the end on the empty page, then stops', async () => {
    const src = useSource(createUsersSource({ total: 25 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    for (let i = 0; i < 3; i++) {
      act(() => void result.current.loadMore())
      await waitFor(() => expect(result.current.isLoadingMore).toBe(false))
    }
    expect(result.current.status).toBe('end')
    expect(result.current.isEnd).toBe(true)
    expect(result.current.hasMore).toBe(false)
    expect(result.current.items).toHaveLength(25)
    expect(result.current.ariaSetSize).toBe(25)
    expect(result.current.loadMore()).toBe(false)
    expect(src.log.pages()).toEqual([0, 1, 2, 3])
  })

  it('cursor source: the page with nextCursor null ends the list', async () => {
    const src = useSource(createUsersSource({ total: 15 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: cursorKey(10), fetcher: cursorFetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.items).toHaveLength(15))
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(src.log.count()).toBe(3)
    expect(result.current.loadMore()).toBe(false)
    expect(src.log.count()).toBe(3)
  })

  it('a null nextCursor on a page with data ends the list without another request', async () => {
    const pages: Record<string, CursorPage<{ id: number }>> = {
      a: { data: [{ id: 1 }, { id: 2 }], nextCursor: 'b' },
      b: { data: [{ id: 3 }], nextCursor: null },
    }
    const { result } = renderHook(() => useInfiniteList({
      getKey: (i, prev: CursorPage<{ id: number }> | null) => (i === 0 ? 'a' : prev?.nextCursor ?? null),
      fetcher: async (k: string) => pages[k],
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(result.current.items.map((x) => x.id)).toEqual([1, 2, 3])
  })

  it('getTotal sets aria-setsize and ends the list once every item is loaded', async () => {
    const src = useSource(createUsersSource({ total: 20 }))
    const { result } = renderHook(() => useInfiniteList({
      getKey: indexKey(10), fetcher, getTotal: () => 20,
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.total).toBe(20)
    expect(result.current.ariaSetSize).toBe(20)
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('a user isEnd(lastPage, pages) ends the list', async () => {
    useSource(createUsersSource({ total: 100 }))
    const isEnd = vi.fn((_last: User[], pages: User[][]) => pages.length >= 2)
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, isEnd }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(result.current.items).toHaveLength(20)
    expect(isEnd).toHaveBeenCalledWith(expect.any(Array), expect.any(Array))
  })

  it('getItems flattens custom page shapes', async () => {
    const { result } = renderHook(() => useInfiniteList({
      getKey: (i) => (i < 2 ? `p${i}` : null),
      fetcher: async (k: string) => ({ results: [`${k}-a`, `${k}-b`] }),
      getItems: (page) => page.results,
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toEqual(['p0-a', 'p0-b']))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.items).toEqual(['p0-a', 'p0-b', 'p1-a', 'p1-b']))
    // getKey returned null for page 2: that is the end.
    expect(result.current.status).toBe('end')
  })

  it('an empty source is "empty": no feed role, the empty slot and an announcement', async () => {
    useSource(createUsersSource({ total: 0 }))
    renderList()
    await screen.findByText('No items', { selector: '[data-pagekit-empty]' })
    expect(screen.queryByRole('feed')).toBeNull()
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No items'))
  })

  it('a null first key is "empty" and requests nothing', async () => {
    const f = vi.fn()
    const { result } = renderHook(() => useInfiniteList({ getKey: () => null, fetcher: f }), { wrapper: isolated })
    expect(result.current.status).toBe('empty')
    expect(f).not.toHaveBeenCalled()
  })

  it('passes options through to useFetchInfinite (initialSize)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, options: { initialSize: 3 } }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    expect(result.current.size).toBe(3)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('uses the FetchConfig fetcher when none is given', async () => {
    useSource(createUsersSource({ total: 45 }))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FetchConfig value={{ provider: () => new Map(), fetcher: fetcher as never }}>{children}</FetchConfig>
    )
    const { result } = renderHook(() => useInfiniteList<User[]>({ getKey: indexKey(10) }), { wrapper })
    await waitFor(() => expect(result.current.items).toHaveLength(10))
  })
})
