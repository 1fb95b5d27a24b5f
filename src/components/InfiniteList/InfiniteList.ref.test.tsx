// A ref on <InfiniteList> or <InfiniteListBase> is the list's root element, and leaves the
// list's own use of that element (its scroll area with `height`) working.
import { createRef, version } from 'react'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { intersectionMockInstance } from 'react-intersection-observer/test-utils'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { articles, feed, fetcher, isolated, renderList, scrollToEnd, settled } from '../../test/infinite-list'
import { InfiniteList } from './InfiniteList'
import { InfiniteListBase } from './InfiniteListBase'

const rootOf = (label: string) => screen.getByRole('feed', { name: label }).closest('[data-pagekit-infinite-list]')

describe('<InfiniteList ref> and <InfiniteListBase ref>', () => {
  beforeEach(() => useSource(createUsersSource({ total: 45 })))
  afterEach(() => vi.restoreAllMocks())

  it('a ref on the styled or the unstyled list is its root element, with no React warning', async () => {
    const styledRef = createRef<HTMLDivElement>()
    const baseRef = createRef<HTMLDivElement>()
    const consoleError = vi.spyOn(console, 'error')
    try {
      render(
        <>
          <InfiniteList ref={styledRef} getKey={indexKey(10)} fetcher={fetcher} aria-label="Styled" />
          <InfiniteListBase ref={baseRef} getKey={indexKey(10)} fetcher={fetcher} aria-label="Unstyled" />
        </>,
        { wrapper: isolated },
      )
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
      expect(styledRef.current).toBeInstanceOf(HTMLDivElement)
      expect(styledRef.current).toBe(rootOf('Styled'))
      expect(baseRef.current).toBe(rootOf('Unstyled'))
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })

  it.each([
    ['styled', InfiniteList],
    ['unstyled', InfiniteListBase],
  ] as const)('a callback ref on the %s list gets its root element, and null once the list unmounts', async (_, List) => {
    const ref = vi.fn<(el: HTMLDivElement | null) => void>()
    const { unmount } = render(<List ref={ref} getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" />, { wrapper: isolated })
    await settled(10)
    const root = rootOf('Users')
    expect(ref.mock.calls).toEqual([[root]])
    unmount()
    expect(ref.mock.calls).toEqual([[root], [null]])
  })

  // React 19 runs the cleanup a callback ref returns instead of calling it with null; React 18
  // ignores the cleanup and calls it with null.
  const runsRefCleanups = Number(version.split('.')[0]) >= 19
  it.each([
    ['without', {}],
    ['with', { height: 300 }],
  ] as const)('a callback ref that returns a cleanup, on a list %s its own height, is cleaned up as React does for a <div>', async (_, props) => {
    const events: Array<string | HTMLElement | null> = []
    const ref = (el: HTMLDivElement | null) => {
      events.push(el)
      return () => void events.push('cleanup')
    }
    const { unmount } = renderList({ ...props, ref })
    await settled(10)
    const root = feed().closest<HTMLElement>('[data-pagekit-infinite-list]')
    unmount()
    expect(events).toEqual(runsRefCleanups ? [root, 'cleanup'] : [root, null])
  })

  it('with its own height and an app ref, its scroll area stays the observer root: scrolling to the end loads the next page, and the ref is called once', async () => {
    const ref = vi.fn<(el: HTMLDivElement | null) => void>()
    renderList({ height: 300, ref })
    await settled(10)
    const root = feed().closest('[data-pagekit-infinite-list]')!
    expect(intersectionMockInstance(root.querySelector('[data-pagekit-sentinel]')!).root).toBe(root)
    scrollToEnd()
    await settled(20)
    expect(ref.mock.calls).toEqual([[root]])
  })

  it('virtualize with its own height and an app ref: the rows follow the scrolling of its scroll area', async () => {
    // jsdom has no layout: the scroll area is 200 px tall, every article 50 px, and the feed at
    // the top of the scroll area moves up as it scrolls.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute('data-pagekit-infinite-list') ? 200 : 0
    })
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'ARTICLE' ? 50 : 0
    })
    const rect = HTMLElement.prototype.getBoundingClientRect
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.hasAttribute('data-pagekit-feed')) return rect.call(this)
      return new DOMRect(0, -this.closest('[data-pagekit-infinite-list]')!.scrollTop, 1024, parseFloat(this.style.height))
    })
    const ref = vi.fn<(el: HTMLDivElement | null) => void>()
    renderList({ height: 200, virtualize: { estimateSize: 50, overscan: 2 }, ref })
    // 200 px of 50 px rows: 4 visible, plus 2 of overscan below them.
    await waitFor(() => expect(articles()).toHaveLength(6))
    const root = feed().closest('[data-pagekit-infinite-list]')!
    expect(ref).toHaveBeenLastCalledWith(root)
    // Scrolled by 250 px: rows 6 to 9 on screen, 2 of overscan on each side.
    Object.defineProperty(root, 'scrollTop', { value: 250, configurable: true })
    fireEvent.scroll(root)
    await waitFor(() => expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['4', '5', '6', '7', '8', '9', '10']))
  })
})
