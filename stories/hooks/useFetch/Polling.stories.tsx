import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createUsersSource, type UsersSource } from '../../../mocks'
import { RequestLog } from '../../support'
import { HiddenTabUsers, PausableUsers, PollingUsers } from './demos/PollingUsers'
import { docsParameters, Isolated, itemsOf, names, quietFor, settled, T } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/Polling and pausing',
  tags: ['autodocs'],
  parameters: docsParameters(
    '`refreshInterval` polls a key; `refreshWhenHidden` keeps polling in a hidden tab; `isPaused` stops every ' +
    'revalidation while it returns true. The stories poll every 300 ms (with `dedupingInterval: 0`: a poll within ' +
    '`dedupingInterval` of the last request, 2 s by default, reuses that request instead of asking the server).',
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const INTERVAL = 300

/** Waits until the source has seen more than `count` requests. */
const moreThan = (source: UsersSource, count: number) =>
  waitFor(() => expect(source.log.count()).toBeGreaterThan(count), T)

/** After `settled`, no new request within three polling periods. */
async function expectNoMoreRequests(source: UsersSource) {
  await settled(source)
  const count = source.log.count()
  await quietFor(3 * INTERVAL)
  await expect(source.log.count()).toBe(count)
}

// ---------------------------------------------------------------------------------------------

const pollingSource = createUsersSource({ latency: 100 })

/**
 * `refreshInterval: 300`: the hook asks the server again 300 ms after each answer. Change the data
 * on the server and the list follows within one period; untick "Poll" (the interval becomes 0)
 * and the requests stop.
 */
export const RefreshInterval: Story = {
  name: 'refreshInterval',
  parameters: { msw: { handlers: pollingSource.handlers } },
  beforeEach: () => pollingSource.reset(),
  render: () => (
    <Isolated>
      <PollingUsers interval={INTERVAL} onServerChange={() => pollingSource.bump()} />
      <RequestLog log={pollingSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    await moreThan(pollingSource, 2) // the first request and at least two polls

    // The next poll (or one already in flight) brings the new names.
    await userEvent.click(canvas.getByRole('button', { name: 'Change data on the server' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await moreThan(pollingSource, 3)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Poll every 300 ms' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling stopped')
    await expectNoMoreRequests(pollingSource)
    await expect(pollingSource.log.entries().every((e) => e.url === '/users?page=0&limit=3' && e.status === 200)).toBe(true)
  },
}

// ---------------------------------------------------------------------------------------------

const hiddenSource = createUsersSource({ latency: 100 })

/**
 * By default polling pauses while the tab is hidden (`refreshWhenHidden: false`) and resumes when
 * it is visible again. With `refreshWhenHidden: true` it goes on in the background. The demo
 * simulates a hidden tab through the config's `isVisible` probe; switching tabs works too.
 */
export const RefreshWhenHidden: Story = {
  name: 'refreshWhenHidden',
  parameters: { msw: { handlers: hiddenSource.handlers } },
  beforeEach: () => hiddenSource.reset(),
  render: () => (
    <Isolated>
      <HiddenTabUsers interval={INTERVAL} />
      <RequestLog log={hiddenSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await moreThan(hiddenSource, 1)

    // Hidden, refreshWhenHidden off: the timer ticks but asks nothing.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Simulate a hidden tab' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Not polling: the tab is hidden')
    await expectNoMoreRequests(hiddenSource)

    // refreshWhenHidden on: polling resumes although the tab is still hidden.
    const paused = hiddenSource.log.count()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'refreshWhenHidden' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    await moreThan(hiddenSource, paused + 1)

    // Off again: quiet again (and nothing left running for the next story).
    await userEvent.click(canvas.getByRole('checkbox', { name: 'refreshWhenHidden' }))
    await expectNoMoreRequests(hiddenSource)
  },
}

// ---------------------------------------------------------------------------------------------

const pausedSource = createUsersSource({ latency: 100 })

/**
 * `isPaused: () => paused`: while it returns true neither the 300 ms poll nor a window focus
 * (focus revalidation is on here, unthrottled) starts a request. Untick "Pause" and polling
 * picks up again at its next tick.
 */
export const IsPaused: Story = {
  name: 'isPaused',
  parameters: { msw: { handlers: pausedSource.handlers } },
  beforeEach: () => pausedSource.reset(),
  render: () => (
    <Isolated>
      <PausableUsers interval={INTERVAL} />
      <RequestLog log={pausedSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await moreThan(pausedSource, 1)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused: no requests')
    await settled(pausedSource)
    const count = pausedSource.log.count()
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate focus' }))
    await quietFor(3 * INTERVAL)
    await expect(pausedSource.log.count()).toBe(count)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    await moreThan(pausedSource, count)

    // Paused again at the end: no request may outlive the story.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expectNoMoreRequests(pausedSource)
  },
}
