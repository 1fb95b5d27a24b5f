import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { indexKey } from '../../../mocks'
import { UsersList } from './demos'
import { articlesOf, T } from './play'

/**
 * A list that scrolls the window, below the fold of a long page, under a block that grows. Only
 * a test (no docs page): the list keeps the item the user looks at in place, and none is in view.
 */
function PageWithAListBelowTheFold() {
  const [grown, setGrown] = useState(false)
  return (
    <div>
      <button type="button" onClick={() => setGrown(true)}>Grow the block above the list</button>
      <div style={{ height: '150vh' }}>The top of a long page.</div>
      <div style={{ height: grown ? 400 : 100 }}>A block between the screen and the list.</div>
      <UsersList getKey={indexKey(10) as never} aria-label="Users" />
    </div>
  )
}

const meta = {
  title: 'Components/InfiniteList/Below the fold',
  tags: ['!autodocs', '!dev'],
  render: () => <PageWithAListBelowTheFold />,
  parameters: { mockApi: { total: 45, latency: 50 } },
} satisfies Meta

export default meta

/** Content above the list grows while the list re-renders: the page does not scroll. */
export const ContentAboveGrows: StoryObj<typeof meta> = {
  name: 'Content above grows',
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(articlesOf(canvasElement)).toHaveLength(10), T)
    window.scrollTo(0, 0)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    canvasElement.querySelector('button')!.click()
    await waitFor(() => expect(canvasElement.querySelector('button')!.nextElementSibling!.nextElementSibling).toHaveStyle({ height: '400px' }), T)
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(window.scrollY).toBe(0)
  },
}
