import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { indexKey } from '../../../mocks'
import { UsersList } from './demos'
import { articlesOf, listRoot, logOf, settle, T } from './play'

/**
 * A list with its own scroll area under a block that grows each time the list asks for a page,
 * as the other demos above a list on a docs page do while they load. Only a test (no docs page).
 */
function ListUnderAGrowingBlock() {
  const [above, setAbove] = useState(40)
  return (
    <div>
      <div style={{ height: above }}>A block above the list, {above} px tall.</div>
      <UsersList getKey={indexKey(3) as never} aria-label="Users" height={320} onLoadMore={() => setAbove((h) => h + 60)} />
    </div>
  )
}

const meta = {
  title: 'Components/InfiniteList/Content above its scroll area',
  tags: ['!autodocs', '!dev'],
  render: () => <ListUnderAGrowingBlock />,
  parameters: { mockApi: { total: 30, latency: 100 } },
} satisfies Meta

export default meta

/**
 * Pages of 3 users fill the 320 px area one by one while the block above grows: the list moves
 * down the page, but its items stay where they are in the area, which is never scrolled.
 */
export const ContentAboveGrows: StoryObj<typeof meta> = {
  name: 'Content above grows',
  play: async (context) => {
    const { canvasElement } = context
    const log = logOf(context)
    await waitFor(() => expect(articlesOf(canvasElement).length).toBeGreaterThanOrEqual(6), T)
    await settle(canvasElement, log)
    await expect(log.count()).toBeGreaterThanOrEqual(3)
    await expect(listRoot(canvasElement).scrollTop).toBe(0)
  },
}
