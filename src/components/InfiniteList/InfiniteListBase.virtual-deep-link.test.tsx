// A virtualized deep link loading its earlier pages while the browser has not yet sent the scroll
// event of the list's own scroll write. jsdom has no layout: articles are 50 px tall, the feed
// sits at the top of the document, below the loading indicator of an earlier page (30 px) while
// there is one, and the window scrolls by setting scrollY.
import { act, waitFor } from '@testing-library/react'
import { mockIsIntersecting } from 'react-intersection-observer/test-utils'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, deepLinkKeys } from '../../../mocks'
import { articles, feed, renderList } from '../../test/infinite-list'

const ROW = 50
const LOADING = 30
const patiently = { timeout: 5000 }

const loadingAbove = () => !!document.querySelector('[data-pagekit-loading-previous]')
/** Where an article is on screen: the feed's top plus its row's offset in the feed. */
const screenTop = (name: string) => {
  const article = articles().find((a) => a.textContent === name)
  if (!article) throw new Error(`${name} is not rendered`)
  return feed().getBoundingClientRect().top + Number(/translateY\((-?[\d.]+)px\)/.exec(article.style.transform)?.[1])
}

const rect = HTMLElement.prototype.getBoundingClientRect

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'ARTICLE' ? ROW : 0
  })
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.hasAttribute('data-pagekit-feed')) return rect.call(this)
    return new DOMRect(0, (loadingAbove() ? LOADING : 0) - window.scrollY, 1024, parseFloat(this.style.height))
  })
  const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true })
  setScrollY(0)
  // A browser moves the position at once and tells its listeners at its next frame: here, never.
  vi.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => setScrollY(window.scrollY + y)) as never)
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => setScrollY(options.top ?? 0)) as never)
})
afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

describe('InfiniteListBase: virtualize and a deep link', { timeout: 30000 }, () => {
  it('an earlier page that lands before the browser reports the scroll that kept the items in place leaves the article on screen where it was', async () => {
    useSource(createUsersSource({ total: 200, latency: 20 }))
    const deepLink = deepLinkKeys(5)
    renderList({ virtualize: { estimateSize: ROW, overscan: 2 }, getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never })
    await waitFor(() => expect(articles()).toHaveLength(10), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    const first = articles()[0].textContent!
    expect(screenTop(first)).toBe(0)
    // The top sentinel comes into view: the loading indicator pushes the feed down, the list
    // scrolls by as much; the page lands before any scroll event.
    await act(() => mockIsIntersecting(document.querySelector('[data-pagekit-top-sentinel]')!, true))
    await waitFor(() => expect(articles().map((a) => a.textContent)).toContain(first), patiently)
    await waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
    await waitFor(() => expect(articles().length).toBeGreaterThan(10), patiently)
    expect(loadingAbove()).toBe(false)
    expect(window.scrollY).toBe(10 * ROW)
    expect(screenTop(first)).toBe(0)
  })
})
