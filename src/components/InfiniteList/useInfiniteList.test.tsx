import { StrictMode, type ReactNode } from 'react'
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mockAllIsIntersecting, destroyIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils'
import { FetchConfig } from '../../fetch'
import { useSource } from '../../test/server'
import { createUsersSource, cursorKey, fetchJson, indexKey, type CursorPage, type User } from '../../../mocks'
import { InfiniteListBase, type InfiniteListBaseProps } from './InfiniteListBase'
import { useInfiniteList } from './useInfiniteList'

const isolated = ({ children }: { children: ReactNode }) => (
  <FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>{children}</FetchConfig>
)
const fetcher = (url: string) => fetchJson<User[]>(url)
const cursorFetcher = (url: string) => fetchJson<CursorPage<User>>(url)

function renderList<Page = User[]>(props: Partial<InfiniteListBaseProps<Page, never>> = {}, strict = false) {
  const ui = (
    <InfiniteListBase<Page>
      getKey={indexKey(10) as never}
      fetcher={fetcher as never}
      renderItem={(u: unknown) => <h3>{(u as User).name}</h3>}
      aria-label="Users"
      {...(props as object)}
    />
  )
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui, { wrapper: isolated })
}

const feed = () => screen.getByRole('feed', { name: 'Users' })
const articles = () => within(feed()).getAllByRole('article')
const liveRegion = () => screen.getByRole('status')
/** Waits until the list shows `n` articles and no page is in flight. */
async function settled(n: number) {
  await waitFor(() => {
    expect(articles()).toHaveLength(n)
    expect(feed()).toHaveAttribute('aria-busy', 'false')
  })
}
/** The sentinel comes into view (IntersectionObserver mock), inside act(). */
const scrollToEnd = () => act(() => mockAllIsIntersecting(true))

