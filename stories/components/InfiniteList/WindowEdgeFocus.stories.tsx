import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { deepLinkKeys, indexKey } from '../../../mocks'
import { UsersList } from './demos'
import { openList, settle, T } from './play'

/**
 * Test-only: the Load more and Load previous buttons of a virtualized page window in manual mode.
 * Over the rows after (before) the window they sit at its edge, otherwise after (before) the feed;
 * a focused button keeps focus when its click moves the window and the button from one to the other.
 */
const meta = {
  title: 'Components/InfiniteList/Page window edge buttons',
  component: InfiniteList,
  tags: ['!autodocs', '!dev'],
  args: { getKey: indexKey(10) as never, 'aria-label': 'Users', height: 320, maxPages: 2, virtualize: true, loadMode: 'manual' },
  parameters: { mockApi: { total: 60, latency: 50 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/** Laid over the rows at the window's edge, rather than in the flow. */
const overTheRows = (button: HTMLElement) =>
  button.closest('[data-pagekit-header], [data-pagekit-footer]')!.parentElement!.style.position === 'absolute'

/** Opens the list; `click(name, pages)` clicks a button and waits for the request log to read `pages`. */
async function clicker(context: Parameters<NonNullable<Story['play']>>[0]) {
  const { canvasElement } = context
  const canvas = within(canvasElement)
  const { log } = await openList(context)
  const click = async (name: string, pages: number[]) => {
    await userEvent.click(canvas.getByRole('button', { name }))
    await waitFor(() => expect(log.pages()).toEqual(pages), T)
    await settle(canvasElement, log)
  }
  return { canvas, click }
}

export const LoadMoreKeepsFocus: Story = {
  name: 'a focused Load more keeps focus when the window reaches the last page seen',
  play: async (context) => {
    const { canvas, click } = await clicker(context)
    await click('Load more', [0, 1])
    await click('Load more', [0, 1, 2])
    await click('Load previous', [0, 1, 2, 0])
    const loadMore = canvas.getByRole('button', { name: 'Load more' })
    await expect(overTheRows(loadMore)).toBe(true)
    loadMore.focus()
    await click('Load more', [0, 1, 2, 0, 2])
    await expect(document.activeElement).toBe(loadMore)
    await expect(overTheRows(canvas.getByRole('button', { name: 'Load more' }))).toBe(false)
  },
}

const deepLink = deepLinkKeys(3)

export const LoadPreviousKeepsFocus: Story = {
  name: 'a focused Load previous keeps focus when the window comes back to the first page seen',
  args: { getKey: deepLink.getKey as never, getPreviousKey: deepLink.getPreviousKey as never },
  play: async (context) => {
    const { canvas, click } = await clicker(context)
    await click('Load more', [3, 4])
    await click('Load more', [3, 4, 5])
    const loadPrevious = canvas.getByRole('button', { name: 'Load previous' })
    await expect(overTheRows(loadPrevious)).toBe(true)
    loadPrevious.focus()
    await click('Load previous', [3, 4, 5, 3])
    await expect(document.activeElement).toBe(loadPrevious)
    await expect(overTheRows(canvas.getByRole('button', { name: 'Load previous' }))).toBe(false)
  },
}
