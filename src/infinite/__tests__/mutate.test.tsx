// Bound and global mutation of the page array, and selective revalidation per page.
import { act, renderHook, waitFor } from '@testing-library/react'
import useFetchInfinite, { unstable_serialize } from '../index'
import { mutate as globalMutate, useFetchConfig } from '../../index'
import type { Arguments } from '../../core/types'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl, type User } from '../../../mocks'
import { pageOf, renderInfinite, settle, track, usersFetcher } from './helpers'

/** The selective-revalidation example: array keys `[url, page]`; a predicate revalidates only the last page. */
const arrayKey = (i: number, prev: User[] | null) =>
  prev && !prev.length ? null : ([usersUrl({ page: i, limit: 10 }), i] as const)
const arrayFetcher = ([url]: readonly [string, number]) => usersFetcher(url)

/** A list hook plus the scoped global mutate of its cache. */
const useListAndConfig = <T,>(list: () => T) => {
  const config = useFetchConfig()
  return { list: track(list()), globalMutate: config.mutate }
}

describe('selective revalidation', () => {
  test('mutate(data, { revalidate }) calls the predicate once per page with (pageData, key)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(arrayKey, arrayFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    const data = result.current.data!
    const predicate = vi.fn((_page: User[], _key: Arguments) => false)
    await act(() => result.current.mutate(data, { revalidate: predicate }))
    await settle(src, () => result.current.isValidating)
    expect(predicate).toHaveBeenCalledTimes(3)
    expect(predicate.mock.calls).toEqual([0, 1, 2].map((i) => [data[i], arrayKey(i, i ? data[i - 1] : null)]))
  })

  test('a predicate comparing the page number in the key [url, page] with size refetches only the last page', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(arrayKey, arrayFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    src.bump()
    const size = result.current.size
    await act(() => result.current.mutate(result.current.data, {
      revalidate: (_page, key) => (key as readonly [string, number])[1] === size - 1,
    }))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([2])
    expect(result.current.data?.[2]).toEqual(pageOf(src, 2))
    expect(result.current.data?.[0][0].version).toBe(1)
  })

  test('only pages for which the predicate returns true are revalidated (none → no request)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(() => result.current.mutate(result.current.data, { revalidate: () => false }))
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(0)
    await act(() => result.current.mutate(result.current.data, { revalidate: (_p, key) => key !== usersUrl({ page: 1, limit: 10 }) }))
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toEqual([0, 2])
  })

  test('without the revalidate function, bound mutate() revalidates all loaded pages', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    src.bump()
    let value: unknown
    await act(async () => {
      value = await result.current.mutate()
    })
    expect(src.log.pages()).toEqual([0, 1, 2])
    const expected = [pageOf(src, 0), pageOf(src, 1), pageOf(src, 2)]
    expect(value).toEqual(expected)
    expect(result.current.data).toEqual(expected)
  })
})

describe('mutate operates on the array of page data', () => {
  test('mutate: mutate(data, false) sets the page array without requests', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    const before = src.log.count()
    const next = [pageOf(src, 3), pageOf(src, 4)]
    await act(() => result.current.mutate(next, false))
    await settle(src, () => result.current.isValidating)
    expect(result.current.data).toEqual(next)
    expect(cache.get(unstable_serialize(indexKey(10)))?.data).toEqual(next)
    expect(src.log.count()).toBe(before)
  })

  test('mutate: a function receives the current page array; changed pages and page 0 are revalidated, the others are not', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    const updater = vi.fn((pages?: User[][]) => pages!.map((p, i) => (i === 2 ? p.slice(0, 1) : p)))
    await act(() => result.current.mutate(updater))
    await settle(src, () => result.current.isValidating)
    expect(updater).toHaveBeenCalledWith([pageOf(src, 0), pageOf(src, 1), pageOf(src, 2)])
    expect(src.log.pages()).toEqual([0, 2])
    expect(result.current.data?.[2]).toEqual(pageOf(src, 2))
  })

  test('mutate: optimisticData shows at once; a failed mutation rolls the page array back and rejects', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    const original = result.current.data
    const optimistic = [[{ ...pageOf(src, 0)[0], name: 'Optimistic' }]]
    let reject: (e: Error) => void = () => {}
    const failing = new Promise<User[][]>((_, r) => { reject = r })
    let outcome: Promise<unknown> | undefined
    act(() => {
      outcome = result.current.mutate(failing, { optimisticData: optimistic, revalidate: false })
      outcome.catch(() => {})
    })
    await waitFor(() => expect(result.current.data).toEqual(optimistic))
    await act(async () => reject(new Error('save failed')))
    await expect(outcome).rejects.toThrow('save failed')
    await waitFor(() => expect(result.current.data).toEqual(original))
  })

  test('mutate: optimisticData then a successful async mutation keeps the result', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    const saved = [pageOf(src, 0).map((u) => ({ ...u, name: u.name.toUpperCase() }))]
    await act(() => result.current.mutate(async () => saved, { optimisticData: (cur) => cur!, revalidate: false }))
    expect(result.current.data).toEqual(saved)
  })
})

describe('global mutation', () => {
  test('useFetchConfig().mutate(unstable_serialize(getKey)) revalidates the list', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = indexKey(10)
    const { result } = renderInfinite(() => useListAndConfig(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 2 })))
    await waitFor(() => expect(result.current.list.data).toHaveLength(2))
    await settle(src, () => result.current.list.isValidating)
    src.log.reset()
    src.bump()
    await act(() => result.current.globalMutate(unstable_serialize(getKey)))
    await settle(src, () => result.current.list.isValidating)
    expect(src.log.pages()).toEqual([0])
    expect(result.current.list.data?.[0]).toEqual(pageOf(src, 0))
  })

  test('the global mutate with data replaces the page array', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = indexKey(10)
    const { result } = renderInfinite(() => useListAndConfig(() => useFetchInfinite(getKey, usersFetcher)))
    await waitFor(() => expect(result.current.list.data).toHaveLength(1))
    const next = [pageOf(src, 2)]
    await act(() => result.current.globalMutate(unstable_serialize(getKey), next, false))
    expect(result.current.list.data).toEqual(next)
  })

  test('the root `mutate` works for a list in the default cache', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = indexKey(10, 'lovelace')
    const { result } = renderHook(() => track(useFetchInfinite(getKey, usersFetcher, { dedupingInterval: 0 })))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    await settle(src, () => result.current.isValidating)
    src.log.reset()
    await act(() => globalMutate(unstable_serialize(getKey)))
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(1)
  })

  test('a filter-function global mutate never matches the $inf$ key', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const getKey = indexKey(10)
    const { result, cache } = renderInfinite(() => useListAndConfig(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 2 })))
    await waitFor(() => expect(result.current.list.data).toHaveLength(2))
    await settle(src, () => result.current.list.isValidating)
    const listEntry = cache.get(unstable_serialize(getKey))?.data
    src.log.reset()
    const filter = vi.fn(() => true)
    await act(async () => {
      await result.current.globalMutate(filter)
    })
    await settle(src, () => result.current.list.isValidating)
    const seen = filter.mock.calls.map((c: unknown[]) => c[0])
    expect(seen).toEqual(expect.arrayContaining([usersUrl({ page: 0, limit: 10 }), usersUrl({ page: 1, limit: 10 })]))
    expect(seen.some((k) => typeof k === 'string' && k.startsWith('$inf$'))).toBe(false)
    expect(cache.get(unstable_serialize(getKey))?.data).toBe(listEntry)
    expect(src.log.count()).toBe(0)
  })
})
