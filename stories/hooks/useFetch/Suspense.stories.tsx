import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { itemsOf, mockApiOf, names, quietFor, settled, showCode, T, urls } from '../../support'
import { suspenseCode } from './code-config'
import { SUSPENSE_KEY, SuspenseUsers } from './demos/SuspenseUsers'

/**
 * `suspense: true`: the component suspends until the data is there, so the nearest
 * `<Suspense fallback>` shows meanwhile, and a failed request is thrown to the nearest error
 * boundary. These stories keep the default `dedupingInterval` (2 s): the mount right after the
 * suspended render reuses that request.
 */
const meta = {
  title: 'Hooks/useFetch/Suspense',
  tags: ['autodocs'],
  parameters: {
    fetchConfig: { dedupingInterval: 0, revalidateOnFocus: false },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// The default `dedupingInterval` (2 s) over the 0 of these pages; no automatic retry in the error stories.
const suspenseConfig = { dedupingInterval: 2000, shouldRetryOnError: false }

/** The Suspense fallback shows while the request runs, then the list: one request. */
export const SuspenseFallback: Story = {
  name: 'suspense',
  parameters: { mockApi: { latency: 300 }, fetchConfig: suspenseConfig, ...showCode(suspenseCode) },
  render: () => <SuspenseUsers />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users (Suspense fallback)…')
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await quietFor(300) // a (wrong) second request on mount would have started by now
    await settled(source)
    await expect(urls(source)).toEqual([SUSPENSE_KEY])
  },
}

// The request fails once with HTTP 500.
const failingOnce = {
  parameters: {
    mockApi: { latency: 200, failures: [{ page: 0, status: 500, times: 1 }] },
    fetchConfig: suspenseConfig,
    // React logs the error the boundary caught (the failed request's FetchError): part of the demo.
    docsCheck: {
      expectsError: true,
      shows: ['the server answered 500'],
      consoleErrors: ['FetchError: An error occurred while fetching the data.'],
    },
    ...showCode(suspenseCode),
  },
  render: () => <SuspenseUsers />,
}

/** The request fails (HTTP 500): the error reaches the error boundary, which shows it as an alert with "Try again". */
export const SuspenseError: Story = {
  name: 'suspense + error boundary',
  ...failingOnce,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('the server answered 500')
    await expect(source.log.entries().map((e) => e.status)).toEqual([500])
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/**
 * The same failure; "Try again" clears the key from the cache and renders the reader again: it
 * suspends, and the second request succeeds.
 */
export const SuspenseErrorRecovers: Story = {
  name: 'suspense + error boundary → Try again recovers',
  ...failingOnce,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('the server answered 500')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users (Suspense fallback)…')
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await settled(source)
    await expect(source.log.entries().map((e) => [e.url, e.status])).toEqual([[SUSPENSE_KEY, 500], [SUSPENSE_KEY, 200]])
  },
}
