// What the hook is for: the UI patterns it serves, when plain useFetch is enough and when it is
// not, the entry points, the deprecated useFetchPages, and initialSize.
import { Component, useState, type ReactNode } from 'react'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import useFetchInfiniteDefault, { unstable_serialize as infiniteSerialize } from '../index'
import * as root from '../../index'
import { useFetchInfinite, useFetch, useFetchPages } from '../../index'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, indexKey, offsetKey, usersUrl, type User } from '../../../mocks'
import { cursorFetcher, pageOf, renderInfinite, settle, setup, usersFetcher } from './helpers'

const names = (users?: User[]) => (users ? users.map((u) => u.name).join(', ') : 'loading')

describe('two UI patterns', () => {
  test('infinite loading: a "Load More" list appends pages', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    function Feed() {
      const { data, size, setSize } = useFetchInfinite(indexKey(10), usersFetcher)
      const items = data?.flat() ?? []
      return <><ul>{items.map((u) => <li key={u.id}>{u.name}</li>)}</ul><button onClick={() => void setSize(size + 1)}>Load More</button></>
    }
    render(<s.wrapper><Feed /></s.wrapper>)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10))
    fireEvent.click(screen.getByText('Load More'))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20))
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...pageOf(src, 0), ...pageOf(src, 1)].map((u) => u.name))
  })

  test('pagination: showing the page at size - 1 with previous/next', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    function Paged() {
      const { data, size, setSize } = useFetchInfinite(indexKey(10), usersFetcher)
      return <>
        <p>page {size}: {names(data?.[size - 1])}</p>
        <button onClick={() => void setSize(size - 1)}>Previous</button>
        <button onClick={() => void setSize(size + 1)}>Next</button>
      </>
    }
    render(<s.wrapper><Paged /></s.wrapper>)
    await screen.findByText(`page 1: ${names(pageOf(src, 0))}`)
    fireEvent.click(screen.getByText('Next'))
    await screen.findByText(`page 2: ${names(pageOf(src, 1))}`)
    fireEvent.click(screen.getByText('Previous'))
    await screen.findByText(`page 1: ${names(pageOf(src, 0))}`)
  })
})

test('returns everything useFetch returns, plus size, setSize, the load-more state, the failed page and the page window', async () => {
  useSource(createUsersSource({ total: 45 }))
  const { result } = renderInfinite(() => ({ list: useFetchInfinite(indexKey(10), usersFetcher), single: useFetch(usersUrl({ page: 0, limit: 10 }), usersFetcher) }))
  await waitFor(() => expect(result.current.list.data).toHaveLength(1))
  const keys = (o: object) => Object.keys(o).sort()
  // pagekit adds the load-more state, the failed page and the page window beyond SWR's size and setSize.
  const additions = ['failedPageIndex', 'firstPageIndex', 'hasMore', 'hasPrevious', 'isLoadingMore', 'isLoadingPrevious', 'loadPrevious']
  expect(keys(result.current.list)).toEqual([...keys(result.current.single), 'setSize', 'size', ...additions].sort())
  expect(typeof result.current.list.setSize).toBe('function')
  expect(typeof result.current.list.mutate).toBe('function')
  expect(result.current.list.size).toBe(1)
})

test.each([
  ['index', indexKey(10), usersFetcher, 'index'],
  ['offset', offsetKey(10), usersFetcher, 'offset'],
  ['cursor', cursorKey(10), cursorFetcher, 'cursor'],
] as const)('a %s source works; getKey receives (pageIndex, previousPageData)', async (_name, key, fetcher, mode) => {
  const src = useSource(createUsersSource({ total: 45 }))
  const getKey = vi.fn(key as (i: number, prev: unknown) => string | null)
  const { result } = renderInfinite(() => useFetchInfinite(getKey, fetcher as (url: string) => Promise<unknown>, { initialSize: 3 }))
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  expect(src.log.entries().map((e) => [e.mode, e.page])).toEqual([[mode, 0], [mode, 1], [mode, 2]])
  expect(getKey).toHaveBeenCalledWith(0, null)
  expect(getKey).toHaveBeenCalledWith(1, result.current.data![0])
  expect(getKey).toHaveBeenCalledWith(2, result.current.data![1])
})

test('getKey: pageIndex is a zero-based integer and previousPageData is null for the first page', async () => {
  useSource(createUsersSource({ total: 45 }))
  const getKey = vi.fn(indexKey(10))
  const { result } = renderInfinite(() => useFetchInfinite(getKey, usersFetcher, { initialSize: 3 }))
  await waitFor(() => expect(result.current.data).toHaveLength(3))
  const indexes = getKey.mock.calls.map(([i]) => i)
  expect(indexes.every((i) => Number.isInteger(i) && i >= 0 && i < 3)).toBe(true)
  expect(getKey.mock.calls.filter(([i]) => i === 0).every(([, prev]) => prev === null)).toBe(true)
})

