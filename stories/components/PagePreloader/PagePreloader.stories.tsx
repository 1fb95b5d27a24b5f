import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PagePreloader } from '../../../src'
import { makeUser, type UsersSource } from '../../../mocks'
import { mockApiOf, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCode, showCodeFromArgs } from '../../support'
import { infinitePreloadCode, preloaderCode } from './code'
import { InfinitePreloadDemo, PreloaderDemo } from './demos'

/**
 * Preloads the pages ahead so that showing them later needs no new request: it renders the next
 * page's component inside a hidden container, so its request starts early and the result is
 * cached.
 *
 * - **Render mode** (default with children): `children(pageIndex)` renders inside
 *   `<div hidden inert aria-hidden="true">` — not visible, out of the focus order and the
 *   accessibility tree. The page's own `useFetch(key)` loads and caches its data.
 * - **Cache mode** (`mode="cache"`): `preload(key, fetcher)` on the cache in scope; renders nothing.
 * - **Strategies**: `eager` (at once), `idle` (default: `requestIdleCallback`, a timeout fallback),
 *   `hover` (pointer or focus resting on a `target` for `hoverDelay` ms), `viewport` (`target`
 *   within `rootMargin` of the viewport, or of `root`, its scroll container). `ahead` pages after
 *   `page`, bounded by `pageCount`.
 * - Never requests a page that is cached, in flight or already preloaded; does nothing while
 *   `navigator.connection.saveData` is on.
 * - With an infinite list (`infinite={useFetchInfinite(...)}`) it preloads the next page once the
 *   last one lands; for cursor sources the key waits for the last page's `nextCursor`.
 * - `keys` preloads explicit keys instead of the pages after `page`
 *   (**Components/PagePreloader/Explicit keys**).
 * - Without a known `pageCount`, `hasNext` says whether there is a page ahead
 *   (**Components/PagePreloader/Unknown total**).
 *
 * The headless hook `usePagePreloader` (also in `pagekit/headless`) gives the same decisions plus
 * `getTargetProps(page)` for hover preloading on any element, e.g. `<Pager>` links through
 * `renderItem={preloadingPagerItem(preloader)}` (see "Patterns/Classic paging").
 *
 * Each demo has its own cache and its own mock server (45 users, 10 a page, 200 ms latency),
 * whose request log is under it.
 */

const meta = {
  title: 'Components/PagePreloader',
  component: PagePreloader,
  tags: ['autodocs'],
  args: { page: 0, pageCount: 5, ahead: 1, strategy: 'idle', mode: 'render', hoverDelay: 100, idleTimeout: 2000, rootMargin: '200px', respectSaveData: true },
  argTypes: {
    strategy: { control: 'inline-radio', options: ['eager', 'idle', 'hover', 'viewport'] },
    mode: { control: 'inline-radio', options: ['render', 'cache'] },
    ahead: { control: { type: 'number', min: 0, max: 4, step: 1 } },
    page: { control: false },
    pageCount: { control: { type: 'number', min: 1, max: 5, step: 1 } },
    // The demo knows its page count, so an unknown total (hasNext) never applies; its viewport
    // target sits in a scroll box of its own, which is the root.
    hasNext: { control: false },
    root: { control: false },
    getKey: { control: false },
    keys: { control: false },
    infinite: { control: false },
    fetcher: { control: false },
    target: { control: false },
    onPreload: { control: false },
    children: { control: false },
    render: { control: false },
  },
  parameters: {
    mockApi: { total: 45, pageSize: 10, latency: 200 },
    ...showCodeFromArgs(preloaderCode),
  },
  render: (args) => (
    <PreloaderDemo
      pageCount={args.pageCount}
      strategy={args.strategy}
      mode={args.mode}
      ahead={args.ahead}
      hoverDelay={args.hoverDelay}
      idleTimeout={args.idleTimeout}
      rootMargin={args.rootMargin}
      respectSaveData={args.respectSaveData}
      enabled={args.enabled}
    />
  ),
} satisfies Meta<typeof PagePreloader>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const name = (userIndex: number) => makeUser(userIndex).name
const shows = (canvas: Canvas, userIndex: number) =>
  waitFor(() => expect(canvas.getByText(name(userIndex))).toBeVisible(), { timeout: 3000 })
