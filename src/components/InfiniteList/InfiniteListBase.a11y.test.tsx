// The WAI-ARIA feed: keyboard and focus, the prop getters, and the feed under windowing.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { InfiniteListBase } from './InfiniteListBase'
import { createUsersSource, indexKey, type User } from '../../../mocks'
import { articles, feed, fetcher, isolated, layOutFeedInWindow, renderList, scrollToEnd, settled } from '../../test/infinite-list'
import { useInfiniteList } from './useInfiniteList'

describe('InfiniteListBase: keyboard (APG feed)', () => {
  it('Page Down / Page Up move focus between articles; Ctrl+End / Ctrl+Home leave the feed', async () => {
    useSource(createUsersSource({ total: 45 }))
    render(
      <>
        <button type="button">Before</button>
        <InfiniteListBase getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" loadMode="manual" />
        <button type="button">After</button>
      </>,
      { wrapper: isolated },
    )
    await settled(10)
    const list = articles()
    list[0].focus()
    await userEvent.keyboard('{PageDown}')
    expect(list[1]).toHaveFocus()
    await userEvent.keyboard('{PageDown}')
    expect(list[2]).toHaveFocus()
    await userEvent.keyboard('{PageUp}')
    expect(list[1]).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    // The first focusable element after the feed is the list's own Load more button.
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus()
    list[3].focus()
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  it('Page Down from inside an article moves to the next article', async () => {
    useSource(createUsersSource({ total: 45 }))
    renderList({ renderItem: (u: unknown) => <a href={`#${(u as User).id}`}>{(u as User).name}</a> })
    await settled(10)
    within(articles()[4]).getByRole('link').focus()
    await userEvent.keyboard('{PageDown}')
    expect(articles()[5]).toHaveFocus()
  })

  it("Page Down / Page Up from an item's own content that carries data-index (an inner list) move to the next / previous article", async () => {
    useSource(createUsersSource({ total: 45 }))
    renderList({
      // Each item's inner data-index is the next article's: found first in document order.
      renderItem: (u: unknown, index: number) => (
        <ul>
          <li data-index={index + 1}><a href={`#${(u as User).id}`}>{(u as User).name}</a></li>
        </ul>
      ),
    })
    await settled(10)
    within(articles()[4]).getByRole('link').focus()
    await userEvent.keyboard('{PageDown}')
    expect(articles()[5]).toHaveFocus()
    within(articles()[5]).getByRole('link').focus()
    await userEvent.keyboard('{PageUp}')
    expect(articles()[4]).toHaveFocus()
  })

  it('loading a page does not move focus', async () => {
    useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList()
    await settled(10)
    articles()[9].focus()
    scrollToEnd()
    await settled(20)
    expect(articles()[9]).toHaveFocus()
  })

  const pageOneFailsOnce = () => createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] })
  /** Renders the list, scrolls to its end (page 1 fails) and focuses the Retry button. */
  async function focusedRetry() {
    renderList()
    await settled(10)
    scrollToEnd()
    const retry = await screen.findByRole('button', { name: 'Retry' })
    retry.focus()
    return retry
  }

  it('a focused Retry that goes away hands focus to the first new article', async () => {
    useSource(pageOneFailsOnce())
    await focusedRetry()
    await userEvent.keyboard('{Enter}')
    await settled(20)
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await waitFor(() => expect(articles()[10]).toHaveFocus())
  })

  it('does not pull focus back when the user had left the control before it went away', async () => {
    useSource(pageOneFailsOnce())
    const retry = await focusedRetry()
    act(() => retry.blur())
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())))
    fireEvent.click(retry)
    await settled(20)
    expect(document.body).toHaveFocus()
  })
})

