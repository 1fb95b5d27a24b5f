// Cache writes per loaded page: each write of the list's state copies it and notifies every
// hook on the list, so a load more makes only the writes that change something.
import { render, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { LIST_KEY_PREFIX } from '../list-key'
import type { FetchInfiniteOptions } from '../types'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type UsersSource } from '../../../mocks'
import { loadMoreSteps, settle, setup, usersFetcher } from './helpers'

/** Writes to the list's entry and to the pages' entries during `steps` × setSize((size) => size + 1). */
async function writesFor(src: UsersSource, steps: number, options: FetchInfiniteOptions = {}) {
  const writes = { list: 0, pages: 0 }
  const { cache, wrapper: Wrapper } = setup()
  const set = cache.set.bind(cache)
  cache.set = (key, state) => {
    if (key.startsWith(LIST_KEY_PREFIX)) writes.list++
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
  render(<Wrapper><List /></Wrapper>)
  const pages = () => result.current!.data?.length ?? 0
  await waitFor(() => expect(pages()).toBe(1))
  await settle(src)
  writes.list = writes.pages = 0
  await loadMoreSteps(src, steps, pages, (size) => result.current!.setSize(size))
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
