import { createRef, type ReactNode } from 'react'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { FetchConfig } from '../../fetch'
import useFetchInfinite from '../../infinite'
import { useSource } from '../../test/server'
import { darkTheme } from '../../theme/theme'
import { createUsersSource, fetchJson, indexKey, type User } from '../../../mocks'
import { LoadMoreButton } from './LoadMoreButton'
import { LoadMoreButtonBase } from './LoadMoreButtonBase'
import { useLoadMoreButton } from './useLoadMoreButton'
import type { UseLoadMoreButtonOptions } from './types'
import { InfiniteList } from '../InfiniteList/InfiniteList'

const isolated = ({ children }: { children: ReactNode }) => (
  <FetchConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>{children}</FetchConfig>
)
const fetcher = (url: string) => fetchJson<User[]>(url)

/** The docs' "Load more" example, with the standalone button. */
function Standalone({ Button = LoadMoreButton }: { Button?: typeof LoadMoreButton }) {
  const r = useFetchInfinite(indexKey(10), fetcher)
  const isEnd = !!r.data && r.data[r.data.length - 1]?.length < 10
  return (
    <>
      <p>{r.data ? r.data.flat().length : 0} users</p>
      <Button size={r.size} setSize={r.setSize} isValidating={r.isValidating} isLoading={r.isLoading} data={r.data} error={r.error} mutate={r.mutate} isEnd={isEnd} />
    </>
  )
}

