// Page windows in the list: maxPages, the top sentinel and Load previous, the previous page's
// error, positions and focus when pages are dropped.
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockIsIntersecting } from 'react-intersection-observer/test-utils'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl, type User } from '../../../mocks'
import { articles, feed, fetcher, isolated, liveRegion, renderList, settled } from '../../test/infinite-list'
import { useInfiniteData } from './useInfiniteData'

const patiently = { timeout: 5000 }

const sentinel = (selector: string) => {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}
/** The user turns the wheel (jsdom moves no item: the wheel says which way they scroll). */
const wheel = (deltaY: number) => act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY })))
/** The user scrolls down: the bottom sentinel comes into view. */
const scrollDown = async () => {
  await wheel(100)
  await act(() => mockIsIntersecting(sentinel('[data-pagekit-sentinel]'), true))
}
/** The user scrolls up: the top sentinel comes into view. */
const scrollUp = async () => {
  await wheel(-100)
  await act(() => mockIsIntersecting(sentinel('[data-pagekit-top-sentinel]'), true))
}
const positions = () => articles().map((a) => a.getAttribute('aria-posinset'))

/** Renders the list with `maxPages` and loads pages 0..pages-1 by scrolling down. */
async function loadDown(pages: number) {
  await settled(10)
  for (let page = 1; page < pages; page++) {
    await scrollDown()
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    await waitFor(() => expect(positions().at(-1)).toBe(String((page + 1) * 10)), patiently)
  }
}

