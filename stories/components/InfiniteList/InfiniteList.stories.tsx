import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { darkTheme } from '../../../src/theme/theme'
import { indexKey } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCode, showCodeFromArgs } from '../../support'
import { headlessCode, indexSource, infiniteListCode } from './code'
import { listArgTypes } from './argTypes'
import { HeadlessList, UsersList } from './demos'
import {
  anchorOf, articlesOf, feedOf, firstVisibleArticle, frame, listRoot, liveText, logOf, openList, scrollToEnd, scrollToTop, settle, sleep, T,
} from './play'

/**
 * The list an app imports: `<InfiniteList getKey={…} fetcher={…} />` gives a complete,
 * accessible infinite list over `useFetchInfinite`. Pages load when a sentinel below the last
 * item scrolls into view (`loadMode="auto"`), with a **Load more** button (`"manual"`), or
 * automatically for `autoPages` pages and then with the button (`"hybrid"`).
 *
 * **Request economy.** `loadMore()` never asks for a page twice (a page in flight, the end, or an
 * error make it a no-op), and the list defaults `revalidateFirstPage: false`, so scrolling to the
 * end costs exactly one request. Pass `options={{ revalidateFirstPage: true }}` for the hook's default.
 * `retry()` refetches only the failed page; loaded pages stay on screen.
 *
 * **Accessibility** (WAI-ARIA feed pattern): `role="feed"` with a label and `aria-busy` while a
 * page loads; each item an `article` with `aria-posinset` and `aria-setsize` (the total, or -1 while
 * unknown); Page Down / Page Up move between articles (past the last one shown, on to the first
 * article of the page that loads), Ctrl+End / Ctrl+Home leave the feed; a polite live region
 * outside the feed announces "Loaded N more, M shown" and the end. A page that loads by itself
 * never moves focus. Every text is replaceable through `messages`.
 *
 * Cursor and offset sources: **Components/InfiniteList/Sources**; loading, empty, end and error
 * states: **Components/InfiniteList/States**; replacing what each state shows (`renderLoading`,
 * `renderEnd`, `renderError` …), the announced texts (`messages`) and `isEnd`:
 * **Components/InfiniteList/Slots and texts**; item identity (`itemKey`), `children`, the list's own
 * attributes and `scrollAnchoring`: **Components/InfiniteList/Items and attributes**; a bounded window
 * of pages (`maxPages`, earlier pages reloaded on scroll up): **Components/InfiniteList/Page window**,
 * with a window shorter than its area in **Components/InfiniteList/Page window shorter than the list**
 * scrolling in small steps in **Components/InfiniteList/Page window scrolled step by step**, and
 * walked with Page Down and Page Up in **Components/InfiniteList/Page window and the keyboard**. Headless:
 * `useInfiniteList` and `<InfiniteListBase>` from `pagekit/headless`. Each demo talks to its own
 * mock `GET /users` server; the table under it lists every request the list made.
 */
