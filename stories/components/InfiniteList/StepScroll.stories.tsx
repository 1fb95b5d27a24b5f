import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey } from '../../../mocks'
import { inOwnWindow, playExceptOnDocsPage, type PlaysExceptOnDocsPage, showCodeFromArgs } from '../../support'
import { infiniteListCode } from './code'
import { InAppScroller, UsersList } from './demos'
import { articlesOf, listRoot, logOf, pagesSince, settle, T } from './play'
import { listArgTypes } from './argTypes'
import { wheelStep } from './windowPlay'

/**
 * A page window (`maxPages={3}`) in an app's own scroll container (`root`, 300 px high) that
 * holds more of the app's content after the list, or in the window. Scroll it with the wheel to
 * the end of the list and back to the top (the tests take steps of 300 px). The list turns off
 * the browser's scroll anchoring for itself, so as the loading indicator shows and a page lands
 * below, the browser anchors the scroller on the content after the list and would move the
 * articles up by as much; the list scrolls back while some of its items are on screen. At every
 * step, the article on screen moves by exactly the step, whether a page loads or the window drops
 * one; each page is requested once on the way down and once more on the way back up. Each demo
 * has its own mock server (100 users, 100 ms latency) and request log.
 */
const meta = {
  title: 'Components/InfiniteList/Page window scrolled step by step',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', maxPages: 3 },
  argTypes: listArgTypes,
  parameters: {
    mockApi: { total: 100, latency: 100 },
    ...showCodeFromArgs((args) => infiniteListCode(args)),
  },
  render: (args) => (
    <InAppScroller {...args} after={<p style={{ minHeight: 400, margin: 0, paddingTop: 16 }}>More of the app after the list.</p>} />
  ),
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

const STEP = 300

/**
 * Down to the end and back to the top in steps. `rowsStay` (virtualized): the scroll position
 * moves by exactly each step too, since the rows of dropped pages keep their place.
 */
const stepToTheEndAndBack = (scrollerOf: (canvasElement: HTMLElement) => HTMLElement | Window, rowsStay: boolean): NonNullable<Story['play']> =>
  async (context) => {
    const { canvasElement, step } = context
    const log = logOf(context)
    const scroller = scrollerOf(canvasElement)
    const scrolled = () => (scroller instanceof Window ? scroller.scrollY : scroller.scrollTop)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
    await settle(canvasElement, log)
    await step('down to the end: each page once, the article on screen moves by the step alone', async () => {
      for (let i = 0; i < 80 && listRoot(canvasElement).getAttribute('data-status') !== 'end'; i++) {
        await wheelStep(canvasElement, log, scroller, STEP, rowsStay)
      }
      await expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end')
      await settle(canvasElement, log)
      // Users 1–100 in pages 0–9; the empty page 10 ends the list.
      await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    })
    await step('back to the top: each dropped page once more, the article on screen moves by the step alone', async () => {
      const before = log.count()
      // At the very top the wheel turns on: the page kept shown at the end loads again with no
      // change on screen, and the page before it waits for the next scroll, or try, by the user.
      const atFirstUser = () => articlesOf(canvasElement)[0]?.getAttribute('aria-posinset') === '1'
      for (let i = 0; i < 80 && (scrolled() > 0 || !atFirstUser()); i++) await wheelStep(canvasElement, log, scroller, -STEP, rowsStay)
      await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
      await settle(canvasElement, log)
      await expect(pagesSince(log, before)).toEqual([7, 6, 5, 4, 3, 2, 1, 0])
    })
  }

const appScroller = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('app-scroller')

/** `virtualize` in the app's scroll container: the rows of dropped pages stay, so the scroll position moves by the steps alone. */
export const VirtualizedInContainer: Story = {
  name: 'virtualize, in a scroll container with content after the list',
  args: { virtualize: true },
  play: stepToTheEndAndBack(appScroller, true),
}

/** Without `virtualize`, in the app's scroll container: a dropped page leaves, and the list scrolls by its height to keep the articles in place. */
export const InContainer: Story = {
  name: 'In a scroll container with content after the list',
  play: stepToTheEndAndBack(appScroller, false),
}

/** Without `virtualize` or `root`, the window scrolls; the request log follows the list. */
export const WindowScroller: PlaysExceptOnDocsPage<Story> = {
  name: 'Window scroller',
  parameters: inOwnWindow,
  render: (args) => <UsersList {...args} />,
  play: playExceptOnDocsPage(stepToTheEndAndBack(() => window, false)),
}
