import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { deepLinkKeys, indexKey } from '../../../mocks'
import { UsersList } from './demos'
import { frame, openList, settle, T } from './play'

/**
 * Test-only: the Load more and Load previous buttons of a virtualized page window in manual mode.
 * Over the rows after (before) the window they sit at its edge, otherwise after (before) the feed;
 * a focused button keeps focus when its click moves the window and the button from one to the other,
 * and stays in view while the pages it loads push it down.
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

/** What of `element` shows in the list's scroll area (its root, 320 px high), in px. */
function shownIn(area: HTMLElement, element: Element): number {
  const view = area.getBoundingClientRect()
  const box = element.getBoundingClientRect()
  return Math.max(0, Math.min(box.bottom, view.bottom) - Math.max(box.top, view.top))
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
