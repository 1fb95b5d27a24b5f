import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey, type RequestLog } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCodeFromArgs } from '../../support'
import { infiniteListCode } from './code'
import { UsersList } from './demos'
import { articlesOf, feedOf, liveText, openList, scrollToEnd, settle, sleep, T } from './play'
import { listArgTypes } from './argTypes'
import { keyWalk, walkTo } from './windowPlay'

/**
 * A page window shorter than the list: `maxPages={1}` where one page (about 655 px) does not
 * fill the list's 1000 px, nor the window. Whatever page the window holds, the sentinel below it
 * stays in reach, so a list that loaded on the sentinel alone would walk through the whole
 * source by itself, each page replacing the one before. Once its window is full, such a list
 * loads a page only when the user scrolls, or tries to (a wheel turn, a swipe, a key the page
 * does not take for itself), after the last page it loaded: one page per scroll, never a loop.
 * Page Down past the last article loads the next page, Page Up before the first the page before.
 * At the end the empty page that ends the source takes the window's one place; the last users
 * stay on screen above the end message.
 * Each demo has its own mock server (60 users, 100 ms latency) and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Page window shorter than the list',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 1000, maxPages: 1 },
  argTypes: listArgTypes,
  parameters: {
    mockApi: { total: 60, latency: 100 },
    ...showCodeFromArgs((args) => infiniteListCode(args)),
  },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

const positionOf = (el: Element | null) => el?.getAttribute('aria-posinset')

/** Left alone, then driven by the wheel and the keyboard: one page per scroll, every page reachable. */
async function onePagePerScroll(context: Context) {
  const { canvasElement, step } = context
  const { log, root } = await openList(context)
  const wheel = async (deltaY: number) => {
    const before = log.count()
    root.dispatchEvent(new WheelEvent('wheel', { deltaY, bubbles: true }))
    await waitFor(() => expect(log.count()).toBe(before + 1), T)
    await settle(canvasElement, log)
  }
  await step('left alone, the list loads its first page and stays quiet', async () => {
    await sleep(1000)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0])
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
  })
  await step('a wheel turn down loads exactly one page, which takes the window\'s place', async () => {
    const firstText = liveText(canvasElement)
    await wheel(100)
    await sleep(500)
    await expect(log.pages()).toEqual([0, 1])
    await expect(articlesOf(canvasElement).map(positionOf)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20'])
    // The same words as the first page's, changed (a trailing no-break space) so that they are spoken again.
    await expect(liveText(canvasElement).trim()).toBe('Loaded 10 items')
    await expect(liveText(canvasElement)).not.toBe(firstText)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
  })
  await step('Page Down moves between the articles shown; past the last one it loads the next page', async () => {
    articlesOf(canvasElement)[0].focus()
    for (let i = 0; i < 9; i++) await userEvent.keyboard('{PageDown}')
    await expect(positionOf(document.activeElement)).toBe('20')
    await sleep(300)
    await expect(log.count()).toBe(2)
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2]), T)
    await settle(canvasElement, log)
    await waitFor(() => expect(positionOf(document.activeElement)).toBe('21'), T)
  })
  await step('Page Up before the first article loads the page before, and focus is on its last article', async () => {
    await userEvent.keyboard('{PageUp}')
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2, 1]), T)
    await settle(canvasElement, log)
    await waitFor(() => expect(positionOf(document.activeElement)).toBe('20'), T)
  })
  await step('wheel turns down reach every page to the end, each requested once more', async () => {
    const before = log.count()
    for (let i = 0; i < 10 && root.getAttribute('data-status') !== 'end'; i++) await wheel(100)
    await expect(root).toHaveAttribute('data-status', 'end')
    // Pages 2–5 hold users 21–60; the empty page 6 ends the list.
    await expect(log.pages().slice(before)).toEqual([2, 3, 4, 5, 6])
    await sleep(500)
    await expect(log.count()).toBe(before + 5)
  })
  await step('at the end the last users stay on screen above the end message, though the empty page took the window\'s place', async () => {
    await expect(articlesOf(canvasElement).map(positionOf)).toEqual(['51', '52', '53', '54', '55', '56', '57', '58', '59', '60'])
    await expect(within(root).getByText('You have reached the end')).toBeVisible()
    await waitFor(() => expect(liveText(canvasElement).trim()).toBe('End of list, 10 shown'), T)
  })
}

/** The list's own 1000 px scroll area. */
export const OwnHeight: Story = {
  name: 'maxPages: 1 in a 1000 px list — one page per scroll, no loop',
  play: onePagePerScroll,
}

/** Without `height` the window scrolls: the same in a window taller than one page. */
export const WindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'maxPages: 1, window scroller — one page per scroll, no loop',
  args: { height: undefined },
  parameters: inOwnWindow,
  play: playExceptOnDocsPage(onePagePerScroll),
}

/**
 * With `virtualize` too. Scroll to the end page by page: the rows of the dropped pages stay
 * blank above, and at the end the last users still show above the end message.
 */
export const VirtualizedToTheEnd: Story = {
  name: 'virtualize + maxPages: 1 in a 1000 px list — to the end, the last users stay above the end message',
  args: { virtualize: true },
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context)
    for (let i = 0; i < 20 && root.getAttribute('data-status') !== 'end'; i++) {
      const before = log.count()
      // A wheel turn as well: the first page does not fill the list, which has nothing to scroll then.
      root.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true }))
      await scrollToEnd(root)
      await waitFor(() => expect(log.count()).toBeGreaterThan(before), T)
      await settle(canvasElement, log)
    }
    await expect(root).toHaveAttribute('data-status', 'end')
    // Each page once; the empty page 6 ends the list.
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6])
    await expect(articlesOf(canvasElement).map(positionOf)).toEqual(['51', '52', '53', '54', '55', '56', '57', '58', '59', '60'])
    await expect(within(root).getByText('You have reached the end')).toBeVisible()
  },
}

