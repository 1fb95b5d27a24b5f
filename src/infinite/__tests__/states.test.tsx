// Return values and state flags over time.
import { act, render, screen, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { pageOf, renderInfinite, settle, setup, usersFetcher } from './helpers'

type Snap = { data: unknown[] | undefined; isLoading: boolean; isValidating: boolean; size: number }

function recorder() {
  const snaps: Snap[] = []
  const record = <R extends { data: unknown[] | undefined; isLoading: boolean; isValidating: boolean; size: number }>(r: R): R => {
    snaps.push({ data: r.data, isLoading: r.isLoading, isValidating: r.isValidating, size: r.size })
    return r
  }
  return { snaps, record }
}

test('data: undefined until the first data arrives, then the array of pages', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 15 }))
  const { snaps, record } = recorder()
  const { result } = renderInfinite(() => record(useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 })))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  const first = snaps.findIndex((s) => s.data !== undefined)
  expect(first).toBeGreaterThan(0)
  expect(snaps.slice(0, first).every((s) => s.data === undefined)).toBe(true)
  // No partial page array: the list shows all requested pages at once.
  expect(snaps[first].data).toEqual([pageOf(src, 0), pageOf(src, 1)])
})

test('isLoading / isValidating: true from the first render of an initial load, both false once it is done', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 15 }))
  const { snaps, record } = recorder()
  const { result } = renderInfinite(() => record(useFetchInfinite(indexKey(10), usersFetcher)))
  expect(snaps[0]).toMatchObject({ data: undefined, isLoading: true, isValidating: true, size: 1 })
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  expect(result.current.isLoading).toBe(false)
  expect(result.current.isValidating).toBe(false)
  // Loading stays on until the data is there.
  for (const s of snaps) if (s.data === undefined) expect(s.isLoading).toBe(true)
})

test('loading more sets isValidating (not isLoading) and keeps the shown pages until the new one arrives', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 15 }))
  const { snaps, record } = recorder()
  const { result } = renderInfinite(() => record(useFetchInfinite(indexKey(10), usersFetcher)))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  const from = snaps.length
  await act(() => result.current.setSize(2))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await settle(src, () => result.current.isValidating)
  const during = snaps.slice(from)
  expect(during.some((s) => s.isValidating && s.data?.length === 1 && s.size === 2)).toBe(true)
  expect(during.every((s) => !s.isLoading)).toBe(true)
  expect(during.every((s) => s.data !== undefined && s.data.length >= 1)).toBe(true)
})

test('isValidating: true while a revalidation (mutate) is in flight', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 50 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  act(() => {
    void result.current.mutate()
  })
  await waitFor(() => expect(result.current.isValidating).toBe(true))
  expect(result.current.isLoading).toBe(false)
  await settle(src, () => result.current.isValidating)
})

test('size: the number of pages that will be fetched and returned', async () => {
  useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
  expect(result.current.size).toBe(2)
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  await act(() => result.current.setSize(4))
  expect(result.current.size).toBe(4)
  await waitFor(() => expect(result.current.data).toHaveLength(result.current.size))
})

test('a component that reads only data does not re-render when isValidating flips', async () => {
  const src = useSource(createUsersSource({ total: 45, latency: 10 }))
  const s = setup()
  let renders = 0
  let mutate: (() => Promise<unknown>) | undefined
  function L() {
    const r = useFetchInfinite(indexKey(10), usersFetcher)
    renders++
    mutate = r.mutate
    return <p>pages {r.data?.length ?? 0}</p>
  }
  render(<s.wrapper><L /></s.wrapper>)
  await screen.findByText('pages 1')
  await settle(src)
  const before = renders
  // Same data on revalidation: nothing the component reads changes.
  await act(() => mutate!())
  await settle(src)
  expect(renders).toBe(before)
})