const meta = {
  title: 'Components/InfiniteList',
  component: InfiniteList,
  tags: ['autodocs'],
  args: {
    getKey: indexKey(10) as never,
    'aria-label': 'Users',
    height: 320,
    loadMode: 'auto',
    onLoadMore: fn(),
  },
  argTypes: listArgTypes,
  parameters: {
    mockApi: { total: 45, latency: 150 },
    ...showCodeFromArgs((args) => infiniteListCode(args)),
  },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Index source (`GET /users?page=N&limit=10`, 45 users, 150 ms latency) in a 320 px scroll area.
 * Scroll down: each time the end comes into view, exactly one page is requested.
 */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args, step } = context
    const log = logOf(context)
    await step('the first page loads into the feed', async () => {
      await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
      await settle(canvasElement, log)
      await expect(log.pages()).toEqual([0])
      await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 items'), T)
    })
    await step('scrolling to the end calls setSize(size + 1) and requests exactly one new page', async () => {
      const before = log.count()
      await scrollToEnd(listRoot(canvasElement))
      await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledWith(2), T)
      await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
      await settle(canvasElement, log)
      await expect(log.count()).toBe(before + 1)
      await expect(log.pages()).toEqual([0, 1])
      await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
    })
    await step('aria-posinset / aria-setsize and the live region', async () => {
      const items = articlesOf(canvasElement)
      await expect(items[0]).toHaveAttribute('aria-posinset', '1')
      await expect(items[19]).toHaveAttribute('aria-posinset', '20')
      for (const a of items) await expect(a).toHaveAttribute('aria-setsize', '-1')
      await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
      await waitFor(() => expect(liveText(canvasElement)).toBe('Loaded 10 more, 20 shown'), T)
      // The live region is outside the (busy) feed.
      const status = canvasElement.querySelector('[data-pagekit-infinite-list] > [role="status"]')!
      await expect(feedOf(canvasElement).contains(status)).toBe(false)
    })
    await step('Page Down / Page Up move focus between articles', async () => {
      const items = articlesOf(canvasElement)
      items[3].focus()
      await userEvent.keyboard('{PageDown}')
      await expect(items[4]).toHaveFocus()
      await userEvent.keyboard('{PageDown}')
      await expect(items[5]).toHaveFocus()
      await userEvent.keyboard('{PageUp}')
      await expect(items[4]).toHaveFocus()
    })
  },
}

/** The props a reader tries first, as controls (100 users, 300 ms latency). */
export const Playground: Story = {
  args: { loadMode: 'auto', autoPages: 3, rootMargin: '0px 0px 200px 0px', height: 360, virtualize: false },
  parameters: { mockApi: { total: 100, latency: 300 } },
}

/**
 * Without `height` the window scrolls, and the page goes on after the list. Scrolled until the
 * list's end and what follows it are in view, the list loads one page, under the article on
 * screen, which stays where it is: the browser's scroll anchoring, which keeps what follows the
 * list in place, neither pushes the items up by the new page nor keeps the end in view for ever.
 */
export const WindowScrollerContentAfter: PlaysExceptOnDocsPage<Story> = {
  name: 'Window scroller, content after the list',
  args: { height: undefined },
  parameters: { ...inOwnWindow, mockApi: { total: 200, latency: 150 } },
  render: (args) => (
    <>
      <UsersList {...args} />
      <p style={{ height: 1200, margin: 0, padding: 16 }}>What follows the list on the page</p>
    </>
  ),
  play: playExceptOnDocsPage(async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    // The first pages fill the window.
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThanOrEqual(10), T)
    await settle(canvasElement, log)
    const filled = log.count()
    // The list's end 300 px above the window's bottom: a page (655 px) later it is out of the sentinel's reach (200 px).
    window.scrollBy(0, listRoot(canvasElement).getBoundingClientRect().bottom - (window.innerHeight - 300))
    await frame()
    const anchor = anchorOf(firstVisibleArticle(canvasElement, window))
    await waitFor(() => expect(log.count()).toBe(filled + 1), T)
    await settle(canvasElement, log)
    await sleep(500)
    await expect(log.pages()).toEqual([...Array(filled + 1).keys()])
    await expect(Math.abs(anchor.drift())).toBeLessThanOrEqual(2)
    await scrollToTop(window)
  }),
}

/**
 * `loadMode="manual"`: a Load more button (`<LoadMoreButton>` from context). While a page loads it
 * is `aria-disabled` (it keeps focus) and says "Loading…"; clicks then do nothing.
 */
export const Manual: Story = {
  args: { loadMode: 'manual' },
  parameters: { mockApi: { total: 45, latency: 300 } },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log } = await openList(context)
    const button = canvas.getByRole('button', { name: 'Load more' })
    await expect(button).toHaveAttribute('aria-controls', feedOf(canvasElement).id)
    // Scrolling does nothing in manual mode.
    await scrollToEnd(listRoot(canvasElement))
    await settle(canvasElement, log)
    await expect(log.count()).toBe(1)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(button).toHaveTextContent('Loading…'))
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveFocus()
    await userEvent.click(button)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
    await expect(button).toHaveTextContent('Load more')
    await expect(button).toHaveFocus()
  },
}

