import { useRef } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { mockApiOf, quietFor, T } from '../../support'
import { frameBody, InFrame } from '../../support/InFrame'
import { UsersPagePreloader } from './UsersPagePreloader'

const FRAME = 'Embedded app'
const FRAME_HEIGHT = 300
const PAGE_HEIGHT = 2000
// The target's top lies about 50px below the frame's bottom edge.
const BLOCK = 340

/**
 * `strategy="viewport"` without a `root`, in an app embedded in an iframe, in a page much taller
 * than the frame. Only a test (no docs page): the `rootMargin` reaches past the frame's own
 * bottom edge, not the edge of the page around it.
 */
function PreloaderInAFrame({ rootMargin }: { rootMargin: string }) {
  const endRef = useRef<HTMLParagraphElement>(null)
  return (
    <InFrame title={FRAME} height={FRAME_HEIGHT} pageHeight={PAGE_HEIGHT}>
      <div style={{ height: BLOCK }}>Page 1 of the embedded app.</div>
      <p ref={endRef} style={{ margin: 0 }}>End of page 1.</p>
      <UsersPagePreloader page={0} pageCount={5} mode="cache" strategy="viewport" rootMargin={rootMargin} target={endRef} />
    </InFrame>
  )
}

const meta = {
  title: 'Components/PagePreloader/In a frame',
  tags: ['!autodocs', '!dev'],
  component: PreloaderInAFrame,
  parameters: { mockApi: { total: 45, latency: 20 } },
} satisfies Meta<typeof PreloaderInAFrame>

export default meta
type Story = StoryObj<typeof meta>

/** Where the target's top lies below the frame's bottom edge, in px. */
async function targetBelowFrame(canvasElement: HTMLElement): Promise<number> {
  await waitFor(() => expect(frameBody(canvasElement, FRAME).textContent).toContain('End of page 1.'), T)
  const target = frameBody(canvasElement, FRAME).querySelector('p')!
  return target.getBoundingClientRect().top - FRAME_HEIGHT
}

/** A margin of 100px reaches the target out of the frame's sight: page 2 is preloaded. */
export const MarginReachesPastTheFrame: Story = {
  name: 'Margin reaches past the frame',
  args: { rootMargin: '100px' },
  play: async (context) => {
    const below = await targetBelowFrame(context.canvasElement)
    await expect(below).toBeGreaterThan(0)
    await expect(below).toBeLessThan(100)
    await waitFor(() => expect(mockApiOf(context).users.log.pages()).toEqual([1]), T)
  },
}

/** A margin of 20px falls short of the target: nothing is preloaded. */
export const MarginFallsShort: Story = {
  name: 'Margin falls short',
  args: { rootMargin: '20px' },
  play: async (context) => {
    const below = await targetBelowFrame(context.canvasElement)
    await expect(below).toBeGreaterThan(20)
    await quietFor(500)
    await expect(mockApiOf(context).users.log.pages()).toEqual([])
  },
}
