import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCodeFromArgs } from '../../support'
import { infiniteListCode } from './code'
import { InAppScroller, UsersList } from './demos'
import { articlesOf, openList } from './play'
import { listArgTypes } from './argTypes'
import { keyWalk, walkTo } from './windowPlay'

/**
 * A page window walked with the keyboard, as a screen-reader user walks a feed: Page Down moves
 * focus to the next article, Page Up to the one before. Moving focus scrolls the list, and may
 * bring its sentinel into reach, but a page window does not load a page that would drop the one
 * focus is on until focus leaves that page. At the window's edge the reader goes past its last
 * article (or before its first): the key is then left to the browser, the next page (or the one
 * before) loads with one request, and focus lands on its first article (or its last). With
 * `maxPages={1}` that is every page; with more pages the window loads ahead as the list scrolls,
 * as any list does, and a page that waited loads as soon as focus moves to a page it keeps,
 * without dropping the focused article. The same holds where the window scrolls (no `height`)
 * or an app's container (`root`).
 * Each demo has its own mock server (60 users, 100 ms latency) and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Page window and the keyboard',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320, maxPages: 1 },
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

/**
 * Page Down through pages 1 to 3 of a one-page window and Page Up back: one request per page
 * reached. `scroller`: the window or the app's container, which a key left to the browser scrolls.
 */
async function onePageWalk(context: Context, scroller?: HTMLElement | Window) {
  const { canvasElement, step } = context
  const { log } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
  const press = keyWalk(canvasElement, log, scroller)
  articlesOf(canvasElement)[0].focus()
  await step('Page Down to the last article loads nothing; past it the next page loads, focus on its first article', async () => {
    await walkTo(press, '{PageDown}', 1, 10, [0])
    await press('{PageDown}', 11, [0, 1])
    await walkTo(press, '{PageDown}', 11, 20, [0, 1])
    await press('{PageDown}', 21, [0, 1, 2])
    await walkTo(press, '{PageDown}', 21, 25, [0, 1, 2])
  })
  await step('Page Up to the first article loads nothing; before it the page before loads, focus on its last article', async () => {
    await walkTo(press, '{PageUp}', 25, 21, [0, 1, 2])
    await press('{PageUp}', 20, [0, 1, 2, 1])
    await walkTo(press, '{PageUp}', 20, 11, [0, 1, 2, 1])
    await press('{PageUp}', 10, [0, 1, 2, 1, 0])
  })
}

/** One page (about 655 px) fills the 320 px list: its rows stay blank above once it is dropped. */
export const VirtualizedOnePage: Story = {
  name: 'virtualize + maxPages: 1 — Page Down loads a page only past the last article, Page Up only before the first',
  args: { virtualize: true },
  play: onePageWalk,
}

/** The same without `virtualize`: the dropped page leaves no rows. */
export const OnePage: Story = {
  name: 'maxPages: 1 — Page Down loads a page only past the last article, Page Up only before the first',
  play: onePageWalk,
}

/** Without `height`, the window scrolls: focus moving scrolls the page, with the blank rows of the dropped pages. */
export const VirtualizedOnePageWindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'virtualize + maxPages: 1, window scroller — Page Down loads a page only past the last article, Page Up only before the first',
  args: { virtualize: true, height: undefined },
  parameters: inOwnWindow,
  play: playExceptOnDocsPage((context) => onePageWalk(context, window)),
}

/** Without `height`, in the app's own 300 px scroll container passed as `root`. */
export const VirtualizedOnePageInAppScroller: Story = {
  name: 'virtualize + maxPages: 1 in an app scroll container (root) — Page Down loads a page only past the last article, Page Up only before the first',
  args: { virtualize: true, height: undefined },
  render: (args) => <InAppScroller {...args} />,
  play: (context) => onePageWalk(context, within(context.canvasElement).getByTestId('app-scroller')),
}

/**
 * Two pages: the window loads ahead as focus scrolls the list (it drops the page above the
 * focused one), one page at a time, and focus moves one article a press all the way.
 */
export const VirtualizedTwoPages: Story = {
  name: 'virtualize + maxPages: 2 — Page Down 19 articles and Page Up back: each page once, focus one article a press',
  args: { virtualize: true, maxPages: 2 },
  play: async (context) => {
    const { canvasElement, step } = context
    const { log } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
    const press = keyWalk(canvasElement, log)
    articlesOf(canvasElement)[0].focus()
    await step('Page Down from article 1 to 20: pages 1 and 2 once each, in order', async () => {
      await walkTo(press, '{PageDown}', 1, 20)
      await expect(log.pages()).toEqual([0, 1, 2])
    })
    await step('Page Up back to article 5: the dropped page 0 once', async () => {
      await walkTo(press, '{PageUp}', 20, 5)
      await expect(log.pages()).toEqual([0, 1, 2, 0])
    })
  },
}
