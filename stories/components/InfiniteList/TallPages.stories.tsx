import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey, type User } from '../../../mocks'
import { InAppScroller } from './demos'
import { articlesOf, feedOf, listRoot, logOf, pagesSince, settle, T } from './play'
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

/**
 * Counts, at each load, the articles on screen that the page window dropped, and keeps the most:
 * the articles on screen are taken at each scroll event (the user's step comes before the load
 * lands), the dropped ones as they leave the feed.
 */
function droppedOnScreen(canvasElement: HTMLElement, scroller: HTMLElement) {
  let onScreen = new Set<Node>()
  let most = 0
  const onScroll = () => {
    const box = scroller.getBoundingClientRect()
    onScreen = new Set(articlesOf(canvasElement).filter((a) => {
      const { top, bottom } = a.getBoundingClientRect()
      return bottom > box.top + 2 && top < box.bottom
    }))
  }
  const observer = new MutationObserver((records) => {
    const dropped = records.flatMap((r) => Array.from(r.removedNodes)).filter((node) => onScreen.has(node)).length
    most = Math.max(most, dropped)
  })
  scroller.addEventListener('scroll', onScroll, { passive: true })
  observer.observe(feedOf(canvasElement), { childList: true })
  return {
    most: () => most,
    stop: () => {
      scroller.removeEventListener('scroll', onScroll)
      observer.disconnect()
    },
  }
}

/**
 * A wheel step of `deltaY` px, then whatever page it set off landed. The page may start a few
 * frames after wheelStep looked (Firefox, WebKit); unwaited for, it lands a step later, where
 * less of what it drops shows.
 */
async function stepAndLand(canvasElement: HTMLElement, log: ReturnType<typeof logOf>, scroller: HTMLElement, deltaY: number, rowsStay: boolean, anchor: 'after' | 'none') {
  await wheelStep(canvasElement, log, scroller, deltaY, rowsStay, anchor)
  await settle(canvasElement, log)
}

interface Walk {
  /** Users 1 to `total` in pages 0 to `lastPage`; the empty page after it ends the list. */
  lastPage: number
  /** The pages requested on the way back up. */
  backUp: number[]
  /** A virtualized window: the scroll position moves by the steps alone. */
  rowsStay: boolean
  /** The least that, at some load on the way down, the most articles on screen the window dropped must reach. */
  dropsOnScreen?: number
}

/** Down to the end and back to the top in steps of 200 px, the request log checked at every step. */
const stepToTheEndAndBack = ({ lastPage, backUp, rowsStay, dropsOnScreen = 0 }: Walk): NonNullable<Story['play']> => async (context) => {
  const { canvasElement, step } = context
  const log = logOf(context)
  const scroller = within(canvasElement).getByTestId('app-scroller')
  await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
  await settle(canvasElement, log)
  await step('down to the end: each page once', async () => {
    const drops = droppedOnScreen(canvasElement, scroller)
    try {
      for (let i = 0; i < 60 && listRoot(canvasElement).getAttribute('data-status') !== 'end'; i++) {
        await stepAndLand(canvasElement, log, scroller, STEP, rowsStay, 'after')
        // Checked at every step: a page dropped and requested again at once shows here, where it happened.
        await expect(log.pages()).toEqual(log.pages().map((_, page) => page))
      }
    } finally {
      drops.stop()
    }
    await expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end')
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual(Array.from({ length: lastPage + 2 }, (_, page) => page))
    await expect(drops.most()).toBeGreaterThanOrEqual(dropsOnScreen)
  })
  await step('back to the top: each dropped page once more', async () => {
    const before = log.count()
    const atFirstUser = () => articlesOf(canvasElement)[0]?.getAttribute('aria-posinset') === '1'
    for (let i = 0; i < 60 && (scroller.scrollTop > 0 || !atFirstUser()); i++) await stepAndLand(canvasElement, log, scroller, -STEP, rowsStay, 'after')
    await waitFor(() => expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-posinset', '1'), T)
    await settle(canvasElement, log)
    await expect(pagesSince(log, before)).toEqual(backUp)
  })
}

/** Users 1–60 in pages 0–5; the window at the end holds page 5 and the empty page 6. */
export const TwoPages: Story = {
  name: 'maxPages 2',
  play: stepToTheEndAndBack({ lastPage: 5, backUp: [4, 3, 2, 1, 0], rowsStay: false }),
}

/** `virtualize`: the rows of dropped pages keep their place, so the scroll position moves by the steps alone. */
export const VirtualizedTwoPages: Story = {
  name: 'virtualize, maxPages 2',
  args: { virtualize: true },
  play: stepToTheEndAndBack({ lastPage: 5, backUp: [4, 3, 2, 1, 0], rowsStay: true }),
}

/** The pages (of 10) of the articles in the DOM. */
const shownPages = (canvasElement: HTMLElement) =>
  [...new Set(articlesOf(canvasElement).map((a) => Math.floor((Number(a.getAttribute('aria-posinset')) - 1) / 10)))]

/** Whether the article at `position` in the whole list shows in the scroller. */
function showsArticle(canvasElement: HTMLElement, scroller: HTMLElement, position: number) {
  const article = articlesOf(canvasElement).find((a) => a.getAttribute('aria-posinset') === String(position))
  const box = scroller.getBoundingClientRect()
  return !!article && article.getBoundingClientRect().bottom > box.top && article.getBoundingClientRect().top < box.bottom
}

/**
 * `maxPages={1}`: each load replaces every article on screen, so no article can stay put; down
 * to the end and back to the top in steps of 200 px, each page is requested once each way, and
 * after every step the list shows the page last requested (at the end, page 5 above the end
 * message: the empty page 6 takes the window, not the screen). Without `virtualize`, a page
 * loaded going down shows from its first article, where the page before ended. (Going up, its
 * last article would end where the page before began, but the app's content after the list is
 * too short to scroll that far.)
 */
const onePageAtATime = (backUp: number[], rowsStay: boolean): NonNullable<Story['play']> => async (context) => {
  const { canvasElement, step } = context
  const log = logOf(context)
  const scroller = within(canvasElement).getByTestId('app-scroller')
  await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThan(0), T)
  await settle(canvasElement, log)
  const expectShown = async (page: number) => {
    await expect(shownPages(canvasElement), `requests ${log.pages().join(', ')}`).toEqual([page])
  }
  await expectShown(0)
  await step('down to the end: each page once', async () => {
    for (let i = 0; i < 60 && listRoot(canvasElement).getAttribute('data-status') !== 'end'; i++) {
      const requested = log.count()
      await stepAndLand(canvasElement, log, scroller, STEP, rowsStay, 'none')
      await expect(log.pages()).toEqual(log.pages().map((_, page) => page))
      const page = log.pages().length - 1
      await expectShown(Math.min(page, 5))
      if (!rowsStay && log.count() > requested && page <= 5) await expect(showsArticle(canvasElement, scroller, page * 10 + 1), `page ${page} from its first article`).toBe(true)
    }
    await expect(listRoot(canvasElement)).toHaveAttribute('data-status', 'end')
    await settle(canvasElement, log)
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6])
    await expectShown(5)
  })
  await step('back to the top: each page once more', async () => {
    const before = log.count()
    const atFirstUser = () => articlesOf(canvasElement)[0]?.getAttribute('aria-posinset') === '1'
    for (let i = 0; i < 60 && (scroller.scrollTop > 0 || !atFirstUser()); i++) {
      await stepAndLand(canvasElement, log, scroller, -STEP, rowsStay, 'none')
      await expectShown(pagesSince(log, before).at(-1) ?? 5)
    }
    await settle(canvasElement, log)
    await expectShown(0)
    await expect(pagesSince(log, before)).toEqual(backUp)
  })
}

