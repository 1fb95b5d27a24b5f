// Render counts: a component renders for what it reads, so "load more" costs one render a page.
import { act, render, waitFor } from '@testing-library/react'
import useFetchInfinite from '../index'
import { useSource } from '../../test/server'
import { createUsersSource, indexKey } from '../../../mocks'
import { settle, setup, usersFetcher } from './helpers'

type Ctl = { setSize?: (size: number | ((size: number) => number)) => Promise<unknown> }

type Response = { data?: unknown[]; size: number }

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

async function loadMore(list: ReturnType<typeof mountList>, steps: number) {
  for (let k = 0; k < steps; k++) {
    const before = list.pages()
    await act(() => list.ctl.setSize!((size) => size + 1))
    await waitFor(() => expect(list.pages()).toBe(before + 1))
  }
}

describe('renders per loaded page', () => {
  test('a component that reads only data renders once per loaded page (size changes do not re-render it)', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const list = mountList((r) => r.data)
    await waitFor(() => expect(list.pages()).toBe(1))
    await settle(src)
    list.resetRenders()
    await loadMore(list, 10)
    await settle(src)
    expect(list.renders()).toBe(10)
  })

  test('the same with revalidateFirstPage: false and with revalidateAll: true', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    for (const options of [{ revalidateFirstPage: false }, { revalidateAll: true }]) {
      const list = mountList((r) => r.data, options)
      await waitFor(() => expect(list.pages()).toBe(1))
      await settle(src)
      list.resetRenders()
      await loadMore(list, 5)
      await settle(src)
      expect(list.renders()).toBe(5)
    }
  })

  test('a component that reads size re-renders when the size changes, too', async () => {
    const src = useSource(createUsersSource({ total: 200 }))
    const list = mountList((r) => [r.data, r.size])
    await waitFor(() => expect(list.pages()).toBe(1))
    await settle(src)
    list.resetRenders()
    await loadMore(list, 5)
    await settle(src)
    // One render for the new size, one for the new page.
    expect(list.renders()).toBe(10)
  })
})
