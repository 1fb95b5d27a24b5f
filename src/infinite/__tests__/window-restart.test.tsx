// A list that starts over from page 0 (a size at or before the window's first page) while its old
// window still shows: no page before that window, until the restart's walk shows its pages.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type UsersSource } from '../../../mocks'
import { firstIds, growTo, idOf, renderInfinite, settle, usersFetcher, whenRequested } from './helpers'

describe('a list starting over from page 0 has no page before the window it still shows', () => {
  /** The list (maxPages: 3), and `misplaced`: the renders that show a page where firstPageIndex does not put it. */
  function renderWindow(src: UsersSource, parallel: boolean) {
    const misplaced: string[] = []
    const hook = renderInfinite(() => {
      const r = useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, parallel, revalidateFirstPage: false })
      if (r.data?.some((page, i) => page?.[0]?.id !== idOf(src, r.firstPageIndex + i))) misplaced.push(`${r.firstPageIndex}: ${firstIds(r)?.join()}`)
      return r
    })
    return { ...hook, misplaced }
  }

  test.each([
    { grown: 'setSize(1)', sizes: [1], requested: [0], shown: [0] },
    // Pages 5-7 are the old window's, still cached.
    { grown: 'setSize(1), then setSize(9) past the old window', sizes: [1, 9], requested: [0, 1, 2, 3, 4, 8], shown: [6, 7, 8] },
  ])('loadPrevious while $grown restarts the list: no page before it, so no request; the restart shows its pages', async ({ sizes, requested, shown }) => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result, misplaced } = renderWindow(src, false)
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 8)
    src.set({ latency: (req) => (req.page === 0 ? 40 : 0) })
    src.log.reset()
    await act(async () => {
      for (const size of sizes) void result.current.setSize(size)
    })
    await whenRequested(src, 1)
    // Pages 5-7 still show while page 0 loads.
    expect(result.current.firstPageIndex).toBe(5)
    expect(result.current.hasPrevious).toBe(false)
    await act(async () => {
      await result.current.loadPrevious()
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual(requested)
    expect(result.current.firstPageIndex).toBe(shown[0])
    expect(firstIds(result.current)).toEqual(shown.map((page) => idOf(src, page)))
    expect(misplaced).toEqual([])
  })

  test('after the restart failed, the old window stays with the error; loadPrevious does not empty it', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { maxPages: 3, revalidateFirstPage: false }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 8)
    src.fail({ page: 0, times: 1 })
    src.log.reset()
    await act(async () => {
      await result.current.setSize(1).catch(() => {})
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.failedPageIndex).toBe(0)
    expect(firstIds(result.current)).toEqual([5, 6, 7].map((page) => idOf(src, page)))
    expect(result.current.hasPrevious).toBe(false)
    await act(async () => {
      await result.current.loadPrevious()
    })
    expect(firstIds(result.current)).toEqual([5, 6, 7].map((page) => idOf(src, page)))
    // Retrying the restart loads page 0.
    await act(async () => {
      await result.current.setSize(1)
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 0])
    expect(firstIds(result.current)).toEqual([idOf(src, 0)])
    expect(result.current.error).toBeUndefined()
  })

  // A later setSize grows the size past the old window's first page, which still shows.
  test.each([
    { mode: 'sequential', parallel: false, failing: 0 },
    { mode: 'parallel', parallel: true, failing: 6 },
  ])('$mode: a restart that fails before it shows a page, grown past the old window: no page before it; setSize walks from page 0', async ({ parallel, failing }) => {
    const src = useSource(createUsersSource({ total: 200 }))
    const { result, misplaced } = renderWindow(src, parallel)
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 10)
    src.fail({ page: failing, times: 1 })
    await act(async () => {
      void result.current.setSize(7).catch(() => {})
      void result.current.setSize(8).catch(() => {})
    })
    await settle(src, () => result.current.isValidating)
    expect(result.current.failedPageIndex).toBe(failing)
    expect(firstIds(result.current)).toEqual([7, 8, 9].map((page) => idOf(src, page)))
    expect(result.current.hasPrevious).toBe(false)
    src.log.reset()
    await act(async () => {
      await result.current.loadPrevious()
    })
    await act(async () => {
      await result.current.setSize(5)
    })
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).not.toContain(6)
    expect(result.current.size).toBe(5)
    expect(result.current.firstPageIndex).toBe(2)
    expect(firstIds(result.current)).toEqual([2, 3, 4].map((page) => idOf(src, page)))
    expect(misplaced).toEqual([])
  })

  test('keepPreviousData: loadPrevious while the old key\'s window shows requests nothing; the new key starts at page 0', async () => {
    const src = useSource(createUsersSource({ total: 200, latency: 20 }))
    const { result, rerender } = renderInfinite((q: string) => useFetchInfinite(indexKey(10, q), usersFetcher, {
      keepPreviousData: true, maxPages: 2, revalidateFirstPage: false,
    }), {}, '')
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await growTo(result, src, 4)
    src.log.reset()
    rerender('a')
    expect(result.current.firstPageIndex).toBe(2)
    await act(async () => {
      await result.current.loadPrevious()
    })
    await waitFor(() => expect(result.current.data).toEqual([src.users('a').slice(0, 10)]))
    expect(src.log.pages()).toEqual([0])
    expect(result.current.firstPageIndex).toBe(0)
  })
})
