import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { jsValue, mockApiOf, showCodeFromArgs, T } from '../../support'
import { searchCode } from './code'
import { PlaygroundDemo } from './demos/PlaygroundDemo'
import { expectIdle } from './play'

/**
 * Try the extra options of `useFetchInfinite(getKey, fetcher, options)` on an index source (60
 * users, pages of 5, 200 ms latency), and watch the request log: Load more, search (a new first
 * key), "Change data on server" and window focus all revalidate by the same rules. Beyond SWR's:
 * `parallel: 2` keeps at most two pages in flight, and `maxPages` keeps a window of pages (the
 * oldest is dropped as more load).
 */
const meta = {
  title: 'Hooks/useFetchInfinite/Playground',
  component: PlaygroundDemo,
  tags: ['autodocs'],
  args: { initialSize: 1, revalidateFirstPage: true, revalidateAll: false, parallel: false, persistSize: false },
  argTypes: {
    initialSize: { control: { type: 'number', min: 0, max: 12, step: 1 } },
    parallel: { control: 'inline-radio', options: [false, true, 2] },
    maxPages: { control: { type: 'number', min: 1, step: 1 } },
  },
  parameters: {
    mockApi: { total: 60, pageSize: 5, latency: 200 },
    fetchConfig: { dedupingInterval: 0 },
    ...showCodeFromArgs((args) => searchCode(jsValue(args))),
  },
} satisfies Meta<typeof PlaygroundDemo>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async (context) => {
    const { canvasElement, args } = context
    const source = mockApiOf(context).users
    const canvas = within(canvasElement)
    const n = args.initialSize ?? 1
    await expect(canvas.getByTestId('size')).toHaveTextContent(String(n))
    await expectIdle(canvas, n)
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent(String(n + 1))
    await expectIdle(canvas, n + 1)
    // The new page was requested (whatever else the options asked to revalidate).
    await waitFor(() => expect(source.log.pages()).toContain(n), T)
  },
}

/** The same with `initialSize: 4` and `parallel: true`: the four first pages are in flight together. */
export const FourPagesInParallel: Story = {
  name: 'Playground: 4 pages in parallel',
  args: { initialSize: 4, parallel: true, revalidateFirstPage: false },
  play: async (context) => {
    await Playground.play!(context)
    // Sequential mode would have had one request in flight at a time.
    await expect(mockApiOf(context).users.log.maxConcurrency()).toBe(4)
  },
}