const sourceOf = (context: { loaded: Record<string, unknown> }): UsersSource => mockApiOf(context).users
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const nextButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Next page' })

/** "Next page" shows page 2 from its preload (page 2 was requested once), then page 3 is preloaded. */
async function nextPageShowsThePreload(canvas: Canvas, source: UsersSource) {
  await shows(canvas, 0)
  // One page ahead: page 3 waits for the click.
  await expect(source.log.count((e) => e.page === 2)).toBe(0)
  await userEvent.click(nextButton(canvas))
  await shows(canvas, 10)
  await expect(source.log.count((e) => e.page === 1)).toBe(1)
  // Sorted: with an eager preload, pages 1 and 2 may have reached the server in either order.
  await waitFor(() => expect(source.log.sortedPages()).toEqual([0, 1, 2]), { timeout: 3000 })
}

/**
 * Page 1 shows and no page ahead is requested; "Next page" then requests page 2 only, as it is
 * shown, and still nothing ahead of it.
 */
async function nothingIsPreloaded(canvas: Canvas, source: UsersSource) {
  await shows(canvas, 0)
  await sleep(600)
  await expect(source.log.pages()).toEqual([0])
  await userEvent.click(nextButton(canvas))
  await shows(canvas, 10)
  await sleep(300)
  await expect(source.log.pages()).toEqual([0, 1])
}

/**
 * Render mode, `idle` strategy, one page ahead: page 2 renders inside a hidden, inert container
 * that is out of the accessibility tree; "Next page" then shows it from the cache.
 */
export const Default: Story = {
  parameters: { docsCheck: { shows: ['Preloaded: page 2.'] } },
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await shows(canvas, 0)
    await step('page 2 renders hidden: not visible, inert, out of the accessibility tree', async () => {
      const container = canvasElement.querySelector('[data-pagekit-preloader]') as HTMLElement
      await expect(container).toHaveAttribute('hidden')
      await expect(container).toHaveAttribute('inert')
      await expect(container).toHaveAttribute('aria-hidden', 'true')
      await waitFor(() => expect(container).toHaveTextContent(name(10)), { timeout: 3000 })
      // onPreload reported it (the demo's note lists what it was called with).
      await expect(canvas.getByText(/Preloaded: page 2\./)).toBeInTheDocument()
      await expect(canvas.getByText(name(10))).not.toBeVisible()
      await expect(canvas.getAllByRole('group', { name: 'Users' })).toHaveLength(1)
    })
    await step('"Next page" shows page 2 at once, with no new request', async () => {
      await userEvent.click(nextButton(canvas))
      await expect(canvas.getByText(name(10))).toBeVisible()
      await expect(canvas.getByRole('status')).toHaveTextContent('Page 2')
      await expect(source.log.count((e) => e.page === 1)).toBe(1)
    })
    await step('then page 3 is preloaded', async () => {
      await waitFor(() => expect(source.log.pages()).toEqual([0, 1, 2]), { timeout: 3000 })
    })
  },
}

/**
 * Every option as a control (the demo owns the current page). Its test only waits for the
 * default preload, so that the story ends with nothing pending.
 */
export const Playground: Story = {
  play: async (context) => {
    const source = sourceOf(context)
    await waitFor(() => expect(source.log.pages()).toEqual([0, 1]), { timeout: 3000 })
  },
}