describe('plain useFetch is enough', () => {
  test('classic paging: a page-index state in the key shows one page at a time', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    function Classic() {
      const [pageIndex, setPageIndex] = useState(0)
      const { data } = useFetch(usersUrl({ page: pageIndex, limit: 10 }), usersFetcher)
      return <><p>{names(data)}</p><button onClick={() => setPageIndex(pageIndex + 1)}>Next</button></>
    }
    render(<s.wrapper><Classic /></s.wrapper>)
    await screen.findByText(names(pageOf(src, 0)))
    fireEvent.click(screen.getByText('Next'))
    await screen.findByText(names(pageOf(src, 1)))
    expect(src.log.pages()).toEqual([0, 1])
  })

  test('preloading: the next page rendered in a hidden container is requested early and cached', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup({ dedupingInterval: 2000 })
    function Page({ index }: { index: number }) {
      const { data } = useFetch(usersUrl({ page: index, limit: 10 }), usersFetcher)
      return <p>{names(data)}</p>
    }
    function Preloading() {
      const [pageIndex, setPageIndex] = useState(0)
      return <>
        <Page index={pageIndex} />
        <div style={{ display: 'none' }}><Page index={pageIndex + 1} /></div>
        <button onClick={() => setPageIndex(pageIndex + 1)}>Next</button>
      </>
    }
    render(<s.wrapper><Preloading /></s.wrapper>)
    await screen.findByText(names(pageOf(src, 0)))
    await waitFor(() => expect(src.log.pages()).toEqual([0, 1]))
    await settle(src)
    fireEvent.click(screen.getByText('Next'))
    // Shown at once from the cache: no loading state in between.
    expect(screen.getAllByText(names(pageOf(src, 1)))[0]).toBeInTheDocument()
    await settle(src)
    expect(src.log.count((e) => e.page === 1)).toBe(1)
  })

  test('"Load More" from one child component per page, each with its own useFetch', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const s = setup()
    function Page({ index }: { index: number }) {
      const { data } = useFetch(usersUrl({ page: index, limit: 10 }), usersFetcher)
      return <>{data?.map((u) => <li key={u.id}>{u.name}</li>)}</>
    }
    function LoadMore() {
      const [count, setCount] = useState(1)
      const pages = Array.from({ length: count }, (_, i) => <Page key={i} index={i} />)
      return <><ul>{pages}</ul><button onClick={() => setCount(count + 1)}>Load More</button></>
    }
    render(<s.wrapper><LoadMore /></s.wrapper>)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10))
    fireEvent.click(screen.getByText('Load More'))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20))
    await settle(src)
    expect(src.log.pages()).toEqual([0, 1])
  })
})

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

test('useFetch called in a loop is invalid (a changing count breaks the rules of hooks); one useFetch per child works', async () => {
  useSource(createUsersSource({ total: 45 }))
  const s = setup()
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  function Looping({ count }: { count: number }) {
    const pages = []
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the point of the test
    for (let i = 0; i < count; i++) pages.push(useFetch(usersUrl({ page: i, limit: 10 }), usersFetcher).data)
    return <p>{pages.length} pages</p>
  }
  const view = render(<s.wrapper><Boundary><Looping count={1} /></Boundary></s.wrapper>)
  expect(screen.getByText('1 pages')).toBeInTheDocument()
  view.rerender(<s.wrapper><Boundary><Looping count={2} /></Boundary></s.wrapper>)
  expect(screen.getByRole('alert').textContent).toMatch(/more hooks/i)
  quiet.mockRestore()
})

describe('when useFetchInfinite is needed', () => {
  test('the top-level component needs the data of all pages (a total count)', async () => {
    useSource(createUsersSource({ total: 25 }))
    const s = setup()
    function Total() {
      const { data } = useFetchInfinite(indexKey(10), usersFetcher, { initialSize: 5 })
      return <p>{data ? `${data.flat().length} users` : 'loading'}</p>
    }
    render(<s.wrapper><Total /></s.wrapper>)
    await screen.findByText('25 users')
  })

  test('a cursor source, where each page depends on the previous page\'s data', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderInfinite(() => useFetchInfinite(cursorKey(10), cursorFetcher, { initialSize: 3 }))
    await waitFor(() => expect(result.current.data).toHaveLength(3))
    const cursors = src.log.entries().map((e) => e.cursor)
    expect(cursors).toEqual([undefined, result.current.data![0].nextCursor, result.current.data![1].nextCursor])
  })
})

test('useFetchPages is deprecated: calling it throws an Error naming useFetchInfinite and the migration docs', () => {
  expect(() => useFetchPages()).toThrow(Error)
  let message = ''
  try {
    useFetchPages('/users')
  } catch (err) {
    message = (err as Error).message
  }
  expect(message).toContain('useFetchInfinite')
  expect(message).toMatch(/migrat/i)
  expect(message).toContain('useFetchPages')
})

test('the default export of pagekit/infinite and the named export of pagekit are the same function', () => {
  expect(typeof useFetchInfiniteDefault).toBe('function')
  expect(root.useFetchInfinite).toBe(useFetchInfiniteDefault)
  expect(useFetchInfinite).toBe(useFetchInfiniteDefault)
  expect(infiniteSerialize(indexKey(10))).toBe('$inf$' + usersUrl({ page: 0, limit: 10 }))
})

test('initialSize defaults to 1 and a later change is ignored', async () => {
  const src = useSource(createUsersSource({ total: 45 }))
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const { result, rerender } = renderInfinite((n: number | undefined) => useFetchInfinite(indexKey(10), usersFetcher, { initialSize: n }), {}, undefined)
  await waitFor(() => expect(result.current.data).toHaveLength(1))
  rerender(3)
  await settle(src, () => result.current.isValidating)
  expect(result.current.size).toBe(1)
  expect(src.log.pages()).toEqual([0])
  await act(() => result.current.setSize(2))
  await waitFor(() => expect(result.current.data).toHaveLength(2))
  warn.mockRestore()
})
