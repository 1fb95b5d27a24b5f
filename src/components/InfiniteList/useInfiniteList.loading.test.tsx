// The feed while pages load: one request per page, whatever scrolls, clicks or StrictMode do.
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { articles, feed, fetcher, isolated, liveRegion, renderList, scrollToEnd, settled } from '../../test/infinite-list'
import { useInfiniteList } from './useInfiniteList'

describe('useInfiniteList: loading and state', () => {
  it('loads the first page into a labelled feed of articles with posinset/setsize', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList()
    // While the first page loads the feed is busy.
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true')
    await settled(10)
    const list = articles()
    expect(list[0]).toHaveAttribute('aria-posinset', '1')
    expect(list[9]).toHaveAttribute('aria-posinset', '10')
    expect(list[0]).toHaveAttribute('aria-setsize', '-1')
    expect(list[0]).toHaveAttribute('tabindex', '0')
    expect(src.log.pages()).toEqual([0])
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 items'))
    // The live region is outside the busy feed.
    expect(feed().contains(liveRegion())).toBe(false)
  })

  it('scrolling to the end calls setSize(size + 1) and requests exactly one new page', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    const onLoadMore = vi.fn()
    renderList({ onLoadMore })
    await settled(10)
    scrollToEnd()
    expect(feed()).toHaveAttribute('aria-busy', 'true')
    await settled(20)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(onLoadMore).toHaveBeenCalledWith(2)
    // revalidateFirstPage defaults to false in the list: page 0 is not fetched again.
    expect(src.log.pages()).toEqual([0, 1])
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 more, 20 shown'))
  })

  it('never requests a page twice: repeated intersections and loadMore calls while loading', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    renderList()
    await settled(10)
    scrollToEnd()
    scrollToEnd()
    scrollToEnd()
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('loadMore() is idempotent until the page lands', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    let calls: boolean[] = []
    act(() => {
      calls = [result.current.loadMore(), result.current.loadMore(), result.current.loadMore()]
    })
    expect(calls).toEqual([true, false, false])
    expect(result.current.status).toBe('loadingMore')
    expect(result.current.isLoadingMore).toBe(true)
    expect(result.current.loadMore()).toBe(false)
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('StrictMode: one request per page', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList({}, true)
    await settled(10)
    scrollToEnd()
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('re-observes the sentinel after each page, so a still-visible sentinel loads on (short first page)', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 2 }))
    renderList({ getKey: indexKey(3) as never })
    await settled(3)
    // Each landed page starts a fresh observation; the (mocked) sentinel stays visible.
    scrollToEnd()
    await settled(6)
    scrollToEnd()
    await settled(9)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })
})
