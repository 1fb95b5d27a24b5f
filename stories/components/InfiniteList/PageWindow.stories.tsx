import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { cursorKey, cursorPreviousKey, deepLinkKeys, indexKey, makeUser } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCodeFromArgs } from '../../support'
import { cursorWindowSource, deepLinkSource, infiniteListCode } from './code'
import { InAppScroller, UsersList } from './demos'
import {
  anchorOf, articlesOf, feedOf, firstVisibleArticle, frame, listRoot, liveText, logOf, openList, pagesSince, scrollToEnd, scrollToTop, settle, T,
} from './play'
import { listArgTypes } from './argTypes'
import { expectNoJump, maxArticlesDuring, scrollDownTo, scrollToTheEnd, scrollUpOnePage, wheelStep, wheelUpUntil } from './windowPlay'

/**
 * `maxPages` keeps at most that many pages loaded and rendered, however far the user scrolls:
 * loading forward drops the oldest page, and scrolling back up reloads the pages before the
 * window (one request each) and drops the newest. The article the user is looking at stays
 * where it is on screen while pages come and go above it: the list anchors it itself
 * (`overflow-anchor: none`, the scroll position corrected before paint).
 *
 * `aria-posinset` stays the item's position in the whole list (the list counts the items of the
 * pages it dropped); where that is unknown (a deep link) it is left out. `loadMode="manual"`
 * puts a **Load previous** button at the top. A cursor source needs `getPreviousKey` (the page
 * before the first one comes from a backward cursor).
 *
 * With `virtualize` as well, the DOM holds only the visible articles plus the overscan while
 * `maxPages` bounds the pages in memory. The items of the pages before and after the window keep
 * their rows, blank and at the height they had: dropping a page at either end moves nothing, the
 * scroll bar spans everything scrolled through, and scrolling into those rows loads their pages
 * again, one request each, into the space they left (the loading indicator, an error's Retry and
 * the Load previous button sit just above the first loaded item; those of the next page just
 * below the last one). Each demo has its own mock server
 * (200 users, 100 ms latency) and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Page window',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320, maxPages: 3 },
  argTypes: listArgTypes,
  parameters: {
    mockApi: { total: 200, latency: 100 },
    ...showCodeFromArgs((args) => infiniteListCode(args)),
  },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Scroll down to page 10: the feed never holds more than 30 articles (3 pages). Scroll back up
 * twice: pages 7 and 6 (indexes 6 and 5), dropped on the way down, are requested again, one
 * request each, and the article on screen does not move.
 */
export const ScrollDownAndBack: Story = {
  name: 'maxPages: 3 — scroll down 10 pages, back up 2: exactly 2 re-requests',
  play: async (context) => {
    const { canvasElement, step } = context
    const { log, root } = await openList(context)
    await step('scroll down until page 10 is loaded: never more than 3 pages of articles', async () => {
      const most = await maxArticlesDuring(canvasElement, () => scrollDownTo(canvasElement, log, root, 9))
      await expect(most).toBeLessThanOrEqual(30)
      await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
      const articles = articlesOf(canvasElement)
      await expect(articles).toHaveLength(30)
      // Positions in the whole list: pages 7–9 are items 71–100.
      await expect(articles[0]).toHaveAttribute('aria-posinset', '71')
      await expect(articles[29]).toHaveAttribute('aria-posinset', '100')
    })
    await step('scroll back up 2 pages: exactly 2 requests (pages 6 and 5), no scroll jump', async () => {
      const before = log.count()
      await scrollUpOnePage(canvasElement, log, root, 61)
      await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 earlier items, 30 shown'), T)
      await scrollUpOnePage(canvasElement, log, root, 51)
      await expect(pagesSince(log, before)).toEqual([6, 5])
      const articles = articlesOf(canvasElement)
      await expect(articles).toHaveLength(30)
      await expect(articles[29]).toHaveAttribute('aria-posinset', '80')
      await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
    })
  },
}

/**
 * `virtualize` with `maxPages={3}`: the DOM holds only the visible articles plus the overscan,
 * and memory (the loaded pages and their cache entries) at most 3 pages. The items of the pages
 * before the window keep their rows, blank, at the height they had: dropping the oldest page
 * moves nothing, the scroll bar spans everything scrolled through, and scrolling back up into
 * those rows reloads their pages, one request each, into the space they left. Scroll down to
 * page 10, then back up 2 pages: pages 7 and 6 (indexes 6 and 5) are requested again, and the
 * article on screen never moves.
 */
