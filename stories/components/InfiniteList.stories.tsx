import { StrictMode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../src/components/InfiniteList'
import { darkTheme } from '../../src/theme/theme'
import { cursorKey, fetchJson, indexKey, usersUrl, type User, type UsersSource } from '../../mocks'
import { HeadlessList, Isolated, WithLog } from './demos-infinite/Demo'
import { articlesOf, feedOf, frame, listRoot, liveText, scrollToEnd, settle } from './demos-infinite/play'
import { renderUser, userItemProps } from './demos-infinite/UserItem'
import {
  bigSource, cursorFetcher, cursorSource, darkSource, emptySource, endSource, errorSource, headlessSource,
  hybridSource, indexSource, manualSource, offsetSource, playgroundSource, shortSource, slowSource,
  strictSource, usersFetcher,
} from './demos-infinite/sources'

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
 * unknown); Page Down / Page Up move between articles, Ctrl+End / Ctrl+Home leave the feed; a
 * polite live region outside the feed announces "Loaded N more, M shown" and the end. Loading
 * never moves focus. Every text is replaceable through `messages`.
 *
 * **Headless**: `useInfiniteList` and `<InfiniteListBase>` from `pagekit/headless`.
 * **Windowing**: `virtualize` keeps only the visible articles (plus overscan) in the DOM.
 */
