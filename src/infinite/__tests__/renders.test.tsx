// Render counts: a component renders for what it reads, so "load more" costs one render a page.
import { render, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey, type UsersSource } from '../../../mocks'
import { loadMoreSteps, settle, setup, usersFetcher } from './helpers'

type Ctl = { setSize?: (size: number | ((size: number) => number)) => Promise<unknown> }

type Response = { data?: unknown[] | undefined; size: number }

function mountList(read: (r: Response) => unknown, options = {}) {
  const s = setup()
  const ctl: Ctl = {}
  let renders = 0
  let pages = 0
  function List() {
    const r = useFetchInfinite(indexKey(10), usersFetcher, options)
    renders++
    ctl.setSize = r.setSize
    pages = r.data?.length ?? 0
    read(r)
    return null
  }
  render(<s.wrapper><List /></s.wrapper>)
  return { ctl, renders: () => renders, pages: () => pages, resetRenders: () => { renders = 0 } }
}

/** Renders of `read`'s component during `steps` × setSize((size) => size + 1), after the first page. */
async function rendersFor(src: UsersSource, steps: number, read: (r: Response) => unknown, options = {}) {
  const list = mountList(read, options)
  await waitFor(() => expect(list.pages()).toBe(1))
  await settle(src)
  list.resetRenders()
  await loadMoreSteps(src, steps, list.pages, (size) => list.ctl.setSize!(size))
  return list.renders()
}

describe('renders per loaded page', () => {
  test('a component that reads only data renders once per loaded page (size changes do not re-render it)', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    expect(await rendersFor(src, 10, (r) => r.data)).toBe(10)
  })

  test('the same with revalidateFirstPage: false and with revalidateAll: true', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    expect(await rendersFor(src, 5, (r) => r.data, { revalidateFirstPage: false })).toBe(5)
    expect(await rendersFor(src, 5, (r) => r.data, { revalidateAll: true })).toBe(5)
  })

  test('a component that reads size re-renders when the size changes, too', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    // One render for the new size, one for the new page.
    expect(await rendersFor(src, 5, (r) => [r.data, r.size])).toBe(10)
  })
})