export const VirtualizedScrollDownAndBack: Story = {
  name: 'virtualize + maxPages: 3 — scroll down 10 pages, back up 2: exactly 2 re-requests, no jump',
  args: { virtualize: true },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    await step('scroll down until page 10 is loaded: a bounded DOM, and the article on screen stays put as pages go', async () => {
      const most = await maxArticlesDuring(canvasElement, async () => {
        for (let i = 0; i < 20 && !log.pages().includes(9); i++) {
          const before = log.count()
          await scrollToEnd(root)
          await expectNoJump(canvasElement, log, root, () => waitFor(() => expect(log.count()).toBeGreaterThan(before), T))
        }
      })
      await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
      // 320 px show about 6 articles; 8 of overscan on each side.
      await expect(most).toBeLessThanOrEqual(30)
      // Only pages 7–9 (items 71–100) are loaded.
      for (const article of articlesOf(canvasElement)) {
        const position = Number(article.getAttribute('aria-posinset'))
        await expect(position).toBeGreaterThan(70)
        await expect(position).toBeLessThanOrEqual(100)
      }
    })
    await step('scroll back up 2 pages: exactly 2 requests (pages 6 and 5), no scroll jump', async () => {
      const before = log.count()
      // The rows before the window bring 2 pages.
      const most = await maxArticlesDuring(canvasElement, () => wheelUpUntil(canvasElement, log, root, () => pagesSince(log, before).length >= 2))
      await expect(pagesSince(log, before)).toEqual([6, 5])
      await expect(most).toBeLessThanOrEqual(30)
      await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 earlier items, 30 shown'), T)
      await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
      // The window is pages 5–7 now (items 51–80).
      for (const article of articlesOf(canvasElement)) {
        const position = Number(article.getAttribute('aria-posinset'))
        await expect(position).toBeGreaterThan(50)
        await expect(position).toBeLessThanOrEqual(80)
      }
    })
  },
}

/**
 * To the end of the list: the empty page that ends it drops the oldest page and adds nothing,
 * so the list gets a page shorter above the article on screen, which stays where it is.
 */
export const ToTheEnd: Story = {
  name: 'maxPages: 3 — to the end of the list, no scroll jump',
  parameters: { mockApi: { total: 50, latency: 100 } },
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context)
    await scrollToTheEnd(canvasElement, log, root)
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5])
  },
}

/**
 * A window that is not much taller than the list: with `maxPages={2}` in a 1000 px list, the
 * first and the last loaded page are both within reach of the sentinels. Scrolled to the end,
 * the list loads forward and stops; it does not take the page it just dropped back at the top
 * (which would drop the new page again, and so on). Scrolled back to the top, it loads the
 * dropped pages once each and stops again.
 */
export const ShortWindow: Story = {
  name: 'maxPages: 2 in a tall list — each page once per direction, then quiet',
  args: { maxPages: 2, height: 1000 },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThanOrEqual(10))
    await step('scrolled to the end: each page is requested once, then the list is quiet', async () => {
      const before = log.count()
      await scrollToEnd(root)
      await settle(canvasElement, log)
      const down = pagesSince(log, before)
      await expect(down.length).toBeGreaterThan(0)
      await expect(new Set(log.pages()).size).toBe(log.pages().length)
    })
    await step('wheeled back up to page 1: each dropped page is requested once more, then the list is quiet', async () => {
      const before = log.count()
      // Loading forward may have left the list at its very top, where only the wheel turns.
      for (let i = 0; i < 10 && !pagesSince(log, before).includes(0); i++) {
        root.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, bubbles: true }))
        await scrollToTop(root)
        await settle(canvasElement, log)
      }
      const up = pagesSince(log, before)
      await expect(up.at(-1)).toBe(0)
      await expect(new Set(up).size).toBe(up.length)
      await expect(up).toEqual([...up].sort((a, b) => b - a))
      await expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1')
    })
  },
}

/** The same with `virtualize`: the rows of the dropped pages stay, and the list still comes to rest. */
export const VirtualizedShortWindow: Story = {
  ...ShortWindow,
  name: 'virtualize + maxPages: 2 in a tall list — each page once per direction, then quiet',
  args: { maxPages: 2, height: 1000, virtualize: true },
}

/**
 * `virtualize`: scroll down to page 7, then back to the top in one jump (drag the scroll bar up,
 * as a "back to top" link would): the pages in between load one after another, newest first.
 */
