import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Pager, PagePreloader, useFetch } from '../../../src'
import type { User } from '../../../mocks'
import { mockApiOf, Note, quietFor, showCode, useMockApi } from '../../support'
import { UsersPage, usersPageKey } from './UsersPage'

const unknownTotalCode = `
import { useState } from 'react'
import { Pager, PagePreloader, useFetch } from 'pagekit'

type User = { id: number; name: string }
const pageKey = (page: number) => \`/users?page=\${page}&limit=10\`
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

function UsersPage({ page }: { page: number }) {
  const { data } = useFetch(pageKey(page), fetcher)
  return <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

export function Users() {
  const [page, setPage] = useState(0)
  const { data, isLoading } = useFetch(pageKey(page), fetcher, { keepPreviousData: true })
  // The server tells no total: there is a next page while the page shown is full.
  const hasNext = !isLoading && data?.length === 10
  return (
    <>
      <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      <Pager page={page} onPageChange={setPage} hasNext={hasNext} />
      <PagePreloader page={page} hasNext={hasNext} getKey={pageKey} strategy="eager">
        {(p) => <UsersPage page={p} />}
      </PagePreloader>
    </>
  )
}
`

/**
 * Where the server tells no total, the preloader has no `pageCount` to stop at: `hasNext`
 * tells it whether a next page exists, here while the page shown is full (10 users). 25 users:
 * pages 2 and 3 are preloaded as the user goes on, and on page 3 (5 users) nothing more is
 * requested. Without `hasNext` it would request a page 4 that does not exist.
 */
const meta = {
  title: 'Components/PagePreloader/Unknown total',
  component: PagePreloader,
  tags: ['autodocs'],
  parameters: { mockApi: { total: 25, pageSize: 10, latency: 100 }, ...showCode(unknownTotalCode) },
} satisfies Meta<typeof PagePreloader>

export default meta
type Story = StoryObj<typeof meta>

const LIMIT = 10

function UnknownTotalDemo() {
  const api = useMockApi()
  const [page, setPage] = useState(0)
  const [preloaded, setPreloaded] = useState<number[]>([])
  const { data, isLoading } = useFetch(usersPageKey(page, LIMIT), api.fetchJson<User[]>, { keepPreviousData: true })
  const hasNext = !isLoading && data?.length === LIMIT
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <section role="group" aria-label="Users" aria-busy={isLoading}>
        <ul style={{ margin: 0, paddingLeft: 20, minHeight: '10lh' }}>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
      </section>
      <Pager page={page} onPageChange={setPage} hasNext={hasNext} />
      <Note>Preloaded: {preloaded.length ? preloaded.map((p) => `page ${p + 1}`).join(', ') : 'nothing yet'}.</Note>
      <PagePreloader
        page={page}
        hasNext={hasNext}
        getKey={(p) => usersPageKey(p, LIMIT)}
        fetcher={api.fetchJson}
        strategy="eager"
        onPreload={(target) => setPreloaded((list) => [...list, target.page])}
      >
        {(p) => <UsersPage page={p} limit={LIMIT} />}
      </PagePreloader>
    </div>
  )
}

/** Next page twice: pages 2 and 3 come from their preloads; on the last page nothing is preloaded. */
export const HasNext: Story = {
  name: 'hasNext',
  parameters: { docsCheck: { shows: ['Preloaded: page 2.'] } },
  render: () => <UnknownTotalDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const log = mockApiOf(context).users.log
    const next = () => canvas.getByRole('button', { name: 'Next page' })
    await waitFor(() => expect(log.pages()).toEqual([0, 1]), { timeout: 3000 })
    await waitFor(() => expect(log.pending()).toBe(0), { timeout: 3000 })
    await userEvent.click(next())
    await waitFor(() => expect(log.pages()).toEqual([0, 1, 2]), { timeout: 3000 })
    await waitFor(() => expect(log.pending()).toBe(0), { timeout: 3000 })
    await userEvent.click(next())
    await waitFor(() => expect(within(canvas.getByRole('group', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(5), { timeout: 3000 })
    await expect(next()).toHaveAttribute('aria-disabled', 'true')
    await quietFor(500) // a preload of page 4 would have started by now
    await expect(log.pages()).toEqual([0, 1, 2])
    await expect(canvas.getByText('Preloaded: page 2, page 3.')).toBeInTheDocument()
  },
}
