// The docs check's settle loop on a clock of its own: when it takes a page for at rest, and
// what it reports then.
import { expect, test } from 'vitest'
import type { StoryReport } from './inspect'
import { MIN_WAIT_MS, QUIET_MS, settle, type Clock } from './settle'

const SCOPE = 'story--in-its-own-frame~1'

/** A story in a frame of its own with `requests` logged (`pending` of them unanswered). */
const frameReport = (requests: number, pending = 0): StoryReport => ({
  id: 'story--in-its-own-frame', where: 'frame', marked: true, check: { scrollsItsFrame: true }, scope: SCOPE,
  requests, pending, failed: 0, errorShown: null, items: 10, missing: [], broken: null, clipped: null, height: 560,
})

function fakeClock(): Clock & { at: number } {
  const clock = { at: 0, now: () => clock.at, wait: async (ms: number) => void (clock.at += ms) }
  return clock
}

/**
 * The story's first page is logged and answered at once. Its play function then pauses longer
 * than the quiet period and sends its next request at `sentAt`; the mock server logs it at
 * `loggedAt` and answers it 100 ms later.
 */
function frameWithPlay(clock: { now: () => number }, sentAt: number, loggedAt: number) {
  return {
    inspect: async () => {
      const t = clock.now()
      return [t < loggedAt ? frameReport(1) : frameReport(2, t < loggedAt + 100 ? 1 : 0)]
    },
    sent: () => new Map([[SCOPE, clock.now() < sentAt ? 1 : 2]]),
  }
}

test('a request the browser has sent and the log has not shown yet keeps the page from settling', async () => {
  const clock = fakeClock()
  // Sent just before the poll at which the log had rested long enough; logged after it.
  const sentAt = MIN_WAIT_MS - 50
  const result = await settle(frameWithPlay(clock, sentAt, MIN_WAIT_MS + 100), clock)
  expect(result.settled).toBe(true)
  expect(result.reports[0].requests).toBe(2)
  expect(result.sent.get(SCOPE)).toBe(2)
  expect(clock.at).toBeGreaterThanOrEqual(MIN_WAIT_MS + 200 + QUIET_MS)
})

test('the browser\'s counts are those read with the reports, not what it sends after', async () => {
  const clock = fakeClock()
  const live = new Map([[SCOPE, 1]])
  const result = await settle({ inspect: async () => [frameReport(1)], sent: () => live }, clock)
  live.set(SCOPE, 2)
  expect(result.settled).toBe(true)
  expect(result.reports[0].requests).toBe(1)
  expect(result.sent.get(SCOPE)).toBe(1)
})
