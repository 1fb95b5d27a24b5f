// Pages are shared with useFetch under their own page keys, in both directions.
import { act, render, screen, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useFetch } from '../../index'
import { preloadRequest } from '../../core/preload'
import { initCache } from '../../core/cache'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl, type User } from '../../../mocks'
import { pageOf, renderInfinite, settle, setup, usersFetcher } from './helpers'

const page = (i: number) => usersUrl({ page: i, limit: 10 })

function PageView({ pageKey, options }: { pageKey: string; options?: object }) {
  const { data, isLoading } = useFetch(pageKey, usersFetcher, options)
  return <p>{pageKey}: {isLoading ? 'loading' : data ? data.map((u) => u.name).join('|') : 'none'}</p>
}

test('a useFetch(pageKey) in a sibling shows a page the list loaded, without a request', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const s = setup()
  let pages: User[][] | undefined
  function List() {
    pages = useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }).data
    return <p>list: {pages?.length ?? 0}</p>
  }
  const view = render(<s.wrapper><List /></s.wrapper>)
  await screen.findByText('list: 2')
  await settle(src)
  src.log.reset()
  const names = pageOf(src, 1).map((u) => u.name).join('|')
  view.rerender(<s.wrapper><List /><PageView pageKey={page(1)} options={{ revalidateIfStale: false }} /></s.wrapper>)
  // Shown on the first render: no loading state.
  expect(screen.getByText(`${page(1)}: ${names}`)).toBeInTheDocument()
  await settle(src)
  expect(src.log.count()).toBe(0)
})

test('a page cached by useFetch is not requested again by the list (only page 0 follows the revalidation rules)', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const s = setup()
  const view = render(<s.wrapper><PageView pageKey={page(1)} /><PageView pageKey={page(2)} /></s.wrapper>)
  const names = (i: number) => pageOf(src, i).map((u) => u.name).join('|')
  await screen.findByText(`${page(1)}: ${names(1)}`)
  await screen.findByText(`${page(2)}: ${names(2)}`)
  await settle(src)
  src.log.reset()
  let setSize: ((n: number) => Promise<unknown>) | undefined
  function List() {
    const r = useFetchInfinite(indexKey(10), usersFetcher)
    setSize = r.setSize
    return <p>list: {r.data?.length ?? 0}</p>
  }
  view.rerender(<s.wrapper><List /></s.wrapper>)
  await screen.findByText('list: 1')
  await settle(src)
  expect(src.log.pages()).toEqual([0])
  src.log.reset()
  await act(() => setSize!(3))
  await screen.findByText('list: 3')
  await settle(src)
  // Page 0 is revalidated (revalidateFirstPage); pages 1 and 2 come from useFetch's cache.
  expect(src.log.pages()).toEqual([0])
})

test('a list revalidation updates the page key, so a useFetch on that page shows the new data', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const s = setup()
  let mutate: (() => Promise<unknown>) | undefined
  function List() {
    const r = useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 })
    mutate = r.mutate
    return <p>list: {r.data?.length ?? 0}</p>
  }
  render(<s.wrapper><List /><PageView pageKey={page(1)} options={{ revalidateIfStale: false }} /></s.wrapper>)
  await screen.findByText('list: 2')
  await settle(src)
  src.bump()
  await act(() => mutate!())
  const names = pageOf(src, 1).map((u) => u.name).join('|')
  expect(names).toContain('(v2)')
  await screen.findByText(`${page(1)}: ${names}`)
})

test('a page preloaded with preload() is picked up by the list without a second request', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 10 }))
  const s = setup()
  const ctx = initCache(s.cache)
  void preloadRequest(page(0), usersFetcher, ctx)
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher), { provider: () => s.cache })
  await waitFor(() => expect(result.current.data).toEqual([pageOf(src, 0)]))
  await settle(src, () => result.current.isValidating)
  expect(src.log.count()).toBe(1)
})
