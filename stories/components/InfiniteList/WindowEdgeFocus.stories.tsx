import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { deepLinkKeys, indexKey } from '../../../mocks'
import { InAppScroller, UsersList } from './demos'
import { articlesOf, frame, openList, settle, T } from './play'

/**
 * Test-only: the Load more and Load previous buttons of a virtualized page window in manual mode.
 * Over the rows after (before) the window they sit at its edge, otherwise after (before) the feed;
 * a focused button keeps focus when its click moves the window and the button from one to the other,
 * and stays in view while the pages it loads push it down. Without a window, in an app's scroll
 * container, a page that pushes a focused Load more partly out brings it wholly into view.
 */
const meta = {
  title: 'Components/InfiniteList/Page window edge buttons',
  component: InfiniteList,
  tags: ['!autodocs', '!dev'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320, maxPages: 2, virtualize: true, loadMode: 'manual' },
  parameters: { mockApi: { total: 60, latency: 50 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/** Laid over the rows at the window's edge, rather than in the flow. */
const overTheRows = (button: HTMLElement) =>
  button.closest('[data-pagekit-header], [data-pagekit-footer]')!.parentElement!.style.position === 'absolute'

/** Opens the list; `click(name, pages)` clicks a button and waits for the request log to read `pages`. */
async function clicker(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { canvasElement } = context
  const canvas = within(canvasElement)
  const { log } = await openList(context)
  const click = async (name: string, pages: number[]) => {
    await userEvent.click(canvas.getByRole('button', { name }))
    await waitFor(() => expect(log.pages()).toEqual(pages), T)
    await settle(canvasElement, log)
  }
  return { canvas, click }
}

export const LoadMoreKeepsFocus: Story = {
  name: 'a focused Load more keeps focus when the window reaches the last page seen',
  play: async (context) => {
    const { canvas, click } = await clicker(context)
    await click('Load more', [0, 1])
    await click('Load more', [0, 1, 2])
    await click('Load previous', [0, 1, 2, 0])
    const loadMore = canvas.getByRole('button', { name: 'Load more' })
    await expect(overTheRows(loadMore)).toBe(true)
    loadMore.focus()
    await click('Load more', [0, 1, 2, 0, 2])
    await expect(document.activeElement).toBe(loadMore)
    await expect(overTheRows(canvas.getByRole('button', { name: 'Load more' }))).toBe(false)
  },
}

const deepLink = deepLinkKeys(3)

export const LoadPreviousKeepsFocus: Story = {
  name: 'a focused Load previous keeps focus when the window comes back to the first page seen',
  args: { getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never },
  play: async (context) => {
    const { canvas, click } = await clicker(context)
    await click('Load more', [3, 4])
    await click('Load more', [3, 4, 5])
    const loadPrevious = canvas.getByRole('button', { name: 'Load previous' })
    await expect(overTheRows(loadPrevious)).toBe(true)
    loadPrevious.focus()
    await click('Load previous', [3, 4, 5, 3])
    await expect(document.activeElement).toBe(loadPrevious)
    await expect(overTheRows(canvas.getByRole('button', { name: 'Load previous' }))).toBe(false)
  },
}

/** What of `element` shows in a scroll area (the list's root, 320 px high, or the app's container), in px. */
function shownIn(area: HTMLElement, element: Element): number {
  // Inside the area's border: what it scrolls shows there.
  const top = area.getBoundingClientRect().top + area.clientTop
  const box = element.getBoundingClientRect()
  return Math.max(0, Math.min(box.bottom, top + area.clientHeight) - Math.max(box.top, top))
}

export const LoadMoreFromTheKeyboard: Story = {
  name: 'Load more pressed from the keyboard stays in view, with the page it loaded above it',
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log } = await openList(context)
    const area = canvasElement.querySelector<HTMLElement>('[data-pagekit-infinite-list]')!
    const loadMore = canvas.getByRole('button', { name: 'Load more' })
    // Focusing it scrolls it into view, as Tab does; the user presses Enter a moment later (the
    // scroll's event comes a frame after the focus in WebKit).
    loadMore.focus()
    await waitFor(() => expect(shownIn(area, loadMore)).toBeGreaterThan(0), T)
    await frame()
    const pages = [0]
    for (let page = 1; page <= 4; page++) {
      await userEvent.keyboard('{Enter}')
      pages.push(page)
      await waitFor(() => expect(log.pages()).toEqual(pages), T)
      await settle(canvasElement, log)
      await expect(document.activeElement).toBe(loadMore)
      // The button is on screen, and so are the last articles of the page it loaded (it held
      // articles the window dropped, or nothing, when the button went down with each page).
      await waitFor(() => expect(shownIn(area, loadMore)).toBeGreaterThan(0), T)
      const shown = [...area.querySelectorAll('[role="article"]')].filter((article) => shownIn(area, article) > 0)
      await expect(shown.map((article) => article.getAttribute('aria-posinset'))).toContain(String(page * 10 + 10))
    }
  },
}

/**
 * The list's own Load more, not only a standalone button, is brought wholly into view when the
 * page it loads cuts it off. No page window: pages of 3 users in the app's 300 px scroll
 * container (`root`), with more of the app under the list, so the container can show the button
 * whole a page's height above its bottom. Scrolled so that the page a press loads pushes the
 * button half its height past the bottom, Enter: the container scrolls it in by the rest (the
 * articles on screen move up by no more than the button's height), and one page is requested.
 */
export const LoadMorePushedPartly: Story = {
  name: 'Load more that the page it loaded pushes partly out of an app scroll container is brought wholly into view',
  args: { getKey: indexKey(3) as never, height: undefined, maxPages: undefined, virtualize: false },
  render: (args) => <InAppScroller {...args} after={<p style={{ minHeight: 400, margin: 0 }}>More of the app after the list.</p>} />,
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log } = await openList(context, (count) => expect(count).toBe(3))
    const scroller = canvas.getByTestId('app-scroller')
    const loadMore = canvas.getByRole('button', { name: 'Load more' })
    loadMore.focus()
    await expect(loadMore.matches(':focus-visible')).toBe(true)
    await waitFor(() => expect(shownIn(scroller, loadMore)).toBeGreaterThan(0), T)
    const height = loadMore.offsetHeight
    // The page's height, from the first article's top to where the next page's first one goes.
    const [first, second, last] = articlesOf(canvasElement).map((article) => article.getBoundingClientRect())
    const page = last.bottom + (second.top - first.bottom) - first.top
    const bottom = scroller.getBoundingClientRect().top + scroller.clientTop + scroller.clientHeight
    // The user's scroll: the button's top a page and half the button above the container's bottom.
    scroller.scrollTop += loadMore.getBoundingClientRect().top - (bottom - page - height / 2)
    await frame()
    await frame()
    await expect(shownIn(scroller, loadMore), 'px of the button shown before the press').toBeGreaterThanOrEqual(height - 1)
    const read = articlesOf(canvasElement).at(-1)!
    const readTop = read.getBoundingClientRect().top
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(6), T)
    await settle(canvasElement, log)
    await expect(loadMore).toHaveFocus()
    await waitFor(() => expect(shownIn(scroller, loadMore), `px of the ${height} px button shown`).toBeGreaterThanOrEqual(height - 1), T)
    const moved = readTop - read.getBoundingClientRect().top
    await expect(moved, 'px the articles on screen moved up').toBeGreaterThan(0)
    await expect(moved, 'px the articles on screen moved up').toBeLessThanOrEqual(height)
    await expect(log.pages()).toEqual([0, 1])
  },
}
