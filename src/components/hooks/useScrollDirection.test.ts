// useScrollDirection over a laid-out scroll container (jsdom has no layout: positions are faked
// from the scroll position and each item's place in the list, a 300 px viewport).
import { act, renderHook } from '@testing-library/react'
import { useScrollDirection } from './useScrollDirection'

const VIEWPORT = 300

/**
 * `item`: each item's height; `above`: the height of other content above the list in the
 * scroller; `placed`: items placed by a style of their own, as a virtualized list's rows are
 * (the item after the list's old end then tells nothing: only items in the flow follow each other).
 */
function scrollArea({ item = 65, above = 0, placed = false } = {}) {
  const scroller = document.createElement('div')
  const feed = document.createElement('div')
  scroller.appendChild(feed)
  document.body.appendChild(scroller)
  let scrollTop = 0
  // Each item's place in the whole list, as the list marks it: pages added later come after.
  let added = 0
  Object.defineProperties(scroller, {
    scrollTop: { get: () => scrollTop, set: (value: number) => void (scrollTop = value) },
    clientHeight: { get: () => VIEWPORT },
    scrollHeight: { get: () => Math.max(VIEWPORT, above + feed.children.length * item) },
  })
  // Laid out where it is in the feed now: dropping items moves the rest up.
  const newItem = () => {
    const el = document.createElement('article')
    el.setAttribute('aria-posinset', String(++added))
    if (placed) el.style.position = 'absolute'
    el.getBoundingClientRect = () => DOMRect.fromRect({ y: above + Array.prototype.indexOf.call(feed.children, el) * item - scrollTop, height: item })
    return el
  }
  const setItems = (count: number) => feed.replaceChildren(...Array.from({ length: count }, newItem))
  /** A page window's load: a page of `size` items at the end, and the first `size` items gone. */
  const addPage = (size: number) => feed.append(...Array.from({ length: size }, newItem))
  const dropPage = (size: number) => Array.from(feed.children).slice(0, size).forEach((el) => el.remove())
  /** Scrolls to `position` (the browser keeps it within the content) and fires the scroll event. */
  const scrollTo = (position: number) => {
    scrollTop = Math.min(Math.max(position, 0), scroller.scrollHeight - VIEWPORT)
    act(() => void scroller.dispatchEvent(new Event('scroll')))
  }
  // A ref, as the list passes: the same object on every render.
  const list = { current: feed }
  return { scroller, list, setItems, addPage, dropPage, scrollTo, setScrollTop: (value: number) => void (scrollTop = value) }
}

/** A scroll area of `items` default items, watched by the hook. */
function watchedArea(items: number) {
  const area = scrollArea()
  area.setItems(items)
  const hook = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
  return { area, ...hook }
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
/** Lets the key handlers' timers run. */
const keyTimers = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)))
const pageDown = (area: { scroller: HTMLElement }) =>
  act(() => void area.scroller.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true })))

describe('useScrollDirection', () => {
  afterEach(() => document.body.replaceChildren())

  it('a scroll by the user down the items is "down", and counts as a scroll since the last load', () => {
    const { area, result } = watchedArea(10)
    area.scrollTo(200)
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(true)
  })

  it('a page replaced by a shorter one below the items on screen: the position the browser pulls back is not a scroll up', () => {
    const { area, result, rerender } = watchedArea(10)
    // The user scrolls to the end of a 650 px page, and the list starts loading the next one.
    area.scrollTo(350)
    act(() => result.current.loadStarted())
    // It replaces the page with a 5-item one (325 px): the browser pulls the position from 350 back to 25.
    area.setItems(5)
    area.setScrollTop(25)
    rerender()
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(false)
    // A scroll by the user afterwards still counts.
    area.scrollTo(0)
    expect(result.current.direction).toBe('up')
    expect(result.current.scrolledSinceLoad).toBe(true)
  })

  it('the browser scrolling a focused item into view, in that frame or the next, is not a scroll by the user; a scroll after that is', async () => {
    const { area, result } = watchedArea(20)
    // Page Down focuses the next item below the viewport: the browser scrolls it into view
    // (Chromium in the frame of the focus, WebKit in the next one).
    const item = area.list.current.children[5] as HTMLElement
    item.tabIndex = 0
    act(() => item.focus())
    area.scrollTo(90)
    await nextFrame()
    area.scrollTo(120)
    expect(result.current.scrolledSinceLoad).toBe(false)
    expect(result.current.direction).toBe(null)
    await nextFrame()
    area.scrollTo(300)
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(true)
  })
})

