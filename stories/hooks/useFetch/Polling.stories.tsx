import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UsersSource } from '../../../mocks'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T } from '../../support'
import { pollingCode } from './code-config'
import { HiddenTabUsers, OfflineUsers, PausableUsers, PollingUsers } from './demos/PollingUsers'

/**
 * `refreshInterval` polls a key; `refreshWhenHidden` keeps polling in a hidden tab and
 * `refreshWhenOffline` while the browser is offline; `isPaused` stops every revalidation while
 * it returns true. The stories poll every 300 ms (with
 * `dedupingInterval: 0`: a poll within `dedupingInterval` of the last request, 2 s by default,
 * reuses that request instead of asking the server). Each request log shows the latest five
 * requests and says how many came before them.
 */
const meta = {
  title: 'Hooks/useFetch/Polling and pausing',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const INTERVAL = 300

/** Waits until the source has seen more than `count` requests. */
const moreThan = (source: UsersSource, count: number) =>
  waitFor(() => expect(source.log.count()).toBeGreaterThan(count), T)

/** The height of the story's frame: the demo and its request log. */
const frameHeight = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-docs-story]')!.getBoundingClientRect().height

/** After `settled`, no new request within three polling periods. */
async function expectNoMoreRequests(source: UsersSource) {
  await settled(source)
  const count = source.log.count()
  await quietFor(3 * INTERVAL)
  await expect(source.log.count()).toBe(count)
}

/**
 * `refreshInterval: 300`: the hook asks the server again 300 ms after each answer. Change the data
 * on the server and the list follows within one period; untick "Poll" (the interval becomes 0)
 * and the requests stop.
 */
export const RefreshInterval: Story = {
  name: 'refreshInterval',
  parameters: {
    mockApi: { latency: 100 },
    docsCheck: { polls: true },
    ...showCode(pollingCode('{ refreshInterval: 300 }')),
  },
  render: () => <PollingUsers interval={INTERVAL} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    const height = frameHeight(canvasElement)
    await moreThan(source, 2) // the first request and at least two polls

    // The next poll (or one already in flight) brings the new names.
    await userEvent.click(canvas.getByRole('button', { name: 'Change data on the server' }))
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    // More requests than the log has rows: it shows the latest ones in the room it had from the
    // start, so on a docs page the demo does not grow at every poll and move the page.
    await moreThan(source, 6)
    await expect(frameHeight(canvasElement)).toBe(height)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Poll every 300 ms' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling stopped')
    await expectNoMoreRequests(source)
    await expect(source.log.entries().every((e) => e.url === '/users?page=0&limit=3' && e.status === 200)).toBe(true)
  },
}

/**
 * The play of a polling pause and its override: polling runs; with `probe` checked, the hook's
 * probe says not to poll and nothing is requested; checking `option` makes it poll anyway;
 * unchecking it is quiet again (nothing left running for the next story).
 */
function pauseThenOverride({ probe, pausedStatus, option }: { probe: string; pausedStatus: string; option: string }): NonNullable<Story['play']> {
  return async (context) => {
    const source = mockApiOf(context).users
    const canvas = within(context.canvasElement)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await moreThan(source, 1)

    await userEvent.click(canvas.getByRole('checkbox', { name: probe }))
    await expect(canvas.getByRole('status')).toHaveTextContent(pausedStatus)
    await expectNoMoreRequests(source)

    const paused = source.log.count()
    await userEvent.click(canvas.getByRole('checkbox', { name: option }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    await moreThan(source, paused + 1)

    await userEvent.click(canvas.getByRole('checkbox', { name: option }))
    await expectNoMoreRequests(source)
  }
}

/**
 * By default polling pauses while the tab is hidden (`refreshWhenHidden: false`) and resumes when
 * it is visible again. With `refreshWhenHidden: true` it goes on in the background. The demo
 * simulates a hidden tab through the config's `isVisible` probe; switching tabs works too.
 */
export const RefreshWhenHidden: Story = {
  name: 'refreshWhenHidden',
  parameters: {
    mockApi: { latency: 100 },
    docsCheck: { polls: true },
    ...showCode(pollingCode('{\n    refreshInterval: 300,\n    refreshWhenHidden: true, // default false: a hidden tab does not poll\n  }')),
  },
  render: () => <HiddenTabUsers interval={INTERVAL} />,
  play: pauseThenOverride({ probe: 'Simulate a hidden tab', pausedStatus: 'Not polling: the tab is hidden', option: 'refreshWhenHidden' }),
}

/**
 * By default polling pauses while the browser is offline (`refreshWhenOffline: false`), as a
 * request would fail anyway. With `refreshWhenOffline: true` it goes on (say, for a server on the
 * local network). The demo simulates being offline through the config's `isOnline` probe.
 */
export const RefreshWhenOffline: Story = {
  name: 'refreshWhenOffline',
  parameters: {
    mockApi: { latency: 100 },
    docsCheck: { polls: true },
    ...showCode(pollingCode('{\n    refreshInterval: 300,\n    refreshWhenOffline: true, // default false: no polling while offline\n  }')),
  },
  render: () => <OfflineUsers interval={INTERVAL} />,
  play: pauseThenOverride({ probe: 'Simulate being offline', pausedStatus: 'Not polling: the browser is offline', option: 'refreshWhenOffline' }),
}

/**
 * `isPaused: () => paused`: while it returns true neither the 300 ms poll nor a window focus
 * (focus revalidation is on here, unthrottled) starts a request. Untick "Pause" and polling
 * picks up again at its next tick.
 */
export const IsPaused: Story = {
  name: 'isPaused',
  parameters: {
    mockApi: { latency: 100 },
    docsCheck: { polls: true },
    ...showCode(pollingCode('{\n    refreshInterval: 300,\n    isPaused: () => paused, // e.g. while the user edits a row\n  }').replace('export function Users() {', 'export function Users({ paused }: { paused: boolean }) {')),
  },
  render: () => <PausableUsers interval={INTERVAL} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await moreThan(source, 1)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Paused: no requests')
    await settled(source)
    const count = source.log.count()
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate focus' }))
    await quietFor(3 * INTERVAL)
    await expect(source.log.count()).toBe(count)

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Polling every 300 ms')
    await moreThan(source, count)

    // Paused again at the end: no request may outlive the story.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pause' }))
    await expectNoMoreRequests(source)
  },
}
