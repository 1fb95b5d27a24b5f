// A failed page: its index, a retry of that page alone, the pages on screen kept.
import { act, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { articles, feed, fetcher, isolated, liveRegion, renderList, scrollToEnd, settled } from '../../test/infinite-list'
import { useInfiniteList } from './useInfiniteList'

describe('useInfiniteList: errors and retry', () => {
  it('reports the failing page index; retry refetches only that page and keeps the others', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 2, times: 1 }] }))
    renderList()
    await settled(10)
    scrollToEnd()
    await settled(20)
    scrollToEnd()
    await screen.findByText("Couldn't load page 3.")
    expect(articles()).toHaveLength(20)
    expect(feed()).toHaveAttribute('aria-busy', 'false')
    await waitFor(() => expect(liveRegion()).toHaveTextContent("Couldn't load page 3."))
    // Auto mode: the default error slot has a Retry button.
    src.log.reset()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await settled(30)
    expect(src.log.pages()).toEqual([2])
    expect(screen.queryByText("Couldn't load page 3.")).toBeNull()
  })

  it('hook: error.pageIndex and retry()', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.pageIndex).toBe(1)
    expect(result.current.error?.key).toBe('/users?page=1&limit=10')
    expect(result.current.error?.error).toBeInstanceOf(Error)
    expect(result.current.items).toHaveLength(10)
    expect(result.current.loadMore()).toBe(false)
    src.log.reset()
    act(() => result.current.retry())
    expect(result.current.status).toBe('loadingMore')
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(20)
    expect(result.current.error).toBeUndefined()
    expect(src.log.pages()).toEqual([1])
  })

  it('a failed first page is "error"; retry loads it', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 0, times: 1 }] }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.pageIndex).toBe(0)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(10)
    expect(src.log.pages()).toEqual([0, 0])
  })
})
