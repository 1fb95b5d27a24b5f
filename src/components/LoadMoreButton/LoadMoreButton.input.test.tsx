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