const meta = {
  title: 'Components/InfiniteList',
  component: InfiniteList,
  tags: ['autodocs'],
  args: {
    getKey: indexKey(10) as never,
    fetcher: usersFetcher as never,
    renderItem: renderUser as never,
    itemProps: userItemProps as never,
    'aria-label': 'Users',
    height: 320,
    loadMode: 'auto',
    onLoadMore: fn(),
  },
  argTypes: {
    loadMode: { control: 'inline-radio', options: ['auto', 'manual', 'hybrid'] },
    autoPages: { control: { type: 'number', min: 1, step: 1 } },
    rootMargin: { control: 'text' },
    height: { control: 'number' },
    virtualize: { control: 'boolean' },
    getKey: { control: false },
    fetcher: { control: false },
    options: { control: false },
    getItems: { control: false },
    isEnd: { control: false },
    getTotal: { control: false },
    renderItem: { control: false },
    children: { control: false },
    itemKey: { control: false },
    itemProps: { control: false },
    root: { control: false },
    messages: { control: false },
    scrollToIndex: { table: { disable: true } },
  },
  decorators: [(Story) => <Isolated><Story /></Isolated>],
  parameters: { msw: { handlers: indexSource.handlers }, source: indexSource },
  beforeEach: ({ parameters }) => {
    ;(parameters.source as UsersSource | undefined)?.reset()
  },
  render: function Render(args, { parameters }) {
    return (
      <WithLog source={parameters.source as UsersSource | undefined}>
        <InfiniteList {...args} />
      </WithLog>
    )
  },
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

const uses = (source: UsersSource) => ({ msw: { handlers: source.handlers }, source })
const T = { timeout: 8000 }

/**
 * Index source (`GET /users?page=N&limit=10`, 45 users, 150 ms latency) in a 320 px scroll area.
 * Scroll down: each time the end comes into view, exactly one page is requested.
 */
export const Default: Story = {
  parameters: uses(indexSource),
  play: async ({ canvasElement, args, step }) => {
    const log = indexSource.log
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
      const status = canvasElement.querySelector('[role="status"]')!
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

/**
 * Cursor source (`GET /users?cursor=…&limit=10` → `{ data, nextCursor }`). The end is the page
 * whose `nextCursor` is null; after it nothing is requested any more.
 */
export const CursorSource: Story = {
  name: 'Cursor source',
  args: { getKey: cursorKey(10) as never, fetcher: cursorFetcher as never },
  parameters: uses(cursorSource),
  play: async ({ canvasElement }) => {
    const log = cursorSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    for (let i = 0; i < 8 && !canvasElement.querySelector('[data-pagekit-end]'); i++) {
      await settle(canvasElement, log)
      await scrollToEnd(root)
    }
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-end]')).not.toBeNull(), T)
    await settle(canvasElement, log)
    await expect(articlesOf(canvasElement)).toHaveLength(45)
    // 5 pages with data plus the empty end page, each requested once.
    await expect(log.count()).toBe(6)
    await waitFor(() => expect(liveText(canvasElement)).toContain('End of list, 45 shown'), T)
    await expect(articlesOf(canvasElement)[44]).toHaveAttribute('aria-setsize', '45')
    await scrollToEnd(root)
    await settle(canvasElement, log)
    await expect(log.count()).toBe(6)
  },
}

// The offset source tells no total; this fetcher adds the one the server would send.
type OffsetPage = { items: User[]; total: number }
const offsetFetcher = async (url: string): Promise<OffsetPage> => ({ items: await fetchJson<User[]>(url), total: offsetSource.options.total })
const offsetPageKey = (i: number, previous: OffsetPage | null) =>
  previous && !previous.items.length ? null : usersUrl({ offset: i * 10, limit: 10 })

/**
 * Offset source (`GET /users?offset=N&limit=10`) whose pages carry a `total`: `getItems` reads
 * the items, `getTotal` the total, so `aria-setsize` is 45 from the first page and the list ends
 * when 45 items are loaded, without asking for an empty page.
 */
export const OffsetSource: Story = {
  name: 'Offset source',
  args: {
    getKey: offsetPageKey as never,
    fetcher: offsetFetcher as never,
    getItems: ((page: { items: User[] }) => page.items) as never,
    getTotal: ((page: { total: number }) => page.total) as never,
  },
  parameters: uses(offsetSource),
  play: async ({ canvasElement }) => {
    const log = offsetSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-setsize', '45')
    for (let i = 0; i < 8 && !canvasElement.querySelector('[data-pagekit-end]'); i++) {
      await settle(canvasElement, log)
      await scrollToEnd(root)
    }
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-end]')).not.toBeNull(), T)
    await settle(canvasElement, log)
    await expect(log.entries().map((e) => e.offset)).toEqual([0, 10, 20, 30, 40])
  },
}

/**
 * `loadMode="manual"`: a Load more button (`<LoadMoreButton>` from context). While a page loads it
 * is `aria-disabled` (it keeps focus) and says "Loading…"; clicks then do nothing.
 */
export const Manual: Story = {
  args: { loadMode: 'manual' },
  parameters: uses(manualSource),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = manualSource.log
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
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
  parameters: uses(hybridSource),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = hybridSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
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

/** No items at all: the empty slot, an announcement, and no feed (a feed must own articles). */
export const Empty: Story = {
  parameters: uses(emptySource),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('No items', { selector: '[data-pagekit-empty]' }, T)
    await expect(canvas.queryByRole('feed')).toBeNull()
    await waitFor(() => expect(liveText(canvasElement)).toBe('No items'), T)
    await settle(canvasElement, emptySource.log)
    await expect(emptySource.log.count()).toBe(1)
  },
}

/** 15 users: the end message, `aria-setsize` = 15 once known, and no request after the end. */
export const EndOfList: Story = {
  name: 'End of list',
  parameters: uses(endSource),
  play: async ({ canvasElement }) => {
    const log = endSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
    for (let i = 0; i < 5 && !canvasElement.querySelector('[data-pagekit-end]'); i++) {
      await settle(canvasElement, log)
      await scrollToEnd(root)
    }
    await within(canvasElement).findByText('You have reached the end', {}, T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1, 2])
    await waitFor(() => expect(liveText(canvasElement)).toContain('End of list, 15 shown'), T)
    for (const a of articlesOf(canvasElement)) await expect(a).toHaveAttribute('aria-setsize', '15')
    // No requests after the end, however much one scrolls.
    root.scrollTop = 0
    await frame()
    await scrollToEnd(root)
    await settle(canvasElement, log)
    await expect(log.count()).toBe(3)
  },
}