describe('useLoadMoreButton (standalone)', () => {
  it('states and labels from a useFetchInfinite response', () => {
    const setSize = vi.fn()
    const { result, rerender } = renderHook((p: UseLoadMoreButtonOptions<number[]>) => useLoadMoreButton(p), {
      initialProps: { size: 1, setSize, isValidating: false, data: [[1]] } as UseLoadMoreButtonOptions<number[]>,
    })
    expect(result.current.state).toBe('idle')
    expect(result.current.label).toBe('Load more')
    rerender({ size: 2, setSize, isValidating: true, data: [[1]] })
    expect(result.current.state).toBe('loading')
    expect(result.current.label).toBe('Loading…')
    expect(result.current.getButtonProps()).toMatchObject({ type: 'button', 'aria-disabled': true, 'data-state': 'loading' })
    // A background revalidation (all pages there) is not "loading more".
    rerender({ size: 2, setSize, isValidating: true, data: [[1], [2]] })
    expect(result.current.state).toBe('idle')
    rerender({ size: 2, setSize, isValidating: false, data: [[1], [2]], isEnd: true })
    expect(result.current.state).toBe('end')
    expect(result.current.label).toBe('No more items')
    rerender({ size: 3, setSize, isValidating: false, data: [[1], [2]], error: new Error('x') })
    expect(result.current.state).toBe('error')
    expect(result.current.label).toBe('Retry')
    rerender({ size: 1, setSize, isValidating: false, data: [[1]], isEnd: (d) => d?.length === 1, labels: { end: 'Fin' } })
    expect(result.current.label).toBe('Fin')
  })

  it('click calls setSize(size + 1) once, even for fast double clicks', async () => {
    const setSize = vi.fn()
    const onLoadMore = vi.fn()
    render(<LoadMoreButtonBase size={2} setSize={setSize} data={[[1], [2]]} onLoadMore={onLoadMore} />)
    const button = screen.getByRole('button', { name: 'Load more' })
    await userEvent.dblClick(button)
    expect(setSize).toHaveBeenCalledTimes(1)
    expect(setSize).toHaveBeenCalledWith(3)
    expect(onLoadMore).toHaveBeenCalledWith(3)
  })

  it('pending and end are aria-disabled, never disabled, and ignore clicks', async () => {
    const setSize = vi.fn()
    const { rerender } = render(<LoadMoreButtonBase size={2} setSize={setSize} data={[[1]]} isValidating />)
    const button = screen.getByRole('button', { name: 'Loading…' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    button.focus()
    await userEvent.click(button)
    expect(setSize).not.toHaveBeenCalled()
    rerender(<LoadMoreButtonBase size={2} setSize={setSize} data={[[1], [2]]} isEnd />)
    expect(button).toHaveTextContent('No more items')
    expect(button).toHaveFocus()
    await userEvent.click(button)
    expect(setSize).not.toHaveBeenCalled()
  })

  it('an aria-disabled the app gives stays on the button, which then ignores clicks', async () => {
    const setSize = vi.fn()
    const { rerender } = render(<LoadMoreButtonBase size={1} setSize={setSize} data={[[1]]} aria-disabled />)
    const button = screen.getByRole('button', { name: 'Load more' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    expect(setSize).not.toHaveBeenCalled()
    rerender(<LoadMoreButtonBase size={1} setSize={setSize} data={[[1]]} aria-disabled={false} />)
    expect(button).toHaveAttribute('aria-disabled', 'false')
    await userEvent.click(button)
    expect(setSize).toHaveBeenCalledWith(2)
  })

  it('Retry: onRetry, else mutate refetching only missing pages, else setSize(size)', async () => {
    const onRetry = vi.fn()
    const setSize = vi.fn()
    const mutate = vi.fn(async () => undefined)
    const { rerender } = render(<LoadMoreButtonBase size={3} setSize={setSize} data={[[1], [2]]} error={new Error('x')} onRetry={onRetry} mutate={mutate} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(mutate).not.toHaveBeenCalled()
    rerender(<LoadMoreButtonBase size={3} setSize={setSize} data={[[1], [2]]} error={new Error('x')} mutate={mutate} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(mutate).toHaveBeenCalledTimes(1)
    const opts = (mutate.mock.calls[0] as unknown[])[1] as { revalidate: (d: unknown) => boolean }
    expect(opts.revalidate(undefined)).toBe(true)
    expect(opts.revalidate([1])).toBe(false)
    rerender(<LoadMoreButtonBase size={3} setSize={setSize} data={[[1], [2]]} error={new Error('x')} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(setSize).toHaveBeenCalledWith(3)
  })

  it('works end to end with useFetchInfinite (one request per click)', async () => {
    const src = useSource(createUsersSource({ total: 25, latency: 30 }))
    render(<Standalone />, { wrapper: isolated })
    await screen.findByText('10 users')
    const button = screen.getByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    expect(button).toHaveTextContent('Loading…')
    await userEvent.click(button)
    await screen.findByText('20 users')
    await waitFor(() => expect(button).toHaveTextContent('Load more'))
    await userEvent.click(button)
    await screen.findByText('25 users')
    await waitFor(() => expect(button).toHaveTextContent('No more items'))
    // useFetchInfinite's defaults revalidate page 0 on every setSize.
    expect(src.log.pages()).toEqual([0, 0, 1, 0, 2])
  })

  it('standalone Retry refetches only the failed page', async () => {
    const src = useSource(createUsersSource({ total: 45, failures: [{ page: 1, times: 1 }] }))
    render(<Standalone />, { wrapper: isolated })
    await screen.findByText('10 users')
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    const retry = await screen.findByRole('button', { name: 'Retry' })
    src.log.reset()
    await userEvent.click(retry)
    await screen.findByText('20 users')
    expect(src.log.pages()).toEqual([1])
  })
})

describe('useLoadMoreButton over the hook\'s load-more state', () => {
  it('isLoadingMore is "loading" and hasMore: false is "end", as the hook reports them', () => {
    const setSize = vi.fn()
    const { result, rerender } = renderHook((p: UseLoadMoreButtonOptions<number[]>) => useLoadMoreButton(p), {
      initialProps: { size: 2, setSize, data: [[1]], isLoadingMore: true, hasMore: true } as UseLoadMoreButtonOptions<number[]>,
    })
    expect(result.current.state).toBe('loading')
    // A background revalidation of the loaded pages is not loading more.
    rerender({ size: 2, setSize, data: [[1]], isValidating: true, isLoadingMore: false, hasMore: true })
    expect(result.current.state).toBe('idle')
    rerender({ size: 2, setSize, data: [[1], [2]], isLoadingMore: false, hasMore: false })
    expect(result.current.state).toBe('end')
    expect(result.current.label).toBe('No more items')
  })

  it('over a real list: one page per click, the end known from getKey without an empty page', async () => {
    const src = useSource(createUsersSource({ total: 25, latency: 20 }))
    const shortPageKey = (pageIndex: number, previous: User[] | null) =>
      previous && previous.length < 10 ? null : `/users?page=${pageIndex}&limit=10`
    function List() {
      const r = useFetchInfinite(shortPageKey, fetcher, { revalidateFirstPage: false })
      return (
        <>
          <p>{r.data ? r.data.flat().length : 0} users</p>
          <LoadMoreButton size={r.size} setSize={r.setSize} isLoading={r.isLoading} isLoadingMore={r.isLoadingMore} hasMore={r.hasMore} data={r.data} error={r.error} mutate={r.mutate} />
        </>
      )
    }
    render(<List />, { wrapper: isolated })
    await screen.findByText('10 users')
    const button = screen.getByRole('button')
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('Loading…'))
    await screen.findByText('20 users')
    await userEvent.click(button)
    await screen.findByText('25 users')
    await waitFor(() => expect(button).toHaveTextContent('No more items'))
    expect(src.log.pages()).toEqual([0, 1, 2])
  })
})

describe('useLoadMoreButton with a list (useInfiniteData / useInfiniteList result)', () => {
  it('states from the list status, texts from its messages, clicks call loadMore / retry', () => {
    const messages = { loadMore: 'Mehr laden', loadMorePending: 'Lädt…', loadMoreEnd: 'Ende', retry: 'Nochmal' }
    const loadMore = vi.fn(() => true)
    const retry = vi.fn()
    type List = NonNullable<UseLoadMoreButtonOptions['list']>
    const { result, rerender } = renderHook((list: List) => useLoadMoreButton({ list }), {
      initialProps: { status: 'idle', loadMore, retry, messages } as List,
    })
    expect(result.current).toMatchObject({ state: 'idle', label: 'Mehr laden' })
    result.current.activate()
    expect(loadMore).toHaveBeenCalledTimes(1)
    rerender({ status: 'loadingMore', loadMore, retry, messages })
    expect(result.current).toMatchObject({ state: 'loading', label: 'Lädt…' })
    result.current.activate()
    expect(loadMore).toHaveBeenCalledTimes(1)
    rerender({ status: 'error', loadMore, retry, messages })
    expect(result.current).toMatchObject({ state: 'error', label: 'Nochmal' })
    result.current.activate()
    expect(retry).toHaveBeenCalledTimes(1)
    rerender({ status: 'end', loadMore, retry })
    expect(result.current).toMatchObject({ state: 'end', label: 'No more items' })
  })
})

describe('useLoadMoreButton: texts given as undefined', () => {
  it('a label or a list message given as undefined keeps its default', () => {
    type List = NonNullable<UseLoadMoreButtonOptions['list']>
    const list: List = { status: 'idle', loadMore: () => true, retry: () => {}, messages: { loadMore: undefined, loadMorePending: 'Lädt…', loadMoreEnd: 'Ende', retry: 'Nochmal' } }
    const { result, rerender } = renderHook((options: UseLoadMoreButtonOptions) => useLoadMoreButton(options), {
      initialProps: { list } as UseLoadMoreButtonOptions,
    })
    expect(result.current.label).toBe('Load more')
    expect(result.current.getButtonProps().children).toBe('Load more')
    rerender({ list: { ...list, status: 'end' }, labels: { end: undefined } })
    expect(result.current.label).toBe('Ende')
    rerender({ size: 1, setSize: () => {}, data: [[1]], labels: { loadMore: undefined, retry: 'Nochmal' } })
    expect(result.current.label).toBe('Load more')
  })
})

describe('useLoadMoreButton: getButtonProps with props given as undefined', () => {
  it('keeps the label as the children and its own handlers; the app\'s undefined handlers are not called', async () => {
    const setSize = vi.fn()
    const { result } = renderHook(() => useLoadMoreButton({ size: 1, setSize, data: [[1]] }))
    const props = result.current.getButtonProps({ children: undefined, onClick: undefined, onFocus: undefined, 'aria-controls': undefined })
    expect(props.children).toBe('Load more')
    render(<button {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(setSize).toHaveBeenCalledWith(2)
  })
})

describe('LoadMoreButton inside an InfiniteList (context)', () => {
  it('needs no props in manual mode and is the list\'s button', async () => {
    const src = useSource(createUsersSource({ total: 45 }))
    render(<InfiniteList getKey={indexKey(10)} fetcher={fetcher} loadMode="manual" aria-label="Users" />, { wrapper: isolated })
    const button = await screen.findByRole('button', { name: 'Load more' })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
    expect(src.log.pages()).toEqual([0, 1])
  })

  it('a custom renderLoadMore button gets the list from context; labels are replaceable', async () => {
    useSource(createUsersSource({ total: 45 }))
    render(
      <InfiniteList
        getKey={indexKey(10)}
        fetcher={fetcher}
        loadMode="manual"
        aria-label="Users"
        renderLoadMore={<LoadMoreButton labels={{ loadMore: 'Mehr laden' }} />}
      />,
      { wrapper: isolated },
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Mehr laden' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20))
  })
})

describe('styled skins', () => {
  it('render with and without a ThemeProvider', async () => {
    useSource(createUsersSource({ total: 5 }))
    const { unmount } = render(<InfiniteList getKey={indexKey(10)} fetcher={fetcher} aria-label="Users" />, { wrapper: isolated })
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5))
    unmount()
    render(
      <ThemeProvider theme={darkTheme}>
        <LoadMoreButton size={1} setSize={() => {}} data={[[1]]} />
      </ThemeProvider>,
    )
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument()
  })

  it('a ref on the styled or the unstyled button is the <button> element, with no React warning', () => {
    const styledRef = createRef<HTMLButtonElement>()
    const baseRef = createRef<HTMLButtonElement>()
    const consoleError = vi.spyOn(console, 'error')
    try {
      render(
        <>
          <LoadMoreButton ref={styledRef} size={1} setSize={() => {}} data={[[1]]} labels={{ loadMore: 'styled' }} />
          <LoadMoreButtonBase ref={baseRef} size={1} setSize={() => {}} data={[[1]]} labels={{ loadMore: 'base' }} />
        </>,
      )
      expect(styledRef.current).toBe(screen.getByRole('button', { name: 'styled' }))
      expect(baseRef.current).toBe(screen.getByRole('button', { name: 'base' }))
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })
})
