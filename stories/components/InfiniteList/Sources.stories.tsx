import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { InfiniteList } from '../../../src'
import { cursorKey, usersUrl, type User } from '../../../mocks'
import { showCodeFromArgs, useMockApi } from '../../support'
import { cursorSource, infiniteListCode, offsetSource } from './code'
import { UsersList } from './demos'
import { listArgTypes } from './argTypes'
import { articlesOf, listRoot, liveText, logOf, scrollToEnd, settle, T } from './play'

/**
 * `<InfiniteList>` over the other two kinds of paginated source: cursor pages
 * (`{ data, nextCursor }`) and offset pages that carry a total. Each demo has its own mock
 * server (45 users, 150 ms latency); scroll a list to its end.
 */
const meta = {
  title: 'Components/InfiniteList/Sources',
  component: InfiniteList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Users', height: 320 },
  argTypes: listArgTypes,
  parameters: { mockApi: { total: 45, latency: 150 } },
  render: (args) => <UsersList {...args} />,
} satisfies Meta<typeof InfiniteList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Cursor source (`GET /users?cursor=…&limit=10` → `{ data, nextCursor }`). The end is the page
 * whose `nextCursor` is null; after it nothing is requested any more.
 */
export const CursorSource: Story = {
  name: 'Cursor source',
  args: { getKey: cursorKey(10) as never },
  parameters: showCodeFromArgs((args) => infiniteListCode(args, cursorSource)),
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    for (let i = 0; i < 8 && !canvasElement.querySelector('[data-pagekit-end]'); i++) {
      await settle(canvasElement, log)
      await scrollToEnd(root)
    }
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-end]')).not.toBeNull(), T)
    await settle(canvasElement, log)
    await expect(articlesOf(canvasElement)).toHaveLength(45)
    // 5 pages with data plus the empty end page, each requested once.
    await expect(log.count()).toBe(6)
    await waitFor(() => expect(liveText(canvasElement)).toContain('End of list, 45 shown'), T)
    await expect(articlesOf(canvasElement)[44]).toHaveAttribute('aria-setsize', '45')
    await scrollToEnd(root)
    await settle(canvasElement, log)
    await expect(log.count()).toBe(6)
  },
}

// The offset source tells no total; this demo's fetcher adds the one the server would send.
type OffsetPage = { items: User[]; total: number }
const offsetPageKey = (i: number, previous: OffsetPage | null) =>
  previous && !previous.items.length ? null : usersUrl({ offset: i * 10, limit: 10 })

/**
 * Offset source (`GET /users?offset=N&limit=10`) whose pages carry a `total`: `getItems` reads
 * the items, `getTotal` the total, so `aria-setsize` is 45 from the first page and the list ends
 * when 45 items are loaded, without asking for an empty page.
 */
export const OffsetSource: Story = {
  name: 'Offset source',
  args: {
    getKey: offsetPageKey as never,
    getItems: ((page: OffsetPage) => page.items) as never,
    getTotal: ((page: OffsetPage) => page.total) as never,
  },
  parameters: showCodeFromArgs((args) => infiniteListCode(args, offsetSource)),
  render: function Render(args) {
    const api = useMockApi()
    const fetcher = async (url: string): Promise<OffsetPage> =>
      ({ items: await api.fetchJson<User[]>(url), total: api.users.options.total })
    return <UsersList {...args} fetcher={fetcher as never} />
  },
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    const root = listRoot(canvasElement)
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    await expect(articlesOf(canvasElement)[0]).toHaveAttribute('aria-setsize', '45')
    for (let i = 0; i < 8 && !canvasElement.querySelector('[data-pagekit-end]'); i++) {
      await settle(canvasElement, log)
      await scrollToEnd(root)
    }
    await waitFor(() => expect(canvasElement.querySelector('[data-pagekit-end]')).not.toBeNull(), T)
    await settle(canvasElement, log)
    await expect(log.entries().map((e) => e.offset)).toEqual([0, 10, 20, 30, 40])
  },
}