describe('useInfiniteData: page windows', () => {
  it('maxPages (prop over options) keeps the last pages; firstPageIndex, hasPrevious, itemOffset; loadPrevious loads one page', async () => {
    const src = useSource(createUsersSource({ total: 100, latency: 5 }))
    const { result } = renderHook(
      () => useInfiniteData({ getKey: indexKey(10), fetcher, maxPages: 2, options: { maxPages: 5 } }),
      { wrapper: isolated },
    )
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    expect(result.current.hasPrevious).toBe(false)
    for (const size of [2, 3]) {
      act(() => void result.current.loadMore())
      await waitFor(() => expect(result.current.size).toBe(size), patiently)
      await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    }
    expect(result.current.firstPageIndex).toBe(1)
    expect(result.current.data).toHaveLength(2)
    expect(result.current.hasPrevious).toBe(true)
    expect(result.current.pageItemCounts).toEqual([10, 10])
    expect(result.current.itemOffset).toBe(10)
    expect(result.current.items[0]).toMatchObject({ id: 11 })
    src.log.reset()
    let loading: Promise<unknown> = Promise.resolve()
    act(() => {
      loading = result.current.loadPrevious()
    })
    await waitFor(() => expect(result.current.isLoadingPrevious).toBe(true), patiently)
    // One end at a time: no page is loaded forward meanwhile.
    expect(result.current.loadMore()).toBe(false)
    await act(() => loading)
    await waitFor(() => expect(result.current.isLoadingPrevious).toBe(false), patiently)
    expect(src.log.pages()).toEqual([0])
    expect(result.current.firstPageIndex).toBe(0)
    expect(result.current.hasPrevious).toBe(false)
    expect(result.current.itemOffset).toBe(0)
    // The newest page went: pages 0 and 1.
    expect(result.current.items.map((u) => (u as User).id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('a failed page before the window is previousError (error stays undefined, status idle); retry() loads it again', async () => {
    const src = useSource(createUsersSource({ total: 100, latency: 5 }))
    const { result } = renderHook(() => useInfiniteData({ getKey: indexKey(10), fetcher, maxPages: 1 }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.firstPageIndex).toBe(1), patiently)
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    src.fail({ page: 0, times: 1 })
    await act(() => result.current.loadPrevious())
    await waitFor(() => expect(result.current.previousError?.pageIndex).toBe(0), patiently)
    expect(result.current.error).toBeUndefined()
    expect(result.current.status).toBe('idle')
    expect(result.current.firstPageIndex).toBe(1)
    src.log.reset()
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.firstPageIndex).toBe(0), patiently)
    expect(src.log.pages()).toEqual([0])
    expect(result.current.previousError).toBeUndefined()
  })

  it('a deep link (getPreviousKey, indexes below 0): itemOffset is unknown until the first page of all is loaded', async () => {
    useSource(createUsersSource({ total: 100, latency: 5 }))
    const getKey = (i: number, prev: User[] | null) => (prev && !prev.length ? null : usersUrl({ page: i + 1, limit: 10 }))
    const getPreviousKey = (first: number) => (first + 1 > 0 ? usersUrl({ page: first, limit: 10 }) : null)
    const { result } = renderHook(() => useInfiniteData({ getKey, fetcher, getPreviousKey }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    expect(result.current.hasPrevious).toBe(true)
    expect(result.current.itemOffset).toBeUndefined()
    await act(() => result.current.loadPrevious())
    await waitFor(() => expect(result.current.firstPageIndex).toBe(-1), patiently)
    expect(result.current.hasPrevious).toBe(false)
    expect(result.current.itemOffset).toBe(0)
  })
})

// Several pages each, one after another: more than the default 5 s on a loaded machine.
describe('InfiniteListBase: page windows', { timeout: 20000 }, () => {
  it('scrolling down drops the oldest page; the top sentinel loads the page before the window, one request', async () => {
    const src = useSource(createUsersSource({ total: 100, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(3)
    expect(articles()).toHaveLength(20)
    // aria-posinset counts the dropped page's items.
    expect(positions()[0]).toBe('11')
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 more, 20 shown'))
    src.log.reset()
    await scrollUp()
    await waitFor(() => expect(positions()[0]).toBe('1'), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(src.log.pages()).toEqual([0])
    expect(positions().at(-1)).toBe('20')
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 earlier items, 20 shown'))
    // Page 0 has nothing before it: the top sentinel is gone.
    expect(document.querySelector('[data-pagekit-top-sentinel]')).toBeNull()
  })

  it('manual mode: a Load previous button at the top, keyboard operable, keeps focus', async () => {
    const src = useSource(createUsersSource({ total: 100, latency: 20 }))
    renderList({ maxPages: 2, loadMode: 'manual' })
    await settled(10)
    expect(screen.queryByRole('button', { name: 'Load previous' })).toBeNull()
    for (const n of [20, 20]) {
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled'), patiently)
      await settled(n)
    }
    const previous = screen.getByRole('button', { name: 'Load previous' })
    expect(previous).toHaveAttribute('aria-controls', feed().id)
    // It comes before the feed in the tab order.
    expect(previous.compareDocumentPosition(feed()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    src.log.reset()
    // Long enough to see the earlier page in flight on a loaded machine, and all of that state in
    // one look: after waitFor, testing-library yields a macrotask, in which the answer may land.
    src.set({ latency: 300 })
    previous.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => {
      expect(previous).toHaveTextContent('Loading earlier items…')
      expect(previous).toHaveAttribute('aria-disabled', 'true')
      expect(previous).toHaveFocus()
      // The list loads one end at a time: the bottom button waits meanwhile, keeping its label.
      expect(screen.getByRole('button', { name: 'Load more' })).toHaveAttribute('aria-disabled', 'true')
    })
    await waitFor(() => expect(positions()[0]).toBe('1'), patiently)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled'), patiently)
    expect(src.log.pages()).toEqual([0])
    // At page 0 the button goes; focus moves to the first item, not to <body>.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load previous' })).toBeNull())
    expect(articles()[0]).toHaveFocus()
  })

  it('a failed previous page: its error and a Retry at the top (loadPrevious); the bottom of the list is unaffected', async () => {
    const src = useSource(createUsersSource({ total: 100, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(3)
    src.fail({ page: 0, times: 1 })
    src.log.reset()
    await scrollUp()
    const error = await screen.findByText("Couldn't load page 1.", { selector: 'p' }, patiently)
    // At the top: before the feed.
    expect(error.compareDocumentPosition(feed()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(articles()).toHaveLength(20)
    expect(positions()[0]).toBe('11')
    await waitFor(() => expect(liveRegion()).toHaveTextContent("Couldn't load page 1."))
    expect(document.querySelector('[data-pagekit-infinite-list]')).toHaveAttribute('data-status', 'idle')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(positions()[0]).toBe('1'), patiently)
    expect(src.log.pages()).toEqual([0, 0])
    expect(screen.queryByText("Couldn't load page 1.", { selector: 'p' })).toBeNull()
  })

  it('at the end of a window after page 0, aria-setsize counts the dropped pages too', async () => {
    useSource(createUsersSource({ total: 35, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(3)
    // Page 3 has users 31–35; the empty page 4 ends the list (the window: pages 3 and 4), and
    // the page it pushed out stays shown.
    for (let page = 3; page <= 4; page++) {
      await scrollDown()
      await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    }
    await waitFor(() => expect(document.querySelector('[data-pagekit-end]')).not.toBeNull(), patiently)
    expect(positions()).toEqual(Array.from({ length: 15 }, (_, i) => String(21 + i)))
    for (const a of articles()) expect(a).toHaveAttribute('aria-setsize', '35')
  })

  it('the end of a full window is announced as the end alone: the empty last page brings no "Loaded 0 more"', async () => {
    useSource(createUsersSource({ total: 30, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(3)
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 more, 20 shown'))
    // The empty page 3 ends the list.
    await scrollDown()
    await waitFor(() => expect(document.querySelector('[data-pagekit-end]')).not.toBeNull(), patiently)
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^End of list, \d+ shown$/))
  })

  it('maxPages 1: at the end the last items stay above the end message, though the empty last page takes the window\'s place', async () => {
    const src = useSource(createUsersSource({ total: 20, latency: 5 }))
    renderList({ maxPages: 1 })
    await settled(10)
    await scrollDown()
    await waitFor(() => expect(positions()[0]).toBe('11'), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    // The empty page 2 ends the list and takes the window's one place.
    await scrollDown()
    await waitFor(() => expect(document.querySelector('[data-pagekit-end]')).not.toBeNull(), patiently)
    expect(src.log.pages()).toEqual([0, 1, 2])
    expect(positions()).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 11)))
    for (const a of articles()) expect(a).toHaveAttribute('aria-setsize', '20')
    expect(screen.queryByText('No items')).toBeNull()
    await waitFor(() => expect(liveRegion()).toHaveTextContent(/^End of list, 10 shown$/))
  })

  it('maxPages 1: scrolling back up from the end reloads the last page with items once, and the list goes on upwards', async () => {
    const src = useSource(createUsersSource({ total: 20, latency: 5 }))
    renderList({ maxPages: 1 })
    await settled(10)
    for (const first of ['11', '11']) {
      await scrollDown()
      await waitFor(() => expect(positions()[0]).toBe(first), patiently)
      await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    }
    await waitFor(() => expect(document.querySelector('[data-pagekit-end]')).not.toBeNull(), patiently)
    src.log.reset()
    // The page on screen comes back into the window (its cache entry was released), then the one before it.
    await scrollUp()
    await waitFor(() => expect(src.log.pages()).toEqual([1]), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(positions()[0]).toBe('11')
    expect(document.querySelector('[data-pagekit-end]')).toBeNull()
    await scrollUp()
    await waitFor(() => expect(positions()[0]).toBe('1'), patiently)
    expect(src.log.pages()).toEqual([1, 0])
  })

  it('maxPages 1: each page the window moves on to is announced, though its text is the last one\'s', async () => {
    useSource(createUsersSource({ total: 100, latency: 5 }))
    renderList({ maxPages: 1 })
    await settled(10)
    const texts = [liveRegion().textContent]
    for (const first of ['11', '21', '31']) {
      await scrollDown()
      await waitFor(() => expect(positions()[0]).toBe(first), patiently)
      await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
      texts.push(liveRegion().textContent)
    }
    // A screen reader speaks a live region when its text changes: each load must change it.
    texts.forEach((text, i) => {
      expect(text?.trim()).toBe('Loaded 10 items')
      if (i) expect(text).not.toBe(texts[i - 1])
    })
  })

  it('a focused article that the window drops hands focus to the nearest item left', async () => {
    useSource(createUsersSource({ total: 100, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(2)
    articles()[3].focus()
    await scrollDown()
    await waitFor(() => expect(positions()[0]).toBe('11'), patiently)
    // The article of user 4 is gone; the first one left has focus.
    expect(articles()[0]).toHaveFocus()
  })

  it('loading backward drops the focused article: focus goes to the last item left', async () => {
    useSource(createUsersSource({ total: 100, latency: 5 }))
    renderList({ maxPages: 2 })
    await loadDown(3)
    expect(positions().at(-1)).toBe('30')
    articles().at(-1)!.focus()
    await scrollUp()
    await waitFor(() => expect(positions()[0]).toBe('1'), patiently)
    // The article of user 30 left with the newest page; user 20's, now the last, has focus.
    expect(positions().at(-1)).toBe('20')
    expect(articles().at(-1)).toHaveFocus()
  })
})