export const VirtualizedJumpToTop: Story = {
  name: 'virtualize + maxPages: 3 — one jump back to the top loads the pages in between',
  args: { virtualize: true },
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    for (let i = 0; i < 20 && !log.pages().includes(6); i++) {
      const before = log.count()
      await scrollToEnd(root)
      await waitFor(() => expect(log.count()).toBeGreaterThan(before), T)
      await settle(canvasElement, log)
    }
    const before = log.count()
    root.scrollTo({ top: 0 })
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
    await settle(canvasElement, log)
    await expect(pagesSince(log, before)).toEqual([3, 2, 1, 0])
  },
}

/**
 * The keyboard through a windowed page window: Page Down from the first article to the 46th
 * moves focus one article at a time while pages load below and drop above; Page Up all the way
 * back reloads the dropped pages above the focused article. Focus is never lost and the focused
 * article is always on screen.
 */
export const VirtualizedKeyboard: Story = {
  name: 'virtualize + maxPages: 3 — Page Down 45 articles and Page Up back',
  args: { virtualize: true },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    const focusedPosition = () => Number((document.activeElement as HTMLElement).getAttribute('aria-posinset'))
    const press = async (key: string, expected: number) => {
      await userEvent.keyboard(key)
      await frame()
      if (log.pending() || canvasElement.querySelector('[aria-busy="true"]')) await settle(canvasElement, log)
      await waitFor(() => expect(focusedPosition()).toBe(expected), T)
      const box = root.getBoundingClientRect()
      const article = (document.activeElement as HTMLElement).getBoundingClientRect()
      await expect(article.top).toBeGreaterThanOrEqual(box.top - 1)
      await expect(article.bottom).toBeLessThanOrEqual(box.bottom + 1)
    }
    articlesOf(canvasElement)[0].focus()
    await step('Page Down from article 1 to article 46', async () => {
      for (let position = 2; position <= 46; position++) await press('{PageDown}', position)
      await expect(Math.min(...articlesOf(canvasElement).map((a) => Number(a.getAttribute('aria-posinset'))))).toBeGreaterThan(10)
    })
    await step('Page Up back to article 1: the dropped pages load again, once each', async () => {
      const before = log.count()
      for (let position = 45; position >= 1; position--) await press('{PageUp}', position)
      const again = pagesSince(log, before)
      await expect(again.length).toBeGreaterThan(0)
      await expect(again).toEqual([...again].sort((a, b) => b - a))
      await expect(new Set(again).size).toBe(again.length)
    })
  },
}

/** The button shows in the list's scroll area, and the first article under it is `posinset`. */
async function expectInViewAbove(canvasElement: HTMLElement, root: HTMLElement, button: HTMLElement, posinset: string) {
  const area = root.getBoundingClientRect()
  const box = button.getBoundingClientRect()
  await expect(box.top).toBeGreaterThanOrEqual(area.top - 1)
  await expect(box.bottom).toBeLessThanOrEqual(area.bottom + 1)
  await expect(firstVisibleArticle(canvasElement, root)).toHaveAttribute('aria-posinset', posinset)
}

/**
 * `loadMode="manual"`: Load more at the bottom, and, once the window has moved past page 0, a
 * **Load previous** button at the top (keyboard reachable; `aria-disabled` and "Loading earlier
 * users…" while its page loads). The texts come from `messages`. Pressed from the keyboard, the
 * button keeps focus and stays in view, with the first article of the page it loaded under it.
 */
export const ManualLoadPrevious: Story = {
  name: 'Manual: Load previous',
  args: {
    loadMode: 'manual',
    messages: {
      loadPrevious: 'Load previous users',
      loadingPrevious: 'Loading earlier users…',
      loadedPrevious: (added: number, shown: number) => `Loaded ${added} earlier users, ${shown} shown`,
    },
  },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await expect(canvas.queryByRole('button', { name: 'Load previous users' })).toBeNull()
    for (let loaded = 2; loaded <= 5; loaded++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(log.pages()).toHaveLength(loaded), T)
      await settle(canvasElement, log)
    }
    await expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '21')
    const previous = canvas.getByRole('button', { name: 'Load previous users' })
    await expect(previous).toHaveAttribute('aria-controls', feedOf(canvasElement).id)
    previous.focus()
    await scrollToTop(root)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'), T)
    await expect(previous).toHaveTextContent('Loading earlier users…')
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '11'), T)
    await settle(canvasElement, log)
    await expectInViewAbove(canvasElement, root, previous, '11')
    await expect(previous).toHaveFocus()
    await expect(previous).toHaveTextContent('Load previous users')
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 1])
    await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 earlier users, 30 shown'), T)
  },
}

/**
 * A cursor source (`{ data, nextCursor, prevCursor }`) with `maxPages={2}`: the page before the
 * window comes from `getPreviousKey`, which follows the first page's `prevCursor`.
 */
