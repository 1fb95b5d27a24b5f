import { StrictMode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey } from '../../../mocks'
import { showCodeFromArgs } from '../../support'
import { indexSource, infiniteListCode } from './code'
import { InAppScroller, UsersList } from './demos'
import { listArgTypes } from './argTypes'
import { articleCountsDuring, articlesOf, feedOf, frame, listRoot, liveText, logOf, openList, scrollToEnd, settle, T } from './play'

/**
 * What `<InfiniteList>` shows while the first page loads, when the source is empty, at the end,
 * after a failed page, on a slow network and under StrictMode. Every demo is in the state its
 * name says; the demos that go further ("… → retry recovers") play it through as tests.
 */
const meta = {
  title: 'Components/InfiniteList/States',
  component: InfiniteList,
  tags: ['autodocs'],
  args: {
    getKey: indexKey(10) as never,
    'aria-label': 'Users',
    height: 320,
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
 * The first page is on its way (this demo's network never answers): skeletons, and the feed
 * says `aria-busy="true"`.
 */
export const Loading: Story = {
  parameters: { mockApi: { latency: Infinity }, docsCheck: { pending: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-skeleton]')).not.toBeNull(), T)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await expect(articlesOf(canvasElement)).toHaveLength(0)
  },
}

/** No items at all: the empty slot, an announcement, and no feed (a feed must own articles). */
export const Empty: Story = {
  parameters: { mockApi: { total: 0 }, docsCheck: { expectsEmpty: true, shows: ['No items'] } },
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const log = logOf(context)
    await canvas.findByText('No items', { selector: '[data-pagekit-empty]' }, T)
    await expect(canvas.queryByRole('feed')).toBeNull()
    await waitFor(() => expect(liveText(context.canvasElement)).toBe('No items'), T)
    await settle(context.canvasElement, log)
    await expect(log.count()).toBe(1)
  },
}

/**
 * 15 users and `initialSize: 3`: pages 1–3 load at once, the third is empty, so the list shows
 * its end message, `aria-setsize` = 15, and requests nothing more however far one scrolls.
 */
export const EndOfList: Story = {
  name: 'End of list',
  args: { options: { initialSize: 3 } as never },
  parameters: { mockApi: { total: 15, latency: 100 }, docsCheck: { shows: ['You have reached the end'] } },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const root = listRoot(canvasElement)
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

// Pages of 3 users: the list loads page after page until its area is full (two pages leave room,
// a third is wanted), and page 3 fails once (HTTP 500). No automatic retry, so the error stays
// until Retry is pressed. 500 px: the two pages and the error with its Retry button fit in view.
const errorOnPage3 = {
  args: { getKey: indexKey(3) as never, height: 500, options: { shouldRetryOnError: false } as never },
  parameters: {
    mockApi: { total: 45, latency: 150, failures: [{ page: 2, times: 1 }] },
    docsCheck: { expectsError: true, shows: ["Couldn't load page 3."] },
    ...showCodeFromArgs((args) => infiniteListCode(args, indexSource(3))),
  },
}

/** Checks the error state: pages 1–2 on screen, page 3 failed once with HTTP 500. */
async function expectErrorOnPage3(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { canvasElement } = context
  const log = logOf(context)
  await within(canvasElement).findByText("Couldn't load page 3.", {}, T)
  await settle(canvasElement, log)
  await expect(log.pages()).toEqual([0, 1, 2])
  await expect(log.entries()[2].status).toBe(500)
  await expect(articlesOf(canvasElement)).toHaveLength(6)
  await waitFor(() => expect(liveText(canvasElement)).toBe("Couldn't load page 3."), T)
}

/**
 * Pages of 3 users: the list loads pages until its area is full, and page 3 fails (HTTP 500).
 * Pages 1–2 stay on screen; the list says which page failed and offers Retry.
 * `shouldRetryOnError: false` keeps the error on screen; by default the hook would also retry
 * by itself after `errorRetryInterval`.
 */
export const ErrorOnPage3: Story = {
  name: 'Error on page 3',
  ...errorOnPage3,
  play: async (context) => {
    await expectErrorOnPage3(context)
    const retry = within(context.canvasElement).getByRole('button', { name: 'Retry' })
    await expect(retry).toBeEnabled()
    // The reader sees the error and Retry without scrolling the demo.
    await expect(retry.getBoundingClientRect().bottom).toBeLessThanOrEqual(listRoot(context.canvasElement).getBoundingClientRect().bottom)
  },
}

/**
 * The same failure; Retry refetches page 3 only, and pages 1–2 stay on screen meanwhile. Then
 * the list goes on filling its area as before.
 */
export const ErrorRetryRecovers: Story = {
  name: 'Error on page 3 → Retry recovers',
  ...errorOnPage3,
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const log = logOf(context)
    await expectErrorOnPage3(context)
    const first = articlesOf(canvasElement)[0]
    // Pages 1–2 stay on screen while page 3 loads again: at every commit, not only once the
    // click is done (under load that can take longer than the 150 ms the page takes).
    const { fewest } = await articleCountsDuring(canvasElement, async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
      await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThanOrEqual(9), T)
    })
    await expect(fewest).toBe(6)
    await settle(canvasElement, log)
    // Retry asked for page 3 only; pages after it are the list filling its area again, once each.
    const pages = log.pages()
    await expect(pages.slice(0, 4)).toEqual([0, 1, 2, 2])
    await expect(pages.slice(4)).toEqual(Array.from({ length: pages.length - 4 }, (_, i) => i + 3))
    await expect(articlesOf(canvasElement)[0]).toBe(first)
    await expect(canvas.queryByText("Couldn't load page 3.")).toBeNull()
  },
}

