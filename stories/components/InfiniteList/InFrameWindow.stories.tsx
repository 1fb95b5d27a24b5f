import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { useInfiniteList } from '../../../src/headless'
import { indexKey, type User } from '../../../mocks'
import { useMockApi } from '../../support'
import { frameBody, frameWindow, InFrame } from '../../support/InFrame'
import { frame, logOf, settle, T } from './play'

const FRAME = 'Pop-out list'
// Four pages of ten 20px rows (800px) are taller than the frame plus the sentinels' 200px margins,
// yet shorter than the window of the page around it plus them. A page is shorter than the frame.
// The 80 rows are taller than the page around it: a windowed list must render the frame's rows.
const FRAME_HEIGHT = 300
const PAGE_HEIGHT = 2000
const ROW = 20
// Half the frame's height: a wheel's scrolling, not a jump.
const STEP = 150

/**
 * A list with `maxPages={4}` that scrolls the window of the document it is rendered into (an
 * iframe, reached through a portal, as a pop-out window is), in a page much taller than the
 * frame. Only a test (no docs page): the list follows the frame's scrolling and measures the
 * frame's viewport, not the window of the page whose React tree renders it.
 */
function PortalList({ virtualize }: { virtualize: boolean }) {
  const api = useMockApi()
  return (
    <InFrame title={FRAME} height={FRAME_HEIGHT} pageHeight={PAGE_HEIGHT}>
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={api.fetchJson<User[]>}
        aria-label="Users"
        maxPages={4}
        virtualize={virtualize ? { estimateSize: ROW } : false}
        renderItem={(user: User) => <div style={{ height: ROW, overflow: 'hidden' }}>{user.name}</div>}
      />
    </InFrame>
  )
}

/**
 * The headless hook's list with `maxPages={4}` in the same frame, as an app may write it: a
 * loading line until the first page is there, and only then the feed. The list follows the
 * frame's scrolling all the same: the feed is in the frame's document when it appears.
 */
function LateFeedList() {
  const api = useMockApi()
  const list = useInfiniteList({ getKey: indexKey(10), fetcher: api.fetchJson<User[]>, 'aria-label': 'Users', maxPages: 4 })
  return (
    <InFrame title={FRAME} height={FRAME_HEIGHT} pageHeight={PAGE_HEIGHT}>
      <div {...list.getRootProps({ 'data-pagekit-infinite-list': '' })}>
        {list.items.length ? (
          <>
            {list.hasPrevious ? <div {...list.getTopSentinelProps({ style: { height: 1, marginBottom: -1 } })} /> : null}
            <section {...list.getListProps()}>
              {list.items.map((user, i) => (
                <article key={user.id} {...list.getItemProps(i, { style: { height: ROW, overflow: 'hidden' } })}>{user.name}</article>
              ))}
            </section>
            {list.isAutoLoading && list.hasMore ? <div {...list.getSentinelProps({ style: { height: 1, marginTop: -1 } })} /> : null}
          </>
        ) : <p>Loading users…</p>}
        <div {...list.getStatusProps()} />
      </div>
    </InFrame>
  )
}

const meta = {
  title: 'Components/InfiniteList/Portal into a frame',
  tags: ['!autodocs', '!dev'],
  component: PortalList,
  args: { virtualize: false },
  parameters: { mockApi: { total: 80, latency: 20 } },
} satisfies Meta<typeof PortalList>

export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]

/** The article shown halfway down the frame: a windowed list renders the rows on the frame's screen. */
const articleMidFrame = (body: HTMLElement) => body.ownerDocument.elementFromPoint(20, FRAME_HEIGHT / 2)?.closest('article') ?? null

/**
 * Scrolls the frame's window by `step` px at a time, waiting for quiet after each step, until
 * `done()`, or until a step neither scrolls nor loads anything. After each step an article shows
 * halfway down the frame.
 */
async function scrollFrameUntil(context: Context, step: number, done: () => boolean) {
  const body = frameBody(context.canvasElement, FRAME)
  const view = frameWindow(context.canvasElement, FRAME)
  const log = logOf(context)
  for (let i = 0; i < 40 && !done(); i++) {
    const [scrolled, requested] = [view.scrollY, log.count()]
    view.scrollBy(0, step)
    await frame()
    await settle(body, log)
    await expect(articleMidFrame(body)).not.toBeNull()
    if (view.scrollY === scrolled && log.count() === requested) return
  }
}

