// jsdom checks for the story-support views (they live in stories/support, tested here because
// the unit project only collects src/ and mocks/).
import { act, render, screen, within } from '@testing-library/react'
import { PageList, RequestLog } from '../stories/support/RequestLog'
import { useSource } from '../src/test/server'
import { createUsersSource, fetchJson, makeUser, type CursorPage, type User } from './index'

it('RequestLog renders the live log as a table and follows resets', async () => {
  const src = useSource(createUsersSource({ failures: [{ page: 1, status: 500 }] }))
  render(<RequestLog log={src.log} />)
  const table = screen.getByRole('table', { name: 'Network (MSW request log)' })
  expect(within(table).getByText('No requests yet')).toBeInTheDocument()
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
    ['#', 'request', 'status', 'started ms', 'duration ms'])

  await act(async () => {
    await fetchJson('/users?page=0&limit=2')
    await fetchJson('/users?page=1&limit=2').catch(() => {})
  })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(
    ['/users?page=0&limit=2', '/users?page=1&limit=2'])
  expect(within(rows[1]).getByRole('cell', { name: '500' })).toBeInTheDocument()

  act(() => src.log.reset())
  expect(within(table).getByText('No requests yet')).toBeInTheDocument()
})

it('PageList shows array pages and cursor pages as labelled groups', () => {
  const arrays: User[][] = [[makeUser(0), makeUser(1)], []]
  const { rerender } = render(<PageList pages={arrays} />)
  expect(within(screen.getByRole('group', { name: 'Page 1' })).getAllByRole('listitem')).toHaveLength(2)
  expect(within(screen.getByRole('group', { name: 'Page 2' })).getByText('No items')).toBeInTheDocument()

  const cursors: CursorPage<User>[] = [{ data: [makeUser(5)], nextCursor: null }]
  rerender(<PageList pages={cursors} renderItem={(u) => `#${u.id}`} />)
  expect(screen.getAllByRole('group')).toHaveLength(1)
  expect(screen.getByRole('listitem')).toHaveTextContent('#6')
})
