// The Load previous and Load more buttons of a virtualized page window (manual mode): over the
// rows before or after the window they sit at its edge, otherwise before or after the feed. A
// focused button keeps focus when the window moves and the button goes from one place to the other.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { useSource } from '../../test/server'
import { createUsersSource, deepLinkKeys } from '../../../mocks'
import { articles, feed, layOutFeedInWindow, renderList } from '../../test/infinite-list'

const ROW = 50
const patiently = { timeout: 5000 }
const positions = () => articles().map((a) => a.textContent)
const quiet = () => waitFor(() => expect(feed()).toHaveAttribute('aria-busy', 'false'), patiently)
/** Whether the button's header or footer is laid over the rows at the window's edge, rather than in the flow. */
const overTheRows = (button: HTMLElement) =>
  button.closest('[data-pagekit-header], [data-pagekit-footer]')!.parentElement!.style.position === 'absolute'

beforeEach(() => {
  layOutFeedInWindow(ROW)
  vi.spyOn(window, 'scrollTo').mockImplementation((() => {}) as never)
})
afterEach(() => {
  vi.restoreAllMocks()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true })
})

const button = (name: string) => screen.getByRole('button', { name })
const name = (i: number) => articles()[i].textContent!

/**
 * From the first page: Load more twice, so that a two-page window drops the first page seen.
 * Returns the names of that page's first item and of the second page's last.
 */
async function loadTwoMore() {
  await waitFor(() => expect(articles()).toHaveLength(10), patiently)
  const first = name(0)
  await userEvent.click(button('Load more'))
  await waitFor(() => expect(articles()).toHaveLength(20), patiently)
  await quiet()
  const secondPageEnd = name(19)
  await userEvent.click(button('Load more'))
  await waitFor(() => expect(articles()[0].textContent).not.toBe(first), patiently)
  await quiet()
  return { first, secondPageEnd }
}
/** Clicks the button and waits for its page to land and the window to be `first`…`last` (item names). */
async function clickAndLand(name: string, first: string, last: string) {
  await userEvent.click(button(name))
  await waitFor(() => expect([positions()[0], positions().at(-1)]).toEqual([first, last]), patiently)
  await quiet()
}

describe('InfiniteListBase: virtualize, maxPages and manual mode: the buttons at the window edges', { timeout: 30000 }, () => {
  it('a focused Load more keeps focus when the window reaches the last page seen and the button leaves the rows after it', async () => {
    useSource(createUsersSource({ total: 200, latency: 5 }))
    renderList({ loadMode: 'manual', maxPages: 2, virtualize: { estimateSize: ROW, overscan: 40 } })
    const { first } = await loadTwoMore()
    const [page1, page2End] = [name(0), name(19)]
    // Back to pages 0 and 1: page 2 keeps its rows after the window, the footer sits over them.
    await clickAndLand('Load previous', first, name(9))
    const loadMore = button('Load more')
    expect(overTheRows(loadMore)).toBe(true)
    act(() => loadMore.focus())
    await clickAndLand('Load more', page1, page2End)
    // No rows after the window any more: the footer is after the feed, and the button still has focus.
    expect(overTheRows(button('Load more'))).toBe(false)
    expect(document.activeElement).toBe(loadMore)
    expect(button('Load more')).toBe(loadMore)
  })

  it('a focused Load previous keeps focus when the window comes back to the first page seen and the button leaves the rows before it', async () => {
    useSource(createUsersSource({ total: 200, latency: 5 }))
    // Opens at page 4: pages before it are still to load when the window is back at the first page seen.
    const deepLink = deepLinkKeys(3)
    renderList({
      loadMode: 'manual', maxPages: 2, virtualize: { estimateSize: ROW, overscan: 40 },
      getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never,
    })
    const { first, secondPageEnd } = await loadTwoMore()
    // The first page seen keeps its rows before the window, the header sits over them.
    const loadPrevious = button('Load previous')
    expect(overTheRows(loadPrevious)).toBe(true)
    act(() => loadPrevious.focus())
    await clickAndLand('Load previous', first, secondPageEnd)
    // No rows before the window any more: the header is before the feed, and the button still has focus.
    expect(overTheRows(button('Load previous'))).toBe(false)
    expect(document.activeElement).toBe(loadPrevious)
    expect(button('Load previous')).toBe(loadPrevious)
  })
})