/**
 * 1.2 s per page: skeletons and `aria-busy="true"` while a page loads. Scrolling up and down
 * while it is in flight asks for nothing more.
 */
export const SlowNetwork: Story = {
  name: 'Slow network: scrolling asks once',
  parameters: { mockApi: { total: 100, latency: 1200 } },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-skeleton]')).not.toBeNull(), T)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'true')
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await settle(canvasElement, log)
    await expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'false')
    // Rapid scrolling while the next page is in flight, and only then: a loaded WebKit draws a
    // frame every 150 ms or so, and a step after the page landed may rightly ask for the next one.
    await scrollToEnd(root)
    await waitFor(() => expect(feedOf(canvasElement)).toHaveAttribute('aria-busy', 'true'), T)
    let steps = 0
    for (; steps < 10 && feedOf(canvasElement).getAttribute('aria-busy') === 'true'; steps++) {
      root.scrollTop = steps % 2 ? root.scrollHeight : root.scrollHeight / 2
      await frame()
    }
    await expect(steps).toBeGreaterThan(0)
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
  parameters: {
    mockApi: { total: 100, latency: 100 },
    ...showCodeFromArgs((args) => infiniteListCode(args, indexSource(3))),
  },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
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

/** Under `<StrictMode>` (double render, double effects) each page is still requested once. */
export const StrictModeStory: Story = {
  name: 'StrictMode',
  decorators: [(Story) => <StrictMode><Story /></StrictMode>],
  parameters: showCodeFromArgs((args) => infiniteListCode(args, indexSource(), true)),
  play: async (context) => {
    const { canvasElement } = context
    const { log, root } = await openList(context)
    await expect(log.pages()).toEqual([0])
    await scrollToEnd(root)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(20), T)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1])
  },
}

/**
 * The list in an app's own scroll container (`root`), without `height`, six pages loaded. The
 * list root is the containing block of its visually hidden live region, so the region stays in
 * the container: the page does not grow by the list's height, and wheel scrolling stays inside.
 */
export const InAppScrollContainer: Story = {
  name: 'In an app scroll container (root)',
  args: { height: undefined, options: { initialSize: 6 } as never },
  parameters: { mockApi: { total: 100, latency: 50 } },
  render: (args) => <InAppScroller {...args} />,
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(60), T)
    await settle(canvasElement, log)
    const scroller = within(canvasElement).getByTestId('app-scroller')
    const root = listRoot(canvasElement)
    const status = within(canvasElement).getByRole('status')
    await expect(getComputedStyle(root).position).toBe('relative')
    await expect(status.offsetParent).toBe(root)
    // The live region lies inside the container's scroll area, not below the page.
    await expect(scroller.scrollHeight).toBeGreaterThan(1000)
    const containerBottom = scroller.getBoundingClientRect().bottom + window.scrollY
    await expect(document.documentElement.scrollHeight).toBeLessThan(containerBottom + 1000)
  },
}
