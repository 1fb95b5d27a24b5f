import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PagePreloader } from '../../../src'
import { Button, Controls, mockApiOf, quietFor, showCode, useMockApi } from '../../support'
import { UsersPage, usersPageKey } from './UsersPage'

const keysCode = `
import { useState } from 'react'
import { PagePreloader, useFetch } from 'pagekit'

type User = { id: number; name: string }
const fetcher = (url: string): Promise<User[]> => fetch(url).then((res) => res.json())

function UsersPage({ page }: { page: number }) {
  const { data } = useFetch(\`/users?page=\${page}&limit=10\`, fetcher)
  return <ul>{data?.map((user) => <li key={user.id}>{user.name}</li>)}</ul>
}

// The pages a user is likely to open next, whatever page is shown: the first and the last.
const likelyNext = ['/users?page=0&limit=10', '/users?page=4&limit=10']

export function Users() {
  const [page, setPage] = useState(2)
  return (
    <>
      <UsersPage page={page} />
      <button onClick={() => setPage(0)}>First page</button>
      <button onClick={() => setPage(4)}>Last page</button>
      <PagePreloader keys={likelyNext} fetcher={fetcher} mode="cache" strategy="eager" />
    </>
  )
}
`

/**
 * `keys` preloads explicit keys instead of the pages after `page`: here the first and the last
 * page, while page 3 is shown. Going to either then needs no request. Each key is preloaded once.
 */
const meta = {
  title: 'Components/PagePreloader/Explicit keys',
  component: PagePreloader,
  tags: ['autodocs'],
  parameters: { mockApi: { total: 45, pageSize: 10, latency: 200 }, ...showCode(keysCode) },
} satisfies Meta<typeof PagePreloader>

export default meta
type Story = StoryObj<typeof meta>

function KeysDemo() {
  const api = useMockApi()
  const [page, setPage] = useState(2)
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <UsersPage page={page} />
      <Controls>
        <Button onClick={() => setPage(0)}>First page</Button>
        <Button onClick={() => setPage(4)}>Last page</Button>
      </Controls>
      <PagePreloader keys={[usersPageKey(0), usersPageKey(4)]} fetcher={api.fetchJson} mode="cache" strategy="eager" />
    </div>
  )
}

/** Page 3 loads, and pages 1 and 5 are preloaded at once; showing them makes no request. */
export const Keys: Story = {
  name: 'keys',
  render: () => <KeysDemo />,
  play: async (context) => {
    const canvas = within(context.canvasElement)
    const source = mockApiOf(context).users
    await waitFor(() => expect(source.log.sortedPages()).toEqual([0, 2, 4]), { timeout: 3000 })
    await waitFor(() => expect(source.log.pending()).toBe(0), { timeout: 3000 })
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Page 5'), { timeout: 3000 })
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Page 1'), { timeout: 3000 })
    await quietFor(300) // a (wrong) request on showing a preloaded page would have started by now
    await expect(source.log.count()).toBe(3)
  },
}
