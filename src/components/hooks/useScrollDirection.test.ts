// useScrollDirection over a laid-out scroll container (jsdom has no layout: positions are faked
// from the scroll position and each item's place in the list, a 300 px viewport).
import { act, renderHook } from '@testing-library/react'
import { useScrollDirection } from './useScrollDirection'

const VIEWPORT = 300

/** `item`: each item's height; `above`: the height of other content above the list in the scroller. */
function scrollArea({ item = 65, above = 0 } = {}) {
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

describe('useScrollDirection', () => {
  afterEach(() => document.body.replaceChildren())

  it('a scroll by the user down the items is "down", and counts as a scroll since the last load', () => {
    const area = scrollArea()
    area.setItems(10)
    const { result } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    area.scrollTo(200)
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(true)
  })

  it('a page replaced by a shorter one below the items on screen: the position the browser pulls back is not a scroll up', () => {
    const area = scrollArea()
    area.setItems(10)
    const { result, rerender } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
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

  it('the browser scrolling a focused item into view is not a scroll by the user; a scroll in a later frame is', async () => {
    const area = scrollArea()
    area.setItems(20)
    const { result } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    // Page Down focuses the next item below the viewport: the browser scrolls it into view.
    const item = area.list.current.children[5] as HTMLElement
    item.tabIndex = 0
    act(() => item.focus())
    area.scrollTo(90)
    expect(result.current.scrolledSinceLoad).toBe(false)
    expect(result.current.direction).toBe(null)
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    area.scrollTo(300)
    expect(result.current.direction).toBe('down')
    expect(result.current.scrolledSinceLoad).toBe(true)
  })
})

describe('useScrollDirection, a page window dropping a page taller than the viewport', () => {
  afterEach(() => document.body.replaceChildren())


  it('the list scrolling back by the dropped page, more than a screen, to keep the next item in place is not a scroll up', () => {
    // 40 px items below 50 px of other content: a page of 10 items (400 px) is taller than the viewport.
    const area = scrollArea({ item: 40, above: 50 })
    area.addPage(10)
    area.addPage(10)
    const { result, rerender } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    // The user scrolls down until 5 px of the first page's last item still show at the top.
    area.scrollTo(200)
    area.scrollTo(445)
    expect(result.current.direction).toBe('down')
    // The next page loads and the first goes; the list scrolls 400 px back, so the second page's first item stays at 5 px.
    area.addPage(10)
    area.dropPage(10)
    area.setScrollTop(45)
    rerender()
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    // The next scroll by the user is measured from there.
    area.scrollTo(25)
    expect(result.current.direction).toBe('up')
  })

  it('more than 8 items of the dropped page still on screen: the list scrolling back is not a scroll up', () => {
    // 12 px items below 160 px of other content: a page of 30 items (360 px) is taller than the viewport.
    const area = scrollArea({ item: 12, above: 160 })
    area.addPage(30)
    area.addPage(30)
    const { result, rerender } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    // The user scrolls down until the last 10 items of the first page (120 px) show at the top.
    area.scrollTo(200)
    area.scrollTo(400)
    expect(result.current.direction).toBe('down')
    // The next page loads and the first goes; the list scrolls 360 px back, so the second page's first item stays at 120 px.
    area.addPage(30)
    area.dropPage(30)
    area.setScrollTop(40)
    rerender()
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    area.scrollTo(20)
    expect(result.current.direction).toBe('up')
  })

  it('a load that replaces every item on screen: the list scrolling back by the page, to go on from the next item, is not a scroll up', () => {
    // 40 px items below 400 px of other content: a one-page window of 10 items (400 px).
    const area = scrollArea({ item: 40, above: 400 })
    area.addPage(10)
    const { result, rerender } = renderHook(() => useScrollDirection({ list: area.list, scroller: area.scroller, enabled: true }))
    // The user scrolls to the end of the page: its last item ends at the bottom of the viewport.
    area.scrollTo(300)
    area.scrollTo(500)
    expect(result.current.direction).toBe('down')
    // The next page replaces it; the list scrolls 400 px back, so its first item starts where the last one ended.
    area.addPage(10)
    area.dropPage(10)
    area.setScrollTop(100)
    rerender()
    act(() => void area.scroller.dispatchEvent(new Event('scroll')))
    expect(result.current.direction).toBe('down')
    area.scrollTo(80)
    expect(result.current.direction).toBe('up')
  })
})
