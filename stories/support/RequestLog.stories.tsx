import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { createRequestLog, usersUrl } from '../../mocks'
import { RequestLog } from './RequestLog'
import { T } from './play'

/**
 * The request log under the stories (stories/support/RequestLog) in a box too narrow for its
 * columns, as on a phone's docs page: it scrolls in its own box and shows edge shadows, and only
 * while it overflows (axe cannot check text contrast over the gradient). Only a test (no docs page).
 */
const meta = {
  title: 'Components/Request log',
  tags: ['!autodocs', '!dev'],
} satisfies Meta

export default meta

// The table needs about 480 px: it overflows the narrow box and fits the wide one.
const NARROW = 320
const WIDE = 640

/** A log with a few finished requests (one failed) and one still pending. */
function sampleLog() {
  const log = createRequestLog()
  const start = (page: number) => log.start({ url: usersUrl({ page, limit: 10 }), mode: 'index', page, offset: page * 10, limit: 10 })
  start(0)({ status: 200, ok: true })
  start(1)({ status: 200, ok: true })
  start(2)({ status: 500, ok: false, fault: 'status' })
  start(3)
  return log
}

function TwoBoxes() {
  const [log] = useState(sampleLog)
  return (
    <>
      <div data-box="narrow" style={{ width: NARROW }}>
        <RequestLog log={log} story="the narrow box" />
      </div>
      <div data-box="wide" style={{ width: WIDE }}>
        <RequestLog log={log} story="the wide box" />
      </div>
    </>
  )
}

const cueOn = (scroller: HTMLElement) => scroller.hasAttribute('data-overflowing')

/** Waits for the cue to be `on`, then checks the scroll box agrees: it scrolls and shades its edges, or fits. */
async function expectCue(scroller: HTMLElement, on: boolean) {
  await waitFor(() => expect(cueOn(scroller)).toBe(on), T)
  const box = scroller.parentElement!
  // The log scrolls inside its box instead of widening it.
  await expect(scroller.offsetWidth).toBe(box.clientWidth)
  if (on) {
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    scroller.scrollLeft = scroller.scrollWidth
    await expect(scroller.scrollLeft).toBeGreaterThan(0)
    scroller.scrollLeft = 0
    await expect(getComputedStyle(scroller).backgroundImage).toMatch(/gradient/)
  } else {
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
    await expect(getComputedStyle(scroller).backgroundImage).toBe('none')
  }
}

const resize = (scroller: HTMLElement, width: number) => {
  scroller.parentElement!.style.width = `${width}px`
}

/**
 * The cue in the narrow box and none in the wide one; then each box is resized while shown,
 * and the cue follows (the ResizeObserver, not only the first measure).
 */
export const CueOnlyWhileOverflowing: StoryObj<typeof meta> = {
  name: 'Scroll cue only while the columns overflow',
  render: () => <TwoBoxes />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const narrow = canvas.getByRole('region', { name: /of the narrow box$/ })
    const wide = canvas.getByRole('region', { name: /of the wide box$/ })
    await step('at first: the narrow box overflows, the wide one fits', async () => {
      await expectCue(narrow, true)
      await expectCue(wide, false)
    })
    await step('the narrow box widened: the cue goes', async () => {
      resize(narrow, WIDE)
      await expectCue(narrow, false)
    })
    await step('the wide box narrowed: the cue comes', async () => {
      resize(wide, NARROW)
      await expectCue(wide, true)
    })
    await step('the first box narrowed again: the cue comes back', async () => {
      resize(narrow, NARROW)
      await expectCue(narrow, true)
    })
  },
}

/** The same in the dark theme: the cue's colours are the theme's, and axe checks them there too. */
export const CueInTheDarkTheme: StoryObj<typeof meta> = {
  ...CueOnlyWhileOverflowing,
  name: 'Scroll cue in the dark theme',
  parameters: { theme: 'dark' },
}