/** `strategy="eager"`, `ahead={2}`: pages 2 and 3 are requested at once, with page 1. */
export const Eager: Story = {
  args: { strategy: 'eager', ahead: 2 },
  parameters: { docsCheck: { shows: ['Preloaded: page 2, page 3.'] } },
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    // Each page once. The three requests start together, and the browser may hand them to the
    // mock server in any order (Firefox now and then takes a preload first).
    await waitFor(() => expect(source.log.sortedPages()).toEqual([0, 1, 2]), { timeout: 3000 })
    await shows(canvas, 0)
    await userEvent.click(nextButton(canvas))
    await shows(canvas, 10)
    // Page 2 came from the preload; the new pages ahead are 3 (preloaded already) and 4: one
    // request more, for page 3, after the first three (in the order the browser handed them over).
    await waitFor(() => expect(source.log.sortedPages()).toEqual([0, 1, 2, 3]), { timeout: 3000 })
    await expect(source.log.pages()[3]).toBe(3)
    await expect(source.log.count((e) => e.page === 1)).toBe(1)
  },
}

/**
 * `strategy="idle"`: the preload waits for an idle moment (`requestIdleCallback`, at the latest
 * `idleTimeout` ms; a short timeout where the browser has no idle callback). It starts after the
 * visible page's request and before any click.
 */
export const Idle: Story = {
  args: { strategy: 'idle', idleTimeout: 1000 },
  parameters: { docsCheck: { shows: ['Preloaded: page 2.'] } },
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await waitFor(() => expect(source.log.pages()).toEqual([0, 1]), { timeout: 3000 })
    await nextPageShowsThePreload(canvas, source)
  },
}

/**
 * `strategy="hover"` with the "Next page" button as `target`: nothing is preloaded until the
 * pointer rests on it (or it gets focus) for `hoverDelay` (100 ms); then exactly one request.
 */
export const Hover: Story = {
  args: { strategy: 'hover' },
  parameters: { docsCheck: { shows: ['Preloaded: nothing yet.'] } },
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await step('no request ahead before the hover', async () => {
      await shows(canvas, 0)
      await sleep(500)
      await expect(source.log.pages()).toEqual([0])
    })
    await step('hovering "Next page" requests page 2 once, after the intent delay', async () => {
      await userEvent.hover(nextButton(canvas))
      await waitFor(() => expect(source.log.pages()).toEqual([0, 1]), { timeout: 2000 })
      await sleep(300)
      await expect(source.log.count((e) => e.page === 1)).toBe(1)
    })
    await step('clicking it shows page 2 with no new request', async () => {
      await userEvent.click(nextButton(canvas))
      await shows(canvas, 10)
      await expect(source.log.count((e) => e.page === 1)).toBe(1)
    })
    // The pointer rests on "Next page", which may preload page 3: the story leaves it and lets
    // such a request end while the story's mock API still answers.
    await userEvent.unhover(nextButton(canvas))
    await sleep(300)
  },
}

/**
 * `strategy="viewport"` with `rootMargin="100px"`: the target is the line at the end of a scroll
 * box, which is the `root`. Page 2 is preloaded when that line comes within 100px of the box's
 * bottom edge, still out of sight; the window's edges play no part.
 */
export const Viewport: Story = {
  args: { strategy: 'viewport', rootMargin: '100px' },
  parameters: { docsCheck: { shows: ['Preloaded: nothing yet.'] } },
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    const box = canvas.getByRole('region', { name: 'Scroll box' })
    const target = canvas.getByText(/^End of page 1\./)
    /** Scrolls the box so that the target's top is `px` below the bottom of the box's visible area. */
    const placeTargetBelowBox = (px: number) => {
      const visibleBottom = box.getBoundingClientRect().top + box.clientTop + box.clientHeight
      box.scrollTop += target.getBoundingClientRect().top - visibleBottom - px
    }
    await step('no request ahead while the target is far below the box', async () => {
      await shows(canvas, 0)
      await sleep(500)
      await expect(source.log.pages()).toEqual([0])
    })
    await step('150px below the box, outside the root margin: still no request', async () => {
      placeTargetBelowBox(150)
      await sleep(500)
      await expect(source.log.pages()).toEqual([0])
    })
    await step('50px below the box, within the root margin and still hidden: page 2 is requested once', async () => {
      placeTargetBelowBox(50)
      await expect(target.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom)
      await waitFor(() => expect(source.log.pages()).toEqual([0, 1]), { timeout: 3000 })
      box.scrollTop = 0
    })
  },
}

