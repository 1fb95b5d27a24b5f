import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { indexKey, type User } from '../../../mocks'
import { useMockApi } from '../../support'
import { frameBody, InFrame } from '../../support/InFrame'
import { logOf, settle, T } from './play'

const FRAME = 'Embedded app'
const FRAME_HEIGHT = 300
const PAGE_HEIGHT = 2000
// Ten rows of 20px under a 150px block: the sentinel after page 1 lies about 60px below the frame's bottom edge.
const ROW = 20
const BLOCK = 150

/**
 * A list that scrolls the window of an app embedded in an iframe, in a page much taller than the
 * frame. Only a test (no docs page): the list's `rootMargin` reaches past the frame's own bottom
 * edge, not the edge of the page around it.
 */
function ListInAFrame({ rootMargin }: { rootMargin: string }) {
  const api = useMockApi()
  return (
    <InFrame title={FRAME} height={FRAME_HEIGHT} pageHeight={PAGE_HEIGHT}>
      <div style={{ height: BLOCK }}>The top of the embedded app.</div>
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={api.fetchJson<User[]>}
        aria-label="Users"
        rootMargin={rootMargin}
        renderItem={(user: User) => user.name}
        itemProps={() => ({ style: { height: ROW, overflow: 'hidden' } })}
      />
    </InFrame>
  )
}

const meta = {
  title: 'Components/InfiniteList/In a frame',
  tags: ['!autodocs', '!dev'],
  component: ListInAFrame,
  parameters: { mockApi: { total: 45, latency: 20 } },
} satisfies Meta<typeof ListInAFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Where the sentinel's top lies below the frame's bottom edge, once page 1 is in, in px. */
async function sentinelBelowFrame(canvasElement: HTMLElement): Promise<number> {
  await waitFor(() => expect(frameBody(canvasElement, FRAME).querySelectorAll('article')).toHaveLength(10), T)
  const sentinel = frameBody(canvasElement, FRAME).querySelector('[data-pagekit-sentinel]')!
  return sentinel.getBoundingClientRect().top - FRAME_HEIGHT
}

/** A margin of 150px below reaches the sentinel out of the frame's sight: page 2 loads without a scroll. */
export const MarginReachesPastTheFrame: Story = {
  name: 'Margin reaches past the frame',
  args: { rootMargin: '0px 0px 150px 0px' },
  play: async (context) => {
    const below = await sentinelBelowFrame(context.canvasElement)
    await expect(below).toBeGreaterThan(0)
    await expect(below).toBeLessThan(150 - 2 * ROW)
    await waitFor(() => expect(logOf(context).pages()).toEqual([0, 1]), T)
    await settle(frameBody(context.canvasElement, FRAME), logOf(context))
    await expect(logOf(context).pages()).toEqual([0, 1])
  },
}

/** A margin of 20px below falls short of the sentinel: nothing more loads until the app scrolls. */
export const MarginFallsShort: Story = {
  name: 'Margin falls short',
  args: { rootMargin: '0px 0px 20px 0px' },
  play: async (context) => {
    const below = await sentinelBelowFrame(context.canvasElement)
    await expect(below).toBeGreaterThan(20)
    await settle(frameBody(context.canvasElement, FRAME), logOf(context))
    await expect(logOf(context).pages()).toEqual([0])
  },
}
