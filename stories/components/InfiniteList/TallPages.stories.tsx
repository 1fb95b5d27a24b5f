import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey, type User } from '../../../mocks'
import { InAppScroller } from './demos'
import { articlesOf, listRoot, logOf, pagesSince, settle, T } from './play'
import { wheelStep } from './windowPlay'

const ROW = 40
const STEP = 200

/**
 * A page window whose pages (10 rows of 40 px, 400 px) are taller than the app's 300 px scroll
 * container (`root`), scrolled 200 px at a time to the end of 60 users and back. A load often
 * drops a page of which a few pixels of its last article still show at the top: the list then
 * scrolls back by more than a screen to keep the next article in place, and that is not the user
 * jumping up. Each page is requested once on the way down and once more on the way back up.
 */
const meta = {
  title: 'Components/InfiniteList/Page window with pages taller than the list',
  component: InfiniteList,
  tags: ['!autodocs', '!dev'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', maxPages: 2 },
  parameters: { mockApi: { total: 60, latency: 100 } },
  render: (args) => (
    <InAppScroller
      {...args}
      renderItem={(user) => (user as User).name}
      itemProps={() => ({ style: { height: ROW, boxSizing: 'border-box', overflow: 'hidden' } })}
      after={<p style={{ minHeight: 400, margin: 0, paddingTop: 16 }}>More of the app after the list.</p>}
    />
  ),
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/** Down to the end and back to the top in steps; `backUp`: the pages requested on the way back up. */
const stepToTheEndAndBack = (backUp: number[], rowsStay: boolean): Story['play'] => async (context) => {
  const { canvasElement, step } = context
  const log = logOf(context)
  const scroller = within(canvasElement).getByTestId('app-scroller')
  await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
  await settle(canvasElement, log)
  await step('down to the end: each page once', async () => {
    for (let i = 0; i < 60 && listRoot(canvasElement).getAttribute('data-status') !== 'end'; i++) {
      await wheelStep(canvasElement, log, scroller, STEP, rowsStay, true)
      // Checked at every step: a page dropped and requested again at once shows here, where it happened.
      await expect(log.pages()).toEqual(log.pages().map((_, page) => page))
    }
    await expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end')
    await settle(canvasElement, log)
    // Users 1–60 in pages 0–5; the empty page 6 ends the list.
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
  await step('back to the top: each dropped page once more', async () => {
    const before = log.count()
    const atFirstUser = () => articlesOf(canvasElement)[0]?.getAttribute('aria-posinset') === '1'
    for (let i = 0; i < 60 && (scroller.scrollTop > 0 || !atFirstUser()); i++) await wheelStep(canvasElement, log, scroller, -STEP, rowsStay, true)
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
    await settle(canvasElement, log)
    await expect(pagesSince(log, before)).toEqual(backUp)
  })
}

/** The window at the end holds page 5 and the empty page 6. */
export const TwoPages: Story = {
  name: 'maxPages 2',
  play: stepToTheEndAndBack([4, 3, 2, 1, 0], false),
}

/** `virtualize`: the rows of dropped pages keep their place, so the scroll position moves by the steps alone. */
export const VirtualizedTwoPages: Story = {
  name: 'virtualize, maxPages 2',
  args: { virtualize: true },
  play: stepToTheEndAndBack([4, 3, 2, 1, 0], true),
}

