// Page windows with windowed rendering: `virtualize` and `maxPages` together. jsdom has no
// layout, so articles are 50 px tall, the feed sits at the top of the document and the window
// scrolls by setting scrollY.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockIsIntersecting } from 'react-intersection-observer/test-utils'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, type User } from '../../../mocks'
import { articles, feed, layOutFeedInWindow, liveRegion, renderList } from '../../test/infinite-list'

const ROW = 50
const patiently = { timeout: 5000 }

/**
 * The window scrolls to `y` (what the virtualizer reads), and tells its listeners. jsdom moves
 * no item, so which way the user scrolls comes from a wheel turned that way (`deltaY`).
 */
function scrollWindowTo(y: number, deltaY = y - window.scrollY) {
  act(() => {
    if (deltaY) window.dispatchEvent(new WheelEvent('wheel', { deltaY }))
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

const sentinel = (selector: string) => {
  const el = document.querySelector(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}
const positions = () => articles().map((a) => Number(a.getAttribute('aria-posinset')))
/** The article of the item at `position` (1-based, in the whole list), where it is in the feed. */
const offsetOf = (position: number) => {
  const article = articles().find((a) => a.getAttribute('aria-posinset') === String(position))
  if (!article) throw new Error(`article ${position} is not rendered`)
  return article.style.transform
}
const feedHeight = () => parseFloat(feed().style.height)

beforeEach(() => {
  layOutFeedInWindow(ROW)
  // The list scrolling the window itself: no wheel.
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => scrollWindowTo(options.top ?? 0, 0)) as never)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

/** Each `data` the list had (getTotal sees the pages on every change). */
function renderWindowedList(maxPages: number) {
  const dataLengths: number[] = []
  const warn = vi.spyOn(console, 'warn')
  renderList({
    maxPages,
    virtualize: { estimateSize: ROW, overscan: 2 },
    getTotal: ((_page: unknown, pages: unknown[]) => {
      dataLengths.push(pages.length)
      return undefined
    }) as never,
  })
  return { dataLengths, warn }
}

/** The user scrolls down to the end of the feed (the feed may have become shorter as its rows were measured). */
const scrollToFeedEnd = () => scrollWindowTo(Math.max(0, feedHeight() - window.innerHeight), 100)

/** Scrolls to the end of the feed, lets the bottom sentinel load the next page, and scrolls to the new end. */
async function loadNextPage(lastPosition: number, { follow = true } = {}) {
  scrollToFeedEnd()
  await act(() => mockIsIntersecting(sentinel('[data-pagekit-sentinel]'), true))
  await waitFor(() => expect(feedHeight()).toBeGreaterThanOrEqual(lastPosition * ROW), patiently)
  await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
  if (!follow) return
  scrollToFeedEnd()
  await waitFor(() => expect(positions().at(-1)).toBe(lastPosition), patiently)
}

describe('InfiniteListBase: virtualize with maxPages', { timeout: 30000 }, () => {
  it('scrolling forward keeps at most maxPages pages and a bounded DOM; the dropped pages keep their rows, nothing on screen moves', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    const { dataLengths, warn } = renderWindowedList(3)
    await waitFor(() => expect(positions()).toContain(10), patiently)
    let most = articles().length
    for (let page = 1; page < 10; page++) {
      // The article at the bottom of the viewport stays where it is while the oldest page goes.
      scrollToFeedEnd()
      const last = page * 10
      const before = offsetOf(last)
      await loadNextPage(last + 10, { follow: false })
      expect(offsetOf(last)).toBe(before)
      most = Math.max(most, articles().length)
      scrollToFeedEnd()
      await waitFor(() => expect(positions().at(-1)).toBe(last + 10), patiently)
      most = Math.max(most, articles().length)
    }
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(Math.max(...dataLengths)).toBe(3)
    expect(dataLengths.at(-1)).toBe(3)
    // The viewport (768 px) holds 16 rows; 2 of overscan on each side.
    expect(most).toBeLessThanOrEqual(20)
    // Every row the user scrolled through is still there: 100 items of 50 px, the article of
    // item 100 at the bottom.
    expect(feedHeight()).toBe(100 * ROW)
    expect(offsetOf(100)).toBe(`translateY(${99 * ROW}px)`)
    expect(Math.min(...positions())).toBeGreaterThan(70)
    expect(warn.mock.calls.some(([message]) => String(message).includes('virtualize'))).toBe(false)
  })

  it('scrolling back into the rows before the window loads exactly the dropped pages, one request each, into their own rows', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    const { dataLengths } = renderWindowedList(3)
    await waitFor(() => expect(positions()).toContain(10), patiently)
    for (let page = 1; page < 10; page++) await loadNextPage((page + 1) * 10)
    src.log.reset()
    // Just above the window (pages 7–9, rows 70–99): the rows of page 7 are blank so far.
    scrollWindowTo(70 * ROW - 300)
    const top = () => sentinel('[data-pagekit-top-sentinel]') as HTMLElement
    expect(top().style.height).toBe(`${70 * ROW}px`)
    expect(Math.min(...positions())).toBe(71)
    const before = offsetOf(71)
    await act(() => mockIsIntersecting(top(), true))
    await waitFor(() => expect(positions()).toContain(70), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    // Page 6 (items 61–70) came into the rows it had; item 71 did not move.
    expect(offsetOf(71)).toBe(before)
    expect(offsetOf(70)).toBe(`translateY(${69 * ROW}px)`)
    expect(top().style.height).toBe(`${60 * ROW}px`)
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 earlier items, 30 shown'))
    scrollWindowTo(60 * ROW - 300)
    await act(() => mockIsIntersecting(top(), true))
    await waitFor(() => expect(positions()).toContain(60), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(src.log.pages()).toEqual([6, 5])
    expect(Math.max(...dataLengths)).toBe(3)
    // The newest pages went with the window, not their rows: the feed still ends at item 100
    // (a feed that got shorter would let the browser move what follows it, and the scroll
    // position, by the rows it lost). The top sentinel ends at item 51, the bottom one starts at 81.
    expect(feedHeight()).toBe(100 * ROW)
    expect(top().style.height).toBe(`${50 * ROW}px`)
    const bottom = sentinel('[data-pagekit-sentinel]') as HTMLElement
    expect([bottom.style.top, bottom.style.height]).toEqual([`${80 * ROW}px`, `${20 * ROW}px`])
  })

  it('scrolling down again into the rows after the window loads the dropped page into its own rows, one request', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    renderWindowedList(2)
    await waitFor(() => expect(positions()).toContain(10), patiently)
    for (let page = 1; page < 4; page++) await loadNextPage((page + 1) * 10)
    // Back up into page 1: the window holds pages 1 and 2, page 3 keeps its rows.
    scrollWindowTo(20 * ROW - 300)
    await act(() => mockIsIntersecting(sentinel('[data-pagekit-top-sentinel]'), true))
    await waitFor(() => expect(positions()).toContain(15), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(feedHeight()).toBe(40 * ROW)
    src.log.reset()
    // Down into the blank rows of page 3: the sentinel over them loads it, where it was.
    scrollWindowTo(30 * ROW, 100)
    await act(() => mockIsIntersecting(sentinel('[data-pagekit-sentinel]'), true))
    await waitFor(() => expect(positions()).toContain(31), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(src.log.pages()).toEqual([3])
    expect(offsetOf(31)).toBe(`translateY(${30 * ROW}px)`)
    expect(feedHeight()).toBe(40 * ROW)
  })

  it('a focused article stays rendered and focused while the window moves under it', async () => {
    useSource(createUsersSource({ total: 200, latency: 5 }))
    renderWindowedList(3)
    await waitFor(() => expect(positions()).toContain(10), patiently)
    for (let page = 1; page < 3; page++) await loadNextPage((page + 1) * 10)
    const focused = articles().find((a) => a.getAttribute('aria-posinset') === '25')!
    act(() => focused.focus())
    // Page 0 goes: item 25 is now the 15th item loaded, still focused, still rendered far above.
    await loadNextPage(40, { follow: false })
    await loadNextPage(50, { follow: false })
    expect(focused.isConnected).toBe(true)
    expect(focused).toHaveFocus()
    expect(focused).toHaveAttribute('data-index', '4')
  })

  it('a failed earlier page: its error and Retry sit at the start of the loaded items, before the feed in the tab order', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    renderWindowedList(2)
    await waitFor(() => expect(positions()).toContain(10), patiently)
    for (let page = 1; page < 3; page++) await loadNextPage((page + 1) * 10)
    src.fail({ page: 0, times: 1 })
    src.log.reset()
    scrollWindowTo(10 * ROW - 300)
    await act(() => mockIsIntersecting(sentinel('[data-pagekit-top-sentinel]'), true))
    const error = await screen.findByText("Couldn't load page 1.", { selector: 'p' }, patiently)
    // Over the rows of page 0, just above item 11.
    const overlay = error.closest('[data-pagekit-header]')!.parentElement!
    expect(overlay.style.top).toBe(`${10 * ROW}px`)
    expect(overlay.style.transform).toBe('translateY(-100%)')
    expect(error.compareDocumentPosition(feed()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(positions()).toContain(5), patiently)
    expect(src.log.pages()).toEqual([0, 0])
    expect(screen.queryByText("Couldn't load page 1.", { selector: 'p' })).toBeNull()
    // Page 0 has nothing before it: no rows before the window, no top sentinel. Page 2 keeps its rows after it.
    expect(document.querySelector('[data-pagekit-top-sentinel]')).toBeNull()
    expect(feedHeight()).toBe(30 * ROW)
  })

  it("items without an id (keys by position) of different heights: the rows before the window keep each item's own height", async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 5 }))
    // 40, 50, 60 or 70 px by position in the list.
    const height = (position: number) => 40 + (position % 4) * 10
    const heightOf = (el: Element) => (el.tagName === 'ARTICLE' ? height(Number(el.getAttribute('aria-posinset'))) : 0)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this)
    })
    // While scrolling the virtualizer measures what it renders from ResizeObserver reports.
    vi.stubGlobal('ResizeObserver', class {
      constructor(private report: ResizeObserverCallback) {}
      observe(el: Element) {
        queueMicrotask(() => act(() => this.report([{ target: el, borderBoxSize: [{ blockSize: heightOf(el), inlineSize: 1024 }] } as never], this as never)))
      }
      unobserve() {}
      disconnect() {}
    })
    const startOf = (position: number) => Array.from({ length: position - 1 }, (_, i) => height(i + 1)).reduce((a, b) => a + b, 0)
    renderList({
      maxPages: 2,
      virtualize: { estimateSize: 55, overscan: 2 },
      getItems: ((page: User[]) => page.map((user) => user.name)) as never,
    })
    await waitFor(() => expect(positions()).toContain(10), patiently)
    // Where an article is on screen: its place in the feed less the scroll position.
    const onScreen = (position: number) => Number(/translateY\((.+)px\)/.exec(offsetOf(position))![1]) - window.scrollY
    const measured = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
    for (let page = 1; page < 6; page++) {
      // Every row is rendered (and measured) once on the way down.
      for (let y = 0; y < feedHeight(); y += 300) {
        scrollWindowTo(y)
        await measured()
      }
      scrollToFeedEnd()
      await measured()
      const last = page * 10
      const before = onScreen(last)
      await loadNextPage(last + 10, { follow: false })
      await measured()
      expect(onScreen(last)).toBe(before)
    }
    // Pages 4 and 5 loaded; items 1–40 are rows of their own measured heights.
    src.log.reset()
    // The user turns the wheel back up, to just above the window.
    scrollWindowTo(startOf(41) - 200, -100)
    expect(offsetOf(41)).toBe(`translateY(${startOf(41)}px)`)
    await act(() => mockIsIntersecting(sentinel('[data-pagekit-top-sentinel]'), true))
    await waitFor(() => expect(positions()).toContain(40), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    expect(src.log.pages()).toEqual([3])
    expect(offsetOf(41)).toBe(`translateY(${startOf(41)}px)`)
    expect(offsetOf(40)).toBe(`translateY(${startOf(40)}px)`)
  })
})
