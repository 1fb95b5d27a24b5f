import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { indexKey, usersUrl, type User } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage } from '../../support'
import { InAppScroller, UsersList } from './demos'
import { articlesOf, openList, scrollToEnd, scrollToTop, settle, sleep, T } from './play'

/**
 * A page window at the very end of a source whose last page is short (35 users in pages of 10:
 * page 3 holds 5). The short page, and the empty page 4 that ends an index source, replace
 * longer pages below the users on screen: the list gets shorter and the browser pulls the scroll
 * position back, which is not the user scrolling up. The list loads nothing by itself there: the
 * last users stay above the end message. Only a test (no docs page).
 */
const meta = {
  title: 'Components/InfiniteList/Page window at the end',
  tags: ['!autodocs', '!dev'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 300, maxPages: 2 },
  parameters: { mockApi: { total: 35, latency: 100 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof UsersList>

export default meta
type Story = StoryObj<typeof meta>
type Context = Parameters<NonNullable<Story['play']>>[0]

/** A page shorter than 10 is the last one: no request for an empty page. */
const shortPageEndsKey = (pageIndex: number, previousPageData: User[] | null) =>
  previousPageData && previousPageData.length < 10 ? null : usersUrl({ page: pageIndex, limit: 10 })

const positions = (canvasElement: HTMLElement) => articlesOf(canvasElement).map((a) => Number(a.getAttribute('aria-posinset')))
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The users from `firstShown` to the last one are shown (the window's pages with items). A virtualized list renders only the rows
 * in view (plus the overscan): they end at the last user and, when that page is shown, include some of the
 * page before the short one.
 */
function expectShown(canvasElement: HTMLElement, firstShown: number, virtualize: boolean) {
  const shown = positions(canvasElement)
  if (!virtualize) return expect(shown).toEqual(range(firstShown, 35))
  expect(shown).toEqual(range(shown[0], 35))
  expect(shown[0]).toBeGreaterThanOrEqual(firstShown)
  expect(shown[0]).toBeLessThanOrEqual(Math.max(firstShown, 30))
}

/**
 * Scrolled to the end: each page requested once (`pages`), the users of the window's pages on
 * screen above the end message, and no request while the user does nothing. Then scrolled back
 * to the top: the pages before the window (`upPages`) load again, once each, up to the first user.
 */
const toTheEndAndBack = (pages: number[], firstShown: number, upPages: number[]) => async (context: Context) => {
  const { canvasElement, step, args } = context
  const { log, root } = await openList(context, (count) => expect(count).toBeGreaterThan(0))
  // The list's own scroll area, an app's scroll container (root), or the window.
  const area = args.height ? root : canvasElement.querySelector<HTMLElement>('[data-testid="app-scroller"]') ?? window
  await step('scrolled to the end: each page once, the last users above the end message', async () => {
    for (let i = 0; i < 10 && root.getAttribute('data-status') !== 'end'; i++) {
      area.dispatchEvent(new WheelEvent('wheel', { deltaY: 300, bubbles: true }))
      await scrollToEnd(area)
      await settle(canvasElement, log)
    }
    await expect(log.pages()).toEqual(pages)
    await expect(root).toHaveAttribute('data-status', 'end')
    expectShown(canvasElement, firstShown, !!args.virtualize)
    await expect(within(root).getByText('You have reached the end')).toBeVisible()
  })
  await step('left alone for a second at the end: nothing more is requested and nothing changes', async () => {
    await sleep(1000)
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual(pages)
    await expect(root).toHaveAttribute('data-status', 'end')
    expectShown(canvasElement, firstShown, !!args.virtualize)
  })
  await step('scrolled back to the top: the pages not in the window load again, once each, up to the first user', async () => {
    const before = log.count()
    for (let i = 0; i < 20 && positions(canvasElement)[0] !== 1; i++) {
      area.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, bubbles: true }))
      await scrollToTop(area)
      await settle(canvasElement, log)
    }
    await waitFor(() => expect(positions(canvasElement)[0]).toBe(1), T)
    await expect(log.pages().slice(before)).toEqual(upPages)
  })
}

export const TwoPages: Story = {
  name: 'maxPages: 2, 300 px list — the last users above the end message, quiet',
  play: toTheEndAndBack([0, 1, 2, 3, 4], 21, [2, 1, 0]),
}

export const TwoPagesWindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'maxPages: 2, window scroller — the last users above the end message, quiet',
  args: { height: undefined },
  parameters: inOwnWindow,
  play: playExceptOnDocsPage(toTheEndAndBack([0, 1, 2, 3, 4], 21, [2, 1, 0])),
}

export const TwoPagesVirtualized: Story = {
  name: 'virtualize + maxPages: 2, 300 px list — the last users above the end message, quiet',
  args: { virtualize: true },
  play: toTheEndAndBack([0, 1, 2, 3, 4], 21, [2, 1, 0]),
}

/**
 * One page at a time: the short last page (5 users) replaces a full one below the users on screen,
 * and the list pulls its scroll position back: that is not the user scrolling up.
 */
export const OnePage: Story = {
  name: 'maxPages: 1, 300 px list — the last users above the end message, quiet',
  args: { maxPages: 1 },
  play: toTheEndAndBack([0, 1, 2, 3, 4], 31, [3, 2, 1, 0]),
}

export const OnePageWindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'maxPages: 1, window scroller — the last users above the end message, quiet',
  args: { maxPages: 1, height: undefined },
  parameters: inOwnWindow,
  play: playExceptOnDocsPage(toTheEndAndBack([0, 1, 2, 3, 4], 31, [3, 2, 1, 0])),
}

export const OnePageVirtualized: Story = {
  name: 'virtualize + maxPages: 1, 300 px list — the last users above the end message, quiet',
  args: { maxPages: 1, virtualize: true },
  play: toTheEndAndBack([0, 1, 2, 3, 4], 31, [3, 2, 1, 0]),
}

export const OnePageInAppScroller: Story = {
  name: 'maxPages: 1 in an app scroll container (root) — the last users above the end message, quiet',
  args: { maxPages: 1, height: undefined },
  render: (args) => <InAppScroller {...args} />,
  play: toTheEndAndBack([0, 1, 2, 3, 4], 31, [3, 2, 1, 0]),
}

export const TwoPagesInAppScroller: Story = {
  name: 'maxPages: 2 in an app scroll container (root) — the last users above the end message, quiet',
  args: { height: undefined },
  render: (args) => <InAppScroller {...args} />,
  play: toTheEndAndBack([0, 1, 2, 3, 4], 21, [2, 1, 0]),
}

export const ThreePages: Story = {
  name: 'maxPages: 3, 300 px list — the last users above the end message, quiet',
  args: { maxPages: 3 },
  play: toTheEndAndBack([0, 1, 2, 3, 4], 11, [1, 0]),
}

export const ShortPageEnds: Story = {
  name: 'maxPages: 2, a getKey that ends after a short page — no empty page, quiet at the end',
  args: { getKey: shortPageEndsKey as never },
  play: toTheEndAndBack([0, 1, 2, 3], 21, [1, 0]),
}
