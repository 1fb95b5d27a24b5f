// Failures: the error, what stays on screen and in the cache, retries.
import { act, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, FetchError, indexKey, usersUrl } from '../../../mocks'
import { pageOf, renderInfinite, settle, usersFetcher } from './helpers'

describe('sequential mode', () => {
  test('error: a failed page keeps the loaded pages and reports a FetchError with its status', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    src.fail({ page: 2, status: 503 })
    await act(() => result.current.setSize(3))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
    expect((result.current.error as FetchError).status).toBe(503)
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
    expect(result.current.isValidating).toBe(false)
    expect(result.current.isLoading).toBe(false)
  })

  test('a page that fails while the hook is paused leaves the loaded pages without an error, as any paused request does', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    let paused = false
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2, isPaused: () => paused }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    src.fail({ page: 2, status: 503 })
    // Paused after the walk started: the failure still ends it, but shows no error.
    const grown = act(() => result.current.setSize(3))
    paused = true
    await grown
    await settle(src, () => result.current.isValidating)
    expect(src.log.pages()).toContain(2)
    expect(result.current.error).toBeUndefined()
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test('the first failure ends the walk; the pages before it are shown and stay cached under their page keys', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 2 }] }))
    const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 4 }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
    await settle(src, () => result.current.isValidating)
    expect((result.current.error as FetchError).status).toBe(500)
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
    expect(result.current.failedPageIndex).toBe(2)
    expect(src.log.pages()).toEqual([0, 1, 2])
    expect(cache.get(usersUrl({ page: 0, limit: 10 }))?.data).toEqual(pageOf(src, 0))
    expect(cache.get(usersUrl({ page: 1, limit: 10 }))?.data).toEqual(pageOf(src, 1))
    expect(cache.get(usersUrl({ page: 2, limit: 10 }))?.data).toBeUndefined()
  })

  test('the error clears when a later revalidation succeeds (as in useFetch)', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 2 }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
    await act(() => result.current.mutate())
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    expect(result.current.error).toBeUndefined()
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test('onError fires with the error and the list key; a network error is reported as well', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 0, kind: 'network' }] }))
    const onError = vi.fn()
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { onError }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TypeError))
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0]).toBe(result.current.error)
    expect(onError.mock.calls[0][1]).toBe('$inf$' + usersUrl({ page: 0, limit: 10 }))
    expect(src.log.count()).toBe(1)
  })

  test('shouldRetryOnError retries the list (errorRetryCount bounds it)', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 0 }] }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, {
      shouldRetryOnError: true, errorRetryInterval: 10, errorRetryCount: 2,
      onErrorRetry: (_e, _k, config, revalidate, opts) => {
        if (opts.retryCount <= (config.errorRetryCount ?? 0)) setTimeout(() => revalidate(opts), config.errorRetryInterval)
      },
    }))
    await waitFor(() => expect(src.log.count()).toBe(3))
    await settle(src, () => result.current.isValidating)
    expect(src.log.count()).toBe(3)
    expect(result.current.error).toBeInstanceOf(FetchError)
  })
})

describe('parallel mode', () => {
  test('the first rejection in time is the error; the other pages still land in their page keys', async () => {
    const src = useSource(createUsersSource({
      total: 45,
      latency: (req) => (req.page === 1 ? 60 : 5),
      failures: [{ page: 1, status: 500 }, { page: 2, status: 503 }],
    }))
    const { result, cache } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: true, initialSize: 4 }))
    await waitFor(() => expect(result.current.error).toBeInstanceOf(FetchError))
    expect((result.current.error as FetchError).status).toBe(503)
    await settle(src, () => result.current.isValidating)
    expect((result.current.error as FetchError).status).toBe(503)
    expect(result.current.failedPageIndex).toBe(2)
    // The pages before the first failed one (page 1) are shown.
    expect(result.current.data).toEqual([pageOf(src, 0)])
    expect(cache.get(usersUrl({ page: 0, limit: 10 }))?.data).toEqual(pageOf(src, 0))
    expect(cache.get(usersUrl({ page: 3, limit: 10 }))?.data).toEqual(pageOf(src, 3))
  })

  test('a failed page in parallel mode keeps the old page array', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: true, initialSize: 2 }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    src.fail({ page: 2, status: 404 })
    await act(() => result.current.setSize(3))
    await waitFor(() => expect((result.current.error as FetchError | undefined)?.status).toBe(404))
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
  })

  test.each([undefined, 3])('maxPages %s: a failed revalidation of page 0 keeps the pages the list held, without the new page after it', async (maxPages) => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(indexKey(10), usersFetcher, { parallel: true, initialSize: 2, maxPages }))
    await waitFor(() => expect(result.current.data).toHaveLength(2))
    src.fail({ page: 0, status: 500 })
    // Page 0 is revalidated (revalidateFirstPage) and fails; page 2 loads for the first time.
    await act(() => result.current.setSize(3))
    await waitFor(() => expect((result.current.error as FetchError | undefined)?.status).toBe(500))
    await settle(src, () => result.current.isValidating)
    expect(result.current.failedPageIndex).toBe(0)
    expect(result.current.data).toEqual([pageOf(src, 0), pageOf(src, 1)])
    expect(src.log.pages()).toEqual([0, 1, 0, 2])
  })
})