/** Each page replaces the one before. */
export const OnePage: Story = {
  name: 'maxPages 1',
  args: { maxPages: 1 },
  play: onePageAtATime([5, 4, 3, 2, 1, 0], false),
}

/** `virtualize`: the rows of the page before stay, blank, so the scroll position moves by the steps alone. */
export const VirtualizedOnePage: Story = {
  name: 'virtualize, maxPages 1',
  args: { maxPages: 1, virtualize: true },
  play: onePageAtATime([5, 4, 3, 2, 1, 0], true),
}

/**
 * Short rows in long pages under the app's header: 30 rows of 12 px (360 px, taller than the
 * container) below 160 px of other content. The first load that drops a page does so with its
 * last 10 articles on screen (scrolled to 400 px: 120 px of it still show), and the list scrolls
 * back by the page, more than a screen. The rows are sized by `itemProps`' style, which a
 * virtualized list keeps beside the place it gives each row.
 */
const SHORT_ROW = { height: 12, padding: '0 8px', overflow: 'hidden', fontSize: 10, lineHeight: '11px' } as const
const shortRows: Partial<Story> = {
  args: { getKey: indexKey(30) as never, itemProps: () => ({ style: SHORT_ROW }) },
  parameters: { mockApi: { total: 180, latency: 100 } },
  render: (args) => (
    <InAppScroller
      {...args}
      before={(
        <div style={{ height: 160, boxSizing: 'border-box', padding: 16 }}>
          The app's header.
        </div>
      )}
      renderItem={(user) => (user as User).name}
      after={<p style={{ minHeight: 400, margin: 0, paddingTop: 16 }}>More of the app after the list.</p>}
    />
  ),
}

/** Users 1–180 in pages 0–5 of 30. */
export const ShortRowsTwoPages: Story = {
  ...shortRows,
  name: 'maxPages 2, 10 articles of the dropped page on screen',
  play: stepToTheEndAndBack({ lastPage: 5, backUp: [4, 3, 2, 1, 0], rowsStay: false, dropsOnScreen: 9 }),
}

/**
 * `virtualize`: the rows of the dropped page stay, blank, so nothing moves and nothing scrolls
 * back. (Its articles on screen leave the DOM as it windows its rows too: not counted here.)
 */
export const VirtualizedShortRowsTwoPages: Story = {
  ...shortRows,
  name: 'virtualize, maxPages 2, 10 articles of the dropped page on screen',
  args: { ...shortRows.args, virtualize: true },
  play: stepToTheEndAndBack({ lastPage: 5, backUp: [4, 3, 2, 1, 0], rowsStay: true }),
}