describe('useScrollDirection, the smooth scroll of a key left to the browser', () => {
  afterEach(() => document.body.replaceChildren())

  /** Page Down, not taken by the page: the key counts as a scroll, then the browser's smooth scroll starts a load. */
  async function pageDownStartingALoad() {
    const { area, result } = watchedArea(20)
    pageDown(area)
    await keyTimers()
    expect(result.current.scrolledSinceLoad).toBe(true)
    area.scrollTo(60)
    act(() => result.current.loadStarted())
    // The same smooth scroll goes on for a few frames.
    area.scrollTo(150)
    area.scrollTo(240)
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(false)
    return { area, result }
  }

  it('the rest of that scroll, after a load started, is not a new scroll; one after its scrollend is', async () => {
    const { area, result } = await pageDownStartingALoad()
    act(() => void area.scroller.dispatchEvent(new Event('scrollend')))
    area.scrollTo(300)
    expect(result.current.scrolledSinceLoad).toBe(true)
  })

  it('where no scrollend comes, a scroll once its scroll events have stopped is a new scroll', async () => {
    const { area, result } = await pageDownStartingALoad()
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 400)))
    area.scrollTo(300)
    expect(result.current.scrolledSinceLoad).toBe(true)
  })
})

describe('useScrollDirection, a load started before the scroll that set it off was reported', () => {
  afterEach(() => document.body.replaceChildren())

  it('the scroll event at the position the load started at is not a new scroll; a scroll after it is', () => {
    const { area, result } = watchedArea(20)
    // The list moved and the sentinel's observer started a load before the scroll event came.
    area.setScrollTop(200)
    act(() => result.current.loadStarted())
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(false)
    area.scrollTo(260)
    expect(result.current.scrolledSinceLoad).toBe(true)
  })

  it('a key pressed before the load does not count as a scroll since it; a key pressed after it does', async () => {
    const { area, result } = watchedArea(20)
    // The key's scroll brought the sentinel into view: the load started before the key's timer ran.
    pageDown(area)
    act(() => result.current.loadStarted())
    await keyTimers()
    expect(result.current.scrolledSinceLoad).toBe(false)
    pageDown(area)
    await keyTimers()
    expect(result.current.scrolledSinceLoad).toBe(true)
  })
})

describe('useScrollDirection, a page window dropping a page taller than the viewport', () => {
  afterEach(() => document.body.replaceChildren())

  /**
   * The user scrolls down through `steps`; the next page loads and the first goes, and the list
   * scrolls back by the dropped page to `correctedTo`. That correction is not a scroll up, and
   * the next scroll by the user (20 px up) is measured from there.
   */
  function dropPageWhileScrollingDown({ item, above, placed, pageSize, pages, steps, correctedTo }: {
    item: number; above: number; placed?: boolean; pageSize: number; pages: number; steps: number[]; correctedTo: number
  }) {
    const area = scrollArea({ item, above, placed })
    for (let page = 0; page < pages; page++) area.addPage(pageSize)
    const { result, rerender } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    steps.forEach((top) => area.scrollTo(top))
    expect(result.current.direction).toBe('down')
    area.addPage(pageSize)
    area.dropPage(pageSize)
    area.setScrollTop(correctedTo)
    rerender()
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    area.scrollTo(correctedTo - 20)
    expect(result.current.direction).toBe('up')
  }

  it('the list scrolling back by the dropped page, more than a screen, to keep the next item in place is not a scroll up', () => {
    // 40 px items below 50 px of other content: a page of 10 items (400 px) is taller than the
    // viewport. At 445 px, 5 px of the first page's last item still show; the list scrolls 400 px
    // back, so the second page's first item stays at 5 px.
    dropPageWhileScrollingDown({ item: 40, above: 50, pageSize: 10, pages: 2, steps: [200, 445], correctedTo: 45 })
  })

  it.each([false, true])('more than 8 items of the dropped page still on screen (rows placed by the list: %s): the list scrolling back is not a scroll up', (placed) => {
    // 12 px items below 160 px of other content: a page of 30 items (360 px). At 400 px, the first
    // page's last 10 items (120 px) show; the list scrolls 360 px back.
    dropPageWhileScrollingDown({ item: 12, above: 160, placed, pageSize: 30, pages: 2, steps: [200, 400], correctedTo: 40 })
  })

  it('a load that replaces every item on screen: the list scrolling back by the page, to go on from the next item, is not a scroll up', () => {
    // 40 px items below 400 px of other content: a one-page window of 10 items (400 px). At 500 px
    // its last item ends at the bottom of the viewport; the list scrolls 400 px back, so the next
    // page's first item starts where the last one ended.
    dropPageWhileScrollingDown({ item: 40, above: 400, pageSize: 10, pages: 1, steps: [300, 500], correctedTo: 100 })
  })
})
