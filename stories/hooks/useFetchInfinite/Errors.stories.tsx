import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import useFetchInfinite from '../../../src/infinite'
import { createUsersSource, indexKey } from '../../../mocks'
import { InfiniteView, secondaryButton } from '../infinite-demos/InfiniteView'
import { Isolated, describeStory, expectIdle, expectLog, fetchUsers, namesOnPage, resetSource, T, docsParameters } from '../infinite-demos/support'

const LIMIT = 5
const getKey = indexKey(LIMIT)
const page = (n: number) => `/users?page=${n}&limit=${LIMIT}`

const source = createUsersSource({ total: 40, pageSize: LIMIT, latency: 120 })

function ErrorList() {
  const result = useFetchInfinite(getKey, fetchUsers)
  const controls = (
    <>
      <button type="button" style={secondaryButton} onClick={() => source.fail({ page: 2, status: 500 })}>
        Break page 3 on the server
      </button>
      <button type="button" style={secondaryButton} onClick={() => source.set({ failures: [] })}>
        Repair the server
      </button>
      <button type="button" style={secondaryButton} onClick={() => source.log.reset()}>Clear request log</button>
    </>
  )
  // Retry = revalidate every loaded page (`mutate()`); `setSize(size)` would also work and
  // request only page 0 and the missing page.
  return (
    <InfiniteView title="Error on page 3" result={result} log={source.log} pageSize={LIMIT}
      controls={controls} onRetry={() => void result.mutate()} />
  )
}

const meta = {
  title: 'Hooks/useFetchInfinite/Errors',
  tags: ['autodocs'],
  parameters: {
    ...docsParameters(
      'Failures come back through `error`, as in `useFetch` (spec 7.1). The first failure ends a sequential walk; ' +
      'the list keeps the pages it already has (design §4).',
    ),
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const ErrorOnPage3: Story = {
  name: 'Error on page 3 keeps pages 1–2',
  parameters: { msw: { handlers: source.handlers }, ...describeStory(
    'The server answers 500 for the third page (zero-based page 2). After two Load more clicks, pages 1–2 stay on screen, an alert reports the error, ' +
    'and Retry (`mutate()`) loads page 3 once the server is repaired. `shouldRetryOnError: false` so the automatic retry does not race the button.') },
  beforeEach: resetSource(source),
  // Focus revalidation off so that clicks into the preview do not add requests to the log.
  render: () => <Isolated config={{ shouldRetryOnError: false, revalidateOnFocus: false }}><ErrorList /></Isolated>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectIdle(canvas, 1)
    await userEvent.click(canvas.getByRole('button', { name: 'Break page 3 on the server' }))
    await expect(source.options.failures).toEqual([{ page: 2, status: 500 }])

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('2')
    await expectIdle(canvas, 2)
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(canvas.getByTestId('size')).toHaveTextContent('3')

    const alert = await canvas.findByRole('alert', {}, T)
    await expect(alert).toHaveTextContent('HTTP 500')
    await expectLog(source, [page(0), page(0), page(1), page(0), page(2)])
    await expect(source.log.entries()[4]).toMatchObject({ page: 2, status: 500, fault: 'status' })
    // Pages 1–2 are kept; page 3 never arrived.
    await expect(canvas.getByTestId('loaded')).toHaveTextContent('2')
    await expect(namesOnPage(canvasElement, 1)).toHaveLength(LIMIT)
    await expect(namesOnPage(canvasElement, 2)).toHaveLength(LIMIT)
    await expect(canvas.queryByRole('region', { name: 'Page 3' })).toBeNull()
    await expect(canvas.getByRole('status')).toHaveTextContent('Stopped on an error')

    // Repair, then Retry: mutate() revalidates the loaded pages and fetches the missing one.
    await userEvent.click(canvas.getByRole('button', { name: 'Repair the server' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Clear request log' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await canvas.findByRole('region', { name: 'Page 3' }, T)
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), T)
    await expectIdle(canvas, 3)
    await expectLog(source, [page(0), page(1), page(2)])
    await expect(namesOnPage(canvasElement, 3)).toHaveLength(LIMIT)
  },
}