/**
 * With Data Saver on (`navigator.connection.saveData`, stubbed by this story) nothing is
 * preloaded, whatever the strategy; pages load when they are shown.
 */
export const SaveData: PlaysExceptOnDocsPage<Story> = {
  name: 'Save data',
  args: { strategy: 'eager', ahead: 2 },
  // The stub changes the whole window: on the docs page this story gets a frame of its own.
  parameters: { docs: { story: { inline: false, height: '640px' } }, docsCheck: { shows: ['Data Saver is on'] } },
  beforeEach: () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    return () => {
      delete (navigator as unknown as { connection?: unknown }).connection
    }
  },
  play: playExceptOnDocsPage(async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Data Saver is on/)).toBeInTheDocument()
    await nothingIsPreloaded(canvas, source)
  }),
}

/**
 * `enabled={false}` turns the preloader off (say, while a search is typed): with `eager` and two
 * pages ahead nothing is requested ahead, and each page loads when it is shown.
 */
export const Disabled: Story = {
  name: 'Turned off (enabled={false})',
  args: { strategy: 'eager', ahead: 2, enabled: false },
  parameters: { docsCheck: { shows: ['Preloaded: nothing yet.'] } },
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await nothingIsPreloaded(canvas, source)
    await expect(canvas.getByText(/Preloaded: nothing yet\./)).toBeInTheDocument()
  },
}

/**
 * `mode="cache"`: `preload(key, fetcher)` without rendering anything. The page's own `useFetch`
 * takes the preloaded promise when it is shown.
 */
export const CacheMode: Story = {
  name: 'Cache mode',
  args: { mode: 'cache', strategy: 'eager' },
  parameters: { docsCheck: { shows: ['Preloaded: page 2.'] } },
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    // Each page once, in either order: the preload starts with the page shown.
    await waitFor(() => expect(source.log.sortedPages()).toEqual([0, 1]), { timeout: 3000 })
    await expect(canvasElement.querySelector('[data-pagekit-preloader]')).toBeNull()
    await nextPageShowsThePreload(canvas, source)
  },
}

/**
 * With `useFetchInfinite` on a cursor source (`revalidateFirstPage: false`): once the last page
 * lands, the next one is preloaded with its `nextCursor`, so "Load more" adds it with no request.
 */
export const WithUseFetchInfinite: Story = {
  name: 'With useFetchInfinite',
  parameters: showCode(infinitePreloadCode),
  render: () => <InfinitePreloadDemo />,
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await step('the next page is requested (with the cursor) before "Load more" is clicked', async () => {
      await waitFor(() => expect(canvas.getByRole('group', { name: 'Page 1' })).toBeVisible(), { timeout: 3000 })
      await waitFor(() => expect(source.log.entries().map((e) => e.offset)).toEqual([0, 10]), { timeout: 3000 })
      await expect(source.log.entries()[1].cursor).toBeTruthy()
    })
    const before = source.log.count()
    await step('"Load more" adds page 2 with no request for it', async () => {
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Load more' })).toBeEnabled())
      await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
      await waitFor(() => expect(canvas.getByRole('group', { name: 'Page 2' })).toBeVisible(), { timeout: 3000 })
      await expect(canvas.getByText(name(10))).toBeVisible()
      await expect(source.log.count((e) => e.offset === 10)).toBe(1)
      // Since the click: only the preload of page 3.
      await waitFor(() => expect(source.log.entries().map((e) => e.offset)).toEqual([0, 10, 20]), { timeout: 3000 })
      await expect(source.log.entries().slice(before).every((e) => e.offset === 20)).toBe(true)
    })
  },
}
