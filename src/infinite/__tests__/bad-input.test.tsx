// Bad input: reported through `error` (or "not ready"), never a crash.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { KeyError } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, usersUrl } from '../../../mocks'
import { renderInfinite, settle, sleep, usersFetcher } from './helpers'

type AnyHook = (...args: unknown[]) => ReturnType<typeof useFetchInfinite>
const untyped = useFetchInfinite as unknown as AnyHook

test.each([['undefined', undefined], ['a string', '/users?page=0'], ['null', null], ['an object', { page: 0 }]])(
  'getKey must be a function: %s → error is a TypeError naming "getKey", no request, no crash',
  async (_name, getKey) => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => untyped(getKey, usersFetcher))
    expect(result.current.error).toBeInstanceOf(TypeError)
    expect(String((result.current.error as Error).message)).toContain('getKey')
    expect(result.current.data).toBeUndefined()
    expect(result.current.isLoading).toBe(false)
    await act(async () => {
      await result.current.setSize(3)
      await result.current.mutate()
    })
    await act(() => sleep(20))
    expect(src.log.count()).toBe(0)
  },
)

test.each([['a string', 'fetch'], ['a number', 42], ['true', true]])(
  'fetcher must be a function: %s → error is a TypeError naming "fetcher", no request',
  async (_name, fetcher) => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => untyped(indexKey(10), fetcher))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TypeError))
    expect((result.current.error as Error).message).toContain('fetcher')
    expect((result.current.error as Error).message).toContain('useFetchInfinite')
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(0)
    expect(result.current.data).toBeUndefined()
  },
)

test('fetcher is optional: without one the list uses the fetcher from FetchConfig', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10)), { fetcher: usersFetcher as (arg: never) => unknown })
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  expect(src.log.pages()).toEqual([0])
})

test('options: the fetcher may be given in the options object as the second argument', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), { fetcher: usersFetcher, initialSize: 2 }))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  expect(src.log.pages()).toEqual([0, 1])
})

test('fetcher: null means "no fetcher": cached pages only, no request', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), null))
  await act(() => sleep(20))
  expect(src.log.count()).toBe(0)
  expect(result.current.error).toBeUndefined()
  expect(result.current.isLoading).toBe(false)
})

test('getKey throwing for page 0 means "not ready": no request, no error', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const user: { id: number } | null = null
  const getKey = (i: number) => usersUrl({ page: i, limit: 10, q: String(user!.id) })
  const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher))
  await act(() => sleep(20))
  expect(src.log.count()).toBe(0)
  expect(result.current.error).toBeUndefined()
  expect(result.current.data).toBeUndefined()
  expect(result.current.isLoading).toBe(false)
  await act(async () => {
    await result.current.setSize(2)
  })
})

test('getKey returning null for page 0 starts no request', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => useFetchInfinite(() => null, usersFetcher))
  await act(() => sleep(20))
  expect(src.log.count()).toBe(0)
  expect(result.current.data).toBeUndefined()
  expect(result.current.error).toBeUndefined()
  expect(result.current.size).toBe(1)
})

test('a circular key → error is a KeyError, no request, no crash', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const circular: Record<string, unknown> = { url: '/users' }
  circular.self = circular
  const { result } = renderInfinite(() => useFetchInfinite(() => circular, usersFetcher as never))
  expect(result.current.error).toBeInstanceOf(KeyError)
  await act(() => sleep(20))
  expect(src.log.count()).toBe(0)
})

test('a circular key for a later page → KeyError in error, earlier pages stay cached', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const circular: unknown[] = []
  circular.push(circular)
  const getKey = (i: number) => (i === 0 ? usersUrl({ page: 0, limit: 10 }) : circular)
  const { result, cache } = renderInfinite(() => useFetchInfinite(getKey as never, usersFetcher, { initialSize: 2 }))
  await waitFor(() => expect(result.current.error).toBeInstanceOf(KeyError))
  expect(cache.get(usersUrl({ page: 0, limit: 10 }))?.data).toHaveLength(10)
  expect(src.log.count()).toBe(1)
})

test('getKey throwing for a later page → the thrown error is reported', async () => {
  useSource(createUsersSource({ total: 45 }))
  const boom = new Error('getKey failed on page 1')
  const getKey = (i: number) => {
    if (i === 1) throw boom
    return usersUrl({ page: i, limit: 10 })
  }
  const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 2 }))
  await waitFor(() => expect(result.current.error).toBe(boom))
})

test('a fetcher throwing synchronously is reported through error', async () => {
  useSource(createUsersSource({ total: 45 }))
  const boom = new Error('sync throw')
  const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), () => {
    throw boom
  }))
  await waitFor(() => expect(result.current.error).toBe(boom))
})

describe('options of the wrong type: a dev warning that shows the value as given', () => {
  afterEach(() => vi.restoreAllMocks())
  const warnings = (warn: { mock: { calls: unknown[][] } }) => warn.mock.calls.map(([message]) => String(message)).join('\n')

  test('parallel "2" (a string): pages in parallel without a limit, and a warning saying so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const src = useSource(createUsersSource({ total: 95, latency: 20 }))
    const { result } = renderInfinite(() => untyped(indexKey(10), usersFetcher, { parallel: '2', initialSize: 4 }))
    await waitFor(() => expect(result.current.data).toHaveLength(4))
    expect(src.log.maxConcurrency()).toBe(4)
    expect(warnings(warn)).toContain('pagekit: useFetchInfinite: "parallel" must be true, false or a positive integer (the most pages in flight), got "2"; pages are fetched in parallel without a limit.')
  })

  test('maxPages "3" (a string): every page is kept, and the warning quotes the string', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    useSource(createUsersSource({ total: 95 }))
    const { result } = renderInfinite(() => untyped(indexKey(10), usersFetcher, { maxPages: '3' }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(warnings(warn)).toContain('pagekit: useFetchInfinite: "maxPages" must be a positive integer, got "3"; every page is kept.')
  })

  test('getPreviousKey "prev" (not a function): no previous page, and a warning naming the option', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    useSource(createUsersSource({ total: 95 }))
    const { result } = renderInfinite(() => untyped(indexKey(10), usersFetcher, { getPreviousKey: 'prev' }))
    await waitFor(() => expect(result.current.data).toHaveLength(1))
    expect(result.current.hasPrevious).toBe(false)
    expect(warnings(warn)).toContain('pagekit: useFetchInfinite: "getPreviousKey" must be a function, got "prev"; hasPrevious is false.')
  })
})