describe('useInfiniteList: loading and state', () => {
  it('loads the first page into a labelled feed of articles with posinset/setsize', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList()
    // While the first page loads the feed is busy.
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true')
    await settled(10)
    const list = articles()
    expect(list[0]).toHaveAttribute('aria-posinset', '1')
    expect(list[9]).toHaveAttribute('aria-posinset', '10')
    expect(list[0]).toHaveAttribute('aria-setsize', '-1')
    expect(list[0]).toHaveAttribute('tabindex', '0')
    expect(src.log.pages()).toEqual([0])
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 items'))
    // The live region is outside the busy feed.
    expect(feed().contains(liveRegion())).toBe(false)
  })

  it('scrolling to the end calls setSize(size + 1) and requests exactly one new page', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    const onLoadMore = vi.fn()
    renderList({ onLoadMore })
    await settled(10)
    scrollToEnd()
    expect(feed()).toHaveAttribute('aria-busy', 'true')
    await settled(20)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    expect(onLoadMore).toHaveBeenCalledWith(2)
    // revalidateFirstPage defaults to false in the list: page 0 is not fetched again.
    expect(src.log.pages()).toEqual([0, 1])
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Loaded 10 more, 20 shown'))
  })

  it('never requests a page twice: repeated intersections and loadMore calls while loading', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 20 }))
    renderList()
    await settled(10)
    scrollToEnd()
    scrollToEnd()
    scrollToEnd()
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('loadMore() is idempotent until the page lands', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 10 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    let calls: boolean[] = []
    act(() => {
      calls = [result.current.loadMore(), result.current.loadMore(), result.current.loadMore()]
    })
    expect(calls).toEqual([true, false, false])
    expect(result.current.status).toBe('loadingMore')
    expect(result.current.isLoadingMore).toBe(true)
    expect(result.current.loadMore()).toBe(false)
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('StrictMode: one request per page', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList({}, true)
    await settled(10)
    scrollToEnd()
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('re-observes the sentinel after each page, so a still-visible sentinel loads on (short first page)', async () => {
    const src = useSource(createUsersSource({ total: 45, latency: 2 }))
    renderList({ getKey: indexKey(3) as never })
    await settled(3)
    // Each landed page starts a fresh observation; the (mocked) sentinel stays visible.
    scrollToEnd()
    await settled(6)
    scrollToEnd()
    await settled(9)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('index source: detects the end on the empty page, then stops', async () => {
    const src = useSource(createUsersSource({ total: 25 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    for (let i = 0; i < 3; i++) {
      act(() => void result.current.loadMore())
      await waitFor(() => expect(result.current.isLoadingMore).toBe(false))
    }
    expect(result.current.status).toBe('end')
    expect(result.current.isEnd).toBe(true)
    expect(result.current.hasMore).toBe(false)
    expect(result.current.items).toHaveLength(25)
    expect(result.current.ariaSetSize).toBe(25)
    expect(result.current.loadMore()).toBe(false)
    expect(src.log.pages()).toEqual([0, 1, 2, 3])
  })

  it('cursor source: the page with nextCursor null ends the list', async () => {
    const src = useSource(createUsersSource({ total: 15 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: cursorKey(10), fetcher: cursorFetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toHaveLength(10))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.items).toHaveLength(15))
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(src.log.count()).toBe(3)
    expect(result.current.loadMore()).toBe(false)
    expect(src.log.count()).toBe(3)
  })

  it('a null nextCursor on a page with data ends the list without another request', async () => {
    const pages: Record<string, CursorPage<{ id: number }>> = {
      a: { data: [{ id: 1 }, { id: 2 }], nextCursor: 'b' },
      b: { data: [{ id: 3 }], nextCursor: null },
    }
    const { result } = renderHook(() => useInfiniteList({
      getKey: (i, prev: CursorPage<{ id: number }> | null) => (i === 0 ? 'a' : prev?.nextCursor ?? null),
      fetcher: async (k: string) => pages[k],
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(result.current.items.map((x) => x.id)).toEqual([1, 2, 3])
  })

  it('getTotal sets aria-setsize and ends the list once every item is loaded', async () => {
    const src = useSource(createUsersSource({ total: 20 }))
    const { result } = renderHook(() => useInfiniteList({
      getKey: indexKey(10), fetcher, getTotal: () => 20,
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.total).toBe(20)
    expect(result.current.ariaSetSize).toBe(20)
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('a user isEnd(lastPage, pages) ends the list', async () => {
    useSource(createUsersSource({ total: 100 }))
    const isEnd = vi.fn((_last: User[], pages: User[][]) => pages.length >= 2)
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, isEnd }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('end'))
    expect(result.current.items).toHaveLength(20)
    expect(isEnd).toHaveBeenCalledWith(expect.any(Array), expect.any(Array))
  })

  it('getItems flattens custom page shapes', async () => {
    const { result } = renderHook(() => useInfiniteList({
      getKey: (i) => (i < 2 ? `p${i}` : null),
      fetcher: async (k: string) => ({ results: [`${k}-a`, `${k}-b`] }),
      getItems: (page) => page.results,
    }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toEqual(['p0-a', 'p0-b']))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.items).toEqual(['p0-a', 'p0-b', 'p1-a', 'p1-b']))
    // getKey returned null for page 2: that is the end.
    expect(result.current.status).toBe('end')
  })

  it('an empty source is "empty": no feed role, the empty slot and an announcement', async () => {
    useSource(createUsersSource({ total: 0 }))
    renderList()
    await screen.findByText('No items', { selector: '[data-pagekit-empty]' })
    expect(screen.queryByRole('feed')).toBeNull()
    await waitFor(() => expect(liveRegion()).toHaveTextContent('No items'))
  })

  it('a null first key is "empty" and requests nothing', async () => {
    const f = vi.fn()
    const { result } = renderHook(() => useInfiniteList({ getKey: () => null, fetcher: f }), { wrapper: isolated })
    expect(result.current.status).toBe('empty')
    expect(f).not.toHaveBeenCalled()
  })

  it('passes options through to useFetchInfinite (initialSize)', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher, options: { initialSize: 3 } }), { wrapper: isolated })
    await waitFor(() => expect(result.current.items).toHaveLength(30))
    expect(result.current.size).toBe(3)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('uses the FetchConfig fetcher when none is given', async () => {
    useSource(createUsersSource({ total: 45 }))
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FetchConfig value={{ provider: () => new Map(), fetcher: fetcher as never }}>{children}</FetchConfig>
    )
    const { result } = renderHook(() => useInfiniteList<User[]>({ getKey: indexKey(10) }), { wrapper })
    await waitFor(() => expect(result.current.items).toHaveLength(10))
  })
})

describe('useInfiniteList: errors and retry', () => {
  it('reports the failing page index; retry refetches only that page and keeps the others', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 2, times: 1 }] }))
    renderList()
    await settled(10)
    scrollToEnd()
    await settled(20)
    scrollToEnd()
    await screen.findByText("Couldn't load page 3.")
    expect(articles()).toHaveLength(20)
    expect(feed()).toHaveAttribute('aria-busy', 'false')
    await waitFor(() => expect(liveRegion()).toHaveTextContent("Couldn't load page 3."))
    // Auto mode: the default error slot has a Retry button.
    src.log.reset()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await settled(30)
    expect(src.log.pages()).toEqual([2])
    expect(screen.queryByText("Couldn't load page 3.")).toBeNull()
  })

  it('hook: error.pageIndex and retry()', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('idle'))
    act(() => void result.current.loadMore())
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.pageIndex).toBe(1)
    expect(result.current.error?.key).toBe('/users?page=1&limit=10')
    expect(result.current.error?.error).toBeInstanceOf(Error)
    expect(result.current.items).toHaveLength(10)
    expect(result.current.loadMore()).toBe(false)
    src.log.reset()
    act(() => result.current.retry())
    expect(result.current.status).toBe('loadingMore')
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(20)
    expect(result.current.error).toBeUndefined()
    expect(src.log.pages()).toEqual([1])
  })

  it('a failed first page is "error"; retry loads it', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 0, times: 1 }] }))
    const { result } = renderHook(() => useInfiniteList({ getKey: indexKey(10), fetcher }), { wrapper: isolated })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.pageIndex).toBe(0)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.status).toBe('idle'))
    expect(result.current.items).toHaveLength(10)
    expect(src.log.pages()).toEqual([0, 0])
  })
})