export const CursorSource: Story = {
  name: 'Cursor source with getPreviousKey',
  args: { maxPages: 2, getKey: cursorKey(10) as never, getPreviousKey: cursorPreviousKey(10) as never },
  parameters: showCodeFromArgs((args) => infiniteListCode(args, cursorWindowSource)),
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context)
    await scrollDownTo(canvasElement, log, root, 4)
    await expect(articlesOf(canvasElement)).toHaveLength(20)
    const before = log.count()
    await scrollUpOnePage(canvasElement, log, root, 21)
    // One request, with the backward cursor of page 3.
    await expect(pagesSince(log, before)).toEqual([2])
    await expect(log.entries().at(-1)!.cursor).toBeTruthy()
  },
}

const DEEP_LINK_START = 5
const deepLink = deepLinkKeys(DEEP_LINK_START)

/**
 * A deep link: the list opens at page 6 (users 50–59) and loads the pages before it as the user
 * scrolls up (`getPreviousKey`; list indexes go below 0). Until the first page of all is loaded
 * the list cannot know an item's position, so `aria-posinset` is left out rather than wrong.
 */
export const DeepLink: Story = {
  name: 'Deep link: opens at page 6, loads earlier pages',
  args: { maxPages: undefined, getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never },
  parameters: showCodeFromArgs((args) => infiniteListCode(args, deepLinkSource(DEEP_LINK_START))),
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThanOrEqual(10))
    await expect(log.pages()[0]).toBe(5)
    // The list opened at user 50, which is still the article on screen.
    await expect(firstVisibleArticle(canvasElement, root)).toHaveTextContent(makeUser(50).name)
    await expect(articlesOf(canvasElement)[0]).not.toHaveAttribute('aria-posinset')
    for (let i = 0; i < 8 && !log.pages().includes(0); i++) {
      const before = log.count()
      await scrollToTop(root)
      const anchor = anchorOf(firstVisibleArticle(canvasElement, root))
      await waitFor(() => expect(log.count()).toBeGreaterThan(before), T)
      await settle(canvasElement, log)
      await expect(Math.abs(anchor.drift())).toBeLessThanOrEqual(2)
    }
    await expect(log.sortedPages()).toEqual([0, 1, 2, 3, 4, 5])
    const articles = articlesOf(canvasElement)
    await expect(articles[0]).toHaveAttribute('aria-posinset', '1')
    await expect(articles[50]).toHaveAttribute('aria-posinset', '51')
    await expect(articles[50]).toHaveTextContent(makeUser(50).name)
  },
}

/**
 * `virtualize` with `loadMode="manual"`: the **Load previous** button sits just above the first
 * loaded item, over the blank rows of the pages the window dropped; the page it loads fills the
 * rows above it. Pressed from the keyboard, the button stays in view, with that page under it.
 */
export const VirtualizedManual: Story = {
  name: 'virtualize + manual: Load previous',
  args: { virtualize: true, loadMode: 'manual' },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
    for (let loaded = 2; loaded <= 5; loaded++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(log.pages()).toHaveLength(loaded), T)
      await settle(canvasElement, log)
    }
    const previous = canvas.getByRole('button', { name: 'Load previous' })
    await expect(previous).toHaveAttribute('aria-controls', feedOf(canvasElement).id)
    // Focus brings it on screen, with the window's first article (item 21) under it.
    previous.focus()
    await frame()
    await expect(previous).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(articlesOf(canvasElement).some((a) => a.getAttribute('aria-posinset') === '20')).toBe(true), T)
    await settle(canvasElement, log)
    await waitFor(() => expectInViewAbove(canvasElement, root, previous, '11'), T)
    await expect(previous).toHaveFocus()
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 1])
    await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 earlier items, 30 shown'), T)
  },
}

/**
 * `virtualize` and a deep link: the list opens at page 6 and loads the pages before it as the
 * user scrolls up. Their sizes are not known until they load, so each one adds rows above the
 * items on screen; the list keeps those items in place.
 */
export const VirtualizedDeepLink: Story = {
  name: 'virtualize + deep link: loads earlier pages',
  args: { virtualize: true, maxPages: undefined, getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never },
  parameters: showCodeFromArgs((args) => infiniteListCode(args, deepLinkSource(DEEP_LINK_START))),
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    await expect(log.pages()[0]).toBe(5)
    await expect(firstVisibleArticle(canvasElement, root)).toHaveTextContent(makeUser(50).name)
    await wheelUpUntil(canvasElement, log, root, () => log.pages().includes(0))
    await expect(log.sortedPages()).toEqual([0, 1, 2, 3, 4, 5])
    await scrollToTop(root)
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
  },
}