describe('useInfiniteList: prop getters', () => {
  it('getListProps / getItemProps / getSentinelProps / getStatusProps', async () => {
    useSource(createUsersSource({ total: 45 }))
    const { result } = renderHook(
      () => useInfiniteList({ getKey: indexKey(10), fetcher, 'aria-labelledby': 'title', id: 'my-feed' }),
      { wrapper: isolated },
    )
    await waitFor(() => expect(result.current.status).toBe('idle'))
    const listProps = result.current.getListProps({ className: 'x' })
    expect(listProps).toMatchObject({ role: 'feed', id: 'my-feed', 'aria-busy': false, 'aria-labelledby': 'title', className: 'x' })
    expect(listProps['aria-label']).toBeUndefined()
    expect(result.current.getItemProps(4)).toMatchObject({ role: 'article', tabIndex: 0, 'aria-posinset': 5, 'aria-setsize': -1 })
    expect(result.current.getSentinelProps()).toMatchObject({ 'aria-hidden': true })
    expect(result.current.getStatusProps()).toMatchObject({ role: 'status', 'aria-live': 'polite', 'aria-atomic': true })
  })
})

describe('InfiniteListBase: virtualize', () => {
  it('window scrolling (no height, no root): renders a window of articles with feed attributes', async () => {
    useSource(createUsersSource({ total: 500, pageSize: 500 }))
    // jsdom has no layout: give every article a 50 px height for the virtualizer's measurements.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'ARTICLE' ? 50 : 0
    })
    renderList({ getKey: indexKey(500) as never, virtualize: { estimateSize: 50, overscan: 2 }, getTotal: (() => 500) as never })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0))
    const list = articles()
    // jsdom's window is 768 px tall: about 16 rows of 50 px plus overscan, not 500.
    expect(list.length).toBeLessThan(40)
    expect(list[0]).toHaveAttribute('aria-posinset', '1')
    expect(list[0]).toHaveAttribute('aria-setsize', '500')
    expect(feed().style.height).toBe('25000px')
    vi.restoreAllMocks()
  })

  it("a focused article whose content carries data-index (an inner list) stays rendered when scrolled far away", async () => {
    useSource(createUsersSource({ total: 500, pageSize: 500 }))
    layOutFeedInWindow(50)
    renderList({
      getKey: indexKey(500) as never,
      virtualize: { estimateSize: 50, overscan: 2 },
      renderItem: (u: unknown) => (
        <ul>
          <li data-index="0"><a href={`#${(u as User).id}`}>{(u as User).name}</a></li>
        </ul>
      ),
    })
    await waitFor(() => expect(articles().length).toBeGreaterThan(4))
    const link = within(articles()[4]).getByRole('link')
    act(() => link.focus())
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10000, configurable: true, writable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    await waitFor(() => expect(articles().some((a) => a.getAttribute('aria-posinset') === '200')).toBe(true))
    expect(link.isConnected).toBe(true)
    expect(link).toHaveFocus()
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
    vi.restoreAllMocks()
  })

  it("an itemProps style reaches each windowed row, beside the row's own place", async () => {
    useSource(createUsersSource({ total: 30, pageSize: 30 }))
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'ARTICLE' ? 50 : 0
    })
    renderList({
      virtualize: { estimateSize: 50 },
      itemProps: (() => ({ className: 'row', style: { padding: '4px', background: 'ivory', position: 'static' } })) as never,
    })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0))
    for (const [i, row] of articles().entries()) {
      expect(row).toHaveClass('row')
      expect(row.style.padding).toBe('4px')
      expect(row.style.background).toBe('ivory')
      // The virtualizer places the row: its position wins over the app's.
      expect(row.style.position).toBe('absolute')
      expect(row.style.transform).toBe(`translateY(${i * 50}px)`)
    }
    vi.restoreAllMocks()
  })

  it('a ref itemProps gives reaches each windowed row, beside the ref that measures it', async () => {
    useSource(createUsersSource({ total: 30, pageSize: 30 }))
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'ARTICLE' ? 50 : 0
    })
    const rows = new Set<HTMLElement>()
    // The same callback on every render, as an app's useCallback gives.
    const rowRef = (el: HTMLElement | null) => void (el && rows.add(el))
    renderList({ virtualize: { estimateSize: 80 }, itemProps: (() => ({ ref: rowRef })) as never })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0))
    await waitFor(() => expect([...rows].filter((el) => el.isConnected)).toEqual(articles()))
    // The rows are still measured: the feed is as tall as 10 rows of 50 px, not of the estimated 80.
    await waitFor(() => expect(feed().style.height).toBe('500px'))
    vi.restoreAllMocks()
  })
})