/** `loadMode="hybrid"`, `autoPages={2}`: the first 2 pages load on scroll, then the button takes over. */
export const Hybrid: Story = {
  args: { loadMode: 'hybrid', autoPages: 2 },
  parameters: { mockApi: { total: 100, latency: 150 } },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const { log, root } = await openList(context)
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
    await scrollToEnd(root)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    const button = await canvas.findByRole('button', { name: 'Load more' }, T)
    await scrollToEnd(root)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
    await userEvent.click(button)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(30), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1, 2])
  },
}

/**
 * 10,000 users (10 pages of 1,000) with `virtualize`: only the visible articles plus overscan
 * are in the DOM, each with the right `aria-posinset` / `aria-setsize`.
 */
export const Windowed: Story = {
  name: '10,000 items windowed',
  args: {
    virtualize: true,
    height: 400,
    getKey: indexKey(1000) as never,
    getTotal: (() => 10000) as never,
    options: { initialSize: 10 } as never,
  },
  parameters: {
    mockApi: { total: 10000, pageSize: 1000, latency: 50 },
    ...showCodeFromArgs((args) => infiniteListCode(args, { ...indexSource(1000), props: 'getTotal={() => 10000}' })),
  },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(liveText(canvasElement)).toContain('Loaded 10000 items'), { timeout: 20000 })
    await settle(canvasElement, log)
    await expect(log.count()).toBe(10)
    let articles = articlesOf(canvasElement)
    await expect(articles.length).toBeGreaterThan(0)
    await expect(articles.length).toBeLessThan(100)
    await expect(articles[0]).toHaveAttribute('aria-posinset', '1')
    await expect(articles[0]).toHaveAttribute('aria-setsize', '10000')
    await scrollToEnd(root)
    await waitFor(() => {
      const last = articlesOf(canvasElement).at(-1)
      expect(last).toHaveAttribute('aria-posinset', '10000')
    }, T)
    articles = articlesOf(canvasElement)
    await expect(articles.length).toBeLessThan(100)
    for (const a of articles) await expect(a).toHaveAttribute('aria-setsize', '10000')
    // Page Down still moves between articles while windowed.
    const last = articles.at(-2)!
    const index = Number(last.getAttribute('aria-posinset'))
    last.focus()
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-posinset', String(index + 1)))
    await settle(canvasElement, log)
    await expect(log.count()).toBe(10)
  },
}

/**
 * `useInfiniteList` from `pagekit/headless` with custom markup: prop getters give the feed,
 * article, sentinel and live-region attributes; the markup and styles are the app's.
 */
export const Headless: Story = {
  parameters: showCode(headlessCode),
  render: () => <HeadlessList />,
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    const feed = await canvas.findByRole('feed', { name: 'Users (headless)' }, T)
    await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThanOrEqual(10), T)
    // The first page may not fill the area plus the 200 px root margin: the list fills it first.
    await settle(canvasElement, log)
    await expect(feed.tagName).toBe('SECTION')
    const before = log.count()
    await scrollToEnd(canvasElement.querySelector<HTMLElement>('[data-status]')!)
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength((before + 1) * 10), T)
    await settle(canvasElement, log)
    await expect(log.count()).toBe(before + 1)
    await expect(log.pages()).toEqual(Array.from({ length: before + 1 }, (_, i) => i))
    const second = within(feed).getAllByRole('article')[1]
    await expect(second).toHaveAttribute('aria-posinset', '2')
  },
}

/** `parameters.theme: 'dark'`: the same list under the dark theme (every colour from the theme). */
export const DarkTheme: Story = {
  name: 'Dark theme',
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    const root = listRoot(canvasElement)
    const hex = darkTheme.colors.bg.replace('#', '')
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`
    await expect(getComputedStyle(root).backgroundColor).toBe(rgb)
  },
}
