// A failed page keeps what loaded; a retry fetches only what failed.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { preload } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, FetchError, indexKey } from '../../../mocks'
import { pageOf, renderInfinite, settle, usersFetcher } from './helpers'

describe.each([
  ['sequential', false, [2, 3, 4]],
  ['parallel', true, [2]],
] as const)('%s: page 2 of 5 fails on the first load', (_mode, parallel, retried) => {
  test('data holds pages 0-1, failedPageIndex is 2; setSize(size) retries ' + retried.join(','), async () => {
    const src = useSource(createUsersSource({ total: 100, failures: [{ page: 2, times: 1 }] }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 5, parallel }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
    await settle(src, () => result.current.isValidating)
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
    expect(result.current.failedPageIndex).toBe(2)
    src.log.reset()
    await act(() => result.current.setSize(result.current.size))
    await waitFor(() => expect(result.current.data).toHaveLength(5))
    await settle(src, () => result.current.isValidating)
    expect(src.log.sortedPages()).toEqual(retried)
    expect(result.current.error).toBeUndefined()
    expect(result.current.failedPageIndex).toBeUndefined()
    expect(result.current.data).toEqual([0, 1, 2, 3, 4].map((page) => pageOf(src, page)))
  })
})

test('a failed revalidation shows the fresh pages before the failed one and keeps its old copy of the rest', async () => {
  const src = useSource(createUsersSource({ total: 100 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3, revalidateAll: true }))
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  const old = result.current.data!
  src.bump()
  src.fail({ page: 1, times: 1 })
  await act(() => result.current.mutate())
  await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
  expect(result.current.failedPageIndex).toBe(1)
  expect(result.current.data).toEqual([pageOf(src, 0), old[1], old[2]])
})

test('the automatic error retry also resumes from the failed page', async () => {
  const src = useSource(createUsersSource({ total: 100, failures: [{ page: 1, times: 1 }] }))
  const { result } = renderInfinite(
    () => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 3 }),
    { shouldRetryOnError: true, errorRetryInterval: 10, onErrorRetry: (_e, _k, _c, revalidate, opts) => void setTimeout(() => revalidate(opts), 10) },
  )
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  await settle(src, () => result.current.isValidating)
  expect(src.log.pages()).toEqual([0, 1, 1, 2])
})

test('a rejection with undefined shows as an error naming the hook, with the page index', async () => {
  const fetcher = (key: string) => (key.endsWith(':1') ? Promise.reject(undefined) : Promise.resolve([key]))
  const { result } = renderInfinite(() => useFetchInfinite((i) => `p:${i}`, fetcher, { initialSize: 3 }))
  await waitFor(() => expect(result.current.error).toBeInstanceOf(Error))
  expect(String(result.current.error)).toMatch(/pagekit: useFetchInfinite: the fetcher rejected without a reason/)
  expect(result.current.failedPageIndex).toBe(1)
  expect(result.current.data).toEqual([['p:0']])
})

describe('initialSize that is not a non-negative integer: a dev warning, and 1 instead', () => {
  const warnings: string[] = []
  afterAll(() => {
    // Warned once for the page's lifetime (the first bad value), never as a "change".
    expect(warnings).toEqual(['pagekit: useFetchInfinite: "initialSize" must be a non-negative integer, got -1; using 1.'])
  })
  test.each([[-1], [NaN], [1.5], ['3']])('initialSize %s', async (bad) => {
    const src = useSource(createUsersSource({ total: 100 }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: bad as number }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.size).toBe(1)
    await act(() => result.current.setSize(2))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    await settle(src, () => result.current.isValidating)
    warnings.push(...warn.mock.calls.map(([m]) => String(m)))
    warn.mockRestore()
  })
})

test('a failed preload of a page is not handed to the walk: showing the page fetches it afresh', async () => {
  const src = useSource(createUsersSource({ total: 100 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher))
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  await settle(src, () => result.current.isValidating)
  await preload('/users?page=1&limit=10', () => Promise.reject(new FetchError(500, 'down')))?.catch(() => {})
  src.log.reset()
  await act(() => result.current.setSize(2))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  expect(result.current.error).toBeUndefined()
  expect(src.log.pages()).toEqual([0, 1])
})
