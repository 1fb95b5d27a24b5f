// The list hands the page fetcher `{ signal }`: a list that goes away aborts its page in flight,
// and an abort never shows as an error.
import { act, screen } from '@testing-library/react'
import { useSource } from '../../test/server'
import { createUsersSource, fetchJson, type User } from '../../../mocks'
import { renderList } from '../../test/infinite-list'

test('unmounting the list aborts the page in flight; nothing is requested after it', async () => {
  useSource(createUsersSource({ total: 45, latency: 10_000 }))
  const signals: AbortSignal[] = []
  const fetcher = (url: string, { signal }: { signal: AbortSignal }) => {
    signals.push(signal)
    return fetchJson<User[]>(url, { signal })
  }
  const error = vi.spyOn(console, 'error')
  const { unmount } = renderList({ fetcher: fetcher as never })
  await act(() => new Promise((r) => setTimeout(r, 10)))
  expect(signals).toHaveLength(1)
  expect(signals[0].aborted).toBe(false)
  unmount()
  await act(() => new Promise((r) => setTimeout(r, 10)))
  expect(signals[0].aborted).toBe(true)
  expect(signals).toHaveLength(1)
  expect(error).not.toHaveBeenCalled()
  error.mockRestore()
})

test('the list\'s page fetcher receives the key, then { signal }', async () => {
  useSource(createUsersSource({ total: 45 }))
  const fetcher = vi.fn((url: string, { signal }: { signal: AbortSignal }) => fetchJson<User[]>(url, { signal }))
  renderList({ fetcher: fetcher as never })
  await screen.findAllByRole('article')
  expect(fetcher).toHaveBeenCalledWith('/users?page=0&limit=10', { signal: expect.any(AbortSignal) })
})