const listOf = (context: Context) => frameBody(context.canvasElement, FRAME).querySelector('[data-pagekit-infinite-list]')!
const firstPosition = (context: Context) =>
  frameBody(context.canvasElement, FRAME).querySelector('[role="feed"] > article')?.getAttribute('aria-posinset')

/**
 * Scrolled down in the frame, the list loads every page, dropping the oldest as it goes; scrolled
 * back to the top, it reloads the dropped pages, nearest first, each once.
 */
async function scrollDownAndBack(context: Context) {
  const log = logOf(context)
  // Pages 0-2 (600px) fill the frame and the 200px margin below it.
  await waitFor(() => expect(log.pages()).toEqual([0, 1, 2]), T)
  await settle(frameBody(context.canvasElement, FRAME), log)
  await expect(log.pages()).toEqual([0, 1, 2])
  await scrollFrameUntil(context, STEP, () => listOf(context).getAttribute('data-status') === 'end')
  await expect(listOf(context)).toHaveAttribute('data-status', 'end')
  await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
  const view = frameWindow(context.canvasElement, FRAME)
  await scrollFrameUntil(context, -STEP, () => firstPosition(context) === '1' && view.scrollY === 0)
  await expect(firstPosition(context)).toBe('1')
  await expect(log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 4, 3, 2, 1, 0])
}

export const ScrollsTheFrame: Story = {
  name: 'Scrolls the frame',
  args: { virtualize: false },
  play: scrollDownAndBack,
}

export const VirtualizedScrollsTheFrame: Story = {
  name: 'virtualize: scrolls the frame',
  args: { virtualize: true },
  play: scrollDownAndBack,
}

const articlesIn = (context: Context) => Array.from(frameBody(context.canvasElement, FRAME).querySelectorAll<HTMLElement>('[role="feed"] > article'))
const focusedPosition = (context: Context) => frameBody(context.canvasElement, FRAME).ownerDocument.activeElement?.getAttribute('aria-posinset')

/**
 * Page Down on the last article, left to the browser, loads the next page and moves focus on to
 * its first article: the list reads focus in the frame's own document. (A dispatched key does
 * not scroll; the frame is scrolled to its end as the browser would.)
 */
export const PageDownPastTheLastArticle: Story = {
  name: 'Page Down past the last article',
  args: { virtualize: false },
  play: async (context) => {
    const log = logOf(context)
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2]), T)
    await settle(frameBody(context.canvasElement, FRAME), log)
    const last = articlesIn(context).at(-1)!
    last.focus()
    await expect(focusedPosition(context)).toBe('30')
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true, cancelable: true }))
    const view = frameWindow(context.canvasElement, FRAME)
    view.scrollTo(0, view.document.documentElement.scrollHeight)
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2, 3]), T)
    await settle(frameBody(context.canvasElement, FRAME), log)
    await expect(focusedPosition(context)).toBe('31')
  },
}

/**
 * A focused article whose page the window drops hands focus to the first article left, in the
 * frame's document, not to the frame's body.
 */
export const FocusOnADroppedPage: Story = {
  name: 'Focus on a dropped page',
  args: { virtualize: false },
  play: async (context) => {
    const log = logOf(context)
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2]), T)
    await settle(frameBody(context.canvasElement, FRAME), log)
    articlesIn(context)[4].focus({ preventScroll: true })
    await expect(focusedPosition(context)).toBe('5')
    await scrollFrameUntil(context, STEP, () => articlesIn(context)[0].getAttribute('aria-posinset') !== '1')
    await expect(log.pages()).toEqual([0, 1, 2, 3, 4])
    await expect(focusedPosition(context)).toBe(articlesIn(context)[0].getAttribute('aria-posinset'))
    await expect(focusedPosition(context)).toBe('11')
  },
}

export const HeadlessFeedRenderedLater: Story = {
  name: 'Headless feed rendered later',
  render: () => <LateFeedList />,
  play: scrollDownAndBack,
}
