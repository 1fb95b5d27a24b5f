// The button names what it is missing, and its Retry fetches only what failed.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FetchConfig } from '../../fetch'
import useFetchInfinite from '../../infinite'
import { useSource } from '../../test/server'
import { createUsersSource, fetchJson, indexKey, type User } from '../../../mocks'
import { LoadMoreButtonBase } from './LoadMoreButtonBase'
import { useLoadMoreButton } from './useLoadMoreButton'

afterEach(() => vi.restoreAllMocks())

test('with nothing to drive (no list, no setSize, no enclosing list): a TypeError saying what it needs', () => {
  expect(() => renderHook(() => useLoadMoreButton())).toThrow(
    new TypeError('pagekit: <LoadMoreButton> needs "list", a useFetchInfinite response ("size" and "setSize"), or an enclosing <InfiniteList>'),
  )
})

test('a "list" or "setSize" of the wrong type: a TypeError naming the prop', () => {
  expect(() => renderHook(() => useLoadMoreButton({ list: 'users' as never }))).toThrow(/<LoadMoreButton> "list" must be the result of useInfiniteData/)
  expect(() => renderHook(() => useLoadMoreButton({ setSize: 2 as never }))).toThrow(/<LoadMoreButton> "setSize" must be a function, got 2/)
})

// Unchecked, each of these would fail only on a click ("onRetry is not a function"), count an
// "isEnd" string as the end, or (a response without "size") ask for size 1 on every click and
// so load no page at all.
test.each([
  ['onLoadMore', 'more', 'TypeError', '"onLoadMore" must be a function, got "more"'],
  ['onRetry', 'retry', 'TypeError', '"onRetry" must be a function, got "retry"'],
  ['mutate', {}, 'TypeError', '"mutate" must be a function, got an object'],
  ['isEnd', 'yes', 'TypeError', '"isEnd" must be a boolean or a function, got "yes"'],
  ['size', undefined, 'RangeError', '"size" must be a non-negative integer, got undefined'],
  ['size', NaN, 'RangeError', '"size" must be a non-negative integer, got NaN'],
  ['size', -1, 'RangeError', '"size" must be a non-negative integer, got -1'],
])('a useFetchInfinite response with %s = %o: a %s naming it', (prop, value, errorName, message) => {
  let thrown: unknown
  try {
    renderHook(() => useLoadMoreButton({ size: 1, setSize: () => {}, [prop]: value }))
  } catch (error) {
    thrown = error
  }
  expect((thrown as Error | undefined)?.name).toBe(errorName)
  expect((thrown as Error).message).toBe(`pagekit: <LoadMoreButton> ${message}`)
})

test('with a list, "size" is not needed', () => {
  const list = { status: 'idle' as const, loadMore: () => true, retry: () => {} }
  expect(() => renderHook(() => useLoadMoreButton({ list, setSize: () => {} }))).not.toThrow()
})

test('Retry on a useFetchInfinite response: page 2 of 5 failed on the first load; Retry fetches pages 2, 3, 4', async () => {
  const src = useSource(createUsersSource({ total: 100, failures: [{ page: 2, times: 1 }] }))
  function List() {
    const list = useFetchInfinite(indexKey(10), (url: string, { signal }) => fetchJson<User[]>(url, { signal }), { initialSize: 5 })
    return (
      <>
        <p>{list.data ? `pages: ${list.data.length}` : 'loading'}</p>
        <LoadMoreButtonBase {...list} />
      </>
    )
  }
  render(<FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}><List /></FetchConfig>)
  await screen.findByRole('button', { name: 'Retry' })
  expect(screen.getByText('pages: 2')).toBeTruthy()
  src.log.reset()
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })))
  await screen.findByText('pages: 5')
  await waitFor(() => expect(src.log.pending()).toBe(0))
  expect(src.log.pages()).toEqual([2, 3, 4])
})

test('<LoadMoreButtonBase {...list} /> with a whole useFetchInfinite response: none of its fields reach the <button>, and React warns about none', async () => {
  useSource(createUsersSource({ total: 30 }))
  const consoleError = vi.spyOn(console, 'error')
  function List() {
    const list = useFetchInfinite(indexKey(10), (url: string, { signal }) => fetchJson<User[]>(url, { signal }))
    return <LoadMoreButtonBase {...list} />
  }
  render(<FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}><List /></FetchConfig>)
  const button = await screen.findByRole('button', { name: 'Load more' })
  expect(button.getAttributeNames().sort()).toEqual(['data-state', 'type'])
  expect(consoleError).not.toHaveBeenCalled()
})