/**
 * The keyboard through a virtualized one-page window, as a screen-reader user walks a feed: Page
 * Down moves focus to the next article and loads nothing while the articles shown last; past the
 * last one it loads the next page (one request) and focus lands on its first article. The rows of
 * the dropped pages stay blank above, so focus moving down the window scrolls the list: that is
 * not the user scrolling, and loads nothing. Page Up before the first article loads the page
 * before, and focus lands on its last article.
 */
export const VirtualizedKeyboard: Story = {
  name: 'virtualize + maxPages: 1 — Page Down loads a page only past the last article, Page Up only before the first',
  args: { virtualize: true },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log } = await openList(context)
    const press = keyWalk(canvasElement, log)
    articlesOf(canvasElement)[0].focus()
    await step('Page Down through pages 1 to 3: one request each, when focus goes past the last article', async () => {
      await walkTo(press, '{PageDown}', 1, 10, [0])
      await press('{PageDown}', 11, [0, 1])
      await walkTo(press, '{PageDown}', 11, 20, [0, 1])
      await press('{PageDown}', 21, [0, 1, 2])
      await walkTo(press, '{PageDown}', 21, 30, [0, 1, 2])
      await press('{PageDown}', 31, [0, 1, 2, 3])
    })
    await step('Page Up before the first article loads the page before, focus on its last article', async () => {
      await press('{PageUp}', 30, [0, 1, 2, 3, 2])
      await walkTo(press, '{PageUp}', 30, 21, [0, 1, 2, 3, 2])
      await press('{PageUp}', 20, [0, 1, 2, 3, 2, 1])
    })
  },
}

// Ten articles a page: article n (from 1) is on page pageOf(n) (from 0).
const pageOf = (n: number) => Math.floor((n - 1) / 10)
const pagesFrom = (first: number, last: number) =>
  Array.from({ length: Math.abs(last - first) + 1 }, (_, i) => first + (last < first ? -i : i))

/**
 * What a two-page window must have requested with focus on article `n`, going down from page 0:
 * pages 0 to m, each once and in order. m is n's page or the next: the next but one would drop
 * the page focus is on. On the last article of a page the next one is requested already, so
 * its articles are there before focus reaches them.
 */
async function expectPagesGoingDown(log: RequestLog, n: number, where: string) {
  const pages = log.pages()
  const last = pages.at(-1) ?? -1
  await expect(pages, where).toEqual(pagesFrom(0, last))
  await expect(last, where).toBeGreaterThanOrEqual(n % 10 === 0 ? pageOf(n) + 1 : pageOf(n))
  await expect(last, where).toBeLessThanOrEqual(pageOf(n) + 1)
}

/**
 * The same going up, for the requests made since the window held pages `top` and `top + 1`: the
 * pages before it, each once and in order, down to n's page or the one before. Each page is
 * requested before focus reaches the first article of the page after it: the page before the
 * window drops the page below the focused one, so it loads ahead; one that came into reach
 * while focus was on the page it drops waits only until focus moves up to the page it keeps.
 */
async function expectPagesGoingUp(log: RequestLog, since: number, top: number, n: number, where: string) {
  const pages = log.pages().slice(since)
  const first = pages.at(-1) ?? top
  await expect(pages, where).toEqual(pages.length ? pagesFrom(top - 1, first) : [])
  await expect(first, where).toBeGreaterThanOrEqual(pageOf(n) - 1)
  if (n % 10 === 1) await expect(first, where).toBeLessThanOrEqual(pageOf(n) - 1)
}

/**
 * Two pages, which fill the list: the window loads ahead as focus scrolls the list, dropping the
 * page above the focused one. Walking back up, the page before waits while focus is on the page
 * it would drop, and loads as soon as focus moves up to the page it keeps.
 *
 * Which press loads a page depends on where the browser scrolls the focused article: Chromium
 * brings one cut off at the bottom to that edge; Firefox leaves it, and the list centres it. The next page
 * then comes into reach some articles sooner or later (page 2 at article 17 in Chromium, 15 in
 * Firefox; page 4 at 31 and 37). Going up, page 2 loads ahead (at article 39 in Chromium and
 * Firefox); page 1 comes into reach while focus is still on page 3, which it would drop, and
 * waits until focus moves up to article 30. What a user meets is the same in each: one article a
 * press, each page requested once and in time, focus never on a page the window drops. So each
 * press checks what every browser must have requested by then, not when one of them did.
 */
export const VirtualizedTwoPagesKeyboard: Story = {
  name: 'virtualize + maxPages: 2 — Page Down to article 40 and Page Up back to 20: focus one article a press, each page once and in time',
  args: { virtualize: true, maxPages: 2 },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    const press = keyWalk(canvasElement, log)
    articlesOf(canvasElement)[0].focus()
    await step('Page Down from article 1 to 40: pages 2 to 4 once each, in order, never dropping the focused page', async () => {
      for (let n = 2; n <= 40; n++) {
        await press('{PageDown}', n, (where) => expectPagesGoingDown(log, n, where))
      }
      await expect(log.pages()).toEqual([0, 1, 2, 3, 4])
    })
    await step('Page Up from article 40 to 20: pages 2 and 1 once each, in time, focus never left behind', async () => {
      const since = log.count()
      for (let n = 39; n >= 20; n--) {
        await press('{PageUp}', n, (where) => expectPagesGoingUp(log, since, 3, n, where))
      }
      // Page 0 may load ahead at article 20: focus is not on the page it drops.
      await expect(log.pages().slice(since, since + 2)).toEqual([2, 1])
    })
  },
}
