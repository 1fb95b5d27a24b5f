import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { makeUser, type UsersSource } from '../../../mocks'
import { mockApiOf, showCode } from '../../support'
import { classicPagingCode, hoverPreloadCode, preloadedPagingCode } from './code'
import { ClassicPaging, HoverPreloadedPaging, PreloadedPaging } from './demos'

/**
 * Classic paging needs no `useFetchInfinite`: `useFetch` with a key that holds the page index
 * shows one page at a time, `<Pager>` moves between pages, and `keepPreviousData` keeps the
 * current page on screen while the next one loads.
 *
 * With `<PagePreloader>` the next page renders inside a hidden, inert container, so its request
 * starts early and the result is cached: "Next" then shows it with no new request. Each demo has
 * its own cache and its own mock server (45 users, 10 a page, 300 ms latency), whose request
 * log is under it; "Show code" has the code an app writes. The table below lists the demo's own
 * settings; the props of `<Pager>` and `<PagePreloader>` are on their pages.
 */
const meta = {
  title: 'Patterns/Classic paging',
  component: ClassicPaging,
  tags: ['autodocs'],
  args: { pageCount: 5, limit: 10 },
  argTypes: {
    pageCount: { control: { type: 'number', min: 1, max: 5, step: 1 } },
    limit: { control: false },
    pagerLabel: { control: false },
  },
  parameters: { mockApi: { total: 45, pageSize: 10, latency: 300 }, ...showCode(classicPagingCode) },
} satisfies Meta<typeof ClassicPaging>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const pageButton = (canvas: Canvas, n: number) => canvas.getByRole('button', { name: `Page ${n}` })
const name = (userIndex: number) => makeUser(userIndex).name
const shows = (canvas: Canvas, userIndex: number) =>
  waitFor(() => expect(canvas.getByText(name(userIndex))).toBeVisible(), { timeout: 3000 })
const sourceOf = (context: { loaded: Record<string, unknown> }): UsersSource => mockApiOf(context).users
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `useFetch` with a page-index key + `<Pager>` + `keepPreviousData`. Clicking a page requests it
 * once; until it arrives the previous page stays on screen (dimmed, `aria-busy`) and a polite
 * status says "Loading page N…".
 */
export const KeepPreviousData: Story = {
  name: 'useFetch + Pager + keepPreviousData',
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await step('page 1 loads with one request', async () => {
      await shows(canvas, 0)
      await expect(source.log.pages()).toEqual([0])
      await expect(pageButton(canvas, 1)).toHaveAttribute('aria-current', 'page')
    })
    await step('clicking page 3: page 1 stays visible while page 3 loads', async () => {
      await userEvent.click(pageButton(canvas, 3))
      await waitFor(() => expect(pageButton(canvas, 3)).toHaveAttribute('aria-current', 'page'))
      await expect(pageButton(canvas, 1)).not.toHaveAttribute('aria-current')
      await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading page 3…'))
      await expect(canvas.getByText(name(0))).toBeVisible()
      await expect(canvas.getByRole('group', { name: 'Users' })).toHaveAttribute('aria-busy', 'true')
    })
    await step('page 3 shows, requested exactly once', async () => {
      await shows(canvas, 20)
      await expect(canvas.queryByText(name(0))).toBeNull()
      await expect(canvas.getByRole('status')).toHaveTextContent('Page 3')
      await expect(source.log.count((e) => e.page === 2)).toBe(1)
      await expect(source.log.pages()).toEqual([0, 2])
    })
    await step('"Next" to the end: focus moves to the current page when "Next" disables', async () => {
      const next = canvas.getByRole('button', { name: 'Next page' })
      next.focus()
      await userEvent.keyboard('{Enter}')
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(pageButton(canvas, 5)).toHaveAttribute('aria-current', 'page'))
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await waitFor(() => expect(pageButton(canvas, 5)).toHaveFocus())
      await shows(canvas, 40)
    })
  },
}

/**
 * The same with `<PagePreloader>` (strategy `idle`, one page ahead, render mode): the next page's
 * request is in the log before "Next" is pressed, and pressing it makes no request for the page
 * it shows (only the preload of the page after it).
 */