/**
 * Page 3 fails once (HTTP 500). The list keeps pages 1–2 on screen, says which page failed and
 * offers Retry, which refetches that page only.
 */
export const ErrorWithRetry: Story = {
  name: 'Error on page 3 with retry',
  parameters: uses(errorSource),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = errorSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
    await scrollToEnd(root)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await scrollToEnd(root)
    await canvas.findByText("Couldn't load page 3.", {}, T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1, 2])
    await expect(log.entries()[2].status).toBe(500)
    await expect(articlesOf(canvasElement)).toHaveLength(20)
    await waitFor(() => expect(liveText(canvasElement)).toBe("Couldn't load page 3."), T)

    const first = articlesOf(canvasElement)[0]
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    // Pages 1–2 stay while page 3 is fetched again.
    await expect(articlesOf(canvasElement)).toHaveLength(20)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(30), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1, 2, 2])
    await expect(articlesOf(canvasElement)[0]).toBe(first)
    await expect(canvas.queryByText("Couldn't load page 3.")).toBeNull()
  },
}

/**
 * 1.2 s per page: skeletons and `aria-busy="true"` while a page loads. Scrolling up and down
 * while it is in flight asks for nothing more.
 */
export const SlowNetwork: Story = {
  name: 'Slow network',
  parameters: uses(slowSource),
  play: async ({ canvasElement }) => {
    const log = slowSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-skeleton]')).not.toBeNull(), T)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
    // Rapid scrolling while the next page is in flight.
    await scrollToEnd(root)
    await waitFor(() => expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'true'), T)
    for (let i = 0; i < 10; i++) {
      root.scrollTop = i % 2 ? root.scrollHeight : root.scrollHeight / 2
      await frame()
    }
    await expect(log.count()).toBe(2)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
  },
}

/**
 * Pages of 3 users: the first page does not fill the 320 px area, so the list keeps loading
 * until the sentinel is out of view (and no further).
 */
export const ShortFirstPage: Story = {
  name: 'Short first page',
  args: { getKey: indexKey(3) as never },
  parameters: uses(shortSource),
  play: async ({ canvasElement }) => {
    const log = shortSource.log
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(3), T)
    await settle(canvasElement, log)
    const loaded = articlesOf(canvasElement).length
    await expect(root.scrollHeight).toBeGreaterThan(root.clientHeight)
    // Each page requested once, and the list stopped once the viewport was filled.
    await expect(log.pages()).toEqual(Array.from({ length: loaded / 3 }, (_, i) => i))
    const sentinel = root.querySelector('[data-pagekit-sentinel]')!
    await expect(sentinel.getBoundingClientRect().top).toBeGreaterThan(root.getBoundingClientRect().bottom)
    await expect(loaded).toBeLessThan(100)
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
  parameters: uses(bigSource),
  play: async ({ canvasElement }) => {
    const log = bigSource.log
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
  parameters: uses(headlessSource),
  render: () => (
    <WithLog source={headlessSource}>
      <HeadlessList />
    </WithLog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = headlessSource.log
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
  parameters: { ...uses(darkSource), theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    const root = listRoot(canvasElement)
    const hex = darkTheme.colors.bg.replace('#', '')
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`
    await expect(getComputedStyle(root).backgroundColor).toBe(rgb)
  },
}

/** Under `<StrictMode>` (double render, double effects) each page is still requested once. */
export const StrictModeStory: Story = {
  name: 'StrictMode',
  parameters: uses(strictSource),
  decorators: [(Story) => <StrictMode><Story /></StrictMode>],
  play: async ({ canvasElement }) => {
    const log = strictSource.log
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0])
    await scrollToEnd(listRoot(canvasElement))
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
  },
}

/** Every option as a control (100 users, 300 ms latency). */
export const Playground: Story = {
  args: { loadMode: 'auto', autoPages: 3, rootMargin: '0px 0px 200px 0px', height: 360, virtualize: false },
  parameters: uses(playgroundSource),
}