/**
 * `virtualize` without `height` or `root`: the window scrolls, the same rows are kept. Scrolled
 * to the very top, above the window, the list loads the pages in between one after another,
 * each a page it dropped.
 */
export const VirtualizedWindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'virtualize + window scroller',
  args: { height: undefined, virtualize: true },
  parameters: inOwnWindow,
  play: playExceptOnDocsPage(async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
    await settle(canvasElement, log)
    for (let i = 0; i < 20 && !log.pages().includes(5); i++) {
      const before = log.count()
      // The end of the list, not of the page: the request log below it stays out of view.
      window.scrollBy(0, listRoot(canvasElement).getBoundingClientRect().bottom - window.innerHeight)
      await frame()
      await expectNoJump(canvasElement, log, window, () => waitFor(() => expect(log.count()).toBeGreaterThan(before), T))
    }
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5])
    const before = log.count()
    await wheelUpUntil(canvasElement, log, window, () => pagesSince(log, before).length >= 1)
    await expect(pagesSince(log, before)).toEqual([2])
    await scrollToTop(window)
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
    await settle(canvasElement, log)
    await expect(pagesSince(log, before)).toEqual([2, 1, 0])
  }),
}

/**
 * Without `height`, inside the app's own scroll container passed as `root`: the same anchoring,
 * to the very end, where the empty page that ends the list drops a page and adds none: the
 * container pulls its scroll position back, and the article on screen still stays put.
 */
export const AppScrollContainer: Story = {
  name: 'In an app scroll container (root)',
  args: { height: undefined },
  parameters: { mockApi: { total: 50, latency: 100 } },
  render: (args) => <InAppScroller {...args} />,
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const scroller = within(canvasElement).getByTestId('app-scroller')
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThanOrEqual(10), T)
    await settle(canvasElement, log)
    await scrollDownTo(canvasElement, log, scroller, 4)
    await expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '21')
    const before = log.count()
    await scrollUpOnePage(canvasElement, log, scroller, 11)
    await expect(pagesSince(log, before)).toEqual([1])
    await scrollToTheEnd(canvasElement, log, scroller)
  },
}

/**
 * Without `height` or `root` the window scrolls: the same anchoring, on the document scroller,
 * to the very end. There the browser anchors the document on what follows the list (the request
 * log) and pulls the scroll position back as the empty last page drops a page: the article on
 * screen still stays put.
 */
export const WindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'Window scroller',
  args: { height: undefined },
  parameters: { ...inOwnWindow, mockApi: { total: 50, latency: 100 } },
  play: playExceptOnDocsPage(async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThanOrEqual(10), T)
    await settle(canvasElement, log)
    await scrollDownTo(canvasElement, log, window, 4)
    const first = Number(articlesOf(canvasElement)[0].getAttribute('aria-posinset'))
    const before = log.count()
    await scrollUpOnePage(canvasElement, log, window, first - 10)
    await expect(pagesSince(log, before)).toHaveLength(1)
    await scrollToTheEnd(canvasElement, log, window)
    await scrollToTop(window)
  }),
}

/**
 * The window scrolled 300 px at a time, as a wheel does, to the end of the list and back to the
 * top. The loading indicator and each page loaded below make the list taller: the browser would
 * keep what follows the list in place and so move the articles up by as much; the list keeps the
 * article on screen where the user scrolled it instead (< 2 px at each load, the window scrolled
 * no further than the step), and each page is requested once on the way down.
 */
export const VirtualizedWindowSteadyScroll: PlaysExceptOnDocsPage<Story> = {
  name: 'virtualize + window scroller — 300 px steps to the end and back: each page once, no jump',
  args: { height: undefined, virtualize: true },
  parameters: { ...inOwnWindow, mockApi: { total: 100, latency: 100 } },
  tags: ['!autodocs'],
  play: playExceptOnDocsPage(async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
    await settle(canvasElement, log)
    const wheel = (deltaY: number) => wheelStep(canvasElement, log, window, deltaY)
    for (let i = 0; i < 80 && listRoot(canvasElement).getAttribute('data-status') !== 'end'; i++) await wheel(300)
    await expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end')
    // Users 1–100 in pages 0–9; the empty page 10 ends the list.
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const before = log.count()
    for (let i = 0; i < 80 && window.scrollY > 0; i++) await wheel(-300)
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
    await settle(canvasElement, log)
    // Back up, the pages dropped on the way down load again, once each.
    await expect(pagesSince(log, before)).toEqual([7, 6, 5, 4, 3, 2, 1, 0])
  }),
}