export const WithPreloader: Story = {
  name: 'With PagePreloader',
  args: { pagerLabel: 'Pages, preloaded' },
  parameters: showCode(preloadedPagingCode('render')),
  render: (args) => <PreloadedPaging {...args} />,
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await shows(canvas, 0)
    const next = canvas.getByRole('button', { name: 'Next page' })
    for (let page = 1; page <= 4; page++) {
      await step(`page ${page + 1} is requested before "Next" is pressed`, async () => {
        await waitFor(() => expect(source.log.count((e) => e.page === page)).toBe(1), { timeout: 3000 })
      })
      const before = source.log.count()
      await step(`"Next" shows page ${page + 1} with no new request for it`, async () => {
        next.focus()
        await userEvent.keyboard('{Enter}')
        await waitFor(() => expect(pageButton(canvas, page + 1)).toHaveAttribute('aria-current', 'page'))
        await shows(canvas, page * 10)
        await expect(source.log.count((e) => e.page === page)).toBe(1)
        // Anything requested since the click is the preload of the page after it.
        await expect(source.log.entries().slice(before).every((e) => e.page === page + 1)).toBe(true)
      })
    }
    await step('at the last page "Next" disables and focus moves to the current page', async () => {
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      await waitFor(() => expect(pageButton(canvas, 5)).toHaveFocus())
      await sleep(400)
      await expect(source.log.pages()).toEqual([0, 1, 2, 3, 4])
    })
  },
}

/**
 * A preload is best effort: here the server fails page 2 once. The hidden page that failed is
 * dropped, and "Next" requests page 2 again and shows it, instead of the failed preload's error.
 */
export const FailedPreload: Story = {
  name: 'With PagePreloader: a failed preload',
  args: { pagerLabel: 'Pages, a failed preload' },
  parameters: {
    mockApi: { total: 45, pageSize: 10, latency: 300, failures: [{ page: 1, times: 1 }] },
    // The server's 500 for page 2 is on purpose; the page on screen shows no error.
    docsCheck: { expectsError: true },
    ...showCode(preloadedPagingCode('render')),
  },
  render: (args) => <PreloadedPaging {...args} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await shows(canvas, 0)
    await waitFor(() => expect(source.log.entries().filter((e) => e.page === 1 && e.endedAt !== undefined)).toHaveLength(1), { timeout: 3000 })
    // The hidden page that failed leaves the preloader's container.
    const container = canvasElement.querySelector('[data-pagekit-preloader]')!
    await waitFor(() => expect(container).toBeEmptyDOMElement())
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await shows(canvas, 10)
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(source.log.count((e) => e.page === 1)).toBe(2)
  },
}

/**
 * Cache mode: `preload(key, fetcher)` instead of a hidden render. The next page is fetched into
 * the preload slot; the page's own `useFetch` takes that promise when it is shown.
 */
export const WithPreloaderCacheMode: Story = {
  name: 'With PagePreloader (cache mode)',
  args: { pagerLabel: 'Pages, preloaded into the cache' },
  parameters: showCode(preloadedPagingCode('cache')),
  render: (args) => <PreloadedPaging {...args} mode="cache" />,
  play: async (context) => {
    const { canvasElement } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await shows(canvas, 0)
    await waitFor(() => expect(source.log.pages()).toEqual([0, 1]), { timeout: 3000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await shows(canvas, 10)
    await expect(source.log.count((e) => e.page === 1)).toBe(1)
    await waitFor(() => expect(source.log.pages()).toEqual([0, 1, 2]), { timeout: 3000 })
  },
}

/**
 * Hover preloading on the pager (`strategy: 'hover'` + `preloadingPagerItem`): nothing is
 * preloaded up front; resting the pointer on a page link for 100 ms preloads that page, and a
 * pointer that only passes over it preloads nothing.
 */
export const HoverPreload: Story = {
  name: 'Preload on hover',
  args: { pagerLabel: 'Pages, preloaded on hover' },
  parameters: showCode(hoverPreloadCode),
  render: (args) => <HoverPreloadedPaging {...args} />,
  play: async (context) => {
    const { canvasElement, step } = context
    const source = sourceOf(context)
    const canvas = within(canvasElement)
    await step('nothing ahead is requested before a hover', async () => {
      await shows(canvas, 0)
      await sleep(500)
      await expect(source.log.pages()).toEqual([0])
    })
    await step('a pointer passing over page 3 (shorter than the delay) requests nothing', async () => {
      await userEvent.hover(pageButton(canvas, 3))
      await userEvent.unhover(pageButton(canvas, 3))
      await sleep(300)
      await expect(source.log.pages()).toEqual([0])
    })
    await step('resting on page 4 requests it once, after the delay', async () => {
      await userEvent.hover(pageButton(canvas, 4))
      await waitFor(() => expect(source.log.pages()).toEqual([0, 3]), { timeout: 2000 })
    })
    await step('clicking page 4 shows it with no new request', async () => {
      await userEvent.click(pageButton(canvas, 4))
      await waitFor(() => expect(pageButton(canvas, 4)).toHaveAttribute('aria-current', 'page'))
      await shows(canvas, 30)
      await expect(source.log.count((e) => e.page === 3)).toBe(1)
    })
  },
}
