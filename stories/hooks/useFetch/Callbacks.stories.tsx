import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CallbackUsers, DiscardedUsers, SlowUsers } from './demos/CallbackUsers'
import { itemsOf, mockApiOf, names, settled, showCode, T, urls } from '../../support'
import { callbacksCode, discardedCode, loadingSlowCode } from './code-options'

/**
 * Callbacks the hook calls about its requests: `onLoadingSlow` (after `loadingTimeout`, 3 s by
 * default, without an answer), `onSuccess`, `onError` and `onDiscarded` (an answer dropped because
 * it is stale). They fire once per request, for the hook that started it.
 */
const meta = {
  title: 'Hooks/useFetch/Callbacks',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const KEY = '/users?page=0&limit=3'

/**
 * The server takes 1.2 s; with `loadingTimeout: 300` the hook calls `onLoadingSlow` while the
 * request is still running, and the demo shows a "slow connection" notice until the data arrives.
 */
export const LoadingSlow: Story = {
  name: 'loadingTimeout + onLoadingSlow',
  parameters: { mockApi: { latency: 1200 }, ...showCode(loadingSlowCode) },
  render: () => <SlowUsers loadingTimeout={300} />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const notice = await canvas.findByText('This is taking longer than usual: slow connection.', {}, T)
    await expect(notice).toHaveAttribute('role', 'status')
    // Still the first request, unanswered: the notice came from the timeout, not from an answer.
    await expect([source.log.count(), source.log.pending()]).toEqual([1, 1])
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()

    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.queryByText('This is taking longer than usual: slow connection.')).not.toBeInTheDocument()
    await settled(source)
    await expect(urls(source)).toEqual([KEY])
  },
}

/**
 * The first request fails (HTTP 500): `onError` fires; "Retry" (the bound `mutate()`) succeeds
 * and `onSuccess` fires; a second click fires it again. Each callback gets the serialized key.
 */
export const OnSuccessOnError: Story = {
  name: 'onSuccess + onError',
  parameters: {
    mockApi: { latency: 150, failures: [{ page: 0, status: 500, times: 1 }] },
    docsCheck: { expectsError: true },
    ...showCode(callbacksCode),
  },
  render: () => <CallbackUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const events = () => itemsOf(canvas.getByRole('list', { name: 'Callback events' }))
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('the server answered 500')
    await expect(events()).toEqual([`onError: HTTP 500 for ${KEY}`])

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(events()).toEqual([`onError: HTTP 500 for ${KEY}`, `onSuccess: 3 users for ${KEY}`])

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(events()).toHaveLength(3), T)
    await expect(events()[2]).toBe(`onSuccess: 3 users for ${KEY}`)
    await settled(source)
    await expect(source.log.entries().map((e) => e.status)).toEqual([500, 200, 200])
  },
}

/**
 * "Refresh" asks the server (600 ms); "Rename the first user here" changes the list locally with
 * `mutate(data, { revalidate: false })` while that request runs. The answer started before the
 * change, so it is stale: the hook drops it (the rename stays on screen) and calls
 * `onDiscarded(key)`.
 */
export const OnDiscarded: Story = {
  name: 'onDiscarded',
  parameters: { mockApi: { latency: 600 }, ...showCode(discardedCode) },
  render: () => <DiscardedUsers />,
  play: async (context) => {
    const { canvasElement } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const discarded = () => itemsOf(canvas.getByRole('list', { name: 'Discarded answers' }))
    await canvas.findByRole('list', { name: 'Users' }, T)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Idle'), T)
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(source.log.pending()).toBe(1), T)
    await userEvent.click(canvas.getByRole('button', { name: 'Rename the first user here' }))
    await waitFor(() => expect(discarded()).toEqual([`onDiscarded: an answer for ${KEY}`]), T)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Idle'), T)
    await expect(itemsOf(canvas.getByRole('list', { name: 'Users' }))).toEqual(['Ada King', ...names(1, 3)])
    await settled(source)
    await expect(source.log.entries().map((e) => [e.url, e.status])).toEqual([[KEY, 200], [KEY, 200]])
  },
}
