import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { createUsersSource } from '../../../mocks'
import { RequestLog } from '../../support'
import { SUSPENSE_KEY, SuspenseUsers } from './demos/SuspenseUsers'
import { docsParameters, Isolated, itemsOf, names, quietFor, settled, T, urls } from './demos/support'

const meta = {
  title: 'Hooks/useFetch/Options/Suspense',
  tags: ['autodocs'],
  parameters: docsParameters(
    '`suspense: true`: the component suspends until the data is there, so the nearest `<Suspense fallback>` ' +
    'shows meanwhile, and a failed request is thrown to the nearest error boundary. These stories keep the ' +
    'default `dedupingInterval` (2 s): the mount right after the suspended render reuses that request.',
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// `dedupingInterval: 2000` (the default) over the Isolated wrapper's 0; no automatic retry in the error story.
const suspenseConfig = { dedupingInterval: 2000, shouldRetryOnError: false }

const source = createUsersSource({ latency: 300 })
const failingSource = createUsersSource({ latency: 200, failures: [{ page: 0, status: 500, times: 1 }] })

/** The Suspense fallback shows while the request runs, then the list: one request. */
export const SuspenseFallback: Story = {
  name: 'suspense',
  parameters: { msw: { handlers: source.handlers } },
  beforeEach: () => source.reset(),
  render: () => (
    <Isolated config={suspenseConfig}>
      <SuspenseUsers />
      <RequestLog log={source.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users (Suspense fallback)…')
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await quietFor(300) // a (wrong) second request on mount would have started by now
    await settled(source)
    await expect(urls(source)).toEqual([SUSPENSE_KEY])
  },
}

/**
 * The request fails (HTTP 500, once): the error reaches the error boundary, which shows it as an
 * alert. "Try again" clears the key from the cache and renders the reader again: it suspends,
 * and the second request succeeds.
 */
export const SuspenseError: Story = {
  name: 'suspense + error boundary',
  parameters: { msw: { handlers: failingSource.handlers } },
  beforeEach: () => failingSource.reset(),
  render: () => (
    <Isolated config={suspenseConfig}>
      <SuspenseUsers />
      <RequestLog log={failingSource.log} />
    </Isolated>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent('the server answered 500')
    await expect(failingSource.log.entries().map((e) => e.status)).toEqual([500])

    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading users (Suspense fallback)…')
    const list = await canvas.findByRole('list', { name: 'Users' }, T)
    await expect(itemsOf(list)).toEqual(names(0, 3))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await settled(failingSource)
    await expect(failingSource.log.entries().map((e) => [e.url, e.status])).toEqual([[SUSPENSE_KEY, 500], [SUSPENSE_KEY, 200]])
  },
}