describe('InfiniteListBase: load modes', () => {
  it('manual: a Load more button; pending is aria-disabled and ignores clicks; end is inert', async () => {
    const src = useSource(createUsersSource({ total: 15, latency: 150 }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button).toHaveAttribute('aria-controls', feed().id)
    await userEvent.click(button)
    expect(button).toHaveTextContent('Loading…')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    await userEvent.click(button)
    await userEvent.click(button)
    expect(src.log.pages()).toEqual([0, 1])
    await settled(15)
    expect(button).toHaveTextContent('Load more')
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('No more items'))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(src.log.pages()).toEqual([0, 1, 2])
    await userEvent.click(button)
    expect(src.log.pages()).toEqual([0, 1, 2])
  })

  it('manual: the button keeps focus while a page loads and after it lands', async () => {
    useSource(createUsersSource({ total: 45, latency: 20 }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    const button = screen.getByRole('button', { name: 'Load more' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(button).toHaveFocus()
    await settled(20)
    expect(button).toHaveFocus()
  })

  it('manual: after an error the button says Retry and refetches the failed page', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    renderList({ loadMode: 'manual' })
    await settled(10)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getAllByRole('button')).toHaveLength(1)
    await userEvent.click(retry)
    await settled(20)
    expect(src.log.pages()).toEqual([0, 1, 1])
  })

  it('hybrid: loads automatically for autoPages pages, then shows the button', async () => {
    const src = useSource(createUsersSource({ total: 100 }))
    renderList({ loadMode: 'hybrid', autoPages: 2 })
    await settled(10)
    expect(screen.queryByRole('button')).toBeNull()
    scrollToEnd()
    await settled(20)
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
    scrollToEnd()
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('without IntersectionObserver auto mode falls back to the button', async () => {
    destroyIntersectionMocking()
    const IO = window.IntersectionObserver
    // @ts-expect-error remove it for this test
    delete window.IntersectionObserver
    try {
      useSource(createUsersSource({ total: 45 }))
      renderList()
      await settled(10)
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
    } finally {
      window.IntersectionObserver = IO
      setupIntersectionMocking(vi.fn)
    }
  })

  it('every text is replaceable', async () => {
    useSource(createUsersSource({ total: 10 }))
    renderList({
      loadMode: 'manual',
      'aria-label': undefined,
      messages: { feedLabel: 'Benutzer', loadMoreEnd: 'Keine weiteren', end: 'Ende', loaded: (a, s) => `${a} geladen, ${s} sichtbar`, endOfList: (s) => `Ende, ${s}` },
    })
    await screen.findByRole('button', { name: 'Load more' })
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByRole('button', { name: 'Keine weiteren' })
    expect(screen.getByRole('feed', { name: 'Benutzer' })).toBeInTheDocument()
    expect(screen.getByText('Ende')).toBeInTheDocument()
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ende, 10'))
  })

  it('slots replace the defaults and receive the list', async () => {
    useSource(createUsersSource({ total: 0 }))
    renderList({ renderEmpty: (list) => <p>Nothing here ({list.status})</p> })
    await screen.findByText('Nothing here (empty)')
  })
})

describe('InfiniteListBase: keyboard (APG feed)', () => {
  it('Page Down / Page Up move focus between articles; Ctrl+End / Ctrl+Home leave the feed', async () => {
    useSource(createUsersSource({ total: 45 }))
    render(
      <>
        <button type="button">Before</button>
        <InfiniteListBase getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" loadMode="manual" />
        <button type="button">After</button>
      </>,
      { wrapper: isolated },
    )
    await settled(10)
    const list = articles()
    list[0].focus()
    await userEvent.keyboard('{PageDown}')
    expect(list[1]).toHaveFocus()
    await userEvent.keyboard('{PageDown}')
    expect(list[2]).toHaveFocus()
    await userEvent.keyboard('{PageUp}')
    expect(list[1]).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    // The first focusable element after the feed is the list's own Load more button.
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus()
    list[3].focus()
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus()
  })

  it('Page Down from inside an article moves to the next article', async () => {
    useSource(createUsersSource({ total: 45 }))
    renderList({ renderItem: (u: unknown) => <a href={`#${(u as User).id}`}>{(u as User).name}</a> })
    await settled(10)
    within(articles()[4]).getByRole('link').focus()
    await userEvent.keyboard('{PageDown}')
    expect(articles()[5]).toHaveFocus()
  })

  it('loading a page does not move focus', async () => {
    useSource(createUsersSource({ total: 45, latency: 5 }))
    renderList()
    await settled(10)
    articles()[9].focus()
    scrollToEnd()
    await settled(20)
    expect(articles()[9]).toHaveFocus()
  })

  it('a focused Retry that goes away hands focus to the first new article', async () => {
    useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    renderList()
    await settled(10)
    scrollToEnd()
    const retry = await screen.findByRole('button', { name: 'Retry' })
    retry.focus()
    await userEvent.keyboard('{Enter}')
    await settled(20)
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    await waitFor(() => expect(articles()[10]).toHaveFocus())
  })
  it('does not pull focus back when the user had left the control before it went away', async () => {
    useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    renderList()
    await settled(10)
    scrollToEnd()
    const retry = await screen.findByRole('button', { name: 'Retry' })
    retry.focus()
    act(() => retry.blur())
    await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())))
    fireEvent.click(retry)
    await settled(20)
    expect(document.body).toHaveFocus()
  })
})

describe('useInfiniteList: prop getters', () => {
  it('getListProps / getItemProps / getSentinelProps / getStatusProps', async () => {
    useSource(createUsersSource({ total: 45 }))
    const { result } = renderHook(
      () => useInfiniteList({ getKey: indexKey(10), fetcher, 'aria-labelledby': 'title', id: 'my-feed' }),
      { wrapper: isolated },
    )
    await waitFor(() => expect(result.current.status).toBe('idle'))
    const listProps = result.current.getListProps({ className: 'x' })
    expect(listProps).toMatchObject({ role: 'feed', id: 'my-feed', 'aria-busy': false, 'aria-labelledby': 'title', className: 'x' })
    expect(listProps['aria-label']).toBeUndefined()
    expect(result.current.getItemProps(4)).toMatchObject({ role: 'article', tabIndex: 0, 'aria-posinset': 5, 'aria-setsize': -1 })
    expect(result.current.getSentinelProps()).toMatchObject({ 'aria-hidden': true })
    expect(result.current.getStatusProps()).toMatchObject({ role: 'status', 'aria-live': 'polite', 'aria-atomic': true })
  })
})

describe('InfiniteListBase: virtualize', () => {
  it('window scrolling (no height, no root): renders a window of articles with feed attributes', async () => {
    useSource(createUsersSource({ total: 500, pageSize: 500 }))
    // jsdom has no layout: give every article a 50 px height for the virtualizer's measurements.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'ARTICLE' ? 50 : 0
    })
    renderList({ getKey: indexKey(500) as never, virtualize: { estimateSize: 50, overscan: 2 }, getTotal: (() => 500) as never })
    await waitFor(() => expect(articles().length).toBeGreaterThan(0))
    const list = articles()
    // jsdom's window is 768 px tall: about 16 rows of 50 px plus overscan, not 500.
    expect(list.length).toBeLessThan(40)
    expect(list[0]).toHaveAttribute('aria-posinset', '1')
    expect(list[0]).toHaveAttribute('aria-setsize', '500')
    expect(feed().style.height).toBe('25000px')
    vi.restoreAllMocks()
  })
})
