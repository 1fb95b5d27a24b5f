// Page windows: maxPages keeps a bounded window of pages.
import { act, renderHook, waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import useFetchInfinite from '../index'
import { useFetch } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, usersUrl, type CursorPage, type User } from '../../../mocks'
import { cursorFetcher, firstIds, growTo, idOf, renderInfinite, settle, setup, usersFetcher } from './helpers'

describe('maxPages', () => {
  test('loading forward keeps the last maxPages pages; firstPageIndex says where data starts', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    expect(firstIds(result.current)).toEqual([2, 3, 4].map((page) => idOf(src, page)))
    expect(result.current.firstPageIndex).toBe(2)
    expect(result.current.size).toBe(5)
    // One request per page, in order; nothing fetched twice.
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4])
    expect(result.current.hasMore).toBe(true)
    expect(result.current.hasPrevious).toBe(true)
  })

  test('pages the window dropped are not revalidated: mutate() refetches only the pages in data', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 6)
    src.log.reset()
    await act(async () => {
      await result.current.mutate()
    })
    expect(src.log.pages()).toEqual([3, 4, 5])
    expect(result.current.firstPageIndex).toBe(3)
  })

  test('revalidateFirstPage refetches page 0 only while page 0 is in the window', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 5)
    // setSize(2): page 0 again + page 1; setSize(3..5): the new page only.
    expect(src.log.pages()).toEqual([0, 0, 1, 2, 3, 4])
  })

  test('the cache entries of dropped pages are released, unless a mounted hook reads them', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { cache, wrapper } = setup()
    const { result } = renderHook(() => ({
      list: useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 2, revalidateFirstPage: false }),
      // Someone else reads page 1.
      page1: useFetch(usersUrl({ page: 1, limit: 10 }), usersFetcher).data,
    }), { wrapper })
    await waitFor(() => expect(result.current.list.data).toHaveLength(1))
    for (const size of [2, 3, 4, 5]) {
      await act(async () => {
        await result.current.list.setSize(size)
      })
    }
    await settle(src)
    expect(result.current.list.firstPageIndex).toBe(3)
    const pageKeys = [...cache.keys()].filter((key) => key.startsWith('/users'))
    expect(pageKeys.sort()).toEqual([1, 3, 4].map((page) => usersUrl({ page, limit: 10 })).sort())
  })

  test('a list that ends before size keeps its last maxPages pages (not an empty window)', async () => {
    const src = useSource(createUsersSource({ total: 50 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await act(async () => {
      await result.current.setSize(10)
    })
    await settle(src)
    // Pages 0–4 hold users, page 5 is the empty end page.
    expect(result.current.firstPageIndex).toBe(3)
    expect(result.current.data?.map((page) => (page as User[]).length)).toEqual([10, 10, 0])
    expect(result.current.hasMore).toBe(false)
  })

  test('a jump far ahead: sequential mode fetches the pages between for their keys; parallel mode skips them', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const sequential = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(sequential.result.current.data).toHaveLength(1))
    await act(async () => {
      await sequential.result.current.setSize(10)
    })
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect((sequential.result.current.data as CursorPage<User>[]).map((page) => page.data[0].id)).toEqual([7, 8, 9].map((page) => idOf(src, page)))

    src.log.reset()
    const parallel = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel: true, revalidateFirstPage: false }))
    await waitFor(() => expect(parallel.result.current.data).toHaveLength(1))
    await act(async () => {
      await parallel.result.current.setSize(10)
    })
    await settle(src)
    expect(src.log.pages()).toEqual([0, 7, 8, 9])
    expect(firstIds(parallel.result.current as { data?: User[][] })).toEqual([7, 8, 9].map((page) => idOf(src, page)))
  })

  test('setSize to a size at or before the window starts the list from page 0 again', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 8)
    expect(result.current.firstPageIndex).toBe(5)
    await act(async () => {
      await result.current.setSize(2)
    })
    await settle(src)
    expect(result.current.firstPageIndex).toBe(0)
    expect(firstIds(result.current)).toEqual([0, 1].map((page) => idOf(src, page)))
  })

  test.each([0, -1, 1.5, Number.NaN])('maxPages %s is not a window: every page is kept, with a dev warning', async (maxPages) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    expect(result.current.data).toHaveLength(4)
    expect(result.current.firstPageIndex).toBe(0)
    expect(warn.mock.calls.some(([message]) => String(message).includes('"maxPages" must be a positive integer'))).toBe(true)
    warn.mockRestore()
  })
})
