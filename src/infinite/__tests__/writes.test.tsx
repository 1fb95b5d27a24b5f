// Cache writes per loaded page: each write of the list's state copies it and notifies every
// hook on the list, so a load more makes only the writes that change something.
import { act, render, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import type { FetchInfiniteOptions } from '../types'
import { FetchConfig } from '../../fetch'
import type { State } from '../../core/types'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type UsersSource } from '../../../mocks'
import { settle, usersFetcher } from './helpers'

/** Writes to the list's entry and to the pages' entries during `steps` × setSize((size) => size + 1). */
async function writesFor(src: UsersSource, steps: number, options: FetchInfiniteOptions = {}) {
  const writes = { list: 0, pages: 0 }
  const cache = new Map<string, State>()
  const set = cache.set.bind(cache)
  cache.set = (key, state) => {
    if (key.startsWith('$inf$')) writes.list++
    else writes.pages++
    return set(key, state)
  }
  const result: { current?: { data?: unknown[] | undefined; setSize: (size: (size: number) => number) => Promise<unknown> } } = {}
  function List() {
    const r = useFetchInfinite(indexKey(10), usersFetcher, options)
    result.current = r
    void r.data
    return null
  }
  render(<FetchConfig value={{ provider: () => cache, dedupingInterval: 0 }}><List /></FetchConfig>)
  const pages = () => result.current!.data?.length
  await waitFor(() => expect(pages()).toBe(1))
  await settle(src)
  writes.list = writes.pages = 0
  for (let step = 0; step < steps; step++) {
    const before = pages()!
    await act(() => result.current!.setSize((size) => size + 1))
    await waitFor(() => expect(pages()).toBe(before + 1))
  }
  await settle(src)
  return writes
}

describe('cache writes per loaded page', () => {
  test('the list state is written three times a load more: the size, the start of loading, the new pages', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    expect(await writesFor(src, 5)).toEqual({ list: 15, pages: 10 })
    expect(await writesFor(src, 5, { revalidateFirstPage: false })).toEqual({ list: 15, pages: 5 })
  })

  test('revalidateAll: two more, for the walk that fetches only the new pages', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    expect(await writesFor(src, 5, { revalidateAll: true })).toEqual({ list: 25, pages: 5 })
  })
})
