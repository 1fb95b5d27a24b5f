import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UsersSource } from '../../../mocks'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls } from '../../support'
import { focusCode } from './code'
import { reconnectCode, revalidationCode } from './code-config'
import { FocusUsers } from './demos/FocusUsers'
import { MountUsers, ReconnectUsers, type MountUsersProps } from './demos/MountUsers'

/**
 * When a key is asked again: on focus at most once per `focusThrottleInterval`, on reconnect
 * (`revalidateOnReconnect`), and when a component mounts
 * on a key that is already cached (`revalidateIfStale`, `revalidateOnMount`). Each story shows its
 * request log.
 */
const meta = {
  title: 'Hooks/useFetch/Revalidation',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const KEY = '/users?page=0&limit=3'
const online = () => window.dispatchEvent(new Event('online'))

// ---------------------------------------------------------------------------------------------

const focus = () => window.dispatchEvent(new Event('focus'))

/**
 * `focusThrottleInterval: 1500`: a window focus revalidates the key, and further focus events
 * within 1.5 s of that are ignored (5 s by default; the mount counts as the first). Press
 * "Simulate focus" three times, the second a moment after the first one's request has answered
 * and the third 1.5 s later: two requests, as the second press is ignored.
 */
export const FocusThrottleInterval: Story = {
  name: 'focusThrottleInterval',
  parameters: {
    mockApi: { latency: 100 },
    fetchConfig: { revalidateOnFocus: true, focusThrottleInterval: 1500 },
    ...showCode(focusCode
      .replace('// By default a focus within 5 s of the last revalidation is ignored.', '// At most one focus revalidation per 1.5 s (5 s by default).')
      .replace('focusThrottleInterval: 0', 'focusThrottleInterval: 1500')),
  },
  render: () => <FocusUsers />,
  play: async (context) => {
    const source = mockApiOf(context).users
    const canvas = within(context.canvasElement)
    // Idle: the hook has its answer (a focus while its request is in flight would join it anyway).
    const idle = () => waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Up to date'), T)
    await canvas.findByRole('list', { name: 'Users' }, T)
    await idle()
    await quietFor(1600) // out of the mount's throttle window
    focus()
    await waitFor(() => expect(source.log.count()).toBe(2), T)
    await idle()
    focus() // within 1.5 s of the last: ignored
    await quietFor(400)
    await expect(source.log.count()).toBe(2)
    await quietFor(1200)
    focus()
    await waitFor(() => expect(source.log.count()).toBe(3), T)
    await settled(source)
  },
}

// ---------------------------------------------------------------------------------------------


/** Goes offline and back online with the demo's buttons (which dispatch the window events). */
async function offlineAndBack(canvasElement: HTMLElement, source: UsersSource) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: 'Users' }, T)
  await settled(source)
  await expect(source.log.count()).toBe(1)
  source.bump()
  await userEvent.click(canvas.getByRole('button', { name: 'Simulate going offline' }))
  await expect(canvas.getByRole('status')).toHaveTextContent('Offline')
  await userEvent.click(canvas.getByRole('button', { name: 'Simulate coming back online' }))
  return canvas
}

/**
 * `revalidateOnReconnect` (on by default): when the browser fires `online` after `offline`, the
 * hook asks the server again, once. The play function changes the server's data while "offline".
 */
export const RevalidateOnReconnect: Story = {
  name: 'revalidateOnReconnect',
  parameters: { mockApi: { latency: 150 }, ...showCode(reconnectCode('')) },
  beforeEach: () => online, // whatever happens, the next story starts online
  render: () => <ReconnectUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = await offlineAndBack(canvasElement, source)
    await waitFor(() => expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3, 2)), T)
    await settled(source)
    await expect(canvas.getByRole('status')).toHaveTextContent('Online, up to date')
    await expect(urls(source)).toEqual([KEY, KEY])
  },
}

/** With `revalidateOnReconnect: false` the same offline/online round trip makes no request. */
export const ReconnectOff: Story = {
  name: 'revalidateOnReconnect: false',
  parameters: { mockApi: { latency: 150 }, ...showCode(reconnectCode('{ revalidateOnReconnect: false }')) },
  beforeEach: () => online,
  render: () => <ReconnectUsers options={{ revalidateOnReconnect: false }} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = await offlineAndBack(canvasElement, source)
    await expect(canvas.getByRole('status')).toHaveTextContent('Online, up to date')
    await quietFor(400)
    await expect(source.log.count()).toBe(1)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(names(0, 3)) // still version 1
  },
}

// ---------------------------------------------------------------------------------------------


/** Loads the first reader, mounts the second, and returns the second card. */
async function mountSecond(canvasElement: HTMLElement, title: string, source: UsersSource) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: 'First reader users' }, T)
  await settled(source)
  await expect(source.log.count()).toBe(1)
  await userEvent.click(canvas.getByRole('button', { name: 'Mount a second reader' }))
  const card = within(canvas.getByRole('group', { name: title }))
  // Cached data shows at once, whatever the options.
  await expect(itemsOf(card.getByRole('list'))).toEqual(names(0, 3))
  return card
}

const staleStory = (label: string, secondOptions?: MountUsersProps['secondOptions']): NonNullable<Story['render']> =>
  () => <MountUsers secondLabel={label} secondOptions={secondOptions} />

/**
 * The default (`revalidateIfStale: true`): a component that mounts on a cached key shows the
 * cached users at once and revalidates them in the background: one more request.
 */
export const RevalidateIfStale: Story = {
  name: 'revalidateIfStale (default)',
  parameters: { mockApi: { latency: 200 }, ...showCode(revalidationCode('')) },
  render: staleStory('default options'),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    await mountSecond(canvasElement, 'Second reader (default options)', source)
    await waitFor(() => expect(source.log.count()).toBe(2), T)
    await settled(source)
    await expect(urls(source)).toEqual([KEY, KEY])
  },
}

/**
 * `revalidateIfStale: false`: the second component shows the cached users and asks nothing
 * (handy for data that never changes). A key that is not cached yet is still fetched.
 */
export const RevalidateIfStaleOff: Story = {
  name: 'revalidateIfStale: false',
  parameters: { mockApi: { latency: 200 }, ...showCode(revalidationCode('{ revalidateIfStale: false }')) },
  render: staleStory('revalidateIfStale false', { revalidateIfStale: false }),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const card = await mountSecond(canvasElement, 'Second reader (revalidateIfStale false)', source)
    await quietFor(400)
    await expect(source.log.count()).toBe(1)
    await expect(card.getByRole('status')).toHaveTextContent('No request running')
  },
}

/**
 * `revalidateOnMount` decides the mount alone when it is set: `true` here fetches on mount even
 * with `revalidateIfStale: false` (one more request). (`false` never fetches on mount: see the
 * fallback stories.)
 */
export const RevalidateOnMount: Story = {
  name: 'revalidateOnMount: true',
  parameters: { mockApi: { latency: 200 }, ...showCode(revalidationCode('{ revalidateOnMount: true, revalidateIfStale: false }')) },
  render: staleStory('revalidateOnMount true, revalidateIfStale false', { revalidateOnMount: true, revalidateIfStale: false }),
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    await mountSecond(canvasElement, 'Second reader (revalidateOnMount true, revalidateIfStale false)', source)
    await waitFor(() => expect(source.log.count()).toBe(2), T)
    await settled(source)
    await expect(urls(source)).toEqual([KEY, KEY])
  },
}
