// useInfiniteData: the list's data and actions with no DOM, and a list shape of the app's own
// (a table) built on it with the Load more button.
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type User } from '../../../mocks'
import { fetcher, isolated } from '../../test/infinite-list'
import { LoadMoreButtonBase } from '../LoadMoreButton/LoadMoreButtonBase'
import { useInfiniteData } from './useInfiniteData'

// A loaded machine (the story tests run beside these) can take more than a second per page.
const patiently = { timeout: 5000 }

describe('useInfiniteData', () => {
  it('gives pages, items, status, loadMore and retry, and nothing of the DOM', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    const { result } = renderHook(() => useInfiniteData({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    expect(result.current.status).toBe('loading')
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    expect(result.current.items).toHaveLength(10)
    expect(result.current.data).toHaveLength(1)
    expect(result.current.hasMore).toBe(true)
    expect(Object.keys(result.current).sort()).toEqual([
      'data', 'error', 'firstPageIndex', 'hasMore', 'hasPrevious', 'isEnd', 'isLoading', 'isLoadingMore', 'isLoadingPrevious',
      'isRetrying', 'isValidating', 'itemOffset', 'items', 'loadMore', 'loadPrevious', 'mutate', 'pageItemCounts', 'previousError',
      'retry', 'setSize', 'size', 'status', 'total',
    ])
    let calls: boolean[] = []
    act(() => {
      calls = [result.current.loadMore(), result.current.loadMore()]
    })
    expect(calls).toEqual([true, false])
    expect(result.current.isLoadingMore).toBe(true)
    await waitFor(() => expect(result.current.items).toHaveLength(20), patiently)
    // revalidateFirstPage defaults to false here too: loading more costs one request.
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('a failed page: error.pageIndex, and retry() refetches that page alone', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    const { result } = renderHook(() => useInfiniteData({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('error'), patiently)
    expect(result.current.error?.pageIndex).toBe(1)
    expect(result.current.items).toHaveLength(10)
    src.log.reset()
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('idle'), patiently)
    expect(result.current.items).toHaveLength(20)
    expect(src.log.pages()).toEqual([1])
  })
})

/** A list shape of the app's own: a table of users, with pagekit's Load more button. */
function UsersTable({ total }: { total: number }) {
  const users = useInfiniteData({ getKey: indexKey(10), fetcher, getTotal: () => total })
  return (
    <>
      <table aria-label="Users">
        <tbody>
          {users.items.map((user: User) => (
            <tr key={user.id}><td>{user.name}</td></tr>
          ))}
        </tbody>
      </table>
      <LoadMoreButtonBase list={users} />
    </>
  )
}

describe('LoadMoreButton driven by useInfiniteData (no InfiniteList around it)', () => {
  const rows = () => within(screen.getByRole('table', { name: 'Users' })).queryAllByRole('row')

  it('loads the next page on each click, one request per page, and ends inert', async () => {
    const src = useSource(createUsersSource({ total: 20, latency: 5 }))
    render(<UsersTable total={20} />, { wrapper: isolated })
    const button = await screen.findByRole('button', { name: 'Load more' }, patiently)
    await waitFor(() => expect(rows()).toHaveLength(10), patiently)
    await userEvent.click(button)
    await userEvent.click(button)
    await waitFor(() => expect(rows()).toHaveLength(20), patiently)
    expect(src.log.pages()).toEqual([0, 1])
    await waitFor(() => expect(button).toHaveTextContent('No more items'), patiently)
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toHaveAttribute('aria-controls')
  })

  it('after a failed page it reads Retry and refetches only that page', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    render(<UsersTable total={45} />, { wrapper: isolated })
    await waitFor(() => expect(rows()).toHaveLength(10), patiently)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, patiently))
    await waitFor(() => expect(rows()).toHaveLength(20), patiently)
    expect(src.log.pages()).toEqual([0, 1, 1])
  })
})
